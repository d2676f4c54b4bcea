// JSON input, shared by every kind that reads it: a syntax error names the line and column where
// the parser stopped, so a missing comma is found without counting characters.
import { InputError } from './errors.ts';
import { LARGEST_WHOLE_TEXT, inexactJsonNumber } from './numbers.ts';

export const looksLikeJson = (text: string) => /^\s*[[{]/.test(text.replace(/^\uFEFF/, ''));

/** Parses JSON text or throws an InputError at the place the syntax breaks. */
export function parseJsonText(text: string, source: string, example?: string): unknown {
  const body = text.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    const reason = String((error as Error).message).split('\n')[0];
    const offset = /position (\d+)/.exec(reason)?.[1];
    const message = reason.replace(/ in JSON at position \d+.*$/, '');
    const position = offset === undefined ? 'end of input' : lineAndColumn(body, Number(offset));
    throw new InputError(source, position, `expected valid JSON${example ? ` such as ${example}` : ''} (${message})`);
  }
  // Checked on valid JSON only, so that a syntax error is reported as such. JSON.parse has rounded
  // such a number already: it is refused as written, where it is.
  const inexact = inexactJsonNumber(body);
  if (inexact) {
    throw new InputError(source, lineAndColumn(body, inexact.offset), `expected whole numbers of at most ${LARGEST_WHOLE_TEXT}; found ${inexact.literal}`);
  }
  return data;
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}
