// The opt-in slow suite (`npm run test:slow`, also run by .ci/run after `npm test`): cases whose
// promise is kept in CI but whose cost does not belong in the suite run on every change.
import { defineConfig } from 'vitest/config';
import { shared, slowFiles, tieredFiles } from './vitest.config.ts';

/**
 * Files that compute and time nothing: the sweeps (the catalogue's every encoding on every bundled
 * puzzle, the corpus, the large puzzles, the planning engines against breadth-first search, and the
 * files of test/ that npm test runs at the quick tier, here at the full one). They run two at a
 * time, as npm test's do, so that what npm test left to this suite does not lengthen CI as much:
 * the 42 tiered files and catalogue-encodings took 350 s (user+sys 480 s, 401 tests, load 2-4,
 * 2026-11-28); the tiered files' cheap tests run here a second time, at about 2.5 s of start-up
 * each.
 */
const sweeps = [
  ...['catalogue-encodings', 'corpus', 'large'].map((name) => `test/slow/${name}.test.ts`),
  ...['watersort-solve', 'hitori', 'watersort-presentation', 'schedules', 'horn', 'state-graph'].map((name) => `test/${name}.test.ts`),
  ...tieredFiles,
].filter((file, index, files) => files.indexOf(file) === index);

export default defineConfig({
  test: {
    ...shared,
    // Every case of the tiered sweeps (test/helpers/tier.ts).
    provide: { tier: 'full' },
    projects: [
      {
        // Each file in a process of its own: sharing the worker's (isolate: false, as npm test's
        // project 'shared') gained nothing here, 787 s against 768 s, user+sys 1032 s against 1042 s
        // (load 3-4, 2026-11-28): the sweeps' time is their tests', not their start-up.
        extends: true,
        test: { name: 'two at a time', include: sweeps, fileParallelism: true, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        // The rest time what they run, spawn the command, or serve on a port: one file at a time.
        extends: true,
        test: {
          name: 'alone',
          include: ['test/slow/**/*.test.ts', ...slowFiles],
          exclude: sweeps,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
