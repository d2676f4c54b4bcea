// Small random bridges and river crossings for oracle tests, and their optima by breadth-first search.
import type { BridgePuzzle } from '../../src/kinds/bridge/bridge.ts';
import { bridgeSpace, quickestCrossing } from '../../src/kinds/bridge/space.ts';
import { type RiverPuzzle, riverRules } from '../../src/kinds/river/river.ts';
import { riverSpace } from '../../src/kinds/river/space.ts';
import type { Random } from '../../src/format/random.ts';
import { shortestPlan } from '../../src/search/bfs.ts';

export function randomBridge(random: Random): BridgePuzzle {
  const people = Array.from({ length: random.between(2, 4) }, (_, index) => ({ name: String.fromCharCode(65 + index), minutes: random.between(1, 8) }));
  const puzzle = { people, capacity: random.between(2, 3), torch: 0 };
  // Around the least time, so that both answers and "no plan within the torch" come up.
  return { ...puzzle, torch: Math.max(0, quickestCrossing(puzzle)! + random.between(-2, 3)) };
}

export function randomRiver(random: Random): RiverPuzzle {
  if (random.between(0, 1) === 0)
    return { river: 'missionaries', missionaries: random.between(1, 4), cannibals: random.between(1, 4), boat: random.between(2, 3) };
  const items = ['wolf', 'goat', 'cabbage', 'dog'].slice(0, random.between(2, 4));
  const forbidden = items
    .flatMap((first, index) => items.slice(index + 1).map((second) => [first, second] as [string, string]))
    .filter(() => random.between(0, 2) === 0);
  return { river: 'farmer', items, carries: random.between(1, 2), forbidden };
}

/** The BFS optimum: a number of moves, or undefined when no plan exists. */
export const bridgeOptimum = (puzzle: BridgePuzzle) => shortestPlan(bridgeSpace(puzzle), { costBound: puzzle.torch }).plan?.length;
export const riverOptimum = (puzzle: RiverPuzzle) => shortestPlan(riverSpace(riverRules(puzzle))).plan?.length;
