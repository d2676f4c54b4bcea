// Files of `key: value` lines, as bridge and river puzzles are typed, and the numbers in them.
import { InputError } from '../errors.ts';
import { type Limit, exactWhole } from './numbers.ts';
import { isOneOf } from '../narrow.ts';

/** A `key: value` file: comments after '#', blank lines skipped, each key once, known keys only. */
export function readSettings<K extends string>(text: string, source: string, known: readonly K[]): Map<K, { value: string; line: number }> {
  const settings = new Map<K, { value: string; line: number }>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const content = raw.replace(/#.*/, '').trim();
    const line = index + 1;
    if (content === '') continue;
    const match = /^([A-Za-z][\w ]*?)\s*:\s*(.*)$/.exec(content);
    if (!match) throw new InputError(source, `line ${line}`, `expected 'key: value' with a key among ${known.join(', ')}; found '${content}'`);
    const key = match[1].toLowerCase();
    if (!isOneOf(known, key)) throw new InputError(source, `line ${line}`, `unknown key '${match[1]}'; expected one of: ${known.join(', ')}`);
    const first = settings.get(key);
    if (first) throw new InputError(source, `line ${line}`, `'${key}' is given twice (first on line ${first.line})`);
    settings.set(key, { value: match[2].trim(), line });
  }
  if (settings.size === 0) throw new InputError(source, 'line 1', `expected a puzzle with the keys ${known.join(', ')}; found an empty file`);
  return settings;
}

/** A `key: value` file that starts with `kind: <kind>`, then the kind's own keys. */
export function readKindSettings<K extends string>(
  text: string,
  source: string,
  kind: string,
  known: readonly K[],
): Map<K | 'kind', { value: string; line: number }> {
  const settings = readSettings<K | 'kind'>(text, source, ['kind', ...known]);
  const header = settings.get('kind');
  if (header?.value.toLowerCase() !== kind)
    throw new InputError(source, `line ${header?.line ?? 1}`, `expected 'kind: ${kind}' first, found ${header ? `'kind: ${header.value}'` : 'no kind line'}`);
  return settings;
}

/**
 * A whole number >= `least`, with an optional unit word after it; above the limit (2^53 - 1 unless
 * given) it is refused with the limit named. JSON numbers arrive here exact (parseJsonText refuses
 * the ones JavaScript rounds), so their decimal form is their value.
 */
export function wholeNumber(token: unknown, source: string, position: string, what: string, least: number, unit?: RegExp, limit?: Limit): number {
  const text =
    typeof token === 'number'
      ? String(token)
      : typeof token === 'string'
        ? token
            .trim()
            .replace(unit ?? /$^/, '')
            .trim()
        : '';
  if (!/^\d+$/.test(text) || exactWhole(text, { source, position, what }, limit) < least) {
    throw new InputError(
      source,
      position,
      `expected ${what} as a whole number of at least ${least}; found '${typeof token === 'string' ? token.trim() : (JSON.stringify(token) ?? 'nothing')}'`,
    );
  }
  return Number(text);
}
