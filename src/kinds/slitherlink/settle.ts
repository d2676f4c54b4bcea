// What the rules settle before any search, in plain TypeScript, as a solver draws by hand. The
// deductions see the puzzle as its inside: two cells side by side differ exactly where the loop
// runs between them, and the world around the grid is outside. What is known is which cells go
// together or apart (classes.ts), so a known line or cross joins two classes, and every edge
// between two cells of one class is known. Each deduction holds in every solution, so a proof of
// uniqueness over what is left stays a proof:
// - a number's cell and its four neighbours: exactly that many neighbours differ from it;
// - a corner's four cells are never a chequerboard (four lines would meet there);
//   from each, every pair of cells alike (or apart) in all the colourings that agree with what is
//   known is joined so: two lines at a corner cross the rest, a clue reached crosses the others, and
//   many a pattern of the rulebooks besides;
// - one loop: an edge closing a path of lines onto itself while other lines remain is crossed; a
//   closed loop is the loop, and every other edge is crossed.
// Then trials: two cells supposed alike (or apart) whose deductions end in a contradiction are the other.
import { points } from '../../dsl/grid/index.ts';
import { type Classes, copyClasses, find, newClasses, relation } from './classes.ts';
import type { Slitherlink } from './format.ts';
import { type Paths, draw, pathOf } from './paths.ts';
import { type Board, boardOf, link } from './settle-board.ts';

/** What the deductions know of a cell: inside when `differs` (with -1, the outside), or with the inside of cell `with` (flipped when `differs`). */
export interface Kin {
  with: number;
  differs: boolean;
}

/** Per cell, what every solution has; each cell its own when the deductions end in a contradiction (Z3 is left to say so). */
export const settle = (p: Slitherlink, tries = true): Kin[] => deductions(p, tries) ?? points(p).map((_, cell) => ({ with: cell, differs: false }));

/** The cells as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Slitherlink, tries = true): Kin[] | undefined {
  const board = boardOf(p);
  const classes = newClasses(board.cells + 1);
  board.base = classes;
  board.enqueueAll();
  if (!deduce(board, classes) || (tries && !trials(board, classes))) return undefined;
  // Each class is named by the outside, or else by its first cell.
  const first = new Map<number, { cell: number; flip: number }>();
  const outside = find(classes, board.cells);
  first.set(outside >> 1, { cell: -1, flip: outside & 1 });
  return points(p).map((_, cell) => {
    const found = find(classes, cell);
    const named = first.get(found >> 1) ?? { cell, flip: found & 1 };
    first.set(found >> 1, named);
    return { with: named.cell, differs: named.flip !== (found & 1) };
  });
}

/**
 * The trials stop once they have looked at this many groups, edges and cells since the last one
 * that settled something, so that a grid they cannot open up costs little: every bundled puzzle is
 * settled whole with a fourth of it (janko's 30x45 looks at 510,000 in all, 0.2-0.6 s of CPU).
 */
const IDLE = 200_000;

/**
 * Two nodes supposed apart and alike in turn, one that leads to a contradiction settles them the
 * other way: each edge's two cells, then each cell and the outside. The sweeps look first at edges
 * at a corner with a line, where a contradiction comes soonest; a sweep that settles none of them
 * is followed by one over everything open, until that settles none.
 */
function trials(board: Board, classes: Classes): boolean {
  const { sides, ends, corners, cells } = board;
  const edges = sides.length / 2;
  const pairs = [
    ...Array.from({ length: edges }, (_, edge) => [sides[2 * edge], sides[2 * edge + 1]]),
    ...Array.from({ length: cells }, (_, cell) => [cell, cells]),
  ];
  const line = (edge: number) => relation(classes, sides[2 * edge], sides[2 * edge + 1]) === 1;
  const near = (pair: number) => pair < edges && (corners[ends[2 * pair]].some(line) || corners[ends[2 * pair + 1]].some(line));
  const scratch = newClasses(cells + 1);
  let last = board.work;
  let everywhere = false;
  for (let changed = true; changed || !everywhere; ) {
    everywhere = !changed;
    changed = false;
    for (let pair = 0; pair < pairs.length; pair++) {
      if (board.work - last > IDLE) return true;
      const [a, b] = pairs[pair];
      if (relation(classes, a, b) >= 0 || (!everywhere && !near(pair))) continue;
      for (const differs of [1, 0]) {
        const trial = copyClasses(classes, scratch);
        board.movedCells.length = 0;
        if (link(board, trial, a, b, differs) && deduce(board, trial)) continue;
        if (!link(board, classes, a, b, 1 - differs) || !deduce(board, classes)) return false;
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}

/** The deductions until none applies (the queued groups, then the loop); false on a contradiction, the queue emptied. */
function deduce(board: Board, classes: Classes): boolean {
  const { queue } = board;
  for (;;) {
    while (queue.count > 0) {
      const group = queue.at[queue.head];
      queue.head = (queue.head + 1) % queue.at.length;
      queue.count--;
      queue.queued[group] = 0;
      board.work++;
      if (!locally(board, classes, group)) return drained(board);
    }
    if (!oneLoop(board, classes)) return drained(board);
    if (queue.count === 0) return true;
  }
}

function drained(board: Board): false {
  board.queue.count = 0;
  board.queue.queued.fill(0);
  return false;
}

/** The pairs among five cells, as [first, second], those among the first four first; a pair's index is its bit in `locally`'s masks. */
const PAIRS = [1, 2, 3, 4].flatMap((other) => [0, 1, 2, 3].filter((one) => one < other).map((one) => [one, other]));
const [FIRST, SECOND] = [Int32Array.from(PAIRS, ([one]) => one), Int32Array.from(PAIRS, ([, other]) => other)];
/** The classes of the group's cells, as `find` gives them (scratch). */
const found = new Int32Array(5);

/**
 * A group's cells and the colourings of them its rule allows (bit i: cell i differs from cell 0):
 * those that agree with what is known, and of them every pair of cells alike in all, or apart in
 * all, is joined so. False when none agrees.
 */
function locally(board: Board, classes: Classes, index: number): boolean {
  const { cells, allowed } = board.groups[index];
  const pairs = cells.length === 5 ? PAIRS.length : 6;
  // Plain loops and lets below: this runs a hundred thousand times a solve.
  for (let i = 0; i < cells.length; i++) found[i] = find(classes, cells[i]);
  let [apart, alike, any] = [0, 0, false];
  for (const colouring of allowed) {
    let differs = 0;
    let agrees = true;
    for (let pair = 0; pair < pairs && agrees; pair++) {
      const one = FIRST[pair];
      const other = SECOND[pair];
      const bit = ((colouring >> one) ^ (colouring >> other)) & 1;
      differs |= bit << pair;
      if (found[one] >> 1 === found[other] >> 1 && ((found[one] ^ found[other]) & 1) !== bit) agrees = false;
    }
    if (!agrees) continue;
    any = true;
    apart |= differs;
    alike |= ~differs;
  }
  if (!any) return false;
  for (let pair = 0; pair < pairs; pair++) {
    const one = FIRST[pair];
    const other = SECOND[pair];
    if (((apart ^ alike) >> pair) & 1 && found[one] >> 1 !== found[other] >> 1 && !link(board, classes, cells[one], cells[other], (apart >> pair) & 1))
      return false;
  }
  return true;
}

/**
 * The paths of the classes' lines: all of them for the settled ones (kept for the trials), else
 * the settled ones' and the new lines beside the cells moved since. The paths drawn on (their roots
 * listed in `touched`), the count of lines, or -1 - root of a loop closed.
 */
function pathsOf(board: Board, classes: Classes, touched: number[]): { paths: Paths; total: number; closed: number } {
  const { sides, ends, baseLine } = board;
  const isLine = (edge: number) => relation(classes, sides[2 * edge], sides[2 * edge + 1]) === 1;
  let closed = 0;
  if (classes === board.base) {
    const paths = board.basePaths;
    board.work += baseLine.length;
    for (let corner = 0; corner < paths.path.length; corner++) {
      paths.path[corner] = paths.tipA[corner] = paths.tipB[corner] = corner;
      paths.lines[corner] = 0;
    }
    let total = 0;
    for (let edge = 0; edge < baseLine.length; edge++) {
      baseLine[edge] = isLine(edge) ? 1 : 0;
      if (!baseLine[edge]) continue;
      total++;
      const root = draw(paths, ends[2 * edge], ends[2 * edge + 1]);
      if (root < 0) closed = root;
      touched.push(root < 0 ? -1 - root : root);
    }
    board.baseTotal = total;
    board.movedCells.length = 0;
    return { paths, total, closed };
  }
  const paths = board.drawing;
  for (const key of ['path', 'lines', 'tipA', 'tipB'] as const) paths[key].set(board.basePaths[key]);
  let total = board.baseTotal;
  board.work += board.movedCells.length;
  for (const cell of board.movedCells)
    for (const edge of board.edgesOf[cell]) {
      // Lines stay lines, and a line is drawn once: beside two moved cells it is marked the first time.
      if (baseLine[edge] || !isLine(edge)) continue;
      baseLine[edge] = 2;
      total++;
      const root = draw(paths, ends[2 * edge], ends[2 * edge + 1]);
      if (root < 0) closed = root;
      touched.push(root < 0 ? -1 - root : root);
    }
  for (const cell of board.movedCells) for (const edge of board.edgesOf[cell]) if (baseLine[edge] === 2) baseLine[edge] = 0;
  return { paths, total, closed };
}

/**
 * One loop: a closed path is the whole loop (every other edge crossed), and no edge joins a path's
 * two ends while other lines remain. False on a contradiction.
 */
function oneLoop(board: Board, classes: Classes): boolean {
  const { ends, sides, corners } = board;
  const touched: number[] = [];
  const { paths, total, closed } = pathsOf(board, classes, touched);
  const open = (edge: number) => relation(classes, sides[2 * edge], sides[2 * edge + 1]) < 0;
  const cross = (edge: number) => link(board, classes, sides[2 * edge], sides[2 * edge + 1], 0);
  const edges = sides.length / 2;
  // Not every edge crossed: the loop is not empty.
  if (total === 0) {
    for (let edge = 0; edge < edges; edge++) if (open(edge)) return true;
    return false;
  }
  if (closed < 0) {
    if (paths.lines[pathOf(paths.path, -1 - closed)] < total) return false;
    for (let edge = 0; edge < edges; edge++) if (open(edge) && !cross(edge)) return false;
    return true;
  }
  for (const drawn of touched) {
    const root = pathOf(paths.path, drawn);
    const [one, other] = [paths.tipA[root], paths.tipB[root]];
    if (paths.lines[root] >= total || one === other) continue;
    for (const edge of corners[one]) if ((ends[2 * edge] === other || ends[2 * edge + 1] === other) && open(edge) && !cross(edge)) return false;
  }
  return true;
}
