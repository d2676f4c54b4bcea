// How the command line shows what a kind gave back (an Outcome): the answer as text or as the JSON
// contract's document, the SVG picture to its file, and the lines for stderr. Presentation lives
// here alone; kinds are asked questions (Options) and answer with values.
import { UsageError } from '../errors.ts';
import type { Flags, Kind, Options, Outcome, Output } from '../kind/kind.ts';
import { DEFAULT_TIMEOUT_S, longerTimeout } from './clock.ts';
import { printResult, writeOutput } from './output.ts';

/** The question in a command's flags, without how to show the answer; progress to stderr on a terminal. */
export function optionsOf(flags: Flags, io: Output): Options {
  const { json, svg, show, to, smt2, dimacs, aspif, output, ...question } = flags;
  void [svg, show, to, smt2, dimacs, aspif, output];
  return { ...question, complete: json, ...(io.interactive && { progress: (line: string) => io.err(`${line}\n`) }) };
}

/** A picture the kind cannot draw, or a format it cannot write its answer in, is refused before any solving. */
export function refusePicture(kind: Kind, flags: Flags): void {
  if (flags.svg && !kind.draws) throw new UsageError(`${kind.id} ${kind.made.type === 'grid' ? 'puzzles' : 'plans'} have no SVG picture yet (drop --svg)`);
  if (flags.to === undefined || kind.answerFormats.includes(flags.to)) return;
  const offered = kind.answerFormats.length > 0 ? `expected one of: ${kind.answerFormats.join(', ')}` : 'no format holds them yet (drop --to)';
  throw new UsageError(`${kind.id} answers cannot be written as '${flags.to}': ${offered}`);
}

/**
 * Shows an outcome and returns its exit status. `--svg -` makes the picture stdout's, whole, and
 * `--to FORMAT` the puzzle with its answer in that format (nothing when there is no answer); the
 * answer (text or JSON) then goes to stderr beside it.
 */
export function render(outcome: Outcome, flags: Flags, io: Output): number {
  for (const line of [...outcome.warnings, ...outcome.errors]) io.err(`${line}\n`);
  if (flags.svg && outcome.svg) {
    writeOutput(flags.svg, outcome.svg(), io.out);
    if (flags.svg !== '-') io.err(`wrote ${flags.svg}\n`);
  }
  if (flags.to !== undefined && outcome.written) io.out(outcome.written(flags.to));
  const answer = flags.svg === '-' || flags.to !== undefined ? { ...io, out: io.err } : io;
  if (flags.json) printResult(answer, outcome.result);
  else {
    answer.out(outcome.text({ colour: io.colour, show: flags.show }));
    for (const line of outcome.notes) io.err(`${line}\n`);
    const advice = moreTime(outcome, flags);
    if (advice) io.err(`${advice}\n`);
  }
  return outcome.exit;
}

/** The whole --timeout was spent: say how to give it longer rather than leave "unknown" bare. */
function moreTime(outcome: Outcome, flags: Flags): string | undefined {
  const { result } = outcome;
  if (result.status !== 'unknown' || !['timeout', 'deadline'].includes(result.reason ?? '')) return undefined;
  // `timeout` is what start-up left of --timeout; the hint names the T the user gave, and builds on it.
  const asked = flags.timeoutAsked ?? flags.timeout ?? DEFAULT_TIMEOUT_S;
  const limit = flags.limitFlag ?? '--timeout';
  return `out of time at ${limit} ${asked}; it may need longer: try ${limit} ${longerTimeout(asked)}`;
}
