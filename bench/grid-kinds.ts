// `npm run bench:grid [-- --runs N] [--kinds starbattle,lits,...] [extra files...]`: solve plus
// proof of uniqueness on the largest puzzles of the Puzzle Team grid kinds, for every encoding
// under qf-fd-pb, in a process per kind after Z3's start-up and a warm-up solve, beside the figures of
// an independent Python z3 model (../shared/corpus/PUZZLETEAM-FORMATS.md) and the targets of
// issue 13. Each puzzle is solved N times; the fastest and the median are printed: on a shared
// machine the fastest run is the one least disturbed by other processes. The largest puzzles are
// the corpus's, each kind's puzzles/<kind>/large/ (real puzzles at the site's monthly and special
// sizes), and bench/puzzles/ for sizes neither has (a generated 25x25 Star Battle).
// Writes bench/results/grid-kinds.md for `npm run bench:readme` (docs/measured.md). With
// `--defaults`, each kind's default encoding and strategy alone, against the catalogue's targets
// (under 1 s, or 3 s for the kinds with connectivity): bench/results/grid-defaults.md. With
// `--backends`, each kind's default encoding under its default strategy (Z3) and under native-clasp
// (the same formula for clasp, connectivity as reachability), interleaved, CPU with clingo's:
// bench/results/grid-backends.md, to choose each kind's default backend by measurement (issue 25).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { kinds } from '../src/catalogue/index.ts';
import { type GridSpec, defaultEncodingOf } from '../src/kind/grid.ts';
import { solve } from '../src/solver/run.ts';
import { shutdown } from '../src/solver/session.ts';
import { cpuMs } from './cpu.ts';
import { writeResult } from './results.ts';

/** The independent model's time on the largest size it was measured at, and our target (issue 13). */
const yardsticks: Record<string, { reference: string; target: string }> = {
  starbattle: { reference: '25x25 6★: 1.4-2.5 s', target: '25x25 under 0.5 s' },
  lits: { reference: '50x50: 5.3-9.3 s', target: '50x50 under 3 s' },
  masyu: { reference: '40x40: 201 s; 25x25: 23-67 s', target: '40x40 under 20 s' },
  kakurasu: { reference: '12x12: under 0.1 s', target: 'under 50 ms' },
  thermometers: { reference: '15x15: 0.09 s', target: 'under 50 ms' },
};

/** The catalogue issue's targets for the kinds it added: under 1 s without connectivity, under 3 s with it, at their largest. */
const connected = ['nurikabe', 'heyawake', 'hitori', 'hashi', 'slitherlink', 'galaxies', 'yinyang'];
const targetOf = (kind: string) => yardsticks[kind]?.target ?? (connected.includes(kind) ? 'under 3 s' : 'under 1 s');

const options = new Command('grid-kinds')
  .option('--runs <n>', 'solves per puzzle and encoding', Number, 5)
  .option(
    '--kinds <ids>',
    'kinds to measure (default: every grid kind)',
    (text) => text.split(','),
    kinds
      .all()
      .filter((kind) => kind.made.type === 'grid')
      .map((kind) => kind.id),
  )
  .option('--strategy <id>', 'strategy', 'qf-fd-pb')
  .option('--largest <n>', 'corpus puzzles per kind, the largest', Number, 2)
  .option('--defaults', "each kind's default encoding and strategy only, against the targets")
  .option('--backends', "each kind's default encoding under its default strategy and under native-clasp, CPU against CPU")
  .option('--rows-only', 'print the rows and write no file (how each kind runs in a process of its own)')
  .argument('[files...]', 'more puzzle files (any of these kinds)')
  .parse();
const {
  runs,
  kinds: wanted,
  strategy,
  largest,
  defaults,
  backends,
  rowsOnly,
} = options.opts<{
  runs: number;
  kinds: string[];
  strategy: string;
  largest: number;
  defaults?: boolean;
  backends?: boolean;
  rowsOnly?: boolean;
}>();

const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));
const extras = fileURLToPath(new URL('puzzles/', import.meta.url));
/** A solve's budget: past it the row says so, and the encoding is not run again on that puzzle. */
const BUDGET_MS = 120_000;
const ms = (value: number) =>
  value === Infinity ? `over ${BUDGET_MS / 1000} s` : value < 1000 ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : `${(value / 1000).toFixed(2)} s`;

interface Input {
  source: string;
  text: string;
}

/** The largest corpus puzzles of a kind (by side, the last listed first among equals). */
function corpusInputs(kind: string): Input[] {
  const tsv = `${corpus}${kind}/puzzleteam.tsv`;
  if (!existsSync(tsv)) return [];
  const rows = readFileSync(tsv, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const side = (params: string) => Number(params.split('x')[0]);
  // Aquarium's table has no kind column (source, size, task, solution); the others do.
  const entries = rows.map((row) => (kind === 'aquarium' ? { params: row[1], task: row[2] } : { params: row[2], task: row[3] }));
  return entries
    .sort((a, b) => side(b.params) - side(a.params))
    .slice(0, largest)
    .map(({ params, task }) => ({ source: `corpus ${params}`, text: task }));
}

/**
 * A kind's large real puzzles, the largest (by their text's length) first: puzzles/<kind>/large, or
 * the kind's own bundled puzzles where the site's largest size is among them (Killer Sudoku: 9x9).
 */
function largeInputs(kind: string): Input[] {
  const large = `puzzles/${kind}/large`;
  const folder = existsSync(large) || corpusInputs(kind).length > 0 ? large : `puzzles/${kind}`;
  if (!existsSync(folder)) return [];
  const inputs = readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({ source: `${folder}/${name}`, text: readFileSync(`${folder}/${name}`, 'utf8') }));
  return inputs.sort((a, b) => b.text.length - a.text.length).slice(0, largest);
}

const fileInputs = (files: string[]): Input[] => files.map((file) => ({ source: file.replace(/^.*\/bench\//, 'bench/'), text: readFileSync(file, 'utf8') }));
const benchPuzzles = existsSync(extras)
  ? readdirSync(extras)
      .filter((name) => name.endsWith('.txt'))
      .map((name) => `${extras}${name}`)
  : [];

/* eslint-disable @typescript-eslint/no-explicit-any */
/** The fastest and the median time of each encoding on one puzzle; a run that is not a proved unique answer stops the benchmark. */
async function measure(spec: GridSpec<any, any>, input: Input, times: number, only?: string, under = strategy) {
  const puzzle = spec.parse(input, {});
  const results: { encoding: string; fastest: number; median: number; cpu: number; runs: number }[] = [];
  for (const encoding of spec.encodings.all().filter((candidate) => only === undefined || candidate.id === only)) {
    const taken: number[] = [];
    // CPU of the whole process (Z3's threads too) and its children (clingo): on a busy machine, less disturbed than the wall clock.
    const cpu: number[] = [];
    // LITS's ranks take up to a minute a puzzle at 20x20 and 30x30: one run each keeps the benchmark within minutes.
    const runsOf = encoding.id.startsWith('lits/') && encoding.id.endsWith('-rank') ? 1 : times;
    for (let run = 0; run < runsOf; run++) {
      const started = performance.now();
      const usage = cpuMs();
      const report = await solve(encoding, puzzle, { limit: 2, strategy: under, timeoutMs: BUDGET_MS, verify: (grid) => spec.verify(puzzle, grid) });
      taken.push(performance.now() - started);
      cpu.push(cpuMs() - usage);
      // Out of time is a figure of its own (no more runs); any other answer than one proved solution is wrong.
      if (report.status === 'timeout' || report.status === 'unknown') {
        taken.fill(Infinity);
        break;
      }
      if (!report.complete || report.solutions.length !== 1) throw new Error(`${encoding.id} on ${input.source}: not proved unique (${report.status})`);
    }
    taken.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const middle = Math.floor((taken.length - 1) / 2);
    results.push({ encoding: encoding.id, fastest: taken[0], median: taken[middle], cpu: taken[middle] === Infinity ? Infinity : cpu[middle], runs: runsOf });
  }
  return { puzzle: `${input.source} (${spec.describe(puzzle)})`, results };
}

/** Whether a median meets a target of the form 'under 1 s' (undefined for a target of another form). */
function meets(median: number, target: string): string {
  const found = /^under ([\d.]+) (ms|s)$/.exec(target);
  if (!found) return '';
  return median <= Number(found[1]) * (found[2] === 's' ? 1000 : 1) ? 'yes' : '**no**';
}

const lines = backends
  ? [
      '| kind | puzzle | default encoding | Z3 (default strategy): median / CPU | clasp: median / CPU | clasp / Z3 (CPU) |',
      '| --- | --- | --- | --- | --- | --- |',
    ]
  : defaults
    ? [
        '| kind | puzzle | default (strategy) | fastest | median | median CPU | target | met (median; CPU) |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ]
    : ['| kind | puzzle | encoding | fastest | median | independent model, largest | target |', '| --- | --- | --- | --- | --- | --- | --- |'];
// Each kind in a process of its own (with its own warm-up), as a user's command runs: in one long
// process, the heap and compiled code that twenty kinds leave behind weigh on the last ones
// (Nurikabe's 32x32 took 3.0 s there at load 1.2, 1.7 s alone).
const apart = wanted.length > 1 && !rowsOnly;
if (apart) {
  const flags = process.argv.slice(2).filter((arg, i, all) => arg !== '--kinds' && all[i - 1] !== '--kinds' && !arg.startsWith('--kinds='));
  for (const id of wanted) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...flags, '--kinds', id, '--rows-only'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 26,
    });
    if (child.status !== 0) throw new Error(`bench:grid on ${id} failed (exit ${child.status})`);
    const rows = child.stdout.split('\n').filter((line) => line.startsWith('| '));
    lines.push(...rows);
    for (const row of rows) process.stdout.write(`${row}\n`);
  }
}
for (const id of apart ? [] : wanted) {
  const spec = kinds.get(id).made.spec as GridSpec<any, any>;
  const inputs = [
    ...corpusInputs(id),
    ...largeInputs(id),
    ...fileInputs([...benchPuzzles, ...(options.args as string[])]).filter((input) => spec.detect(input.text)),
  ];
  if (inputs.length === 0) continue;
  // Masyu's loop makes each run seconds long: fewer runs keep the benchmark within minutes.
  const times = id === 'masyu' ? Math.min(runs, 3) : runs;
  // Warm-up on the default encoding: Z3 compiles the code paths of this kind's constraints.
  await measure(spec, inputs.at(-1)!, 1, defaultEncodingOf(spec, spec.parse(inputs.at(-1)!, {})));
  for (const input of inputs) {
    if (backends) {
      const chosen = defaultEncodingOf(spec, spec.parse(input, {}));
      // Interleaved: a round of each backend at a time, so that a busy moment falls on both alike.
      const rounds: { z3: Awaited<ReturnType<typeof measure>>; clasp: Awaited<ReturnType<typeof measure>> }[] = [];
      for (let round = 0; round < times; round++) {
        rounds.push({ z3: await measure(spec, input, 1, chosen, spec.defaultStrategy), clasp: await measure(spec, input, 1, chosen, 'native-clasp') });
      }
      const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
      const of = (backend: 'z3' | 'clasp', key: 'median' | 'cpu') => middle(rounds.map((round) => round[backend].results[0][key]));
      const ratio = of('clasp', 'cpu') / of('z3', 'cpu');
      const line = `| ${spec.id} | ${rounds[0].z3.puzzle} | ${chosen} | ${ms(of('z3', 'median'))} / ${ms(of('z3', 'cpu'))} | ${ms(of('clasp', 'median'))} / ${ms(of('clasp', 'cpu'))} | ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '–'} |`;
      lines.push(line);
      process.stdout.write(`${line}\n`);
      continue;
    }
    if (defaults) {
      const chosen = defaultEncodingOf(spec, spec.parse(input, {}));
      const { puzzle, results } = await measure(spec, input, times, chosen, spec.defaultStrategy);
      for (const { encoding, fastest, median, cpu } of results) {
        const target = targetOf(id);
        const met = `${meets(median, target)}; ${meets(cpu, target)}`;
        const line = `| ${spec.id} | ${puzzle} | ${encoding} (${spec.defaultStrategy}) | ${ms(fastest)} | ${ms(median)} | ${ms(cpu)} | ${target} | ${met} |`;
        lines.push(line);
        process.stdout.write(`${line}\n`);
      }
      continue;
    }
    const { puzzle, results } = await measure(spec, input, times);
    for (const { encoding, fastest, median, runs: count } of results) {
      const name = `${encoding === defaultEncodingOf(spec, spec.parse(input, {})) ? `**${encoding}** (default)` : encoding}${count < times ? ` (${count} run)` : ''}`;
      const line = `| ${spec.id} | ${puzzle} | ${name} | ${ms(fastest)} | ${ms(median)} | ${yardsticks[id]?.reference ?? ''} | ${targetOf(id)} |`;
      lines.push(line);
      process.stdout.write(`${line}\n`);
    }
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */
if (rowsOnly) await shutdown(0);
const file = writeResult(
  backends ? 'grid-backends' : defaults ? 'grid-defaults' : 'grid-kinds',
  [
    backends
      ? `Solve plus proof of uniqueness by each kind's default encoding under its default strategy (Z3 in-process) and under native-clasp (the same formula compiled for clasp, clingo's solver, run as a program; connectivity and loops as reachability), interleaved, ${runs} rounds (Masyu: ${Math.min(runs, 3)}), medians; CPU is the process's and its children's (clingo). On each kind's largest puzzles. Below 1x, clasp used less CPU.`
      : defaults
        ? `Solve plus proof of uniqueness (a second solution sought and refuted) by each kind's default encoding and strategy, each kind in a process of its own after Z3's start-up and a warm-up solve; fastest and median of ${runs} runs (Masyu: ${Math.min(runs, 3)}), on each kind's largest puzzles (the corpus's, puzzles/<kind>/large, bench/puzzles). A target met is judged on the median.`
        : `Solve plus proof of uniqueness (a second solution sought and refuted), ${strategy}, each kind in a process of its own after Z3's start-up and a warm-up solve; ` +
          `fastest and median of ${runs} runs (Masyu: ${Math.min(runs, 3)}). The independent model is a Python z3 model per kind (2 cores, z3 4.8.12), ` +
          'as measured for the corpus; its figures are on its largest puzzle, ours on each puzzle named.',
    '',
    ...lines,
  ].join('\n'),
);
process.stdout.write(`wrote ${file}\n`);
await shutdown(0);
