// The jug encodings, by id.
import type { JugMove, JugPuzzle } from '../../src/kinds/jugs/jugs.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { conserving } from './conserving.ts';
import { levelAction } from './level-action.ts';
import { unaryTable } from './unary-table.ts';
import type { PlanningSolving } from '../../src/kind/planning.ts';

export const jugEncodings = new Registry<PlanningEncoding<JugPuzzle, JugMove>>('encoding', [levelAction, conserving, unaryTable]);

/** What the catalogue hands to the jugs kind. */
export const jugsSolving: PlanningSolving<JugPuzzle, JugMove> = {
  encodings: jugEncodings,
  // Spacer finds its invariants and plans several times faster over levels alone than with actions.
  hornEncoding: 'jugs/conserving',
};
