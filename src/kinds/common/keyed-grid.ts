// Text forms of a header, a few `key: value` lines and then a grid (Tents, Battleships, Norinori):
//
//   kind: tents
//   columns: 1 0 2     one count per column, `-` where a line has none
//   rows: 1 2 0
//   .T.                the grid, read by readGridRows
//
// The keys come before the grid; `#` starts a comment line. Bad input is an InputError at its line.
import { InputError } from '../../errors.ts';
import { type DataLine, wholeClue, kindLines } from './task.ts';

export interface KeyedGrid {
  keys: Map<string, { value: string; line: number }>;
  /** The lines after the keys: the grid's rows. */
  rows: DataLine[];
}

/**
 * Splits a `kind: <kind>` text into its keys (only `known` ones, each once) and the rows that
 * follow. `anywhere`: a key line may also stand among the grid's rows (Skyscrapers' side clues,
 * `top:` above the grid and `bottom:` below it, as its reader always took them).
 */
export function readKeyedGrid(text: string, source: string, kind: string, known: readonly string[], anywhere = false): KeyedGrid {
  const [_header, ...rest] = kindLines(text, source, kind);
  const keys = new Map<string, { value: string; line: number }>();
  const rows: DataLine[] = [];
  for (const line of rest) {
    const match = rows.length > 0 && !anywhere ? null : /^([A-Za-z]+)\s*:\s*(.*)$/.exec(line.text);
    if (!match) {
      rows.push(line);
      continue;
    }
    const key = match[1].toLowerCase();
    if (!known.includes(key)) throw new InputError(source, `line ${line.number}`, `unknown key '${match[1]}'; expected one of: ${known.join(', ')}`);
    const first = keys.get(key);
    if (first) throw new InputError(source, `line ${line.number}`, `'${key}' is given twice (first on line ${first.line})`);
    keys.set(key, { value: match[2].replace(/\s#.*$/, '').trim(), line: line.number });
  }
  return { keys, rows };
}

/**
 * The counts on a `columns:` or `rows:` line, `count` of them: whole numbers up to `most`, or `-`
 * (null) where a line has no count. `what` names one of them in messages: `column count`.
 */
export function readCounts(grid: KeyedGrid, key: string, source: string, what: string, count: number, most: number): (number | null)[] {
  const entry = grid.keys.get(key);
  if (!entry) throw new InputError(source, 'line 1', `expected a '${key}:' line with ${count} ${what}s`);
  const tokens = entry.value.split(/[\s,]+/).filter(Boolean);
  if (tokens.length !== count)
    throw new InputError(source, `line ${entry.line}`, `expected ${count} ${what}s (one per ${what.split(' ')[0]}), found ${tokens.length}`);
  return tokens.map((token, i) => {
    if (token === '-') return null;
    const value = wholeClue(token, source, `line ${entry.line}, ${what} ${i + 1}`, `a ${what} or '-'`);
    if (value > most) throw new InputError(source, `line ${entry.line}, ${what} ${i + 1}`, `${what} ${value} is more than the ${most} cells of its line`);
    return value;
  });
}

/** Counts written back: `-` for none. */
export const writeCounts = (counts: readonly (number | null)[]) => counts.map((count) => (count === null ? '-' : String(count))).join(' ');
