// The text form of the kinds whose clues are single digits in cells (Bridges' islands,
// Slitherlink's clues): a `kind: <kind>` line, then a row of cells per line, a digit for a clue
// and `.` (also `-`) for a cell without one.
import { InputError } from '../../errors.ts';
import { readGridRows } from './grid-text.ts';
import { dataLines } from './task.ts';

/**
 * The rows after the first data line (the `kind:` line, which the forms already told apart).
 * `clue` says whether a digit is one of the kind's; `expected` names them for the message.
 */
export function readDigitRows(text: string, source: string, clue: (digit: number) => boolean, expected: string): (number | null)[][] {
  const [, ...rows] = dataLines(text);
  return readGridRows(rows, source, ({ token, position }) => {
    if (token === '.' || token === '-') return null;
    if (!/^\d$/.test(token) || !clue(Number(token))) throw new InputError(source, position, `expected ${expected} or '.', found '${token}'`);
    return Number(token);
  });
}

/** The text form of a grid of digits, null written `.`. */
export const digitRowsText = (kind: string, rows: readonly (readonly (number | null)[])[]) =>
  `kind: ${kind}\n${rows.map((line) => line.map((digit) => digit ?? '.').join('')).join('\n')}\n`;
