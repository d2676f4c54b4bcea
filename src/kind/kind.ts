// What a puzzle kind offers the command line, compare and the benchmark. Each kind is a spec in
// src/kinds/<kind>/ turned into a Kind by gridKind() or planningKind(), and listed in the
// catalogue, src/catalogue/shelf.ts; the commands dispatch through that catalogue.
import { UsageError } from '../errors.ts';
import type { GridSpec } from './grid-spec.ts';
import type { PlanningSpec } from './planning-spec.ts';
import type { CompareRecord } from './contract.ts';
import type { Encoding, PlanningEncoding } from '../dsl/encoding.ts';
import type { Named, Registry } from '../dsl/registry.ts';
import type { Formula } from '../solver/export.ts';
import type { Result, Status } from './contract.ts';
import type { Input, SettingFlag } from './input.ts';

export type { Input, SettingFlag } from './input.ts';

/** Where a command writes. Tests pass their own to capture output. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** True when stderr is a terminal: progress lines and colour go there only then. */
  interactive: boolean;
  colour: boolean;
  /** Several puzzles in one run: the next one starts, and its --timeout with it (cli/deadline.ts restarts the watchdog). */
  nextPuzzle?(puzzle: NextPuzzle): void;
  /** The puzzle under way was read: its kind, for a watchdog that stops it to name (cli/deadline.ts). */
  found?(puzzle: { source: string; kind: string }): void;
}

/** Several puzzles in one run: the one starting, and what the run had before it. */
export interface NextPuzzle {
  index: number;
  total: number;
  source: string;
  /** The results so far, for a watchdog that has to go on in a new thread (cli/deadline.ts). */
  soFar?: BatchSoFar;
  /** Every puzzle's name, in the run's first message: what a watchdog ending the run did not reach. */
  sources?: string[];
}

export interface BatchSoFar {
  /** Results so far by status. */
  counts: Record<Status, number>;
  /** The worst exit status so far. */
  worst: number;
  /** Milliseconds since the run's first puzzle started. */
  elapsedMs: number;
}

/** Every flag a command may pass on; each kind reads the ones it understands. */
export interface Flags {
  kind?: string;
  engine?: string;
  encoding?: string;
  strategy?: string;
  /** How planning horizons are picked (src/solver/schedule.ts). */
  schedule?: string;
  /** A portfolio may race the search engine too. */
  portfolioSearch?: boolean;
  /** Seconds: what the run may spend (the command line passes what is left of --timeout after start-up). */
  timeout?: number;
  /**
   * Seconds: the --timeout the user gave, which messages and hints name. `timeout` is what was left
   * of it once Node and the CLI had loaded (the deadline counts from the process's start), so a
   * message built from it named a number the user never gave ("unknown after 0.05 s" at 0.5).
   */
  timeoutAsked?: number;
  /** The flag whose seconds bound this run, when not --timeout (one puzzle under a sooner --total-timeout): the hint names it. */
  limitFlag?: '--total-timeout';
  unique?: boolean;
  count?: number;
  forced?: boolean;
  /** Several puzzles: each line of each file given is one (a month of task strings). */
  lines?: boolean;
  /** Several puzzles: seconds for the whole run, counted as --timeout is (each puzzle keeps its own). */
  totalTimeout?: number;
  /** A grid with no solution: name a small set of its clues and rules that cannot hold together. */
  explain?: boolean;
  optimal?: boolean;
  within?: number;
  maxHorizon?: number;
  horizon?: number;
  json?: boolean;
  svg?: string;
  show?: boolean;
  to?: string;
  smt2?: string;
  dimacs?: string;
  aspif?: string;
  size?: number;
  seed?: number;
  output?: string;
  /** Plugin modules to load before the command runs. */
  plugin?: string[];
  /** Values of the setting flags given (by name, as typed): the kind parses them. */
  settings?: Record<string, string>;
}

/**
 * What a kind is asked, and how the answer is sought: never how it is shown. Presentation (--json,
 * --svg, --show, --to, colour) stays with the command line, which renders an Outcome.
 */
export type Options = Omit<Flags, 'json' | 'svg' | 'show' | 'to' | 'smt2' | 'dimacs' | 'aspif' | 'output'> & {
  /**
   * The result should settle all it can report (a grid's uniqueness: two solutions sought), as JSON,
   * serve and the library want it; plain text settles only what was asked.
   */
  complete?: boolean;
  /** Where lines of progress go while it runs (the command line: stderr, on a terminal). */
  progress?: (line: string) => void;
};

/** The run's time limit in a message: the --timeout asked, as given (`0.5 s`), else the budget. */
export const limitWords = (options: Options) =>
  options.timeoutAsked !== undefined ? `${options.timeoutAsked} s` : `${(options.timeout ?? 60).toFixed((options.timeout ?? 60) < 10 ? 2 : 1)} s`;

/**
 * What solve and check give back, as values: the result in the JSON contract, the exit status
 * that goes with it, and the answer drawn as text (and SVG where the kind draws one).
 */
export interface Outcome {
  result: Result;
  exit: number;
  /** For stderr, before the answer: what a user should know about the puzzle (not errors). */
  warnings: string[];
  /** For stderr in every form: why there is no answer to show (an internal error, a refuted claim). */
  errors: string[];
  /** For stderr beside the text form only: how long it took. */
  notes: string[];
  /** The answer as the text form shows it on stdout (--show: planning's states after each move). */
  text(view: { colour: boolean; show?: boolean }): string;
  /** The answer as an SVG picture, where the kind draws one and there is an answer. */
  svg?(): string;
  /** The puzzle with its answer in a shared format (`solve --to`), where there is an answer and the kind writes that format. */
  written?(format: string): string;
}

/** Exit statuses: 0 solved / yes, 1 no solution / no, 2 bad input or usage, 3 unknown, 4 an answer the checker rejected. */
export const Exit = { solved: 0, none: 1, badInput: 2, unknown: 3, internal: 4 } as const;

/** An encoding of any kind, as a plugin hands it over; the kind it is added to checks its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEncoding = Encoding<any, any> | PlanningEncoding<any, any>;

/** The spec a kind was made from, for the generic tests and the library API. */
/* eslint-disable @typescript-eslint/no-explicit-any */
export type KindSpec = { type: 'grid'; spec: GridSpec<any, any> } | { type: 'planning'; spec: PlanningSpec<any, any> };
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * How a text is told to be a kind's (from its format module): what the catalogue loads of every
 * kind to find an input's, before it loads that one kind whole (src/catalogue/shelf.ts).
 */
export type Detection = Pick<Kind, 'detect' | 'precedes'>;

export interface Kind extends Named {
  made: KindSpec;
  /** True when the text looks like an instance of this kind (used when --kind is not given). */
  detect(text: string): boolean;
  /** Kinds that give way to this one on a text both recognise (GridRules.precedes). */
  precedes?: readonly string[];
  /** The puzz.link puzzle types the kind reads, if any: detection lists them for a URL of another type. */
  puzzlinkTypes?: readonly string[];
  /** Which of pzprjs's forms of those types it reads (GridRules.pzprForms). */
  pzprForms?: readonly ('url' | 'file' | 'penpa')[];
  /** Settings of an instance this kind reads from the command line when its file does not say. */
  settingFlags?: SettingFlag[];
  /** The engines that can answer this kind: its encodings and any search engine. */
  engines: Registry<Named>;
  /** What answers when the user names no engine or strategy (for some puzzles a kind picks another: see `encodings`). */
  defaults: { engine: string; strategy: string };
  /** Reads the instance and throws an InputError where it is malformed; compare checks every file first. */
  validate(input: Input): void;
  solve(input: Input, options: Options): Promise<Outcome>;
  check?(input: Input, options: Options): Promise<Outcome>;
  /** The kind draws its answers as SVG (`--svg` is refused before solving otherwise). */
  draws: boolean;
  /** The formats `convert --to` writes; the first is the default. */
  formats: string[];
  /** The formats `solve --to` writes the puzzle in with its answer (pzprv3). */
  answerFormats: string[];
  /** The instance in another format (the format names are the kind's own). */
  convert(input: Input, flags: Flags): string;
  /** The encoded instance (with --engine, and --horizon for plans), for `export --smt2/--dimacs`. */
  formula?(input: Input, flags: Flags): Promise<Formula>;
  generate?(flags: Flags): string | Promise<string>;
  /**
   * One engine under one strategy, for `compare` and the benchmark: solve and prove (uniqueness
   * for grids, optimality for plans), verify, and report. Runs in a child process per call.
   */
  runEngine(input: Input, engine: string, strategy: string, timeoutMs: number): Promise<CompareRecord>;
  /** The strategies an engine makes sense under (search engines: just 'native'). */
  strategiesFor(engine: string): string[];
  /** Bundled example instances that `npm start` runs, as paths relative to the repository. */
  examples: string[];
  /**
   * Registers one more encoding of this kind (a plugin's): it is then an engine like the built-in
   * ones, and its answers go through the same checker or simulator.
   */
  addEncoding(encoding: AnyEncoding): void;
}

/** The writer of a format a kind offers, or a usage error listing the ones it does. */
export function formatWriter<P>(kind: string, formats: Record<string, (puzzle: P) => string>, format: string | undefined) {
  const name = format ?? Object.keys(formats)[0];
  const write = formats[name];
  if (!write) throw new UsageError(`unknown format '${format}' for ${kind} puzzles; expected one of: ${Object.keys(formats).join(', ')}`);
  return write;
}
