// `npm run bench:grid-variants [-- --runs N] [--largest N]`: a grid puzzle turned or mirrored is the
// same puzzle, where the kind's rules allow it, and should take the same time (issue 30). Each
// variant of the largest corpus puzzles is solved and proved unique under the kind's default
// encoding and qf-fd-pb, in one process after a warm-up; the fastest of --runs per variant (the
// run least disturbed on a shared machine), then the spread over the variants: the slowest
// variant's time over the fastest's.
//  - Star Battle: all 8 symmetries of the square (rows, columns and regions have no direction).
//  - Aquarium: the identity and the left-right mirror only. Water falls: a row reversed or the
//    grid transposed is another puzzle; a column mirrored keeps every tank's levels.
// Writes bench/results/grid-variants.md.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { kinds } from '../src/catalogue/index.ts';
import { type GridSpec, defaultEncodingOf } from '../src/kind/grid.ts';
import type { Aquarium } from '../src/kinds/aquarium/aquarium.ts';
import type { StarBattle } from '../src/kinds/starbattle/format.ts';
import { solve } from '../src/solver/run.ts';
import { shutdown } from '../src/solver/session.ts';
import { loadLine, writeResult } from './results.ts';

const options = new Command('grid-variants')
  .option('--runs <n>', 'solves per variant (the fastest is kept)', Number, 3)
  .option('--largest <n>', 'corpus puzzles per kind, the largest', Number, 2)
  .option('--kinds <ids>', 'kinds', (text) => text.split(','), ['starbattle', 'aquarium'])
  .parse()
  .opts<{ runs: number; largest: number; kinds: string[] }>();

const STRATEGY = 'qf-fd-pb';
const BUDGET_MS = 120_000;
const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));

type Grid<T> = T[][];
/** The 8 symmetries of a square grid, each as a map from a grid to its image. */
const squareSymmetries: { name: string; map: <T>(grid: Grid<T>) => Grid<T> }[] = (() => {
  const transpose = <T>(grid: Grid<T>) => grid[0].map((_, col) => grid.map((row) => row[col]));
  const mirror = <T>(grid: Grid<T>) => grid.map((row) => row.slice().reverse());
  const flip = <T>(grid: Grid<T>) => grid.slice().reverse();
  return [
    { name: 'identity', map: (grid) => grid },
    { name: 'mirror', map: mirror },
    { name: 'flip', map: flip },
    { name: 'turn 180', map: (grid) => flip(mirror(grid)) },
    { name: 'transpose', map: transpose },
    { name: 'turn 90', map: (grid) => mirror(transpose(grid)) },
    { name: 'turn 270', map: (grid) => flip(transpose(grid)) },
    { name: 'anti-transpose', map: (grid) => flip(mirror(transpose(grid))) },
  ];
})();

/** Regions numbered 0.. in order of first appearance (reading order), as the parsers number them. */
function renumbered(regions: number[][]): number[][] {
  const ids = new Map<number, number>();
  return regions.map((row) =>
    row.map((region) => {
      if (!ids.has(region)) ids.set(region, ids.size);
      return ids.get(region) as number;
    }),
  );
}

/** The variants of a puzzle its kind's rules keep: name and puzzle. */
const variants: Record<string, (puzzle: unknown) => { name: string; puzzle: unknown }[]> = {
  starbattle: (puzzle) => {
    const p = puzzle as StarBattle;
    return squareSymmetries.map(({ name, map }) => ({ name, puzzle: { ...p, regions: renumbered(map(p.regions)) } }));
  },
  aquarium: (puzzle) => {
    const p = puzzle as Aquarium;
    return [
      { name: 'identity', puzzle: p },
      { name: 'mirror', puzzle: { ...p, columns: p.columns.slice().reverse(), tanks: renumbered(p.tanks.map((row) => row.slice().reverse())) } },
    ];
  },
};

function corpusTasks(kind: string): { source: string; text: string }[] {
  const tsv = `${corpus}${kind}/puzzleteam.tsv`;
  if (!existsSync(tsv)) return [];
  const rows = readFileSync(tsv, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const header = readFileSync(tsv, 'utf8').split('\n')[0].split('\t');
  const [sizeAt, taskAt] = [header.findIndex((name) => name.startsWith('size')), header.indexOf('task')];
  const side = (row: string[]) => Number(row[sizeAt].split(/[x×]/)[0]);
  return rows
    .sort((a, b) => side(b) - side(a))
    .slice(0, options.largest)
    .map((row) => ({ source: `corpus ${row[sizeAt]}`, text: row[taskAt] }));
}

/* eslint-disable @typescript-eslint/no-explicit-any */
async function fastest(spec: GridSpec<any, any>, encoding: string, puzzle: unknown): Promise<number> {
  let best = Infinity;
  for (let run = 0; run < options.runs; run++) {
    const started = performance.now();
    const report = await solve(spec.encodings.get(encoding), puzzle, {
      limit: 2,
      strategy: STRATEGY,
      timeoutMs: BUDGET_MS,
      verify: (grid: any) => spec.verify(puzzle, grid),
    });
    const taken = performance.now() - started;
    if (report.status === 'timeout' || report.status === 'unknown') return Infinity;
    if (!report.complete || report.solutions.length !== 1)
      throw new Error(`${encoding}: a variant not proved unique (${report.status}): a variant that is not the same puzzle`);
    best = Math.min(best, taken);
  }
  return best;
}

const ms = (value: number) => (value === Infinity ? `over ${BUDGET_MS / 1000} s` : value < 1000 ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(2)} s`);
const lines = [
  '| kind | puzzle | encoding | variants | fastest variant | slowest variant | slowest / fastest | each (fastest of runs) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const id of options.kinds) {
  const spec = kinds.get(id).made.spec as GridSpec<any, any>;
  for (const input of corpusTasks(id)) {
    const puzzle = spec.parse(input, {});
    const encoding = defaultEncodingOf(spec, puzzle);
    // Warm-up: Z3 compiles the code paths of this kind's constraints.
    await fastest(spec, encoding, puzzle);
    const timed = [];
    for (const variant of variants[id](puzzle)) timed.push({ name: variant.name, ms: await fastest(spec, encoding, variant.puzzle) });
    const times = timed.map((entry) => entry.ms);
    const [low, high] = [Math.min(...times), Math.max(...times)];
    const line = `| ${id} | ${input.source} (${spec.describe(puzzle)}) | ${encoding} | ${timed.length} | ${ms(low)} | ${ms(high)} | ${(high / low).toFixed(1)}x | ${timed.map((entry) => `${entry.name} ${ms(entry.ms)}`).join(', ')} |`;
    lines.push(line);
    process.stdout.write(`${line}\n`);
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */
const file = writeResult(
  'grid-variants',
  [
    `Solve plus proof of uniqueness of each variant of a puzzle (Star Battle: the 8 symmetries of the square; Aquarium: the identity and the left-right mirror, ` +
      `the only symmetry that keeps water falling down), the kind's default encoding under ${STRATEGY}, in one process after a warm-up; the fastest of ${options.runs} runs per variant. ` +
      `The machine is shared (2 cores): ${loadLine()} at the end.`,
    '',
    ...lines,
  ].join('\n'),
);
process.stdout.write(`wrote ${file}\n`);
await shutdown(0);
