import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Z3's wasm build is initialised once per test file; files run in separate processes so a
    // crash in one cannot take the others down.
    pool: 'forks',
    // One file at a time: with two files solving at once on the 2 cores here, Z3's wasm build
    // crashed now and then ("memory access out of bounds") and the crashed worker hung the run.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
  },
});
