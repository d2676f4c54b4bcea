// The command as users run it, as its own process: from the sources (under tsx) or built
// (bin/puzzlebench.mjs, which loads dist/: `npm run build` first), timed; and the processes a run
// may have left behind. Shared by the tests of deadlines, plugins and generators, in both suites.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const builtBin = join(root, 'bin/puzzlebench.mjs');

const timed = (run: () => SpawnSyncReturns<string>) => {
  const started = performance.now();
  const result = run();
  return { ...result, seconds: (performance.now() - started) / 1000 };
};

/** For a file whose tests are about the built command: fails them at once where it is not built. */
export function requireBuilt() {
  if (!existsSync(join(root, 'dist/src/cli/bin.js'))) throw new Error('these tests run the built command: run `npm run build` first');
}

/** The command from the sources, `node --import tsx src/cli/bin.ts ...args`, in the repository. */
export const sourceCli = (args: string[], timeout = 60_000) =>
  timed(() => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', ...args], { cwd: root, encoding: 'utf8', timeout }));

/** The built command; `node` takes Node's own flags. */
export const builtCli = (args: string[], options: { cwd?: string; node?: string[] } = {}) =>
  timed(() => spawnSync(process.execPath, [...(options.node ?? []), builtBin, ...args], { cwd: options.cwd ?? root, encoding: 'utf8', timeout: 120_000 }));

/** Processes whose command line mentions `marker` (a run's own temp folder): none may outlive the run. */
export function leftOver(marker: string): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).stdout ?? '';
  return ps.split('\n').filter((line) => line.includes(marker) && !line.includes(' ps '));
}

/**
 * `--timeout 2` bounds a run whose work is no single Z3 check: unknown, exit 3, within 1.5 T plus
 * start-up (generous: tsx, and a loaded 2-core machine), and no process left that mentions `marker`.
 */
export function expectUnknownInTime(args: string[], marker: string) {
  const run = sourceCli([...args, '--timeout', '2']);
  expect(run.status, run.stderr).toBe(3);
  // The run's own clock (which had what start-up left of T) and the watchdog both name T: which of
  // them fires first depends on the machine's load, and the words must not.
  expect(run.stdout).toMatch(/^unknown after 2 s \(/m);
  expect(run.seconds).toBeLessThan(2 * 1.5 + 12);
  expect(leftOver(marker)).toEqual([]);
}
