// The library in one line per question: solve, check and compare take a puzzle as the command
// line does (a path, a task string, a puzz.link URL, or { source, text }) and give back the result
// in the JSON contract (schemas/result.v1.json, schemas/compare.v1.json): a value, never printed,
// with its status telling solved, no-solution, unknown, invalid (bad input, or an answer a checker
// rejected) or error. Z3 starts on the first call and holds the process only while a call runs, so
// a program that uses these ends by itself.
import { compare as compareRuns, type CompareOptions } from './compare/runner.ts';
import { compareResult } from './compare/json.ts';
import { resultOfError } from './cli/json-errors.ts';
import { UsageError } from './errors.ts';
import { kindOf } from './catalogue/detect.ts';
import { catalogue, kinds as registry } from './catalogue/index.ts';
import type { CompareResult, Result } from './kind/contract.ts';
import type { GridAnswer, PlanAnswer } from './kind/contract.ts';
import type { GridKind } from './kind/grid.ts';
import { readInput } from './kind/input.ts';
import type { Input, Kind, Options } from './kind/kind.ts';
import type { PlanningKind } from './kind/planning.ts';
import type { Registry } from './dsl/registry.ts';
import { header } from './kind/result.ts';
import { holding } from './solver/session.ts';
import { isObject } from './narrow.ts';

/** A puzzle as the command line takes it, or its text with a name for messages. */
export type PuzzleSource = string | Input;

/** How to solve: the kind (detected when absent), engine, strategy, seconds, and what to establish. */
export type SolveOptions = Pick<
  Options,
  'kind' | 'engine' | 'strategy' | 'schedule' | 'timeout' | 'unique' | 'count' | 'forced' | 'optimal' | 'maxHorizon' | 'settings'
>;

const inputOf = (puzzle: PuzzleSource): Input => (typeof puzzle === 'string' ? readInput(puzzle) : puzzle);

const isInput = (puzzle: unknown): puzzle is Input => isObject(puzzle) && typeof puzzle.source === 'string' && typeof puzzle.text === 'string';

/** Runs one command of a kind; bad input and failures become results too (status invalid or error). */
async function ask(command: 'solve' | 'check', puzzle: PuzzleSource, options: Options): Promise<Result> {
  let kind: string | null = null;
  let source: string | undefined;
  try {
    return await holding(async () => {
      const input = inputOf(puzzle);
      source = input.source;
      const found = kindOf(input, { kind: options.kind });
      kind = found.id;
      // A value settles all it can report (a grid's uniqueness), as JSON does.
      const settled = { ...options, complete: true };
      if (command === 'solve') return (await found.solve(input, settled)).result;
      if (!found.check) throw new UsageError(`${found.id} puzzles have no moves; use solve`);
      const outcome = await found.check(input, settled);
      return outcome.result;
    });
  } catch (error) {
    return resultOfError(error, header(command, kind, source));
  }
}

/**
 * Solves a puzzle: a grid (with `unique`, `count` or `forced`), or the shortest plan. The answer in
 * the result has been through the kind's checker or simulator.
 *
 *     const result = await solve('puzzles/aquarium/small-5x4.txt', { unique: true });
 *     if (result.status === 'solved' && result.answer.type === 'grid') console.log(result.answer.grid.join('\n'));
 */
export const solve = (puzzle: PuzzleSource, options: SolveOptions = {}): Promise<Result> => ask('solve', puzzle, options);

/** Planning puzzles: is there a plan of at most `within` moves (and one, verified, if so)? */
export const check = (puzzle: PuzzleSource, options: SolveOptions & { within: number }): Promise<Result> => ask('check', puzzle, options);

/**
 * Every engine under every strategy on every puzzle file, each run in a child process with its
 * deadline (`timeoutMs`, 60 s by default); engines that answer must agree.
 */
export async function compare(files: string[], options: Partial<CompareOptions> = {}): Promise<CompareResult> {
  return compareResult(await compareRuns(files, { timeoutMs: 60_000, ...options }));
}

/** A result whose answer, where it has one, is of one type: a grid kind's grid, a planning kind's plan. */
export type ResultWith<A> =
  | (Extract<Result, { status: 'solved' }> & { answer: A })
  | (Extract<Result, { status: 'unknown' }> & { answer?: A })
  | Extract<Result, { status: 'no-solution' | 'invalid' | 'error' }>;

/** One grid kind's question, typed: the puzzle as any input, or as the kind's own value (an `Aquarium`). */
export interface GridQuestions<Puzzle> {
  solve(puzzle: PuzzleSource | Puzzle, options?: Omit<SolveOptions, 'kind' | 'optimal' | 'maxHorizon'>): Promise<ResultWith<GridAnswer>>;
}

/** One planning kind's questions, typed likewise: the shortest plan, or a plan within k moves. */
export interface PlanningQuestions<Puzzle> {
  solve(puzzle: PuzzleSource | Puzzle, options?: Omit<SolveOptions, 'kind' | 'unique' | 'count' | 'forced'>): Promise<ResultWith<PlanAnswer>>;
  check(
    puzzle: PuzzleSource | Puzzle,
    options: Omit<SolveOptions, 'kind' | 'unique' | 'count' | 'forced'> & { within: number },
  ): Promise<ResultWith<PlanAnswer>>;
}

type Catalogue = typeof catalogue;

/** The puzzle value of a built-in kind: `PuzzleOf<'aquarium'>` is `Aquarium`. */
export type PuzzleOf<K extends keyof Catalogue> =
  Catalogue[K] extends GridKind<infer P, infer _C> ? P : Catalogue[K] extends PlanningKind<infer P, infer _M> ? P : never;

/** The questions of each built-in kind, by its id. */
export type KindQuestions = {
  [K in keyof Catalogue]: Catalogue[K] extends GridKind<infer P, infer _C> ? GridQuestions<P> : PlanningQuestions<PuzzleOf<K>>;
};

/** A puzzle given as the kind's value is written in its first format, and read back as any input is. */
function inputFor(kind: Kind, puzzle: unknown): PuzzleSource {
  if (typeof puzzle === 'string' || isInput(puzzle)) return puzzle;
  const { made } = kind;
  const write = Object.values(made.spec.formats)[0];
  return { source: `<${kind.id}>`, text: write(puzzle) };
}

function questionsOf(kind: Kind): GridQuestions<unknown> | PlanningQuestions<unknown> {
  const solveAs = (puzzle: unknown, options: SolveOptions = {}) => ask('solve', inputFor(kind, puzzle), { ...options, kind: kind.id });
  // The kind's results are Result, whose answer is a grid for a grid kind and a plan for a planning
  // kind: the contract says so, the types cannot.
  if (kind.made.type === 'grid') return { solve: solveAs } as GridQuestions<unknown>;
  return {
    solve: solveAs,
    check: (puzzle: unknown, options: SolveOptions & { within: number }) => ask('check', inputFor(kind, puzzle), { ...options, kind: kind.id }),
  } as PlanningQuestions<unknown>;
}

/**
 * Every kind: the catalogue's registry (`kinds.get('aquarium')`, `kinds.ids()`), and each built-in
 * kind's questions by its id, typed for that kind:
 *
 *     const result = await kinds.aquarium.solve('puzzles/aquarium/small-5x4.txt', { unique: true });
 *     if (result.status === 'solved') console.log(result.answer.grid.join('\n'));
 */
const registryView: Registry<Kind> = Object.create(registry);
export const kinds: Registry<Kind> & KindQuestions = Object.assign(
  registryView,
  // Each kind's questions under its id, typed for that kind by KindQuestions (as questionsOf's are).
  Object.fromEntries(Object.entries(catalogue).map(([id, kind]) => [id, questionsOf(kind)])) as KindQuestions,
);
