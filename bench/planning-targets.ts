// `npm run bench:planning`: the targets of issue 14, each a whole command (the built one, as users
// run it; this builds it first) run as a process, timed
// from start to exit (wall) with its CPU time and the machine's load average beside it, since the
// machine is shared. Prints Markdown and writes it to bench/results/planning-targets.md (for
// `npm run bench:readme`).
//  - jugs 96 97 199 from 0 0 199, no tap, any 62 (optimum 136): certified by Z3-based engines;
//  - water sort level 133 (14 tubes, optimum 39): certified by SAT configurations, several runs;
//  - the 9-tube corpus water levels: check --within k* and --within k*-1;
//  - with --only strategies, the same for every corpus level, default strategy against qf-fd-pb.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { loadLine, machineLine, writeResult } from './results.ts';
import { catalogue } from '../src/catalogue/index.ts';

const watersortSpec = catalogue.watersort.made.spec;

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(repo, '../shared/corpus/sort/levels.tsv');
const work = mkdtempSync(join(tmpdir(), 'puzzlebench-targets-'));

const options = new Command('bench:planning')
  .option(
    '--only <sections>',
    'comma-separated: jugs, level133, corpus, and strategies (every corpus level, about half an hour; run only when named)',
    (text) => text.split(','),
  )
  .option('--runs <n>', 'runs of each level-133 configuration', Number, 5)
  .option('--timeout <seconds>', 'budget per run (level 133 and the corpus levels)', Number, 120)
  .option('--jugs-timeout <seconds>', 'budget per run on the jugs (the target is 10 s)', Number, 30)
  .parse()
  .opts<{ only?: string[]; runs: number; timeout: number; jugsTimeout: number }>();
const wanted = (section: string) => !options.only || options.only.includes(section);

interface Run {
  status: string;
  moves?: number;
  wallMs: number;
  cpuMs?: number;
  load: number;
  /** The largest horizon shown to have no plan, and the horizons asked. */
  noneUpTo?: number | 'all';
  horizons: string;
  /** The same with each check's time, in the order answered. */
  timedHorizons: string;
  message: string;
  engine?: string;
}

/** One command as a process under /usr/bin/time (for its CPU time), its JSON read back. */
function run(args: string[], timeout = options.timeout): Run {
  const load = loadavg()[0];
  // The built command, as users run it (bin/puzzlebench.mjs loads dist/; built below).
  const command = [process.execPath, 'bin/puzzlebench.mjs', ...args, '--json', '--timeout', String(timeout)];
  const timed = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'CPU %U %S', ...command] : command;
  const started = performance.now();
  const child = spawnSync(timed[0], timed.slice(1), { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - started;
  const cpu = /CPU ([\d.]+) ([\d.]+)/.exec(child.stderr ?? '');
  let result: {
    status: string;
    message: string;
    engine?: string;
    answer?: { moves: number };
    proof?: { upTo?: number | 'all' };
    horizons?: { horizon: number; check: string; atMost?: boolean; ms: number }[];
  };
  try {
    result = JSON.parse(child.stdout);
  } catch {
    result = { status: `exit ${child.status}`, message: (child.stderr ?? '').split('\n')[0] };
  }
  return {
    status: result.status,
    moves: result.answer?.moves,
    wallMs,
    cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined,
    load,
    noneUpTo: result.proof?.upTo,
    message: result.message,
    engine: result.engine,
    horizons: (result.horizons ?? []).map((step) => `${step.horizon}${step.atMost ? '≤' : ''}:${step.check}`).join(' '),
    timedHorizons: (result.horizons ?? []).map((step) => `${step.horizon}${step.atMost ? '≤' : ''}:${step.check} ${seconds(step.ms)}`).join(', '),
  };
}

const seconds = (ms?: number) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const row = (cells: (string | number | undefined)[]) => `| ${cells.map((cell) => cell ?? '-').join(' | ')} |`;
const header = (cells: string[]) => `${row(cells)}\n|${' --- |'.repeat(cells.length)}`;
const cutHorizons = (text: string) => (text.length > 80 ? `... ${text.slice(-80)}` : text);

const built = spawnSync('npm', ['run', 'build'], { cwd: repo, encoding: 'utf8' });
if (built.status !== 0) throw new Error(`npm run build failed:\n${built.stderr}`);

// With --only, the sections not run this time are kept from the last results, each under the
// line that says when it was measured, so one slow section can be measured again on its own; the
// long section that runs only when named is kept by every other run.
const RESULTS = join(repo, 'bench/results/planning-targets.md');
const EVERY_LEVEL = 'Every corpus level';
const kept = new Map<string, string>();
if (existsSync(RESULTS)) {
  for (const part of readFileSync(RESULTS, 'utf8')
    .split(/^(?=### )/m)
    .slice(1)) {
    const title = part.split('\n')[0].slice(4);
    if (options.only ? !(options.only.includes('strategies') && title.startsWith(EVERY_LEVEL)) : title.startsWith(EVERY_LEVEL)) kept.set(title, part.trim());
  }
}
const sections = new Map<string, string>(kept);
function section(title: string, text: string) {
  sections.set(title, `### ${title}\n\n${machineLine()}; ${loadLine()} when the section ended.\n\n${text}`);
  console.log(`\n### ${title}\n\n${text}\n`);
}

if (wanted('jugs')) {
  const file = join(work, 'jugs-96-97-199.txt');
  writeFileSync(file, 'jugs: 96 97 199\nstart: 0 0 199\ntap: no\ntarget: any 62\n');
  // As users run it: the default engine first (no --engine), then each engine named.
  const configs: { args: string[]; engine?: string[] }[] = [
    { args: ['solve'] },
    { args: ['check', '--within', '136'] },
    { args: ['check', '--within', '135'] },
    ...[
      ['jugs/conserving', '--strategy', 'qf-fd', '--schedule', 'linear'],
      ['jugs/conserving', '--strategy', 'qf-fd', '--schedule', 'doubling'],
      ['jugs/conserving', '--strategy', 'qf-fd', '--schedule', 'rintanen-b'],
      ['jugs/level-action', '--strategy', 'qf-fd', '--schedule', 'doubling'],
      ['jugs/unary-table', '--strategy', 'qf-fd', '--schedule', 'doubling'],
      ['jugs/horn'],
      ['jugs/portfolio'],
    ].map((engine) => ({ args: ['solve'], engine })),
  ];
  const lines = [header(['command', 'engine', 'options', 'status', 'moves', 'no plan up to', 'wall', 'CPU', 'load', 'horizons (last)'])];
  for (const {
    args: [verb, ...flags],
    engine,
  } of configs) {
    const result = run([verb, file, ...flags, ...(engine ? ['--engine', ...engine] : [])], options.jugsTimeout);
    lines.push(
      row([
        [verb, ...flags].join(' '),
        engine?.[0] ?? `default (${result.engine})`,
        engine?.slice(1).join(' '),
        result.status,
        result.moves,
        result.noneUpTo,
        seconds(result.wallMs),
        seconds(result.cpuMs),
        result.load.toFixed(1),
        cutHorizons(result.horizons),
      ]),
    );
  }
  section('Jugs 96 97 199, from 0 0 199, no tap, any 62 (BFS: 136 moves)', lines.join('\n'));
}

if (wanted('level133')) {
  const file = 'puzzles/watersort/seed-water-133.txt';
  // The portfolio is the configuration the target is for (median of --runs); the single
  // configurations beside it are run fewer times, to show what racing adds.
  const configs: [number, string, ...string[]][] = [
    [1, 'watersort/strengthened', '--strategy', 'qf-fd-pb', '--schedule', 'linear'],
    [1, 'watersort/strengthened', '--strategy', 'qf-fd-pb', '--schedule', 'doubling'],
    [Math.min(3, options.runs), 'watersort/strengthened', '--strategy', 'qf-fd-pb-fresh', '--schedule', 'linear'],
    [Math.min(3, options.runs), 'watersort/strengthened', '--strategy', 'sat-core', '--schedule', 'linear'],
    [1, 'watersort/strengthened', '--strategy', 'sat-core-propagate', '--schedule', 'linear'],
    [options.runs, 'watersort/portfolio'],
  ];
  // Each check's time: the linear walks ask 38 then 39 on a fresh solver each (the two halves alone),
  // the portfolio shows each half as raced.
  const lines = [header(['engine', 'options', 'runs', 'certified', 'wall median', 'wall each', 'CPU each', 'load each', 'checks (last run)'])];
  for (const [times, engine, ...rest] of configs) {
    const runs = Array.from({ length: times }, () => run(['solve', file, '--engine', engine, ...rest]));
    const certified = runs.filter((r) => r.status === 'solved' && r.moves === 39 && r.noneUpTo === 38);
    lines.push(
      row([
        engine,
        rest.join(' '),
        runs.length,
        certified.length,
        seconds(median(runs.map((r) => r.wallMs))),
        runs.map((r) => `${seconds(r.wallMs)}${r.status === 'solved' ? '' : ` (${r.status})`}`).join(', '),
        runs.map((r) => seconds(r.cpuMs)).join(', '),
        runs.map((r) => r.load.toFixed(1)).join(', '),
        runs[runs.length - 1].timedHorizons,
      ]),
    );
  }
  section('Water sort level 133 (14 tubes; optimum 39), solve: a plan of 39 and no plan of 38', lines.join('\n'));
}

/** The corpus's water and ball levels with a known optimum, written out as level files. */
function corpusLevels() {
  return readFileSync(corpus, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => {
      const [source, rules, capacity, tubes, known] = line.split('\t');
      const name = `${source
        .split('/')
        .pop()!
        .replace(/\.json$/, '')}${rules === 'ball' ? ' (ball)' : ''}`;
      const file = join(work, `${name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify({ rules, capacity: Number(capacity), tubes: JSON.parse(tubes) }));
      return { name, file, tubes: (JSON.parse(tubes) as string[][]).length, optimum: Number(known) };
    })
    .filter((level) => Number.isInteger(level.optimum));
}

/** check --within k* and k*-1 by the strengthened encoding, under the kind's default strategy and the one it replaced. */
function withinTable(levels: ReturnType<typeof corpusLevels>): string {
  const lines = [header(['level', 'tubes', 'k*', 'within', 'strategy', 'status', 'wall', 'CPU', 'load', 'horizons'])];
  for (const level of levels) {
    for (const strategy of [undefined, 'qf-fd-pb']) {
      for (const within of [level.optimum, level.optimum - 1]) {
        const chosen = strategy ? ['--strategy', strategy] : [];
        const result = run(['check', level.file, '--within', String(within), '--engine', 'watersort/strengthened', ...chosen]);
        lines.push(
          row([
            level.name,
            level.tubes,
            level.optimum,
            within,
            strategy ?? `default (${watersortSpec.defaultStrategy})`,
            result.status,
            seconds(result.wallMs),
            seconds(result.cpuMs),
            result.load.toFixed(1),
            result.horizons || 'none asked',
          ]),
        );
      }
    }
  }
  return lines.join('\n');
}

if (wanted('corpus') && existsSync(corpus)) {
  section(
    'The 9-tube corpus water levels: check --within k* and k*-1 (watersort/strengthened)',
    withinTable(corpusLevels().filter((level) => level.tubes === 9)),
  );
}

// Every corpus level, 12 to 14 tubes included: a long run (half an hour), so only when named.
if (options.only?.includes('strategies') && existsSync(corpus)) {
  section(`${EVERY_LEVEL}: check --within k* and k*-1 (watersort/strengthened; budget ${options.timeout} s)`, withinTable(corpusLevels()));
}

const text =
  `Wall: the whole built command as a process (Node's and Z3's start included); ` +
  `CPU: user + system of that process (Z3's threads included); load: the 1-minute load average as the run started.\n\n${[...sections]
    .sort(([a], [b]) => Number(a.startsWith(EVERY_LEVEL)) - Number(b.startsWith(EVERY_LEVEL)))
    .map(([, part]) => part)
    .join('\n\n')}`;
console.log(`wrote ${writeResult('planning-targets', text)}`);
