// `npm run bench:presentations`: one water sort level written many ways is one level. Level 133
// and every corpus level of 12 or more tubes, each under --orders random tube orders (seeded, the
// same on every run) and both file forms (text listed top first, JSON bottom first, neither naming
// its colours, so the colours are numbered as they first appear), solved to a certified optimum by
// the built command (as users run it) with the engine named; the median and the worst wall time
// per level beside the targets of issue 30 (level 133: median under 15 s, worst under 30 s; no
// level's worst over 3x its median). A run that ends without a certified optimum counts as its
// budget. The machine is shared: the load average at each run's start is reported. Writes
// bench/results/<--name>.md (default presentations).
//   --repo <dir>  runs another build's bin/puzzlebench.mjs (an older commit, built) on the same files
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { loadLine, writeResult } from './results.ts';
import { parseSortLevel } from '../src/kinds/watersort/format.ts';
import type { SortLevel } from '../src/kinds/watersort/watersort.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(repo, '../shared/corpus/sort/levels.tsv');
const work = mkdtempSync(join(tmpdir(), 'puzzlebench-presentations-'));

const options = new Command('bench:presentations')
  .option('--orders <n>', 'random tube orders per level', Number, 10)
  .option('--forms <forms>', 'comma-separated: text (top first), json (bottom first)', (text) => text.split(','), ['text', 'json'])
  .option('--levels <names>', 'comma-separated level names (default: level133 and every corpus level of 12+ tubes)', (text) => text.split(','))
  .option('--min-tubes <n>', 'corpus levels with at least this many tubes', Number, 12)
  .option('--engine <id>', 'the engine asked', 'watersort/portfolio')
  .option('--timeout <seconds>', 'budget per run', Number, 60)
  .option('--repo <dir>', 'the checkout whose built command runs (default: this one, built first)')
  .option('--name <name>', 'the results file: bench/results/<name>.md', 'presentations')
  .option('--note <text>', 'a line for the results (what was run, why reduced)')
  .parse()
  .opts<{
    orders: number;
    forms: string[];
    levels?: string[];
    minTubes: number;
    engine: string;
    timeout: number;
    repo?: string;
    name: string;
    note?: string;
  }>();

interface Level {
  name: string;
  level: SortLevel;
  optimum: number;
}

function levels(): Level[] {
  const all: Level[] = [
    { name: 'level133', level: parseSortLevel(readFileSync(join(repo, 'puzzles/watersort/seed-water-133.txt'), 'utf8'), 'level133'), optimum: 39 },
  ];
  for (const line of readFileSync(corpus, 'utf8').trim().split('\n')) {
    if (line.startsWith('#')) continue;
    const [source, rules, capacity, tubes, known] = line.split('\t');
    if (!Number.isInteger(Number(known))) continue;
    const name = `${source
      .split('/')
      .pop()!
      .replace(/\.json$/, '')}${rules === 'ball' ? '-ball' : ''}`;
    const level = parseSortLevel(JSON.stringify({ rules, capacity: Number(capacity), tubes: JSON.parse(tubes) }), name);
    if (level.tubes.length >= options.minTubes) all.push({ name, level, optimum: Number(known) });
  }
  return options.levels ? all.filter((level) => options.levels!.includes(level.name)) : all;
}

/** A small seeded generator (mulberry32): the same orders on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function shuffled<T>(items: T[], next: () => number): T[] {
  const out = items.slice();
  for (let index = out.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [out[index], out[other]] = [out[other], out[index]];
  }
  return out;
}

/** The level with its tubes in the order given, as a file of the form asked (no colours line: they are numbered as they appear). */
function written(level: SortLevel, tubes: number[][], form: string): string {
  const names = (tube: number[]) => tube.map((colour) => level.colours[colour]);
  if (form === 'json') return `${JSON.stringify({ rules: level.rules, capacity: level.capacity, tubes: tubes.map(names) })}\n`;
  const lines = tubes.map((tube) => (tube.length === 0 ? '-' : names(tube).reverse().join(', ') + (tube.length === 1 ? ',' : '')));
  return [`rules: ${level.rules}`, `capacity: ${level.capacity}`, 'order: top-to-bottom', ...lines, ''].join('\n');
}

interface Run {
  order: number;
  form: string;
  certified: boolean;
  status: string;
  wallMs: number;
  /** User + system time of the process (both workers' Z3 included): what the load does not stretch. */
  cpuMs?: number;
  load: number;
  winner: string;
}

const bin = join(options.repo ? resolve(options.repo) : repo, 'bin/puzzlebench.mjs');

function run(file: string, optimum: number): Omit<Run, 'order' | 'form'> {
  const load = loadavg()[0];
  const started = performance.now();
  const command = [process.execPath, bin, 'solve', file, '--engine', options.engine, '--json', '--timeout', String(options.timeout)];
  const timed = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'CPU %U %S', ...command] : command;
  const child = spawnSync(timed[0], timed.slice(1), { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - started;
  const cpu = /CPU ([\d.]+) ([\d.]+)/.exec(child.stderr ?? '');
  let result: { status?: string; answer?: { moves: number }; proof?: { upTo?: number | 'all' }; certificate?: string } = {};
  try {
    result = JSON.parse(child.stdout);
  } catch {
    result = { status: `exit ${child.status}` };
  }
  const certified = result.status === 'solved' && result.answer?.moves === optimum && result.proof?.upTo === optimum - 1;
  const winner = /won by ([^,(]+(?:, [^,(]+)*)/.exec(result.certificate ?? '')?.[1] ?? /the plan from ([^(]+)/.exec(result.certificate ?? '')?.[1] ?? '';
  return { certified, status: result.status ?? '?', wallMs, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined, load, winner: winner.trim() };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (cells: (string | number | undefined)[]) => `| ${cells.map((cell) => cell ?? '-').join(' | ')} |`;
const header = (cells: string[]) => `${row(cells)}\n|${' --- |'.repeat(cells.length)}`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (!options.repo) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: repo, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build failed:\n${built.stderr}`);
}

const budgetMs = options.timeout * 1000;
/** CPU median and worst of the certified runs (a run cut off by the budget has no CPU figure of its own). */
const cpuCell = (runs: Run[]) => {
  const cpu = runs.filter((r) => r.certified && r.cpuMs !== undefined).map((r) => r.cpuMs as number);
  return cpu.length === 0 ? '-' : `${seconds(median(cpu))}, ${seconds(Math.max(...cpu))}${cpu.length < runs.length ? ` (${cpu.length} certified)` : ''}`;
};
const summary = [
  header(['level', 'tubes', 'optimum', 'runs', 'certified', 'median', 'worst', 'worst / median', 'targets', 'CPU median, worst', 'load (median)']),
];
const details: string[] = [];
const all = levels();
/** The results so far: written after each level, so a run cut short keeps the levels it finished. */
function report(done: number): string {
  const partial = done < all.length ? ` Partial: ${done} of ${all.length} levels done when written.` : '';
  return [
    `${options.note ? `${options.note}\n\n` : ''}Engine ${options.engine}, budget ${options.timeout} s a run, ${options.orders} random tube orders x ${options.forms.join(' and ')} ` +
      `(text: tubes top first; JSON: bottom first; no colours line, so colours are numbered as they first appear)` +
      `${options.repo ? ", the build in another checkout (--repo; its path is not written: it is the machine's)" : ''}. Wall: the whole built command as a process; CPU: its user + system time (both workers); a run without a certified optimum counts as the budget. ` +
      `Load: the 1-minute load average at each run's start (2 cores, shared); ${loadLine()} at the end.${partial}`,
    summary.join('\n'),
    `Each run (order, t = text / j = JSON, wall):\n\n${details.map((line) => `- ${line}`).join('\n')}`,
  ].join('\n\n');
}
for (const [done, { name, level, optimum }] of all.entries()) {
  const runs: Run[] = [];
  for (let order = 0; order < options.orders; order++) {
    const tubes = shuffled(level.tubes, random(1000 * order + 7));
    for (const form of options.forms) {
      const file = join(work, `${name}-${order}.${form === 'json' ? 'json' : 'txt'}`);
      writeFileSync(file, written(level, tubes, form));
      const result = { order, form, ...run(file, optimum) };
      runs.push(result);
      console.log(
        `${name} order ${order} ${form}: ${result.status}${result.certified ? '' : ' (not certified)'} ${seconds(result.wallMs)} cpu ${result.cpuMs === undefined ? '-' : seconds(result.cpuMs)} load ${result.load.toFixed(1)} ${result.winner}`,
      );
    }
  }
  // A run that did not certify the optimum counts as its whole budget.
  const times = runs.map((r) => (r.certified ? r.wallMs : Math.max(r.wallMs, budgetMs)));
  const [mid, worst] = [median(times), Math.max(...times)];
  const targets = [
    ...(name === 'level133' ? [`median < 15 s: ${mid < 15_000 ? 'yes' : 'no'}`, `worst < 30 s: ${worst < 30_000 ? 'yes' : 'no'}`] : []),
    `worst ≤ 3x median: ${worst <= 3 * mid ? 'yes' : 'no'}`,
  ].join('; ');
  summary.push(
    row([
      name,
      level.tubes.length,
      optimum,
      runs.length,
      runs.filter((r) => r.certified).length,
      seconds(mid),
      `${seconds(worst)}${runs.every((r) => r.certified) ? '' : ' (budget)'}`,
      (worst / mid).toFixed(1),
      targets,
      cpuCell(runs),
      median(runs.map((r) => r.load)).toFixed(1),
    ]),
  );
  details.push(
    `${name}: ${runs.map((r) => `${r.order}${r.form === 'json' ? 'j' : 't'} ${seconds(r.wallMs)}${r.cpuMs === undefined ? '' : ` (CPU ${seconds(r.cpuMs)})`}${r.certified ? '' : ` ${r.status}`}`).join(', ')}`,
  );
  writeResult(options.name, report(done + 1));
}

const text = report(all.length);
console.log(text);
console.log(`wrote ${writeResult(options.name, text)}`);
