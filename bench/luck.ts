// `npx tsx bench/luck.ts <level file> --horizon k [--encoding id] [--strategy id] [--seeds 0,1,2]`:
// how much of a check is the luck of Z3's seed. One check of exactly k moves per seed, each in a
// process of its own, timed by CPU (user + system: on a shared machine the wall clock measures the
// load as much as the check). Prints one line a seed and the median and worst; --json for a bench.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';

const options = new Command('luck')
  .argument('<file>')
  .requiredOption('--horizon <k>', 'moves asked, exactly', Number)
  .option('--encoding <id>', 'encoding', 'watersort/strengthened')
  .option('--strategy <id>', 'strategy', 'sat-core')
  .option('--seeds <list>', 'Z3 seeds', (text) => text.split(',').map(Number), [0, 1, 2, 3, 4, 5])
  .option('--timeout <seconds>', 'budget a check (wall)', Number, 300)
  .option('--child <seed>', 'internal: run one check', Number)
  .parse();
const [file] = options.args;
const opts = options.opts<{ horizon: number; encoding: string; strategy: string; seeds: number[]; timeout: number; child?: number }>();

if (opts.child !== undefined) {
  const { kinds } = await import('../src/kinds/index.ts');
  const { searchHorizons } = await import('../src/solver/horizon.ts');
  const { z3Session, closeSession } = await import('../src/solver/session.ts');
  const kind = kinds.get('watersort');
  if (kind.made.type !== 'planning') throw new Error('not planning');
  const spec = kind.made.spec as unknown as { parse: (input: { text: string; source: string }) => never; lowerBound: (level: never) => number; encodings: { get: (id: string) => never }; verify: (level: never, plan: never) => string[] };
  const level = spec.parse({ text: readFileSync(file, 'utf8'), source: file });
  const { api } = await z3Session();
  for (const name of ['sat.random_seed', 'smt.random_seed']) api.setParam(name, String(opts.child));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const report = await searchHorizons(spec.encodings.get(opts.encoding), level, {
    strategy: opts.strategy, timeoutMs: opts.timeout * 1000, from: spec.lowerBound(level), to: opts.horizon, start: opts.horizon, schedule: 'linear',
    verify: (plan) => spec.verify(level, plan as never),
  });
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ seed: opts.child, status: report.status, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started, checkMs: report.solveMs }));
  await closeSession();
  process.exit(0);
}

const self = fileURLToPath(import.meta.url);
const results = [];
for (const seed of opts.seeds) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', self, file, '--horizon', String(opts.horizon), '--encoding', opts.encoding, '--strategy', opts.strategy, '--timeout', String(opts.timeout), '--child', String(seed)], { encoding: 'utf8' });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  try {
    const result = JSON.parse(line);
    results.push(result);
    console.log(`seed ${seed}: ${result.status} cpu ${(result.cpuMs / 1000).toFixed(1)} s wall ${(result.wallMs / 1000).toFixed(1)} s`);
  } catch {
    console.log(`seed ${seed}: failed ${child.stderr.slice(-400)}`);
  }
}
const cpus = results.map((result) => (result.status === 'sat' || result.status === 'unsat' ? result.cpuMs : Infinity)).sort((a, b) => a - b);
console.log(`${opts.encoding} ${opts.strategy} k=${opts.horizon}: median cpu ${(cpus[Math.floor((cpus.length - 1) / 2)] / 1000).toFixed(1)} s, worst ${(cpus[cpus.length - 1] / 1000).toFixed(1)} s`);
