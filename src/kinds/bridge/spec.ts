// Bridge and torch on the planning front: the instance format, the simulator, the encodings and
// the explicit-state oracle, described once as a PlanningSpec.
import {
  type BridgePuzzle, type BridgeState, type Crossing, bridgeStart, checkBridgePlan, cross, crossingMinutes, describeCrossing,
  everyoneAcross, formatBridge, looksLikeBridge, parseBridge, possibleCrossings, sidesAfterEachMove,
} from './bridge.ts';
import { UsageError } from '../../format/errors.ts';
import { bridgeEncodings } from '../../../encodings/bridge/index.ts';
import { type StateSpace, cheapestPlan, shortestPlan } from '../../search/bfs.ts';
import { type PlanningSpec, planningKind } from '../../spec/planning.ts';

/** States are who is across and where the torch is; a crossing costs its slowest walker's minutes. */
export function bridgeSpace(puzzle: BridgePuzzle): StateSpace<BridgeState, Crossing> {
  return {
    start: bridgeStart(puzzle),
    key: (state) => `${state.far.map(Number).join('')}${state.torchFar ? 'F' : 'N'}`,
    isGoal: everyoneAcross,
    successors: (state) => possibleCrossings(puzzle, state).map((move) => ({ move, state: cross(puzzle, state, move) as BridgeState })),
    cost: (move) => crossingMinutes(puzzle, move.walkers),
  };
}

/** The least time in which everyone can cross, with no limit on crossings (undefined: never). */
export const quickestCrossing = (puzzle: BridgePuzzle) => cheapestPlan(bridgeSpace(puzzle)).cost;

/**
 * Fewest crossings: k trips across move at most `capacity` each and k - 1 trips back return at
 * least one each, so k * capacity - (k - 1) >= people. The time limit only adds to this.
 */
export function fewestCrossings(puzzle: BridgePuzzle): number {
  const people = puzzle.people.length;
  if (people <= 1 || puzzle.capacity === 1) return Math.min(people, 1);
  return 2 * Math.ceil((people - 1) / (puzzle.capacity - 1)) - 1;
}

/**
 * No shortest plan within the torch is longer: it never repeats who is across and where the torch
 * is (cutting the loop saves time), and of h crossings one carries the slowest person while each
 * of the others takes at least the fastest one's minutes.
 */
export function longestCrossings(puzzle: BridgePuzzle): number {
  const minutes = puzzle.people.map((walker) => walker.minutes);
  const [fastest, slowest] = [Math.min(...minutes), Math.max(...minutes)];
  if (puzzle.torch < slowest) return 0;
  return Math.min(2 ** (minutes.length + 1) - 1, Math.floor((puzzle.torch - slowest) / fastest) + 1);
}

export const bridgeSpec: PlanningSpec<BridgePuzzle, Crossing> = {
  id: 'bridge',
  idea: 'bridge and torch: everyone across a narrow bridge, with one torch, before it burns out',
  examples: ['puzzles/bridge/cave-12.txt', 'puzzles/bridge/classic-17.txt', 'puzzles/bridge/classic-16.txt'],
  detect: looksLikeBridge,
  parse: (input) => parseBridge(input.text, input.source),
  encodings: bridgeEncodings,
  search: {
    id: 'bridge/bfs',
    idea: 'breadth-first search over who is across and the minutes spent, within the torch',
    search: (puzzle, { timeoutMs }) => shortestPlan(bridgeSpace(puzzle), { costBound: puzzle.torch, timeoutMs }),
  },
  defaultEngine: 'bridge/sides-clock',
  verify: checkBridgePlan,
  lowerBound: fewestCrossings,
  maxHorizon: longestCrossings,
  async proveImpossible(puzzle) {
    const quickest = quickestCrossing(puzzle);
    if (quickest === undefined) return { method: 'exhaustive search', explanation: 'no sequence of crossings gets everyone across, however long the torch' };
    if (quickest > puzzle.torch) {
      return { method: 'least-time search (Dijkstra)', explanation: `the quickest way across takes ${quickest} min, more than the ${puzzle.torch}-minute torch` };
    }
    return undefined;
  },
  renderStates: (puzzle, plan) => sidesAfterEachMove(puzzle, plan),
  formatMove: (puzzle, move, index, plan) => describeCrossing(puzzle, move, index, plan.slice(0, index)),
  summary(puzzle, plan) {
    const total = plan.reduce((sum, move) => sum + crossingMinutes(puzzle, move.walkers), 0);
    return `${total} min in all, within the ${puzzle.torch}-minute torch; the quickest way across takes ${quickestCrossing(puzzle)} min`;
  },
  convert(puzzle, format) {
    if (format !== 'text' && format !== 'json') throw new UsageError(`unknown format '${format}' for bridge puzzles; expected one of: text, json`);
    return formatBridge(puzzle, format);
  },
  group: (puzzle) => `${puzzle.people.length} people`,
};

export const bridge = planningKind(bridgeSpec);
