// Lazy refinement: the check behind every run. A model may state rules lazily (Model.lazy): after
// each sat answer, every lazy rule is shown the model and may return cuts, constraints it implies
// that this model breaks. They are added to the same solver for good (they remove no solution, and
// what Z3 learnt so far stays useful) and the check is repeated; only a model that no rule cuts
// counts as sat. A model without lazy rules is checked once, as before.
import type { Solver } from 'z3-solver';
import { type BoolTerm, type Model, type Values, valuesOf } from '../dsl/model.ts';
import { type CheckStatus, type Deadline, checkWithin } from './check.ts';

/** A check's verdict; when sat, the values of a model that every lazy rule accepts. */
export type Refined = { status: 'sat'; values: Values } | { status: Exclude<CheckStatus, 'sat'>; values?: undefined };

/**
 * Checks (under `assumptions`, when given) until the model keeps every lazy rule, or there is none (unsat), or the run's deadline
 * passes: each round's check gets only what is left of it, so the loop is bounded as one check is.
 */
export async function checkRefined(solver: Solver<'main'>, model: Model, deadline: Deadline, assumptions: BoolTerm[] = []): Promise<Refined> {
  for (;;) {
    const status = await checkWithin(solver, deadline, assumptions);
    if (status !== 'sat') return { status };
    const values = valuesOf(model.context, solver.model(), model);
    const cuts = model.cutsFor(values);
    if (cuts.length === 0) return { status, values };
    solver.add(...cuts);
  }
}
