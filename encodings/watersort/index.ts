// The water sort encodings, by name.
import type { Pour, SortLevel } from '../../src/kinds/watersort/watersort.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { intSlot } from './int-slot.ts';
import { oneHot } from './one-hot.ts';
import { strengthened, strengthenedNoUndo } from './strengthened.ts';
import { canonical } from './canonical.ts';
import type { PlanningSolving } from '../../src/kind/planning.ts';

/**
 * The encodings as the level is given, and the strengthened one on the level's canonical form
 * (`watersort/canonical`), which gives every presentation of a level one formula. Not the default:
 * on level 133 the canonical formula's plan of 39 is the slow one for Z3's seeds (2 of 11 runs
 * found it within 60 s, against 6-16 s on the file as given; docs/measured.md), so the portfolio
 * races the plain encoding until seeds or strategies are raced on the canonical one too.
 */
export const sortEncodings = new Registry<PlanningEncoding<SortLevel, Pour>>('encoding', [
  strengthened,
  strengthenedNoUndo,
  oneHot,
  intSlot,
  { ...canonical(strengthened), id: 'watersort/canonical' },
]);

/** What the catalogue hands to the water sort kind. */
export const sortSolving: PlanningSolving<SortLevel, Pour> = {
  encodings: sortEncodings,
  // The SAT core alone, cardinalities native (the bound and progress counts of the strengthened
  // encoding): QF_FD's rewriting passes took 2.2 s of a 3 s check on a 9-tube level, and the check
  // as a whole ran 1.5-4x faster on the corpus levels up to 13 tubes (docs/measured.md).
  defaultStrategy: 'sat-core',
};
