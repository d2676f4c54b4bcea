// puzz.link URLs (pzprjs, the editor behind puzz.link, pzv.jp, pzprxs and pzplus): the address
// parts every puzzle type shares, and the packings that several types reuse. Naming no kind: a
// kind's own file reads its type, its flags and the order of the packings in its body.
//
//   https://puzz.link/p?<type>/[<flags>/]<width>/<height>/<body>
//
// Readers are strict where pzprjs is lenient (it fills whatever a short body leaves out and skips
// unknown characters): a body that is short, long or off by a character is refused at its place,
// which is also how a wrong width or height shows. Errors name the character of the URL, from 1.
import { InputError, UsageError } from '../errors.ts';
import { exactWhole } from './numbers.ts';
import { isPenpaUrl, readPenpa } from './penpa.ts';
import { penpaGenre } from './penpa-genre.ts';
import { pzprv3TypeOf } from './pzprv3.ts';
import type { PuzzlinkUrl } from './url-body.ts';

// A kind's reader parses the URL here and reads its body with UrlBody (url-body.ts, a module of its
// own so that the packings and the other formats can read a body without importing this file).
export { type PuzzlinkUrl, UrlBody } from './url-body.ts';

/** The sites that serve pzprjs under the same address scheme; the first is the one written. */
export const PUZZLINK_HOSTS = ['puzz.link', 'pzv.jp', 'pzprxs.vercel.app', 'pzplus.tck.mn'] as const;
/** Read too: the original PUZ-PRE v3 (`http://indi.s58.xrea.com/pzpr/v3/p.html?...`), still linked from old pages. */
const READ_HOSTS = [...PUZZLINK_HOSTS.map((host) => host.replace(/\./g, '\\.')), 'indi\\.s58\\.xrea\\.com/pzpr/v3'];

// pzprjs also takes query parameters before the type (`?type=editor&mashu/...`): skipped like it does.
const prefix = new RegExp(`^(?:https?://)?(?:www\\.)?(${READ_HOSTS.join('|')})/p(?:\\.html)?\\?(?:\\w+=\\w*&)*`, 'i');
/** pzprjs's editor and player links (`mashu_edit`, `mashu_play`) name the same puzzle. */
const modeSuffix = /_(?:edit|play)$/;

/**
 * The one line of a text that is not blank and not a `#` comment, if there is exactly one. A URL
 * pasted from chat or a forum often ends in a stray `/`, `?` or `&`: they are dropped (no body ends
 * so), which moves no position before them.
 */
function urlLine(text: string): string | undefined {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return lines.length === 1 ? (prefix.test(lines[0]) ? lines[0].replace(/[/?&]+$/, '') : lines[0]) : undefined;
}

/**
 * The puzzle type of a puzz.link URL (`aquarium`, also from an editor link `aquarium_edit`),
 * without reading further; undefined for any other text. pzprjs's other forms, a pzprv3 file and a
 * penpa-edit URL, have their type told by src/format/pzpr-forms.ts.
 */
export function puzzlinkTypeOf(text: string): string | undefined {
  const form = pzprFormOf(text);
  if (form === 'file') return pzprv3TypeOf(text);
  if (form === 'penpa') return penpaTypeOf(text);
  const line = urlLine(text);
  if (line === undefined) return undefined;
  const match = prefix.exec(line);
  return match ? line.slice(match[0].length).split('/')[0].replace(modeSuffix, '') : undefined;
}

/**
 * Which of the pzprjs family's forms a text is: a puzz.link URL, a pzprv3 file (or a URL carrying
 * one), or a penpa-edit URL; undefined for any other text. A kind that reads one reads all three.
 */
export function pzprFormOf(text: string): 'url' | 'file' | 'penpa' | undefined {
  if (pzprv3TypeOf(text) !== undefined) return 'file';
  if (isPenpaUrl(text)) return 'penpa';
  const line = urlLine(text);
  return line !== undefined && prefix.test(line) ? 'url' : undefined;
}

/** The type of the genre a penpa-edit drawing seems to be, when one is told; never throws (detection asks). */
function penpaTypeOf(text: string): string | undefined {
  try {
    return penpaGenre(readPenpa(text, '')).type;
  } catch {
    return undefined;
  }
}

/** The host of a text that is one web address but not a puzz.link puzzle (for what detection says). */
export function otherUrlHost(text: string): string | undefined {
  const line = urlLine(text);
  if (line === undefined || prefix.test(line)) return undefined;
  return /^https?:\/\/([^/?#\s]+)/i.exec(line)?.[1];
}

/**
 * What detection says it found in a web address that is no puzzle: on a pzprjs host, what the
 * address lacks (the player's page with no '?' and puzzle after it, or another page of the site),
 * since "an address on puzz.link" would leave the user to guess; elsewhere, the host.
 */
export function otherUrlFound(text: string, host: string): string {
  const site = host.toLowerCase().replace(/^www\./, '');
  if (!(PUZZLINK_HOSTS as readonly string[]).includes(site)) return `found an address on ${host}`;
  const path = /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?/i.exec(urlLine(text) ?? '')?.[1] ?? '/';
  if (/^\/p(\.html)?$/i.test(path)) return `found ${site}${path} with no '?' and the puzzle after it (its type, size and data)`;
  return `found ${path === '/' ? 'the front page' : `the page ${path}`} of ${site}, not its puzzle player /p`;
}

/** Splits the address into type, flags, size and body; the body is left to the kind. */
export function parsePuzzlinkUrl(input: string, source: string): PuzzlinkUrl {
  const text = urlLine(input) ?? input.trim();
  const match = prefix.exec(text);
  if (!match) throw new InputError(source, 'URL', `expected a puzz.link URL such as https://puzz.link/p?aquarium/6/6/..., found '${text}'`);
  const segments: { value: string; start: number }[] = [];
  let start = match[0].length;
  for (const value of text.slice(start).split('/')) {
    segments.push({ value, start });
    start += value.length + 1;
  }
  const at = (offset: number) => `URL character ${offset + 1}`;
  const type = segments.shift();
  // split gives at least one piece (an empty type is refused below).
  if (!type) throw new Error('internal error: a puzz.link URL split into no segments');
  type.value = type.value.replace(modeSuffix, '');
  if (!/^[a-z0-9-]+$/.test(type.value))
    throw new InputError(source, at(type.start), `expected a puzzle type after '?' (such as aquarium), found '${type.value}'`);
  // pzprjs's rule: a segment before the size that is not a number holds the flags.
  const flagged = segments.length > 0 && !/^\d+$/.test(segments[0].value);
  const flags = flagged ? segments[0] : { value: '', start: -1 };
  if (flagged) segments.shift();
  const side = (name: string) => {
    const segment = segments.shift();
    if (!segment) throw new InputError(source, at(text.length), `expected the ${name} of the grid, found the end of the URL`);
    if (!/^\d+$/.test(segment.value)) throw new InputError(source, at(segment.start), `expected the ${name} (a whole number), found '${segment.value}'`);
    const value = exactWhole(segment.value, { source, position: at(segment.start), what: `a ${name}` });
    if (value === 0) throw new InputError(source, at(segment.start), `expected a ${name} of at least 1, found 0`);
    return value;
  };
  const width = side('width');
  const height = side('height');
  const slashDropped = /\/[?&]*$/.test(input.trim());
  if (segments.length === 0 && slashDropped) segments.push({ value: '', start: text.length + 1 });
  if (segments.length === 0)
    throw new InputError(source, at(text.length), `expected '/' and the puzzle after the size ${width}/${height}, found the end of the URL`);
  const body = segments.map((segment) => segment.value).join('/');
  return { source, text, type: type.value, flags: flags.value, flagsStart: flags.start, width, height, body, slashDropped, bodyStart: segments[0].start };
}

/** Refuses a URL of another type: `types` are the spellings the kind reads, the first its own. */
export function expectType(url: PuzzlinkUrl, types: readonly string[], puzzle: string): void {
  if (!types.includes(url.type))
    throw new InputError(url.source, 'URL type', `expected a puzz.link ${puzzle} URL (type ${types.join(' or ')}), found type '${url.type}'`);
}

/** Refuses flag letters the kind does not know; `known` maps each letter to what it means. */
export function expectFlags(url: PuzzlinkUrl, known: Record<string, string>): void {
  const unknown = [...url.flags].find((letter) => !(letter in known));
  if (unknown === undefined) return;
  const meanings = Object.entries(known).map(([letter, meaning]) => `${letter} (${meaning})`);
  const expected = meanings.length > 0 ? `one of: ${meanings.join(', ')}` : `no flags for ${url.type}`;
  throw new InputError(
    url.source,
    `URL character ${url.flagsStart + [...url.flags].indexOf(unknown) + 1}`,
    `unknown flag '${unknown}' in '${url.flags}/'; expected ${expected}`,
  );
}

/** The address of a puzzle: puzz.link's, with the flags only when there are any. */
export function puzzlinkUrl(parts: { type: string; flags?: string; width: number; height: number; body: string }): string {
  const flags = parts.flags ? `${parts.flags}/` : '';
  return `https://${PUZZLINK_HOSTS[0]}/p?${parts.type}/${flags}${parts.width}/${parts.height}/${parts.body}`;
}

/** Refuses a grid to encode whose rows do not match its size (plain data from another kind). */
export function expectGrid(grid: readonly (readonly unknown[])[], width: number, height: number, what: string): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new UsageError(`a puzz.link URL needs a width and height of at least 1, found ${width}x${height}`);
  if (grid.length !== height || grid.some((line) => line.length !== width))
    throw new UsageError(`the ${what} must be ${height} rows of ${width} cells, found rows of ${grid.map((line) => line.length).join(', ')}`);
}

/**
 * The URL of a puzzle of one of `types` (the kind's spellings, the first its own; `puzzle` names
 * the genre in messages), its flags refused but for `known` ones (expectFlags); a kind that gives
 * no `known` does not look at the flags.
 */
export function puzzlinkOfTypes(text: string, source: string, types: readonly string[], puzzle: string, known?: Record<string, string>): PuzzlinkUrl {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, types, puzzle);
  if (known) expectFlags(url, known);
  return url;
}
