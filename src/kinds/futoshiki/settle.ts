// What the rules settle before any search, in plain TypeScript, as a solver pencils candidates in.
// Each cell keeps the numbers it still may hold (a bitmask, bit d - 1 for number d), and two
// deductions are repeated until nothing changes:
// - a row or column holds 1..n once each, so a cell keeps only the numbers some way of placing
//   1..n one per cell of the line (among their candidates) puts there. This covers naked and
//   hidden singles, pairs, triples, ... (Régin's matching filter: the line's cells matched to
//   numbers, a candidate kept where it lies on the matching or on an alternating cycle);
// - a sign's larger side holds more than its smaller side's least candidate, the smaller side less
//   than the larger side's most. Followed along a chain of signs, a cell above k others in a chain
//   holds more than k.
// Both hold in every solution (the solution's own placement is among those kept), so a proof of
// uniqueness over what is left stays one. A cell whose candidates run out means no solution. Then,
// optionally, trials: a number supposed in a cell whose deductions end in a contradiction is
// struck from it (no solution has it there), within a budget.
import type { Futoshiki } from './format.ts';

/** The trials stop after this many times as many line and sign passes as the puzzle has rules. */
const TRIAL_BUDGET = 40;

/** The rules as cell indices (row * n + col): the lines, then the signs. */
interface Board {
  n: number;
  lines: number[][];
  signs: { less: number; more: number }[];
  /** The rules around each cell, by index (lines first, then signs offset by the lines' count). */
  around: number[][];
  /** The passes so far, which bound the trials. */
  work: number;
}

/**
 * Per cell (row by row), the numbers it may hold in any solution, as a bitmask (bit d - 1: number
 * d); null when the deductions find there is no solution. With `tries`, then trials.
 */
export function candidates(p: Futoshiki, tries = true): number[][] | null {
  const n = p.width;
  const full = 2 ** n - 1;
  const masks = p.givens.flat().map((given) => (given === null ? full : 1 << (given - 1)));
  const index = ({ row, col }: { row: number; col: number }) => row * n + col;
  const lines = [
    ...Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => row * n + col)),
    ...Array.from({ length: n }, (_, col) => Array.from({ length: n }, (_, row) => row * n + col)),
  ];
  const signs = p.signs.map(({ less, more }) => ({ less: index(less), more: index(more) }));
  const around = masks.map(() => [] as number[]);
  lines.forEach((line, l) => line.forEach((cell) => around[cell].push(l)));
  signs.forEach(({ less, more }, s) => [less, more].forEach((cell) => around[cell].push(lines.length + s)));
  const board: Board = { n, lines, signs, around, work: 0 };
  if (!propagate(masks, board, [...lines.keys(), ...signs.map((_, s) => lines.length + s)])) return null;
  if (tries && !trials(masks, board)) return null;
  return Array.from({ length: n }, (_, row) => masks.slice(row * n, (row + 1) * n));
}

/** The deductions repeated from the `waiting` rules until nothing changes; false at a contradiction. */
function propagate(masks: number[], board: Board, from: number[]): boolean {
  const { lines, signs, around } = board;
  const waiting = new Uint8Array(lines.length + signs.length);
  const queue = [...from];
  for (const rule of queue) waiting[rule] = 1;
  // A cell that lost a number wakes the rules around it (the rule that struck it too: a line's
  // filter is complete in one pass, a sign's bounds are).
  const strike = (cell: number, kept: number) => {
    masks[cell] = kept;
    for (const rule of around[cell]) if (!waiting[rule]) (waiting[rule] = 1), queue.push(rule);
    return kept !== 0;
  };
  for (let next = 0; next < queue.length; next++) {
    const rule = queue[next];
    waiting[rule] = 0;
    board.work++;
    if (rule < lines.length) {
      const line = lines[rule];
      const kept = placeable(
        line.map((cell) => masks[cell]),
        board.n,
      );
      if (kept === null) return false;
      for (let i = 0; i < line.length; i++) if (kept[i] !== masks[line[i]] && !strike(line[i], kept[i])) return false;
    } else {
      const { less, more } = signs[rule - lines.length];
      // More than the smaller side's least: the bits above its lowest. Less than the larger side's
      // most: the bits below its highest.
      const least = masks[less] & -masks[less];
      const above = least === 0 ? 0 : ~(least * 2 - 1);
      const most = masks[more] === 0 ? 0 : 2 ** (31 - Math.clz32(masks[more]));
      const below = most - 1;
      if ((masks[more] & above) !== masks[more] && !strike(more, masks[more] & above)) return false;
      if ((masks[less] & below) !== masks[less] && !strike(less, masks[less] & below)) return false;
    }
  }
  return true;
}

/**
 * For each cell of a line, the numbers some placement of 1..n one per cell (among the cells'
 * candidates) puts there; null when there is none. A placement (a perfect matching of cells to
 * numbers) is found by augmenting paths; then another cell-number pair lies on some placement
 * exactly when it closes an alternating cycle: d is a candidate of cell c, and from number d one
 * reaches the number c holds by "d is a candidate of a cell that holds e" steps, i.e. d and c's
 * number share a strongly connected component of that graph over the numbers.
 */
export function placeable(masks: readonly number[], n: number): number[] | null {
  const holder = new Int32Array(n).fill(-1);
  const holds = new Int32Array(masks.length).fill(-1);
  let seen = 0;
  const claim = (cell: number): boolean => {
    for (let options = masks[cell] & ~seen; options !== 0; options &= options - 1) {
      const d = 31 - Math.clz32(options & -options);
      if (seen & (1 << d)) continue;
      seen |= 1 << d;
      if (holder[d] === -1 || claim(holder[d])) {
        holder[d] = cell;
        holds[cell] = d;
        return true;
      }
    }
    return false;
  };
  for (let cell = 0; cell < masks.length; cell++) {
    seen = 0;
    if (!claim(cell)) return null;
  }
  // The graph over numbers: d -> e where a cell holding e may hold d. Its components (Tarjan).
  const component = componentsOf(n, (d) => {
    const next: number[] = [];
    for (let cell = 0; cell < masks.length; cell++) if (masks[cell] & (1 << d) && holds[cell] !== d) next.push(holds[cell]);
    return next;
  });
  return masks.map((mask, cell) => {
    let kept = 0;
    for (let options = mask; options !== 0; options &= options - 1) {
      const d = 31 - Math.clz32(options & -options);
      if (component[d] === component[holds[cell]]) kept |= 1 << d;
    }
    return kept;
  });
}

/** Each node's strongly connected component (a number per component), by Tarjan's algorithm. */
function componentsOf(size: number, next: (node: number) => number[]): Int32Array {
  const order = new Int32Array(size).fill(-1);
  const low = new Int32Array(size);
  const component = new Int32Array(size).fill(-1);
  const stack: number[] = [];
  let [counter, components] = [0, 0];
  const visit = (node: number) => {
    order[node] = low[node] = counter++;
    stack.push(node);
    for (const to of next(node)) {
      if (order[to] === -1) {
        visit(to);
        low[node] = Math.min(low[node], low[to]);
      } else if (component[to] === -1) low[node] = Math.min(low[node], order[to]);
    }
    if (low[node] === order[node]) {
      for (let top = -1; top !== node; ) {
        top = stack.pop() as number;
        component[top] = components;
      }
      components++;
    }
  };
  for (let node = 0; node < size; node++) if (order[node] === -1) visit(node);
  return component;
}

/** Each open cell's numbers supposed in turn: one whose deductions end in a contradiction is struck; false at a contradiction. */
function trials(masks: number[], board: Board): boolean {
  const budget = board.work + TRIAL_BUDGET * (board.lines.length + board.signs.length);
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < masks.length; cell++)
      for (let options = masks[cell]; options !== 0; options &= options - 1) {
        if (board.work > budget) return true;
        const bit = options & -options;
        if ((masks[cell] & (masks[cell] - 1)) === 0 || !(masks[cell] & bit)) continue;
        const supposed = [...masks];
        supposed[cell] = bit;
        if (propagate(supposed, board, board.around[cell])) continue;
        changed = true;
        if (!strikeFrom(masks, board, cell, bit)) return false;
      }
  }
  return true;
}

/** Strikes a number from a cell and deduces on; false at a contradiction. */
function strikeFrom(masks: number[], board: Board, cell: number, bit: number): boolean {
  masks[cell] &= ~bit;
  return masks[cell] !== 0 && propagate(masks, board, board.around[cell]);
}
