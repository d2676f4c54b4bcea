// The Galaxies kind as a GridSpec: the text form, checker, pictures (galaxies as regions, the
// dots drawn over the board) and the backtracking oracle. The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { checkGalaxies, galaxiesProblems } from './check.ts';
import { pointName } from '../../dsl/grid/index.ts';
import { cutLines } from '../common/cut-lines.ts';
import { galaxiesUrlTypes, looksLikeGalaxies, parseGalaxiesAny, toGalaxiesTask, toGalaxiesText, toGalaxiesUrl, type Galaxies, mayHold } from './format.ts';

import { cuttingRows, readCutting } from '../common/numbers.ts';

/** In text, the cell a dot is anchored at shows where on it the dot lies: centre, right side, bottom side, bottom right corner. */
const MARKS = ['o', '>', 'v', '+'];

function board(p: Galaxies, grid: PartialGrid<number> | null): Board {
  const regions = grid === null ? undefined : grid.map((line, row) => line.map((value, col) => value ?? -1 - (row * p.width + col)));
  const anchored = new Map(p.dots.map(({ y, x }) => [`${Math.floor(y / 2)},${Math.floor(x / 2)}`, MARKS[(y % 2) * 2 + (x % 2)]]));
  const state = grid === null ? '' : grid.flat().includes(undefined) ? ', forced cells' : ', solved';
  return {
    name: 'Galaxies',
    size: p,
    regions,
    state,
    cell: ({ row, col }) => {
      const mark = anchored.get(`${row},${col}`);
      const undecided = grid !== null && grid[row][col] === undefined;
      return mark === undefined && !undecided ? undefined : { text: mark, given: true, fill: undecided ? 'grey' : undefined };
    },
  };
}

/** The board's picture with the dots drawn where they lie (the board draws no dots between cells). */
function picture(p: Galaxies, grid: PartialGrid<number> | null): string {
  const plain = renderBoardSvg({ ...board(p, grid), cell: (cell) => (grid !== null && grid[cell.row][cell.col] === undefined ? { fill: 'grey' } : undefined) });
  const { left, top, cell } = boardLayout({ size: p });
  const dots = p.dots.map(
    ({ y, x }) =>
      `<circle cx="${left + (x / 2 + 0.5) * cell}" cy="${top + (y / 2 + 0.5) * cell}" r="${cell * 0.18}" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>`,
  );
  return plain.replace(/<\/svg>\s*$/, `<g>${dots.join('')}</g>\n</svg>\n`);
}

export const galaxiesSpec: GridRules<Galaxies, number> = {
  id: 'galaxies',
  idea: 'cut the grid into galaxies, each with one dot at its centre of half-turn symmetry (answer: each cell the number of its dot, 1.. in reading order)',
  examples: ['puzzles/galaxies/janko-7x7.txt'],
  detect: looksLikeGalaxies,
  puzzlinkTypes: galaxiesUrlTypes,
  parse: (input) => parseGalaxiesAny(input.text, input.source),
  verify: checkGalaxies,
  problems: galaxiesProblems,
  rows: cuttingRows,
  parseSolution: (text, source, puzzle) => readCutting(text, source, puzzle, "a dot's"),
  render: { text: (puzzle, grid, options) => renderBoardText(board(puzzle, grid), options), svg: picture },
  formats: { text: toGalaxiesText, puzzleteam: toGalaxiesTask, puzzlink: toGalaxiesUrl },
  oracle: (puzzle, limit) =>
    backtrack(
      puzzle,
      {
        values: (cell) => puzzle.dots.flatMap((dot, i) => (mayHold(puzzle, dot, cell) ? [i + 1] : [])),
        broken: (grid) => galaxiesProblems(puzzle, grid).length > 0,
        verify: (grid) => checkGalaxies(puzzle, grid),
      },
      limit,
    ),
  // Played by drawing the galaxies' borders; a piece with one dot is that dot's.
  play: {
    values: [],
    layout: (puzzle) => boardLayout({ size: puzzle }),
    lines: cutLines((puzzle) => puzzle.dots.map((dot) => ({ name: `the dot ${dotName(dot)}`, cells: dotCells(dot) }))),
  },
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};

/** The cells a dot lies in: its cell, the two it lies between, or the four around its corner. */
const dotCells = ({ y, x }: { y: number; x: number }) =>
  [...new Set([Math.floor(y / 2), Math.ceil(y / 2)])].flatMap((row) => [...new Set([Math.floor(x / 2), Math.ceil(x / 2)])].map((col) => ({ row, col })));

/** Where a dot is, as cells are named: at (2,3), or between (2,3) and (2,4). */
const dotName = (dot: { y: number; x: number }) => {
  const cells = dotCells(dot).map(pointName);
  return cells.length === 1 ? `at ${cells[0]}` : `between ${cells.join(', ')}`;
};
