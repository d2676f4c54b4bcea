// Star Battle (puzzle-star-battle.com): place k stars in every row, every column and every region
// of a square grid, no two stars touching, not even diagonally.
//
// Star Battle files: the Puzzle Team task (n² region ids, also pasted as `var task = '...'`, whose
// page may carry `stars: k`) and a text form with a `kind: starbattle` header. The star count
// comes from the file, the --stars setting, or the site's rule by size, in that order.
import { type Point, type Size, pointKey, regionCount as count, regionPoints, squaresAt } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { REGION_LETTERS, kindHeader, regionLetterRows, pageSetting, readRegionTask, regionTaskShape, renumber, wholeClue, kindLines } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';
import { isStarBattleUrl } from './puzzlink.ts';

export interface StarBattle {
  /** The grid is size x size. */
  size: number;
  /** Stars in every row, column and region. */
  stars: number;
  /** The region of each cell, `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** `star[row][col]`. Row 0 is the top. */
export type Stars = boolean[][];

/**
 * The star count of the site's puzzles by size: a task string does not carry it, so it is read
 * from here when nothing else gives it.
 */
export const SITE_STARS: Readonly<Record<number, number>> = { 5: 1, 6: 1, 8: 1, 10: 2, 14: 3 };

/** The grid's extent, square. */
export const square = (size: number): Size => ({ width: size, height: size });

/** The number of regions (ids are 0 .. count - 1). */
export const regionCount = (p: StarBattle) => count(p.regions);

/** Each region's cells, by region id. */
export const regionCells = (p: StarBattle) => regionPoints(p.regions);

/**
 * The two ways to cut a line of n cells into pieces of two (and one left over): from the start,
 * or after the first cell. Across two adjacent lines each piece spans a 2x2 window at most.
 */
export function lineCuts(size: number): number[][][] {
  const pieces = (offset: number) => {
    const cut = offset === 1 ? [[0]] : [];
    for (let start = offset; start < size; start += 2) cut.push(start + 1 < size ? [start, start + 1] : [start]);
    return cut;
  };
  return size > 1 ? [pieces(0), pieces(1)] : [pieces(0)];
}

/** A region's cells cut greedily into pieces that each fit in a 2x2 window, in reading order. */
export function regionPieces(cells: Point[]): Point[][] {
  const left = new Set(cells.map(pointKey));
  const pieces: Point[][] = [];
  for (const cell of cells) {
    if (!left.has(pointKey(cell))) continue;
    // Of the four windows around the cell, the one that takes most of what is left.
    const options = squaresAt(cell).map((window) => window.filter((other) => left.has(pointKey(other))));
    const piece = options.reduce((best, option) => (option.length > best.length ? option : best));
    for (const other of piece) left.delete(pointKey(other));
    pieces.push(piece);
  }
  return pieces;
}

/**
 * The star count: the one the file states must agree with --stars; without either, the site's
 * rule for the size; without that, the user is asked for --stars.
 */
export function starCount(stated: { value: string; where: string } | undefined, settings: Record<string, string>, size: number, source: string): number {
  const flag = settings.stars;
  const given = flag === undefined ? undefined : wholeClue(flag, '--stars', 'value', 'a star count');
  const inFile = stated && wholeClue(stated.value, source, stated.where, 'a star count');
  if (given !== undefined && inFile !== undefined && given !== inFile) throw new UsageError(`${source} says ${inFile} stars, --stars says ${given}`);
  const stars = given ?? inFile ?? SITE_STARS[size];
  if (stars === undefined) {
    throw new InputError(
      source,
      'stars',
      `a ${size}x${size} Star Battle has no site rule for its star count (5, 6, 8: 1; 10: 2; 14: 3): pass --stars K (or use the text form with a 'stars:' line)`,
    );
  }
  if (stars < 1) {
    const atLeastOne = 'expected at least 1 star per row, column and region';
    if (given !== undefined) throw new InputError('--stars', 'value', atLeastOne);
    // Else the file's 'stars:' line said so: the site's counts are all at least 1.
    throw new InputError(source, stated?.where ?? 'stars', atLeastOne);
  }
  return stars;
}

/** Reads the n² comma-separated region ids of a task, row by row. */
export function parseStarBattleTask(text: string, source: string, settings: Record<string, string> = {}): StarBattle {
  const { size, regions } = readRegionTask(text, source, '1,1,2,1,2,2,3,3,2');
  const stated = pageSetting(text, 'stars');
  return { size, stars: starCount(stated === undefined ? undefined : { value: stated, where: 'stars' }, settings, size, source), regions };
}

/**
 * ```
 * kind: starbattle
 * stars: 2          (optional: else --stars, else the site's rule by size)
 * aabbbccccc        one line per row, a region letter per cell (spaces between them allowed)
 * ...
 * ```
 * Region letters are a-z, A-Z, 0-9, then `!$%&*+<=>?@^~`; case matters. `#` starts a comment line.
 */
export function parseStarBattleText(text: string, source: string, settings: Record<string, string> = {}): StarBattle {
  const [header, ...lines] = kindLines(text, source, 'starbattle');
  const starsLine = lines[0] && /^stars\s*:\s*(.*)$/i.exec(lines[0].text);
  const stated = starsLine ? { value: starsLine[1], where: `line ${lines[0].number}` } : undefined;
  const rows = starsLine ? lines.slice(1) : lines;
  if (rows.length === 0) throw new InputError(source, `line ${(lines.at(-1) ?? header).number}`, 'expected the grid of region letters, one line per row');
  const letters = rows.map((line) => {
    const start = line.raw.length - line.raw.trimStart().length;
    const cells = [...line.text.matchAll(/\S/g)].map((found) => {
      if (!REGION_LETTERS.includes(found[0])) {
        const hint = /^\w+\s*:/.test(line.text) ? " (settings such as 'stars:' go right after the kind line)" : '';
        throw new InputError(
          source,
          `line ${line.number}, column ${start + found.index + 1}`,
          `expected a region letter (a-z, A-Z, 0-9 or ${REGION_LETTERS.slice(62)}), found '${found[0]}'${hint}`,
        );
      }
      return found[0];
    });
    if (cells.length !== rows.length)
      throw new InputError(source, `line ${line.number}`, `expected ${rows.length} region letters (the grid is square: one per row), found ${cells.length}`);
    return cells;
  });
  return { size: rows.length, stars: starCount(stated, settings, rows.length, source), regions: renumber(letters) };
}

export function parseStarBattle(text: string, source: string, settings: Record<string, string> = {}): StarBattle {
  return kindHeader(text) !== undefined ? parseStarBattleText(text, source, settings) : parseStarBattleTask(text, source, settings);
}

export function toStarBattleText(p: StarBattle): string {
  if (regionCount(p) > REGION_LETTERS.length)
    throw new UsageError(`this puzzle has more than ${REGION_LETTERS.length} regions, too many for the text form; use the task string`);
  return `kind: starbattle\nstars: ${p.stars}\n${regionLetterRows(p.regions).join('\n')}\n`;
}

/** The task string; it has no place for the star count, which is then read from the size. */
export function toStarBattleTask(p: StarBattle): string {
  if (SITE_STARS[p.size] !== p.stars) {
    const read = SITE_STARS[p.size] === undefined ? 'it would need --stars' : `it is read as ${SITE_STARS[p.size]}`;
    throw new UsageError(`a task string cannot carry the star count ${p.stars} of a ${p.size}x${p.size} (${read}); --to text keeps it`);
  }
  return `${p.regions
    .flat()
    .map((region) => region + 1)
    .join(',')}\n`;
}

/**
 * A `kind: starbattle` text, or a task (bare or pasted) of n² comma-separated ids naming exactly
 * n regions, as a Star Battle has (k stars in each of n rows and k in each region). LITS tasks
 * have the same shape but more regions than rows.
 */
export function looksLikeStarBattle(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'starbattle';
  const shape = regionTaskShape(text);
  return shape !== undefined && shape.regions === shape.size;
}

/** A region count other than n leaves no solution; worth saying before solving. */
export function starBattleWarnings(p: StarBattle): string[] {
  const count = regionCount(p);
  return count === p.size
    ? []
    : [
        `a ${p.size}x${p.size} Star Battle needs ${p.size} regions (${p.stars} stars in each of ${p.size} rows, and ${p.stars} in each region), found ${count}: no grid can meet that`,
      ];
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: (text) => looksLikeStarBattle(text) || isStarBattleUrl(text),
};
