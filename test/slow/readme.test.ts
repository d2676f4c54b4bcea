// Every command the README and docs/command-line.md show (`pb ...` in their sh blocks) is run as a
// user runs it, from a fresh folder beside the bundled puzzles, and exits as its comment says:
// `(exit N)` where it is not 0. A claim of the README that stopped being true fails here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../helpers/cli.ts';

/** The `pb` lines of a Markdown file's sh blocks, with the exit status each one's comment promises. */
function commandsOf(file: string): { line: string; exit: number }[] {
  const blocks = [...readFileSync(join(root, file), 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]);
  return blocks.flatMap((block) =>
    block
      .split('\n')
      .filter((line) => line.startsWith('pb '))
      .map((line) => ({ line, exit: Number(/\(exit (\d)\)/.exec(line)?.[1] ?? 0) })),
  );
}

const folder = mkdtempSync(join(tmpdir(), 'puzzlebench readme '));
for (const shipped of ['puzzles', 'examples']) symlinkSync(join(root, shipped), join(folder, shipped));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// `pb` as the README defines it, but from the sources (the build is the packed-package test's);
// tsx by its path, as the folder is outside the repository.
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const pb = `pb() { node --import ${tsx} ${JSON.stringify(join(root, 'src/cli/bin.ts'))} "$@"; }`;

for (const file of ['README.md', 'docs/command-line.md']) {
  describe(`the commands of ${file}`, () => {
    const commands = commandsOf(file);
    it('are there to run', () => expect(commands.length).toBeGreaterThan(5));
    for (const { line, exit } of commands) {
      it(`${line.replace(/\s+#.*$/, '')}: exit ${exit}`, () => {
        const run = spawnSync('bash', ['-c', `${pb}\n${line}`], { cwd: folder, encoding: 'utf8', timeout: 400_000 });
        expect(run.status, `${run.stderr.slice(-600)}`).toBe(exit);
      }, 420_000);
    }
  });
}
