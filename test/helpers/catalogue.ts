// The catalogue test's checks, shared by its two halves: test/catalogue.test.ts (every kind, every
// encoding on the bundled puzzles the oracle can check, the default encoding on the rest) and
// test/slow/catalogue-encodings.test.ts (the other encodings on those larger puzzles).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { GridSpec } from '../../src/kind/grid.ts';
import { defaultEncodingOf } from '../../src/kind/grid-solve.ts';
import type { Input, Kind } from '../../src/kind/kind.ts';
import type { PlanningSpec } from '../../src/kind/planning.ts';
import { searchHorizons } from '../../src/solver/horizon.ts';
import { solve } from '../../src/solver/run.ts';

/** The most cells a grid may have for the oracle (backtracking over the checker) to be asked. */
export const ORACLE_CELLS = 36;

export const bundled = (kind: Kind): Input[] => {
  const folder = `puzzles/${kind.id}`;
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ source: `${folder}/${name}`, text: readFileSync(`${folder}/${name}`, 'utf8') }));
};

/** Which of a grid kind's encodings to hold to the answers on a puzzle. */
export type Chooser = (spec: GridSpec<any, any>, puzzle: any) => Encoding<any, any>[];

/** A puzzle the oracle can check: every encoding on it; a larger one: the encoding a solve uses. */
export const everyOnSmall: Chooser = (spec, puzzle) => (isSmall(puzzle) ? spec.encodings.all() : [spec.encodings.get(defaultEncodingOf(spec, puzzle))]);

/** The rest of everyOnSmall's: the encodings but the default, on the larger puzzles. */
export const othersOnLarge: Chooser = (spec, puzzle) =>
  isSmall(puzzle) ? [] : spec.encodings.all().filter((encoding) => encoding.id !== defaultEncodingOf(spec, puzzle));

/** A grid's cells: most puzzles say their width and height, a square one (Star Battle) its size. */
const cellsOf = (puzzle: { width?: number; height?: number; size?: number }) => (puzzle.width ?? puzzle.size ?? 99) * (puzzle.height ?? puzzle.size ?? 99);

const isSmall = (puzzle: { width?: number; height?: number; size?: number }) => cellsOf(puzzle) <= ORACLE_CELLS;

/**
 * The chosen encodings agree with the golden answer where there is one, with the oracle where the
 * puzzle is small enough (and the oracle with the golden answer), and with each other.
 */
export async function gridAgreement(spec: GridSpec<any, any>, input: Input, choose: Chooser) {
  const puzzle = spec.parse(input);
  const encodings = choose(spec, puzzle);
  if (encodings.length === 0) return;
  const rows = (grids: unknown[][][]) => grids.map((grid) => spec.rows(grid).join('/')).sort();
  const goldenFile = input.source.replace(/\.txt$/, '.solution');
  const golden = existsSync(goldenFile) ? [spec.rows(spec.parseSolution(readFileSync(goldenFile, 'utf8'), goldenFile, puzzle)).join('/')] : undefined;
  const oracle = spec.oracle && isSmall(puzzle) ? rows(spec.oracle(puzzle, 2)) : undefined;
  // A golden answer is the only one: the oracle, where it can look, finds it and no other.
  if (golden && oracle) expect(oracle, `the oracle on ${input.source}`).toEqual(golden);
  const expected = golden ?? oracle;
  // Without either, the encodings must agree with each other: as many solutions (up to two), and
  // the same one where there is one.
  const answers = new Set<string>();
  for (const encoding of encodings) {
    if (encoding.unsupported?.(puzzle)) continue;
    const report = await solve(encoding, puzzle, { limit: 2, strategy: spec.defaultStrategy, verify: (grid) => spec.verify(puzzle, grid) });
    expect(report.status, `${encoding.id} on ${input.source}: ${report.problems.join('; ')}`).not.toBe('rejected');
    const found = rows(report.solutions.map((solution) => solution.answer));
    expect(report.complete || found.length === 2, `${encoding.id} on ${input.source}: complete`).toBe(true);
    answers.add(found.length < 2 ? `${found.length}: ${found.join(' ')}` : '2 or more');
    if (expected === undefined) continue;
    // Two solutions may be any two of several: then only their number must match.
    if (expected.length < 2) expect(found, `${encoding.id} on ${input.source}`).toEqual(expected);
    else expect(found.length, `${encoding.id} on ${input.source}`).toBe(2);
  }
  expect([...answers], `the encodings on ${input.source}`).toHaveLength(1);
}

/** Every encoding finds the search's optimum, where it is short enough for each to reach in moments. */
export async function planningAgreement(spec: PlanningSpec<any, any>, input: Input) {
  const puzzle = spec.parse(input);
  const searched = spec.search.search(puzzle, { timeoutMs: 5000 });
  if (searched.status !== 'solved' || searched.plan!.length > 12) return;
  expect(spec.verify(puzzle, searched.plan!), `${spec.search.id} on ${input.source}`).toEqual([]);
  for (const encoding of spec.encodings.all()) {
    const report = await searchHorizons(encoding, puzzle, {
      strategy: spec.defaultStrategy ?? 'qf-fd',
      timeoutMs: 30_000,
      from: spec.lowerBound(puzzle),
      to: searched.plan!.length,
      verify: (plan) => spec.verify(puzzle, plan),
    });
    expect(report.status, `${encoding.id} on ${input.source}: ${report.problems.join('; ')}`).toBe('sat');
    expect(report.plan!.length, `${encoding.id} on ${input.source}`).toBe(searched.plan!.length);
  }
}
