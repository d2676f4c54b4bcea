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
 * The encodings as the level is given, and the strengthened ones on the level's canonical form
 * (`watersort/canonical`, `watersort/canonical-no-undo`), which give every presentation of a
 * level one formula: the portfolio races those (src/kinds/watersort/spec.ts).
 */
export const sortEncodings = new Registry<PlanningEncoding<SortLevel, Pour>>('encoding', [
  strengthened,
  strengthenedNoUndo,
  oneHot,
  intSlot,
  { ...canonical(strengthened), id: 'watersort/canonical' },
  { ...canonical(strengthenedNoUndo), id: 'watersort/canonical-no-undo' },
]);

/** What the catalogue hands to the water sort kind. */
export const sortSolving: PlanningSolving<SortLevel, Pour> = {
  encodings: sortEncodings,
  // The SAT core alone, cardinalities native (the bound and progress counts of the strengthened
  // encoding): QF_FD's rewriting passes took 2.2 s of a 3 s check on a 9-tube level, and the check
  // as a whole ran 1.5-4x faster on the corpus levels up to 13 tubes (docs/measured.md).
  defaultStrategy: 'sat-core',
};
