// `npm run bench:startup`: what a whole command costs, start to exit, against two floors: a Node
// process that does nothing, and one that loads Z3, checks one Boolean and exits
// (bench/startup-floor.mjs). Runs the built command (it builds first), the configurations taking
// turns so that a busy moment of a shared machine falls on all of them alike; prints a Markdown
// table, and the phases the time goes to.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResult } from './results.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = 'bin/puzzlebench.mjs';
const puzzle = 'puzzles/aquarium/small-5x4.txt';

/**
 * Issue 25's whole-process target is a 15x15 Aquarium: the corpus's first hard one (../shared, the
 * project's held-out puzzles, which the repository does not copy), written to a file of its own.
 */
function corpusAquarium(): string | undefined {
  const tsv = fileURLToPath(new URL('../../shared/corpus/aquarium/puzzleteam.tsv', import.meta.url));
  if (!existsSync(tsv)) return undefined;
  const row = readFileSync(tsv, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .find((fields) => fields[1]?.startsWith('15x15 hard'));
  if (!row) return undefined;
  const file = join(mkdtempSync(join(tmpdir(), 'startup-')), 'aquarium-15x15-hard.txt');
  writeFileSync(file, `${row[2]}\n`);
  // The file lives as long as this process: whoever imports startup() measures with it, then it goes.
  process.on('exit', () => rmSync(dirname(file), { recursive: true, force: true }));
  return file;
}
const aquarium15 = corpusAquarium();

interface Config {
  id: string;
  what: string;
  args: string[];
  env?: Record<string, string>;
}

const configs: Config[] = [
  { id: 'a', what: '`node -e 0`', args: ['-e', '0'] },
  { id: 'b', what: 'floor: load z3-solver, init, check one Boolean, kill threads', args: ['bench/startup-floor.mjs'], env: { PHASES: '1' } },
  { id: 'c', what: '`puzzlebench --help`', args: [bin, '--help'] },
  { id: 'd', what: `\`puzzlebench solve ${puzzle}\``, args: [bin, 'solve', puzzle] },
  { id: 'e', what: "import the CLI's modules (commander and ours), run nothing", args: ['dist/src/cli/main.js'] },
  { id: 'f', what: '`puzzlebench --version`', args: [bin, '--version'] },
  { id: 'i', what: 'import the catalogue of kinds (every kind and its encodings), run nothing', args: ['dist/src/catalogue/index.js'] },
  {
    id: 'j',
    what: "load what a solve of one Aquarium loads of the catalogue (src/catalogue/find.ts): every kind's detection, then the Aquarium kind",
    args: [
      '--input-type=module',
      '-e',
      "const { shelf } = await import('./dist/src/catalogue/shelf.js'); await Promise.all(Object.values(shelf).map((line) => line.detection())); await shelf.aquarium.kind();",
    ],
  },
  ...(aquarium15
    ? [{ id: 'g', what: "`puzzlebench solve FILE --unique`, FILE the corpus's first hard 15x15 Aquarium", args: [bin, 'solve', aquarium15, '--unique'] }]
    : []),
  // d and g are settled whole by the deductions by hand and start no Z3 (src/solver/stand-in.ts);
  // row-level states the rules undeduced, so this one starts Z3 and searches.
  {
    id: 'h',
    what: `\`puzzlebench solve ${puzzle} --engine aquarium/row-level\` (no deductions: Z3 starts)`,
    args: [bin, 'solve', puzzle, '--engine', 'aquarium/row-level'],
  },
];

interface Sample {
  ms: number;
  stdout: string;
  stderr: string;
}

function once(config: Config): Sample {
  const started = performance.now();
  const run = spawnSync(process.execPath, config.args, { cwd: repo, encoding: 'utf8', env: { ...process.env, ...config.env } });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`${config.args.join(' ')} failed (${run.status ?? run.signal}): ${run.stderr}`);
  return { ms, stdout: run.stdout, stderr: run.stderr };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;

/** Measures every configuration `rounds` times, in turns; returns the Markdown report. */
export function startup(rounds = 7): string {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repo, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout}${build.stderr}`);
  for (const config of configs) once(config); // one untimed turn: disk caches, like any later run
  const samples = new Map<string, Sample[]>(configs.map((config) => [config.id, []]));
  for (let round = 0; round < rounds; round++) {
    for (const config of configs) samples.get(config.id)!.push(once(config));
  }
  const wall = (id: string) => median(samples.get(id)!.map((sample) => sample.ms));
  const rows = configs.map((config) => {
    const times = samples.get(config.id)!.map((sample) => sample.ms);
    return `| ${config.id} | ${config.what} | **${ms(wall(config.id))}** | ${ms(Math.min(...times))} - ${ms(Math.max(...times))} |`;
  });

  // Where the time goes: the floor's phases (it prints them) and the solve's own report of its
  // check and of its time with Z3's start-up.
  const phases = samples.get('b')!.map((sample) => JSON.parse(sample.stderr.trim().split('\n').pop()!) as Record<string, number>);
  const phase = (key: string) => ms(median(phases.map((p) => p[key])));
  const reported = (id: string) =>
    samples.get(id)!.map((sample) => `${sample.stdout}${sample.stderr}`.match(/([\d.]+) s \(([\d.]+) s (with Z3 start-up|in all, Z3 never started)\)/));
  const solveS = (id: string) => median(reported(id).map((match) => Number(match?.[1] ?? NaN)));
  const inAllS = (id: string) => median(reported(id).map((match) => Number(match?.[2] ?? NaN)));
  const started = (id: string) => reported(id).some((match) => match?.[3] === 'with Z3 start-up');

  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}`;
  return [
    `## Start-up: whole processes, start to exit (${date}; ${machine}; median of ${rounds}, in turns)`,
    '',
    '| | command | median | range |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `Targets: d and h within 1.5x of b (now ${(wall('d') / wall('b')).toFixed(2)}x and ${(wall('h') / wall('b')).toFixed(2)}x); c within 3x of a (now ${(wall('c') / wall('a')).toFixed(2)}x)` +
      (aquarium15 ? `; g (issue 25: a 15x15 Aquarium) within 1.5x of b (now ${(wall('g') / wall('b')).toFixed(2)}x).` : '; g not run (no ../shared/corpus).'),
    '',
    `Where the time goes. Floor (b), medians: Node's start ${phase('node')}, import z3-solver ${phase('import')}, init() ${phase('init')}, ` +
      `first check ${phase('check')} (it starts Z3's worker thread: a Node worker boots and instantiates the module), killThreads ${phase('kill')} (it polls every 100 ms). ` +
      `Solve: its worker thread imports commander and our modules, e - a = ${ms(wall('e') - wall('a'))}, while the main thread compiles Z3's wasm. ` +
      `d's deductions settle the grid whole: it reports ${solveS('d')} s, ${inAllS('d')} s in all, ${started('d') ? 'Z3 started' : 'and never starts Z3'}; ` +
      `the worker thread loads every kind's detection and the Aquarium kind alone, j - a = ${ms(wall('j') - wall('a'))}, where the whole catalogue of kinds would take i - a = ${ms(wall('i') - wall('a'))}. ` +
      `h searches: it reports ${solveS('h')} s for its checks and ${inAllS('h')} s with Z3's start-up.`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rounds = Number(process.argv[2] ?? 7);
  const report = startup(rounds);
  process.stdout.write(`${report}\n`);
  // For README.md and docs/measured.md (npm run bench:readme), with the machine and its load, which the figures depend on.
  writeResult('startup', report.replace(/^## /, ''));
}
