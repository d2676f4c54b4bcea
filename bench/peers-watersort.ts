// `npm run bench:peers-watersort [-- --runs N] [--levels a,b] [--time-limit s] [--engines ids]`:
// issue 25's water sort target, "check --within k at k* and k*-1 at most clingo's time". Our whole
// command as users run it (`puzzlebench check LEVEL --within K --json`, built; its default engine,
// or those of --engines) against clingo on bench/peers/watersort.lp (a planning model written apart
// from our encodings; `npm run bench:peers-check -- --watersort` holds it to our verdicts), both as
// whole processes, interleaved (the order rotated each round), median wall and CPU. Every verdict
// must agree and every clingo plan must sort the level when our simulator replays it, or the
// benchmark stops. Writes bench/results/peers-watersort.md (or --result's name) for `npm run bench:readme`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { clingoMissing } from './peers/clingo.ts';
import { type Level, type Run, clingo, ours, planProblem, waterLevels } from './peers/watersort.ts';
import { loadLine, writeResult } from './results.ts';

const opts = new Command('peers-watersort')
  .option('--runs <n>', 'runs per level, horizon and system', Number, 3)
  .option('--levels <names>', 'levels by name (level133, or the corpus file name)', (text) => text.split(','), [
    'level20',
    'BlockPuz342',
    'BlockPuz295',
    'level133',
  ])
  .option('--time-limit <s>', 'the budget of each run, both systems (out of it: no answer)', Number, 120)
  .option('--engines <ids>', "our engines ('default': none given)", (text) => text.split(','), ['default'])
  .option('--configuration <name>', "clingo's --configuration", 'auto')
  .option('--no-build', 'use dist/ as it is')
  .option('--result <name>', 'writes bench/results/<name>.md', 'peers-watersort')
  .parse()
  .opts<{ runs: number; levels: string[]; timeLimit: number; engines: string[]; configuration: string; build: boolean; result: string }>();

const missing = clingoMissing();
if (missing) throw new Error(`bench:peers-watersort needs clingo: ${missing}`);
if (opts.build) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout}${build.stderr}`);
}

const systems = [
  ...opts.engines.map((engine) => ({
    name: engine === 'default' ? 'puzzlebench' : `puzzlebench ${engine}`,
    run: (entry: Level, k: number) => ours(entry.file, k, opts.timeLimit, true, engine === 'default' ? undefined : engine),
  })),
  { name: 'clingo', run: (entry: Level, k: number) => clingo(entry.level, k, opts.timeLimit, opts.configuration) },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms: number) => (ms / 1000).toFixed(ms < 10_000 ? 2 : 1);
const all = waterLevels();
const rows: string[] = [];
for (const name of opts.levels) {
  const entry = all.find((level) => level.name === name);
  if (!entry) throw new Error(`no water level '${name}' (known: ${all.map((level) => level.name).join(', ')})`);
  for (const k of [entry.optimum, entry.optimum - 1]) {
    const runs = systems.map((): Run[] => []);
    for (let round = 0; round < opts.runs; round++) {
      for (let turn = 0; turn < systems.length; turn++) {
        const index = (round + turn) % systems.length;
        const run = systems[index].run(entry, k);
        const problem = run.plan && planProblem(entry.level, run.plan, k);
        if (problem) throw new Error(`${systems[index].name} on ${name} within ${k}: a plan that fails: ${problem}`);
        runs[index].push(run);
        process.stdout.write(`${name} within ${k}, ${systems[index].name}: ${run.verdict}, ${seconds(run.wallMs)} s wall, ${seconds(run.cpuMs)} s CPU\n`);
      }
    }
    const verdicts = new Set(runs.flat().flatMap((run) => (run.verdict === 'unknown' ? [] : [run.verdict])));
    if (verdicts.size > 1) throw new Error(`${name} within ${k}: the verdicts disagree`);
    // A system with a run out of the budget has no median: its cell says how many ran out.
    const cell = (mine: Run[]) => {
      const out = mine.filter((run) => run.verdict === 'unknown').length;
      return out
        ? `no answer in ${opts.timeLimit} s (${out}/${mine.length})`
        : `${seconds(median(mine.map((r) => r.wallMs)))} / ${seconds(median(mine.map((r) => r.cpuMs)))} s`;
    };
    const ratio = (mine: Run[], peer: Run[]) => {
      if (mine.some((run) => run.verdict === 'unknown')) return 'no answer';
      if (peer.some((run) => run.verdict === 'unknown')) return 'ahead (clingo no answer)';
      const of = (field: 'wallMs' | 'cpuMs') => median(mine.map((r) => r[field])) / median(peer.map((r) => r[field]));
      return `${of('wallMs').toFixed(2)} / ${of('cpuMs').toFixed(2)}`;
    };
    const clingoRuns = runs[runs.length - 1];
    const ours = runs.slice(0, -1);
    rows.push(
      `| ${name} (${entry.level.tubes.length}) | ${k} | ${[...verdicts][0] ?? 'unknown'} | ${ours.map(cell).join(' | ')} | ${cell(clingoRuns)} | ${ours.map((mine) => ratio(mine, clingoRuns)).join(' | ')} |`,
    );
  }
}

const names = systems.slice(0, -1).map((system) => system.name);
const table = [
  `| level (tubes) | k | verdict | ${names.map((name) => `${name} wall / CPU`).join(' | ')} | clingo wall / CPU | ${names.map((name) => `${name} / clingo (wall / CPU)`).join(' | ')} |`,
  `|${' --- |'.repeat(4 + names.length * 2)}`,
  ...rows,
].join('\n');
const text = [
  `\`puzzlebench check LEVEL --within K --json\` (built) against clingo ${opts.configuration === 'auto' ? '' : `(--configuration=${opts.configuration}) `}on bench/peers/watersort.lp, at the known optimum k* and k*-1;`,
  `both whole processes, medians of ${opts.runs} interleaved runs, budget ${opts.timeLimit} s a run. CPU is user plus system of the process and its children.`,
  'Every verdict agreed, and every plan clingo found sorted its level when our simulator replayed it.',
  '',
  table,
].join('\n');
process.stdout.write(`\n${text}\n${loadLine()}\n`);
process.stdout.write(`wrote ${writeResult(opts.result, text)}\n`);
