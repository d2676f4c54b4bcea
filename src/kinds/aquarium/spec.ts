// The Aquarium kind on the command line: solve (with uniqueness, counting, forced cells, JSON and
// SVG), convert, export, generate, and the runs that `compare` and the benchmark make.
import { aquariumEncodings, defaultAquariumEncoding, defaultAquariumStrategy } from '../../../encodings/aquarium/index.ts';
import type { RunRecord } from '../../compare/record.ts';
import { aquariumWarnings, formatWaterGrid, looksLikeAquarium, parseAquarium, toAquariumText, toPuzzleTeam } from './format.ts';
import { type Aquarium, type WaterGrid, cellName } from './aquarium.ts';
import { UsageError } from '../../format/errors.ts';
import { Model } from '../../dsl/model.ts';
import { renderAquariumSvg, renderAquariumText, renderForced } from './render.ts';
import { generateUniqueAquarium, verifyAquarium } from './generate-unique.ts';
import { Loaded, type SolveReport, forcedCells, narrowForced, solve } from '../../solver/run.ts';
import type { Formula } from '../../solver/export.ts';
import { z3Session } from '../../solver/session.ts';
import { strategies } from '../../solver/strategy.ts';
import { writeOutput } from '../../spec/input.ts';
import { Exit, type Flags, type Input, type Kind, type Output } from '../../spec/kind.ts';

/** An encoding's answer failed the checker: a bug, reported and never shown as an answer. */
const INTERNAL = 4;

const formats: Record<string, (p: Aquarium) => string> = {
  puzzleteam(p) {
    // A task string has no place for the rule, and is read as tank-level: that would be another puzzle.
    if (p.rule !== 'tank-level') throw new UsageError(`a Puzzle Team task string cannot carry the rule ${p.rule} (it is read as tank-level); --to text keeps it`);
    return `${toPuzzleTeam(p)}\n`;
  },
  text: toAquariumText,
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

function parse(input: Input, io?: Output): Aquarium {
  const puzzle = parseAquarium(input.text, input.source);
  for (const warning of aquariumWarnings(puzzle)) io?.err(`${input.source}: warning: ${warning}\n`);
  return puzzle;
}

function choices(flags: Flags) {
  return {
    encoding: aquariumEncodings.get(flags.engine ?? flags.encoding ?? defaultAquariumEncoding),
    strategy: strategies.get(flags.strategy ?? defaultAquariumStrategy).id,
    timeoutMs: (flags.timeout ?? 60) * 1000,
  };
}

/** The cells where two grids differ, named as in messages: (row,col) from 1. */
function differences(a: WaterGrid, b: WaterGrid): string[] {
  return a.flatMap((line, row) => line.flatMap((water, col) => (water !== b[row][col] ? [cellName({ row, col })] : [])));
}

/** Cells equal in every solution found (all of them, when the search was complete). */
function agreed(solutions: WaterGrid[]): (boolean | undefined)[][] {
  return solutions[0].map((line, row) => line.map((water, col) => (solutions.every((other) => other[row][col] === water) ? water : undefined)));
}

const countForced = (forced: (boolean | undefined)[][]) => forced.flat().filter((cell) => cell !== undefined).length;

/** Says why there is no answer to show (on stdout, or as JSON), and the exit status that goes with it. */
function noAnswer(report: SolveReport<WaterGrid>, encoding: string, strategy: string, timeoutMs: number, io: Output, json?: boolean): number {
  if (report.status === 'rejected') {
    io.err(`puzzlebench: internal error: ${encoding} produced a grid the checker rejects: ${report.problems.join('; ')}\n`);
    return INTERNAL;
  }
  const none = report.status === 'unsat';
  const message = none
    ? 'no solution: the clues contradict the rules'
    : `unknown after ${seconds(Math.min(timeoutMs, report.timings.encodeMs + report.timings.solveMs))} (${report.status})`;
  io.out(json ? `${JSON.stringify({ status: report.status, message, engine: encoding, strategy, solutions: 0 }, null, 2)}\n` : `${message}\n`);
  return none ? Exit.none : Exit.unknown;
}

async function solveCommand(input: Input, flags: Flags, io: Output): Promise<number> {
  const puzzle = parse(input, io);
  const { encoding, strategy, timeoutMs } = choices(flags);
  const options = { strategy, timeoutMs, verify: verifyAquarium(puzzle) };
  const started = performance.now();
  const limit = flags.count ?? (flags.unique || flags.json ? 2 : 1);
  const report = flags.forced ? await forcedCells(encoding, puzzle, options) : await solve(encoding, puzzle, { ...options, limit });
  const totalMs = performance.now() - started;
  const grids = report.solutions.map((solution) => solution.answer);
  if (report.status === 'rejected' || grids.length === 0) {
    return noAnswer(report, encoding.id, strategy, timeoutMs, io, flags.json);
  }
  const proved = report.complete && grids.length === 1;
  const unique = proved ? true : grids.length > 1 ? false : null;
  if (flags.svg) {
    writeOutput(flags.svg, renderAquariumSvg(puzzle, grids[0]));
    io.err(`wrote ${flags.svg}\n`);
  }
  if (flags.json) {
    const timings = { encodeMs: report.timings.encodeMs, solveMs: report.timings.solveMs, totalMs };
    const rows = (grid: WaterGrid) => formatWaterGrid(grid).split('\n');
    // What the text answer would add: every solution found, the forced cells, where two differ.
    const forced = flags.forced && 'forced' in report && report.forced !== undefined ? agreed(grids) : undefined;
    const body = {
      status: 'sat', grid: rows(grids[0]), unique, solutions: grids.length, complete: report.complete,
      ...(flags.count !== undefined && { grids: grids.map(rows) }),
      ...(flags.forced && { forced: forced?.map((line) => line.map((cell) => (cell === undefined ? '?' : cell ? '#' : '.')).join('')) ?? null }),
      ...(flags.unique && grids.length > 1 && { second: rows(grids[1]) }),
      ...(grids.length > 1 && { differing: differences(grids[0], grids[1]) }),
      engine: encoding.id, strategy, rule: puzzle.rule, timings, size: report.size,
    };
    io.out(`${JSON.stringify(body, null, 2)}\n`);
    return Exit.solved;
  }
  const render = (grid: WaterGrid) => renderAquariumText(puzzle, grid, { colour: io.colour });
  if (flags.forced) {
    // Without a finished search, cells that agree so far are not known to be forced.
    if (!('forced' in report) || report.forced === undefined) {
      io.out(render(grids[0]));
      io.out(`forced cells: unknown after ${seconds(timeoutMs)} (${report.status}); one solution is shown\n`);
      return Exit.unknown;
    }
    const forced = agreed(grids);
    const count = countForced(forced);
    io.out(renderForced(puzzle, forced, { colour: io.colour }));
    io.out(`forced: ${count} of ${puzzle.width * puzzle.height} cells are the same in every solution${proved ? ' (the solution is unique)' : ''}\n`);
    return Exit.solved;
  }
  if (flags.count !== undefined) {
    grids.forEach((grid, i) => io.out(`solution ${i + 1}:\n${render(grid)}`));
    const verdict = report.complete ? 'that is all of them' : grids.length === flags.count ? `there may be more (limit ${flags.count})` : `search stopped: ${report.status}`;
    io.out(`${grids.length} solution${grids.length === 1 ? '' : 's'}; ${verdict}\n`);
    return Exit.solved;
  }
  io.out(render(grids[0]));
  if (flags.unique) {
    if (proved) io.out('unique: yes (proved)\n');
    else if (grids.length > 1) {
      const differ = differences(grids[0], grids[1]);
      io.out(`unique: no; a second solution:\n${render(grids[1])}`);
      io.out(`they differ in ${differ.length} cells: ${differ.join(' ')}\n`);
    } else io.out(`unique: unknown after ${seconds(timeoutMs)} (${report.status})\n`);
  }
  io.err(`${encoding.id} under ${strategy}: ${seconds(report.timings.encodeMs + report.timings.solveMs)} (${seconds(totalMs)} with Z3 start-up)\n`);
  return Exit.solved;
}

/** The encoded instance, for `export --smt2` and `--dimacs` (written by src/solver/export.ts). */
async function formula(input: Input, flags: Flags): Promise<Formula> {
  const puzzle = parse(input);
  const { encoding } = choices(flags);
  const model = new Model((await z3Session()).z3);
  encoding.encode(model, puzzle);
  return { title: `${encoding.id} on ${input.source} (${puzzle.width}x${puzzle.height}, ${puzzle.rule})`, constraints: model.drain() };
}

async function generate(flags: Flags): Promise<string> {
  const size = flags.size ?? 10;
  if (size < 4 || size > 30) throw new UsageError(`--size must be between 4 and 30, found ${size}`);
  const generated = await generateUniqueAquarium({ width: size, height: size, seed: flags.seed ?? 1 });
  const format = formats[flags.to ?? 'text'];
  if (!format) throw new UsageError(`unknown format '${flags.to}'; expected one of: ${Object.keys(formats).join(', ')}`);
  return format(generated.puzzle);
}

/**
 * Solve, then prove uniqueness on the same solver (a second check with the first answer blocked);
 * when there are two, go on to the forced cells, which engines must also agree on.
 */
async function runEngine(input: Input, engine: string, strategy: string, timeoutMs: number): Promise<RunRecord> {
  const puzzle = parse(input);
  const encoding = aquariumEncodings.get(engine);
  const started = performance.now();
  const run = await Loaded.load(encoding, puzzle, { strategy, timeoutMs, verify: verifyAquarium(puzzle) });
  const first = await run.next();
  const firstMs = performance.now() - started;
  const second = first.solution ? (run.exclude(run.differsFrom(first.solution.key)), await run.next()) : undefined;
  const narrowed = first.solution && second?.solution ? await narrowForced(run, [first.solution, second.solution]) : undefined;
  const totalMs = performance.now() - started;
  const rejected = first.status === 'rejected' || second?.status === 'rejected' || narrowed?.status === 'rejected';
  const cells = puzzle.width * puzzle.height;
  // Counted on the grids: an encoding's answer key need not be one value per cell.
  const forced = narrowed?.forced && countForced(agreed(narrowed.solutions.map((solution) => solution.answer)));
  const answer = rejected ? 'rejected'
    : !first.solution ? (first.status === 'unsat' ? 'no solution' : first.status)
    : second!.solution ? (forced === undefined ? `2+ solutions, forced cells ${narrowed!.status}` : `2+ solutions, ${forced} of ${cells} cells forced`)
    : second!.status === 'unsat' ? 'unique' : `1 solution, then ${second!.status}`;
  // Unsettled: a solution found, but neither uniqueness nor the forced cells established in time.
  const settled = !first.solution || rejected || second!.status === 'unsat' || forced !== undefined;
  const problems = [...first.problems, ...(second?.problems ?? []), ...(narrowed?.problems ?? [])];
  const report = run.report(rejected ? 'rejected' : first.solution ? 'sat' : first.status, [], false, problems);
  return {
    file: input.source, kind: 'aquarium', engine: encoding.id, strategy, status: report.status, answer,
    partial: !settled,
    verdict: rejected ? 'rejected' : first.solution ? 'accepted' : '-',
    detail: rejected ? report.problems.join('; ') : first.solution ? `first solution after ${seconds(firstMs)}` : undefined,
    size: report.size, encodeMs: report.timings.encodeMs, solveMs: firstMs, totalMs, statistics: report.statistics,
    group: `${puzzle.width}x${puzzle.height}`,
  };
}

export const aquarium: Kind = {
  id: 'aquarium',
  idea: 'shade water in tanks so that every row and column has its clue, each tank filled to one level',
  detect: looksLikeAquarium,
  engines: aquariumEncodings,
  validate: (input) => void parse(input),
  solve: solveCommand,
  convert(input, flags) {
    const format = formats[flags.to ?? 'text'];
    if (!format) throw new UsageError(`unknown format '${flags.to}'; expected one of: ${Object.keys(formats).join(', ')}`);
    return format(parse(input));
  },
  formula,
  generate,
  runEngine,
  // A fresh solver per horizon means nothing to a grid: it would only repeat qf-fd-pb's column.
  // A strategy whose program is missing still gets its row, as 'unsupported'.
  strategiesFor: () => strategies.all().filter((strategy) => !strategy.freshPerHorizon).map((strategy) => strategy.id),
  examples: ['puzzles/aquarium/seed-10x10.txt', 'puzzles/aquarium/arch-connected-5x5.txt'],
};
