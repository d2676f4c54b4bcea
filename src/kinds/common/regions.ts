// Grids cut into regions, drawn as the Puzzle Team sites draw them: thick walls where the region
// changes, thin lines inside. In text the walls are ASCII (`+-|`) or heavy box drawing. Where the
// walls run is the grid vocabulary's (src/dsl/grid/regions.ts); this file only draws them.
import { type RegionIds, sizeOf, wallAbove as above, wallLeft as left } from '../../dsl/grid/index.ts';
import { ansi } from './draw.ts';

// Heavy box-drawing corners indexed by up*8 + right*4 + down*2 + left.
const corners = ' ╸╻┓╺━┏┳╹┛┃┫┗┻┣╋';

/**
 * The grid with walls between regions; `cell(row, col)` is the cell's text, already `width`
 * characters wide (and coloured, if it is to be).
 */
export function regionWallsText(regions: RegionIds, cell: (row: number, col: number) => string, options: { colour: boolean; width: number }): string {
  const { width, height } = sizeOf(regions);
  const wallAbove = (row: number, col: number) => above(regions, { row, col });
  const wallLeft = (row: number, col: number) => left(regions, { row, col });
  const junction = (up: boolean, right: boolean, down: boolean, left: boolean) => {
    if (options.colour) return ansi('2', corners[+up * 8 + +right * 4 + +down * 2 + +left]);
    return up && down && !right && !left ? '|' : right && left && !up && !down ? '-' : up || right || down || left ? '+' : ' ';
  };
  const horizontal = (text: string) => (options.colour ? ansi('2', '━'.repeat(text.length)) : text);
  const lines: string[] = [];
  for (let row = 0; row <= height; row++) {
    let walls = '';
    for (let col = 0; col <= width; col++) {
      walls += junction(wallLeft(row - 1, col), wallAbove(row, col), wallLeft(row, col), wallAbove(row, col - 1));
      if (col < width) walls += wallAbove(row, col) ? horizontal('-'.repeat(options.width)) : ' '.repeat(options.width);
    }
    lines.push(walls.trimEnd());
    if (row === height) break;
    let cells = '';
    for (let col = 0; col <= width; col++) {
      cells += wallLeft(row, col) ? (options.colour ? ansi('2', '┃') : '|') : ' ';
      if (col < width) cells += cell(row, col);
    }
    lines.push(cells);
  }
  return `${lines.join('\n')}\n`;
}

/** SVG lines of the grid: thin ones inside regions and thick walls between them, from (x0, y0). */
export function regionWallsSvg(regions: RegionIds, size: number, x0: number, y0: number): { thin: string; thick: string } {
  const thin: string[] = [];
  const thick: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x0 + x1 * size}" y1="${y0 + y1 * size}" x2="${x0 + x2 * size}" y2="${y0 + y2 * size}"/>`;
  const { width, height } = sizeOf(regions);
  for (let row = 0; row <= height; row++)
    for (let col = 0; col <= width; col++) {
      if (col < width) (above(regions, { row, col }) ? thick : thin).push(line(col, row, col + 1, row));
      if (row < height) (left(regions, { row, col }) ? thick : thin).push(line(col, row, col, row + 1));
    }
  return {
    thin: `<g stroke="#c8c8c8" stroke-width="1">${thin.join('')}</g>`,
    thick: `<g stroke="#1a1a1a" stroke-width="3" stroke-linecap="square">${thick.join('')}</g>`,
  };
}
