// `npm run bench:peers-check [-- --only kinds] [--time-limit s]`: proves the registry's peer models
// (bench/peers/models.ts) before bench:peers races them. Every bundled puzzle of a kind with a known
// solution (puzzles/<kind>/*.txt and large/*.txt beside a .solution, bench/puzzles/<kind>-*.txt, the
// rows of ../shared/corpus/<kind>/puzzleteam.tsv) goes to clingo asking for two answers: the one
// found must be the known solution, and the search must end with no second one (proved unique).
// Both answers are read back through the kind's own solution reader, so notations compare alike.
// `--watersort [--max-tubes n]`: the water sort planning model instead (bench/peers/watersort.lp) on
// level 133 and the corpus's water levels, at the known optimum k* and at k*-1: clingo's verdict
// must agree with ours (`puzzlebench check LEVEL --within K`), and its plan, replayed by our
// simulator, must sort the level in at most K pours.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import type { GridSpec } from '../src/kind/grid.ts';
import { kinds } from '../src/catalogue/index.ts';
import { clingoMissing, runPeer } from './peers/clingo.ts';
import { models } from './peers/models.ts';
import { clingo, ours, planProblem, waterLevels } from './peers/watersort.ts';

const opts = new Command('peers-check')
  .option('--only <kinds>', 'only these kinds (comma-separated)', (text) => text.split(','))
  .option('--time-limit <s>', "clingo's limit per puzzle, in seconds (a puzzle over it fails the check)", Number, 300)
  .option('--watersort', 'check the water sort planning model instead')
  .option('--max-tubes <n>', 'water sort: levels of at most this many tubes', Number, 12)
  .parse()
  .opts<{ only?: string[]; timeLimit: number; watersort?: boolean; maxTubes: number }>();

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));

interface Known {
  label: string;
  text: string;
  solution: string;
}

const besideSolutions = (folder: string, prefix = ''): Known[] =>
  existsSync(`${repo}${folder}`)
    ? readdirSync(`${repo}${folder}`)
        .filter((name) => name.startsWith(prefix) && name.endsWith('.txt') && existsSync(`${repo}${folder}/${name.replace(/\.txt$/, '.solution')}`))
        .map((name) => ({
          label: `${folder}/${name}`,
          text: readFileSync(`${repo}${folder}/${name}`, 'utf8'),
          solution: readFileSync(`${repo}${folder}/${name.replace(/\.txt$/, '.solution')}`, 'utf8'),
        }))
    : [];

/** The corpus's rows: kind, params, task, solution (after a source column). */
function corpusKnown(kind: string): Known[] {
  const file = `${corpus}${kind}/puzzleteam.tsv`;
  if (!existsSync(file)) return [];
  const [header, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const columns = header.split('\t');
  return rows.map((line, i) => {
    const row = line.split('\t');
    return { label: `corpus ${kind} row ${i + 1}`, text: row[columns.indexOf('task')], solution: row[columns.indexOf('solution')] };
  });
}

const missing = clingoMissing();
if (missing) throw new Error(`bench:peers-check needs clingo: ${missing}`);
let failures = 0;
if (opts.watersort) {
  for (const { name, level, optimum, file } of waterLevels().filter((entry) => entry.level.tubes.length <= opts.maxTubes)) {
    for (const k of [optimum, optimum - 1]) {
      const peer = clingo(level, k, opts.timeLimit, 'auto');
      const own = ours(file, k, opts.timeLimit, false);
      // clingo out of time decides nothing: said, not failed (a larger --time-limit may settle it).
      const problem =
        peer.verdict === 'unknown' || own.verdict === 'unknown'
          ? null
          : peer.verdict !== own.verdict
            ? `clingo says ${peer.verdict}, puzzlebench ${own.verdict}`
            : peer.plan && planProblem(level, peer.plan, k);
      if (problem) failures++;
      const verdict = problem ?? `clingo ${peer.verdict}, puzzlebench ${own.verdict}${peer.plan ? `; clingo's ${peer.plan.length} pours replayed` : ''}`;
      const times = `clingo ${(peer.wallMs / 1000).toFixed(2)} s, puzzlebench ${(own.wallMs / 1000).toFixed(2)} s`;
      process.stdout.write(`${problem ? 'FAIL' : '  ok'} ${name} (${level.tubes.length} tubes) within ${k}: ${verdict} (${times})\n`);
    }
  }
}
for (const peer of models.filter((model) => !opts.watersort && (!opts.only || opts.only.includes(model.kind)))) {
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any */
  const spec = kinds.get(peer.kind).made.spec as GridSpec<any, any>;
  const known = [
    ...besideSolutions(`puzzles/${peer.kind}`),
    ...besideSolutions(`puzzles/${peer.kind}/large`),
    ...besideSolutions('bench/puzzles', `${peer.kind}-`),
    ...corpusKnown(peer.kind),
  ];
  const slowest = { ms: 0, label: '' };
  let passed = 0;
  for (const { label, text, solution } of known) {
    const puzzle = spec.parse({ source: label, text }, {});
    const rows = (answer: string) => spec.rows(spec.parseSolution(answer, label, puzzle)).join('/');
    const run = runPeer(peer, puzzle as never, opts.timeLimit);
    const answer = run.answers[0];
    const verdict =
      answer === undefined
        ? run.exhausted
          ? 'no answer'
          : 'out of time'
        : rows(answer) !== rows(solution)
          ? `an answer unlike the known one:\n${rows(answer)}\n${rows(solution)}`
          : run.answers.length > 1
            ? 'a second answer'
            : run.exhausted
              ? 'ok'
              : 'not proved unique (out of time)';
    if (verdict !== 'ok') {
      failures++;
      process.stdout.write(`FAIL ${peer.kind}.lp on ${label}: ${verdict}\n`);
      continue;
    }
    passed++;
    process.stdout.write(`  ${label}: ${(run.wallMs / 1000).toFixed(2)} s\n`);
    if (run.wallMs > slowest.ms) Object.assign(slowest, { ms: run.wallMs, label });
  }
  process.stdout.write(
    `clingo ${peer.kind}.lp: ${passed} of ${known.length} puzzles solved as known and proved unique (slowest ${(slowest.ms / 1000).toFixed(2)} s, ${slowest.label})\n`,
  );
}
if (failures) throw new Error(`${failures} puzzles failed`);
