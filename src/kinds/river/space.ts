// River crossing as a state space for the search engine, and the bound on a plan's length.
import { type Ferry, type RiverRules, type RiverState, allAcross, ferry, possibleFerries, riverStart, unsafeBank } from './river.ts';
import { legal, listedStates, type StateSpace } from '../../search/bfs.ts';
import type { ListedStates } from '../../kind/planning-spec.ts';

/** States are how many of each kind are on the near bank and where the boat is; unsafe banks are dead ends. */
export function riverSpace(rules: RiverRules): StateSpace<RiverState, Ferry> {
  const start = riverStart(rules);
  return {
    start,
    key: (state) => `${state.near.join(',')}${state.boatFar ? 'F' : 'N'}`,
    // A start that already breaks a rule has no plan at all.
    isGoal: (state) => allAcross(state) && !unsafeBank(rules, start),
    successors: (state) =>
      unsafeBank(rules, state)
        ? []
        : possibleFerries(rules, state).flatMap((move) => {
            const next = legal(ferry(rules, state, move));
            return unsafeBank(rules, next) ? [] : [{ move, state: next }];
          }),
  };
}

/** Trips across carry at most `seats`, trips back return at least one rower: k * seats - (k - 1) >= travellers. */
export function fewestFerries(rules: RiverRules): number {
  const travellers = rules.groups.reduce((sum, group) => sum + group.count, 0);
  if (travellers <= 1 || rules.seats === 1) return Math.min(travellers, 1);
  return 2 * Math.ceil((travellers - 1) / (rules.seats - 1)) - 1;
}

/** Every state for river/state-graph: each count on the near bank from none to all, the boat on either side. */
export function listRiverStates(rules: RiverRules, limit: number): ListedStates<Ferry> | undefined {
  function* every(group: number, near: number[]): Generator<RiverState> {
    if (group === rules.groups.length) {
      yield { near, boatFar: false };
      yield { near, boatFar: true };
      return;
    }
    for (let count = 0; count <= rules.groups[group].count; count++) yield* every(group + 1, [...near, count]);
  }
  return listedStates(riverSpace(rules), every(0, []), limit);
}
