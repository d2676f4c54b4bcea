// Every state the jugs can be in, listed without searching, for jugs/state-graph. Each move leaves a
// jug it touched empty or full (a fill, an empty, a pour that runs its source dry or tops the other
// jug up), so after the start some jug is always empty or full; every level is a multiple of the
// level unit; and without a tap the water adds up to what it started as.
import { applyJugMove, type JugMove, type JugPuzzle, jugMoves, meetsJugTarget } from './jugs.ts';
import { levelUnit } from './bfs.ts';
import type { ListedStates } from '../../kind/planning-spec.ts';

const keyOf = (levels: readonly number[]) => levels.join(' ');
const levelsOf = (key: string) => key.split(' ').map(Number);

export function listJugStates(puzzle: JugPuzzle, limit: number): ListedStates<JugMove> | undefined {
  const { capacities, tap } = puzzle;
  const unit = levelUnit(puzzle);
  if (unit === 0) return undefined;
  const water = puzzle.start.reduce((sum, level) => sum + level, 0);
  const keys = new Set([keyOf(puzzle.start)]);

  /**
   * Adds every way to fill the jugs in `order`, the first of them empty or full, from `at` on;
   * false once past the limit. Without a tap, a jug holds what the jugs after it cannot, so the
   * levels tried are only those between (a loop over every level of a 10^8-litre jug took 40 s).
   */
  const list = (order: number[], roomAfter: number[], at: number, levels: number[], left: number): boolean => {
    if (at === order.length) {
      if (tap || left === 0) keys.add(keyOf(levels));
      return keys.size <= limit;
    }
    const jug = order[at];
    const capacity = capacities[jug];
    const [lowest, highest] = tap ? [0, capacity] : [Math.max(0, left - roomAfter[at]), Math.min(capacity, left)];
    const levelsTried = at === 0 ? [0, capacity].filter((level) => level >= lowest && level <= highest) : undefined;
    const attempt = (level: number) => {
      levels[jug] = level;
      return list(order, roomAfter, at + 1, levels, left - level);
    };
    if (levelsTried) return levelsTried.every(attempt);
    for (let level = Math.ceil(lowest / unit) * unit; level <= highest; level += unit) if (!attempt(level)) return false;
    return true;
  };
  // Each jug in turn is the one empty or full, listed first so that the last jug's level is forced.
  const jugs = capacities.map((_, jug) => jug);
  const listWith = (pinned: number) => {
    const order = [pinned, ...jugs.filter((jug) => jug !== pinned)];
    // What the jugs after each one in the order can hold.
    const roomAfter = order.map((_, at) => order.slice(at + 1).reduce((sum, other) => sum + capacities[other], 0));
    return list(order, roomAfter, 0, [], water);
  };
  if (!jugs.every(listWith)) return undefined;

  const moves = jugMoves(puzzle);
  return {
    start: keyOf(puzzle.start),
    states: keys,
    next(key) {
      const levels = levelsOf(key);
      return moves.flatMap((move) => {
        const after = applyJugMove(puzzle, levels, move);
        return typeof after === 'string' || keyOf(after) === key ? [] : [{ move, to: keyOf(after) }];
      });
    },
    goal: (key) => meetsJugTarget(puzzle.target, levelsOf(key)),
  };
}
