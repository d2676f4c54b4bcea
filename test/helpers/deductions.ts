// One way to hold a kind's deductions by hand (its settle.ts) to the kind's oracle, so that every
// settle pass is tested the same way: on small random puzzles, with several solutions or none as
// often as one, nothing settled may differ from any solution, and "contradiction" only where the
// oracle finds no solution.
import { expect } from 'vitest';

/** How often each case came up: the caller asks that each was met. */
export interface DeductionTally {
  /** Places settled over all puzzles with a solution. */
  settled: number;
  /** Of those, the places only the trials settled (0 without `untried`). */
  byTrials: number;
  /** Puzzles with more than one solution. */
  several: number;
  /** Puzzles with no solution, and of those, the ones the deductions refuted. */
  none: number;
  refuted: number;
}

export interface DeductionCase<P, S, Left> {
  puzzles: Iterable<P>;
  /** The oracle's solutions (enough of them: every one is held against the deductions). */
  solutions: (p: P) => S[];
  /**
   * The oracle's limit, where it has one the puzzles reach: a puzzle with that many solutions is
   * left out, since a solution past it could break a deduction unseen.
   */
  limit?: number;
  /** The deductions: what each place may still be, or undefined for a contradiction. */
  deduce: (p: P) => Left[] | undefined;
  /** The deductions without their trials, to count what the trials alone settle. */
  untried?: (p: P) => Left[] | undefined;
  /** A solution's value at each place, in the order of `deduce`'s places. */
  valuesOf: (solution: S, p: P) => readonly unknown[];
  /** Whether a place is settled (default: not undefined). */
  settles?: (left: Left) => boolean;
  /** Whether what is left of a place allows a solution's value (default: open, or that value). */
  allows?: (left: Left, value: unknown) => boolean;
}

export function holdToOracle<P, S, Left>(cases: DeductionCase<P, S, Left>): DeductionTally {
  const settles = cases.settles ?? ((left: Left) => left !== undefined);
  const allows = cases.allows ?? ((left: Left, value: unknown) => left === undefined || left === value);
  const tally: DeductionTally = { settled: 0, byTrials: 0, several: 0, none: 0, refuted: 0 };
  let index = 0;
  for (const p of cases.puzzles) {
    const where = `puzzle ${index++}`;
    const solutions = cases.solutions(p);
    if (solutions.length === cases.limit) continue;
    const found = cases.deduce(p);
    if (solutions.length === 0) {
      tally.none++;
      if (found === undefined) tally.refuted++;
      continue;
    }
    if (solutions.length > 1) tally.several++;
    expect(found, `${where}: a contradiction, and the oracle has a solution`).toBeDefined();
    if (!found) continue;
    for (const solution of solutions)
      cases
        .valuesOf(solution, p)
        .forEach((value, place) => expect(allows(found[place], value), `${where}, place ${place}: settled apart from a solution`).toBe(true));
    const untried = cases.untried?.(p);
    found.forEach((left, place) => {
      if (!settles(left)) return;
      tally.settled++;
      if (untried && !settles(untried[place])) tally.byTrials++;
    });
  }
  return tally;
}
