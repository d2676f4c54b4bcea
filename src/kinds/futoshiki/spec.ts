// The Futoshiki kind as a GridSpec: the Puzzle Team task and the text form, checker, pictures (the
// signs drawn between the cells) and the backtracking oracle. The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import type { Board } from '../common/board.ts';
import { boardSvgWithLabels, numberBoard } from '../common/number-board.ts';
import { numberPlay } from '../common/number-rules.ts';
import { futoshikiChecks } from './check.ts';
import { futoshikiForms, toFutoshikiText, type Futoshiki } from './format.ts';

const board = (p: Futoshiki, grid: PartialGrid<number> | null): Board => numberBoard('Futoshiki', p, grid);

/** The text form with the numbers filled in: the signs stay between the cells. */
function renderText(p: Futoshiki, grid: PartialGrid<number> | null): string {
  const filled = { ...p, givens: p.givens.map((line, row) => line.map((given, col) => given ?? grid?.[row][col] ?? null)) };
  return toFutoshikiText(filled).replace(/^kind: futoshiki\n/, '');
}

function renderSvg(p: Futoshiki, grid: PartialGrid<number> | null): string {
  // A sign on the side between its two cells, its point at the smaller.
  const labels = p.signs.map(({ less, more }) => {
    const across = less.row === more.row;
    const first = across ? (less.col < more.col ? less : more) : less.row < more.row ? less : more;
    const text = across ? (first === less ? '<' : '>') : first === less ? '∧' : '∨';
    return { at: first, dx: across ? 1 : 0.5, dy: across ? 0.5 : 1, text };
  });
  return boardSvgWithLabels(board(p, grid), labels, 14);
}

export const futoshikiSpec: GridRules<Futoshiki, number> = {
  id: 'futoshiki',
  idea: 'fill the grid with 1..n, each number once in every row and column, so that every inequality sign between neighbours holds',
  examples: ['puzzles/futoshiki/pt-7x7.txt'],
  ...futoshikiForms,
  ...futoshikiChecks,
  render: { text: renderText, svg: renderSvg },
  play: numberPlay(9),
  describe: (p) => `${p.width}x${p.height}`,
};
