// Serve's editor, for any GridSpec with `edit`: one clue placed, changed or cleared by a click or a
// key, in a cell or outside the grid. The puzzle is read, the one clue changed, and written back
// in the kind's text form, so that the page's text stays the whole puzzle and every other view
// (Live forced cells, Export, the address) reads it as it reads a pasted one. Walls: grid-edit-walls.ts.
import { InputError, UsageError } from '../errors.ts';
import { cellName } from './cells.ts';
import type { Cell } from './cells.ts';
import type { CellLayout, ClueEdit, GridSpec, OutsideEdit, OutsidePlace, OutsideSide, PuzzleEdit } from './grid-spec.ts';
import type { Input } from './kind.ts';
import { isObject, isOneOf } from '../narrow.ts';

export const SOURCE = '<edit>';

const numbersFrom = ({ from, to }: { from: number; to: number }) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => String(from + i));

/** The clues a click cycles through: none, the named ones, then the numbers. */
export function clueCycle<P>(edit: ClueEdit<P>, puzzle: P): string[] {
  return ['', ...edit.clues.map((clue) => clue.notation), ...numbersFrom(edit.numbers?.(puzzle) ?? { from: 1, to: 0 })];
}

/** The clues a click on a place outside the grid cycles through: none (where allowed), then the numbers. */
export const outsideCycle = <P>(edit: OutsideEdit<P>, puzzle: P, side: OutsideSide): string[] => [
  ...(edit.none ? [''] : []),
  ...numbersFrom(edit.numbers(puzzle, side)),
];

/** What the page needs to offer the editor: the cells' clues by name and numbers; walls; the sides outside and their numbers. */
export function editSettings<P>(edit: PuzzleEdit<P>, puzzle: P) {
  const { cells, walls, outside } = edit;
  return {
    ...(cells && { cells: { clues: cells.clues, ...(cells.numbers && { numbers: cells.numbers(puzzle) }) } }),
    ...(walls && { walls: true }),
    ...(outside && { outside: { none: outside.none, sides: Object.fromEntries(outside.sides.map((side) => [side, outside.numbers(puzzle, side)])) } }),
  };
}

/** Whether `n` counts something from 0 below `most`. */
export const within = (n: unknown, most: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < most;

/** The puzzle read, and its size; a kind with an editor says where its cells are. */
export function editing<P, C extends Cell>(spec: GridSpec<P, C>, input: Input): { puzzle: P; size: CellLayout } {
  const puzzle = spec.parse(input);
  const size = (spec.layout ?? spec.play?.layout)?.(puzzle);
  if (!size) throw new Error(`internal error: ${spec.id} has an editor but no layout`);
  return { puzzle, size };
}

/** The puzzle in its kind's text form (the form the page shows), and that text read again. */
export function writeBack<P, C extends Cell>(spec: GridSpec<P, C>, changed: P): { text: string; again: P } {
  const write = spec.formats.text ?? Object.values(spec.formats)[0];
  const text = write(changed);
  return { text, again: spec.parse({ source: SOURCE, text }) };
}

/** The kind's editor part, or a UsageError saying the kind has none. */
export function editPart<P, C extends Cell, K extends keyof PuzzleEdit<P>>(spec: GridSpec<P, C>, part: K, what: string): NonNullable<PuzzleEdit<P>[K]> {
  const found = spec.edit?.[part];
  if (!found) throw new UsageError(`${spec.id} puzzles have no editor for ${what} yet: edit the text`);
  return found;
}

/**
 * The puzzle with one cell's clue set to `clue` ('' clears it), or, with no clue given, to the next
 * in the cycle; the text written and the clue the cell now holds. Bad requests are InputErrors.
 */
export function editClue<P, C extends Cell>(spec: GridSpec<P, C>, input: Input, cell: unknown, clue: unknown): { text: string; clue: string } {
  const edit = editPart(spec, 'cells', 'clues in cells');
  const { puzzle, size } = editing(spec, input);
  const { row, col } = isObject(cell) ? cell : {};
  if (!within(row, size.rows) || !within(col, size.cols))
    throw new InputError(SOURCE, 'cell', `expected a cell {row, col} counted from 0, inside ${size.rows} x ${size.cols}`);
  const cycle = clueCycle(edit, puzzle);
  const now = edit.at(puzzle, { row, col });
  const wanted = clue ?? cycle[(cycle.indexOf(now) + 1) % cycle.length];
  if (typeof wanted !== 'string' || !cycle.includes(wanted)) {
    const range = edit.numbers?.(puzzle);
    const numbers = range ? `, or a number from ${range.from} to ${range.to}` : '';
    const named = edit.clues.map((entry) => `'${entry.notation}' (${entry.name})`).join(', ');
    throw new InputError(SOURCE, `clue for ${cellName(row, col)}`, `expected '' (none)${named ? `, ${named}` : ''}${numbers}`);
  }
  const { text, again } = writeBack(spec, edit.set(puzzle, { row, col }, wanted));
  // The text read back holds the clue: what the page shows next is what the author placed.
  const placed = edit.at(again, { row, col });
  if (placed !== wanted) throw new Error(`internal error: ${spec.id}'s text form lost the clue '${wanted}' at ${cellName(row, col)} (read back '${placed}')`);
  return { text, clue: wanted };
}

/** Where a place outside the grid is, in words: "the clue above column 3". */
const placeName = ({ side, index }: OutsidePlace) =>
  `the clue ${{ top: 'above', bottom: 'below', left: 'left of', right: 'right of' }[side]} ${side === 'top' || side === 'bottom' ? 'column' : 'row'} ${index + 1}`;

/**
 * The puzzle with one clue outside the grid (`outside`: {side, index}) set to `clue` ('' clears it
 * where the kind allows none), or with no clue given the next in its cycle; the text written and
 * the clue now there.
 */
export function editOutside<P, C extends Cell>(spec: GridSpec<P, C>, input: Input, outside: unknown, clue: unknown): { text: string; clue: string } {
  const edit = editPart(spec, 'outside', 'clues outside the grid');
  const { puzzle, size } = editing(spec, input);
  const { side, index } = isObject(outside) ? outside : {};
  if (!isOneOf(edit.sides, side) || !within(index, side === 'top' || side === 'bottom' ? size.cols : size.rows))
    throw new InputError(
      SOURCE,
      'outside',
      `expected a clue's place {side, index}: side one of ${edit.sides.map((name) => `'${name}'`).join(', ')}; index a column (top, bottom) or row (left, right) from 0, below ${size.cols} or ${size.rows}`,
    );
  const place = { side, index };
  const cycle = outsideCycle(edit, puzzle, place.side);
  const wanted = clue ?? cycle[(cycle.indexOf(edit.at(puzzle, place)) + 1) % cycle.length];
  if (typeof wanted !== 'string' || !cycle.includes(wanted)) {
    const { from, to } = edit.numbers(puzzle, place.side);
    throw new InputError(SOURCE, placeName(place), `expected ${edit.none ? "'' (none) or " : ''}a number from ${from} to ${to}`);
  }
  const { text, again } = writeBack(spec, edit.set(puzzle, place, wanted));
  const placed = edit.at(again, place);
  if (placed !== wanted) throw new Error(`internal error: ${spec.id}'s text form lost '${wanted}' as ${placeName(place)} (read back '${placed}')`);
  return { text, clue: wanted };
}
