// River crossing as a state space for the search engine, and the bound on a plan's length.
import { type Ferry, type RiverRules, type RiverState, allAcross, ferry, possibleFerries, riverStart, unsafeBank } from './river.ts';
import type { StateSpace } from '../../search/bfs.ts';

/** States are how many of each kind are on the near bank and where the boat is; unsafe banks are dead ends. */
export function riverSpace(rules: RiverRules): StateSpace<RiverState, Ferry> {
  const start = riverStart(rules);
  return {
    start,
    key: (state) => `${state.near.join(',')}${state.boatFar ? 'F' : 'N'}`,
    // A start that already breaks a rule has no plan at all.
    isGoal: (state) => allAcross(state) && !unsafeBank(rules, start),
    successors: (state) => (unsafeBank(rules, state) ? [] : possibleFerries(rules, state).flatMap((move) => {
      const next = ferry(rules, state, move) as RiverState;
      return unsafeBank(rules, next) ? [] : [{ move, state: next }];
    })),
  };
}

/** Trips across carry at most `seats`, trips back return at least one rower: k * seats - (k - 1) >= travellers. */
export function fewestFerries(rules: RiverRules): number {
  const travellers = rules.groups.reduce((sum, group) => sum + group.count, 0);
  if (travellers <= 1 || rules.seats === 1) return Math.min(travellers, 1);
  return 2 * Math.ceil((travellers - 1) / (rules.seats - 1)) - 1;
}
