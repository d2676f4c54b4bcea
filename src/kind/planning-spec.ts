// What a planning kind says about itself (a PlanningSpec), and what one engine concludes about a
// puzzle (an Answer); planningKind() in planning.ts turns a spec into a Kind.
import type { ListedStates } from '../solver/state-graph.ts';
import type { PlanningEncoding } from '../dsl/encoding.ts';
import type { Named, Registry } from '../dsl/registry.ts';
import type { HorizonReport, HorizonStep } from '../solver/horizon.ts';
import type { Input } from './input.ts';

/** An explicit-state engine: exact and optimal, the oracle for every Z3 claim. */
export interface SearchEngine<Puzzle, Move> extends Named {
  search(puzzle: Puzzle, options: { timeoutMs: number }): SearchOutcome<Move>;
}

export interface SearchOutcome<Move> {
  /** solved: `plan` is a shortest plan; unsolvable: every reachable state was explored; limit: gave up. */
  status: 'solved' | 'unsolvable' | 'limit';
  plan?: Move[];
  /** States explored, for the report. */
  explored: number;
}

// ListedStates (what a kind lists for the state-graph engine) is that engine's own type.
export type { ListedStates };

/** What an engine has already established before a proof of impossibility is asked for. */
export interface KnownNone {
  /** No plan of at most this many moves exists. */
  upTo: number;
  engine: string;
  /** The time left of the run's budget: a proof should give up (return undefined) once it is spent. */
  timeoutMs?: number;
}

/** One configuration of the race. */
export interface Entrant {
  engine: string;
  strategy?: string;
  schedule?: string;
  /** Z3's random seed for the SAT core, set in the worker's own Z3. */
  seed?: number;
  /**
   * Asks one horizon only: a plan of at most (lower bound + offset) moves? Such entrants split the
   * horizons between workers (a plan from one, the proof that one move fewer is impossible from
   * another: the race combines them). A check --within asks those of the first line capped at K
   * (a plan of exactly k <= K answers it, and so does none of exactly K at the lower bound) and
   * leaves out those held in reserve.
   */
  offset?: number;
  /**
   * With `offset`: ask for a plan of exactly (lower bound + offset) moves instead of at most. A plan
   * of exactly k is found without the no-move steps that "at most" adds: on water sort level 133,
   * the plan of 39 took 15.5 s asked exactly, over 90 s asked as at most 39. Exactly the lower
   * bound, unsat, excludes every shorter plan too; exactly more than that excludes nothing.
   */
  exact?: boolean;
  /**
   * Held in reserve: started only when an entrant has answered without settling the question, in
   * the core it frees, so that it does not share the cores (2 here) with entrants that still may.
   */
  reserve?: boolean;
  /**
   * Only its plans count, never as proofs of their optimality: a search engine finds in
   * milliseconds the plan that SAT finds by the luck of its seed, the simulator checks it, and that
   * nothing shorter exists is left to the entrants that prove it (a plan as short as the admissible
   * lower bound needs no proof).
   */
  planOnly?: boolean;
}

/** A proof that no plan of any length exists, with the method named. */
export interface ImpossibilityProof {
  method: string;
  explanation: string;
}

/** A move in JSON: plain data (the kind's schema says which fields). */
export type MoveData = { [field: string]: unknown };

/**
 * How a planning kind is solved by Z3: its encodings (encodings/<kind>/index.ts), which the kind
 * does not import; the catalogue (src/catalogue/shelf.ts) hands them to planningKind().
 */
export interface PlanningSolving<Puzzle, Move> {
  encodings: Registry<PlanningEncoding<Puzzle, Move>>;
  /** The encoding the Horn-clause engine reads (default: the first that is a transition system). */
  hornEncoding?: string;
  /** The strategy for encodings when the user names none (default: qf-fd). */
  defaultStrategy?: string;
}

/** What a planning kind is, apart from its encodings: format, simulator, search, proofs, pictures. */
export interface PlanningRules<Puzzle, Move> extends Named {
  examples: string[];
  detect(text: string): boolean;
  parse(input: Input): Puzzle;
  search: SearchEngine<Puzzle, Move>;
  /** The engine used when the user names none: it must answer each bundled example within seconds. */
  defaultEngine: string;
  /** The default engine for this puzzle when it is not `defaultEngine` (a state graph too large to list, say). */
  engineFor?(puzzle: Puzzle): string | undefined;
  /**
   * The states of a puzzle for `<kind>/state-graph`, when there are at most `limit`; undefined when
   * there are more.
   */
  listStates?(puzzle: Puzzle, limit: number): ListedStates<Move> | undefined;
  /** What `<kind>/portfolio` races (default: the default encoding under linear and doubling, and the Horn engine). */
  portfolio?: Entrant[];
  /** The independent simulator: why a plan fails (empty when it reaches the goal). */
  verify(puzzle: Puzzle, plan: Move[]): string[];
  /** An admissible lower bound on the number of moves. */
  lowerBound(puzzle: Puzzle): number;
  /** The longest horizon tried when the user gives none. */
  maxHorizon(puzzle: Puzzle): number;
  /**
   * The longest horizon an encoding is built at (at most MAX_HORIZON, the default): each move adds
   * a copy of the state to the formula, and past this it does not fit Z3's memory. Search engines
   * have no such limit.
   */
  horizonLimit?(puzzle: Puzzle): number;
  /**
   * A sound proof that no plan of any length exists, when the kind has one. `known.upTo`: it is
   * already established (by `known.engine`) that no plan of at most that many moves exists.
   * `solving`: the kind's encodings, for a proof that asks one at every horizon.
   */
  proveImpossible?(puzzle: Puzzle, known: KnownNone | undefined, solving: PlanningSolving<Puzzle, Move>): Promise<ImpossibilityProof | undefined>;
  /**
   * A move as data for JSON, in the kind's own names and the 1-based numbers its text shows, e.g.
   * `{ from: { tube: 3 }, to: { tube: 9 }, colour: 'red', amount: 2 }`; the kind's schema of it is
   * in src/kinds/<kind>/contract.ts, listed in src/catalogue/contracts.ts (schemas/moves/<kind>.v1.json).
   */
  moveData(puzzle: Puzzle, move: Move, index: number, plan: Move[]): MoveData;
  /** One numbered line per move, e.g. "7. tube 3 -> tube 9: 2 x red". */
  formatMove(puzzle: Puzzle, move: Move, index: number, plan: Move[]): string;
  /** A line after the moves, for a plan's cost where moves are not all alike ("17 min in all"). */
  summary?(puzzle: Puzzle, plan: Move[]): string;
  /** The states after each move, for --show. */
  renderStates?(puzzle: Puzzle, plan: Move[], options: { colour: boolean }): string;
  svg?(puzzle: Puzzle, plan: Move[]): string;
  /**
   * Serve's plan stepper: the state after the first `step` moves as an SVG picture, with the move
   * that led there marked. An InputError names a move of the prefix that is not allowed.
   */
  stateSvg?(puzzle: Puzzle, plan: Move[], step: number): string;
  /**
   * A move read back from its JSON data (the inverse of moveData), so that a plan in the contract
   * can be drawn; an InputError (source `<plan>`, position `move N`) when the data does not fit.
   */
  moveFrom?(puzzle: Puzzle, data: MoveData, index: number): Move;
  /**
   * Serve's next-move hint: the kind's own search (exact and optimal, as `search`) started from the
   * state the first moves reach instead of the start, so that the player learns a good next move
   * and how many remain. An InputError (source `<plan>`, position `move N`) names a move of the
   * prefix that the rules do not allow.
   */
  searchFrom?(puzzle: Puzzle, moves: Move[], options: { timeoutMs: number }): SearchOutcome<Move>;
  /** Writers for `convert --to`; the first is the default. */
  formats: Record<string, (puzzle: Puzzle) => string>;
  /** A label for benchmark tables, e.g. "9 tubes". */
  group?(puzzle: Puzzle): string;
}

/** A planning kind whole: its rules and its encodings. */
export interface PlanningSpec<Puzzle, Move> extends PlanningRules<Puzzle, Move>, PlanningSolving<Puzzle, Move> {}

/** What every answer of an engine carries, whatever it concluded. */
export interface AnswerBase<Move> {
  engine: string;
  strategy: string;
  /** How the answer was established, in words. */
  certificate: string;
  problems: string[];
  horizons: HorizonStep[];
  report?: HorizonReport<Move>;
  ms: number;
  /** Time spent on a proof of impossibility (also counted in `ms`). */
  proofMs?: number;
  /** An engine a plugin added: the built-in engine that confirmed its claim, and the claim (src/kind/engines/confirm.ts). */
  confirmedBy?: { engine: string; claim: string };
}

/** A plan the simulator accepts. */
export interface PlanAnswer<Move> extends AnswerBase<Move> {
  status: 'plan';
  plan: Move[];
  /** No shorter plan exists (shown by the proof); false when that was not shown (in time, or asked). */
  optimal: boolean;
  /** The optimality of the plan as data (no plan of at most `upTo` moves), when any was shown. */
  proof?: PlanProof;
}

/** No plan of at most `upTo` moves. */
export interface NoneAnswer<Move> extends AnswerBase<Move> {
  status: 'none';
  /** The largest horizon covered, or Infinity when every length is excluded. */
  upTo: number;
  /** Why there is none, as data. */
  proof: PlanProof;
}

/** Nothing settled. */
export interface UnknownAnswer<Move> extends AnswerBase<Move> {
  status: 'unknown';
  /** The solver's word ('timeout', 'unknown'), the search's ('limit'), or 'unconfirmed'. */
  reason: string;
}

/** A plan the simulator rejects, a proof that fails its re-check, or a claim refuted. */
export interface RejectedAnswer<Move> extends AnswerBase<Move> {
  status: 'rejected';
  reason: 'rejected';
  /** A claim a built-in engine refuted, in words (else the simulator rejected the plan). */
  refuted?: string;
}

/** What one engine concluded about a puzzle within a horizon limit. */
export type Answer<Move> = PlanAnswer<Move> | NoneAnswer<Move> | UnknownAnswer<Move> | RejectedAnswer<Move>;

/** `upTo`: Infinity when no plan of any length exists; absent when there is nothing shorter to exclude. */
export interface PlanProof extends ImpossibilityProof {
  upTo?: number;
}
