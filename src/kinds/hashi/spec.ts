// The Bridges kind as a GridSpec: formats, checker, pictures (bridges drawn between the islands'
// centres), play by drawing bridges and the backtracking oracle. The commands are gridKind's.
import { type Point, pointName, samePoint } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { checkedBy } from '../common/checking.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { armsOf } from '../common/lines.ts';
import { checkHashi, hashiProblems } from './check.ts';
import { type Hashi, arms, bridgesOf, crossingsOf, hashiForms, isIsland, islandsOf, sitesOf } from './format.ts';
import { answerRows, characterCells } from '../common/character-rows.ts';
import { numberClues } from '../common/clue-edit.ts';

/**
 * The board: islands as circles with their numbers, bridges as links from the islands whose
 * characters are known; in text (`symbols`), the sea cells show the bridge through them instead.
 */
function board(p: Hashi, grid: PartialGrid<string> | null, symbols = false): Board {
  return {
    name: 'Bridges',
    size: p,
    links: grid === null || symbols ? [] : bridgesOf(p, grid).filter((bridge) => bridge.count > 0),
    state: pictureState(grid),
    cell: ({ row, col }) => {
      const island = p.islands[row][col];
      if (island !== null) return { text: String(island), given: true, circle: 'white' };
      const symbol = grid?.[row][col];
      if (grid !== null && symbol === undefined) return { fill: 'grey' };
      return symbols && symbol !== '.' ? { text: symbol } : undefined;
    },
  };
}

/** What a cell may hold: on an island, the bridges east and south there is an island to meet; elsewhere any of the five. */
function values(p: Hashi, cell: Point): string[] {
  if (!isIsland(p, cell)) return ['.', '-', '=', '|', 'H'];
  const reaches = (side: 'E' | 'S') => sitesOf(p).some((site) => site.side === side && samePoint(site.from, cell));
  return [...'012345678'].filter((digit) => (reaches('E') || Number(digit) < 3) && (reaches('S') || Number(digit) % 3 === 0));
}

/** The bridges a sea cell may hold, by the names play shows. */
const BRIDGE_NAMES = { '-': 'one across', '=': 'two across', '|': 'one down', H: 'two down' };

export const hashiSpec: GridRules<Hashi, string> = {
  id: 'hashi',
  idea: 'join the islands with bridges in line, one or two per pair, none crossing, each island with as many as its number, all in one network',
  examples: ['puzzles/hashi/janko-5x5.txt'],
  ...hashiForms,
  ...checkedBy({ verify: checkHashi, problems: hashiProblems }, (puzzle) => (cell) => values(puzzle, cell)),
  rows: (grid) => grid.map((line) => line.map((symbol) => symbol ?? '?').join('')),
  // A solution in the notation, rows by line or `/`; each cell one character.
  parseSolution: (text, source, p) =>
    characterCells(
      answerRows(text, source, p.height),
      source,
      p.width,
      (symbol, cell): symbol is string => arms(symbol, isIsland(p, cell)) !== undefined,
      (cell) => (isIsland(p, cell) ? 'a digit 0-8 on an island' : 'one of . - = | H'),
    ),
  render: { text: (puzzle, grid, options) => renderBoardText(board(puzzle, grid, true), options), svg: (puzzle, grid) => renderBoardSvg(board(puzzle, grid)) },
  // The editor: an island and its number of bridges, 1-8.
  edit: { cells: numberClues<Hashi, 'islands'>('islands', () => ({ from: 1, to: 8 })) },
  play: {
    values: Object.entries(BRIDGE_NAMES).map(([value, name]) => ({ value, name, draw: { as: 'text' as const } })),
    layout: (puzzle) => boardLayout({ size: puzzle }),
    // Bridges played by drawing bridges from island to island (serve's play.lines): the answer's
    // characters are written from them, each island's digit from its bridges east and south, each sea
    // cell from the bridge over it. Two bridges over one cell cross, which no character can hold.
    lines: {
      through: 'centres',
      most: 2,
      // A sea cell no bridge is drawn over is open for a hint; one named by a hint is 'no bridge'.
      openWhereUntouched: true,
      valueName: (_, value) => (value === '.' ? 'no bridge' : value),
      ends: islandsOf,
      answer(puzzle, segments) {
        const arms = armsOf(segments);
        // Site by site (island by island in reading order, east before south): the order crossings are named in.
        const { grid, crossed } = crossingsOf(
          puzzle,
          sitesOf(puzzle).map((site) => ({ ...site, count: arms(site.from).get(site.side) ?? 0 })),
        );
        return { grid, problems: crossed.map((cell) => ({ rule: 'no crossing', message: `two bridges cross at ${pointName(cell)}`, cells: [cell] })) };
      },
    },
  },
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
