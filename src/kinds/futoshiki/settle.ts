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

/**
 * The deductions repeated from the `waiting` rules until nothing changes; false at a
 * contradiction. The signs go first, cheap as they are: a chain's bounds settle step by step, and
 * each step would otherwise wake its lines' costlier filter (835 line passes on the pt 15x15 so).
 */
function propagate(masks: number[], board: Board, from: number[]): boolean {
  const { lines, signs, around } = board;
  const waiting = new Uint8Array(lines.length + signs.length);
  const [lineQueue, signQueue] = [from.filter((rule) => rule < lines.length), from.filter((rule) => rule >= lines.length)];
  for (const rule of from) waiting[rule] = 1;
  // A cell that lost a number wakes the rules around it (the rule that struck it too: a line's
  // filter is complete in one pass, a sign's bounds are).
  const strike = (cell: number, kept: number) => {
    masks[cell] = kept;
    for (const rule of around[cell]) if (!waiting[rule]) (waiting[rule] = 1), (rule < lines.length ? lineQueue : signQueue).push(rule);
    return kept !== 0;
  };
  const line: number[] = [];
  for (let [nextLine, nextSign] = [0, 0]; nextLine < lineQueue.length || nextSign < signQueue.length; ) {
    board.work++;
    if (nextSign < signQueue.length) {
      const rule = signQueue[nextSign++];
      waiting[rule] = 0;
      const { less, more } = signs[rule - lines.length];
      // More than the smaller side's least: the bits above its lowest. Less than the larger side's
      // most: the bits below its highest.
      const least = masks[less] & -masks[less];
      const above = least === 0 ? 0 : ~(least * 2 - 1);
      const most = masks[more] === 0 ? 0 : 2 ** (31 - Math.clz32(masks[more]));
      const below = most - 1;
      if ((masks[more] & above) !== masks[more] && !strike(more, masks[more] & above)) return false;
      if ((masks[less] & below) !== masks[less] && !strike(less, masks[less] & below)) return false;
    } else {
      const rule = lineQueue[nextLine++];
      waiting[rule] = 0;
      const cells = lines[rule];
      line.length = 0;
      for (const cell of cells) line.push(masks[cell]);
      const kept = placeable(line, board.n);
      if (kept === null) return false;
      for (let i = 0; i < cells.length; i++) if (kept[i] !== masks[cells[i]] && !strike(cells[i], kept[i])) return false;
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
 * number share a strongly connected component of that graph over the numbers. (Bitmasks and
 * scratch arrays kept for the process: this runs hundreds of times a solve.)
 */
export function placeable(masks: readonly number[], n: number): number[] | null {
  holder.fill(-1, 0, n);
  for (let cell = 0; cell < masks.length; cell++) {
    seen = 0;
    if (!claim(masks, cell)) return null;
  }
  // The graph over numbers as bitmasks: d -> e where a cell holding e may hold d. Its components.
  successors.fill(0, 0, n);
  for (let cell = 0; cell < masks.length; cell++)
    for (let options = masks[cell] & ~(1 << holds[cell]); options !== 0; options &= options - 1)
      successors[31 - Math.clz32(options & -options)] |= 1 << holds[cell];
  components(n);
  const kept: number[] = [];
  for (let cell = 0; cell < masks.length; cell++) kept.push(masks[cell] & together[component[holds[cell]]]);
  return kept;
}

/** The scratch of placeable: each number's cell, each cell's number, the numbers seen on a path. */
const holder = new Int32Array(32);
const holds = new Int32Array(32);
let seen = 0;

/** Whether the cell finds a number (taking one from its holder if that one finds another): an augmenting path. */
function claim(masks: readonly number[], cell: number): boolean {
  for (let options = masks[cell] & ~seen; options !== 0; options &= options - 1) {
    const d = 31 - Math.clz32(options & -options);
    if (seen & (1 << d)) continue;
    seen |= 1 << d;
    if (holder[d] === -1 || claim(masks, holder[d])) {
      holder[d] = cell;
      holds[cell] = d;
      return true;
    }
  }
  return false;
}

/** The graph's scratch: successors as bitmasks, Tarjan's order and low links, each number's component and each component's numbers. */
const successors = new Int32Array(32);
const order = new Int32Array(32);
const low = new Int32Array(32);
const component = new Int32Array(32);
const together = new Int32Array(32);
const stack = new Int32Array(32);
let [counter, found, depth] = [0, 0, 0];

/** Each number's strongly connected component of the graph in `successors`, by Tarjan's algorithm. */
function components(n: number) {
  order.fill(-1, 0, n);
  component.fill(-1, 0, n);
  [counter, found, depth] = [0, 0, 0];
  for (let node = 0; node < n; node++) if (order[node] === -1) visit(node);
}

function visit(node: number) {
  order[node] = low[node] = counter++;
  stack[depth++] = node;
  for (let next = successors[node]; next !== 0; next &= next - 1) {
    const to = 31 - Math.clz32(next & -next);
    if (order[to] === -1) {
      visit(to);
      low[node] = Math.min(low[node], low[to]);
    } else if (component[to] === -1) low[node] = Math.min(low[node], order[to]);
  }
  if (low[node] !== order[node]) return;
  together[found] = 0;
  for (let top = -1; top !== node; ) {
    top = stack[--depth];
    component[top] = found;
    together[found] |= 1 << top;
  }
  found++;
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
