// The opt-in slow suite (`npm run test:slow`, also run by .ci/run after `npm test`): cases whose
// promise is kept in CI but whose cost does not belong in the suite run on every change.
import { defineConfig } from 'vitest/config';
import { shared, slowFiles } from './vitest.config.ts';

export default defineConfig({
  test: {
    ...shared,
    // test/slow/, and the files of test/ that npm test leaves to this suite (vitest.config.ts).
    include: ['test/slow/**/*.test.ts', ...slowFiles],
  },
});
