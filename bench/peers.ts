// `npm run bench:peers [-- --runs N] [--check]`: puzzlebench against peers on the same grid
// puzzles (issue 25): clingo with models of our own writing (bench/peers/*.lp, independent of our
// encodings), and Z3 itself natively on our formula (the native-z3 strategy), beside puzzlebench
// in-process (solve plus proof of uniqueness in a process of its own, warmed up by one solve, in a fresh Z3 context, the kind's default encoding and
// strategy) and as a whole command (`puzzlebench solve FILE --unique`, built). Every system answers
// "the solution, and is it unique?"; all answers must agree (and match the corpus's solution where
// there is one), or the benchmark stops. Runs are interleaved: each round runs every system on a
// puzzle, the order rotated from round to round, so that a busy moment of a shared machine falls on
// all of them alike; the medians are reported, and the ratios are what count.
// `--check` first runs clingo's models on every corpus puzzle of the four kinds: each must
// reproduce the corpus's solution and prove it unique (two answers asked for, one found, exhausted)
// (the registry's models, bench/peers/models.ts: `npm run bench:peers-check`).
// A second table races the registry's models on the largest puzzle of each of their kinds
// (puzzles/<kind>/large, bench/puzzles/<kind>-*, the corpus; by cells): puzzlebench in-process
// against clingo, rows labelled by the kind's id for --only.
// Writes bench/results/peers.md for `npm run bench:readme` (docs/peers.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { shutdown } from '../src/solver/session.ts';
import { type InProcessJob, type Sample, specOf } from './peers/in-process.ts';
import { strategies } from '../src/solver/strategy.ts';
import { type PeerKind, clingoMissing, runClingo, runPeer } from './peers/clingo.ts';
import type { PeerModel } from './peers/model.ts';
import { models } from './peers/models.ts';
import { cpuMs } from './cpu.ts';
import { writeResult } from './results.ts';

const options = new Command('peers')
  .option('--runs <n>', 'runs per puzzle and system', Number, 5)
  .option('--check', "first hold clingo's models to every corpus puzzle of the four kinds")
  .option('--only <labels>', 'only the puzzles whose label contains one of these (comma-separated)', (text) => text.split(','))
  .option('--no-build', 'use dist/ as it is')
  .option('--no-native', 'leave out Z3 native on our formula')
  .option('--no-clasp', 'leave out clasp on our formula (the native-clasp backend)')
  .option('--no-wasm-clasp', 'leave out clasp in-process on our formula (the wasm-clasp backend, clingo-wasm)')
  .parse();
const opts = options.opts<{ runs: number; check?: boolean; only?: string[]; build: boolean; native: boolean; clasp: boolean; wasmClasp: boolean }>();

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));
const KINDS: PeerKind[] = ['aquarium', 'starbattle', 'lits', 'masyu'];

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A puzzle of the table: where it comes from, its text, the settings a task string needs, and its known answer. */
interface Entry {
  kind: PeerKind;
  /** A registry peer's (the kind is then its id, not one of PeerKind): answers compare as the kind's rows. */
  peer?: PeerModel<never>;
  label: string;
  text: string;
  settings: Record<string, string>;
  solution?: string;
}

interface CorpusRow {
  params: string;
  task: string;
  solution: string;
}

function corpusRows(kind: PeerKind): CorpusRow[] {
  const file = `${corpus}${kind}/puzzleteam.tsv`;
  if (!existsSync(file)) return [];
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  // Aquarium's older file has no kind column: source, size, task, solution.
  return rows.map((row) => (kind === 'aquarium' ? { params: row[1], task: row[2], solution: row[3] } : { params: row[2], task: row[3], solution: row[4] }));
}

const starsOf = (params: string) => /(\d+) stars?/.exec(params)?.[1];
const entryOf = (kind: PeerKind, label: string, row: CorpusRow): Entry => {
  const stars = starsOf(row.params);
  return { kind, label, text: row.task, settings: kind === 'starbattle' && stars ? { stars } : {}, solution: row.solution };
};

/** The n-th corpus puzzle of a kind whose size/params column starts with `params`. */
function corpusEntry(kind: PeerKind, params: string, nth: number, label: string): Entry[] {
  const row = corpusRows(kind).filter((candidate) => candidate.params.startsWith(params))[nth];
  return row ? [entryOf(kind, label, row)] : [];
}

const fileEntry = (kind: PeerKind, file: string, label: string): Entry => ({ kind, label, text: readFileSync(`${repo}${file}`, 'utf8'), settings: {} });

/** The puzzles of issue 25's table: from the corpus, the first of each size named; the generated ones in bench/puzzles/. */
const table: Entry[] = [
  ...corpusEntry('aquarium', '15x15 hard', 0, 'Aquarium 15x15 (corpus, hard)'),
  fileEntry('aquarium', 'bench/puzzles/aquarium-30x30-1.txt', 'Aquarium 30x30 (generated, seed 1)'),
  fileEntry('aquarium', 'bench/puzzles/aquarium-30x30-2.txt', 'Aquarium 30x30 (generated, seed 2)'),
  ...corpusEntry('starbattle', '14x14 3 stars (hard)', 0, 'Star Battle 14x14, 3 stars (corpus, hard)'),
  fileEntry('starbattle', 'bench/puzzles/starbattle-25x25-6.txt', 'Star Battle 25x25, 6 stars (generated)'),
  ...corpusEntry('lits', '30x30', 0, 'LITS 30x30 (corpus)'),
  fileEntry('lits', 'bench/puzzles/lits-50x50.txt', 'LITS 50x50 (generated)'),
  ...corpusEntry('masyu', '25x25', 0, 'Masyu 25x25 (corpus)'),
].filter((entry) => !opts.only || opts.only.some((part) => entry.label.includes(part)));

/** The largest puzzle of each registry kind, by cells (the longest text among equals). */
function largestOf(peer: PeerModel<never>): Entry | undefined {
  // A kind with no large/ folder and no corpus rows has the site's largest size among its own
  // puzzles (Skyscrapers, Battleships, Killer Sudoku), as bench:grid takes them.
  const large = existsSync(`${repo}puzzles/${peer.kind}/large`) || corpusRows(peer.kind as PeerKind).length > 0;
  const folders = [large ? `puzzles/${peer.kind}/large` : `puzzles/${peer.kind}`, 'bench/puzzles'].filter((folder) => existsSync(`${repo}${folder}`));
  const files = folders.flatMap((folder) =>
    readdirSync(`${repo}${folder}`)
      .filter((name) => name.endsWith('.txt') && (folder !== 'bench/puzzles' || name.startsWith(`${peer.kind}-`)))
      .map((name) => `${folder}/${name}`),
  );
  const candidates: Entry[] = [
    ...files.map((file) => {
      const solution = `${repo}${file.replace(/\.txt$/, '.solution')}`;
      return { ...fileEntry(peer.kind as PeerKind, file, file), peer, solution: existsSync(solution) ? readFileSync(solution, 'utf8') : undefined };
    }),
    ...corpusRows(peer.kind as PeerKind).map((row, i) => ({ ...entryOf(peer.kind as PeerKind, `corpus row ${i + 1} (${row.params})`, row), peer })),
  ];
  const cells = (entry: Entry) => {
    const [height, width] = sizeOf(parsed(entry));
    return height * width * 1e6 + entry.text.length;
  };
  const largest = candidates.sort((a, b) => cells(b) - cells(a))[0];
  if (!largest) return undefined;
  const [height, width] = sizeOf(parsed(largest));
  // The known solution in the kind's rows, as the answers are compared.
  const solution = largest.solution && rowsOf(largest, specOf(peer.kind).parseSolution(largest.solution, largest.label, parsed(largest)));
  return { ...largest, label: `${peer.kind} ${height}x${width} (${largest.label})`, solution };
}

/** A registry kind's answer grid as its rows, joined by `/`. */
const rowsOf = (entry: Entry, grid: any) => specOf(entry.kind).rows(grid).join('/');

const parsed = (entry: Entry) => specOf(entry.kind).parse({ source: entry.label, text: entry.text }, entry.settings);
const sizeOf = (puzzle: any): [number, number] => ('size' in puzzle ? [puzzle.size, puzzle.size] : [puzzle.height, puzzle.width]);

function clingo(entry: Entry): Sample {
  const puzzle = parsed(entry);
  const cpu = cpuMs();
  const run = entry.peer ? runPeer(entry.peer, puzzle as never) : runClingo(entry.kind, puzzle, ...sizeOf(puzzle));
  const answer =
    run.answers[0] === undefined ? 'none' : entry.peer ? rowsOf(entry, specOf(entry.kind).parseSolution(run.answers[0], entry.label, puzzle)) : run.answers[0];
  return { answer, unique: run.answers.length === 1 && run.exhausted, wallMs: run.wallMs, solveMs: run.timeMs, cpuMs: cpuMs() - cpu };
}

/**
 * puzzlebench in-process: the solve call, timed in a process of its own after a warm-up solve, in
 * a fresh Z3 context (bench/peers/in-process.ts says why). The default encoding and strategy, or
 * the strategy named.
 */
function inProcess(entry: Entry, strategy?: string): Sample {
  const job: InProcessJob = { kind: entry.kind, label: entry.label, text: entry.text, settings: entry.settings, rows: Boolean(entry.peer), strategy };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/peers/in-process.ts'], {
    cwd: repo,
    input: JSON.stringify(job),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`the in-process sample of ${entry.label} failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as Sample;
}

/** `puzzlebench solve ... --unique` as a user runs it: the built command, a new process. */
function command(entry: Entry): Sample {
  const settings = Object.entries(entry.settings).flatMap(([key, value]) => [`--${key}`, value]);
  const cpu = cpuMs();
  const started = performance.now();
  const run = spawnSync(process.execPath, ['bin/puzzlebench.mjs', 'solve', '-', '--kind', entry.kind, '--unique', '--json', ...settings], {
    cwd: repo,
    input: entry.text,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const wallMs = performance.now() - started;
  if (run.status !== 0) throw new Error(`puzzlebench solve ${entry.label} failed (${run.status}): ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { answer?: { grid?: string[]; unique?: boolean }; timings?: { encodeMs: number; solveMs: number } };
  return {
    answer: result.answer?.grid?.join('/') ?? 'none',
    unique: result.answer?.unique === true,
    wallMs,
    solveMs: (result.timings?.encodeMs ?? NaN) + (result.timings?.solveMs ?? NaN),
    cpuMs: cpuMs() - cpu,
  };
}

/** clingo's models against every corpus puzzle of the four kinds: the corpus's solution, proved unique. */
function checkCorpus(): string {
  const counts: string[] = [];
  for (const kind of KINDS) {
    const rows = corpusRows(kind);
    let slowest = 0;
    rows.forEach((row, i) => {
      const entry = entryOf(kind, `${kind} corpus row ${i + 1} (${row.params})`, row);
      const run = clingo(entry);
      if (run.answer !== row.solution || !run.unique)
        throw new Error(
          `clingo's ${kind}.lp on ${entry.label}: ${run.unique ? 'unique' : 'not proved unique'}, answer ${run.answer === row.solution ? 'as' : 'unlike'} the corpus's`,
        );
      slowest = Math.max(slowest, run.wallMs);
    });
    counts.push(`${kind} ${rows.length} (slowest ${ms(slowest)})`);
    process.stdout.write(`clingo ${kind}.lp: all ${rows.length} corpus puzzles solved as the corpus says and proved unique\n`);
  }
  return `clingo's models reproduce every corpus solution and prove it unique: ${counts.join(', ')}.`;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 1000 ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(2)} s`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(ours / theirs < 10 ? 1 : 0)}x`;

/** `optional`: a run that ends without a proved answer (native z3's budget under load) is counted, not fatal. */
interface System {
  id: string;
  what: string;
  optional?: boolean;
  run(entry: Entry): Sample | Promise<Sample>;
}

const systems: System[] = [
  { id: 'in-process', what: 'puzzlebench, in-process', run: (entry) => inProcess(entry) },
  { id: 'command', what: 'puzzlebench solve --unique, whole command', run: command },
  { id: 'clingo', what: 'clingo', run: clingo },
];
if (opts.native && !strategies.get('native-z3').unavailable?.()) {
  systems.push({ id: 'native-z3', what: 'native z3 on our formula', optional: true, run: (entry) => inProcess(entry, 'native-z3') });
}
// Our second backend: the same formula for clasp, connectivity and loops as reachability.
const clasp: System | undefined =
  opts.clasp && !strategies.get('native-clasp').unavailable?.()
    ? { id: 'native-clasp', what: 'puzzlebench, clasp backend (native-clasp)', optional: true, run: (entry) => inProcess(entry, 'native-clasp') }
    : undefined;
if (clasp) systems.push(clasp);
// The same program for clasp, solved in-process by clingo-wasm: what the WebAssembly build costs clasp.
const wasmClasp: System | undefined =
  opts.wasmClasp && !strategies.get('wasm-clasp').unavailable?.()
    ? { id: 'wasm-clasp', what: 'puzzlebench, clasp in-process (wasm-clasp)', optional: true, run: (entry) => inProcess(entry, 'wasm-clasp') }
    : undefined;
if (wasmClasp) systems.push(wasmClasp);
const versusClingo = ['in-process', 'command', ...[clasp, wasmClasp].flatMap((system) => (system ? [system.id] : []))];

const notes: string[] = [];
const missing = clingoMissing();
if (missing) {
  process.stdout.write(`bench:peers needs clingo: ${missing}; nothing measured\n`);
  await shutdown(0);
}
if (opts.build) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repo, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout}${build.stderr}`);
}
if (opts.check) notes.push(checkCorpus());

const largest = models
  .filter((peer) => !opts.only || opts.only.some((part) => peer.kind.includes(part)))
  .flatMap((peer) => largestOf(peer) ?? [])
  .filter((entry) => !opts.only || opts.only.some((part) => entry.label.includes(part)));

const loads: number[] = [];

/** Every system on one puzzle, interleaved; the table's row: each system's medians, and the ratios of `versus` to clingo. */
async function measure(entry: Entry, racing: System[], versus: string[]): Promise<string> {
  const samples = new Map<string, Sample[]>(racing.map((system) => [system.id, []]));
  for (let round = 0; round < opts.runs; round++) {
    loads.push(loadavg()[0]);
    // The order rotated each round.
    for (let i = 0; i < racing.length; i++) {
      const system = racing[(i + round) % racing.length];
      samples.get(system.id)!.push(await system.run(entry));
    }
  }
  // Every system's every answer equal (and the corpus's, where known), each proved unique.
  const expected = entry.solution ?? samples.get('clingo')![0].answer;
  const failed = new Map<string, number>();
  for (const system of racing) {
    const runs = samples.get(system.id)!;
    for (const run of runs) {
      if (run.answer === expected && run.unique) continue;
      if (system.optional && (run.answer === 'none' || run.answer === expected)) {
        failed.set(system.id, (failed.get(system.id) ?? 0) + 1);
        continue;
      }
      throw new Error(
        `${system.id} on ${entry.label}: ${run.unique ? 'unique' : 'not proved unique'}, answer ${run.answer === expected ? 'as expected' : `unlike the expected one:\n${run.answer}\n${expected}`}`,
      );
    }
    samples.set(
      system.id,
      runs.filter((run) => run.answer === expected && run.unique),
    );
  }
  const wall = (id: string) => median(samples.get(id)!.map((sample) => sample.wallMs));
  const work = (id: string) => median(samples.get(id)!.map((sample) => sample.solveMs));
  const cpu = (id: string) => median(samples.get(id)!.map((sample) => sample.cpuMs));
  const cells = racing.map((system) =>
    samples.get(system.id)!.length === 0
      ? 'no answer'
      : `${ms(wall(system.id))} / ${ms(work(system.id))} / ${ms(cpu(system.id))}${failed.has(system.id) ? ` (${failed.get(system.id)} of ${opts.runs} runs without an answer)` : ''}`,
  );
  const ratios = versus.map((id) => `${ratio(wall(id), wall('clingo'))}; ${ratio(cpu(id), cpu('clingo'))}`);
  const line = `| ${entry.label} | ${cells.join(' | ')} | ${ratios.join(' | ')} |`;
  process.stdout.write(`${line}\n`);
  return line;
}

const rows: string[] = [];
for (const entry of table) rows.push(await measure(entry, systems, versusClingo));

// The second table: the registry's kinds at their largest, puzzlebench in-process against clingo.
// puzzlebench is optional there: a run past its budget (300 s; Nurikabe's 50x50 takes 75 s of CPU) is counted, not fatal.
const racing = systems
  .filter((system) => system.id === 'in-process' || system.id === 'clingo' || system.id === clasp?.id)
  .map((system) => (system.id === 'in-process' ? { ...system, optional: true } : system));
const largestVersus = ['in-process', ...(clasp ? [clasp.id] : [])];
const largestRows: string[] = [];
for (const entry of largest) largestRows.push(await measure(entry, racing, largestVersus));

const versusHeader = (ids: string[]) => ids.map((id) => `${id} / clingo (wall; CPU)`).join(' | ');
const header = `| puzzle | ${systems.map((system) => system.what).join(' | ')} | ${versusHeader(versusClingo)} |`;
const file = writeResult(
  'peers',
  [
    `Solve plus proof of uniqueness, every answer equal to the corpus's (or, for generated puzzles, to clingo's) and proved unique by every system; ` +
      `median of ${opts.runs} interleaved runs (order rotated each round). Cells are wall / solve / CPU: puzzlebench in-process, the solve call in a process of its own after a warm-up solve, from a fresh Z3 context / ` +
      'encoding plus checks as it reports them; the whole command, process start to exit / the same report; clingo, process start to exit / its own Time (grounding plus solving); ' +
      (systems.some((system) => system.id === 'native-z3')
        ? "native z3 (the native-z3 strategy on the kind's default encoding), the solve call: export, the z3 processes, models mapped back. "
        : '') +
      (clasp
        ? "clasp backend: the kind's default encoding under native-clasp, the solve call: compiling to aspif, the clingo processes, models mapped back. "
        : '') +
      (wasmClasp ? 'clasp in-process: the same under wasm-clasp, clingo-wasm in a worker thread instead of the clingo processes. ' : '') +
      "CPU is the process's, all threads, with its children's: a loaded machine disturbs it far less than wall time. " +
      `Load average (1 min) during the runs: ${loads.length ? `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}` : '-'}; the ratios are what count.`,
    '',
    ...notes,
    ...(notes.length ? [''] : []),
    header,
    `| --- | ${systems.map(() => '---').join(' | ')} | ${versusClingo.map(() => '---').join(' | ')} |`,
    ...rows,
    ...(largestRows.length
      ? [
          '',
          "The largest puzzle of every kind with a model in bench/peers/models.ts (issue 25's target: within 2x of clingo), the same measures:",
          '',
          `| puzzle | ${racing.map((system) => system.what).join(' | ')} | ${versusHeader(largestVersus)} |`,
          `| --- | ${racing.map(() => '---').join(' | ')} | ${largestVersus.map(() => '---').join(' | ')} |`,
          ...largestRows,
        ]
      : []),
  ].join('\n'),
);
process.stdout.write(`wrote ${file}\n`);
await shutdown(0);
/* eslint-enable @typescript-eslint/no-explicit-any */
