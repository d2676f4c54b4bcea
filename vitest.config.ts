import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Z3's wasm build is initialised once per test file; files run in separate processes so a
    // crash in one cannot take the others down.
    pool: 'forks',
    // One file at a time: each Z3 check already uses a second thread, and the machines here have
    // two cores. (The crashes once blamed on parallel files were a finalizer race, fixed in
    // src/solver/finalizer-gate.ts and tested in test/session.test.ts.)
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
  },
});
