// Masyu pictures: text (ASCII, or box drawing with ANSI colour) and SVG in the site's style: a
// light grid, white and black pearls, the loop as a thick line through the cell centres.
import { FORWARD_SIDES, type Side, move, opposite, valueAt } from '../../dsl/grid/index.ts';
import { ARMS, type Masyu, type Pearl, type Piece } from './masyu.ts';

/** A grid with some cells undecided (a forced-cells answer); null draws the bare puzzle. */
export type PartialLoop = (Piece | undefined)[][];

export interface RenderOptions {
  colour: boolean;
}

/** How a picture's characters look: plain ASCII, or box drawing with ANSI colour. */
interface Pen {
  pearl: Record<Pearl, string>;
  piece: Record<Piece, string>;
  unknown: string;
  east: string;
  south: string;
}

const ansi = (code: string, text: string) => `\x1b[${code}m${text}\x1b[0m`;
const loopColour = '1;36';

const plain: Pen = {
  pearl: { white: 'W', black: 'B' },
  piece: { '-': '-', '|': '|', L: '+', J: '+', '7': '+', F: '+', '.': '.' },
  unknown: '?',
  east: '-',
  south: '|',
};

const coloured: Pen = {
  pearl: { white: ansi('1;97', '○'), black: ansi('1;97', '●') },
  piece: {
    '-': ansi(loopColour, '─'),
    '|': ansi(loopColour, '│'),
    L: ansi(loopColour, '└'),
    J: ansi(loopColour, '┘'),
    '7': ansi(loopColour, '┐'),
    F: ansi(loopColour, '┌'),
    '.': ansi('2', '·'),
  },
  unknown: ansi('1;33', '?'),
  east: ansi(loopColour, '─'),
  south: ansi(loopColour, '│'),
};

/** Whether the line leaves (row, col) in a direction, as far as the known cells on either side say. */
function lineFrom(grid: PartialLoop | null, row: number, col: number, direction: Side): boolean {
  if (!grid) return false;
  const here = grid[row]?.[col];
  const there = valueAt(grid, move({ row, col }, direction));
  return (here !== undefined && ARMS[here].includes(direction)) || (there !== undefined && ARMS[there].includes(opposite(direction)));
}

/** The puzzle with its pearls, and the loop where the grid says: `?` for undecided cells. */
export function renderMasyuText(p: Masyu, grid: PartialLoop | null, options: RenderOptions): string {
  const pen = options.colour ? coloured : plain;
  const lines: string[] = [];
  for (let row = 0; row < p.height; row++) {
    let cells = '';
    let below = '';
    for (let col = 0; col < p.width; col++) {
      const pearl = p.pearls[row][col];
      const piece = grid ? grid[row][col] : '.';
      cells += pearl ? pen.pearl[pearl] : piece === undefined ? pen.unknown : pen.piece[piece];
      if (col < p.width - 1) cells += lineFrom(grid, row, col, 'E') ? pen.east : ' ';
      below += `${lineFrom(grid, row, col, 'S') ? pen.south : ' '} `;
    }
    lines.push(cells);
    if (row < p.height - 1) lines.push(below.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

/** A self-contained SVG: a light grid, pearls, and the loop (undecided cells grey with a question mark). */
export function renderMasyuSvg(p: Masyu, grid: PartialLoop | null): string {
  const size = 32;
  const margin = size / 2;
  const centre = (index: number) => margin + index * size + size / 2;
  const width = p.width * size + 2 * margin;
  const height = p.height * size + 2 * margin;
  const gridLines: string[] = [];
  for (let row = 0; row <= p.height; row++)
    gridLines.push(`<line x1="${margin}" y1="${margin + row * size}" x2="${margin + p.width * size}" y2="${margin + row * size}"/>`);
  for (let col = 0; col <= p.width; col++)
    gridLines.push(`<line x1="${margin + col * size}" y1="${margin}" x2="${margin + col * size}" y2="${margin + p.height * size}"/>`);
  const undecided: string[] = [];
  const marks: string[] = [];
  const segments: string[] = [];
  (grid ?? []).forEach((line, row) =>
    line.forEach((piece, col) => {
      if (piece === undefined) {
        undecided.push(`<rect x="${margin + col * size}" y="${margin + row * size}" width="${size}" height="${size}"/>`);
        marks.push(`<text x="${centre(col)}" y="${centre(row)}">?</text>`);
      }
      // Each segment once: from a cell to its east and south neighbours.
      for (const direction of FORWARD_SIDES) {
        if (!lineFrom(grid, row, col, direction)) continue;
        const next = move({ row, col }, direction);
        segments.push(`<line x1="${centre(col)}" y1="${centre(row)}" x2="${centre(next.col)}" y2="${centre(next.row)}"/>`);
      }
    }),
  );
  const pearls = p.pearls.flatMap((line, row) =>
    line.flatMap((pearl, col) =>
      pearl ? [`<circle cx="${centre(col)}" cy="${centre(row)}" r="${size * 0.36}" fill="${pearl === 'white' ? '#ffffff' : '#1a1a1a'}"/>`] : [],
    ),
  );
  const title = `Masyu ${p.width}x${p.height}${grid ? (undecided.length > 0 ? ', forced cells' : ', solved') : ''}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${title}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g fill="#e4e4e4">${undecided.join('')}</g>`,
    `<g stroke="#c8c8c8" stroke-width="1">${gridLines.join('')}</g>`,
    `<g stroke="#1a1a1a" stroke-width="2">${pearls.join('')}</g>`,
    `<g stroke="#2f6fbf" stroke-width="${size / 6}" stroke-linecap="round">${segments.join('')}</g>`,
    `<g font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central" fill="#8a8a8a">${marks.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
