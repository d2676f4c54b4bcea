// `npm run bench:shards`: what sharding costs. (1) The same grid through `compare` and through
// `run-shard` (one shard holding the whole grid, so both start the same children in the same
// batches), whole processes, in turns: the difference per run is the shard path's overhead (the
// puzzle's text to a scratch file, a record line appended), target within 5% of compare's time;
// planning and merging, once per grid, are timed apart. (2) `compare --merge` of 100,000 records
// (made up, 10 shards), in this process and as the whole command: target under 5 s.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formats } from '../src/compare/report.ts';
import { mergePlan } from '../src/compare/shards/merge.ts';
import { runRecord } from '../src/kind/record.ts';
import type { ShardManifest, ShardRecord } from '../src/kind/shard-contract.ts';
import { writeResult } from './results.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
// What bin/ runs: an installed package runs the build; a checkout without one starts each command through tsx (slower to start).
const entry = existsSync(join(repo, 'dist/src/cli/bin.js')) ? 'the build (dist/)' : 'the sources through tsx (no dist/)';
const folder = mkdtempSync(join(tmpdir(), 'bench-shards-'));
const rounds = Number(process.env.ROUNDS ?? 5);
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The command as users run it (bin/: the build where there is one, else the sources): wall time,
 * and CPU time (user and system, of the process and every child it waited for: bash's `time`),
 * which a machine busy with other work disturbs less than the wall clock.
 */
function pb(args: string[]): { wall: number; cpu: number } {
  const started = performance.now();
  const quoted = args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const script = `TIMEFORMAT='%U %S'; time ${JSON.stringify(process.execPath)} ${JSON.stringify(join(repo, 'bin/puzzlebench.mjs'))} ${quoted} > /dev/null`;
  const run = spawnSync('bash', ['-c', script], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`puzzlebench ${args.join(' ')}: exit ${run.status}: ${run.stderr.slice(-400)}`);
  const [user, system] = run.stderr.trim().split('\n').pop()?.split(' ').map(Number) ?? [Number.NaN, Number.NaN];
  return { wall: performance.now() - started, cpu: (user + system) * 1000 };
}

// Six jug puzzles under three Z3 encodings and the search: 24 runs of 1 ms to 0.5 s, four children.
const files = readdirSync(join(repo, 'puzzles/jugs'))
  .filter((name) => name.endsWith('.txt'))
  .sort()
  .map((name) => `puzzles/jugs/${name}`);
const grid = [...files, '--engine', 'jugs/bfs,jugs/conserving,jugs/level-action,jugs/unary-table', '--strategy', 'qf-fd', '--format', 'csv'];
const runs = files.length * 4;

const local: number[] = [];
const sharded: number[] = [];
const localCpu: number[] = [];
const shardedCpu: number[] = [];
const planning: number[] = [];
const merging: number[] = [];
// BENCH_ONLY=merge skips the grid (minutes) for the merge alone.
for (let round = 0; process.env.BENCH_ONLY !== 'merge' && round < rounds; round++) {
  const plan = join(folder, `plan-${round}`);
  planning.push(pb(['compare', ...grid, '--plan', plan]).wall);
  // In turns, first one then the other: a busy moment of the machine falls on both alike.
  const alone = () => pb(['compare', ...grid]);
  const shard = () => pb(['run-shard', join(plan, 'shard-001.runs.jsonl')]);
  const [a, b] = round % 2 === 0 ? [alone(), shard()] : [shard(), alone()].reverse();
  local.push(a.wall);
  sharded.push(b.wall);
  localCpu.push(a.cpu);
  shardedCpu.push(b.cpu);
  merging.push(pb(['compare', '--merge', plan, '--format', 'csv']).wall);
}
// The difference of each round's pair (run one after the other), then their median: a busy minute
// shifts both of a pair, where it would shift one median and not the other.
const paired = (a: number[], b: number[]) => median(b.map((value, i) => value - a[i]));
const perRun = paired(local, sharded) / runs;
const share = paired(local, sharded) / median(local);
const perRunCpu = paired(localCpu, shardedCpu) / runs;
const shareCpu = paired(localCpu, shardedCpu) / median(localCpu);

// 100,000 records in 10 shards, each a record as a Z3 run writes it (sizes, statistics, a detail).
const big = join(folder, 'merge-100k');
mkdirSync(big);
const total = 100_000;
const shardCount = 10;
const plan = '0123456789abcdef';
const template = runRecord({
  file: 'puzzles/jugs/classic-3-5.txt',
  kind: 'jugs',
  engine: 'jugs/conserving',
  strategy: 'qf-fd',
  status: 'sat',
  answer: 'optimum 6',
  verdict: 'accepted',
  detail: 'no plan of 1..5 moves (unsat at each horizon); by the admissible lower bound, every plan has at least 1 move',
  size: { variables: 26, constraints: 66, perRule: { moves: 12, touches: 12, conserve: 6, stops: 6 } },
  statistics: { conflicts: 118, decisions: 240, propagations: 3100, 'max memory': 19.4 },
  encodeMs: 4,
  solveMs: 9.4,
  totalMs: 84.4,
});
const perShard = total / shardCount;
const manifest: ShardManifest = {
  schemaVersion: 1,
  type: 'shard-plan',
  plan,
  created: new Date().toISOString(),
  puzzlebench: '0.1.0',
  runs: total,
  shards: Array.from({ length: shardCount }, (_, i) => ({ file: `shard-${String(i + 1).padStart(3, '0')}.runs.jsonl`, runs: perShard, estimatedMs: 0 })),
  plugins: [],
};
writeFileSync(join(big, 'manifest.json'), JSON.stringify(manifest));
for (let shard = 0; shard < shardCount; shard++) {
  const text = Array.from({ length: perShard }, (_, i) => {
    const run = shard * perShard + i;
    const line: ShardRecord = {
      schemaVersion: 1,
      plan,
      run,
      machine: `node-${shard}`,
      at: '2026-11-26T19:00:00.000Z',
      versions: { puzzlebench: '0.1.0', node: 'v20.20.2', z3: '5.2.0' },
      record: { ...template, file: `puzzles/many/p${Math.floor(run / 4)}.txt`, engine: `jugs/e${run % 4}` },
    };
    return `${JSON.stringify(line)}\n`;
  }).join('');
  writeFileSync(join(big, `shard-${String(shard + 1).padStart(3, '0')}.records.jsonl`), text);
}
const inProcess: number[] = [];
const withTable: number[] = [];
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  const merged = mergePlan([big]);
  inProcess.push(performance.now() - started);
  formats.get('table').write(merged.comparison);
  withTable.push(performance.now() - started);
}
// Its CPU time beside the wall clock: on a loaded machine the wall clock says more about the others' work.
const command = [0, 1, 2].map(() => pb(['compare', '--merge', big, '--format', 'csv']));
rmSync(folder, { recursive: true, force: true });

const range = (values: number[]) => `${seconds(Math.min(...values))} - ${seconds(Math.max(...values))}`;
const gridReport =
  local.length === 0
    ? ''
    : `The same grid (${runs} runs: ${files.length} jug puzzles x jugs/bfs, conserving, level-action, unary-table under qf-fd) as whole
processes, median of ${rounds}, in turns; CPU is user and system time of the process and its children:

| path | wall | range | CPU | range |
| --- | --- | --- | --- | --- |
| \`compare\` | **${seconds(median(local))}** | ${range(local)} | **${seconds(median(localCpu))}** | ${range(localCpu)} |
| \`run-shard\` (the whole grid in one shard) | **${seconds(median(sharded))}** | ${range(sharded)} | **${seconds(median(shardedCpu))}** | ${range(shardedCpu)} |
| \`compare --plan\` (once per grid) | ${seconds(median(planning))} | ${range(planning)} | | |
| \`compare --merge\` (once per grid) | ${seconds(median(merging))} | ${range(merging)} | | |

Overhead of the shard path per run (median of the rounds' differences): **${perRun.toFixed(1)} ms** wall (${(100 * share).toFixed(1)}% of compare's), **${perRunCpu.toFixed(1)} ms** CPU
(${(100 * shareCpu).toFixed(1)}%); target within 5%.

`;
const report = `## Sharded compares: overhead and merge

Every command runs ${entry}.

${gridReport}Merge of ${total.toLocaleString('en')} records in ${shardCount} shards: read and checked against the manifest (zod) **${seconds(median(inProcess))}**,
with the table written ${seconds(median(withTable))}, the whole command (\`compare --merge DIR --format csv\`, median of 3) **${seconds(median(command.map((c) => c.wall)))}**
wall, ${seconds(median(command.map((c) => c.cpu)))} CPU (target under 5 s).
`;
console.log(report);
if (process.env.BENCH_NO_WRITE !== '1' && local.length > 0) console.log(`wrote ${writeResult('shards', report.replace(/^## /, ''))}`);
