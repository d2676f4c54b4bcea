// The forms a grid kind reads and writes, declared once: its text form (`kind: <id>` header), its
// puzz.link URL types and its Puzzle Team task. From the declaration come the spec's `detect`,
// `parse`, `puzzlinkTypes` and `formats`, so each kind states only how each form is read and
// written, never how to tell them apart.
import type { Input } from '../../kind/input.ts';
import { puzzlinkTypeOf } from '../../format/puzzlink.ts';
import { dataLines, kindHeader } from './task.ts';

/** One form: how to read it (the text and the file's name for messages) and how to write a puzzle in it. */
export interface Form<Puzzle> {
  read(text: string, source: string): Puzzle;
  write(puzzle: Puzzle): string;
}

export interface FormsOf<Puzzle> {
  /** The text form, starting `kind: <id>`; also what a headerless text is read as when it is nothing else. */
  text: Form<Puzzle>;
  /** puzz.link URLs of these puzzle types (the first is the one written). */
  puzzlink?: Form<Puzzle> & { types: readonly string[] };
  /**
   * The Puzzle Team task. `looks` says whether a headerless text is this kind's task, for
   * detection. A headerless text of one line (or a pasted page) that is no URL is read as the task
   * whatever `looks` says, so that a near-miss gets the task's own error message; a headerless text
   * of several lines is read as the text form, whose message asks for the header.
   */
  puzzleteam?: Form<Puzzle> & { looks(text: string): boolean };
  /** Further forms that `convert --to` writes (pzprv3, ...). */
  more?: Record<string, (puzzle: Puzzle) => string>;
  /** Kinds that give way to this one on a text both detect (GridRules.precedes). */
  precedes?: readonly string[];
}

/** The parts of a GridRules that the forms decide. */
export interface FormParts<Puzzle> {
  detect(text: string): boolean;
  precedes?: readonly string[];
  parse(input: Input): Puzzle;
  puzzlinkTypes?: readonly string[];
  formats: Record<string, (puzzle: Puzzle) => string>;
}

export function formsOf<Puzzle>(id: string, forms: FormsOf<Puzzle>): FormParts<Puzzle> {
  const isUrl = (text: string) => forms.puzzlink?.types.includes(puzzlinkTypeOf(text) ?? '') ?? false;
  const pick = (text: string): Form<Puzzle> => {
    if (kindHeader(text) !== undefined) return forms.text;
    // A URL of any puzzle type: the URL's reader names the types this kind reads.
    if (forms.puzzlink && puzzlinkTypeOf(text) !== undefined) return forms.puzzlink;
    const oneLine = dataLines(text).length <= 1 || /\btask\s*=\s*['"]/.test(text);
    return forms.puzzleteam && (oneLine || forms.puzzleteam.looks(text)) ? forms.puzzleteam : forms.text;
  };
  return {
    detect: (text) => {
      const header = kindHeader(text);
      if (header !== undefined) return header === id;
      return isUrl(text) || (forms.puzzleteam?.looks(text) ?? false);
    },
    ...(forms.precedes && { precedes: forms.precedes }),
    parse: (input) => pick(input.text).read(input.text, input.source),
    puzzlinkTypes: forms.puzzlink?.types,
    formats: {
      text: forms.text.write,
      ...(forms.puzzleteam && { puzzleteam: forms.puzzleteam.write }),
      ...(forms.puzzlink && { puzzlink: forms.puzzlink.write }),
      ...forms.more,
    },
  };
}
