// The Binairo kind as a GridSpec: formats (task, snippet, text form), checker, pictures (white and
// black circles, the given ones bold), generator and oracle.
import { InputError } from '../../errors.ts';
import type { GridRules } from '../../kind/grid.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { type Board, boardLayout } from '../common/board.ts';
import { boardPictures } from '../common/board-pictures.ts';
import { checkerOracle } from '../common/checking.ts';
import { pictureState } from '../common/draw.ts';
import { compactRows } from '../common/character-rows.ts';
import { type Binairo, type Digit, binairoForms, toBinairoTask, toBinairoText } from './format.ts';
import { checkBinairo, checkBinairoMarks } from './check.ts';
import { generateBinairo } from './generate.ts';
import { cellClues } from '../common/clue-edit.ts';

function board(p: Binairo, grid: PartialGrid<number> | null): Board {
  return {
    name: 'Binairo',
    size: p,
    state: pictureState(grid),
    cell: ({ row, col }) => {
      const given = p.givens[row][col];
      const digit = given ?? grid?.[row][col];
      if (digit === undefined || digit === null) return grid === null ? undefined : { fill: 'grey' };
      return { circle: digit === 1 ? 'black' : 'white', text: String(digit), given: given !== null };
    },
  };
}

/** A solution: a row of 0s and 1s per line (or rows split by `/`); spaces are ignored. */
function parseSolution(text: string, source: string, p: Binairo): number[][] {
  return compactRows(text, source, p.height).map((line, row) => {
    if (!/^[01]+$/.test(line) || line.length !== p.width) throw new InputError(source, `row ${row + 1}`, `expected ${p.width} digits 0 or 1, found '${line}'`);
    return [...line].map(Number);
  });
}

export const binairoSpec: GridRules<Binairo, number> = {
  id: 'binairo',
  idea: 'fill every cell with 0 or 1: as many of each in every row and column, never three equal ones in a row, no two rows or two columns alike',
  examples: ['puzzles/binairo/binairo-6x6.txt'],
  ...binairoForms,
  // The task first, as Binairo has always listed its forms (an unknown --to is told them in this order).
  formats: { puzzleteam: toBinairoTask, text: toBinairoText },
  verify: checkBinairo,
  problems: checkBinairoMarks,
  play: {
    values: [
      { value: 0, name: '0 (white)', draw: { as: 'text' } },
      { value: 1, name: '1 (black)', draw: { as: 'text' } },
    ],
    layout: (p) => boardLayout({ size: p }),
  },
  rows: (grid) => grid.map((line) => line.map((digit) => digit ?? '?').join('')),
  parseSolution,
  render: boardPictures(board),
  // The editor: a given 0 or 1.
  edit: {
    cells: cellClues<Binairo, 'givens', Digit | null>(
      'givens',
      [],
      (given) => (given === null ? '' : String(given)),
      (clue) => (clue === '' ? null : clue === '1' ? 1 : 0),
      () => ({ from: 0, to: 1 }),
    ),
  },
  generate: async (options, solving) => (await generateBinairo({ ...options, solving })).puzzle,
  // A given digit stays; any other cell may hold 0 or 1.
  oracle: checkerOracle({ verify: checkBinairo, problems: checkBinairoMarks }, (p) => ({ row, col }) => {
    const given = p.givens[row][col];
    return given === null ? [0, 1] : [given];
  }),
  describe: (p) => `${p.width}x${p.height}`,
};
