// Hints for a player's marks on a grid (serve's play mode): does some solution still have the
// marks, and which unmarked cell does every such solution agree on; where one or two of the
// encoding's rules force that cell on their own (with the marks), which ones. The marks are stated
// through the cells the encoding names (Model.cells), each behind a literal of its own, so that an
// unsat core says which marks cannot stand together.
import type { Solver } from 'z3-solver';
import type { Encoding } from '../dsl/encoding.ts';
import { type BoolTerm, type CellTerm, equal, isChoice, Model, type Values, valuesOf } from '../dsl/model.ts';
import { Deadline, checkWithin } from './check.ts';
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

/** Time for finding which rules force a cell, at most: past it the hint says "by the rules together". */
const ATTRIBUTION_MS = 5000;

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
  /** A cell the encoding names by a value, not a decision (Kakuro's black cells, 0): no backbone holds it. */
  const isValue = (term: CellTerm) => term !== undefined && !isChoice(term) && (z3.isTrue(term) || z3.isFalse(term) || z3.isIntVal(term));
  // A mark on a cell the encoding leaves unnamed (not the player's to decide) says nothing the
  // other marks do not: it is left out.
  const stated = marks.flatMap((mark) => {
    const term = cells[mark.row]?.[mark.col];
    return term === undefined ? [] : [{ mark, holds: holding(term, mark.value) }];
  });
  // QF_FD takes only plain literals as assumptions: each mark is implied by a literal of its own.
  const literals = stated.map(({ mark }) => model.bool(`mark[${mark.row},${mark.col}]`));
  const marking = stated.map(({ holds }, i) => model.implies(literals[i], holds));
  // Two solvers, each freed when the hint is found (src/solver/run.ts, Loaded.with).
  const made: Solver<'main'>[] = [];
  try {
    const solverWith = (rule: (name: string) => BoolTerm | undefined) => {
      const solver = strategies.get(options.strategy).makeSolver(z3);
      made.push(solver);
      for (const { rule: name, constraint } of constraints) {
        const behind = rule(name);
        solver.add(behind ? model.implies(behind, constraint) : constraint);
      }
      for (const constraint of marking) solver.add(constraint);
      return solver;
    };
    await warm;

    const all = solverWith(() => undefined);
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
    // A forced cell has its value in every solution with the marks, so in this one too.
    const open = cells.flatMap((line, row) =>
      line.flatMap((term, col) => (term === undefined || marked.has(`${row},${col}`) ? [] : [{ row, col, value: read(values, term) }])),
    );
    if (open.length === 0) return { status: 'complete' };
    // A cell the encoding settled from the layout before Z3 saw it (a constant true or false, not
    // a decision: Tents' ground with no tree beside it) is forced by no rule Z3 is given, so no rule
    // is named for it: a subset of the rules would name whichever one it happened to keep.
    const settled = open.find(({ row, col }) => {
      const term = cells[row][col];
      return term !== undefined && !isChoice(term) && (z3.isTrue(term) || z3.isFalse(term));
    });
    if (settled) return { status: 'forced', cell: settled, settled: true };
    /** "The cell holds the value it has in this solution": true in every solution where it is forced. */
    const keeps = new Map(open.map((cell) => [cell, holding(cells[cell.row][cell.col]!, cell.value)]));
    let rounds = 0;

    /**
     * The open cells that every solution of the solver with the marks (and the rules assumed) agrees
     * on, undefined when out of time: a backbone. Each round asks for a solution that changes one of
     * the cells still in question, behind a literal of its own; the cells it changes are free, and
     * when there is none, the rest are forced. Z3's consequence finding answered the same but took
     * 1-3 s a call on a 5x5 Futoshiki, where a round takes milliseconds.
     */
    async function forcedBy(solver: Solver<'main'>, within: Deadline, assumed: BoolTerm[] = []): Promise<Mark[] | undefined> {
      let candidates = open.filter(({ row, col }) => !isValue(cells[row][col]));
      while (candidates.length > 0) {
        const round = model.bool(`hint round ${rounds++}`);
        solver.add(model.implies(round, model.or(...candidates.map((cell) => model.not(keeps.get(cell)!)))));
        const status = await checkWithin(solver, within, [...literals, ...assumed, round]);
        if (status === 'unsat') return candidates;
        if (status !== 'sat') return undefined;
        const values = valuesOf(z3, solver.model(), model);
        candidates = candidates.filter((cell) => values.bool(keeps.get(cell)!));
      }
      return [];
    }

    // A rule or two alone, with the marks: the deductions a player makes first. Each cell they force
    // is forced by all the rules too, since those include them. One solver holds every rule behind
    // a literal, and a subset is the literals assumed: a solver per subset (up to 21 for Killer
    // Sudoku) paid Z3's preprocessing again each time. The lazy rules' cuts stay out of it: they
    // hold by all the rules together, not by a subset.
    const rules = [...new Set(constraints.map((entry) => entry.rule))].filter((rule) => rule !== 'domain');
    const subsets = [...rules.map((rule) => [rule]), ...rules.flatMap((a, i) => rules.slice(i + 1).map((b) => [a, b]))].filter(
      (subset) => subset.length < rules.length,
    );
    const switches = new Map(rules.map((rule) => [rule, model.bool(`hint rule ${rule}`)]));
    const attribution = new Deadline(Math.min(ATTRIBUTION_MS, deadline.remainingMs() / 2));
    const alone = subsets.length > 0 ? solverWith((rule) => switches.get(rule)) : all;
    for (const subset of subsets) {
      const forced = await forcedBy(
        alone,
        attribution,
        subset.map((rule) => switches.get(rule)!),
      );
      if (forced && forced.length > 0) return { status: 'forced', cell: forced[0], rules: subset };
    }
    const forced = await forcedBy(all, deadline);
    if (!forced) return { status: 'unknown', reason: 'timeout' };
    return forced.length > 0 ? { status: 'forced', cell: forced[0] } : { status: 'free' };
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
