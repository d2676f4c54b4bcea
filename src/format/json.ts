// JSON input, shared by every kind that reads it: a syntax error names the line and column where
// the parser stopped, so a missing comma is found without counting characters.
import { InputError } from './errors.ts';

export const looksLikeJson = (text: string) => /^\s*[[{]/.test(text.replace(/^\uFEFF/, ''));

/** Parses JSON text or throws an InputError at the place the syntax breaks. */
export function parseJsonText(text: string, source: string, example?: string): unknown {
  const body = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(body);
  } catch (error) {
    const reason = String((error as Error).message).split('\n')[0];
    const offset = /position (\d+)/.exec(reason)?.[1];
    const message = reason.replace(/ in JSON at position \d+.*$/, '');
    const position = offset === undefined ? 'end of input' : lineAndColumn(body, Number(offset));
    throw new InputError(source, position, `expected valid JSON${example ? ` such as ${example}` : ''} (${message})`);
  }
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}
