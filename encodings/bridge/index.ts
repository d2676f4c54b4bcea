// The bridge-and-torch encodings, by id.
import type { BridgePuzzle, Crossing } from '../../src/kinds/bridge/bridge.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { groups } from './groups.ts';
import { sidesClock } from './sides-clock.ts';
import type { PlanningSolving } from '../../src/kind/planning.ts';

export const bridgeEncodings = new Registry<PlanningEncoding<BridgePuzzle, Crossing>>('encoding', [sidesClock, groups]);

/** What the catalogue hands to the bridge kind. */
export const bridgeSolving: PlanningSolving<BridgePuzzle, Crossing> = { encodings: bridgeEncodings };
