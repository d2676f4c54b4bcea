// Aquarium pictures: text with tank walls (ASCII, or box drawing and ANSI colour) and SVG.
import { wallAbove as above, wallLeft as left } from '../../dsl/grid/index.ts';
import { regionWallsSvg } from '../common/regions.ts';
import type { Aquarium } from './aquarium.ts';

export interface RenderOptions {
  colour: boolean;
}

/** What a cell shows: known water or air, undetermined (`?`), or nothing (the bare puzzle). */
type Mark = 'water' | 'air' | 'unknown' | 'blank';

const symbol: Record<Mark, string> = { water: '#', air: '.', unknown: '?', blank: ' ' };

/** How walls and cells are drawn: plain ASCII, or box drawing with ANSI colour. */
interface Pen {
  horizontal: string;
  vertical: string;
  /** The corner where walls meet; arms are up, right, down, left. */
  junction(up: boolean, right: boolean, down: boolean, left: boolean): string;
  cell(text: string, mark: Mark): string;
  /** The gap between two water cells of one tank, so the water reads as one body. */
  gap(text: string, water: boolean): string;
}

const plain: Pen = {
  horizontal: '-',
  vertical: '|',
  junction: (up, right, down, left) => (up && down && !right && !left ? '|' : right && left && !up && !down ? '-' : '+'),
  cell: (text) => text,
  gap: (text) => text,
};

// Heavy box-drawing corners indexed by up*8 + right*4 + down*2 + left.
const corners = ' ╸╻┓╺━┏┳╹┛┃┫┗┻┣╋';
const ansi = (code: string, text: string) => `\x1b[${code}m${text}\x1b[0m`;
const colourCode: Record<Mark, string> = { water: '97;44', air: '2', unknown: '1;33', blank: '0' };

const coloured: Pen = {
  horizontal: '━',
  vertical: '┃',
  junction: (up, right, down, left) => corners[+up * 8 + +right * 4 + +down * 2 + +left],
  cell: (text, mark) => ansi(colourCode[mark], text),
  gap: (text, water) => (water ? ansi('44', text) : text),
};

const clueText = (clue: number | null) => (clue === null ? '' : String(clue));

function draw(p: Aquarium, markOf: (row: number, col: number) => Mark, pen: Pen): string {
  const tank = (row: number, col: number) => p.tanks[row]?.[col] ?? -1;
  const water = (row: number, col: number) => tank(row, col) >= 0 && markOf(row, col) === 'water';
  // A wall above cell (row, col), and one to its left: where the tank changes.
  const wallAbove = (row: number, col: number) => above(p.tanks, { row, col });
  const wallLeft = (row: number, col: number) => left(p.tanks, { row, col });
  const width = Math.max(1, ...p.columns.map((clue) => clueText(clue).length));
  const indent = Math.max(0, ...p.rows.map((clue) => clueText(clue).length));
  const columns = p.columns.map((clue) => clueText(clue).padStart(width)).join(' ');
  const lines = [`${' '.repeat(indent + 2)}${columns}`];
  for (let row = 0; row <= p.height; row++) {
    let walls = ' '.repeat(indent + 1);
    for (let col = 0; col <= p.width; col++) {
      const arms = [wallLeft(row - 1, col), wallAbove(row, col), wallLeft(row, col), wallAbove(row, col - 1)] as const;
      const pooled = water(row - 1, col - 1) && water(row - 1, col) && water(row, col - 1) && water(row, col);
      walls += arms.some(Boolean) ? pen.junction(...arms) : pen.gap(' ', pooled);
      if (col < p.width) walls += wallAbove(row, col) ? pen.horizontal.repeat(width) : pen.gap(' '.repeat(width), water(row - 1, col) && water(row, col));
    }
    lines.push(walls.trimEnd());
    if (row === p.height) break;
    let cells = `${clueText(p.rows[row]).padStart(indent)} `;
    for (let col = 0; col <= p.width; col++) {
      cells += wallLeft(row, col) ? pen.vertical : pen.gap(' ', water(row, col - 1) && water(row, col));
      if (col < p.width) cells += pen.cell(symbol[markOf(row, col)].padStart(width), markOf(row, col));
    }
    lines.push(cells);
  }
  return `${lines.join('\n')}\n`;
}

const penFor = (options: RenderOptions) => (options.colour ? coloured : plain);

/** Water, air, or `?` for a cell left undecided (a cell not forced when solutions differ). */
export type PartialWater = (boolean | undefined)[][];

const markOf = (known: boolean | undefined): Mark => (known === undefined ? 'unknown' : known ? 'water' : 'air');

/** The puzzle with its clues and tank walls, and the water where the grid says (null: the bare puzzle). */
export function renderAquariumText(p: Aquarium, grid: PartialWater | null, options: RenderOptions): string {
  return draw(p, (row, col) => (grid === null ? 'blank' : markOf(grid[row][col])), penFor(options));
}

/** A cell's side in the SVG picture; the clues take one such square above and left of the grid. */
export const SVG_CELL = 32;

/** A self-contained SVG: thin cell lines, thick tank walls, blue water, clues on top and left. */
export function renderAquariumSvg(p: Aquarium, grid: PartialWater | null): string {
  const size = SVG_CELL;
  const margin = size;
  const x = (col: number) => margin + col * size;
  const y = (row: number) => margin + row * size;
  const text = (cx: number, cy: number, clue: number | null) => (clue === null ? [] : [`<text x="${cx}" y="${cy}">${clue}</text>`]);

  const cellsWhere = (wanted: boolean | undefined) =>
    (grid ?? []).flatMap((cells, row) =>
      cells.flatMap((known, col) => (known === wanted ? [`<rect x="${x(col)}" y="${y(row)}" width="${size}" height="${size}"/>`] : [])),
    );
  const water = cellsWhere(true);
  // Undecided cells (a forced-cells answer) are drawn as undecided: grey with a question mark,
  // never as air, so the picture does not claim more than was proved.
  const undecided = cellsWhere(undefined);
  const marks = (grid ?? []).flatMap((cells, row) =>
    cells.flatMap((known, col) => (known === undefined ? [`<text x="${x(col) + size / 2}" y="${y(row) + size / 2}">?</text>`] : [])),
  );
  const { thin, thick } = regionWallsSvg(p.tanks, size, margin, margin);
  const clues = [
    ...p.columns.flatMap((clue, col) => text(x(col) + size / 2, margin / 2, clue)),
    ...p.rows.flatMap((clue, row) => text(margin / 2, y(row) + size / 2, clue)),
  ];
  const width = x(p.width) + size / 2;
  const height = y(p.height) + size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>Aquarium ${p.width}x${p.height}${grid ? (undecided.length > 0 ? ', forced cells' : ', solved') : ''}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g fill="#4a90d9">${water.join('')}</g>`,
    `<g fill="#e4e4e4">${undecided.join('')}</g>`,
    thin,
    thick,
    `<g font-family="sans-serif" font-size="18" text-anchor="middle" dominant-baseline="central" fill="#1a1a1a">${clues.join('')}</g>`,
    `<g font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central" fill="#8a8a8a">${marks.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
