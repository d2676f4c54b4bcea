// What the sums settle before any search, in plain TypeScript, line by line as a solver does by
// hand. Each holds in every solution, so a proof of uniqueness over what is left stays a proof: a
// cell is shaded when no choice of the line's open cells that makes its sum leaves it unshaded (and
// the other way round), worked out by the sums reachable before and after each cell; rows and
// columns in turn until nothing changes, then trials (a cell supposed shaded, or not, whose lines
// then have no way to their sums is the other). The corpus's puzzles are settled whole.
import type { Kakurasu } from './format.ts';

/** Per cell (row by row): true shaded, false not in every solution; undefined when open. Nothing is settled when the sums contradict (Z3 is left to say so). */
export function settle(p: Kakurasu, tries = true): (boolean | undefined)[] {
  const state: (boolean | undefined)[] = Array.from({ length: p.width * p.height }, () => undefined);
  const rows = Array.from({ length: p.height }, (_, row) => Array.from({ length: p.width }, (_, col) => row * p.width + col));
  const columns = Array.from({ length: p.width }, (_, col) => Array.from({ length: p.height }, (_, row) => row * p.width + col));
  const lines = [...rows.map((cells, row) => ({ cells, sum: p.rows[row] })), ...columns.map((cells, col) => ({ cells, sum: p.columns[col] }))];
  const linesOf = state.map((_, cell) => [Math.floor(cell / p.width), p.height + (cell % p.width)]);
  const nothing = () => state.map(() => undefined);
  // Each line settled in turn from the ones whose cells changed, until none changes; false on a line with no way to its sum.
  const solve = (known: (boolean | undefined)[], from: number[]): boolean => {
    const queue = new Set(from);
    for (const line of queue) {
      queue.delete(line);
      const { cells, sum } = lines[line];
      const found = settleLine(
        cells.map((cell) => known[cell]),
        sum,
      );
      if (found === undefined) return false;
      found.forEach((value, i) => {
        if (value === undefined || known[cells[i]] !== undefined) return;
        known[cells[i]] = value;
        for (const other of linesOf[cells[i]]) queue.add(other);
      });
    }
    return true;
  };
  if (
    !solve(
      state,
      lines.map((_, i) => i),
    )
  )
    return nothing();
  for (let changed = tries; changed; ) {
    changed = false;
    for (let cell = 0; cell < state.length; cell++) {
      if (state[cell] !== undefined) continue;
      for (const value of [true, false]) {
        const trial = state.slice();
        trial[cell] = value;
        if (solve(trial, linesOf[cell])) continue;
        state[cell] = !value;
        if (!solve(state, linesOf[cell])) return nothing();
        changed = true;
        break;
      }
    }
  }
  return state;
}

/**
 * One line: cell i weighs i + 1. Which cells every way to the sum shades (true) or leaves (false),
 * given the cells known; undefined when there is no way.
 */
function settleLine(known: (boolean | undefined)[], sum: number): (boolean | undefined)[] | undefined {
  const n = known.length;
  // before[i][s]: the first i cells can make s; after[i][s]: the cells from i on can make s.
  const before = Array.from({ length: n + 1 }, () => new Uint8Array(sum + 1));
  const after = Array.from({ length: n + 1 }, () => new Uint8Array(sum + 1));
  before[0][0] = 1;
  after[n][0] = 1;
  for (let i = 0; i < n; i++)
    for (let s = 0; s <= sum; s++) {
      if (!before[i][s]) continue;
      if (known[i] !== true) before[i + 1][s] = 1;
      if (known[i] !== false && s + i + 1 <= sum) before[i + 1][s + i + 1] = 1;
    }
  if (!before[n][sum]) return undefined;
  for (let i = n - 1; i >= 0; i--)
    for (let s = 0; s <= sum; s++) {
      if (!after[i + 1][s]) continue;
      if (known[i] !== true) after[i][s] = 1;
      if (known[i] !== false && s + i + 1 <= sum) after[i][s + i + 1] = 1;
    }
  return known.map((value, i) => {
    if (value !== undefined) return value;
    let [shaded, left] = [false, false];
    for (let s = 0; s <= sum && !(shaded && left); s++) {
      if (!before[i][s]) continue;
      if (after[i + 1][sum - s]) left = true;
      if (s + i + 1 <= sum && after[i + 1][sum - s - i - 1]) shaded = true;
    }
    return shaded && left ? undefined : shaded;
  });
}
