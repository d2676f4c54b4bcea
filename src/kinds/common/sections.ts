// Text forms in sections (Sudoku's regions and cages, Heyawake's rooms and numbers): after the
// `kind:` line, a `name:` line opens a section, which holds the value written on its line and the
// rows that follow it, up to the next `name:` line. The rows before any name are the form's first
// grid. Each name may stand once, and only the kind's own.
import { InputError } from '../../errors.ts';
import { type DataLine, kindLines } from './task.ts';

export interface Section {
  /** The `name:` line's number, for messages. */
  line: number;
  /** What follows `name:` on its line. */
  value: string;
  rows: DataLine[];
}

export interface Sections {
  header: DataLine;
  /** The rows before any `name:` line, and after a name of `oneLine`. */
  first: DataLine[];
  named: Map<string, Section>;
}

/** Splits a `kind: <kind>` text into its sections; a name of `oneLine` holds its line only, the rows after it go on the first grid. */
export function readSections(text: string, source: string, kind: string, known: readonly string[], oneLine: readonly string[] = []): Sections {
  const [header, ...rest] = kindLines(text, source, kind);
  const first: DataLine[] = [];
  const named = new Map<string, Section>();
  let rows = first;
  for (const line of rest) {
    const key = /^([a-z]+)\s*:\s*(.*)$/i.exec(line.text);
    if (!key) {
      rows.push(line);
      continue;
    }
    const name = key[1].toLowerCase();
    if (!known.includes(name)) throw new InputError(source, `line ${line.number}`, `unknown key '${key[1]}'; expected one of: ${known.join(', ')}`);
    if (named.has(name)) throw new InputError(source, `line ${line.number}`, `'${name}' is given twice`);
    const section = { line: line.number, value: key[2], rows: [] };
    named.set(name, section);
    rows = oneLine.includes(name) ? first : section.rows;
  }
  return { header, first, named };
}
