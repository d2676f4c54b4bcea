// Every state the jugs can be in, listed without searching, for jugs/state-graph. Each move leaves a
// jug it touched empty or full (a fill, an empty, a pour that runs its source dry or tops the other
// jug up), so after the start some jug is always empty or full; every level is a multiple of the
// level unit; and without a tap the water adds up to what it started as.
import { applyJugMove, type JugMove, type JugPuzzle, jugMoves, meetsJugTarget } from './jugs.ts';
import { levelUnit } from './bfs.ts';
import type { ListedStates } from '../../spec/planning-spec.ts';

const keyOf = (levels: readonly number[]) => levels.join(' ');
const levelsOf = (key: string) => key.split(' ').map(Number);

export function listJugStates(puzzle: JugPuzzle, limit: number): ListedStates<JugMove> | undefined {
  const { capacities, tap } = puzzle;
  const unit = levelUnit(puzzle);
  if (unit === 0) return undefined;
  const water = puzzle.start.reduce((sum, level) => sum + level, 0);
  const keys = new Set([keyOf(puzzle.start)]);
  // The room in the jugs from `jug` on: without a tap, the water left must fit there.
  const room = capacities.map((_, jug) => capacities.slice(jug).reduce((sum, capacity) => sum + capacity, 0));

  /** Adds every way to set jugs `jug`.. (one of them pinned); false once past the limit. */
  const list = (levels: number[], jug: number, left: number, pinned: number): boolean => {
    if (jug === capacities.length) {
      if (tap || left === 0) keys.add(keyOf(levels));
      return keys.size <= limit;
    }
    const choices = jug === pinned ? [0, capacities[jug]] : undefined;
    const fits = (level: number) => tap || (level <= left && left - level <= room[jug] - capacities[jug]);
    if (choices) return choices.filter(fits).every((level) => list([...levels, level], jug + 1, left - level, pinned));
    for (let level = 0; level <= capacities[jug]; level += unit) {
      if (fits(level) && !list([...levels, level], jug + 1, left - level, pinned)) return false;
    }
    return true;
  };
  if (!capacities.every((_, pinned) => list([], 0, water, pinned))) return undefined;

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
