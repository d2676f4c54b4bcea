// Plugins cannot break the process or its output (issue 22, section 2). A plugin that loops or
// exits at import, prints, exits or throws late while it encodes, or runs out of memory: each ends
// within its deadline with one line on stderr and, under --json, one document of the contract on
// stdout, never exit 0 without an answer. Most rows run the built command (bin/puzzlebench.mjs,
// which loads dist/: run `npm run build` first), since that is where these bugs lived; TypeScript
// plugins load there through tsx, and `puzzlebench` resolves for a plugin outside any project.
// Each of these runs processes; one of each kind of misbehaviour is here, and the slower rows (the
// README's commands, a plugin outside any project, a loop at import, console.log, a late exit, a
// throw and a heap run out while encoding, a plugin kind in compare, serve --plugin) are
// test/slow/plugins-hostile.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { capture } from './helpers/capture.ts';
import { builtCli as built, requireBuilt } from './helpers/cli.ts';
import { document, fixture, small } from './helpers/plugins.ts';

beforeAll(requireBuilt);
describe('a plugin that misbehaves while it loads', () => {
  it('exiting at import with 0 is refused, never read as "all agree"', () => {
    const compared = built(['compare', small, '--format', 'json', '--plugin', fixture('exiting.ts')]);
    expect(compared.status).toBe(2);
    expect(document(compared.stdout)).toMatchObject({ status: 'invalid', message: expect.stringContaining('ended the process while loading (exit 0)') });
    // solve loads it on its solving thread, which the plugin's exit ends alone.
    const solved = built(['solve', small, '--json', '--plugin', fixture('exiting.ts')]);
    expect(solved.status).toBe(4);
    expect(document(solved.stdout)).toMatchObject({ command: 'solve', status: 'error', reason: 'internal' });
  });

  it('is loaded by convert, generate and demo too (which refused --plugin)', async () => {
    for (const argv of [['convert', small, '--to', 'text'], ['generate', 'aquarium', '--size', '4'], ['demo']]) {
      const io = capture();
      expect(await main([...argv, '--plugin', fixture('exiting.ts')], io)).toBe(2);
      expect(io.stderr()).toContain('plugin: the module ended the process while loading (exit 0)');
    }
  });
});

describe('a plugin that misbehaves while it runs', () => {
  it('ends the process from a timer during compare: a document with status error and exit 4, not 0', () => {
    const run = built(['compare', small, '--engines', 'weighted-rows', '--strategies', 'qf-fd-pb', '--format', 'json', '--plugin', fixture('leaving.ts')]);
    expect(run.status).toBe(4);
    expect(document(run.stdout)).toMatchObject({
      command: 'compare',
      status: 'error',
      message: expect.stringContaining('ended (exit 0) before the command answered'),
    });
  });

  it("exits inside encode in compare's child: a crashed run that says so, and no answer (exit 3)", () => {
    const run = built(['compare', small, '--engines', 'exits', '--strategies', 'qf-fd-pb', '--format', 'json', '--plugin', fixture('rogue.ts')]);
    expect(run.status).toBe(3);
    const result = document(run.stdout);
    expect(result.status).toBe('unknown');
    expect(result.records).toMatchObject([{ status: 'error', reason: 'crashed', detail: expect.stringContaining('without a record') }]);
  });
});

describe('compare', () => {
  it('in which no run reported is never exit 0', async () => {
    // Search engines alone run 'native': a Z3 encoding has no run under it.
    const io = capture();
    expect(await main(['compare', small, '--engines', 'weighted-rows', '--strategies', 'native', '--format', 'json'], io)).toBe(3);
    expect(document(io.stdout())).toMatchObject({ status: 'unknown', records: [] });
  });
});
