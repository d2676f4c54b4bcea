// One picture for the grid kinds that need nothing of their own: a board of cells with their
// texts, fills and symbols, clues outside the grid, region walls, links between cell centres
// (bridges, loops through cells) and lines along cell sides (a loop on the vertices, rectangles).
// A kind says what is where; this file draws it as text (for the terminal) and as SVG, in the
// style of the other kinds' pictures.
import { type Point, type RegionIds, type Size, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { ansi, svgDocument, svgLabels } from './draw.ts';
import { regionWallsSvg, regionWallsText } from './regions.ts';

/** What one cell shows. */
export interface BoardCell {
  /** A clue or a value, centred. */
  text?: string;
  /** A clue printed on the puzzle (bold), as opposed to a value the solver filled in. */
  given?: boolean;
  /** Shaded dark (a black cell), light (a second colour), or grey (not yet decided). */
  fill?: 'dark' | 'light' | 'grey';
  /** A circle in the cell (Yin-Yang, Masyu pearls), drawn under the text. */
  circle?: 'white' | 'black';
}

/** A cell of a grid being marked (a ship, a shaded cell): dark when marked, grey while undecided, plain when unmarked or in the bare puzzle (no grid). */
export const markFill = (grid: PartialGrid<boolean> | null, { row, col }: Point): BoardCell['fill'] =>
  grid === null ? undefined : grid[row][col] === undefined ? 'grey' : grid[row][col] ? 'dark' : undefined;

export interface Board {
  /** The kind's name for the title: `Sudoku`. */
  name: string;
  size: Size;
  /** What each cell shows; undefined: an empty cell. */
  cell(point: Point): BoardCell | undefined;
  /** Region ids: thick walls where they change. */
  regions?: RegionIds;
  /** Clues outside the grid: per column (top, bottom: stacked upwards from the grid) and per row (left, right). */
  clues?: { top?: string[][]; bottom?: string[][]; left?: string[][]; right?: string[][] };
  /** Lines between the centres of two cells in a row or column, single or double (bridges). */
  links?: { from: Point; to: Point; count?: number }[];
  /** Lines along cell sides: the top (N) or left (W) side of cell (row, col); row = height or col = width for the last. */
  sides?: { row: number; col: number; side: 'N' | 'W' }[];
  /** Dots at the grid's vertices (a loop drawn on them). */
  dots?: boolean;
  /** Empty, ', solved' or ', forced cells': how the title says what the picture shows. */
  state: string;
}

const CELL = 32;
const longest = (texts: string[]) => Math.max(1, ...texts.map((text) => text.length));
/** The most clues one line has (stacked clues take one row each), and the widest clue line in characters. */
const deepest = (list: string[][] | undefined) => Math.max(0, ...(list ?? []).map((clue) => clue.length));
const widest = (list: string[][] | undefined) => Math.max(0, ...(list ?? []).map((clue) => clue.join(' ').length));
const sideKey = (row: number, col: number, side: 'N' | 'W') => `${row},${col},${side}`;

/** The board as text: one column per cell (as wide as the widest text), clues in the margins. */
export function renderBoardText(board: Board, options: { colour: boolean }): string {
  const { size } = board;
  const paint = (code: string, text: string) => (options.colour ? ansi(code, text) : text);
  const looks = points(size).map((point) => board.cell(point));
  const width = longest(looks.map((look) => look?.text ?? ''));
  const cellText = (point: Point) => {
    const look = board.cell(point);
    const text = (
      look?.text ?? (look?.fill === 'dark' ? '#' : look?.fill === 'grey' ? '?' : look?.circle === 'black' ? 'x' : look?.circle === 'white' ? 'o' : '.')
    ).padStart(width);
    if (look?.fill === 'dark') return paint('7', text);
    if (look?.fill === 'grey') return paint('1;33', text);
    return look?.given ? paint('1', text) : look?.text ? text : paint('2', text);
  };
  const left = (board.clues?.left ?? []).map((clue) => clue.join(' '));
  const margin = longest(left) + 1;
  const right = (board.clues?.right ?? []).map((clue) => clue.join(' '));
  const lines: string[] = [];
  const stacked = (clues: string[][] | undefined, upwards: boolean) => {
    const depth = Math.max(0, ...(clues ?? []).map((clue) => clue.length));
    for (let level = 0; level < depth; level++) {
      const texts = Array.from({ length: size.width }, (_, col) => {
        const clue = clues?.[col] ?? [];
        const index = upwards ? clue.length - depth + level : level;
        return (clue[index] ?? '').padStart(width);
      });
      lines.push(`${' '.repeat(left.length ? margin : 0)}${board.sides || board.regions ? ' ' : ''}${paint('1', texts.join(' '))}`);
    }
  };
  stacked(board.clues?.top, true);
  const leftOf = (row: number) => (left.length ? `${(left[row] ?? '').padStart(margin - 1)} ` : '');
  const rightOf = (row: number) => (right.length ? `  ${paint('1', right[row] ?? '')}` : '');
  if (board.sides || board.dots)
    lines.push(
      ...vertexLines(board, cellText, width).map((line, i) =>
        i % 2 ? `${leftOf((i - 1) / 2)}${line}${rightOf((i - 1) / 2)}` : `${' '.repeat(left.length ? margin : 0)}${line}`,
      ),
    );
  else if (board.regions) {
    const walled = regionWallsText(board.regions, (row, col) => cellText({ row, col }), { colour: options.colour, width })
      .trimEnd()
      .split('\n');
    lines.push(...walled.map((line, i) => (i % 2 ? `${leftOf((i - 1) / 2)}${line}${rightOf((i - 1) / 2)}` : `${' '.repeat(left.length ? margin : 0)}${line}`)));
  } else {
    for (let row = 0; row < size.height; row++) {
      const cells = Array.from({ length: size.width }, (_, col) => cellText({ row, col }));
      lines.push(`${leftOf(row)}${cells.join(' ')}${rightOf(row)}`);
    }
  }
  stacked(board.clues?.bottom, false);
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
}

/** Rows of vertices (`+`, sides as `-` and `|`) between rows of cells, for a board drawn on its vertices. */
function vertexLines(board: Board, cellText: (point: Point) => string, width: number): string[] {
  const drawn = new Set((board.sides ?? []).map(({ row, col, side }) => sideKey(row, col, side)));
  const lines: string[] = [];
  for (let row = 0; row <= board.size.height; row++) {
    let across = '';
    for (let col = 0; col <= board.size.width; col++) {
      across += '+';
      if (col < board.size.width) across += (drawn.has(sideKey(row, col, 'N')) ? '-' : ' ').repeat(width);
    }
    lines.push(across);
    if (row === board.size.height) break;
    let cells = '';
    for (let col = 0; col <= board.size.width; col++) {
      cells += drawn.has(sideKey(row, col, 'W')) ? '|' : ' ';
      if (col < board.size.width) cells += cellText({ row, col });
    }
    lines.push(cells);
  }
  return lines;
}

/** The board as an SVG picture: 32-unit cells, clues outside, walls, links and sides drawn over. */
export function renderBoardSvg(board: Board): string {
  const { size, clues } = board;
  const { left, top } = boardLayout(board);
  const x = (col: number) => left + col * CELL;
  const y = (row: number) => top + row * CELL;
  const centre = ({ row, col }: Point) => ({ x: x(col) + CELL / 2, y: y(row) + CELL / 2 });
  const fills = { dark: '#2b2b2b', light: '#9cc7ef', grey: '#e4e4e4' } as const;
  const squares = points(size).flatMap((point) => {
    const fill = board.cell(point)?.fill;
    return fill ? [`<rect x="${x(point.col)}" y="${y(point.row)}" width="${CELL}" height="${CELL}" fill="${fills[fill]}"/>`] : [];
  });
  const circles = points(size).flatMap((point) => {
    const circle = board.cell(point)?.circle;
    const { x: cx, y: cy } = centre(point);
    return circle
      ? [`<circle cx="${cx}" cy="${cy}" r="${CELL * 0.36}" fill="${circle === 'black' ? '#1a1a1a' : '#ffffff'}" stroke="#1a1a1a" stroke-width="1.5"/>`]
      : [];
  });
  const texts = (wanted: (look: BoardCell) => boolean) =>
    points(size).flatMap((point) => {
      const look = board.cell(point);
      return look?.text && wanted(look) ? [{ ...centre(point), text: look.text }] : [];
    });
  const onDark = (look: BoardCell) => look.fill === 'dark' || look.circle === 'black';
  const gridLines = board.regions ? regionWallsSvg(board.regions, CELL, left, top) : plainLines(size, x, y);
  const links = (board.links ?? []).flatMap(({ from, to, count = 1 }) => {
    const [a, b] = [centre(from), centre(to)];
    const offsets = count === 2 ? [-3, 3] : [0];
    const vertical = a.x === b.x;
    return offsets.map(
      (d) => `<line x1="${a.x + (vertical ? d : 0)}" y1="${a.y + (vertical ? 0 : d)}" x2="${b.x + (vertical ? d : 0)}" y2="${b.y + (vertical ? 0 : d)}"/>`,
    );
  });
  const sides = (board.sides ?? []).map(({ row, col, side }) =>
    side === 'N'
      ? `<line x1="${x(col)}" y1="${y(row)}" x2="${x(col + 1)}" y2="${y(row)}"/>`
      : `<line x1="${x(col)}" y1="${y(row)}" x2="${x(col)}" y2="${y(row + 1)}"/>`,
  );
  const dots = board.dots
    ? Array.from(
        { length: (size.height + 1) * (size.width + 1) },
        (_, i) => `<circle cx="${x(i % (size.width + 1))}" cy="${y(Math.floor(i / (size.width + 1)))}" r="2.5"/>`,
      )
    : [];
  const outside = [
    ...(clues?.top ?? []).flatMap((clue, col) => clue.map((text, i) => ({ x: x(col) + CELL / 2, y: top - 14 - (clue.length - 1 - i) * 20, text }))),
    ...(clues?.bottom ?? []).flatMap((clue, col) => clue.map((text, i) => ({ x: x(col) + CELL / 2, y: y(size.height) + 14 + i * 20, text }))),
    ...(clues?.left ?? []).map((clue, row) => ({ x: left - 6 - (clue.join(' ').length * 9) / 2, y: y(row) + CELL / 2, text: clue.join(' ') })),
    ...(clues?.right ?? []).map((clue, row) => ({ x: x(size.width) + 10 + (clue.join(' ').length * 9) / 2, y: y(row) + CELL / 2, text: clue.join(' ') })),
  ];
  const width = x(size.width) + widest(clues?.right) * 9 + (clues?.right ? 20 : 8);
  const height = y(size.height) + deepest(clues?.bottom) * 20 + (clues?.bottom ? 12 : 8);
  const onBorders = board.sides !== undefined || board.dots;
  return svgDocument(width, height, `${board.name} ${size.width}x${size.height}${board.state}`, [
    squares.join(''),
    onBorders ? '' : gridLines.thin,
    onBorders ? `<g stroke="#e0e0e0" stroke-width="1" stroke-dasharray="2 3">${plainLines(size, x, y).thin.replace(/<g[^>]*>|<\/g>/g, '')}</g>` : '',
    gridLines.thick,
    `<g fill="#1a1a1a">${dots.join('')}</g>`,
    `<g stroke="#1a1a1a" stroke-width="3" stroke-linecap="round">${links.join('')}</g>`,
    `<g stroke="#2a6fb0" stroke-width="4" stroke-linecap="round">${sides.join('')}</g>`,
    circles.join(''),
    svgLabels(
      texts((look) => Boolean(look.given) && !onDark(look)),
      { size: 18, fill: '#1a1a1a', bold: true },
    ),
    svgLabels(
      texts((look) => !look.given && !onDark(look)),
      { size: 18, fill: '#2a6fb0' },
    ),
    svgLabels(texts(onDark), { size: 18, fill: '#ffffff', bold: true }),
    svgLabels(outside, { size: 16, fill: '#1a1a1a', bold: true }),
  ]);
}

/** Thin lines between all cells and a frame around them, as regionWallsSvg draws them for one region. */
function plainLines(size: Size, x: (col: number) => number, y: (row: number) => number): { thin: string; thick: string } {
  const lines: string[] = [];
  for (let row = 1; row < size.height; row++) lines.push(`<line x1="${x(0)}" y1="${y(row)}" x2="${x(size.width)}" y2="${y(row)}"/>`);
  for (let col = 1; col < size.width; col++) lines.push(`<line x1="${x(col)}" y1="${y(0)}" x2="${x(col)}" y2="${y(size.height)}"/>`);
  return {
    thin: `<g stroke="#9a9a9a" stroke-width="1">${lines.join('')}</g>`,
    thick: `<rect x="${x(0)}" y="${y(0)}" width="${size.width * CELL}" height="${size.height * CELL}" fill="none" stroke="#1a1a1a" stroke-width="2"/>`,
  };
}

/** Where the page finds cell (row, col) in renderBoardSvg's picture: for a spec's `play.layout`. */
export function boardLayout(board: Pick<Board, 'size' | 'clues'>): { rows: number; cols: number; left: number; top: number; cell: number } {
  const { clues } = board;
  const left = widest(clues?.left) * 9 + (clues?.left ? 12 : 0) + 8;
  const top = deepest(clues?.top) * 20 + (clues?.top ? 8 : 0) + 8;
  return { rows: board.size.height, cols: board.size.width, left, top, cell: CELL };
}
