// Breadth-first search over jug levels: the oracle. It finds a shortest plan, or explores every
// reachable state and so shows that none exists.
import { applyJugMove, type JugMove, type JugPuzzle, jugMoves, meetsJugTarget } from './jugs.ts';

export interface JugSearchResult {
  status: 'solved' | 'unsolvable' | 'limit';
  plan?: JugMove[];
  explored: number;
}

export function searchJugs(puzzle: JugPuzzle, options: { timeoutMs?: number } = {}): JugSearchResult {
  const endsAt = performance.now() + (options.timeoutMs ?? Infinity);
  const moves = jugMoves(puzzle);
  // A state's key reads its levels as digits in the mixed radix (capacity + 1).
  const key = (levels: readonly number[]) => levels.reduce((sum, level, i) => sum * (puzzle.capacities[i] + 1) + level, 0);
  const cameFrom = new Map<number, { previous: number[]; move: JugMove } | null>([[key(puzzle.start), null]]);
  const queue: number[][] = [puzzle.start];
  for (let head = 0; head < queue.length; head++) {
    const levels = queue[head];
    if (meetsJugTarget(puzzle.target, levels)) return { status: 'solved', plan: pathTo(levels), explored: head + 1 };
    if (head % 4096 === 0 && performance.now() > endsAt) return { status: 'limit', explored: head };
    for (const move of moves) {
      const next = applyJugMove(puzzle, levels, move);
      if (typeof next === 'string' || cameFrom.has(key(next))) continue;
      cameFrom.set(key(next), { previous: levels, move });
      queue.push(next);
    }
  }
  return { status: 'unsolvable', explored: queue.length };

  function pathTo(levels: number[]): JugMove[] {
    const plan: JugMove[] = [];
    for (let step = cameFrom.get(key(levels)); step; step = cameFrom.get(key(step.previous))) plan.unshift(step.move);
    return plan;
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The greatest common divisor of every capacity and starting amount: every level stays a multiple of it. */
export function levelUnit(puzzle: JugPuzzle): number {
  return [...puzzle.capacities, ...puzzle.start].reduce(gcd, 0);
}

/**
 * How many states the jugs can ever be in: levels within the capacities, each a multiple of the
 * level unit, and without a tap the starting total. A shortest plan never repeats a state, so it
 * has fewer moves than this.
 */
export function stateSpaceBound(puzzle: JugPuzzle): number {
  const unit = levelUnit(puzzle);
  const steps = puzzle.capacities.map((capacity) => Math.floor(capacity / unit));
  if (puzzle.tap) return steps.reduce((product, n) => product * (n + 1), 1);
  // Count vectors with the starting total (in units), jug by jug.
  const total = puzzle.start.reduce((sum, level) => sum + level, 0) / unit;
  let ways: number[] = Array.from({ length: total + 1 }, (_, sum) => (sum === 0 ? 1 : 0));
  for (const n of steps) {
    ways = ways.map((_, sum) => {
      let count = 0;
      for (let level = 0; level <= Math.min(n, sum); level++) count += ways[sum - level];
      return count;
    });
  }
  return ways[total];
}
