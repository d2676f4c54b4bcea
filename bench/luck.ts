// `npx tsx bench/luck.ts <level file> --horizon k [--encoding id] [--strategy id] [--seeds 0,1,2]`:
// how much of a check is the luck of Z3's seed. One check of exactly k moves per seed, each in a
// process of its own, timed and budgeted by CPU (user + system, the budget a ulimit -t: on a shared
// machine the wall clock measures the load as much as the check), --parallel at a time. Prints
// one line a seed, then the median and the worst (a check stopped at the budget counts as over it).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { loadLine, writeResult } from './results.ts';

const options = new Command('luck')
  .argument('<file>')
  .requiredOption('--horizon <k>', 'moves asked, exactly', Number)
  .option('--encoding <id>', 'encoding', 'watersort/strengthened')
  .option('--strategy <id>', 'strategy', 'sat-core')
  .option('--seeds <list>', 'Z3 seeds', (text) => text.split(',').map(Number), [0, 1, 2, 3, 4, 5])
  .option('--cpu <seconds>', 'budget a check (CPU)', Number, 60)
  .option('--parallel <n>', 'checks at a time', Number, 3)
  .option('--param <name=value...>', 'Z3 global parameters for every check (e.g. sat.phase=always_false)', [])
  .option('--name <name>', 'also write the lines to bench/results/<name>.md')
  .option('--child <seed>', 'internal: run one check', Number)
  .parse();
const [file] = options.args;
const opts = options.opts<{
  horizon: number;
  encoding: string;
  strategy: string;
  seeds: number[];
  cpu: number;
  parallel: number;
  param: string[];
  name?: string;
  child?: number;
}>();

if (opts.child !== undefined) {
  const { kinds } = await import('../src/catalogue/index.ts');
  const { searchHorizons } = await import('../src/solver/horizon.ts');
  const { z3Session, closeSession } = await import('../src/solver/session.ts');
  const kind = kinds.get('watersort');
  if (kind.made.type !== 'planning') throw new Error('not planning');
  const spec = kind.made.spec as unknown as {
    parse: (input: { text: string; source: string }) => never;
    lowerBound: (level: never) => number;
    encodings: { get: (id: string) => never };
    verify: (level: never, plan: never) => string[];
  };
  const level = spec.parse({ text: readFileSync(file, 'utf8'), source: file });
  const { api } = await z3Session();
  for (const name of ['sat.random_seed', 'smt.random_seed']) api.setParam(name, String(opts.child));
  for (const pair of opts.param) api.setParam(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const report = await searchHorizons(spec.encodings.get(opts.encoding), level, {
    strategy: opts.strategy,
    timeoutMs: 24 * 3600_000,
    from: spec.lowerBound(level),
    to: opts.horizon,
    start: opts.horizon,
    schedule: 'linear',
    verify: (plan) => spec.verify(level, plan as never),
  });
  const used = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      seed: opts.child,
      status: report.status,
      cpuMs: (used.user + used.system) / 1000,
      wallMs: performance.now() - started,
      checkMs: report.solveMs,
    }),
  );
  await closeSession();
  process.exit(0);
}

const self = fileURLToPath(import.meta.url);
interface Result {
  seed: number;
  status: string;
  cpuMs: number;
  wallMs: number;
}
function check(seed: number): Promise<Result> {
  const command = `ulimit -t ${opts.cpu}; exec "${process.execPath}" --import tsx "${self}" "${file}" --horizon ${opts.horizon} --encoding ${opts.encoding} --strategy ${opts.strategy}${opts.param.map((pair) => ` --param ${pair}`).join('')} --child ${seed}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', () => {
      const line = out.trim().split('\n').pop() ?? '';
      let result: Result;
      try {
        result = JSON.parse(line);
      } catch {
        result = { seed, status: `over ${opts.cpu} s CPU`, cpuMs: Infinity, wallMs: performance.now() - started };
      }
      console.log(`seed ${seed}: ${result.status} cpu ${(result.cpuMs / 1000).toFixed(1)} s wall ${(result.wallMs / 1000).toFixed(1)} s`);
      resolve(result);
    });
  });
}
const queue = [...opts.seeds];
const results: Result[] = [];
await Promise.all(
  Array.from({ length: opts.parallel }, async () => {
    for (let seed = queue.shift(); seed !== undefined; seed = queue.shift()) results.push(await check(seed));
  }),
);
const cpus = results.map((result) => (result.status === 'sat' || result.status === 'unsat' ? result.cpuMs : Infinity)).sort((a, b) => a - b);
const shown = (ms: number) => (ms === Infinity ? `over ${opts.cpu} s` : `${(ms / 1000).toFixed(1)} s`);
const summary = `${file}, ${opts.encoding}, ${opts.strategy}${opts.param.map((pair) => `, ${pair}`).join('')}, exactly ${opts.horizon} moves: median cpu ${shown(cpus[Math.floor((cpus.length - 1) / 2)])}, worst ${shown(cpus[cpus.length - 1])} (${results
  .sort((a, b) => a.seed - b.seed)
  .map((r) => `${r.seed}: ${shown(r.cpuMs)}`)
  .join(', ')})`;
console.log(summary);
if (opts.name)
  console.log(
    `wrote ${writeResult(opts.name, `One check per Z3 seed, each a process of its own, CPU budget ${opts.cpu} s (ulimit -t), ${opts.parallel} at a time; ${loadLine()} at the end.\n\n${summary}`)}`,
  );
