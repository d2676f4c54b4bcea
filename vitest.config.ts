import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Z3's wasm build is initialised once per test file; files run in separate processes so a
    // crash in one cannot take the others down.
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
  },
});
