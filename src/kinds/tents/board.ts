// The grid as Tents' deductions by hand see it (./settle.ts): the cells by index, in flat typed arrays.
import type { Tents } from './format.ts';

/**
 * The grid as the deductions see it, by cell index, in flat typed arrays only (lists of cells as
 * one array with offsets: the cells of list i are at offsets [at[i], at[i + 1])). The deductions
 * run hundreds of passes a solve, mostly before the JIT has warmed: plain numbers keep that code
 * small and its shapes steady (arrays of arrays of changing kinds deoptimised it on every solve).
 */
export interface Board {
  width: number;
  height: number;
  trees: Int32Array;
  /** The cells that may hold a tent (beside a tree, not one): every other cell is grass from the start, and the passes look only at these. */
  spots: Int32Array;
  /** The cells touching each cell (sides and corners); the trees beside each cell; the cells beside each tree. */
  aroundAt: Int32Array;
  around: Int32Array;
  treesAt: Int32Array;
  treesBeside: Int32Array;
  cellsAt: Int32Array;
  cellsBeside: Int32Array;
  /** Every counted line, its cells in order; its count; its row (a column's: -1) and column (a row's: -1). */
  lineAt: Int32Array;
  lineCells: Int32Array;
  lineCount: Int32Array;
  lineRow: Int32Array;
  lineCol: Int32Array;
  /** Per row and column, its line (-1: not counted). */
  rowLine: Int32Array;
  colLine: Int32Array;
  /** The state the lines were last looked at in (a scratch array), and the lines to look at again. */
  seen: Int8Array;
  dirty: Uint8Array;
  /** Per tree, the tent tied to it (-1: none yet). */
  tiedTo: Int32Array;
  /** Per cell, the tree its tent is tied to (-1: none yet), likewise. */
  tiesOf: Int32Array;
  /** The ties of the state the trials start from, which every trial starts from too. */
  keptTiedTo: Int32Array;
  keptTiesOf: Int32Array;
  /** Where the runs of a line begin and end: room for the longest line's (a scratch array: the deductions run thousands of times a solve). */
  runs: Int32Array;
  /** The cells the passes have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** Lists of cells as one array with offsets. */
function flat(lists: number[][]): { at: Int32Array; items: Int32Array } {
  const at = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (at[i + 1] = at[i] + list.length));
  const items = new Int32Array(at[lists.length]);
  lists.forEach((list, i) => items.set(list, at[i]));
  return { at, items };
}

/** Whether two cells touch (sides or corners). */
export const touch = (width: number, a: number, b: number) =>
  a !== b && Math.abs(((a / width) | 0) - ((b / width) | 0)) <= 1 && Math.abs((a % width) - (b % width)) <= 1;

/** The board of a puzzle, with its scratch arrays. */
export function boardOf(p: Tents): Board {
  const { width, height } = p;
  const size = width * height;
  const tree = Uint8Array.from(p.trees.flat(), (isTree) => (isTree ? 1 : 0));
  const isTree = (cell: number) => tree[cell] === 1;
  // Per cell, in one sweep (plain loops: this runs once a solve, before the JIT has optimised
  // anything): the cells touching it (sides and corners), the trees beside it and the other cells
  // beside it (sides).
  const [touching, trees, others]: number[][][] = [[], [], []];
  for (let cell = 0; cell < size; cell++) {
    const row = (cell / width) | 0;
    const col = cell % width;
    const [aroundHere, treesHere, othersHere]: number[][] = [[], [], []];
    for (let r = Math.max(0, row - 1); r <= Math.min(height - 1, row + 1); r++)
      for (let c = Math.max(0, col - 1); c <= Math.min(width - 1, col + 1); c++) {
        if (r === row && c === col) continue;
        const other = r * width + c;
        aroundHere.push(other);
        if (r === row || c === col) (tree[other] ? treesHere : othersHere).push(other);
      }
    touching.push(aroundHere);
    trees.push(treesHere);
    others.push(othersHere);
  }
  const cells = Array.from({ length: size }, (_, cell) => cell);
  const around = flat(touching);
  const treesBeside = flat(trees);
  const cellsBeside = flat(others);
  const counted: { cells: number[]; count: number; row: number; col: number }[] = [];
  p.rows.forEach((count, row) => count !== null && counted.push({ cells: Array.from({ length: width }, (_, col) => row * width + col), count, row, col: -1 }));
  p.columns.forEach(
    (count, col) => count !== null && counted.push({ cells: Array.from({ length: height }, (_, row) => row * width + col), count, row: -1, col }),
  );
  const lines = flat(counted.map((line) => line.cells));
  const spots = cells.filter((cell) => !isTree(cell) && treesBeside.at[cell] < treesBeside.at[cell + 1]);
  // Copied into an empty object, not returned as the literal: V8 builds an object literal's
  // template on the literal's second run with its fields unset, which widened the fields' types
  // (a field typed Int32Array became any) and threw away every optimised pass that reads the board,
  // just as the second solve of a process began (bench:peers times that one): on the 30x30 its
  // deductions took 140-230 ms of CPU instead of 60-90. Properties added to `{}` one by one
  // follow the same map transitions, with the same field types, every time.
  return Object.assign(
    {},
    {
      width,
      height,
      trees: Int32Array.from(cells.filter(isTree)),
      spots: Int32Array.from(spots),
      aroundAt: around.at,
      around: around.items,
      treesAt: treesBeside.at,
      treesBeside: treesBeside.items,
      cellsAt: cellsBeside.at,
      cellsBeside: cellsBeside.items,
      lineAt: lines.at,
      lineCells: lines.items,
      lineCount: Int32Array.from(counted.map((line) => line.count)),
      lineRow: Int32Array.from(counted.map((line) => line.row)),
      lineCol: Int32Array.from(counted.map((line) => line.col)),
      rowLine: Int32Array.from(p.rows, (_, row) => counted.findIndex((line) => line.row === row)),
      colLine: Int32Array.from(p.columns, (_, col) => counted.findIndex((line) => line.col === col)),
      seen: new Int8Array(size),
      dirty: new Uint8Array(counted.length),
      tiedTo: new Int32Array(size),
      tiesOf: new Int32Array(size),
      keptTiedTo: new Int32Array(size),
      keptTiesOf: new Int32Array(size),
      // A line of n cells has at most (n + 1) / 2 runs, two entries each.
      runs: new Int32Array(Math.max(width, height) + 2),
      work: 0,
    },
  );
}
