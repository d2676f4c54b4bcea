// Hints for a player's marks on a grid (serve's play mode): does some solution still have the
// marks, and which unmarked cell does every such solution agree on; where one or two of the
// encoding's rules force that cell on their own (with the marks), which ones. The marks are stated
// through the cells the encoding names (Model.cells), each behind a literal of its own, so that an
// unsat core says which marks cannot stand together.
import type { Solver } from 'z3-solver';
import type { Encoding } from '../dsl/encoding.ts';
import { type BoolTerm, type CellTerm, equal, isChoice, Model, type Values, valuesOf } from '../dsl/model.ts';
import { Deadline, checkWithin, statisticsOf } from './check.ts';
import { checkRefined } from './lazy.ts';
import { refuseUnsupported } from './run.ts';
import { inTurn, z3Session } from './session.ts';
import { strategies } from './strategy.ts';
import { releaseWhenIdle } from './finalizer-gate.ts';

/** A cell's value: shaded or not, a number, or a letter or piece (a Choice's). */
export type CellValue = boolean | number | string;

/** A cell's value, counted from 0 at the top left: a player's mark, or a forced cell. */
export interface Mark {
  row: number;
  col: number;
  value: CellValue;
}

export interface HintOptions<Answer> {
  strategy: string;
  timeoutMs: number;
  /** The independent checker, for the solution found on the way. */
  verify: (answer: Answer) => string[];
}

export type HintOutcome =
  /** `rules`: the encoding's rules that force it with the marks, when one or two suffice. */
  | { status: 'forced'; cell: Mark; rules?: string[]; settled?: boolean }
  /** No solution has these marks together: as few of them as were found to conflict. */
  | { status: 'conflict'; marks: Mark[] }
  /** The puzzle has no solution at all. */
  | { status: 'none' }
  /** Every cell is marked, and a solution has the marks. */
  | { status: 'complete' }
  /** No unmarked cell is forced: solutions with the marks differ on every one left. */
  | { status: 'free' }
  | { status: 'unknown'; reason: string }
  | { status: 'rejected'; problems: string[] }
  /** The encoding does not name its cells (Model.cells), so marks cannot be stated. */
  | { status: 'unnamed' };

/**
 * What finding which rules force a cell may cost, in Z3's resource units: past it the hint says "by
 * the rules together". Counted in work, not time, so that a hint's words do not depend on how busy
 * the machine is (a 5 s budget made a test's hint name no rule at load 14). About 5 s of an
 * Aquarium's checks on a quiet machine here (1.6 M units a second); the test suite's hints spend
 * at most 0.5 M.
 */
const ATTRIBUTION_RLIMIT = 8_000_000;

/** In its turn in the session's context, as every run (inTurn). */
export function hint<P, A>(encoding: Encoding<P, A>, puzzle: P, marks: Mark[], options: HintOptions<A>): Promise<HintOutcome> {
  return inTurn(() => hinting(encoding, puzzle, marks, options));
}

async function hinting<P, A>(encoding: Encoding<P, A>, puzzle: P, marks: Mark[], options: HintOptions<A>): Promise<HintOutcome> {
  refuseUnsupported(encoding, puzzle);
  const { z3, warm } = await z3Session();
  const deadline = new Deadline(options.timeoutMs);
  const model = new Model(z3);
  const decode = encoding.encode(model, puzzle);
  if (!model.cellGrid) return { status: 'unnamed' };
  const cells = model.cellGrid;
  const constraints = model.drainByRule();
  /** "The cell holds this value", for a cell the encoding names. */
  const holding = (term: Exclude<CellTerm, undefined>, value: CellValue): BoolTerm => {
    if (isChoice(term)) return (typeof value !== 'boolean' && term.get(value)) || model.constant(false);
    if (typeof value === 'boolean' && z3.isBool(term)) return value ? term : model.not(term);
    if (typeof value === 'string') throw new Error(`internal error: a cell named by ${term.toString()} cannot hold '${value}'`);
    return equal(term, value);
  };
  const read = (values: Values, term: Exclude<CellTerm, undefined>): CellValue => {
    if (isChoice(term)) {
      const held = [...term].find(([, holds]) => values.bool(holds));
      if (!held) throw new Error('internal error: a cell holds none of its choices');
      return held[0];
    }
    return z3.isBool(term) ? values.bool(term) : values.int(term);
  };
  // A mark on a cell the encoding leaves unnamed (not the player's to decide) says nothing the
  // other marks do not: it is left out.
  const stated = marks.flatMap((mark) => {
    const term = cells[mark.row]?.[mark.col];
    return term === undefined ? [] : [{ mark, holds: holding(term, mark.value) }];
  });
  // QF_FD takes only plain literals as assumptions: each mark is implied by a literal of its own.
  const literals = stated.map(({ mark }) => model.bool(`mark[${mark.row},${mark.col}]`));
  const marking = stated.map(({ holds }, i) => model.implies(literals[i], holds));
  // One solver for all the rules and one per rule or pair of rules tried: each freed when the hint
  // is found (src/solver/run.ts, Loaded.with).
  const made: Solver<'main'>[] = [];
  try {
    const solverWith = (rules?: Set<string>) => {
      const solver = strategies.get(options.strategy).makeSolver(z3);
      made.push(solver);
      for (const { rule, constraint } of constraints) if (!rules || rules.has(rule) || rule === 'domain') solver.add(constraint);
      for (const constraint of marking) solver.add(constraint);
      return solver;
    };
    await warm;

    const all = solverWith();
    // Refined by the lazy rules' cuts (src/solver/lazy.ts): without them a Slitherlink's first
    // model could be two loops, which the checker rejects. Relaxed, the checks below stay sound:
    // what forces a cell, or conflicts, without a lazy rule still does with it.
    const { status, values } = await checkRefined(all, model, deadline, literals);
    if (status === 'unsat') {
      const named = new Map(literals.map((literal, i) => [literal.toString(), i]));
      const core = [...all.unsatCore()].map((literal) => named.get(literal.toString())).filter((i) => i !== undefined);
      if (core.length === 0) return { status: 'none' };
      return { status: 'conflict', marks: (await smaller(all, core, literals, deadline)).map((i) => stated[i].mark) };
    }
    if (status !== 'sat') return { status: 'unknown', reason: status };
    const solution = decode(values);
    const problems = options.verify(solution);
    if (problems.length > 0) return { status: 'rejected', problems };

    const marked = new Set(stated.map(({ mark }) => `${mark.row},${mark.col}`));
    // A forced cell has its value in every solution with the marks, so in this one too. Left out: the
    // marked cells, and a cell named by a number (Kakuro's black cells, 0), no player's to mark.
    // Each named cell with "it holds the value it has in this solution", which is true in every
    // solution where the cell is forced, and whether the encoding made it a constant.
    const named = cells.flatMap((line, row) =>
      line.flatMap((term, col) => {
        if (term === undefined || (!isChoice(term) && z3.isIntVal(term))) return [];
        const cell = { row, col, value: read(values, term) };
        return [{ cell, holds: holding(term, cell.value), constant: !isChoice(term) && (z3.isTrue(term) || z3.isFalse(term)) }];
      }),
    );
    // So is a given, which the page leaves unmarked: a hint about it would tell nothing (one said
    // "(2,2) is 4: forced by the rule 'givens'"). A given is a fact of a rule made of nothing but
    // facts on single cells; a rule that also says more (a Nonogram's row clues, which state a
    // cell every placement shades as a fact) gives deductions, which are hints.
    const facts = new Set(named.map(({ holds }) => holds.id()));
    const ruleNames = new Set(constraints.map(({ rule }) => rule).filter((rule) => rule !== 'domain'));
    const givenRules = [...ruleNames].filter((rule) => constraints.every((entry) => entry.rule !== rule || facts.has(entry.constraint.id())));
    const givens = new Set(constraints.filter((entry) => givenRules.includes(entry.rule)).map((entry) => entry.constraint.id()));
    // (A constant cell is kept: it is settled by the layout, below.)
    const unmarked = named.filter(({ cell, holds, constant }) => !marked.has(`${cell.row},${cell.col}`) && (constant || !givens.has(holds.id())));
    const open = unmarked.map(({ cell }) => cell);
    if (open.length === 0) return { status: 'complete' };
    // A cell the encoding settled from the layout before Z3 saw it (a constant true or false, not
    // a decision: Tents' ground with no tree beside it) is forced by no rule Z3 is given, so no rule
    // is named for it: a subset of the rules would name whichever one it happened to keep.
    const settled = unmarked.find(({ constant }) => constant);
    if (settled) return { status: 'forced', cell: settled.cell, settled: true };
    const keeps = new Map(unmarked.map(({ cell, holds }) => [cell, holds]));
    let rounds = 0;

    /**
     * The cells of `among` that every solution of the solver with the marks agrees on, undefined
     * when out of time: a backbone. Each round asks for a solution that changes one of the cells
     * still in question, behind a literal of its own; the cells it changes are free, and when there
     * is none, the rest are forced. Z3's consequence finding answered the same but took
     * 1-3 s a call on a 5x5 Futoshiki, where a round takes milliseconds.
     */
    async function forcedBy(solver: Solver<'main'>, within: Deadline, among: Mark[], budget?: { left: number }): Promise<Mark[] | undefined> {
      let candidates = among;
      // Z3's rlimit holds for one check; its count adds up over the context's checks, all solvers'.
      let counted = budget ? (statisticsOf(solver)['rlimit count'] ?? 0) : 0;
      while (candidates.length > 0) {
        const round = model.bool(`hint round ${rounds++}`);
        solver.add(model.implies(round, model.or(...candidates.map((cell) => model.not(keeps.get(cell)!)))));
        if (budget && budget.left <= 0) return undefined;
        if (budget) solver.set('rlimit', budget.left);
        const status = await checkWithin(solver, within, [...literals, round]);
        if (budget) {
          const count = statisticsOf(solver)['rlimit count'] ?? 0;
          budget.left -= count - counted;
          counted = count;
        }
        if (status === 'unsat') return candidates;
        if (status !== 'sat') return undefined;
        const values = valuesOf(z3, solver.model(), model);
        candidates = candidates.filter((cell) => values.bool(keeps.get(cell)!));
      }
      return [];
    }

    // Every rule together first: only a cell they force can be forced by fewer, and none forced
    // means no rule subset need be tried.
    const forced = await forcedBy(all, deadline, open);
    if (!forced) return { status: 'unknown', reason: 'timeout' };
    if (forced.length === 0) return { status: 'free' };

    // A rule or two alone, with the marks: the deductions a player makes first, each with a solver
    // of its own. (All the rules in one solver, each behind a literal and a subset assumed, spent 5 s
    // on a 9x9 Sudoku's first check under the SAT core: guarded cardinalities are not native.)
    const rules = [...new Set(constraints.map((entry) => entry.rule))].filter((rule) => rule !== 'domain');
    const subsets = [...rules.map((rule) => [rule]), ...rules.flatMap((a, i) => rules.slice(i + 1).map((b) => [a, b]))].filter(
      (subset) => subset.length < rules.length,
    );
    const budget = { left: ATTRIBUTION_RLIMIT };
    for (const subset of subsets) {
      if (budget.left <= 0 || deadline.passed()) break;
      const byThem = await forcedBy(solverWith(new Set(subset)), deadline, forced, budget);
      if (byThem && byThem.length > 0) return { status: 'forced', cell: byThem[0], rules: subset };
    }
    return { status: 'forced', cell: forced[0] };
  } finally {
    releaseWhenIdle(...made);
  }
}

/** Drops marks from an unsat core while the rest still conflict, as long as time allows. */
async function smaller(solver: Solver<'main'>, core: number[], literals: BoolTerm[], deadline: Deadline): Promise<number[]> {
  let kept = core;
  for (const mark of core) {
    if (kept.length === 1 || deadline.passed()) break;
    const without = kept.filter((other) => other !== mark);
    if (
      (await checkWithin(
        solver,
        deadline,
        without.map((i) => literals[i]),
      )) === 'unsat'
    )
      kept = without;
  }
  return kept;
}
