// Every water sort encoding states the level in its canonical form (src/kinds/watersort/canonical.ts):
// the tubes sorted, the colours named c1, c2, ... by the level's structure, so that any order of
// the tubes, either end listed first and any colour names give one formula. Its plans are turned
// back into the user's tube numbers and colours before anything checks or prints them.
import type { Pour, SortLevel } from '../../src/kinds/watersort/watersort.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { canonicalLevel, pourBack } from '../../src/kinds/watersort/canonical.ts';

export const CANONICAL_IDEA = 'stated on the level in canonical form (tubes sorted, colours named by the structure), so every presentation gives one formula';

export function canonical(encoding: PlanningEncoding<SortLevel, Pour>): PlanningEncoding<SortLevel, Pour> {
  return {
    ...encoding,
    idea: `${encoding.idea}; ${CANONICAL_IDEA}`,
    encode(m, level) {
      const form = canonicalLevel(level);
      const timeline = encoding.encode(m, form.level);
      const { state } = timeline;
      return {
        step: (t) => timeline.step(t),
        ...(state && { state: (t: number) => state.call(timeline, t) }),
        goal: (horizon) => timeline.goal(horizon),
        decode: (values, horizon) => timeline.decode(values, horizon).map((pour) => pourBack(form, pour)),
      };
    },
  };
}
