// What the kinds that cut the grid into numbered pieces around clues (Shikaku's rectangles,
// Galaxies' galaxies) say alike: the answer (each cell its piece's number) read, written and
// played by drawing the cuts; the board with the pieces as regions; and each piece's cells.
import { type Point, type Size, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { type Board, boardLayout } from './board.ts';
import { type CutClue, cutLines } from './cut-lines.ts';
import { pictureState } from './draw.ts';
import { cuttingRows, readCutting } from './numbers.ts';

/**
 * The answer in the notation (`what` names a piece's number in messages: "a clue's"), and play by
 * drawing the pieces' sides, where a piece around one of `clues` is that clue's.
 */
export function cutAnswer<P extends Size>(what: string, clues: (puzzle: P) => CutClue[]): Pick<GridRules<P, number>, 'rows' | 'parseSolution' | 'play'> {
  return {
    rows: cuttingRows,
    parseSolution: (text, source, puzzle) => readCutting(text, source, puzzle, what),
    play: { values: [], layout: (puzzle) => boardLayout({ size: puzzle }), lines: cutLines(clues) },
  };
}

/**
 * The board of a cutting: the pieces found as regions (an undecided cell a region of its own, in
 * grey) and `given(cell)`, the clue a cell shows, if any.
 */
export function cutBoard(name: string, size: Size, grid: PartialGrid<number> | null, given: (cell: Point) => string | undefined): Board {
  return {
    name,
    size,
    regions: grid === null ? undefined : grid.map((line, row) => line.map((value, col) => value ?? -1 - (row * size.width + col))),
    state: pictureState(grid),
    cell: (cell) => {
      const text = given(cell);
      const undecided = grid !== null && grid[cell.row][cell.col] === undefined;
      return text === undefined && !undecided ? undefined : { text, given: true, fill: undecided ? 'grey' : undefined };
    },
  };
}

/** The cells of pieces 1..count in reading order, gathered in one pass over the grid (not one per piece: a 30x30 has over a hundred). */
export function piecesOf(size: Size, grid: PartialGrid<number>, count: number): Point[][] {
  const pieces = Array.from({ length: count }, (): Point[] => []);
  for (const cell of points(size)) {
    const piece = grid[cell.row][cell.col];
    if (piece !== undefined) pieces[piece - 1].push(cell);
  }
  return pieces;
}
