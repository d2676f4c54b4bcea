// `npx tsx bench/ab.ts KIND VARIANT VARIANT... [--runs N] [--set corpus|bench|bundled|all]`: two or
// more ways of solving one kind, interleaved, on the same puzzles: solve plus proof of uniqueness
// in-process, as bench:peers times it (the checker included). A variant is `encoding@strategy`
// (either part may be left empty for the kind's default: `@sat-core`, `lits/cells-lazy-cuts@`).
// Each round runs every variant on a puzzle, the order rotated; the medians of CPU (this process,
// all threads, and its children: a native strategy's program) and wall time are printed per puzzle, with their sums over the set.
import { cpuMs } from './cpu.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { type GridSpec, defaultEncodingOf } from '../src/kind/grid.ts';
import { kinds } from '../src/catalogue/index.ts';
import { solve } from '../src/solver/run.ts';
import { shutdown } from '../src/solver/session.ts';

const command = new Command('ab')
  .argument('<kind>')
  .argument('<variants...>')
  .option('--runs <n>', 'rounds per puzzle', Number, 3)
  .option('--set <set>', 'corpus, bench (bench/puzzles and the peers table), bundled (puzzles/<kind>), or all', 'all')
  .option('--only <text>', 'only puzzles whose label contains this')
  .parse();
const [kind, variants] = command.processedArgs as [string, string[]];
const opts = command.opts<{ runs: number; set: string; only?: string }>();

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));
/* eslint-disable @typescript-eslint/no-explicit-any */
const spec = kinds.get(kind).made.spec as GridSpec<any, any>;

interface Entry {
  label: string;
  text: string;
  settings: Record<string, string>;
}

function corpusEntries(): Entry[] {
  const file = `${corpus}${kind}/puzzleteam.tsv`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line, i) => {
      const row = line.split('\t');
      const [params, task] = kind === 'aquarium' ? [row[1], row[2]] : [row[2], row[3]];
      const stars = /(\d+) stars?/.exec(params)?.[1];
      return { label: `corpus ${i + 1} ${params}`, text: task, settings: (stars ? { stars } : {}) as Record<string, string> };
    });
}

const files = (folder: string, match: (name: string) => boolean) =>
  existsSync(`${repo}${folder}`)
    ? readdirSync(`${repo}${folder}`)
        .filter(match)
        .map((name) => ({ label: `${folder}/${name}`, text: readFileSync(`${repo}${folder}/${name}`, 'utf8'), settings: {} }))
    : [];

// Bundled puzzles with one solution (the two-solution and unsolvable ones answer otherwise).
const solved = (folder: string) => files(folder, (name) => name.endsWith('.txt') && existsSync(`${repo}${folder}/${name.replace(/\.txt$/, '.solution')}`));
// The kind's bundled puzzles with their solutions, the large ones (puzzles/<kind>/large) included.
const bundled = () => [...solved(`puzzles/${kind}`), ...solved(`puzzles/${kind}/large`)];
const bench = () => files('bench/puzzles', (name) => name.startsWith(kind === 'starbattle' ? 'starbattle' : kind));
const sets: Record<string, () => Entry[]> = {
  corpus: corpusEntries,
  bench,
  bundled,
  all: () => [...bench(), ...corpusEntries(), ...bundled()],
};
const entries = sets[opts.set]().filter((entry) => !opts.only || entry.label.includes(opts.only));

async function run(entry: Entry, variant: string): Promise<{ cpu: number; wall: number; answer: string }> {
  const [encodingId, strategyId] = variant.split('@');
  const cpu0 = cpuMs();
  const started = performance.now();
  const puzzle = spec.parse({ source: entry.label, text: entry.text }, entry.settings);
  const encoding = spec.encodings.get(encodingId || defaultEncodingOf(spec, puzzle));
  const report = await solve(encoding, puzzle, {
    limit: 2,
    strategy: strategyId || spec.defaultStrategy,
    timeoutMs: 300_000,
    verify: (grid) => spec.verify(puzzle, grid),
  });
  const wall = performance.now() - started;
  const cpu = cpuMs() - cpu0;
  if (!(report.complete && report.solutions.length === 1)) throw new Error(`${variant} on ${entry.label}: not one proved solution (${report.status})`);
  return { cpu, wall, answer: JSON.stringify(report.solutions[0].answer) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Warm: one solve of the first puzzle under each variant.
for (const variant of variants) await run(entries[0], variant);
const sums = variants.map(() => ({ cpu: 0, wall: 0 }));
const wins = variants.map(() => 0);
for (const entry of entries) {
  const samples = variants.map(() => [] as { cpu: number; wall: number; answer: string }[]);
  for (let round = 0; round < opts.runs; round++) {
    for (let i = 0; i < variants.length; i++) {
      const at = (i + round) % variants.length;
      samples[at].push(await run(entry, variants[at]));
    }
  }
  const answers = new Set(samples.flat().map((sample) => sample.answer));
  if (answers.size !== 1) throw new Error(`the variants disagree on ${entry.label}`);
  const cpus = samples.map((runs) => median(runs.map((sample) => sample.cpu)));
  const walls = samples.map((runs) => median(runs.map((sample) => sample.wall)));
  cpus.forEach((cpu, i) => {
    sums[i].cpu += cpu;
    sums[i].wall += walls[i];
  });
  wins[cpus.indexOf(Math.min(...cpus))]++;
  const cells = variants.map((_, i) => `${cpus[i].toFixed(0).padStart(6)} / ${walls[i].toFixed(0).padStart(6)}`);
  process.stdout.write(`${entry.label.slice(0, 44).padEnd(44)} ${cells.join('  |')}   (cpu / wall ms)\n`);
}
process.stdout.write(`${'sum'.padEnd(44)} ${sums.map((sum) => `${sum.cpu.toFixed(0).padStart(6)} / ${sum.wall.toFixed(0).padStart(6)}`).join('  |')}\n`);
process.stdout.write(`fastest (cpu) on: ${variants.map((variant, i) => `${variant || 'default'} ${wins[i]}`).join(', ')} of ${entries.length}\n`);
await shutdown(0);
/* eslint-enable @typescript-eslint/no-explicit-any */
