// `npx tsx bench/grid-kinds.ts [--runs N] [--kinds starbattle,kakurasu,thermometers] [extra files...]`:
// solve plus proof of uniqueness on the largest puzzles of the Puzzle Team grid kinds, for every
// encoding under qf-fd-pb, in one process after Z3's start-up and a warm-up solve. Each puzzle is
// solved N times and the fastest and the median are printed: on a shared machine the fastest run
// is the one least disturbed by other processes. `npm run bench` gives the same runs in children.
import { existsSync, readFileSync } from 'node:fs';
import { Command } from 'commander';
import { kinds } from '../src/kinds/index.ts';
import type { GridSpec } from '../src/spec/grid.ts';
import { solve } from '../src/solver/run.ts';
import { shutdown } from '../src/solver/session.ts';

const options = new Command('grid-kinds')
  .option('--runs <n>', 'solves per puzzle and encoding', Number, 7)
  .option('--kinds <ids>', 'kinds to measure', (text) => text.split(','), ['starbattle', 'kakurasu', 'thermometers'])
  .option('--strategy <id>', 'strategy', 'qf-fd-pb')
  .option('--largest <n>', 'corpus puzzles per kind, the largest', Number, 4)
  .argument('[files...]', 'more puzzle files (any of these kinds)')
  .parse();
const { runs, kinds: wanted, strategy, largest } = options.opts<{ runs: number; kinds: string[]; strategy: string; largest: number }>();

const corpus = new URL('../../shared/corpus/', import.meta.url).pathname;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** The largest corpus puzzles of a kind (by cell count, the last listed first among equals). */
function corpusInputs(kind: string) {
  const tsv = `${corpus}${kind}/puzzleteam.tsv`;
  if (!existsSync(tsv)) return [];
  const rows = readFileSync(tsv, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
  const side = (params: string) => Number(params.split('x')[0]);
  return rows.sort((a, b) => side(b[2]) - side(a[2])).slice(0, largest).map(([, , params, task], i) => ({ source: `corpus ${params} #${i + 1}`, text: task }));
}

/* eslint-disable @typescript-eslint/no-explicit-any */
async function measure(spec: GridSpec<any, any>, input: { source: string; text: string }, shown = true) {
  const puzzle = spec.parse(input, {});
  const line: string[] = [];
  for (const encoding of spec.encodings.all()) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const report = await solve(encoding, puzzle, { limit: 2, strategy, verify: (grid) => spec.verify(puzzle, grid) });
      times.push(performance.now() - started);
      if (!report.complete || report.solutions.length !== 1) throw new Error(`${encoding.id} on ${input.source}: not proved unique (${report.status})`);
    }
    times.sort((a, b) => a - b);
    line.push(`${encoding.id} ${ms(times[0])} (median ${ms(times[Math.floor(times.length / 2)])})`);
  }
  if (shown) process.stdout.write(`| ${spec.id} | ${input.source} (${spec.describe(puzzle)}) | ${line.join(' | ')} |\n`);
}

process.stdout.write(`solve + proof of uniqueness, ${strategy}, fastest of ${runs} (median), after a warm-up solve\n\n`);
for (const id of wanted) {
  const spec = kinds.get(id).made.spec as GridSpec<any, any>;
  const extra = (options.args as string[]).map((file) => ({ source: file, text: readFileSync(file, 'utf8') })).filter((input) => spec.detect(input.text));
  const inputs = [...corpusInputs(id), ...extra];
  if (inputs.length === 0) continue;
  await measure(spec, inputs.at(-1)!, false); // warm-up: Z3 compiles the code paths of this kind's constraints
  for (const input of inputs) await measure(spec, input);
}
/* eslint-enable @typescript-eslint/no-explicit-any */
await shutdown(0);
