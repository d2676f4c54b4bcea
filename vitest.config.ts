import { configDefaults, defineConfig } from 'vitest/config';

/** Settings both suites share: `npm test` (this file) and `npm run test:slow` (vitest.slow.config.ts). */
export const shared = {
  // Z3's wasm build is initialised once per test file; files run in separate processes so a
  // crash in one cannot take the others down.
  pool: 'forks',
  // One file at a time: each Z3 check already uses a second thread, and the machines here have
  // two cores. (The crashes once blamed on parallel files were a finalizer race, fixed in
  // src/solver/finalizer-gate.ts and tested in test/slow/session.test.ts.)
  fileParallelism: false,
  testTimeout: 120_000,
  hookTimeout: 60_000,
  teardownTimeout: 10_000,
} as const;

export default defineConfig({
  test: {
    ...shared,
    include: ['test/**/*.test.ts'],
    // The large and slow cases (the whole corpus under every encoding, stress runs, the packed
    // package, repeated processes) are the opt-in suite in test/slow/: `npm run test:slow`, which
    // .ci/run runs after this one, so every promise is still checked before a change is taken.
    exclude: [...configDefaults.exclude, 'test/slow/**'],
  },
});
