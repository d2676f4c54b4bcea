// The state-graph engine of a planning kind, `<kind>/state-graph`: for kinds that can list every
// state of a puzzle, Z3 labels the states with distances (src/solver/state-graph.ts). The largest
// bound the labels allow is the length of a shortest plan, and the labels are its proof; the plan
// itself comes from the unsat core one move further. Labels are re-checked here inequality by
// inequality and plans by the simulator before either is believed. No horizon is unrolled, so a
// plan of hundreds of moves costs what a plan of ten does.
import { UnavailableError } from '../../solver/native.ts';
import { Deadline } from '../../solver/check.ts';
import { z3Session } from '../../solver/session.ts';
import { DistanceLabels, type Labels, labelProblems, type StateGraph, stateGraph, type Unsettled } from '../../solver/state-graph.ts';
import { budgetOf, moves, type PlanEngine } from './engines.ts';
import type { Answer, AnswerBase, PlanningSpec } from '../planning-spec.ts';
import { releaseWhenIdle } from '../../solver/finalizer-gate.ts';

/**
 * The most moves between the states listed: Z3's first check grows with them (here 1,538 moves
 * took 0.5 s, 9,520 took 2.6 s and 27,240 took 5.5 s), where a search engine takes milliseconds.
 */
export const MOVE_LIMIT = 10_000;

// Across kinds, so typed for none: a puzzle's graph is only ever stored by its own kind's spec.
const graphs = new WeakMap<object, StateGraph<unknown> | null>();

/** The puzzle's state graph, listed once per puzzle; undefined past MOVE_LIMIT or when the kind lists no states. */
export function stateGraphOf<P, M>(spec: Pick<PlanningSpec<P, M>, 'listStates'>, puzzle: P): StateGraph<M> | undefined {
  // Puzzles are objects (a WeakMap takes no other key); PlanningSpec leaves P unconstrained.
  const key = puzzle as object;
  if (!graphs.has(key)) {
    // A state has a move or is a dead end, so past MOVE_LIMIT states there are too many moves or the list is mostly dead ends.
    const space = spec.listStates?.(puzzle, MOVE_LIMIT);
    graphs.set(key, (space && stateGraph(space, MOVE_LIMIT)) ?? null);
  }
  return (graphs.get(key) as StateGraph<M> | null) ?? undefined;
}

export function stateGraphEngine<P, M>(spec: PlanningSpec<P, M>): PlanEngine<P, M> | undefined {
  if (!spec.listStates) return undefined;
  const id = `${spec.id}/state-graph`;
  // Grouped by hand: the first toLocaleString of a process loads ICU's data, 18-29 ms of every
  // command's start (this runs as the CLI registers the planning kinds).
  const most = `${String(MOVE_LIMIT).replace(/\B(?=(\d{3})+$)/g, ',')} moves between them`;
  return {
    id,
    idea: `every state listed (at most ${most}) and labelled by Z3 with its distance from the start, in difference logic: labels prove no shorter plan, an unsat core one move further is the plan; no horizon`,
    encoded: false,
    noun: 'the state-graph engine',
    async answer({ puzzle, flags, limit, mode }): Promise<Answer<M>> {
      const started = performance.now();
      const deadline = new Deadline(budgetOf(flags));
      const graph = stateGraphOf(spec, puzzle);
      if (!graph) throw new UnavailableError(`${id} lists states with at most ${most}, and this puzzle has more; ${spec.search.id} or an encoding answers it`);
      const states = graph.keys.length;
      const { z3, warm } = await z3Session();
      const formula = new DistanceLabels(z3, graph);
      // Z3's threads start while the formula is built; the time waiting for them is not the engine's.
      const waited = performance.now();
      await warm;
      const startUp = performance.now() - waited;
      const base = (): Pick<AnswerBase<M>, 'engine' | 'strategy' | 'horizons' | 'ms' | 'problems'> => ({
        engine: id,
        strategy: 'native',
        horizons: [],
        ms: performance.now() - started - startUp,
        problems: [],
      });
      const unsettled = (outcome: Unsettled): Answer<M> =>
        outcome.status === 'core'
          ? {
              ...base(),
              status: 'rejected',
              reason: 'rejected',
              certificate: '',
              problems: ['the moves of the unsat core make no path from the start to a goal'],
            }
          : {
              ...base(),
              status: 'unknown',
              reason: outcome.status === 'timeout' ? 'timeout' : 'unknown',
              certificate: `Z3: ${outcome.status} on the distance labels of ${states} states`,
            };

      /** Labels believed once re-checked: no plan has fewer moves than the least goal label. */
      const believe = (outcome: Labels) => {
        const { least } = outcome;
        const problems = !outcome.labels
          ? ['the labels were not read']
          : outcome.bound > least
            ? [`the bound ${outcome.bound} is above the least goal label ${least}`]
            : labelProblems(graph, outcome.labels, least);
        return { least, problems, upTo: least >= states ? Infinity : least - 1 };
      };
      const rejected = (problems: string[]): Answer<M> => ({
        ...base(),
        status: 'rejected',
        reason: 'rejected',
        certificate: '',
        problems: [`Z3's distance labels fail the re-check: ${problems.join('; ')}`],
      });
      const labelled = (least: number) =>
        least >= states
          ? `distance labels over all ${states} states (Z3, difference logic; re-checked move by move) put no goal state within reach, and a shortest plan would visit no state twice`
          : `distance labels over all ${states} states (Z3, difference logic; re-checked move by move) put every goal state at least ${moves(least)} from the start`;
      const none = (least: number, upTo: number): Answer<M> => {
        const proof = { method: 'distance labels', explanation: labelled(least), upTo };
        const certificate = upTo === Infinity ? `proved by distance labels: ${proof.explanation}` : proof.explanation;
        return { ...base(), status: 'none', upTo, certificate, proof };
      };
      const planned = (plan: M[], proof?: { least: number; upTo: number }): Answer<M> => {
        const problems = spec.verify(puzzle, plan);
        if (problems.length > 0) return { ...base(), status: 'rejected', reason: 'rejected', certificate: '', problems };
        if (proof && plan.length < proof.least)
          return rejected([`a plan of ${moves(plan.length)} passed the simulator, below the least goal label ${proof.least}`]);
        if (!proof)
          return {
            ...base(),
            status: 'plan',
            plan,
            optimal: false,
            certificate: `not shown (any plan of at most ${moves(limit)} was asked for): the moves of an unsat core`,
          };
        const certificate = proof.least === 0 ? 'the start already meets the goal' : `no plan of at most ${moves(proof.upTo)}: ${labelled(proof.least)}`;
        return {
          ...base(),
          status: 'plan',
          plan,
          optimal: true,
          certificate,
          proof: { method: 'distance labels', explanation: certificate, ...(proof.least > 0 && { upTo: proof.upTo }) },
        };
      };

      try {
        return mode === 'within' ? await within() : await shortest();
      } finally {
        releaseWhenIdle(formula);
      }

      async function within(): Promise<Answer<M>> {
        // One question: labels with every goal past `limit`, or a plan of at most `limit` moves.
        const outcome = await formula.below(Math.min(limit + 1, states), deadline);
        if (outcome.status === 'plan') return planned(outcome.plan);
        if (outcome.status !== 'labels') return unsettled(outcome);
        const labels = believe(outcome);
        return labels.problems.length > 0 ? rejected(labels.problems) : none(labels.least, labels.upTo);
      }

      async function shortest(): Promise<Answer<M>> {
        // The shortest plan, or the labels alone when no goal can be reached.
        const found = await formula.shortest(deadline);
        if ('status' in found) return unsettled(found);
        const labels = found.labels && believe(found.labels);
        if (labels && labels.problems.length > 0) return rejected(labels.problems);
        if (!found.plan) {
          // With no plan, the formula proves none with its labels.
          if (!labels) throw new Error('internal error: the shortest path found neither a plan nor labels');
          return none(labels.least, labels.upTo);
        }
        if (labels && labels.least > limit) return none(labels.least, labels.upTo);
        return planned(found.plan, labels ?? { least: 0, upTo: -1 });
      }
    },
  };
}
