// Star Battle pictures as on puzzle-star-battle.com: regions with thick walls, stars in black.
// In text a star is `*` (a yellow star in colour), an empty cell `.`, an undecided one `?`.
import { ansi, pictureState, svgDocument, svgLabels } from '../common/draw.ts';
import { regionWallsSvg, regionWallsText } from '../common/regions.ts';
import type { StarBattle } from './format.ts';

type Partial = (boolean | undefined)[][];

const caption = (p: StarBattle) => `${p.stars} star${p.stars === 1 ? '' : 's'} in every row, column and region`;

/** The puzzle with its regions, and the stars where the grid says (null: the bare puzzle). */
export function renderStarBattleText(p: StarBattle, grid: Partial | null, options: { colour: boolean }): string {
  const cell = (row: number, col: number) => {
    if (grid === null) return ' ';
    const known = grid[row][col];
    if (known === undefined) return options.colour ? ansi('1;33', '?') : '?';
    if (!known) return options.colour ? ansi('2', '.') : '.';
    return options.colour ? ansi('1;93', '★') : '*';
  };
  // Cells are one character between walls or gaps: wide enough for a square look in most fonts.
  const spaced = (row: number, col: number) => ` ${cell(row, col)} `;
  return `${caption(p)}\n${regionWallsText(p.regions, spaced, { colour: options.colour, width: 3 })}`;
}

/** A five-pointed star centred on (cx, cy). */
function starShape(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? radius : radius * 0.4;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/**
 * Where the grid is in the SVG picture: a cell's side, the margin around the picture, and the band
 * above the grid that holds the caption. Serve's play mode finds the cells by it.
 */
export const STAR_BATTLE_SVG = { cell: 32, margin: 16, caption: 24 } as const;

export function renderStarBattleSvg(p: StarBattle, grid: Partial | null): string {
  const { cell: size, margin, caption: band } = STAR_BATTLE_SVG;
  const at = (i: number) => margin + i * size;
  const { thin, thick } = regionWallsSvg(p.regions, size, margin, margin + band);
  const cells = (grid ?? []).flatMap((line, row) => line.map((known, col) => ({ known, row, col })));
  const stars = cells.filter(({ known }) => known === true).map(({ row, col }) => starShape(at(col) + size / 2, at(row) + band + size / 2, size * 0.4));
  const undecided = cells.filter(({ known }) => known === undefined);
  const grey = undecided.map(({ row, col }) => `<rect x="${at(col)}" y="${at(row) + band}" width="${size}" height="${size}"/>`);
  const marks = undecided.map(({ row, col }) => ({ x: at(col) + size / 2, y: at(row) + band + size / 2, text: '?' }));
  const width = at(p.size) + margin;
  const height = at(p.size) + band + margin;
  return svgDocument(width, height, `Star Battle ${p.size}x${p.size}, ${p.stars} star${p.stars === 1 ? '' : 's'}${pictureState(grid)}`, [
    `<g fill="#e4e4e4">${grey.join('')}</g>`,
    thin,
    thick,
    `<g fill="#1a1a1a">${stars.join('')}</g>`,
    svgLabels([{ x: width / 2, y: 20, text: `${'★'.repeat(Math.min(p.stars, 6))} ${caption(p)}` }], { size: 13, fill: '#1a1a1a' }),
    svgLabels(marks, { size: 16, fill: '#8a8a8a' }),
  ]);
}
