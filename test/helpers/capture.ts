// An Output for running the CLI in-process: what a command writes to stdout and stderr, kept
// apart so that a test can tell the answer from the diagnostics.
import type { Output } from '../../src/kind/kind.ts';

export interface Captured extends Output {
  stdout(): string;
  stderr(): string;
}

export function capture(): Captured {
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    interactive: false,
    colour: false,
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

/** Every timing (`ms` or a key ending in `Ms`) in a JSON text, as written, for checks of its rounding. */
export function timings(json: string): string[] {
  return [...json.matchAll(/"(?:ms|\w+Ms)":\s*(-?[\d.e+-]+)/g)].map((match) => match[1]);
}

/** Timings with more than one decimal: none, where timings are rounded to a tenth of a millisecond. */
export const finerThanATenth = (json: string) => timings(json).filter((numeral) => !/^\d+(\.\d)?$/.test(numeral));
