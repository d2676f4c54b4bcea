// The Skyscrapers kind as a GridSpec: formats, checker, pictures (clues around the grid) and the
// backtracking oracle. The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { numberCell } from '../common/number-board.ts';
import { numberRows, readAnswerGrid } from '../common/numbers.ts';
import { bruteForceSkyscrapers } from './brute.ts';
import { checkSkyscrapers, skyscrapersProblems } from './check.ts';
import { skyscrapersForms, type Skyscrapers } from './format.ts';
import { keepEndClues } from '../common/kept-clues.ts';
import { numberClues, outsideClues } from '../common/clue-edit.ts';

const outside = (clues: (number | null)[]) => clues.map((clue) => (clue === null ? [] : [String(clue)]));
const clues = (p: Skyscrapers) => ({ top: outside(p.top), bottom: outside(p.bottom), left: outside(p.left), right: outside(p.right) });
const board = (p: Skyscrapers, grid: PartialGrid<number> | null): Board => ({
  name: 'Skyscrapers',
  size: p,
  clues: clues(p),
  state: pictureState(grid),
  cell: numberCell(p.givens, grid),
});

export const skyscrapersSpec: GridRules<Skyscrapers, number> = {
  id: 'skyscrapers',
  idea: 'fill the grid with heights 1..n, each once in every row and column, so that each clue counts the buildings seen from it (taller ones hide lower ones)',
  examples: ['puzzles/skyscrapers/janko-6x6.txt'],
  ...skyscrapersForms,
  verify: checkSkyscrapers,
  problems: skyscrapersProblems,
  rows: (grid) => numberRows(grid),
  parseSolution: (text, source, p) => readAnswerGrid(text, source, p, [1, p.width]),
  // The editor places the given heights and sets the clues on all four sides.
  edit: {
    cells: numberClues<Skyscrapers, 'givens'>('givens', (p) => ({ from: 1, to: p.width })),
    outside: outsideClues<Skyscrapers>({ top: 'top', bottom: 'bottom', left: 'left', right: 'right' }, true, (p) => ({ from: 1, to: p.width })),
  },
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  play: {
    values: Array.from({ length: 9 }, (_, i) => ({ value: i + 1, name: String(i + 1), draw: { as: 'text' as const } })),
    layout: (p) => boardLayout({ size: p, clues: clues(p) }),
  },
  oracle: bruteForceSkyscrapers,
  keepClues: (p, kept) => ({
    ...p,
    top: keepEndClues(p.top, kept, 'column', 'start'),
    bottom: keepEndClues(p.bottom, kept, 'column', 'end'),
    left: keepEndClues(p.left, kept, 'row', 'start'),
    right: keepEndClues(p.right, kept, 'row', 'end'),
  }),
  describe: (p) => `${p.width}x${p.height}`,
};
