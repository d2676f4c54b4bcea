// `npm run bench:deadline`: does `--timeout T` end the whole process within 1.5 T? Wall time from
// spawn to exit, divided by T, for runs that cannot finish in time (building a formula, a search, a
// generator's rival searches), through the built command as users run it. The clock counts from
// the process's start, so Node's and the CLI's loading (0.3-0.9 s on a loaded machine) is inside T.
// Runs the cases in turns (a busy moment falls on all of them alike); prints a Markdown table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResult } from './results.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'bench-deadline-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

const bridge12 = () => `people: ${Array.from({ length: 12 }, (_, i) => `P${i} ${i + 1}`).join(', ')}\ncapacity: 2\ntorch: 500\n`;

const cases: { what: string; args: string[] }[] = [
  { what: 'level 133, one-hot, `check --within 38`', args: ['check', 'puzzles/watersort/seed-water-133.txt', '--engine', 'one-hot', '--within', '38'] },
  { what: 'level 133, int-slot', args: ['solve', 'puzzles/watersort/seed-water-133.txt', '--engine', 'int-slot'] },
  { what: 'twelve people, bridge/groups', args: ['solve', file('bridge-12.txt', bridge12()), '--engine', 'bridge/groups'] },
  {
    what: 'jugs of 10^8 litres (a plan of 10^8 moves)',
    args: ['solve', file('big-jugs.txt', 'jugs: 100000001 100000000\nstart: 0 0\ntap: yes\ntarget: any 50000000\n')],
  },
  { what: '`generate starbattle --size 25 --stars 6`', args: ['generate', 'starbattle', '--size', '25', '--stars', '6'] },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Every case `rounds` times at --timeout `seconds`, in turns; returns the Markdown report. */
export function deadlines(rounds = 5, seconds = 2, build = true): string {
  if (build) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: repo, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`npm run build failed: ${built.stdout}${built.stderr}`);
  }
  const ratios = cases.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    cases.forEach(({ args }, index) => {
      const started = performance.now();
      const run = spawnSync(process.execPath, ['bin/puzzlebench.mjs', ...args, '--timeout', String(seconds)], {
        cwd: repo,
        encoding: 'utf8',
        timeout: 120_000,
      });
      const wall = (performance.now() - started) / 1000;
      if (run.status !== 3) throw new Error(`${args.join(' ')}: expected exit 3 (unknown), got ${run.status ?? run.signal}: ${run.stderr}`);
      ratios[index].push(wall / seconds);
    });
  }
  rmSync(folder, { recursive: true, force: true });
  const rows = cases.map(({ what }, index) => {
    const values = ratios[index];
    return `| ${what} | **${median(values).toFixed(2)}** | ${Math.min(...values).toFixed(2)} - ${Math.max(...values).toFixed(2)} |`;
  });
  return [
    `## Deadlines: wall time from spawn to exit / T, at --timeout ${seconds} (median of ${rounds}, in turns; the promise is 1.5)`,
    '',
    '| run (cannot finish in time) | wall / T | range |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = deadlines(Number(process.argv[2] ?? 5), Number(process.argv[3] ?? 2), process.env.BENCH_NO_BUILD !== '1');
  process.stdout.write(`${report}\n`);
  // For docs/measured.md (npm run bench:readme), with the machine and its load, which the figures depend on.
  if (process.env.BENCH_NO_WRITE !== '1') writeResult('deadline', report.replace(/^## /, ''));
}
