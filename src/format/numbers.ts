// Whole numbers in puzzle files and on the command line. A JavaScript number holds every whole
// number up to 2^53 - 1 exactly and rounds the ones above (9007199254740993 reads as ...992), so a
// value past a limit is refused with the limit named, never rounded into another puzzle.
import { InputError } from '../errors.ts';

/** The largest whole number read exactly: 2^53 - 1, JavaScript's largest safe integer. */
export const LARGEST_WHOLE = Number.MAX_SAFE_INTEGER;

/** How the default limit is named in messages. */
export const LARGEST_WHOLE_TEXT = `${LARGEST_WHOLE} (2^53 - 1, the largest whole number held exactly)`;

/** Where a number was read, for the message when it is refused. */
export interface Place {
  source: string;
  position: string;
  /** What the number is, as in "expected <what> of at most ...": 'a capacity', 'the torch's minutes'. */
  what: string;
}

/** A limit below the default, with its reason for the message: `{ most: 10 ** 12, why: '10^12, so that ...' }`. */
export interface Limit {
  most: number;
  why?: string;
}

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** Compares two strings of decimal digits by value, without converting them (so without rounding). */
export function compareDigits(a: string, b: string): number {
  const [left, right] = [withoutLeadingZeros(a), withoutLeadingZeros(b)];
  if (left.length !== right.length) return left.length < right.length ? -1 : 1;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The value of a string of decimal digits (the caller has checked it is one), or an InputError
 * naming the limit when it is above `limit.most` (by default 2^53 - 1).
 */
export function exactWhole(digits: string, place: Place, limit: Limit = { most: LARGEST_WHOLE }): number {
  if (compareDigits(digits, String(limit.most)) > 0) {
    const most = limit.most === LARGEST_WHOLE ? LARGEST_WHOLE_TEXT : `${limit.most}${limit.why ? ` (${limit.why})` : ''}`;
    throw new InputError(place.source, place.position, `expected ${place.what} of at most ${most}; found '${digits}'`);
  }
  return Number(digits);
}

/** Adds whole numbers exactly, whatever their sum: jug totals can pass 2^53 while each level is exact. */
export const exactSum = (values: readonly number[]): bigint => values.reduce((sum, value) => sum + BigInt(value), 0n);

/** A bigint as a number for a limit that only bounds work (a horizon): exact up to 2^53 - 1, capped there. */
export const cappedNumber = (value: bigint): number => (value > BigInt(LARGEST_WHOLE) ? LARGEST_WHOLE : Number(value));

/**
 * The first number literal in JSON text whose value a JavaScript number does not hold exactly: a
 * whole number past 2^53 - 1, a fraction that rounds to a whole number (9007199254740991.5), or
 * one too large for a number at all. JSON.parse rounds them silently; readers refuse them first.
 * Fractions that stay fractions are left to the readers, which refuse them as not whole.
 */
export function inexactJsonNumber(text: string): { literal: string; offset: number } | undefined {
  // Strings are matched so that digits inside them are skipped.
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)) {
    const literal = match[0];
    if (literal.startsWith('"')) continue;
    if (!exactInJavaScript(literal)) return { literal, offset: match.index };
  }
  return undefined;
}

function exactInJavaScript(literal: string): boolean {
  const parts = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  // inexactJsonNumber passes only what its own pattern matched, a number literal.
  if (!parts) throw new Error(`internal error: '${literal}' is not a number literal`);
  const [, whole, fraction = '', exponent = '0'] = parts;
  const value = Number(literal);
  if (!Number.isFinite(value)) return false;
  const digits = withoutLeadingZeros(whole + fraction);
  if (/^0+$/.test(digits)) return true;
  // The literal's value is digits x 10^scale.
  const scale = Number(exponent) - fraction.length;
  let integer: string;
  if (scale >= 0) {
    if (digits.length + scale > String(LARGEST_WHOLE).length) return false;
    integer = digits + '0'.repeat(scale);
  } else {
    const dropped = digits.slice(Math.max(0, digits.length + scale));
    // A true fraction: exact or not, it is no whole number, so readers refuse it unless it rounded to one.
    if (-scale > digits.length || /[1-9]/.test(dropped)) return !Number.isInteger(value);
    integer = digits.slice(0, digits.length + scale) || '0';
  }
  return compareDigits(integer, String(LARGEST_WHOLE)) <= 0;
}

/**
 * Parses a whole non-negative integer token or throws an InputError naming where it was; a value
 * above the limit (2^53 - 1 unless given) is refused with the limit named, never rounded.
 */
export function parseCount(token: string, source: string, position: string, what = 'a whole number', limit?: Limit): number {
  if (!/^\d+$/.test(token.trim())) {
    throw new InputError(source, position, `expected ${what}, found '${token.trim() || '(nothing)'}'`);
  }
  return exactWhole(token.trim(), { source, position, what }, limit);
}
