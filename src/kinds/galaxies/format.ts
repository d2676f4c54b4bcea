// Galaxies files: a text form with a `kind: galaxies` header, one token per cell for the dot it
// anchors, as janko.at writes them. (puzzle-galaxies.com's task and pzprjs's tentaisho URL are not read.)
import { InputError } from '../../format/errors.ts';
import { readGridRows } from '../common/grid-text.ts';
import { dataLines, kindHeader } from '../common/task.ts';
import type { Dot, Galaxies } from './galaxies.ts';

/** A cell's token: the dot at its centre (0), on its right side (1), on its bottom side (2), at its bottom right corner (3). */
const OFFSETS: Record<string, [number, number]> = { 0: [0, 0], 1: [0, 1], 2: [1, 0], 3: [1, 1] };

/**
 * ```
 * kind: galaxies
 * .0...3.     one row per line: `.` (also `-`) no dot, `0` a dot at the cell's centre,
 * .......     `1` on its right side, `2` on its bottom side, `3` at its bottom right corner
 * ```
 */
export function parseGalaxies(text: string, source: string): Galaxies {
  const [, ...rows] = dataLines(text);
  const tokens = readGridRows(rows, source, ({ token, position }) => {
    if (token === '.' || token === '-') return null;
    if (!(token in OFFSETS))
      throw new InputError(
        source,
        position,
        `expected '.', or 0-3 for a dot at the cell's centre, right side, bottom side or bottom right corner, found '${token}'`,
      );
    return token;
  });
  const height = tokens.length;
  const width = tokens[0].length;
  const dots: Dot[] = [];
  tokens.forEach((line, row) =>
    line.forEach((token, col) => {
      if (token === null) return;
      const [dy, dx] = OFFSETS[token];
      if (row + dy >= height || col + dx >= width)
        throw new InputError(source, `row ${row + 1}, column ${col + 1}`, `the dot '${token}' lies on the grid's border; dots lie inside it`);
      dots.push({ y: 2 * row + dy, x: 2 * col + dx });
    }),
  );
  if (dots.length === 0) throw new InputError(source, 'line 1', 'expected at least one dot, found none');
  dots.sort((a, b) => a.y - b.y || a.x - b.x);
  return { width, height, dots };
}

export const looksLikeGalaxies = (text: string) => kindHeader(text) === 'galaxies';

export function toGalaxiesText(p: Galaxies): string {
  const rows = Array.from({ length: p.height }, () => Array<string>(p.width).fill('.'));
  for (const { y, x } of p.dots) rows[Math.floor(y / 2)][Math.floor(x / 2)] = String((y % 2) * 2 + (x % 2));
  return `kind: galaxies\n${rows.map((line) => line.join('')).join('\n')}\n`;
}
