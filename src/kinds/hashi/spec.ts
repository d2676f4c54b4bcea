// The Bridges kind as a GridSpec: formats, checker, pictures (bridges drawn between the islands'
// centres) and the backtracking oracle. The commands are gridKind's.
import { InputError } from '../../format/errors.ts';
import type { Point } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { checkHashi, hashiProblems } from './check.ts';
import { hashiUrlTypes, looksLikeHashi, parseHashi, toHashiTask, toHashiText, toHashiUrl, type Hashi, arms, isIsland, sitesOf } from './format.ts';
import { hashiLines } from './lines.ts';
import { numberClues } from '../common/clue-edit.ts';

/**
 * The board: islands as circles with their numbers, bridges as links from the islands whose
 * characters are known; in text (`symbols`), the sea cells show the bridge through them instead.
 */
function board(p: Hashi, grid: PartialGrid<string> | null, symbols = false): Board {
  const links =
    grid === null || symbols
      ? []
      : sitesOf(p).flatMap(({ from, to, side }) => {
          const symbol = grid[from.row][from.col];
          const count = symbol === undefined ? 0 : (arms(symbol, true)?.[side === 'E' ? 'east' : 'south'] ?? 0);
          return count > 0 ? [{ from, to, count }] : [];
        });
  const state = grid === null ? '' : grid.flat().includes(undefined) ? ', forced cells' : ', solved';
  return {
    name: 'Bridges',
    size: p,
    links,
    state,
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
  const reaches = (side: 'E' | 'S') => sitesOf(p).some((site) => site.side === side && site.from.row === cell.row && site.from.col === cell.col);
  return Array.from({ length: 9 }, (_, n) => n)
    .filter((n) => (reaches('E') || n < 3) && (reaches('S') || n % 3 === 0))
    .map(String);
}

/** A solution in the notation, rows by line or `/`; each cell one character. */
function parseCrossings(text: string, source: string, p: Hashi): string[][] {
  const rows = text
    .split(/\r?\n|\//)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (rows.length !== p.height) throw new InputError(source, `row ${rows.length}`, `expected ${p.height} rows, found ${rows.length}`);
  return rows.map((line, row) => {
    if (line.length !== p.width) throw new InputError(source, `row ${row + 1}`, `expected a row of ${p.width} cells, found ${line.length}`);
    return [...line].map((symbol, col) => {
      if (!arms(symbol, isIsland(p, { row, col })))
        throw new InputError(
          source,
          `row ${row + 1}, column ${col + 1}`,
          `expected ${isIsland(p, { row, col }) ? 'a digit 0-8 on an island' : 'one of . - = | H'}, found '${symbol}'`,
        );
      return symbol;
    });
  });
}

export const hashiSpec: GridRules<Hashi, string> = {
  id: 'hashi',
  idea: 'join the islands with bridges in line, one or two per pair, none crossing, each island with as many as its number, all in one network',
  examples: ['puzzles/hashi/janko-5x5.txt'],
  detect: looksLikeHashi,
  parse: (input) => parseHashi(input.text, input.source),
  puzzlinkTypes: hashiUrlTypes,
  verify: checkHashi,
  problems: hashiProblems,
  rows: (grid) => grid.map((line) => line.map((symbol) => symbol ?? '?').join('')),
  parseSolution: parseCrossings,
  render: {
    text: (puzzle, grid, options) => renderBoardText(board(puzzle, grid, true), options),
    svg: (puzzle, grid) => renderBoardSvg(board(puzzle, grid)),
  },
  // The editor: an island and its number of bridges, 1-8.
  edit: { cells: numberClues<Hashi, 'islands'>('islands', () => ({ from: 1, to: 8 })) },
  formats: { text: toHashiText, puzzleteam: toHashiTask, puzzlink: toHashiUrl },
  oracle: (puzzle, limit) =>
    backtrack(
      puzzle,
      { values: (cell) => values(puzzle, cell), broken: (grid) => hashiProblems(puzzle, grid).length > 0, verify: (grid) => checkHashi(puzzle, grid) },
      limit,
    ),
  play: {
    values: [...'-=|H'].map((symbol) => ({
      value: symbol,
      name: { '-': 'one across', '=': 'two across', '|': 'one down', H: 'two down' }[symbol] ?? symbol,
      draw: { as: 'text' as const },
    })),
    layout: (puzzle) => boardLayout({ size: puzzle }),
    // The page draws bridges from island to island; the characters are written from them.
    lines: hashiLines,
  },
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
