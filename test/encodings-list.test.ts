// `encodings` as a user reads it: each kind's default engine starred (the one named on its line),
// and the strategies that run a program of this machine's saying whether it is installed here.
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { kinds } from '../src/catalogue/index.ts';
import { onPath } from '../src/solver/native.ts';
import { capture } from './helpers/capture.ts';

describe('encodings', () => {
  it('stars each kind default engine and says whether the native solvers are installed', async () => {
    const io = capture();
    expect(await main(['encodings'], io)).toBe(0);
    const lines = io.stdout().split('\n');
    for (const kind of kinds.all()) {
      const at = lines.findIndex((line) => line.startsWith(`${kind.id}: `));
      expect(lines[at]).toContain(`(default: ${kind.defaults.engine}, ${kind.defaults.strategy})`);
      const engines = lines.slice(at + 1, at + 1 + kind.engines.all().length);
      expect(engines.filter((line) => line.startsWith('* ')).map((line) => line.split(/\s+/)[1])).toEqual([kind.defaults.engine]);
    }
    for (const binary of ['z3', 'cadical']) {
      const line = lines.find((candidate) => candidate.trimStart().startsWith(`native-${binary} `)) ?? '';
      expect(line).toContain(onPath(binary) ? '[installed here]' : `[not available here: no '${binary}' program on the PATH]`);
    }
    expect(lines.find((line) => line.trimStart().startsWith('qf-fd '))).not.toContain('here');
  });
});
