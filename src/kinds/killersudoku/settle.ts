// What the rules settle before any search, in plain TypeScript, as a solver pencils candidates in.
// Each deduction holds in every solution, so a proof of uniqueness over what is left stays one:
// - every group whose numbers differ and add up to a known sum (a row, a column, a region: 1..n;
//   a cage: its sum) keeps in a cell only the numbers some way of filling the whole group allows:
//   a set of different numbers with that sum, placed one per cell among the candidates (a
//   matching). In a row, column or region this is naked and hidden singles, pairs, triples, ...;
// - the "45 rule": a row, column or region less the cages wholly inside it adds up to what those
//   cages leave of 1 + ... + n, its numbers different: one more such group;
// - a number every way of filling a group holds lies in the cells of that group that may hold it:
//   a row, column, region or cage holding all those cells holds it nowhere else (pointing,
//   claiming, a cage's forced number);
// then trials: a number supposed in a cell whose deductions end in a contradiction is struck (within
// a budget, each trial deducing from the groups around its cell: on a 9x9 with a third of its
// cages dropped they cost 0.4 s of CPU within it, 1.5 s unbounded and from every group).
// Candidates are bit sets (bit d for number d), so up to 30 numbers; a larger grid is left open.
import { indexOf, regionPoints, cols, rows } from '../../dsl/grid/index.ts';
import type { KillerSudoku } from './format.ts';

/** Numbers that differ in `cells` (indices) and add up to `sum`. */
interface Group {
  cells: number[];
  sum: number;
}

/** The groups, and the groups around each cell. */
interface Board {
  groups: Group[];
  around: number[][];
  /** The groups filled so far, which the trials' budget bounds. */
  work: number;
}

/** The trials stop after filling this many times as many groups as the puzzle has. */
const TRIAL_BUDGET = 30;

/** The ways of choosing a group's numbers looked at per pass stop there: the group is left as it is. */
const COMBINATION_BUDGET = 2000;

const bit = (d: number) => 1 << d;
const count = (mask: number) => {
  let bits = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) bits++;
  return bits;
};
const numbersOf = (mask: number, n: number) => {
  const numbers: number[] = [];
  for (let d = 1; d <= n; d++) if (mask & bit(d)) numbers.push(d);
  return numbers;
};

/** Per cell (row by row) the numbers it may hold in a solution. A cell without any means none (Z3 is left to say so). */
export function settle(p: KillerSudoku, tries = true): number[][] {
  const n = p.width;
  const all = Array.from({ length: n }, (_, i) => i + 1);
  if (n > 30) return p.givens.flat().map((given) => (given === null ? all : [given]));
  const full = all.reduce((mask, d) => mask | bit(d), 0);
  const candidates = p.givens.flat().map((given) => (given === null ? full : bit(given)));
  const groups = groupsOf(p);
  const around = candidates.map(() => [] as number[]);
  groups.forEach((group, g) => group.cells.forEach((cell) => around[cell].push(g)));
  const board = { groups, around, work: 0 };
  if (propagate(candidates, board, n) && tries) trials(candidates, board, n);
  return candidates.map((mask) => numbersOf(mask, n));
}

/** The rows, columns and regions of n cells (1..n), the cages, and what the 45 rule adds. */
function groupsOf(p: KillerSudoku): Group[] {
  const n = p.width;
  const whole = (n * (n + 1)) / 2;
  const houses = [...rows(p), ...cols(p), ...regionPoints(p.regions)].filter((line) => line.length === n).map((line) => line.map((cell) => indexOf(p, cell)));
  const cages = p.cages.map((cage) => ({ cells: cage.cells.map((cell) => indexOf(p, cell)), sum: cage.sum }));
  const innies = houses.flatMap((house) => {
    const inside = new Set(house);
    const within = cages.filter((cage) => cage.cells.every((cell) => inside.has(cell)));
    const covered = new Set(within.flatMap((cage) => cage.cells));
    const rest = house.filter((cell) => !covered.has(cell));
    const sum = whole - within.reduce((total, cage) => total + cage.sum, 0);
    return within.length > 0 && rest.length > 0 ? [{ cells: rest, sum }] : [];
  });
  return [...houses.map((cells) => ({ cells, sum: whole })), ...cages, ...innies];
}

/** Runs the deductions to a fixpoint, a group again only when one of its cells has lost a number; false on a contradiction (a cell without candidates). */
function propagate(candidates: number[], board: Board, n: number, from = board.groups.map((_, g) => g)): boolean {
  const { groups, around } = board;
  const waiting = groups.map(() => false);
  const queue = [...from];
  for (const g of queue) waiting[g] = true;
  const strike = (cell: number, kept: number) => {
    candidates[cell] = kept;
    for (const g of around[cell]) if (!waiting[g]) (waiting[g] = true), queue.push(g);
    return kept !== 0;
  };
  for (let next = 0; next < queue.length; next++) {
    const g = queue[next];
    const group = groups[g];
    waiting[g] = false;
    board.work++;
    const found = fill(group, candidates, n);
    if (!found) {
      candidates[group.cells[0]] = 0;
      return false;
    }
    for (let i = 0; i < group.cells.length; i++) {
      const cell = group.cells[i];
      const kept = candidates[cell] & found.allowed[i];
      if (kept !== candidates[cell] && !strike(cell, kept)) return false;
    }
    // A number the group holds in every way lies in its cells that may hold it: no other cell of a
    // group around them all holds it. (Plain loops, cells known to a group by the groups around them:
    // this runs hundreds of times a solve, mostly before the JIT has warmed.)
    for (let d = 1; d <= n; d++) {
      if (!(found.required & bit(d))) continue;
      const first = group.cells.find((cell) => candidates[cell] & bit(d));
      if (first === undefined) continue;
      for (const u of around[first]) {
        if (u === g || !aroundAll(board, group.cells, candidates, bit(d), u)) continue;
        for (const cell of groups[u].cells)
          if (candidates[cell] & bit(d) && !around[cell].includes(g) && !strike(cell, candidates[cell] & ~bit(d))) return false;
      }
    }
  }
  return true;
}

/**
 * The sets of `size` different numbers of 1..n adding up to `sum` (bit masks), by (n, size, sum),
 * made when first asked for and kept for the process: a group's sets were enumerated afresh on
 * each of its fills (235 on puzzleteam's 9x9), mostly before the JIT had warmed. Null: more than
 * TABLE_LIMIT sets, and the group is left as it is.
 */
const tables = new Map<number, Int32Array | null>();
const TABLE_LIMIT = 50_000;

function combinations(n: number, size: number, sum: number): Int32Array | null {
  // No set past these bounds, and within them (n <= 30: size < 32, sum <= 465 < 512) the key is one
  // (n, size, sum)'s alone: a 33-cell cage once shared its key with a 1-cell cage of a 10x10, and
  // the impossible one's empty table made a later puzzle with solutions answer "no solution".
  if (size < 0 || size > n || sum < 0 || sum > (n * (n + 1)) / 2) return new Int32Array(0);
  const key = (n * 32 + size) * 512 + sum;
  let table = tables.get(key);
  if (table === undefined) {
    const found: number[] = [];
    table = tabulate(found, n, 1, size, sum, 0) ? Int32Array.from(found) : null;
    tables.set(key, table);
  }
  return table;
}

/** Adds to `found` the sets of `left` more numbers from `from` on that add up to `sum` (by increasing numbers); false past TABLE_LIMIT. */
function tabulate(found: number[], n: number, from: number, left: number, sum: number, chosen: number): boolean {
  if (left === 0) {
    if (sum === 0) found.push(chosen);
    return found.length <= TABLE_LIMIT;
  }
  // The `left` numbers from d on add up to at least d + (d + 1) + ..., and at most n + (n - 1) + ...
  if (sum > left * n - (left * (left - 1)) / 2) return true;
  for (let d = from; d <= n && left * d + (left * (left - 1)) / 2 <= sum; d++) if (!tabulate(found, n, d + 1, left - 1, sum - d, chosen | bit(d))) return false;
  return true;
}

/** Whether group `u` is around every cell of `cells` that may hold the number (bit `number`). */
function aroundAll(board: Board, cells: number[], candidates: number[], number: number, u: number): boolean {
  for (const cell of cells) if (candidates[cell] & number && !board.around[cell].includes(u)) return false;
  return true;
}

/** Per cell of the group the numbers some filling allows, and the numbers every filling holds; null when none. */
function fill(group: Group, candidates: number[], n: number): { allowed: number[]; required: number } | null {
  const masks = group.cells.map((cell) => candidates[cell]);
  let union = 0;
  for (let i = 0; i < masks.length; i++) union |= masks[i];
  const table = combinations(n, masks.length, group.sum);
  if (table === null) return { allowed: masks, required: 0 };
  const allowed = masks.map(() => 0);
  let required = -1;
  let budget = COMBINATION_BUDGET;
  let any = false;
  // The sets of different numbers of the group's size and sum among what its cells may hold.
  for (let t = 0; t < table.length; t++) {
    const chosen = table[t];
    if ((chosen & ~union) !== 0) continue;
    if (--budget < 0) return { allowed: masks, required: 0 };
    if (!placements(masks, chosen, allowed)) continue;
    any = true;
    required &= chosen;
  }
  return any ? { allowed, required } : null;
}

/** The matchings' scratch (placements): the cell holding each number (-1: none), a copy, and the numbers seen on the current path. */
const owner = new Int8Array(31);
const matched = new Int8Array(31);
let seen = 0;

/** Whether the cell finds a number of `chosen` (taking one from its holder if that one finds another, never `banned`): augmenting paths. */
function match(masks: number[], chosen: number, cell: number, banned: number): boolean {
  for (let options = masks[cell] & chosen & ~seen; options !== 0; options &= options - 1) {
    const d = 31 - Math.clz32(options & -options);
    if (seen & bit(d)) continue;
    seen |= bit(d);
    const holder = owner[d];
    if (holder === -1 || (holder !== banned && match(masks, chosen, holder, banned))) {
      owner[d] = cell;
      return true;
    }
  }
  return false;
}

/** Adds to `allowed`, per cell, the numbers of `chosen` it holds in some placement of them one per cell; false when there is none. */
function placements(masks: number[], chosen: number, allowed: number[]): boolean {
  // A perfect matching of cells to numbers (owner[d] the cell that holds d), then each other pair
  // kept if the cell can take the number and the one that held it another.
  owner.fill(-1);
  for (let cell = 0; cell < masks.length; cell++) {
    seen = 0;
    if (!match(masks, chosen, cell, -1)) return false;
  }
  const held = masks.map(() => 0);
  for (let d = 0; d < 31; d++) if (owner[d] !== -1) held[owner[d]] |= bit(d);
  matched.set(owner);
  for (let cell = 0; cell < masks.length; cell++) {
    const mine = held[cell];
    for (let options = masks[cell] & chosen & ~mine; options !== 0; options &= options - 1) {
      const d = 31 - Math.clz32(options & -options);
      if (held[cell] & bit(d)) continue;
      // The cell takes d, its own number freed; the cell that held d looks for another, never back to this cell.
      const holder = owner[d];
      owner[31 - Math.clz32(mine)] = -1;
      owner[d] = cell;
      seen = bit(d);
      if (match(masks, chosen, holder, cell)) held[cell] |= bit(d);
      owner.set(matched);
    }
  }
  for (let cell = 0; cell < masks.length; cell++) allowed[cell] |= held[cell];
  return true;
}

/** Each open cell's numbers supposed in turn: one whose deductions end in a contradiction is struck, and all deduced again; until the budget is spent. */
function trials(candidates: number[], board: Board, n: number) {
  const budget = board.work + TRIAL_BUDGET * board.groups.length;
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < candidates.length; cell++)
      for (const d of numbersOf(candidates[cell], n)) {
        if (board.work > budget) return;
        if (count(candidates[cell]) < 2 || !(candidates[cell] & bit(d))) continue;
        // Only the groups around the cell can lose a number first.
        const supposed = [...candidates];
        supposed[cell] = bit(d);
        if (propagate(supposed, board, n, board.around[cell])) continue;
        candidates[cell] &= ~bit(d);
        changed = true;
        if (!propagate(candidates, board, n, board.around[cell])) return;
      }
  }
}
