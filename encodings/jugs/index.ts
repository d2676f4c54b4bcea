// The jug encodings, by id.
import type { JugMove, JugPuzzle } from '../../src/kinds/jugs/jugs.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { conserving } from './conserving.ts';
import { levelAction } from './level-action.ts';
import { unaryTable } from './unary-table.ts';

export const jugEncodings = new Registry<PlanningEncoding<JugPuzzle, JugMove>>('encoding', [levelAction, conserving, unaryTable]);
