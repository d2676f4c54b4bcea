// The catalogue test's checks, shared by its halves: test/catalogue.test.ts (every kind, every
// encoding on the kind's smallest bundled puzzle the oracle can check, the default encoding on the
// rest) and test/slow/catalogue-encodings.test.ts (every encoding on the other puzzles the oracle can
// check, and the other encodings on the larger puzzles). Together: every encoding on every puzzle.
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
export type Chooser = (spec: GridSpec<any, any>, puzzle: any, input: Input) => Encoding<any, any>[];

const defaultOf = (spec: GridSpec<any, any>, puzzle: any) => [spec.encodings.get(defaultEncodingOf(spec, puzzle))];

/** A puzzle the oracle can check: every encoding on it; a larger one: the encoding a solve uses. */
export const everyOnSmall: Chooser = (spec, puzzle) => (isSmall(puzzle) ? spec.encodings.all() : defaultOf(spec, puzzle));

/** The bundled puzzle with the fewest cells that the oracle can check (the first of equals), if any. */
export function smallestSmall(spec: GridSpec<any, any>, inputs: Input[]): string | undefined {
  const sized = inputs.map((input) => ({ source: input.source, cells: cellsOf(spec.parse(input)) })).filter(({ cells }) => cells <= ORACLE_CELLS);
  return sized.reduce<(typeof sized)[number] | undefined>((least, each) => (least && least.cells <= each.cells ? least : each), undefined)?.source;
}

/** npm test's share of everyOnSmall: every encoding on `smallest`, the encoding a solve uses on the rest. */
export const everyOnSmallest =
  (smallest: string | undefined): Chooser =>
  (spec, puzzle, input) =>
    input.source === smallest ? spec.encodings.all() : defaultOf(spec, puzzle);

/**
 * The rest of everyOnSmall's, for test:slow: every encoding (the default again, so that they are
 * still held to each other where there is no golden answer) on the small puzzles but `smallest`.
 */
export const everyOnOtherSmall =
  (smallest: string | undefined): Chooser =>
  (spec, puzzle, input) =>
    isSmall(puzzle) && input.source !== smallest ? spec.encodings.all() : [];

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
  const encodings = choose(spec, puzzle, input);
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

/**
 * Which of a planning kind's encodings to hold to the search's optimum on a puzzle: every one, the
 * default engine where it is an encoding (npm test's share on all but one puzzle), or none (the
 * search alone is checked).
 */
export type PlanningChoice = 'every' | 'default' | 'none';

/**
 * The search's plan is valid, and the chosen encodings find its optimum, where it is short enough for
 * each to reach in moments. Returns whether the puzzle was short enough.
 */
export async function planningAgreement(spec: PlanningSpec<any, any>, input: Input, choice: PlanningChoice = 'every'): Promise<boolean> {
  const puzzle = spec.parse(input);
  const searched = spec.search.search(puzzle, { timeoutMs: 5000 });
  if (searched.status !== 'solved' || searched.plan!.length > 12) return false;
  expect(spec.verify(puzzle, searched.plan!), `${spec.search.id} on ${input.source}`).toEqual([]);
  const chosen = spec.encodings.all().filter((encoding) => choice === 'every' || (choice === 'default' && encoding.id === spec.defaultEngine));
  for (const encoding of chosen) {
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
  return true;
}
