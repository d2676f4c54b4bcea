// Kakurasu pictures as on puzzle-kakurasu.com: the cell numbers along the top and the left, the
// clues along the right (rows) and the bottom (columns), shaded cells dark.
import { ansi, pictureState, svgDocument, svgLabels } from '../common/draw.ts';
import type { Kakurasu } from './format.ts';

type Partial = (boolean | undefined)[][];

/** The puzzle with its numbers and clues, and the shading where the grid says (null: the bare puzzle). */
export function renderKakurasuText(p: Kakurasu, grid: Partial | null, options: { colour: boolean }): string {
  const paint = (code: string, text: string) => (options.colour ? ansi(code, text) : text);
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
  const width = Math.max(...[...numbers(p.width), ...p.columns.map(String)].map((text) => text.length));
  const margin = String(p.height).length;
  const cell = (known: boolean | undefined) => {
    const [symbol, code] = grid === null ? ['.', '2'] : known === undefined ? ['?', '1;33'] : known ? ['#', '7'] : ['.', '2'];
    return paint(code, symbol.padStart(width));
  };
  const lines = [
    `${' '.repeat(margin + 2)}${numbers(p.width)
      .map((text) => paint('2', text.padStart(width)))
      .join(' ')}`,
  ];
  for (let row = 0; row < p.height; row++) {
    const cells = Array.from({ length: p.width }, (_, col) => cell(grid?.[row][col]));
    lines.push(`${paint('2', String(row + 1).padStart(margin))}  ${cells.join(' ')}  ${paint('1', String(p.rows[row]))}`);
  }
  lines.push(`${' '.repeat(margin + 2)}${p.columns.map((clue) => paint('1', String(clue).padStart(width))).join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** A cell's side in the SVG picture; the cell numbers take one such square above and left of the grid. */
export const KAKURASU_SVG_CELL = 32;

export function renderKakurasuSvg(p: Kakurasu, grid: Partial | null): string {
  const size = KAKURASU_SVG_CELL;
  const x = (col: number) => size + col * size;
  const y = (row: number) => size + row * size;
  const cells = (wanted: boolean | undefined) =>
    (grid ?? []).flatMap((line, row) =>
      line.flatMap((known, col) => (known === wanted ? [`<rect x="${x(col)}" y="${y(row)}" width="${size}" height="${size}"/>`] : [])),
    );
  const undecided = (grid ?? []).flatMap((line, row) =>
    line.flatMap((known, col) => (known === undefined ? [{ x: x(col) + size / 2, y: y(row) + size / 2, text: '?' }] : [])),
  );
  const lines: string[] = [];
  for (let row = 0; row <= p.height; row++) lines.push(`<line x1="${x(0)}" y1="${y(row)}" x2="${x(p.width)}" y2="${y(row)}"/>`);
  for (let col = 0; col <= p.width; col++) lines.push(`<line x1="${x(col)}" y1="${y(0)}" x2="${x(col)}" y2="${y(p.height)}"/>`);
  const weights = [
    ...Array.from({ length: p.width }, (_, col) => ({ x: x(col) + size / 2, y: size / 2, text: String(col + 1) })),
    ...Array.from({ length: p.height }, (_, row) => ({ x: size / 2, y: y(row) + size / 2, text: String(row + 1) })),
  ];
  const clues = [
    ...p.rows.map((clue, row) => ({ x: x(p.width) + size / 2 + 4, y: y(row) + size / 2, text: String(clue) })),
    ...p.columns.map((clue, col) => ({ x: x(col) + size / 2, y: y(p.height) + size / 2 + 4, text: String(clue) })),
  ];
  const width = x(p.width) + size + 8;
  const height = y(p.height) + size + 8;
  return svgDocument(width, height, `Kakurasu ${p.width}x${p.height}${pictureState(grid)}`, [
    `<g fill="#2b2b2b">${cells(true).join('')}</g>`,
    `<g fill="#e4e4e4">${cells(undefined).join('')}</g>`,
    `<g stroke="#9a9a9a" stroke-width="1">${lines.join('')}</g>`,
    `<rect x="${x(0)}" y="${y(0)}" width="${p.width * size}" height="${p.height * size}" fill="none" stroke="#1a1a1a" stroke-width="2"/>`,
    svgLabels(weights, { size: 14, fill: '#8a8a8a' }),
    svgLabels(clues, { size: 18, fill: '#1a1a1a', bold: true }),
    svgLabels(undecided, { size: 16, fill: '#8a8a8a' }),
  ]);
}
