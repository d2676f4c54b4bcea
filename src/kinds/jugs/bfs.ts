// Breadth-first search over jug levels: the oracle. It finds a shortest plan, or explores every
// reachable state and so shows that none exists.
import { applyJugMove, type JugMove, type JugPuzzle, jugMoves, meetsJugTarget } from './jugs.ts';
import { cappedNumber, exactSum } from '../../format/numbers.ts';

export interface JugSearchResult {
  status: 'solved' | 'unsolvable' | 'limit';
  plan?: JugMove[];
  explored: number;
}

export function searchJugs(puzzle: JugPuzzle, options: { timeoutMs?: number } = {}): JugSearchResult {
  const endsAt = performance.now() + (options.timeoutMs ?? Infinity);
  const moves = jugMoves(puzzle);
  // A state's key is its levels written out: exact for any capacities. (Packing them into one
  // number in the mixed radix capacity + 1 passed 2^53 with large jugs, and distinct states
  // rounded onto one key: the search called solvable puzzles impossible.)
  const key = (levels: readonly number[]) => levels.join(' ');
  const cameFrom = new Map<string, { previous: number[]; move: JugMove } | null>([[key(puzzle.start), null]]);
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
 * has fewer moves than this. A bigint, counted exactly (or, for many jugs each small beside the
 * water, bounded from above): with large jugs the count passes 2^53, and the old way (an array of
 * one entry per litre of the total) could not even be built.
 */
export function stateSpaceBound(puzzle: JugPuzzle): bigint {
  const unit = levelUnit(puzzle);
  const steps = puzzle.capacities.map((capacity) => BigInt(Math.floor(capacity / unit)));
  const everyLevel = steps.reduce((product, n) => product * (n + 1n), 1n);
  if (puzzle.tap) return everyLevel;
  // Reading each level as the room above it (level -> capacity - level) pairs the ways to hold
  // the water with the ways to leave that much room: the smaller of the two is quicker to count.
  const water = exactSum(puzzle.start) / BigInt(unit);
  const total = min(water, steps.reduce((sum, n) => sum + n, 0n) - water);
  return levelsAddingUpTo(steps, total) ?? min(everyLevel, choose(total + BigInt(steps.length) - 1n, BigInt(steps.length) - 1n));
}

/** The longest horizon worth trying on a jug puzzle: one less than the states, capped at 2^53 - 1. */
export const jugHorizonLimit = (puzzle: JugPuzzle): number => cappedNumber(stateSpaceBound(puzzle) - 1n);

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** n choose k, exactly. Each partial product is itself a binomial, so every division is exact. */
function choose(n: bigint, k: bigint): bigint {
  if (k < 0n || k > n) return 0n;
  let result = 1n;
  for (let j = 1n; j <= k; j++) result = (result * (n - k + j)) / j;
  return result;
}

/**
 * How many ways levels 0..steps[i] add up to `total`, by inclusion and exclusion: all ways with
 * no upper limits, less those where some jugs overflow (jug i holds steps[i] + 1 or more), over
 * every set of jugs that can overflow together. Undefined when that is more sets than is quick to
 * count (many jugs, each small beside the total): the caller then takes a bound that is not exact.
 */
function levelsAddingUpTo(steps: bigint[], total: bigint, budget = 100_000): bigint | undefined {
  const free = BigInt(steps.length) - 1n;
  let count = 0n;
  let terms = 0;
  const overflow = (from: number, used: bigint, sign: bigint): boolean => {
    if (++terms > budget) return false;
    count += sign * choose(total - used + free, free);
    for (let jug = from; jug < steps.length; jug++) {
      const more = used + steps[jug] + 1n;
      if (more <= total && !overflow(jug + 1, more, -sign)) return false;
    }
    return true;
  };
  return overflow(0, 0n, 1n) ? count : undefined;
}
