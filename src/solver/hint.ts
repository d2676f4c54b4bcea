// Hints for a player's marks on a grid (serve's play mode): does some solution still have the
// marks, and which unmarked cell does every such solution agree on; where one or two of the
// encoding's rules force that cell on their own (with the marks), which ones. The marks are stated
// through the cells the encoding names (Model.cells), each behind a literal of its own, so that an
// unsat core says which marks cannot stand together.
import type { Solver } from 'z3-solver';
import type { Encoding } from '../dsl/encoding.ts';
import { type BoolTerm, type CellTerm, equal, isChoice, Model, type Values } from '../dsl/model.ts';
import { Deadline, checkWithin, z3TimeoutMs } from './check.ts';
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
    if (isChoice(term)) return (typeof value === 'string' && term.get(value)) || model.constant(false);
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
  /** Constants naming the cells that are expressions (below); every solver holds their definitions. */
  const naming: BoolTerm[] = [];
  // Up to one solver per rule and pair of rules: each freed when the hint is found (src/solver/run.ts, Loaded.with).
  const made: Solver<'main'>[] = [];
  try {
    const solverWith = (rules?: Set<string>) => {
      const solver = strategies.get(options.strategy).makeSolver(z3);
      made.push(solver);
      for (const { rule, constraint } of constraints) if (!rules || rules.has(rule) || rule === 'domain') solver.add(constraint);
      for (const constraint of [...marking, ...naming]) solver.add(constraint);
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
    // Consequences are found for constants only: a cell an encoding states as an expression (a
    // one-hot cell's number, a sum of digit Booleans times digits) is named by a Boolean constant
    // for "it holds its value in this solution", or Z3 found nothing for it and every cell looked
    // free (seen: Hint on a unique Sudoku said none was forced). Forced, it holds that value.
    const named = cells.map((line, row) =>
      line.map((term, col) => {
        if (term === undefined) return undefined;
        if (!isChoice(term) && z3.isConst(term)) return term;
        const holds = z3.Bool.const(`holds[${row},${col}]`);
        naming.push(model.iff(holds, holding(term, read(values, term))));
        return holds;
      }),
    );
    // Definitions only (a fresh constant each): they change no answer of the solver made before them.
    for (const constraint of naming) all.add(constraint);
    const nameOf = (cell: Mark) => {
      const name = named[cell.row][cell.col];
      // Open cells are the named ones.
      if (!name) throw new Error(`internal error: the open cell (${cell.row},${cell.col}) has no name`);
      return name;
    };
    const variables = [...new Map(open.map((cell) => [nameOf(cell).id(), nameOf(cell)])).values()];

    /**
     * The open cells that every solution of the solver with the marks agrees on, by Z3's consequence
     * finding (a backbone computed inside the SAT core: one call, not a check per cell); undefined
     * when out of time.
     */
    async function forcedBy(solver: Solver<'main'>, within: Deadline): Promise<Mark[] | undefined> {
      if (within.passed()) return undefined;
      solver.set('timeout', z3TimeoutMs(within.remainingMs()));
      const [status, consequences] = await solver.getConsequences(literals, variables);
      if (status !== 'sat') return undefined;
      // Each consequence reads "marks => cell", "marks => not cell" or "marks => cell = value".
      const fixed = new Set(
        [...consequences].map((consequence) => {
          const conclusion = consequence.arg(1);
          return (z3.isNot(conclusion) || z3.isEq(conclusion) ? conclusion.arg(0) : conclusion).id();
        }),
      );
      return open.filter((cell) => fixed.has(nameOf(cell).id()));
    }

    // A rule or two alone, with the marks: the deductions a player makes first. Each cell they force
    // is forced by all the rules too, since those include them.
    const rules = [...new Set(constraints.map((entry) => entry.rule))].filter((rule) => rule !== 'domain');
    const subsets = [...rules.map((rule) => [rule]), ...rules.flatMap((a, i) => rules.slice(i + 1).map((b) => [a, b]))].filter(
      (subset) => subset.length < rules.length,
    );
    const attribution = new Deadline(Math.min(ATTRIBUTION_MS, deadline.remainingMs() / 2));
    for (const subset of subsets) {
      const forced = await forcedBy(solverWith(new Set(subset)), attribution);
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
