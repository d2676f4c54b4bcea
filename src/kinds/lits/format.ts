// LITS (puzzle-lits.com): shade one tetromino in every region so that tetrominoes of the same shape
// never share an edge across a region border, no 2x2 block is shaded, and all shaded cells form
// one orthogonally connected group. The shapes are L, I, T and S (the square O is not one of them),
// rotations and mirror images counting as the same shape.
//
// The structure every encoding, the checker and the oracle share is computed here in plain
// TypeScript on the grid vocabulary: the tetromino shapes, and every way to place one inside a region.
//
// LITS files: the Puzzle Team task (n² comma-separated region ids, also pasted as
// `var task = '...'`), and a text form with a `kind: lits` header that draws the regions as a grid
// of letters, or of whitespace-separated ids when there are more regions than letters.
import { type Point, TETROMINOES, type Polyomino, orientations, placements as laid, regionPoints, shapeKey } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { REGION_LETTERS, kindHeader, regionLetterRows, readRegionTask, regionLabel, regionTaskShape, renumber, kindLines } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';
import { isLitsUrl } from './puzzlink.ts';

export interface Lits {
  width: number;
  height: number;
  /** The region of each cell, `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** A tetromino's shape, by the letter the solutions write it with. */
export type Shape = 'L' | 'I' | 'T' | 'S';
export const SHAPES: readonly Shape[] = ['L', 'I', 'T', 'S'];

/** A solved cell: the letter of the tetromino that shades it, or `.` when it is not shaded. */
export type LitsCell = Shape | '.';
export type LitsGrid = LitsCell[][];

/** One way to shade a tetromino: its shape and its four cells, in reading order. */
export interface Placement {
  shape: Shape;
  cells: Point[];
}

/** Every orientation of every shape (18 in all: L 8, I 2, T 4, S 4): mirror images are the same shape. */
const ORIENTATIONS: Record<Shape, Polyomino[]> = {
  L: orientations(TETROMINOES.L),
  I: orientations(TETROMINOES.I),
  T: orientations(TETROMINOES.T),
  S: orientations(TETROMINOES.S),
};
const SHAPE_OF_KEY = new Map(SHAPES.flatMap((shape) => ORIENTATIONS[shape].map((cells) => [shapeKey(cells), shape] as const)));

/** The shape of four cells, or undefined when they are no L, I, T or S (in pieces, a square, ...). */
export function shapeOf(cells: Point[]): Shape | undefined {
  return cells.length === 4 ? SHAPE_OF_KEY.get(shapeKey(cells)) : undefined;
}

/** Each region's cells, by region id, in reading order. */
export const regionCells = (p: Lits): Point[][] => regionPoints(p.regions);

/** Every tetromino that fits inside the region, in a fixed order (shape, orientation, first cell). */
export function placements(region: Point[]): Placement[] {
  return SHAPES.flatMap((shape) => laid(ORIENTATIONS[shape], region).map((cells) => ({ shape, cells })));
}

/** The largest grid side read: a 100x100 LITS is twice the site's largest (50x50, monthly). */
export const LITS_MAX_SIDE = 100;

function refuseSize(width: number, height: number, source: string, where: string) {
  if (width > LITS_MAX_SIDE || height > LITS_MAX_SIDE) {
    throw new InputError(source, where, `a ${width}x${height} LITS is past the limit of ${LITS_MAX_SIDE}x${LITS_MAX_SIDE} (the site's largest is 50x50)`);
  }
}

/** Reads the n² comma-separated region ids of a task, row by row. */
export function parseLitsTask(text: string, source: string): Lits {
  const { size, regions } = readRegionTask(text, source, '1,1,1,1,2,2,2,2,...', (side) => refuseSize(side, side, source, 'task'));
  return { width: size, height: size, regions };
}

/**
 * ```
 * kind: lits
 * aabbbb        one line per row, a region letter per cell (spaces between them allowed);
 * aacccb        or, for more regions than letters, whitespace-separated ids: 1 1 2 2 2 2
 * ```
 * Region letters are a-z, A-Z, 0-9, then `!$%&*+<=>?@^~`; case matters. `#` starts a comment
 * line. The grid need not be square.
 */
export function parseLitsText(text: string, source: string): Lits {
  const [header, ...rows] = kindLines(text, source, 'lits');
  if (rows.length === 0) throw new InputError(source, `line ${header.number}`, 'expected the grid of region letters, one line per row');
  // Ids when the rows are whole numbers apart and one of them is longer than a letter; else every
  // character is a region letter (so `aabb` is four cells, and so is `a a b b`).
  const tokens = rows.map((line) => line.text.split(/\s+/));
  const byIds =
    tokens.some((line) => line.length > 1) && tokens.flat().every((token) => /^\d+$/.test(token)) && tokens.flat().some((token) => token.length > 1);
  const cells = rows.map((line) => {
    const start = line.raw.length - line.raw.trimStart().length;
    return [...line.text.matchAll(byIds ? /\S+/g : /\S/g)].map((found) => {
      const where = `line ${line.number}, column ${start + found.index + 1}`;
      if (!byIds && !REGION_LETTERS.includes(found[0]))
        throw new InputError(source, where, `expected a region letter (a-z, A-Z, 0-9 or ${REGION_LETTERS.slice(62)}), found '${found[0]}'`);
      return byIds ? regionLabel(found[0]) : found[0];
    });
  });
  const width = cells[0].length;
  cells.forEach((line, i) => {
    if (line.length !== width)
      throw new InputError(source, `line ${rows[i].number}`, `expected ${width} cells (as many as the first row), found ${line.length}`);
  });
  refuseSize(width, rows.length, source, `line ${rows[0].number}`);
  return { width, height: rows.length, regions: renumber(cells) };
}

export function parseLits(text: string, source: string): Lits {
  return kindHeader(text) !== undefined ? parseLitsText(text, source) : parseLitsTask(text, source);
}

export function toLitsText(p: Lits): string {
  const count = Math.max(-1, ...p.regions.flat()) + 1;
  if (count <= REGION_LETTERS.length) return `kind: lits\n${regionLetterRows(p.regions).join('\n')}\n`;
  const width = String(count).length;
  return `kind: lits\n${p.regions.map((line) => line.map((region) => String(region + 1).padStart(width)).join(' ')).join('\n')}\n`;
}

/** The task string: square grids only, as on the site. */
export function toLitsTask(p: Lits): string {
  if (p.width !== p.height) throw new UsageError(`a task string holds square grids only, and this LITS is ${p.width}x${p.height}; --to text keeps it`);
  // Read back, it would be taken for a Star Battle (see looksLikeLits); the site's LITS never are.
  if (new Set(p.regions.flat()).size === p.width)
    throw new UsageError(
      `this ${p.width}x${p.width} LITS has ${p.width} regions, and a task string naming n regions is read as a Star Battle; --to text keeps it`,
    );
  return `${p.regions
    .flat()
    .map((region) => region + 1)
    .join(',')}\n`;
}

/**
 * A `kind: lits` text, or a task (bare or pasted) of n² comma-separated ids naming other than n
 * regions: a Star Battle task has the same shape with exactly n (one star count per row and per
 * region), while a LITS region holds a tetromino and more, so an n x n LITS has up to n² / 4.
 */
export function looksLikeLits(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'lits';
  const shape = regionTaskShape(text);
  return shape !== undefined && shape.regions !== shape.size;
}

/** Warnings worth saying before solving: a region too small for a tetromino leaves no solution. */
export function litsWarnings(p: Lits): string[] {
  const sizes = new Map<number, number>();
  for (const region of p.regions.flat()) sizes.set(region, (sizes.get(region) ?? 0) + 1);
  const small = [...sizes].filter(([, cells]) => cells < 4).map(([region]) => region + 1);
  return small.length === 0
    ? []
    : [
        `region${small.length === 1 ? '' : 's'} ${small.slice(0, 5).join(', ')}${small.length > 5 ? ', ...' : ''} hold${small.length === 1 ? 's' : ''} fewer than 4 cells: no tetromino fits, so there is no solution`,
      ];
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: (text) => looksLikeLits(text) || isLitsUrl(text),
};
