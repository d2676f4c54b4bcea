// The opt-in slow suite (`npm run test:slow`, also run by .ci/run after `npm test`): cases whose
// promise is kept in CI but whose cost does not belong in the suite run on every change.
import { defineConfig } from 'vitest/config';
import { shared } from './vitest.config.ts';

export default defineConfig({
  test: {
    ...shared,
    include: ['test/slow/**/*.test.ts'],
  },
});
