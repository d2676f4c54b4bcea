// The board picture of a number grid (Sudoku's siblings): givens bold, found numbers plain, and
// optional marks on cell sides (Futoshiki's signs) or in cell corners (Killer's sums, Kakuro's
// clues) added over common/board.ts's SVG.
import type { PartialGrid } from '../../kind/cells.ts';
import type { Point, Size } from '../../dsl/grid/index.ts';
import { type Board, boardLayout, renderBoardSvg } from './board.ts';
import { pictureState, svgLabels } from './draw.ts';

/** What a number cell shows: its given (bold) or its found number. */
export function numberCell(givens: (number | null)[][], grid: PartialGrid<number> | null) {
  return ({ row, col }: Point) => {
    const given = givens[row][col];
    if (given !== null) return { text: String(given), given: true };
    const value = grid?.[row][col];
    return value === undefined || value === 0 ? undefined : { text: String(value) };
  };
}

/** The board's SVG with labels over it: `at` a cell, offset in cell units from its top-left corner (0.5, 0.5: the centre); bold unless told. */
export function boardSvgWithLabels(board: Board, labels: { at: Point; dx: number; dy: number; text: string }[], size: number, bold = true): string {
  const svg = renderBoardSvg(board);
  if (labels.length === 0) return svg;
  const { left, top, cell } = boardLayout(board);
  const placed = labels.map(({ at, dx, dy, text }) => ({ x: left + (at.col + dx) * cell, y: top + (at.row + dy) * cell, text }));
  return svg.replace(/<\/svg>\s*$/, `${svgLabels(placed, { size, fill: '#1a1a1a', bold })}\n</svg>\n`);
}

/** The board of a number grid: its givens bold and found numbers plain (numberCell); `more` adds its regions or outside clues. */
export const numberBoard = (
  name: string,
  p: Size & { givens: (number | null)[][] },
  grid: PartialGrid<number> | null,
  more: Pick<Board, 'regions' | 'clues'> = {},
): Board => ({ name, size: p, ...more, state: pictureState(grid), cell: numberCell(p.givens, grid) });
