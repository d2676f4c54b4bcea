// `npm run bench`: a thin wrapper over `compare` on the bundled puzzles, generated large Aquarium
// grids and, when present, the corpus in ../shared/corpus/. Prints Markdown tables and writes them
// to bench/results.md with the date, the machine and the versions.
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { sortEncodings } from '../encodings/watersort/index.ts';
import { kinds } from '../src/catalogue/index.ts';
import type { CompareRecord } from '../src/kind/contract.ts';
import { formats } from '../src/compare/report.ts';
import { parseSortLevel } from '../src/kinds/watersort/format.ts';
import { compare, type Comparison } from '../src/compare/runner.ts';
import { shutdown } from '../src/solver/session.ts';
import { availableStrategies } from '../src/solver/strategy.ts';
import { startup } from './startup.ts';

// fileURLToPath, not .pathname: a space in the checkout's path would stay %20.
const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'puzzlebench-bench-'));

const options = new Command('bench')
  .option('--only <sections>', 'comma-separated sections: aquarium, starbattle, kakurasu, thermometers, watersort, planning, startup', (text) =>
    text.split(','),
  )
  .option('--per-size <n>', 'corpus Aquarium puzzles per size', Number, 8)
  .option('--generated <n>', 'generated Aquarium puzzles per large size', Number, 3)
  .option('--timeout <seconds>', 'budget per run', Number, 120)
  .option('--jobs <n>', 'runs at once (2 cores here: 1 keeps timings honest)', Number, 1)
  .option('--strategies <ids>', 'strategies to run', (text) => text.split(','))
  .option('--sort-engines <ids>', 'Z3 encodings to run on the larger water-sort levels', (text) => text.split(','), ['watersort/strengthened'])
  .option('--out <file>', 'where to write the Markdown', 'bench/results.md')
  .parse()
  .opts<{ only?: string[]; perSize: number; generated: number; timeout: number; jobs: number; strategies?: string[]; sortEngines: string[]; out: string }>();

// fs.globSync arrives in Node 22; the project supports Node 20.
const bundled = (kind: string) =>
  existsSync(`puzzles/${kind}`)
    ? readdirSync(`puzzles/${kind}`)
        .filter((name) => name.endsWith('.txt'))
        .sort()
        .map((name) => `puzzles/${kind}/${name}`)
    : [];
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

/**
 * Corpus tasks of a Puzzle Team grid kind (starbattle/, kakurasu/, thermometers/), as files. Star
 * Battle tasks carry no star count; the corpus sizes are the site's, whose count the parser knows.
 */
function puzzleTeamCorpus(kind: string): string[] {
  const tsv = join(corpus, `${kind}/puzzleteam.tsv`);
  if (!existsSync(tsv)) return [];
  return readFileSync(tsv, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line, i) => {
      const [, , params, task] = line.split('\t');
      return writeTemp(`corpus-${kind}-${i + 1}-${params.split(' ')[0]}.task`, task);
    });
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
  return readFileSync(tsv, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line, i) => {
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
function summary(records: CompareRecord[], firstLabel: string, totalLabel: string): string {
  // A run that never loaded its puzzle (an unsupported strategy) has no group: its row says why instead.
  const groups = [...new Set(records.flatMap((r) => r.group ?? []))].sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  const header = `| engine | strategy | ${groups.map((g) => `${g}: ${firstLabel} median / worst | ${g}: ${totalLabel} median / worst`).join(' | ')} |`;
  const lines = [header, `|${' --- |'.repeat(2 + groups.length * 2)}`];
  const keys = [...new Set(records.map((r) => `${r.engine}\t${r.strategy}`))];
  for (const key of keys) {
    const [engine, strategy] = key.split('\t');
    const mine = records.filter((r) => r.engine === engine && r.strategy === strategy);
    const ungrouped = mine.filter((r) => !r.group);
    if (ungrouped.length === mine.length) {
      lines.push(`| ${engine} | ${strategy} | ${ungrouped.length} runs ${ungrouped[0].reason}${' | '.repeat(groups.length * 2 - 1)} |`);
      continue;
    }
    const cells = groups.flatMap((group) => {
      const runs = mine.filter((r) => r.group === group);
      const failed = runs.filter((r) => r.reason !== 'sat' && r.reason !== 'unsat');
      if (runs.length === 0) return ['', ''];
      if (failed.length > 0) return [`${failed.length}/${runs.length} ${failed[0].reason}`, ''];
      const first = runs.map((r) => r.timings.solveMs ?? r.timings.totalMs);
      const total = runs.map((r) => r.timings.totalMs);
      return [`${ms(median(first))} / ${ms(Math.max(...first))}`, `${ms(median(total))} / ${ms(Math.max(...total))}`];
    });
    lines.push(`| ${engine} | ${strategy} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const fileName = (file: string) =>
  file
    .replace(`${work}/`, '')
    .replace(/^.*puzzles\/[^/]+\//, '')
    .replace(/\.(txt|json)$/, '');

/** Per kind, a grid of total times to certify: files by engine and strategy, the longer list down the side. */
function perFile(records: CompareRecord[]): string {
  const tables = [...new Set(records.map((r) => r.kind))].map((kind) => {
    const runs = records.filter((r) => r.kind === kind);
    const files = [...new Set(runs.map((r) => r.file))];
    const configs = [...new Set(runs.map((r) => `${r.engine} (${r.strategy})`))];
    const answer = (file: string) => runs.find((r) => r.file === file && (r.reason === 'sat' || r.reason === 'unsat'))?.answer ?? '?';
    const cell = (file: string, config: string) => {
      const run = runs.find((r) => r.file === file && `${r.engine} (${r.strategy})` === config);
      return !run ? '' : run.reason === 'sat' || run.reason === 'unsat' ? ms(run.timings.totalMs) : run.reason;
    };
    const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
    const rule = (columns: number) => `|${' --- |'.repeat(columns)}`;
    if (files.length > configs.length) {
      return [
        row(['file', 'answer', ...configs]),
        rule(2 + configs.length),
        ...files.map((file) => row([fileName(file), answer(file), ...configs.map((config) => cell(file, config))])),
      ].join('\n');
    }
    return [
      row(['engine (strategy)', ...files.map((file) => `${fileName(file)}: ${answer(file)}`)]),
      rule(1 + files.length),
      ...configs.map((config) => row([config, ...files.map((file) => cell(file, config))])),
    ].join('\n');
  });
  return tables.join('\n\n');
}

interface Section {
  title: string;
  files: string[];
  strategies: string[];
  engines?: string[];
  timeoutS?: number;
  render: (comparison: Comparison) => string;
}

async function section({ title, files, strategies, engines, timeoutS = options.timeout, render }: Section): Promise<string> {
  if (files.length === 0) return '';
  process.stderr.write(`\n${title}: ${files.length} files\n`);
  const comparison = await compare(files, {
    engines,
    strategies,
    timeoutMs: timeoutS * 1000,
    jobs: options.jobs,
    onProgress: (done, total, job) => process.stderr.write(`\r\x1b[K[${done + 1}/${total}] ${job.engine} (${job.strategy}) ${job.file.split('/').pop()}`),
  });
  process.stderr.write('\r\x1b[K');
  writeFileSync(join(work, `${title.replace(/\W+/g, '-')}.json`), formats.get('json').write(comparison));
  const problems = comparison.disagreements.map((d) => `- **DISAGREEMENT** ${d.file}: ${d.message}`).join('\n');
  const budget = `Budget ${timeoutS} s per run; engines: ${[...new Set(comparison.records.map((r) => r.engine))].join(', ')}.`;
  const text = `## ${title}\n\n${budget}\n\n${render(comparison)}\n${problems ? `\n${problems}\n` : ''}`;
  process.stdout.write(`${text}\n`);
  return text;
}

const version = (name: string) => JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
const header = `# puzzlebench benchmark\n\n${new Date().toISOString().slice(0, 10)}; ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; z3-solver ${version('z3-solver')}; timeout ${options.timeout} s per run; runs one at a time, each engine's runs batched in a child process.\n`;
process.stdout.write(`${header}\n`);

const parts = [header];
const noCadical = strategyIds.filter((s) => s !== 'native-cadical');
if (wanted('aquarium')) {
  parts.push(
    await section({
      title: 'Aquarium: solve, then prove uniqueness (ms, by size)',
      files: [...aquariumCorpus(), ...(await aquariumGenerated())],
      strategies: strategyIds,
      render: (c) => summary(c.records, 'solve', 'solve + unique'),
    }),
  );
}
// The Puzzle Team grid kinds: the whole corpus, the bundled puzzles, and for Star Battle a
// generated 25x25 with 6 stars (the site's largest size; not in the corpus).
const gridKinds: Record<string, { name: string; extra: string[] }> = {
  starbattle: { name: 'Star Battle', extra: ['bench/puzzles/starbattle-25x25-6.txt'] },
  kakurasu: { name: 'Kakurasu', extra: [] },
  thermometers: { name: 'Thermometers', extra: [] },
};
for (const [kind, { name, extra }] of Object.entries(gridKinds)) {
  if (!wanted(kind)) continue;
  const solvable = bundled(kind).filter((file) => !/unsolvable|two-solutions/.test(file));
  parts.push(
    await section({
      title: `${name}: solve, then prove uniqueness (ms, by size)`,
      files: [...puzzleTeamCorpus(kind), ...solvable, ...extra],
      strategies: options.strategies ?? ['qf-fd-pb', 'default'],
      render: (c) => summary(c.records, 'solve', 'solve + unique'),
    }),
  );
}
if (wanted('watersort')) {
  // Z3 certifies small levels under every strategy; on the large ones only the encodings and
  // strategies that can finish within the budget are run (the others time out, see docs/measured.md).
  const levels = [...bundled('watersort'), ...sortCorpus()];
  const tubes = (file: string) => parseSortLevel(readFileSync(file, 'utf8'), file).tubes.length;
  parts.push(
    await section({
      title: 'Water sort: the search engine certifies the optimum of every level',
      files: levels,
      engines: ['watersort/search'],
      strategies: ['native'],
      render: (c) => perFile(c.records),
    }),
  );
  parts.push(
    await section({
      title: 'Water sort: every encoding and strategy certifies the optimum (sat at k*, unsat at k*-1), levels up to 5 tubes',
      files: levels.filter((file) => tubes(file) <= 5),
      engines: sortEncodings.ids(),
      strategies: noCadical,
      timeoutS: 60,
      render: (c) => perFile(c.records),
    }),
  );
  parts.push(
    await section({
      title: 'Water sort: the best Z3 configurations on the larger levels (9 to 14 tubes)',
      files: levels.filter((file) => tubes(file) > 5 && (tubes(file) <= 9 || /133/.test(file))),
      engines: options.sortEngines,
      strategies: ['sat-core', 'sat-core-propagate', 'qf-fd-pb', 'qf-fd-pb-fresh', 'native-z3'].filter((s) => strategyIds.includes(s)),
      render: (c) => perFile(c.records),
    }),
  );
}
if (wanted('planning')) {
  parts.push(
    await section({
      title: 'Jugs, bridge and torch, river crossing: certified optimum or proof of impossibility',
      files: ['jugs', 'bridge', 'river'].flatMap(bundled),
      strategies: noCadical,
      render: (c) => perFile(c.records),
    }),
  );
}
if (wanted('startup')) {
  // Whole processes of the built command against Node's and Z3's own start (bench/startup.ts).
  process.stderr.write('\nstart-up: whole processes\n');
  const text = startup();
  process.stdout.write(`${text}\n`);
  parts.push(text);
}
mkdirSync('bench', { recursive: true });
writeFileSync(options.out, `${parts.filter(Boolean).join('\n')}\n`);
process.stderr.write(`wrote ${options.out}; raw records in ${work}\n`);
await shutdown(0);
