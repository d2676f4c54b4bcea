// The oracle for sort levels: breadth-first search over raw states with the simulator's moves,
// no pruning, no bound, no forgetting of tube order. Slow and plain on purpose.
import { applyPour, isSorted, legalPours, type Tubes } from '../../src/kinds/watersort/simulate.ts';
import type { SortLevel } from '../../src/kinds/watersort/watersort.ts';

/** The fewest moves that sort the level, 'unsolvable', or 'limit' past `maxStates` states. */
export function plainBfsSort(level: SortLevel, maxStates: number): number | 'unsolvable' | 'limit' {
  const key = (tubes: Tubes) => JSON.stringify(tubes);
  const seen = new Set<string>([key(level.tubes)]);
  let frontier: Tubes[] = [level.tubes];
  for (let moves = 0; frontier.length > 0; moves++) {
    const next: Tubes[] = [];
    for (const tubes of frontier) {
      if (isSorted(level, tubes)) return moves;
      for (const pour of legalPours(level, tubes)) {
        const after = applyPour(level, tubes, pour);
        const afterKey = key(after);
        if (seen.has(afterKey)) continue;
        if (seen.size >= maxStates) return 'limit';
        seen.add(afterKey);
        next.push(after);
      }
    }
    frontier = next;
  }
  return 'unsolvable';
}
