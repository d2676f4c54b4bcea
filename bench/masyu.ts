// `npm run bench:masyu`: solve plus proof of uniqueness on the larger Masyu puzzles, per encoding
// (edge or piece variables, each with each loop encoding), through `compare`: each engine's runs in
// a child process that has already solved one example, so Z3's start-up is not counted. Reads the
// corpus (../shared/corpus/masyu) and any further puzzles given with --extra: puzzle files, or TSV
// rows whose columns hold a size (`40x40` or `40 40`) and a task string. Prints a Markdown table
// (median / worst per size, with the lazy cuts made) and writes it to --out.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { masyuEncodings } from '../encodings/masyu/index.ts';
import { compare } from '../src/compare/runner.ts';
import { shutdown } from '../src/solver/session.ts';
import type { CompareRecord } from '../src/kind/contract.ts';

const options = new Command('bench:masyu')
  .option('--extra <files...>', 'more Masyu puzzles: puzzle files, or TSV files with a size column and a task column')
  .option('--engines <ids>', 'encodings to run (default: all Masyu encodings)', (text) => text.split(','))
  .option('--min-size <n>', 'corpus puzzles from this side up', Number, 15)
  .option('--repeat <n>', 'runs of each puzzle per engine (the table shows the median and the worst)', Number, 3)
  .option('--timeout <seconds>', 'budget per run', Number, 300)
  .option('--out <file>', 'where to write the Markdown', 'bench/results/masyu.md')
  .parse()
  .opts<{ extra?: string[]; engines?: string[]; minSize: number; repeat: number; timeout: number; out: string }>();

const work = mkdtempSync(join(tmpdir(), 'puzzlebench-masyu-'));
const corpus = fileURLToPath(new URL('../../shared/corpus/masyu/puzzleteam.tsv', import.meta.url));

/** Task strings from TSV rows: the column that looks like a size, and the one after it that looks like a task. */
function tasksOf(tsv: string): { size: string; task: string }[] {
  return tsv
    .trim()
    .split('\n')
    .flatMap((line) => {
      const columns = line.split('\t');
      const at = columns.findIndex((column) => /^\d+(x| )\d+\b/.test(column));
      const task = columns.slice(at + 1).find((column) => /^(\d+x\d+:)?[a-zWB]+$/.test(column));
      const [width, height] = at >= 0 ? columns[at].match(/\d+/g)! : [];
      return task ? [{ size: `${width}x${height}`, task }] : [];
    });
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const tasks = [
  ...tasksOf(read(corpus)).filter(({ size }) => parseInt(size, 10) >= options.minSize),
  ...(options.extra ?? []).filter((file) => file.endsWith('.tsv')).flatMap((file) => tasksOf(read(file))),
];
const written = tasks.map(({ size, task }, i) => {
  const file = join(work, `masyu-${size}-${i + 1}.txt`);
  writeFileSync(file, `${task}\n`);
  return file;
});
const puzzles = [...written, ...(options.extra ?? []).filter((file) => !file.endsWith('.tsv'))];
const files = puzzles.flatMap((file) => Array.from({ length: options.repeat }, () => file));
if (files.length === 0) throw new Error('no puzzles: the corpus is missing and no --extra files were given');

const engines = options.engines ?? masyuEncodings.ids();
process.stderr.write(`${puzzles.length} puzzles x ${options.repeat} runs x ${engines.length} engines\n`);
const comparison = await compare(files, {
  engines,
  strategies: ['qf-fd-pb'],
  timeoutMs: options.timeout * 1000,
  kind: 'masyu',
  onProgress: (done, total, job) => process.stderr.write(`\r\x1b[K[${done + 1}/${total}] ${job.engine} ${job.file.split('/').pop()}`),
});
process.stderr.write('\r\x1b[K');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const sizes = [...new Set(comparison.records.flatMap((record) => record.group ?? []))].sort((a, b) => parseInt(a, 10) - parseInt(b, 10));

function cell(runs: CompareRecord[]): string {
  if (runs.length === 0) return '';
  const failed = runs.filter((run) => run.reason !== 'sat' || run.answer !== 'unique');
  if (failed.length > 0) return `${failed.length}/${runs.length} ${failed[0].reason === 'sat' ? failed[0].answer : failed[0].reason}`;
  const times = runs.map((run) => run.timings.totalMs);
  const cuts = runs.flatMap((run) => run.statistics?.['lazy cuts'] ?? []);
  return `${seconds(median(times))} / ${seconds(Math.max(...times))}${cuts.length > 0 ? ` (${median(cuts)} cuts)` : ''}`;
}

const table = [
  `| encoding | ${sizes.map((size) => `${size} (${new Set(comparison.records.filter((r) => r.group === size).map((r) => r.file)).size})`).join(' | ')} |`,
  `|${' --- |'.repeat(sizes.length + 1)}`,
  ...engines.map(
    (engine) => `| ${engine} | ${sizes.map((size) => cell(comparison.records.filter((r) => r.engine === engine && r.group === size))).join(' | ')} |`,
  ),
].join('\n');
const problems = comparison.disagreements.map((d) => `- **DISAGREEMENT** ${d.file}: ${d.message}`).join('\n');
const text = [
  `# Masyu: solve plus proof of uniqueness (qf-fd-pb)`,
  '',
  `${new Date().toISOString().slice(0, 10)}; median / worst of ${options.repeat} runs per puzzle, all puzzles of a size together (their count in brackets); budget ${options.timeout} s per run; Z3 start-up not counted.`,
  '',
  table,
  problems,
  '',
].join('\n');
process.stdout.write(text);
writeFileSync(options.out, text);
await shutdown(comparison.disagreements.length > 0 ? 1 : 0);
