// Runs an encoding on an instance: the solution, more solutions, the cells forced in every solution.
// Every decoded answer goes through the caller's independent checker before it is returned.
import type { Solver } from 'z3-solver';
import type { Encoding } from '../dsl/encoding.ts';
import { type BoolTerm, Deductions, equal, type FormulaSize, isBoolTerm, Model, type Term, type Values } from '../dsl/model.ts';
import { Deadline, type CheckStatus, statisticsOf } from './check.ts';
import { releaseWhenIdle } from './finalizer-gate.ts';
import { checkRefined } from './lazy.ts';
import { stateWhole } from './clasp.ts';
import { closedValues, Open } from './closed.ts';
import { UnavailableError } from './native.ts';
import { type Session, inTurn, z3Session, z3Started } from './session.ts';
import { NeedsZ3, standInZ3 } from './stand-in.ts';
import { strategies } from './strategy.ts';

export interface RunOptions<Answer> {
  strategy?: string;
  /** Wall-clock limit for all checks of this run, in milliseconds. */
  timeoutMs?: number;
  /** The independent checker: the rules an answer breaks (empty when it is a solution). */
  verify: (answer: Answer) => string[];
  /**
   * Before Z3 has started, try the run on a stand-in for it first (./stand-in.ts): a grid its
   * deductions settle whole is then decided without starting Z3. The encoding may be built twice
   * (again on Z3 when it needs it), so this is for the built-in encodings only, whose encode has no
   * side effects; a plugin's or a library caller's own encoding is built once, on Z3.
   */
  standIn?: boolean;
}

export interface Timings {
  encodeMs: number;
  solveMs: number;
}

export interface Solution<Answer> {
  answer: Answer;
  /** The raw values of the answer key, to block this solution or compare it with another. */
  key: (boolean | number)[];
}

export interface SolveReport<Answer> {
  /** `rejected`: the solver's answer failed the checker: a bug in the encoding, never shown as an answer. */
  status: CheckStatus | 'rejected';
  solutions: Solution<Answer>[];
  /** True when the search for more solutions was exhausted (so `solutions` is all of them). */
  complete: boolean;
  /** False when the formula was all constants and no check went to Z3 (./closed.ts). */
  searched: boolean;
  problems: string[];
  size: FormulaSize;
  timings: Timings;
  statistics: Record<string, number>;
}

/** What one check found: a verified solution, or why there is none. */
export interface Found<Answer> {
  status: CheckStatus | 'rejected';
  solution?: Solution<Answer>;
  problems: string[];
}

/**
 * An encoded instance, ready for one or more checks. Its constraints go to a Z3 solver, except
 * while every one of them is a constant (a settled grid): then the run is decided without one
 * (./closed.ts), and the solver is made only when a term that is not a constant turns up.
 */
export class Loaded<Puzzle, Answer> {
  /** The Z3 solver, once made. */
  private solver?: Solver<'main'>;
  /** The constraints so far while each is the constant true or false; null once Z3 has them. */
  private closed: BoolTerm[] | null = [];

  private constructor(
    readonly model: Model,
    private readonly makeSolver: () => Solver<'main'>,
    /**
     * Z3's threads booting (z3Session): a check waits for them, a run decided without Z3 does not
     * (a one-shot command on a settled grid exits ~0.1-0.3 s sooner).
     */
    private readonly warm: Promise<void>,
    readonly decode: (values: Values) => Answer,
    readonly deadline: Deadline,
    readonly verify: (answer: Answer) => string[],
    readonly timings: Timings,
  ) {}

  static async load<P, A>(
    encoding: Encoding<P, A>,
    puzzle: P,
    options: RunOptions<A>,
    { z3, warm }: Pick<Session, 'z3' | 'warm'>,
    deadline: Deadline,
    deductions: Deductions,
  ): Promise<Loaded<P, A>> {
    refuseUnsupported(encoding, puzzle);
    const started = performance.now();
    // Deductions an attempt before this one made (on the stand-in) are part of this encoding.
    const madeBefore = deductions.ms;
    const model = new Model(z3, deductions);
    const decode = encoding.encode(model, puzzle);
    const strategy = strategies.get(options.strategy ?? 'default');
    const timings = { encodeMs: 0, solveMs: 0 };
    const run = new Loaded(model, () => strategy.makeSolver(z3), warm, decode, deadline, options.verify, timings);
    // A strategy that runs another program (native-z3, native-cadical, native-clasp) was asked for
    // by name: it runs, and says so when it cannot, on a formula of constants too.
    if (strategy.unavailable) run.z3Solver();
    run.add(model.drain());
    timings.encodeMs = performance.now() - started + madeBefore;
    return run;
  }

  /**
   * Loads, runs `work`, and frees the solver however `work` ends. A solver holds its clauses and
   * learnt lemmas (tens to hundreds of MB on a large grid); left to z3-solver's finalizers, they
   * go only when a garbage collection happens to run, and a long run of puzzles in one process
   * (a test file, a batch, the library) reached Z3's memory limit with most of them dead.
   * Runs take turns in the session's context (inTurn).
   */
  static with<P, A, R>(encoding: Encoding<P, A>, puzzle: P, options: RunOptions<A>, work: (run: Loaded<P, A>) => Promise<R>): Promise<R> {
    return inTurn(async () => {
      const deadline = new Deadline(options.timeoutMs);
      const deductions = new Deductions();
      // Before Z3 has started, the run is tried without it: a settled grid is decided so, and the
      // process never starts Z3 (./stand-in.ts). Anything else starts over on Z3, with the
      // deductions by hand already made (Model.deduced).
      if (options.standIn && !z3Started()) {
        try {
          return await work(await Loaded.load(encoding, puzzle, options, { z3: standInZ3(), warm: Promise.resolve() }, deadline, deductions));
        } catch (error) {
          if (!(error instanceof NeedsZ3)) throw error;
        }
      }
      const run = await Loaded.load(encoding, puzzle, options, await z3Session(), deadline, deductions);
      try {
        return await work(run);
      } finally {
        if (run.solver) releaseWhenIdle(run.solver);
      }
    });
  }

  /** Whether Z3 was needed: false when every constraint, value and cut met was a constant. */
  get searched(): boolean {
    return this.closed === null;
  }

  /** Hands constraints on: kept aside while all are constants, else to Z3 (made now if need be). */
  private add(constraints: BoolTerm[]): void {
    if (this.closed && constraints.every((constraint) => this.model.known(constraint) !== undefined)) {
      this.closed.push(...constraints);
      return;
    }
    const solver = this.z3Solver();
    // One at a time: spreading a large grid's constraints as arguments overflows the stack.
    for (const constraint of constraints) solver.add(constraint);
  }

  /** The Z3 solver, made on first need with every constraint so far. */
  private z3Solver(): Solver<'main'> {
    if (this.solver) return this.solver;
    const solver = (this.solver = this.makeSolver());
    // Models as the solver has them: Z3's compaction of a model (on by default) rewrites it whole
    // at every solver.model(), 65 ms a model on LITS 50x50 (20 of them, one a lazy round), and a
    // grid's answer reads only constants, which compaction leaves as they are.
    solver.set('model.compact', false);
    for (const constraint of this.closed ?? []) solver.add(constraint);
    this.closed = null;
    stateWhole(solver, this.model.reachability);
    return solver;
  }

  /**
   * Adds a constraint for good. Blocking clauses are added, never passed as assumptions: the QF_FD
   * solver expects assumptions to be plain literals and answered wrongly (a second solution
   * missed) when given a disjunction, as test/dsl.test.ts showed.
   */
  exclude(constraint: BoolTerm): void {
    this.add([constraint]);
  }

  /**
   * Checks (repeating the check while a lazy rule cuts the model: src/solver/lazy.ts); returns the
   * verified solution when there is one. Uniqueness, counting and forced cells all ask through here.
   */
  async next(): Promise<Found<Answer>> {
    if (this.closed) {
      try {
        return this.decided(this.closed);
      } catch (error) {
        if (!(error instanceof Open)) throw error;
        this.z3Solver();
      }
    }
    await this.warm;
    const started = performance.now();
    const { status, values } = await checkRefined(this.z3Solver(), this.model, this.deadline);
    this.timings.solveMs += performance.now() - started;
    if (status !== 'sat') return { status, problems: [] };
    return this.verified(values);
  }

  /** The check of a formula of constants: throws Open where the run meets something else. */
  private decided(constraints: BoolTerm[]): Found<Answer> {
    if (this.deadline.passed()) return { status: 'timeout', problems: [] };
    if (constraints.some((constraint) => this.model.known(constraint) === false)) return { status: 'unsat', problems: [] };
    const values = closedValues(this.model);
    // Uncounted here: when Z3 is to decide, it meets (and counts) the same cuts.
    const cuts = this.model.cutsByRule(values).flatMap((entry) => entry.cuts);
    if (cuts.length > 0) {
      // The one assignment breaks a lazy rule: no solution, when a cut folded to false; else Z3
      // decides.
      if (!cuts.some((cut) => this.model.known(cut) === false)) throw new Open();
      // Counted as a lazy round, and kept as the constant false: the run stays without Z3.
      this.model.cutsFor(values);
      constraints.push(this.model.constant(false));
      return { status: 'unsat', problems: [] };
    }
    return this.verified(values);
  }

  /** Decodes a model's values, runs the checker, and reads the answer key. */
  private verified(values: Values): Found<Answer> {
    const answer = this.decode(values);
    const problems = this.verify(answer);
    if (problems.length > 0) return { status: 'rejected', problems };
    const z3 = this.model.context;
    const key = this.model.answerTerms.map((term) => (isBoolTerm(z3, term) ? values.bool(term) : values.int(term)));
    return { status: 'sat', solution: { answer, key }, problems };
  }

  /** "The answer key differs from this solution somewhere." */
  differsFrom(key: readonly (boolean | number | undefined)[], terms: readonly Term[] = this.model.answerTerms): BoolTerm {
    const index = new Map(this.model.answerTerms.map((term, i) => [term, i]));
    return anyOf(
      this.model,
      terms.map((term) => {
        const at = index.get(term);
        // The terms are among the answer's (its default, or a part of them), and have a value in the key.
        if (at === undefined) throw new Error('internal error: a term outside the answer key');
        const value = key[at];
        if (value === undefined) throw new Error('internal error: a term with no value in the key');
        // A Boolean differs as its own literal: no term at all when it was false, one call into Z3
        // when true, where not(term = value) took two (Masyu 25x25's 1200 lines: ~5 ms a block).
        if (typeof value === 'boolean' && isBoolTerm(this.model.context, term)) return value ? this.model.not(term) : term;
        return this.model.not(equal(term, value));
      }),
    );
  }

  report(status: SolveReport<Answer>['status'], solutions: Solution<Answer>[], complete: boolean, problems: string[]): SolveReport<Answer> {
    return {
      status,
      solutions,
      complete,
      searched: this.searched,
      problems,
      size: this.model.size(),
      timings: { ...this.timings },
      statistics: this.solver ? statisticsOf(this.solver) : {},
    };
  }
}

/** An encoding that does not cover this instance says so before anything is built. */
export function refuseUnsupported<P>(encoding: { id: string; unsupported?(puzzle: P): string | undefined }, puzzle: P): void {
  const reason = encoding.unsupported?.(puzzle);
  if (reason) throw new UnavailableError(`${encoding.id} cannot state this puzzle: ${reason}`);
}

/** A disjunction of any length, in groups: spread as arguments, a very long list overflows the stack. */
function anyOf(model: Model, literals: BoolTerm[]): BoolTerm {
  const group = 4096;
  if (literals.length <= group) return model.or(...literals);
  const parts: BoolTerm[] = [];
  for (let at = 0; at < literals.length; at += group) parts.push(model.or(...literals.slice(at, at + group)));
  return anyOf(model, parts);
}

/**
 * Finds up to `limit` solutions, each different on the answer key. `complete` tells whether the
 * search ended because there were no more (so one solution with `complete` proves uniqueness).
 */
export function solve<P, A>(encoding: Encoding<P, A>, puzzle: P, options: RunOptions<A> & { limit?: number }): Promise<SolveReport<A>> {
  return Loaded.with(encoding, puzzle, options, (run) => solveOn(run, options.limit));
}

async function solveOn<P, A>(run: Loaded<P, A>, most: number | undefined): Promise<SolveReport<A>> {
  const limit = most ?? 1;
  const solutions: Solution<A>[] = [];
  while (solutions.length < limit) {
    const found = await run.next();
    if (found.status === 'rejected') return run.report('rejected', solutions, false, found.problems);
    if (!found.solution) {
      const status = found.status === 'unsat' && solutions.length > 0 ? 'sat' : found.status;
      return run.report(status, solutions, found.status === 'unsat', []);
    }
    solutions.push(found.solution);
    run.exclude(run.differsFrom(found.solution.key));
  }
  return run.report('sat', solutions, false, []);
}

export interface ForcedReport<A> extends SolveReport<A> {
  /** For each answer-key position: its value in every solution, or undefined where solutions differ. */
  forced?: (boolean | number | undefined)[];
}

/**
 * The cells equal in every solution (the backbone): start from one solution and ask for another
 * that differs on a cell still believed forced; each one found frees the cells where it differs.
 */
export function forcedCells<P, A>(encoding: Encoding<P, A>, puzzle: P, options: RunOptions<A>): Promise<ForcedReport<A>> {
  return Loaded.with(encoding, puzzle, options, async (run) => {
    const first = await run.next();
    if (!first.solution) return run.report(first.status, [], first.status === 'unsat', first.problems);
    return narrowForced(run, [first.solution]);
  });
}

/** The forcing loop of forcedCells, from the solutions a run has already found. */
export async function narrowForced<P, A>(run: Loaded<P, A>, found: Solution<A>[]): Promise<ForcedReport<A>> {
  const solutions = [...found];
  const forced: (boolean | number | undefined)[] = [...solutions[0].key];
  // A cell where two solutions differ is free.
  const free = (key: (boolean | number)[]) =>
    key.forEach((value, i) => {
      if (forced[i] !== value) forced[i] = undefined;
    });
  solutions.slice(1).forEach((other) => free(other.key));
  const terms = run.model.answerTerms;
  for (;;) {
    const candidates = terms.filter((_, i) => forced[i] !== undefined);
    if (candidates.length === 0) break;
    // Each round's constraint implies the last one's (fewer candidates, same values), so adding
    // it for good loses nothing.
    run.exclude(run.differsFrom(forced, candidates));
    const next = await run.next();
    if (next.status === 'rejected') return run.report('rejected', solutions, false, next.problems);
    if (next.status !== 'sat' || !next.solution) {
      if (next.status !== 'unsat') return { ...run.report(next.status, solutions, false, []), forced: undefined };
      break;
    }
    solutions.push(next.solution);
    free(next.solution.key);
  }
  return { ...run.report('sat', solutions, solutions.length === 1, []), forced };
}
