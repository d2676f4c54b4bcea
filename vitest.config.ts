import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** Settings both suites share: `npm test` (this file) and `npm run test:slow` (vitest.slow.config.ts). */
export const shared = {
  // Files run in child processes, not threads of vitest's: a crash of Z3's wasm build ends its
  // worker's process, not the run. (Threads measured no faster for the shared files: 88-101 s,
  // user+sys 130-138 s, against forks' 90 s, 133 s, run between them, load 4, 2026-11-28.)
  pool: 'forks',
  // One file at a time unless a project says otherwise (below). (The crashes once blamed on
  // parallel files were a finalizer race, fixed in src/solver/finalizer-gate.ts and tested in
  // test/slow/session.test.ts.)
  fileParallelism: false,
  testTimeout: 120_000,
  hookTimeout: 60_000,
  teardownTimeout: 10_000,
} as const;

/**
 * Files that must run alone: they time what they run (a deadline, a stop, a race of workers, a
 * page's redraw), spawn the command or compare's children, or serve on a port, and a file beside
 * them would eat the margins they measure. (A timeout that only has to run out, as contract's and
 * jugs' do on puzzles far beyond it, runs out all the sooner beside another file.)
 */
// The server's and the browser's tests, the portfolio's races, hostile input and plugins are in
// test/slow/ (`npm run test:slow`, which .ci/run runs too): 87 s of one-at-a-time runs that kept
// `npm test` past three minutes.
const alone = ['hostile', 'lazy'].map((name) => `test/${name}.test.ts`);

/**
 * Files that need a process of their own; every other file shares its worker's process (the
 * project 'shared' below). stand-in checks that its process has not started Z3 before its first
 * test, and closes the session in one; contract-errors adds wrong encodings to Aquarium and the
 * jugs, and confirm loads a plugin, which every later file would then list and run.
 */
const ownProcess = ['stand-in', 'contract-errors', 'confirm'].map((name) => `test/${name}.test.ts`);

/**
 * Files of test/ that `npm run test:slow` runs instead (vitest.slow.config.ts): the timed ones that
 * spawn the command or compare's children (41 s one at a time), and the slowest Z3-heavy files
 * (water sort's horizons against the search, 27 s; the Hitori generator, 14 s; water sort's
 * presentations, 13 s), and the clasp backend's random formulas (clingo runs for each, 4-8 s). With
 * them `npm test` took 235 s of 1073 tests on 2 cores, past three minutes. Since then the planning
 * engines' random comparisons with breadth-first search (the schedules, 21 s; Horn-clause proofs,
 * 19 s; the jugs' state graph, 15 s) went there too: with the catalogue's nineteen new kinds `npm test`
 * took 290-365 s.
 */
export const slowFiles = [
  'compare',
  'shards',
  'deadline',
  'package',
  'plugins-hostile',
  'watersort-solve',
  'hitori',
  'watersort-presentation',
  'clasp',
  'schedules',
  'horn',
  'state-graph',
].map((name) => `test/${name}.test.ts`);

/**
 * Files of test/ whose sweeps `npm test` runs at the quick tier (test/helpers/tier.ts): every
 * behaviour on a share of the random puzzles, seeds, shapes or encodings. `npm run test:slow` runs
 * them again at the full tier, every case, two at a time (vitest.slow.config.ts). Found by what they
 * call, so that a sweep cut to a share cannot miss the slow suite: the tier itself, or a helper that
 * takes its share (test/helpers/grid.ts's expectOracleAgreement). (The catalogue splits its sweep
 * instead: test/catalogue.test.ts and test/slow/catalogue-encodings.test.ts.) With the tiers the
 * tests of `npm test` summed 389-413 s where they summed 570, and the suite took 274-305 s (user+sys
 * 506-523 s) where it took 373 (2 cores, 2026-11-28, load 2-5); still past three minutes: what was
 * left was mostly each file's start-up (88-111 s of imports over 87 files, and Z3's), which files
 * sharing a process now pay once a worker (the project 'shared' below).
 */
const tierUsers = /helpers\/tier\.ts|expectOracleAgreement/;
const testFolder = fileURLToPath(new URL('test', import.meta.url));
export const tieredFiles = readdirSync(testFolder)
  .filter((name) => name.endsWith('.test.ts') && tierUsers.test(readFileSync(`${testFolder}/${name}`, 'utf8')))
  .sort()
  .map((name) => `test/${name}`);

export default defineConfig({
  test: {
    ...shared,
    // The sweeps' quick tier (test/helpers/tier.ts); test:slow runs the same files at the full one.
    provide: { tier: 'quick' },
    projects: [
      {
        // Two files at a time. While Z3 checks on its pthread the file's main thread mostly waits,
        // so one file keeps little more than one core busy: six Z3-heavy files (starbattle, lits,
        // masyu-solve, watersort-solve, horn, catalogue) took 52.6 s one at a time (user 57.2 s)
        // and 32.7 s two at a time (user 55.7 s), load average 2.3 on two cores, 2026-11-26.
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/slow/**', ...alone, ...slowFiles, ...ownProcess],
          fileParallelism: true,
          maxWorkers: 2,
          // Each worker runs its files one after another in one process: the catalogue's modules
          // load and Z3 starts once a worker, not once a file (1-1.3 s of imports and 1.6 s of CPU
          // for Z3 each). No file closes the session (vitest ends the worker's process when the
          // run ends); test/helpers/shared-process.ts gives each file a new context of it and waits
          // after the file for its Z3 work. npm test took 83-111 s, user+sys 133-155 s, where each
          // file had its process 142-162 s and 252-256 s (1099 tests, 2 cores, load 1-5,
          // 2026-11-28). The cost is memory: a worker's process grew to 1.0-1.3 GB, Z3's part of it
          // to 830 MB in use, of the 1536 its memory_max_size allows (MEMORY_LIMIT_MB); 375 MB of
          // that are the files' contexts, never freed (renewContext), so many more files per
          // worker would need it recycled.
          isolate: false,
          setupFiles: ['test/helpers/shared-process.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'own process',
          include: ownProcess,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: alone,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
    // The large and slow cases (the whole corpus under every encoding, stress runs, the packed
    // package, repeated processes) are the opt-in suite in test/slow/: `npm run test:slow`, which
    // .ci/run runs after this one, so every promise is still checked before a change is taken.
  },
});
