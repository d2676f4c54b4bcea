// What the grid kinds' tests ask of every kind alike, written once from its GridSpec: solutions by
// one encoding with every grid checked by the kind's own checker, rows in the kind's notation, and
// the rows of a corpus file. (Each kind's test file had its own copy of `solutions()` and `rows()`.)
import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { solve } from '../../src/solver/run.ts';
import type { Cell, Grid, PartialGrid } from '../../src/kind/cells.ts';
import type { GridSpec } from '../../src/kind/grid.ts';
import { corpusPath } from './corpus.ts';
import { sampled } from './tier.ts';

/**
 * Up to `limit` solutions of a puzzle by one of the kind's encodings, under the kind's default
 * strategy; fails the test if the checker rejects any grid the encoding returns.
 */
export async function gridSolutions<P, C extends Cell>(spec: GridSpec<P, C>, encoding: string, puzzle: P, limit: number) {
  const report = await solve(spec.encodings.get(encoding), puzzle, {
    limit,
    strategy: spec.defaultStrategy,
    verify: (grid: Grid<C>) => spec.verify(puzzle, grid),
  });
  expect(report.status, `${encoding}: ${report.problems.join('; ')}`).not.toBe('rejected');
  return report;
}

/** A grid as one line in the kind's notation, rows joined by `/` (the corpus's solution column). */
export const rowsOf = <C extends Cell>(spec: Pick<GridSpec<unknown, C>, 'rows'>, grid: PartialGrid<C>) => spec.rows(grid).join('/');

/** The rows of a tab-separated corpus file in ../shared/corpus/ (its header left out), or none where it is absent. */
export function corpusRows(relative: string): string[][] {
  const path = corpusPath(relative);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
}

/**
 * Every encoding of the kind finds exactly the solutions the oracle finds (up to `limit`, compared
 * as sets of rows), on each puzzle: the check each kind's test runs on its small generated instances.
 */
export async function expectOracleAgreement<P, C extends Cell>(spec: GridSpec<P, C>, puzzles: readonly P[], limit = 3) {
  if (!spec.oracle) throw new Error(`${spec.id} has no oracle`);
  // npm test holds every encoding to the first half of the puzzles, test:slow to all of them.
  const share = sampled(puzzles, (_, index) => index < Math.max(2, Math.ceil(puzzles.length / 2)));
  for (const [index, puzzle] of share.entries()) {
    const expected = spec
      .oracle(puzzle, limit)
      .map((grid) => rowsOf(spec, grid))
      .sort();
    for (const encoding of spec.encodings.ids()) {
      const report = await gridSolutions(spec, encoding, puzzle, limit);
      const found = report.solutions.map((solution) => rowsOf(spec, solution.answer)).sort();
      // At the limit, each may have met a different `limit` of the solutions: only the count must match.
      if (expected.length < limit) expect(found, `${encoding} on puzzle ${index + 1} (${spec.describe(puzzle)})`).toEqual(expected);
      else expect(found.length, `${encoding} on puzzle ${index + 1} (${spec.describe(puzzle)})`).toBe(limit);
    }
  }
}
