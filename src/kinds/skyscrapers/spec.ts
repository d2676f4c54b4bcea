// The Skyscrapers kind as a GridSpec: formats, checker, pictures (clues around the grid) and the
// oracle (its own search, check.ts). The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { numbersOutside } from '../common/outside-numbers.ts';
import { numberBoard } from '../common/number-board.ts';
import { numberAnswers, numberPlay } from '../common/number-rules.ts';
import { bruteForceSkyscrapers, checkSkyscrapers, skyscrapersProblems } from './check.ts';
import { PLACES, SIDES, skyscrapersForms, type Skyscrapers } from './format.ts';
import { keepEndClues } from '../common/kept-clues.ts';
import { numberClues, outsideClues } from '../common/clue-edit.ts';

const board = (p: Skyscrapers, grid: PartialGrid<number> | null): Board => numberBoard('Skyscrapers', p, grid, { clues: numbersOutside(p) });

export const skyscrapersSpec: GridRules<Skyscrapers, number> = {
  id: 'skyscrapers',
  idea: 'fill the grid with heights 1..n, each once in every row and column, so that each clue counts the buildings seen from it (taller ones hide lower ones)',
  examples: ['puzzles/skyscrapers/janko-6x6.txt'],
  ...skyscrapersForms,
  verify: checkSkyscrapers,
  problems: skyscrapersProblems,
  // The answer: heights 1 to n; play offers the keys 1 to 9.
  ...numberAnswers<Skyscrapers>((p) => p.width),
  play: { ...numberPlay(9), layout: (p) => boardLayout({ size: p, clues: numbersOutside(p) }) },
  // The editor places the given heights and sets the clues on all four sides.
  edit: {
    cells: numberClues<Skyscrapers, 'givens'>('givens', (p) => ({ from: 1, to: p.width })),
    outside: outsideClues<Skyscrapers>({ top: 'top', bottom: 'bottom', left: 'left', right: 'right' }, true, (p) => ({ from: 1, to: p.width })),
  },
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  oracle: bruteForceSkyscrapers,
  keepClues: (p, kept) => ({ ...p, ...Object.fromEntries(SIDES.map((side) => [side, keepEndClues(p[side], kept, PLACES[side].line, PLACES[side].end)])) }),
  describe: (p) => `${p.width}x${p.height}`,
};
