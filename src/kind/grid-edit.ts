// Serve's editor, for any GridSpec with `edit`: one clue placed, changed or cleared by a click or a
// key. The puzzle is read, the one cell changed, and written back in the kind's text form, so that
// the page's text stays the whole puzzle and every other view (Live forced cells, Export, the
// address) reads it as it reads a pasted one.
import { InputError, UsageError } from '../format/errors.ts';
import { cellName } from './cells.ts';
import type { Cell } from './cells.ts';
import type { ClueEdit, GridSpec } from './grid-spec.ts';
import type { Input } from './kind.ts';
import { isObject } from '../narrow.ts';

const SOURCE = '<edit>';

/** The clues a click cycles through: none, the named ones, then the numbers. */
export function clueCycle<P>(edit: ClueEdit<P>, puzzle: P): string[] {
  const { from, to } = edit.numbers?.(puzzle) ?? { from: 1, to: 0 };
  return ['', ...edit.clues.map((clue) => clue.notation), ...Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => String(from + i))];
}

/** What the page needs to offer the editor: the clues by name, and the numbers typed. */
export function editSettings<P>(edit: ClueEdit<P>, puzzle: P) {
  return { clues: edit.clues, ...(edit.numbers && { numbers: edit.numbers(puzzle) }) };
}

/**
 * The puzzle with one cell's clue set to `clue` ('' clears it), or, with no clue given, to the next
 * in the cycle; the text written and the clue the cell now holds. Bad requests are InputErrors.
 */
export function editClue<P, C extends Cell>(spec: GridSpec<P, C>, input: Input, cell: unknown, clue: unknown): { text: string; clue: string } {
  const edit = spec.edit;
  if (!edit) throw new UsageError(`${spec.id} puzzles have no clue editor yet: edit the text`);
  const puzzle = spec.parse(input);
  const size = (spec.layout ?? spec.play?.layout)?.(puzzle);
  // Every kind with an editor says where its cells are.
  if (!size) throw new Error(`internal error: ${spec.id} has an editor but no layout`);
  const { row, col } = isObject(cell) ? cell : {};
  const within = (n: unknown, most: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < most;
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
  const changed = edit.set(puzzle, { row, col }, wanted);
  const write = spec.formats.text ?? Object.values(spec.formats)[0];
  const text = write(changed);
  // The text read back holds the clue: what the page shows next is what the author placed.
  const again = edit.at(spec.parse({ source: SOURCE, text }), { row, col });
  if (again !== wanted) throw new Error(`internal error: ${spec.id}'s text form lost the clue '${wanted}' at ${cellName(row, col)} (read back '${again}')`);
  return { text, clue: wanted };
}
