// JSON input, shared by every kind that reads it: a syntax error names the line and column where
// the parser stopped, so a missing comma is found without counting characters.
import { InputError } from '../errors.ts';
import { LARGEST_WHOLE_TEXT, inexactJsonNumber } from './numbers.ts';
import { isObject } from '../narrow.ts';

export const looksLikeJson = (text: string) => /^\s*[[{]/.test(text.replace(/^\uFEFF/, ''));

/**
 * No puzzle nests deeper than a few levels (a list of tubes of colour names is 2). Deeper input is
 * refused before parsing: code that walks the parsed value, or prints it in a message, recurses.
 */
export const MAX_JSON_DEPTH = 64;

/** Parses JSON text or throws an InputError at the place the syntax breaks. */
export function parseJsonText(text: string, source: string, example?: string): unknown {
  const body = text.replace(/^\uFEFF/, '');
  const tooDeep = nestedPast(body, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    throw new InputError(source, lineAndColumn(body, tooDeep), `expected JSON nested at most ${MAX_JSON_DEPTH} deep, found deeper nesting`);
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    const reason = String(isObject(error) ? error.message : undefined).split('\n')[0];
    const offset = /position (\d+)/.exec(reason)?.[1];
    const message = reason.replace(/ in JSON at position \d+.*$/, '');
    const position = offset === undefined ? 'end of input' : lineAndColumn(body, Number(offset));
    throw new InputError(source, position, `expected valid JSON${example ? ` such as ${example}` : ''} (${message})`);
  }
  // JSON.parse keeps the last of a key given twice ("jugs" twice: the first list is lost without a
  // word); the text form refuses a setting given twice, and so does this.
  const twice = repeatedKey(body);
  if (twice) {
    throw new InputError(
      source,
      lineAndColumn(body, twice.offset),
      `expected each key once in an object; found ${JSON.stringify(twice.key)} again (first at ${lineAndColumn(body, twice.first)})`,
    );
  }
  // Checked on valid JSON only, so that a syntax error is reported as such. JSON.parse has rounded
  // such a number already: it is refused as written, where it is.
  const inexact = inexactJsonNumber(body);
  if (inexact) {
    throw new InputError(source, lineAndColumn(body, inexact.offset), `expected whole numbers of at most ${LARGEST_WHOLE_TEXT}; found ${inexact.literal}`);
  }
  return data;
}

/** The offset of the first bracket that opens level `depth + 1`, skipping strings; undefined if none. */
function nestedPast(text: string, depth: number): number | undefined {
  let level = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++level > depth) return at;
    } else if (char === ']' || char === '}') level--;
  }
  return undefined;
}

/**
 * The first key that an object of valid JSON text gives twice, where it is and where it was first;
 * undefined if none. A scan, not a parser: in an object, a string after '{' or ',' is a key.
 */
function repeatedKey(text: string): { key: string; offset: number; first: number } | undefined {
  const objects: (Map<string, number> | undefined)[] = []; // one per open bracket; undefined for arrays
  let keyNext = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const keys = objects[objects.length - 1];
      if (keyNext && keys) {
        const key = String(JSON.parse(text.slice(at, end + 1))); // "\u006augs" is "jugs" too
        const first = keys.get(key);
        if (first !== undefined) return { key, offset: at, first };
        keys.set(key, at);
      }
      keyNext = false;
      at = end;
    } else if (char === '{' || char === '[') {
      objects.push(char === '{' ? new Map() : undefined);
      keyNext = char === '{';
    } else if (char === '}' || char === ']') objects.pop();
    else if (char === ',') keyNext = true;
  }
  return undefined;
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}
