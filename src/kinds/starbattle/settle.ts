// What the rules settle before any search, in plain TypeScript, as a solver places stars by hand.
// Each deduction holds in every solution, so a proof of uniqueness over what is left stays a proof:
// - a star's eight neighbours are empty; a row, column or region with its k stars has no other,
//   and one with just as many open cells as stars missing has a star in each;
// - placements: the ways to put the stars a line or region still misses on its open cells, apart
//   from each other and without overfilling another line or region. A cell starred in every way is
//   a star, one in none is empty, and a cell beyond it that every way touches is empty too;
// - confinement (pigeonhole): when k regions (or rows, or columns) can only hold stars in k rows
//   (or columns, or regions), those k hold all the stars of these, and their other cells none;
// Then trials: a cell supposed a star whose deductions end in a contradiction is empty.
import { points, touchingNeighbours } from '../../dsl/grid/index.ts';
import { type StarBattle, square } from './format.ts';

const [OPEN, STAR, EMPTY] = [0, 1, 2];

/** The grid as the deductions see it: cells by index, their touching neighbours, the units (rows, columns, regions). */
interface Board {
  stars: number;
  around: number[][];
  /** Every unit's cells: the rows, then the columns, then the regions. */
  units: number[][];
  /** Each cell's three units. */
  unitsOf: number[][];
  /** The units by kind (rows, columns, regions): their first index in `units`, and how many. */
  kinds: { first: number; count: number }[];
  /** Scratch for the placements: touching counts, stars placed per unit, per cell the ways that star it or leave it empty. */
  touched: Int32Array;
  placed: Int32Array;
  starred: Int32Array;
  emptied: Int32Array;
  stamp: Int32Array;
  /** The placements enumerated so far, which the budgets bound. */
  work: number;
}

/** Per cell (row by row): true a star, false empty in every solution; undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: StarBattle, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? points(square(p.size)).map(() => undefined);

/** The cells settled as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: StarBattle, tries = true): (boolean | undefined)[] | undefined {
  const cells = points(square(p.size));
  const regionIds = [...new Set(p.regions.flat())];
  const units: number[][] = [
    ...Array.from({ length: p.size }, (_, row) => Array.from({ length: p.size }, (__, col) => row * p.size + col)),
    ...Array.from({ length: p.size }, (_, col) => Array.from({ length: p.size }, (__, row) => row * p.size + col)),
    ...regionIds.map((region) => cells.filter(({ row, col }) => p.regions[row][col] === region).map(({ row, col }) => row * p.size + col)),
  ];
  const unitsOf = cells.map((): number[] => []);
  units.forEach((unit, u) => unit.forEach((cell) => unitsOf[cell].push(u)));
  const n = cells.length;
  const board: Board = {
    stars: p.stars,
    around: cells.map((cell) => touchingNeighbours(cell, square(p.size)).map(({ row, col }) => row * p.size + col)),
    units,
    unitsOf,
    kinds: [
      { first: 0, count: p.size },
      { first: p.size, count: p.size },
      { first: 2 * p.size, count: regionIds.length },
    ],
    touched: new Int32Array(n),
    placed: new Int32Array(units.length),
    starred: new Int32Array(n),
    emptied: new Int32Array(n),
    stamp: new Int32Array(n),
    work: 0,
  };
  const state = new Int8Array(n);
  if (!deduce(board, state) || (tries && !trials(board, state))) return undefined;
  return [...state].map((value) => (value === OPEN ? undefined : value === STAR));
}

/** The deductions in turn, the cheap ones first, until none settles a cell; false on a contradiction. */
function deduce(board: Board, state: Int8Array): boolean {
  for (;;) {
    if (!counts(board, state)) return false;
    const placed = placements(board, state);
    if (placed !== 0) {
      if (placed < 0) return false;
      continue;
    }
    const confined = confinement(board, state);
    if (confined < 0) return false;
    if (confined === 0) return true;
  }
}

/** A star's neighbours empty; a unit's stars against its count. False on two stars touching or a unit that cannot make its count. */
function counts(board: Board, state: Int8Array): boolean {
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < state.length; cell++) {
      if (state[cell] !== STAR) continue;
      for (const other of board.around[cell]) {
        if (state[other] === STAR) return false;
        if (state[other] === OPEN) [state[other], changed] = [EMPTY, true];
      }
    }
    for (const unit of board.units) {
      let [stars, open] = [0, 0];
      for (const cell of unit) {
        if (state[cell] === STAR) stars++;
        else if (state[cell] === OPEN) open++;
      }
      if (stars > board.stars || stars + open < board.stars) return false;
      if (open === 0 || (stars < board.stars && stars + open > board.stars)) continue;
      const fill = stars === board.stars ? EMPTY : STAR;
      for (const cell of unit) if (state[cell] === OPEN) state[cell] = fill;
      changed = true;
    }
  }
  return true;
}

/** A unit's placements are not enumerated past this many (a 25x25 row's six stars have tens of thousands): such a unit is left to the other deductions. */
const PLACEMENTS = 1000;

/** Every unit's placements, as the header says: the number of cells settled, or -1 on a unit with none. */
function placements(board: Board, state: Int8Array): number {
  const { touched, placed, starred, emptied, stamp } = board;
  let settled = 0;
  board.units.forEach((unit, u) => {
    if (settled < 0) return;
    const open = unit.filter((cell) => state[cell] === OPEN);
    const missing = board.stars - unit.filter((cell) => state[cell] === STAR).length;
    if (open.length === 0 || missing === 0) return;
    // Stars already placed in each unit, which a placement must not push past the count.
    placed.fill(0);
    for (let cell = 0; cell < state.length; cell++) if (state[cell] === STAR) for (const other of board.unitsOf[cell]) placed[other]++;
    const chosen: number[] = [];
    let ways = 0;
    const touchedCells: number[] = [];
    const place = (from: number): boolean => {
      if (chosen.length === missing) {
        ways++;
        for (const cell of chosen) {
          starred[cell]++;
          for (const other of board.around[cell])
            if (stamp[other] !== ways) {
              stamp[other] = ways;
              emptied[other]++;
              touchedCells.push(other);
            }
        }
        return ways < PLACEMENTS;
      }
      for (let i = from; i + missing - chosen.length <= open.length; i++) {
        const cell = open[i];
        if (touched[cell] > 0 || board.unitsOf[cell].some((other) => other !== u && placed[other] >= board.stars)) continue;
        chosen.push(cell);
        for (const other of board.around[cell]) touched[other]++;
        for (const other of board.unitsOf[cell]) placed[other]++;
        const more = place(i + 1);
        for (const other of board.unitsOf[cell]) placed[other]--;
        for (const other of board.around[cell]) touched[other]--;
        chosen.pop();
        if (!more) return false;
      }
      return true;
    };
    const whole = place(0);
    board.work += ways;
    if (whole && ways === 0) settled = -1;
    else if (whole) {
      for (const cell of open) {
        // In the unit, a cell left out of a way is empty in it.
        if (starred[cell] === ways) [state[cell], settled] = [STAR, settled + 1];
        else if (starred[cell] === 0) [state[cell], settled] = [EMPTY, settled + 1];
      }
      for (const cell of touchedCells)
        if (emptied[cell] === ways && state[cell] === OPEN && !board.unitsOf[cell].includes(u)) [state[cell], settled] = [EMPTY, settled + 1];
    }
    for (const cell of open) starred[cell] = 0;
    for (const cell of touchedCells) [emptied[cell], stamp[cell]] = [0, 0];
  });
  return settled;
}

/** Confinement for every pair of unit kinds, over sets of units whose cells that may hold a star span at most this many of the other kind. */
const SPAN = 6;

/** Confinement, as the header says: the number of cells settled, or -1 when k units can only hold stars in fewer than k others. */
function confinement(board: Board, state: Int8Array): number {
  let settled = 0;
  if (board.kinds.some(({ count }) => count > 30)) return 0;
  // A cell's units are its row, its column and its region, in the order of `kinds`.
  board.kinds.forEach((inner, innerKind) => {
    board.kinds.forEach((outer, outerKind) => {
      if (inner === outer || settled < 0) return;
      // Each inner unit's cells that may hold a star, as a mask of the outer units they lie in.
      const spans = board.units.slice(inner.first, inner.first + inner.count).map((unit) => {
        let mask = 0;
        for (const cell of unit) if (state[cell] !== EMPTY) mask |= 1 << (board.unitsOf[cell][outerKind] - outer.first);
        return mask;
      });
      const chosen = new Uint8Array(inner.count);
      const choose = (from: number, mask: number, k: number): boolean => {
        for (let i = from; i < inner.count; i++) {
          const union = mask | spans[i];
          const span = bits(union);
          if (span > SPAN) continue;
          if (span < k + 1) return false;
          chosen[i] = 1;
          if (span === k + 1) {
            for (let o = 0; o < outer.count; o++) {
              if ((union & (1 << o)) === 0) continue;
              for (const cell of board.units[outer.first + o])
                if (state[cell] === OPEN && !chosen[board.unitsOf[cell][innerKind] - inner.first]) [state[cell], settled] = [EMPTY, settled + 1];
            }
          }
          const deeper = choose(i + 1, union, k + 1);
          chosen[i] = 0;
          if (!deeper) return false;
        }
        return true;
      };
      if (!choose(0, 0, 0)) settled = -1;
    });
  });
  return settled;
}

const bits = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** The trials' budget: placements enumerated since the last trial that settled a cell (a pass over a 14x14 enumerates some ten thousand), so that a grid they cannot open up costs little. */
const IDLE = 50_000;

/** A cell supposed a star whose deductions end in a contradiction is empty; sweeps until one settles nothing. */
function trials(board: Board, state: Int8Array): boolean {
  let last = board.work;
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < state.length; cell++) {
      if (board.work - last > IDLE) return true;
      if (state[cell] !== OPEN) continue;
      const trial = state.slice();
      trial[cell] = STAR;
      if (deduce(board, trial)) continue;
      state[cell] = EMPTY;
      if (!deduce(board, state)) return false;
      [changed, last] = [true, board.work];
    }
  }
  return true;
}
