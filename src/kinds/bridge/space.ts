// Bridge and torch as a state space for the search engines, and the bounds on a plan's length.
import { type BridgePuzzle, type BridgeState, type Crossing, bridgeStart, cross, crossingMinutes, everyoneAcross, possibleCrossings } from './bridge.ts';
import { type StateSpace, cheapestPlan, legal } from '../../search/bfs.ts';

/** States are who is across and where the torch is; a crossing costs its slowest walker's minutes. */
export function bridgeSpace(puzzle: BridgePuzzle): StateSpace<BridgeState, Crossing> {
  return {
    start: bridgeStart(puzzle),
    key: (state) => `${state.far.map(Number).join('')}${state.torchFar ? 'F' : 'N'}`,
    isGoal: everyoneAcross,
    successors: (state) => possibleCrossings(puzzle, state).map((move) => ({ move, state: legal(cross(puzzle, state, move)) })),
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
