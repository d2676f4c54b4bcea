// The pictures of a kind drawn as one board (common/board.ts) in text and in SVG alike.
import type { Cell, PartialGrid } from '../../kind/cells.ts';
import { type Board, renderBoardSvg, renderBoardText } from './board.ts';

/** `render` of a kind whose picture is `board(puzzle, grid)`: the same board as text and as SVG. */
export const boardPictures = <P, C extends Cell>(board: (puzzle: P, grid: PartialGrid<C> | null) => Board) => ({
  text: (puzzle: P, grid: PartialGrid<C> | null, options: { colour: boolean }) => renderBoardText(board(puzzle, grid), options),
  svg: (puzzle: P, grid: PartialGrid<C> | null) => renderBoardSvg(board(puzzle, grid)),
});
