// The river-crossing encodings, by id.
import type { Ferry, RiverPuzzle } from '../../src/kinds/river/river.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { counts } from './counts.ts';
import { travellers } from './travellers.ts';
import type { PlanningSolving } from '../../src/kind/planning.ts';

export const riverEncodings = new Registry<PlanningEncoding<RiverPuzzle, Ferry>>('encoding', [travellers, counts]);

/** What the catalogue hands to the river kind. */
export const riverSolving: PlanningSolving<RiverPuzzle, Ferry> = { encodings: riverEncodings };
