// `npm run bench`: a thin wrapper over `compare` on the bundled puzzles, generated large Aquarium
// grids and, when present, the corpus in ../shared/corpus/. Prints Markdown tables and writes them
// to bench/results.md with the date, the machine and the versions.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { kinds } from '../src/cli/kinds.ts';
import type { RunRecord } from '../src/compare/record.ts';
import { formats } from '../src/compare/report.ts';
import { compare, type Comparison } from '../src/compare/runner.ts';
import { shutdown } from '../src/solver/session.ts';
import { availableStrategies } from '../src/solver/strategy.ts';

const corpus = new URL('../../shared/corpus/', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'puzzlebench-bench-'));

const options = new Command('bench')
  .option('--only <sections>', 'comma-separated sections: aquarium, watersort, planning', (text) => text.split(','))
  .option('--per-size <n>', 'corpus Aquarium puzzles per size', Number, 8)
  .option('--generated <n>', 'generated Aquarium puzzles per large size', Number, 3)
  .option('--timeout <seconds>', 'budget per run', Number, 120)
  .option('--jobs <n>', 'runs at once (2 cores here: 1 keeps timings honest)', Number, 1)
  .option('--strategies <ids>', 'strategies to run', (text) => text.split(','))
  .option('--out <file>', 'where to write the Markdown', 'bench/results.md')
  .parse()
  .opts<{ only?: string[]; perSize: number; generated: number; timeout: number; jobs: number; strategies?: string[]; out: string }>();

// fs.globSync arrives in Node 22; the project supports Node 20.
const bundled = (kind: string) => (existsSync(`puzzles/${kind}`) ? readdirSync(`puzzles/${kind}`).filter((name) => name.endsWith('.txt')).sort().map((name) => `puzzles/${kind}/${name}`) : []);
const wanted = (section: string) => !options.only || options.only.includes(section);
const strategyIds = options.strategies ?? availableStrategies().map((strategy) => strategy.id);

function writeTemp(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

/** Corpus Aquarium tasks, the first `perSize` of each size, as files. */
function aquariumCorpus(): string[] {
  const tsv = join(corpus, 'aquarium/puzzleteam.tsv');
  if (!existsSync(tsv)) return [];
  const bySize = new Map<string, string[]>();
  for (const line of readFileSync(tsv, 'utf8').trim().split('\n').slice(1)) {
    const [, size, task] = line.split('\t');
    const side = size.split(' ')[0];
    const list = bySize.get(side) ?? [];
    if (list.length < options.perSize) list.push(writeTemp(`corpus-${side}-${list.length + 1}.task`, task));
    bySize.set(side, list);
  }
  return [...bySize.values()].flat();
}

async function aquariumGenerated(): Promise<string[]> {
  const aquarium = kinds.get('aquarium');
  const files: string[] = [];
  for (const size of [20, 25, 30]) {
    for (let seed = 1; seed <= options.generated; seed++) {
      files.push(writeTemp(`generated-${size}-${seed}.txt`, await aquarium.generate!({ size, seed, to: 'puzzleteam' })));
    }
  }
  return files;
}

function sortCorpus(): string[] {
  const tsv = join(corpus, 'sort/levels.tsv');
  if (!existsSync(tsv)) return [];
  return readFileSync(tsv, 'utf8').trim().split('\n').filter((line) => !line.startsWith('#')).map((line, i) => {
    const [source, rules, capacity, tubes] = line.split('\t');
    const name = source.split('/').pop()!.replace(/\W+/g, '-');
    return writeTemp(`sort-${i + 1}-${name}.json`, JSON.stringify({ rules, capacity: Number(capacity), tubes: JSON.parse(tubes) }));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** Per engine and strategy, by group: median and worst time to the first answer and in all. */
function summary(records: RunRecord[], firstLabel: string, totalLabel: string): string {
  const groups = [...new Set(records.map((r) => r.group ?? '-'))].sort((a, b) => parseInt(a) - parseInt(b));
  const header = `| engine | strategy | ${groups.map((g) => `${g}: ${firstLabel} median / worst | ${g}: ${totalLabel} median / worst`).join(' | ')} |`;
  const lines = [header, `|${' --- |'.repeat(2 + groups.length * 2)}`];
  const keys = [...new Set(records.map((r) => `${r.engine}\t${r.strategy}`))];
  for (const key of keys) {
    const [engine, strategy] = key.split('\t');
    const cells = groups.flatMap((group) => {
      const runs = records.filter((r) => r.engine === engine && r.strategy === strategy && (r.group ?? '-') === group);
      const failed = runs.filter((r) => r.status !== 'sat' && r.status !== 'unsat');
      if (runs.length === 0) return ['', ''];
      if (failed.length > 0) return [`${failed.length}/${runs.length} ${failed[0].status}`, ''];
      const first = runs.map((r) => r.solveMs ?? r.totalMs);
      const total = runs.map((r) => r.totalMs);
      return [`${ms(median(first))} / ${ms(Math.max(...first))}`, `${ms(median(total))} / ${ms(Math.max(...total))}`];
    });
    lines.push(`| ${engine} | ${strategy} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** One row per file, one column per engine and strategy: the total time (certified optimum). */
function perFile(records: RunRecord[]): string {
  const keys = [...new Set(records.map((r) => `${r.engine} (${r.strategy})`))];
  const files = [...new Set(records.map((r) => r.file))];
  const lines = [`| file | answer | ${keys.join(' | ')} |`, `|${' --- |'.repeat(2 + keys.length)}`];
  for (const file of files) {
    const runs = records.filter((r) => r.file === file);
    const answer = runs.find((r) => r.status === 'sat' || r.status === 'unsat')?.answer ?? '?';
    const cells = keys.map((key) => {
      const run = runs.find((r) => `${r.engine} (${r.strategy})` === key);
      return !run ? '' : run.status === 'sat' || run.status === 'unsat' ? ms(run.totalMs) : run.status;
    });
    lines.push(`| ${file.replace(`${work}/`, '').replace(/^.*puzzles\//, '')} | ${answer} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

async function section(title: string, files: string[], strategies: string[], render: (c: Comparison) => string): Promise<string> {
  if (files.length === 0) return '';
  process.stderr.write(`\n${title}: ${files.length} files\n`);
  const comparison = await compare(files, {
    strategies, timeoutMs: options.timeout * 1000, jobs: options.jobs,
    onProgress: (done, total, job) => process.stderr.write(`\r\x1b[K[${done + 1}/${total}] ${job.engine} (${job.strategy}) ${job.file.split('/').pop()}`),
  });
  process.stderr.write('\r\x1b[K');
  writeFileSync(join(work, `${title.replace(/\W+/g, '-')}.json`), formats.get('json').write(comparison));
  const problems = comparison.disagreements.map((d) => `- **DISAGREEMENT** ${d.file}: ${d.message}`).join('\n');
  const text = `## ${title}\n\n${render(comparison)}\n${problems ? `\n${problems}\n` : ''}`;
  process.stdout.write(`${text}\n`);
  return text;
}

const version = (name: string) => JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
const header = `# puzzlebench benchmark\n\n${new Date().toISOString().slice(0, 10)}; ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; z3-solver ${version('z3-solver')}; timeout ${options.timeout} s per run; runs one at a time, each engine's runs batched in a child process.\n`;
process.stdout.write(`${header}\n`);

const parts = [header];
if (wanted('aquarium')) {
  parts.push(await section('Aquarium: solve, then prove uniqueness (ms, by size)', [...aquariumCorpus(), ...(await aquariumGenerated())], strategyIds,
    (c) => summary(c.records, 'solve', 'solve + unique')));
}
if (wanted('watersort')) {
  parts.push(await section('Water sort: certify the optimum (sat at k*, unsat at k*-1)', [...bundled('watersort'), ...sortCorpus()], strategyIds.filter((s) => s !== 'native-cadical'), (c) => perFile(c.records)));
}
if (wanted('planning')) {
  const files = ['jugs', 'bridge', 'river'].flatMap(bundled);
  parts.push(await section('Jugs, bridge and torch, river crossing: certified optimum or proof of impossibility', files, strategyIds.filter((s) => s !== 'native-cadical'), (c) => perFile(c.records)));
}
mkdirSync('bench', { recursive: true });
writeFileSync(options.out, `${parts.filter(Boolean).join('\n')}\n`);
process.stderr.write(`wrote ${options.out}; raw records in ${work}\n`);
await shutdown(0);
