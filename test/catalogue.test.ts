// One test for every kind in the catalogue, the same checks for each: detection names the kind
// of every bundled file, convert round-trips, and every encoding agrees with the golden answer,
// with the oracle on every bundled puzzle small enough, and with the other encodings on the rest.
// A new kind is covered by adding it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { kindOf } from '../src/kinds/detect.ts';
import { kinds } from '../src/kinds/index.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import type { Input, Kind } from '../src/kind/kind.ts';
import type { PlanningSpec } from '../src/kind/planning.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { solve } from '../src/solver/run.ts';
import { closeSession } from '../src/solver/session.ts';

afterAll(closeSession);

const bundled = (kind: Kind): Input[] => {
  const folder = `puzzles/${kind.id}`;
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ source: `${folder}/${name}`, text: readFileSync(`${folder}/${name}`, 'utf8') }));
};

/* eslint-disable @typescript-eslint/no-explicit-any */
async function gridAgreement(spec: GridSpec<any, any>, input: Input) {
  const puzzle = spec.parse(input);
  const rows = (grids: unknown[][][]) => grids.map((grid) => spec.rows(grid).join('/')).sort();
  const goldenFile = input.source.replace(/\.txt$/, '.solution');
  const golden = existsSync(goldenFile) ? [spec.rows(spec.parseSolution(readFileSync(goldenFile, 'utf8'), goldenFile, puzzle)).join('/')] : undefined;
  const oracle = spec.oracle && (puzzle.width ?? 99) * (puzzle.height ?? 99) <= 36 ? rows(spec.oracle(puzzle, 2)) : undefined;
  // A golden answer is the only one: the oracle, where it can look, finds it and no other.
  if (golden && oracle) expect(oracle, `the oracle on ${input.source}`).toEqual(golden);
  const expected = golden ?? oracle;
  // Without either, the encodings must agree with each other: as many solutions (up to two), and
  // the same one where there is one.
  const answers = new Set<string>();
  for (const encoding of spec.encodings.all()) {
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

async function planningAgreement(spec: PlanningSpec<any, any>, input: Input) {
  const puzzle = spec.parse(input);
  const searched = spec.search.search(puzzle, { timeoutMs: 5000 });
  // Only where the oracle has an optimum short enough for every encoding to reach in moments.
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
/* eslint-enable @typescript-eslint/no-explicit-any */

for (const kind of kinds.all()) {
  describe(`kind ${kind.id}`, () => {
    const inputs = bundled(kind);

    it('has bundled puzzles, and examples among them', () => {
      expect(inputs.length).toBeGreaterThan(0);
      for (const example of kind.examples) expect(existsSync(example), example).toBe(true);
    });

    it('is detected as itself on every bundled file', () => {
      for (const input of inputs) expect(kindOf(input, {}).id, input.source).toBe(kind.id);
    });

    it('round-trips every bundled file through every format it writes', () => {
      const parse = (input: Input) => kind.made.spec.parse(input);
      for (const input of inputs) {
        for (const format of kind.formats) {
          let written: string;
          try {
            written = kind.convert(input, { to: format });
          } catch (error) {
            // A format may not carry every instance (a task string has no rule); it must say so.
            expect((error as Error).name, `${format} of ${input.source}`).toBe('UsageError');
            continue;
          }
          const again = { source: `${input.source} as ${format}`, text: written };
          expect(kindOf(again, {}).id, again.source).toBe(kind.id);
          expect(parse(again), again.source).toEqual(parse(input));
        }
      }
    });

    it('every encoding agrees with the golden answers and the oracle', async () => {
      for (const input of inputs) {
        if (kind.made.type === 'grid') await gridAgreement(kind.made.spec, input);
        else await planningAgreement(kind.made.spec, input);
      }
    });
  });
}
