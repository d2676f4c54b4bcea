// Thermometers pictures as on puzzle-thermometers.com: the clues along the top and the left, each
// thermometer a tube from a round bulb, mercury drawn in red. In text, a bulb is `O` (`@` when
// filled), tube cells are `.` or `#`, and `-` and `|` join the cells of one thermometer.
import { ansi, pictureState, svgDocument, svgLabels } from '../common/draw.ts';
import { type Point, move } from '../../dsl/grid/index.ts';
import { type Thermometers, placesOf } from './format.ts';

type Partial = (boolean | undefined)[][];

const joined = (a: Point | undefined, b: Point | undefined, places: ReturnType<typeof placesOf>) => {
  const [first, second] = [a && places[a.row]?.[a.col], b && places[b.row]?.[b.col]];
  return first !== undefined && second !== undefined && first.thermometer === second.thermometer && Math.abs(first.step - second.step) === 1;
};

/** The puzzle with its clues and thermometers, and the mercury where the grid says (null: the bare puzzle). */
export function renderThermometersText(p: Thermometers, grid: Partial | null, options: { colour: boolean }): string {
  const places = placesOf(p);
  const state = (row: number, col: number) => (grid === null ? false : grid[row][col]);
  const paint = (code: string, text: string) => (options.colour ? ansi(code, text) : text);
  const width = Math.max(1, ...p.columns.map((clue) => String(clue).length));
  const indent = Math.max(...p.rows.map((clue) => String(clue).length));
  const glyph = (row: number, col: number) => {
    const place = places[row][col];
    const known = state(row, col);
    if (!place) return ' ';
    if (known === undefined) return paint('1;33', '?');
    const symbol = place.step === 0 ? (known ? '@' : 'O') : known ? '#' : '.';
    return paint(known ? '1;31' : place.step === 0 ? '1' : '2', symbol);
  };
  // A joint is red when mercury runs through it: both of its cells are filled.
  const joint = (symbol: string, a: Point, b: Point) => {
    if (!joined(a, b, places)) return ' '.repeat(symbol.length);
    return paint(state(a.row, a.col) && state(b.row, b.col) ? '31' : '2', symbol);
  };
  const lines = [`${' '.repeat(indent + 2)}${p.columns.map((clue) => paint('1', String(clue).padStart(width))).join(' ')}`];
  for (let row = 0; row < p.height; row++) {
    let cells = `${paint('1', String(p.rows[row]).padStart(indent))}  `;
    for (let col = 0; col < p.width; col++) {
      if (col > 0) cells += joint('-'.repeat(width), move({ row, col }, 'W'), { row, col });
      cells += glyph(row, col);
    }
    lines.push(cells.trimEnd());
    if (row + 1 === p.height) break;
    const under = Array.from({ length: p.width }, (_, col) => `${' '.repeat(width - 1)}${joint('|', { row, col }, move({ row, col }, 'S'))}`);
    lines.push(`${' '.repeat(indent + 2)}${under.join(' ')}`.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

/** A cell's side in the SVG picture; the clues take one such square above and left of the grid. */
export const THERMOMETERS_SVG_CELL = 32;

export function renderThermometersSvg(p: Thermometers, grid: Partial | null): string {
  const size = THERMOMETERS_SVG_CELL;
  const x = (col: number) => size + col * size;
  const y = (row: number) => size + row * size;
  const centre = ({ row, col }: Point) => `${x(col) + size / 2},${y(row) + size / 2}`;
  const tube = (path: Point[], width: number, colour: string) => {
    const [cx, cy] = centre(path[0]).split(',');
    const line =
      path.length > 1
        ? `<polyline points="${path.map(centre).join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
        : '';
    return `${line}<circle cx="${cx}" cy="${cy}" r="${width * 0.95}" fill="${colour}"/>`;
  };
  const filledPrefix = (path: Point[]) => {
    const gap = path.findIndex(({ row, col }) => grid?.[row][col] !== true);
    return gap < 0 ? path : path.slice(0, gap);
  };
  const glass = p.thermometers.map((path) => tube(path, size * 0.42, '#cfcfcf'));
  const mercury = p.thermometers.flatMap((path) => (filledPrefix(path).length > 0 ? [tube(filledPrefix(path), size * 0.26, '#d23b3b')] : []));
  const undecided = (grid ?? []).flatMap((line, row) =>
    line.flatMap((known, col) => (known === undefined ? [{ x: x(col) + size / 2, y: y(row) + size / 2, text: '?' }] : [])),
  );
  const lines: string[] = [];
  for (let row = 0; row <= p.height; row++) lines.push(`<line x1="${x(0)}" y1="${y(row)}" x2="${x(p.width)}" y2="${y(row)}"/>`);
  for (let col = 0; col <= p.width; col++) lines.push(`<line x1="${x(col)}" y1="${y(0)}" x2="${x(col)}" y2="${y(p.height)}"/>`);
  const clues = [
    ...p.columns.map((clue, col) => ({ x: x(col) + size / 2, y: size / 2, text: String(clue) })),
    ...p.rows.map((clue, row) => ({ x: size / 2, y: y(row) + size / 2, text: String(clue) })),
  ];
  const width = x(p.width) + size / 2;
  const height = y(p.height) + size / 2;
  return svgDocument(width, height, `Thermometers ${p.width}x${p.height}${pictureState(grid)}`, [
    `<g stroke="#e0e0e0" stroke-width="1">${lines.join('')}</g>`,
    `<g>${glass.join('')}</g>`,
    `<g>${mercury.join('')}</g>`,
    `<rect x="${x(0)}" y="${y(0)}" width="${p.width * size}" height="${p.height * size}" fill="none" stroke="#1a1a1a" stroke-width="2"/>`,
    svgLabels(clues, { size: 18, fill: '#1a1a1a' }),
    svgLabels(undecided, { size: 16, fill: '#5a5a5a' }),
  ]);
}
