// LITS pictures as on puzzle-lits.com: regions with thick black walls, the tetrominoes shaded grey
// (light enough that a wall between two shaded cells still shows). The shaded cells carry their
// shape's letter, white in SVG; in text a shaded cell is its letter (on a grey ground in colour),
// an empty cell `.`, an undecided one `?`.
import { ansi, pictureState, svgDocument, svgLabels } from '../common/draw.ts';
import { regionWallsSvg, regionWallsText } from '../common/regions.ts';
import type { Lits, LitsCell } from './format.ts';

type Partial = (LitsCell | undefined)[][];

export function renderLitsText(p: Lits, grid: Partial | null, options: { colour: boolean }): string {
  const cell = (row: number, col: number) => {
    if (grid === null) return ' ';
    const known = grid[row][col];
    if (known === undefined) return options.colour ? ansi('1;33', '?') : '?';
    if (known === '.') return options.colour ? ansi('2', '.') : '.';
    return options.colour ? ansi('1;97;100', known) : known;
  };
  // In colour the dark ground spans the whole cell, so shaded neighbours join up as on the site.
  const spaced = (row: number, col: number) => {
    const known = grid?.[row][col];
    if (options.colour && known !== undefined && known !== '.') return ansi('100', ' ') + cell(row, col) + ansi('100', ' ');
    return ` ${cell(row, col)} `;
  };
  return regionWallsText(p.regions, spaced, { colour: options.colour, width: 3 });
}

/** Where the grid is in the SVG picture: a cell's side and the margin around it. */
export const LITS_SVG = { cell: 28, margin: 16 } as const;

export function renderLitsSvg(p: Lits, grid: Partial | null): string {
  const { cell: size, margin } = LITS_SVG;
  const at = (i: number) => margin + i * size;
  const { thin, thick } = regionWallsSvg(p.regions, size, margin, margin);
  const cells = (grid ?? []).flatMap((line, row) => line.map((known, col) => ({ known, row, col })));
  const square = ({ row, col }: { row: number; col: number }) => `<rect x="${at(col)}" y="${at(row)}" width="${size}" height="${size}"/>`;
  // The shaded cells keep their letter, narrowed from the known ones.
  const shaded = cells.flatMap(({ known, row, col }) => (known !== undefined && known !== '.' ? [{ known, row, col }] : []));
  const undecided = cells.filter(({ known }) => known === undefined);
  const centre = ({ row, col }: { row: number; col: number }) => ({ x: at(col) + size / 2, y: at(row) + size / 2 });
  return svgDocument(at(p.width) + margin, at(p.height) + margin, `LITS ${p.width}x${p.height}${pictureState(grid)}`, [
    `<g fill="#e4e4e4">${undecided.map(square).join('')}</g>`,
    `<g fill="#8c8c8c">${shaded.map(square).join('')}</g>`,
    thin,
    thick,
    svgLabels(
      shaded.map((spot) => ({ ...centre(spot), text: spot.known })),
      { size: 13, fill: '#ffffff', bold: true },
    ),
    svgLabels(
      undecided.map((spot) => ({ ...centre(spot), text: '?' })),
      { size: 15, fill: '#8a8a8a' },
    ),
  ]);
}
