// Counts: one integer per kind of traveller per state (how many are on the near bank) and one
// Boolean per possible boat load per step. Interchangeable travellers are never told apart, so
// there is no symmetry to break.
import { type BankRule, type Ferry, type RiverPuzzle, riverRules } from '../../src/kinds/river/river.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, IntTerm, Model } from '../../src/dsl/model.ts';

/** Each rule as a constraint on one bank, given how many of each kind are there. */
function onBank(m: Model, rule: BankRule, here: IntTerm[]): BoolTerm {
  switch (rule.rule) {
    // Two kinds are never together on a bank without the guard (the wolf is never left with the goat).
    case 'apart': {
      const { pair, guard } = rule;
      return m.implies(m.and(here[pair[0]].ge(1), here[pair[1]].ge(1)), here[guard].ge(1));
    }
    // Where victims are, threats are no more than they (cannibals never outnumber missionaries).
    case 'outnumber': {
      const { victims, threat } = rule;
      return m.implies(here[victims].ge(1), here[threat].le(here[victims]));
    }
  }
}

/** Every load of the boat: a count per kind, 1..seats in all, with someone aboard who rows. */
function boatLoads(counts: number[], rows: boolean[], seats: number): number[][] {
  const loads: number[][] = [];
  const extend = (load: number[], left: number) => {
    if (load.length === counts.length) {
      if (load.some((count, kind) => count > 0 && rows[kind])) loads.push(load);
      return;
    }
    for (let count = 0; count <= Math.min(counts[load.length], left); count++) extend([...load, count], left - count);
  };
  extend([], seats);
  return loads;
}

export const counts: PlanningEncoding<RiverPuzzle, Ferry> = {
  id: 'river/counts',
  idea: 'an integer count per kind and state on the near bank; one Boolean per possible boat load per step',
  encode(m, puzzle) {
    const rules = riverRules(puzzle);
    const kinds = rules.groups.map((_, kind) => kind);
    // The boat holds at most `seats` travellers, and someone aboard rows: only such loads exist.
    const loads = boatLoads(
      rules.groups.map((group) => group.count),
      rules.groups.map((group) => group.rows),
      rules.seats,
    );
    const near: IntTerm[][] = [];
    const chosen: BoolTerm[][] = [];
    // The boat crosses with every move, so it sets out from the far bank on moves 2, 4, 6, ...
    const fromFar = (t: number) => t % 2 === 1;

    const state = (t: number) => {
      near.push(kinds.map((kind) => m.int(`near[t=${t}][${rules.groups[kind].plural}]`, 0, rules.groups[kind].count)));
      const farBank = kinds.map((kind) => m.number(rules.groups[kind].count).sub(near[t][kind]));
      // The bank rules hold on both banks, after every crossing and before the first.
      for (const rule of rules.bankRules) {
        m.require(rule.rule, onBank(m, rule, near[t]), onBank(m, rule, farBank));
      }
    };

    // Everyone starts on the near bank.
    state(0);
    m.require('start', ...kinds.map((kind) => near[0][kind].eq(rules.groups[kind].count)));

    return {
      step(t) {
        state(t + 1);
        const loaded = loads.map((load) => m.bool(`load[t=${t}][${load.join(',')}]`));
        chosen.push(loaded);

        // The boat makes one crossing with one load.
        m.require('one load', m.exactly(loaded, 1));

        // The load leaves the boat's bank for the other; counts stay within 0..number of the kind,
        // so nobody boards who is not there.
        loads.forEach((load, option) =>
          m.require(
            'passengers',
            m.implies(
              loaded[option],
              m.and(...kinds.map((kind) => near[t + 1][kind].eq(fromFar(t) ? near[t][kind].add(load[kind]) : near[t][kind].sub(load[kind])))),
            ),
          ),
        );
      },
      // The boat's bank follows from the step's number.
      state: (t) => near[t],
      // Everyone is on the far bank.
      goal: (horizon) => near[horizon].map((count) => count.eq(0)),
      decode: (values, horizon) =>
        chosen.slice(0, horizon).map((loaded, t) => ({
          direction: fromFar(t) ? 'back' : 'across',
          aboard: loads[loaded.findIndex((option) => values.bool(option))],
        })),
    };
  },
};
