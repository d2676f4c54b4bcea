// The Horn-clause engine of a planning kind, `<kind>/horn`: one of the kind's encodings that is a
// transition system, read as constrained Horn clauses for Spacer (src/solver/horn.ts). Reachable:
// the plan along Spacer's derivation, verified by the simulator, then shown shortest by one check
// of at most one move fewer. Unreachable: the invariant, believed once a plain solver re-checked it.
import type { PlanningEncoding } from '../../dsl/encoding.ts';
import { searchHorizons, type HorizonStep } from '../../solver/horizon.ts';
import { checkInvariant, invariantText, planAlong, spacer, transitionSystem } from '../../solver/horn.ts';
import { strategies } from '../../solver/strategy.ts';
import { budgetOf, horizonLimits, moves, type PlanEngine } from './engines.ts';
import type { Answer, AnswerBase, PlanningSpec } from '../planning-spec.ts';

/** The longest invariant shown in full: Spacer's on a water-sort level runs to pages. */
const SHOWN = 2000;

/** The encoding the Horn engine reads: the kind's choice, or its first transition system. */
export function hornEncoding<P, M>(spec: PlanningSpec<P, M>): PlanningEncoding<P, M> | undefined {
  return spec.hornEncoding ? spec.encodings.get(spec.hornEncoding) : spec.encodings.all().find((encoding) => encoding.transitionSystem);
}

export function hornEngine<P, M>(spec: PlanningSpec<P, M>, encoding: PlanningEncoding<P, M>): PlanEngine<P, M> {
  const { cap: capOf } = horizonLimits(spec);
  return {
    id: `${spec.id}/horn`,
    idea: `unbounded: ${encoding.id} as constrained Horn clauses for Z3's Spacer; a plan along its derivation, or an inductive invariant re-checked by a plain solver`,
    encoded: false,
    noun: 'the Horn-clause engine',
    async answer({ puzzle, flags, limit, mode }): Promise<Answer<M>> {
      const started = performance.now();
      const budget = budgetOf(flags);
      const left = () => budget - (performance.now() - started);
      const strategy = strategies.get(spec.defaultStrategy ?? 'qf-fd').id;
      const verify = (plan: M[]) => spec.verify(puzzle, plan);
      const horizons: HorizonStep[] = [];
      const base = (): Pick<AnswerBase<M>, 'engine' | 'strategy' | 'horizons' | 'ms' | 'problems'> => ({
        engine: `${spec.id}/horn`,
        strategy: 'native',
        horizons,
        ms: performance.now() - started,
        problems: [],
      });
      const system = await transitionSystem(encoding, puzzle);
      // Most of the budget goes to Spacer; the rest reads a plan back and checks what it claims.
      const reach = await spacer(system, left() * 0.8);
      if (reach.status === 'unreachable') {
        if (!reach.invariant)
          return { ...base(), status: 'unknown', reason: 'unknown', certificate: 'Spacer found the goal unreachable but gave no invariant to check' };
        const check = await checkInvariant(system, reach.invariant, Math.max(1000, left()));
        const text = invariantText(system, reach.invariant);
        if (!check.holds) {
          const failed = (['initiation', 'consecution', 'safety'] as const).filter((obligation) => check[obligation] !== 'unsat');
          const problems = [
            `Spacer's invariant fails the re-check (${failed.map((obligation) => `${obligation}: ${check[obligation]}`).join(', ')}): ${text.slice(0, SHOWN)}`,
          ];
          return { ...base(), status: 'rejected', reason: 'rejected', certificate: '', problems };
        }
        const shown = text.length > SHOWN ? `${text.slice(0, SHOWN)} ... (${text.length} characters)` : text;
        const explanation =
          `Spacer (Z3's Horn-clause engine) found an inductive invariant of the states ${encoding.id} reaches, and a plain solver re-checked ` +
          `that the start satisfies it, every move keeps it and no goal state does (three unsat queries); over state 1, standing for any state: ${shown}`;
        const proof = { method: 'inductive invariant (Spacer)', explanation, upTo: Infinity };
        const certificate = `proved by ${proof.method}: an invariant of the reachable states, re-checked by a plain solver (the start inside, kept by every move, no goal state inside)`;
        return { ...base(), status: 'none', upTo: Infinity, certificate, proof };
      }
      if (reach.status !== 'reachable')
        return { ...base(), status: 'unknown', reason: reach.status, certificate: `Spacer: ${reach.status} after ${(reach.ms / 1000).toFixed(1)} s` };

      // Reachable: the plan along the derivation, else one found by asking for at most `limit` moves.
      const from = spec.lowerBound(puzzle);
      // Spacer has no horizon; reading a plan back and checking it does, at the encoding's limit.
      const cap = Math.min(limit, capOf(puzzle));
      const atMost = async (to: number) => {
        const report = await searchHorizons(encoding, puzzle, {
          strategy,
          timeoutMs: Math.max(1, left()),
          from,
          to,
          schedule: 'doubling',
          within: true,
          verify,
        });
        horizons.push(...report.steps);
        return report;
      };
      let plan = reach.chain ? await planAlong(encoding, puzzle, reach.chain, { strategy, timeoutMs: Math.max(1000, left()), verify }) : undefined;
      let how = plan ? 'the plan along its derivation' : 'a plan asked for at most that many moves';
      if (!plan || (mode === 'within' && plan.length > limit)) {
        const found = await atMost(cap);
        if (found.status === 'rejected') return { ...base(), status: 'rejected', reason: 'rejected', certificate: '', problems: found.problems };
        if (found.status === 'unsat' && mode === 'shortest') {
          const certificate = `reachable (Spacer), but every plan has more than ${moves(cap)}, past what ${encoding.id} is built for here`;
          return { ...base(), status: 'unknown', reason: 'limit', certificate };
        }
        if (found.status === 'unsat') {
          const proof = {
            method: 'unsat at a horizon of at most k moves',
            explanation: `reachable (Spacer), but no plan of at most ${moves(cap)} (unsat at horizon ${cap})`,
            upTo: cap,
          };
          return { ...base(), status: 'none', upTo: cap, certificate: proof.explanation, proof };
        }
        if (!found.plan)
          return {
            ...base(),
            status: 'unknown',
            reason: found.status,
            certificate: `reachable (Spacer), but no plan read back in time (${found.status} at horizon ${cap})`,
          };
        plan = found.plan;
        how = `a plan asked for at most ${moves(cap)}`;
      }
      // Shown shortest by one check of at most one move fewer (or by the lower bound).
      let shortest = plan.length <= from;
      while (mode === 'shortest' && !shortest && plan.length - 1 <= cap && left() > 0) {
        const shorter = await atMost(plan.length - 1);
        if (shorter.status === 'unsat') shortest = true;
        else if (shorter.plan) plan = shorter.plan;
        else break;
      }
      const found = `Spacer found the goal reachable; ${how}: ${moves(plan.length)}, verified by the simulator`;
      if (!shortest) {
        const certificate = `not shown (${mode === 'within' ? `any plan of at most ${moves(limit)} was asked for` : 'out of time'}): ${found}`;
        return { ...base(), status: 'plan', plan, optimal: false, certificate };
      }
      const why =
        plan.length <= from
          ? `the lower bound, ${moves(from)}, is admissible`
          : `no plan of at most ${moves(plan.length - 1)} (unsat at horizon ${plan.length - 1}, asked for at most ${moves(plan.length - 1)})`;
      const proof = {
        method: plan.length <= from ? 'admissible lower bound' : 'unsat at a horizon of at most k moves',
        explanation: `${found}; ${why}`,
        ...(plan.length > 0 && { upTo: plan.length - 1 }),
      };
      return { ...base(), status: 'plan', plan, optimal: true, certificate: why, proof };
    },
  };
}
