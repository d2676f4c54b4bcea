// The puzz.link URL of a grid of numbers in cells (Bridges' islands, Nurikabe's islands, Sudoku's givens):
// `<type>/W/H/<body>`, the body pzprjs's number16 packing of the cells row by row. Each number is
// checked by the kind; a `?` (a cell whose number is not given) is refused where the kind says,
// since Bridges and Nurikabe read no such cell (Sudoku reads it as an empty cell).
import { inRows } from '../../dsl/grid/index.ts';
import { InputError } from '../../errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';

export interface CellNumbersForm {
  /** The puzz.link types read (the first is the one written). */
  types: readonly string[];
  /** The genre's name for messages: `Bridges`. */
  genre: string;
  /** What the numbers are, for messages: `islands`. */
  part: string;
  /** What is wrong with a number in a grid of that size, if anything (the message). */
  check(value: number, size: { width: number; height: number }): string | undefined;
  /** Where a `?` in cell `index` (from 0) is refused, and the message; without it, a `?` is a cell without a number. */
  unknown?(index: number): { position: string; message: string };
  /** Refuses a size past the kind's limit, before any cell is read (position: `URL size`). */
  refuseSize?(width: number, height: number, source: string, position: string): void;
}

export function readCellNumbersUrl(text: string, source: string, form: CellNumbersForm): { width: number; height: number; numbers: (number | null)[][] } {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, form.types, form.genre);
  expectFlags(url, {});
  form.refuseSize?.(url.width, url.height, source, 'URL size');
  const body = new UrlBody(url);
  const numbers = readNumbers(body, url.width * url.height, form.part, (value) => form.check(value, url));
  body.end();
  const unknown = numbers.indexOf('?');
  if (unknown >= 0 && form.unknown) {
    const { position, message } = form.unknown(unknown);
    throw new InputError(source, position, message);
  }
  return {
    width: url.width,
    height: url.height,
    numbers: inRows(
      numbers.map((value) => (value === '?' ? null : value)),
      url.width,
    ),
  };
}

/** The URL of a grid's numbers (null: a cell without one), as its kind's first type. */
export const cellNumbersUrl = (type: string, numbers: readonly (readonly (number | null)[])[]) =>
  `${puzzlinkUrl({ type, width: numbers[0]?.length ?? 0, height: numbers.length, body: writeNumbers(numbers.flat()) })}\n`;
