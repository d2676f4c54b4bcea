// The Galaxies kind as a GridSpec: the text form, checker, pictures (galaxies as regions, the
// dots drawn over the board) and the backtracking oracle. The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { checkedBy } from '../common/checking.ts';
import { cutAnswer, cutBoard } from '../common/cutting.ts';
import { checkGalaxies, galaxiesProblems } from './check.ts';
import { pointName } from '../../dsl/grid/index.ts';
import { type Dot, type Galaxies, dotCells, galaxiesForms, mayHold } from './format.ts';

/** In text, the cell a dot is anchored at shows where on it the dot lies: centre, right side, bottom side, bottom right corner. */
const MARKS = ['o', '>', 'v', '+'];

function board(p: Galaxies, grid: PartialGrid<number> | null) {
  const anchored = new Map(p.dots.map(({ y, x }) => [`${Math.floor(y / 2)},${Math.floor(x / 2)}`, MARKS[(y % 2) * 2 + (x % 2)]]));
  return cutBoard('Galaxies', p, grid, ({ row, col }) => anchored.get(`${row},${col}`));
}

/** The board's picture with the dots drawn where they lie (the board draws no dots between cells). */
function picture(p: Galaxies, grid: PartialGrid<number> | null): string {
  const plain = renderBoardSvg(cutBoard('Galaxies', p, grid, () => undefined));
  const { left, top, cell } = boardLayout({ size: p });
  const dots = p.dots.map(
    ({ y, x }) =>
      `<circle cx="${left + (x / 2 + 0.5) * cell}" cy="${top + (y / 2 + 0.5) * cell}" r="${cell * 0.18}" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>`,
  );
  return plain.replace(/<\/svg>\s*$/, `<g>${dots.join('')}</g>\n</svg>\n`);
}

/** Where a dot is, as cells are named: at (2,3), or between (2,3) and (2,4). */
const dotName = (dot: Dot) => {
  const cells = dotCells(dot).map(pointName);
  return cells.length === 1 ? `at ${cells[0]}` : `between ${cells.join(', ')}`;
};

export const galaxiesSpec: GridRules<Galaxies, number> = {
  id: 'galaxies',
  idea: 'cut the grid into galaxies, each with one dot at its centre of half-turn symmetry (answer: each cell the number of its dot, 1.. in reading order)',
  examples: ['puzzles/galaxies/janko-7x7.txt'],
  ...galaxiesForms,
  // The oracle tries in a cell the galaxies that may hold it.
  ...checkedBy(
    { verify: checkGalaxies, problems: galaxiesProblems },
    (puzzle) => (cell) => puzzle.dots.flatMap((dot, i) => (mayHold(puzzle, dot, cell) ? [i + 1] : [])),
  ),
  render: { text: (puzzle, grid, options) => renderBoardText(board(puzzle, grid), options), svg: picture },
  // Played by drawing the galaxies' borders; a piece with one dot is that dot's.
  ...cutAnswer("a dot's", (puzzle: Galaxies) => puzzle.dots.map((dot) => ({ name: `the dot ${dotName(dot)}`, cells: dotCells(dot) }))),
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
