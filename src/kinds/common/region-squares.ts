// Latin squares with regions: an n x n grid of 1..n where no row, column or region holds a number
// twice, the regions being standard boxes (rows x cols cells) or irregular ones (a jigsaw). What
// the kinds built on such a square share: the boxes of a size, the groups their checkers hold to
// "no number twice", and the text form's givens, `boxes:` and `regions:`, read and written.
import { inRows, pointName, regionPoints, renumber } from '../../dsl/grid/index.ts';
import { InputError } from '../../errors.ts';
import { type CellToken, readGridRows } from './grid-text.ts';
import { type Group, latinLines } from './numbers.ts';
import { type Section, type Sections, readSections } from './sections.ts';
import { regionLabel, regionLetterRows, wholeClue } from './task.ts';

export interface Box {
  rows: number;
  cols: number;
}

export interface RegionSquare {
  width: number;
  height: number;
  /** The standard boxes (rows x cols of cells) the regions are, or null for a jigsaw. */
  box: Box | null;
  /** `regions[row][col]`: the box or jigsaw region, numbered 0.. by first appearance. */
  regions: number[][];
  /** The given numbers; null for an empty cell. */
  givens: (number | null)[][];
}

/** The largest side a square's text form or URL holds. */
export const MAX_SIDE = 36;
/** The largest side a Puzzle Team task holds: its givens are one digit each. */
export const LARGEST_TASK = 9;

/** The squarest boxes of rows x cols cells that tile an n x n grid (2x3 for 6), if any: none for a prime n. */
export function boxShape(n: number): Box | null {
  for (let rows = Math.floor(Math.sqrt(n)); rows > 1; rows--) if (n % rows === 0) return { rows, cols: n / rows };
  return null;
}

/** The region ids of boxes of that shape. */
export const boxRegions = (n: number, box: Box): number[][] =>
  Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => Math.floor(row / box.rows) * (n / box.cols) + Math.floor(col / box.cols)));

/** Boxes, and the squarest ones: what a task or a URL holds, and what the text form need not say. */
export const standardBoxes = (p: RegionSquare) => p.box !== null && p.box.rows === boxShape(p.width)?.rows;

/** A square of boxes (the squarest unless told) from its givens; refuses a side without boxes. */
export function boxedSquare(givens: (number | null)[][], source: string, box = boxShape(givens.length)): RegionSquare {
  const n = givens.length;
  if (!box) throw new InputError(source, 'size', `a ${n}x${n} grid has no boxes (${n} is prime): a jigsaw needs its regions, in the text form`);
  return { width: n, height: n, box, regions: boxRegions(n, box), givens };
}

/** The rows, columns and regions: each holds no number twice. */
export const regionSquareGroups = (p: RegionSquare): Group[] => [
  ...latinLines(p.width),
  ...regionPoints(p.regions).map((cells, i) => ({ rule: p.box ? 'boxes' : 'regions', name: `${p.box ? 'box' : 'region'} ${i + 1}`, cells })),
];

// ------------------------------------------------------------------------------ the text form

/**
 * ```
 * kind: <kind>
 * boxes: 2x3        optional: the boxes' rows x columns (default: the squarest, 3x3 for 9)
 * 53..7....         the givens, a row per line, '.' empty (numbers apart when n > 9)
 * regions:          jigsaw: instead of boxes, a region letter per cell (or ids apart)
 * aaabbbccc ...
 * ```
 * then the kind's own sections: `grids` (a row per line, which may also say the size when the
 * givens are left out) and `others`. `#` starts a comment line.
 */
export function readRegionSquareText(
  text: string,
  source: string,
  kind: string,
  own: { grids: readonly string[]; others: readonly string[] },
): { square: RegionSquare; named: Sections['named']; header: Sections['header']; size: { width: number; height: number } } {
  const sized = ['regions', ...own.grids];
  // `boxes:` is one line: the givens may follow it.
  const { header, first: givenRows, named } = readSections(text, source, kind, ['boxes', ...sized, ...own.others], ['boxes']);
  const [boxes, regions] = [named.get('boxes'), named.get('regions')];
  const n = [givenRows, ...sized.map((name) => named.get(name)?.rows ?? [])].find((rows) => rows.length > 0)?.length;
  if (n === undefined) throw new InputError(source, `line ${header.number}`, `expected the rows of givens (or ${sized.join(' or ')}) after the kind line`);
  if (n > MAX_SIDE) throw new InputError(source, `line ${header.number}`, `a ${n}x${n} ${kind} is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
  const size = { width: n, height: n };
  const givens = givenRows.length > 0 ? readGridRows(givenRows, source, (cell) => given(cell, source, n), size) : inRows(Array(n * n).fill(null), n);
  if (regions && boxes) throw new InputError(source, `line ${regions.line}`, "expected either 'boxes:' or 'regions:', found both");
  return { square: regions ? jigsaw(regions, givens, source) : boxedSquare(givens, source, boxesOf(boxes, n, source)), named, header, size };
}

/** A given of the text form: 1 to n, or `.` (or `-`) for an empty cell. */
function given({ token, position }: CellToken, source: string, n: number): number | null {
  if (token === '.' || token === '-') return null;
  const value = wholeClue(token, source, position, `a given from 1 to ${n} or '.'`);
  if (value < 1 || value > n) throw new InputError(source, position, `expected a given from 1 to ${n} or '.', found '${token}'`);
  return value;
}

/** The boxes of a `boxes:` line, rows x columns that make n cells; undefined without one (the squarest, then). */
function boxesOf(line: Section | undefined, n: number, source: string): Box | undefined {
  if (!line) return undefined;
  const shape = /^(\d+)\s*x\s*(\d+)$/i.exec(line.value.trim());
  const squarest = `${boxShape(n)?.rows ?? 1}x${boxShape(n)?.cols ?? n}`;
  if (!shape || Number(shape[1]) * Number(shape[2]) !== n)
    throw new InputError(source, `line ${line.line}`, `expected boxes as rows x columns that make ${n} cells (such as ${squarest}), found '${line.value}'`);
  return { rows: Number(shape[1]), cols: Number(shape[2]) };
}

/** A jigsaw: its regions as a label per cell, each region of n cells. */
function jigsaw(section: Section, givens: (number | null)[][], source: string): RegionSquare {
  const n = givens.length;
  const ids = renumber(readGridRows(section.rows, source, ({ token }) => regionLabel(token), { width: n, height: n }));
  for (const cells of regionPoints(ids)) {
    const where = `line ${section.rows[cells[0].row].number}`;
    if (cells.length !== n)
      throw new InputError(source, where, `expected every region to have ${n} cells, found one of ${cells.length} (at ${pointName(cells[0])})`);
  }
  return { width: n, height: n, box: null, regions: ids, givens };
}

/** The text form's lines up to the kind's own sections: the kind line, boxes other than the squarest, the givens, a jigsaw's regions. */
export function regionSquareLines(kind: string, p: RegionSquare): string[] {
  // Numbers past 9 go apart, each as wide as the largest.
  const width = p.width > 9 ? String(p.width).length : 1;
  const lines = [`kind: ${kind}`];
  if (p.box && !standardBoxes(p)) lines.push(`boxes: ${p.box.rows}x${p.box.cols}`);
  lines.push(...p.givens.map((line) => line.map((value) => String(value ?? '.').padStart(width)).join(width > 1 ? ' ' : '')));
  if (!p.box) lines.push('regions:', ...regionLetterRows(p.regions));
  return lines;
}
