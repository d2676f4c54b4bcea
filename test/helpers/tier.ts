// Which tier of a sweep runs. `npm test` (vitest.config.ts) runs the quick tier: every behaviour on
// a share of the cases. `npm run test:slow` (vitest.slow.config.ts) runs the same files again at the
// full tier: every case, as before the tiers. .ci/run runs both, so a case left out of the quick tier
// is still checked before every landing; the quick tier only keeps `npm test` under three minutes.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the suites' configs; a file run by hand with neither is at the quick tier. */
    tier: 'quick' | 'full';
  }
}

/** Whether this run is the slow suite's, which holds every case. */
export const fullTier = inject('tier') === 'full';

/** A sample's size: `quick` in `npm test`, `full` (the sweep's whole size) in test:slow. */
export const sampleSize = (quick: number, full: number): number => (fullTier ? full : quick);

/** The cases to run: all of them in test:slow, those `quick` picks in `npm test`. */
export const sampled = <T>(cases: readonly T[], quick: (item: T, index: number) => boolean): T[] => (fullTier ? [...cases] : cases.filter(quick));
