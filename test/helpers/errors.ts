// The message of the error that reading bad input throws, for tests that pin a parser's words.
// (Each kind's test file had its own copy.)
import { expect } from 'vitest';
import { InputError, type UsageError } from '../../src/errors.ts';

/**
 * Reads `text`, which must throw one of `types` (by default InputError: the input is wrong;
 * UsageError where a flag is wrong), and returns the message; fails when nothing is thrown.
 */
export function failureOf(text: string, read: (text: string) => unknown, types: (typeof InputError | typeof UsageError)[] = [InputError]): string {
  try {
    read(text);
  } catch (error) {
    expect(
      types.some((type) => error instanceof type),
      String(error),
    ).toBe(true);
    return (error as Error).message;
  }
  throw new Error(`no error for ${text}`);
}
