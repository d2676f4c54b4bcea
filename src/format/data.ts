// Fields of JSON data that a client sent (serve's API: a plan's moves to draw), read with the path
// named in the error: `move 3: to.tube: expected a whole number from 1`.
import { InputError } from '../errors.ts';
import { isObject, isOneOf } from '../narrow.ts';

/** The value at a dotted path (`from.tube`), or undefined where the path leads nowhere. */
function at(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), data);
}

export class DataReader {
  constructor(
    readonly source: string,
    readonly position: string,
  ) {}

  private fail(path: string, expected: string): never {
    throw new InputError(this.source, `${this.position}: ${path}`, `expected ${expected}`);
  }

  /** A whole number from `least` up (to 2^53 - 1). */
  whole(data: unknown, path: string, least = 0): number {
    const value = at(data, path);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least) this.fail(path, `a whole number from ${least}`);
    return value;
  }

  /** One of the words given. */
  word<W extends string>(data: unknown, path: string, words: readonly W[]): W {
    const value = at(data, path);
    if (!isOneOf(words, value)) this.fail(path, `one of: ${words.join(', ')}`);
    return value;
  }

  /** A string, which must be one of `known` (the puzzle's names) when given. */
  text(data: unknown, path: string, known?: readonly string[]): string {
    const value = at(data, path);
    if (typeof value !== 'string') this.fail(path, 'a string');
    if (known && !known.includes(value)) this.fail(path, `one of the puzzle's names (${known.slice(0, 8).join(', ')}${known.length > 8 ? ', ...' : ''})`);
    return value;
  }

  list(data: unknown, path: string): unknown[] {
    const value = at(data, path);
    if (!Array.isArray(value)) this.fail(path, 'a list');
    return value;
  }
}
