// The native strategies (src/solver/native.ts): what the external program says, and what it fails
// to say, reaches the run as the right verdict.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import { onPath } from '../src/solver/native.ts';
import { solve } from '../src/solver/run.ts';

const trusting = { verify: () => [] };

// Two free lights and no constraint at all: the CNF is 'p cnf 0 0'.
const free: Encoding<null, boolean[]> = {
  id: 'test/free',
  idea: 'two lights, no rule',
  encode(m) {
    const light = [m.bool('light[0]'), m.bool('light[1]')];
    m.answer(light);
    return (values) => light.map((on) => values.bool(on));
  },
};

/** Runs `body` with a stand-in `cadical` first on the PATH: a shell script of the given text. */
async function withFakeCadical<T>(script: string, body: () => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'puzzlebench-cadical-'));
  writeFileSync(join(folder, 'cadical'), `#!/bin/sh\ncat >/dev/null\n${script}\n`);
  chmodSync(join(folder, 'cadical'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${folder}:${path}`;
  try {
    return await body();
  } finally {
    process.env.PATH = path;
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('native-cadical', () => {
  it.skipIf(!onPath('cadical'))('solves a formula with no clauses (every model counts)', async () => {
    const report = await solve(free, null, { ...trusting, strategy: 'native-cadical', limit: 10 });
    expect(report.status).toBe('sat');
    expect(report.complete).toBe(true);
    expect(report.solutions).toHaveLength(4);
  });

  it('calls a program that fails unknown, not a timeout; its own time limit is a timeout', async () => {
    const failed = await withFakeCadical("echo 'cadical: error: <stdin>:1: parse error' >&2\nexit 1", () =>
      solve(free, null, { ...trusting, strategy: 'native-cadical' }),
    );
    expect(failed.status).toBe('unknown');
    const limited = await withFakeCadical("echo 'c UNKNOWN'\nexit 0", () => solve(free, null, { ...trusting, strategy: 'native-cadical' }));
    expect(limited.status).toBe('timeout');
  });
});
