// `npx tsx bench/phases.ts [--only labels] [--runs N] [--strategy s] [--encoding e]`: where the CPU time of
// one in-process solve plus proof of uniqueness goes, phase by phase (issue 25): parsing, building
// the formula in TypeScript (the encoding's terms), handing it to the solver, each check (the first
// one includes Z3's preprocessing), reading models, lazy cuts, decoding, the checker, the blocking
// clause, and the check that proves uniqueness. The phases are timed around the same calls that
// src/solver/run.ts makes, in the same order.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import type { GridSpec } from '../src/kind/grid.ts';
import { defaultEncodingOf } from '../src/kind/grid.ts';
import { kinds } from '../src/catalogue/index.ts';
import { Model, type Values, equal, isBoolTerm, valuesOf } from '../src/dsl/model.ts';
import { z3Session, shutdown } from '../src/solver/session.ts';
import { strategies } from '../src/solver/strategy.ts';
import { statisticsOf } from '../src/solver/check.ts';

const opts = new Command('phases')
  .option('--runs <n>', 'runs per puzzle (median)', Number, 3)
  .option('--only <labels>', 'only puzzles whose label contains one of these', (text) => text.split(','))
  .option('--strategy <id>', "strategy (default: the kind's)")
  .option('--encoding <id>', "encoding (default: the kind's for the puzzle)")
  .option('--set <params>', "Z3's global parameters, name=value,... (e.g. model.compact=false)", (text) => text.split(','))
  .option('--timeout <ms>', 'a budget on each check, as the command line sets one', Number)
  .option('--stats', "print Z3's statistics of each check")
  .option('--file <kind=path...>', 'puzzle files to time instead of the table (e.g. tents=puzzles/tents/large/janko-9999-30x30.txt)')
  .parse()
  .opts<{ timeout?: number; set?: string[]; runs: number; only?: string[]; strategy?: string; encoding?: string; stats?: boolean; file?: string[] }>();

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));

/* eslint-disable @typescript-eslint/no-explicit-any */
const specOf = (kind: string) => kinds.get(kind).made.spec as GridSpec<any, any>;

function corpusTask(kind: string, params: string): { text: string; settings: Record<string, string> } {
  const file = `${corpus}${kind}/puzzleteam.tsv`;
  if (!existsSync(file)) throw new Error(`no corpus file ${file}`);
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const row = rows.map((r) => (kind === 'aquarium' ? { params: r[1], task: r[2] } : { params: r[2], task: r[3] })).find((r) => r.params.startsWith(params));
  if (!row) throw new Error(`no ${kind} ${params} in the corpus`);
  const stars = /(\d+) stars?/.exec(row.params)?.[1];
  return { text: row.task, settings: stars ? { stars } : {} };
}

const table = [
  { kind: 'aquarium', label: 'Aquarium 15x15', ...corpusTask('aquarium', '15x15 hard') },
  { kind: 'aquarium', label: 'Aquarium 30x30-1', text: readFileSync(`${repo}bench/puzzles/aquarium-30x30-1.txt`, 'utf8'), settings: {} },
  { kind: 'aquarium', label: 'Aquarium 30x30-2', text: readFileSync(`${repo}bench/puzzles/aquarium-30x30-2.txt`, 'utf8'), settings: {} },
  { kind: 'starbattle', label: 'Star Battle 14x14', ...corpusTask('starbattle', '14x14 3 stars (hard)') },
  { kind: 'starbattle', label: 'Star Battle 25x25', text: readFileSync(`${repo}bench/puzzles/starbattle-25x25-6.txt`, 'utf8'), settings: {} },
  { kind: 'lits', label: 'LITS 30x30', ...corpusTask('lits', '30x30') },
  { kind: 'lits', label: 'LITS 50x50', text: readFileSync(`${repo}bench/puzzles/lits-50x50.txt`, 'utf8'), settings: {} },
  { kind: 'masyu', label: 'Masyu 25x25', ...corpusTask('masyu', '25x25') },
  { kind: 'nurikabe', label: 'Nurikabe 25x32', text: readFileSync(`${repo}puzzles/nurikabe/large/janko-1047-25x32.txt`, 'utf8'), settings: {} },
  { kind: 'nurikabe', label: 'Nurikabe 32x32', text: readFileSync(`${repo}bench/puzzles/nurikabe-janko-1030-32x32.txt`, 'utf8'), settings: {} },
  { kind: 'nurikabe', label: 'Nurikabe 50x50', text: readFileSync(`${repo}bench/puzzles/nurikabe-janko-690-50x50.txt`, 'utf8'), settings: {} },
];
// The files named on the command line replace the table (the largest puzzle of each kind, say).
const files = (opts.file ?? []).map((named) => {
  const [kind, path] = named.split('=');
  return { kind, label: path, text: readFileSync(path, 'utf8'), settings: {} };
});
const entries = (opts.file ? files : table).filter((entry) => !opts.only || opts.only.some((part) => entry.label.includes(part)));

type Phases = Record<string, number>;

async function once(entry: (typeof entries)[number]): Promise<{ phases: Phases; notes: string }> {
  const spec = specOf(entry.kind);
  const { z3, warm, api } = await z3Session();
  await warm;
  for (const setting of opts.set ?? []) api.setParam(setting.split('=')[0], setting.split('=')[1]);
  const phases: Phases = {};
  const cpu0 = process.cpuUsage();
  // Each phase's CPU time (this process, every thread: Z3 checks on a worker thread), which a
  // loaded machine disturbs far less than its wall time.
  let at = process.cpuUsage();
  const lap = (name: string) => {
    const now = process.cpuUsage();
    phases[name] = (phases[name] ?? 0) + (now.user + now.system - at.user - at.system) / 1000;
    at = now;
  };
  const wall0 = performance.now();
  const puzzle = spec.parse({ source: entry.label, text: entry.text }, entry.settings);
  lap('parse');
  const encoding = spec.encodings.get(opts.encoding ?? defaultEncodingOf(spec, puzzle));
  const model = new Model(z3);
  const decode = encoding.encode(model, puzzle);
  lap('encode (TS + terms)');
  const solver = strategies.get(opts.strategy ?? spec.defaultStrategy).makeSolver(z3);
  solver.set('model.compact', false); // as src/solver/run.ts does
  const constraints = model.drain();
  // src/solver/run.ts decides a formula of constants without Z3 (src/solver/closed.ts).
  const closed = constraints.every((constraint) => model.known(constraint) !== undefined);
  for (const constraint of constraints) solver.add(constraint);
  lap('solver.add');
  const found: string[] = [];
  let rounds = 0;
  let cuts = 0;
  const checks: string[] = [];
  for (let solution = 0; solution < 2; solution++) {
    let status: string;
    let values: Values | undefined;
    for (let round = 0; ; round++) {
      if (opts.timeout) solver.set('timeout', opts.timeout);
      status = await solver.check();
      lap(solution === 0 ? (round === 0 ? 'check 1 (first round)' : 'check 1 (lazy rounds)') : 'check 2 (uniqueness)');
      if (opts.stats) checks.push(JSON.stringify(statisticsOf(solver)));
      if (status !== 'sat') break;
      const z3Model = solver.model();
      lap('get model');
      values = valuesOf(z3, z3Model, model);
      const more = model.cutsFor(values);
      lap('lazy cuts (read model, find cuts)');
      if (more.length === 0) break;
      rounds++;
      cuts += more.length;
      solver.add(...more);
      lap('lazy cuts (add)');
    }
    if (status !== 'sat' || !values) break;
    const answer = decode(values);
    lap('decode');
    const problems = spec.verify(puzzle, answer);
    lap('checker');
    if (problems.length) throw new Error(problems.join('; '));
    found.push(JSON.stringify(answer));
    const key = model.answerTerms.map((term) => (isBoolTerm(z3, term) ? values.bool(term) : values.int(term)));
    lap('read key');
    // As Loaded.differsFrom: a Boolean as its own literal.
    const differs = model.answerTerms.map((term, i) => {
      const value = key[i];
      return typeof value === 'boolean' && isBoolTerm(z3, term) ? (value ? z3.Not(term) : term) : z3.Not(equal(term, value));
    });
    solver.add(z3.Or(...differs));
    lap('block');
  }
  const cpu = process.cpuUsage(cpu0);
  phases['total cpu'] = (cpu.user + cpu.system) / 1000;
  phases['total wall'] = performance.now() - wall0;
  const size = model.size();
  return {
    phases,
    notes: `${found.length} solution(s); ${size.variables} vars, ${size.constraints} constraints; ${rounds} lazy rounds, ${cuts} cuts${closed ? '; all constants: a run decides it without Z3, and its checks below are what Z3 would take' : ''}${opts.stats ? `\n  ${checks.join('\n  ')}` : ''}`,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

for (const entry of entries) {
  const runs: Phases[] = [];
  let notes = '';
  for (let i = 0; i < opts.runs; i++) {
    const run = await once(entry);
    runs.push(run.phases);
    notes = run.notes;
  }
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  process.stdout.write(
    `${entry.label} (${opts.encoding ?? defaultEncodingOf(specOf(entry.kind), specOf(entry.kind).parse({ source: '', text: entry.text }, entry.settings))}, ${opts.strategy ?? specOf(entry.kind).defaultStrategy}): ${notes}\n`,
  );
  for (const name of names)
    process.stdout.write(
      `  ${name.padEnd(36)} ${median(runs.map((run) => run[name] ?? 0))
        .toFixed(1)
        .padStart(8)} ms   [${runs.map((run) => (run[name] ?? 0).toFixed(0)).join(' ')}]\n`,
    );
}
await shutdown(0);
/* eslint-enable @typescript-eslint/no-explicit-any */
