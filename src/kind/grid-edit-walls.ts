// Serve's editor draws walls: a click on the side between two cells toggles the wall there, and
// the regions are read back from the walls. A wall that does not yet close a region off (the first
// strokes of a cut) changes no region, so the puzzle cannot hold it: it comes back as an inner
// wall, which the page keeps and sends with its next wall, until the cut is closed. So an author
// draws a region's border stroke by stroke, and a wall taken away and put back gives the puzzle again.
import { type InnerWall, type Walls, regionsFromWalls, wallsFromRegions } from '../dsl/grid/regions.ts';
import { InputError } from '../errors.ts';
import type { Cell } from './cells.ts';
import { cellName } from './cells.ts';
import { SOURCE, editPart, editing, within, writeBack } from './grid-edit.ts';
import type { GridSpec } from './grid-spec.ts';
import type { Input } from './kind.ts';
import { isObject, isOneOf } from '../narrow.ts';

const SIDES = ['right', 'below'] as const;

/** A wall from a request: right of or below a cell, between two cells of the grid; else an InputError naming `where`. */
function wallOf(value: unknown, size: { rows: number; cols: number }, where: string): InnerWall {
  const { row, col, side } = isObject(value) ? value : {};
  const rows = side === 'below' ? size.rows - 1 : size.rows;
  const cols = side === 'right' ? size.cols - 1 : size.cols;
  if (!isOneOf(SIDES, side) || !within(row, rows) || !within(col, cols))
    throw new InputError(
      SOURCE,
      where,
      `expected a wall {row, col, side} between two cells of the ${size.rows} x ${size.cols} grid: side 'right' (col below ${size.cols - 1}) or 'below' (row below ${size.rows - 1}), counted from 0`,
    );
  return { row, col, side };
}

const flip = (walls: Walls, { row, col, side }: InnerWall, on?: boolean) => {
  const line = (side === 'right' ? walls.vertical : walls.horizontal)[row];
  line[col] = on ?? !line[col];
  return line[col];
};

/**
 * The puzzle with the wall right of or below a cell toggled (`wall`: {row, col, side}), over the
 * walls between its regions and the `inner` walls the page kept from earlier strokes; the text
 * written, whether the wall is there now, and the walls inside regions to keep for the next stroke.
 */
export function editWall<P, C extends Cell>(
  spec: GridSpec<P, C>,
  input: Input,
  wall: unknown,
  inner: unknown,
): { text: string; wall: boolean; inner: InnerWall[] } {
  const edit = editPart(spec, 'walls', 'walls');
  const { puzzle, size } = editing(spec, input);
  const toggled = wallOf(wall, size, 'wall');
  if (inner !== undefined && !Array.isArray(inner)) throw new InputError(SOURCE, 'inner', 'expected a list of walls inside regions, as the last edit answered');
  const kept = (inner ?? []).map((entry: unknown, i: number) => wallOf(entry, size, `inner wall ${i + 1}`));
  const before = edit.regions(puzzle);
  const walls = wallsFromRegions(before);
  for (const entry of kept) flip(walls, entry, true);
  const now = flip(walls, toggled);
  const { regions, innerWalls } = regionsFromWalls(walls, { width: size.cols, height: size.rows });
  const { text, again } = writeBack(spec, edit.withRegions(puzzle, regions, before));
  // The text read back has the regions the walls drew: what the page shows next is what the author drew.
  const read = edit.regions(again);
  if (JSON.stringify(read) !== JSON.stringify(regions))
    throw new Error(
      `internal error: ${spec.id}'s text form did not keep the regions drawn by the wall ${toggled.side} of ${cellName(toggled.row, toggled.col)}`,
    );
  return { text, wall: now, inner: innerWalls };
}
