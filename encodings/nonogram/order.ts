// Nonograms by how early each run starts ("run k starts at s or before", order-encoded): every
// rule is then a clause of two or three literals, which a SAT solver propagates as a line solver
// would: runs keep their order, and a cell is shaded exactly when no gap holds it and some run
// covers it. `nonogram/settled` first solves the lines by hand (src/kinds/nonogram/settle.ts): the
// cells it settles are given, each run starts only where some solution starts it, and Z3 gets the rest.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Nonogram, type Shading, clueLines } from '../../src/kinds/nonogram/format.ts';
import { type Settled, settle } from '../../src/kinds/nonogram/settle.ts';

/** A literal that may be known already: true and false are settled in TypeScript. */
type Literal = BoolTerm | boolean;

const orderWith = (id: string, idea: string, deduce?: (p: Nonogram) => Settled): Encoding<Nonogram, Shading> => ({
  id,
  idea,
  encode(m, p) {
    // When the deductions find a line that cannot show its clue, nothing is settled and Z3 finds
    // that out itself, so that --explain names the clues.
    const deduced = deduce && m.deduced(deduce, p);
    const known = deduced && !deduced.broken ? deduced : undefined;
    // A settled cell is its value, a constant (a hint says the deductions settled it): the open
    // cells alone are decisions, and they tell solutions apart.
    const shaded = m.settledGrid('shaded', p.height, p.width, (row, col) => known?.marks[row][col]);
    m.cells(shaded);
    m.answer(shaded.flatMap((line, row) => line.filter((_, col) => known?.marks[row][col] === undefined)));
    // Each literal is negated in several clauses: once is enough.
    const negated = new Map<BoolTerm, BoolTerm>();
    const not = (literal: Literal): Literal => {
      if (typeof literal === 'boolean') return !literal;
      const term = negated.get(literal) ?? m.not(literal);
      negated.set(literal, term);
      return term;
    };
    // A clause: any true literal satisfies it, false ones drop out.
    const clause = (rule: string, ...literals: Literal[]) => {
      if (literals.some((literal) => literal === true)) return;
      m.require(rule, m.or(...literals.filter((literal): literal is BoolTerm => literal !== false)));
    };

    clueLines(p).forEach(({ key, rule, clue, cells: points }, l) => {
      // A settled cell's clauses hold its value, not its term: they then say only what it leaves to the runs.
      const cells = points.map(({ row, col }): Literal => known?.marks[row][col] ?? shaded[row][col]);
      const n = cells.length;
      // Run k starts no earlier than the runs before it and their gaps allow, and no later than
      // leaves room for the runs after it (settled: than some solution starts it): by(k, s), "run
      // k starts at s or before", is false before the first start and true from the last on, a
      // decision in between.
      const first = known?.first[l] ?? clue.map((_, k) => clue.slice(0, k).reduce((sum, run) => sum + run + 1, 0));
      const last = known?.last[l] ?? clue.map((run, k) => n - run - clue.slice(k + 1).reduce((sum, later) => sum + later + 1, 0));
      const terms = clue.map(
        (_, k) => new Map(Array.from({ length: Math.max(0, last[k] - first[k]) }, (_, i) => [first[k] + i, m.bool(`${key}.run${k + 1}<=${first[k] + i}`)])),
      );
      const by = (k: number, s: number): Literal => (s < first[k] ? false : s >= last[k] ? true : (terms[k].get(s) as BoolTerm));
      // A line whose runs do not fit has no solution.
      if (clue.some((_, k) => last[k] < first[k])) m.require(rule, m.constant(false));

      // "Starts by s" holds from some s on.
      clue.forEach((_, k) => {
        for (const s of terms[k].keys()) clause(rule, not(by(k, s)), by(k, s + 1));
      });

      // Runs keep their order with a gap: if run k + 1 starts by s, run k starts by s - run - 1.
      clue.slice(0, -1).forEach((run, k) => {
        for (let s = first[k + 1]; s < last[k + 1]; s++) clause(rule, not(by(k + 1, s)), by(k, s - run - 1));
      });

      cells.forEach((cell, c) => {
        // A cell in a gap (after run k has ended, before run k + 1 starts; before the first, after
        // the last) is unshaded.
        for (let k = 0; k <= clue.length; k++) {
          const ended = k === 0 ? true : by(k - 1, c - clue[k - 1]);
          const notStarted = k === clue.length ? true : not(by(k, c));
          clause(rule, not(cell), not(ended), not(notStarted));
        }
        // A cell a run covers (started by it, not ended before it) is shaded.
        clue.forEach((run, k) => clause(rule, cell, not(by(k, c)), by(k, c - run)));
      });
    });

    return (values) => shaded.map((line, row) => line.map((cell, col) => known?.marks[row][col] ?? values.bool(cell)));
  },
});

export const order = orderWith(
  'nonogram/order',
  "one Boolean per cell and per run and position ('run k starts there or before'); runs in order with gaps, a cell in a gap unshaded, a covered cell shaded: all clauses of two or three literals",
);

// Hints and --explain give their reasons through nonogram/order, which states the same rules undeduced.
export const settled = {
  ...orderWith(
    'nonogram/settled',
    "line solving by hand first (a cell that every placement of its line's runs agreeing with the known cells shades, or none does, is settled, until none changes); the settled cells given, each run started only where some solution starts it, the rest as in order",
    settle,
  ),
  reasonsBy: 'nonogram/order',
};
