// Travellers: one Boolean per traveller per state (on the far bank?) and per step (aboard?).
// Bank rules count travellers with pseudo-Boolean constraints.
import { type BankRule, type Ferry, type RiverPuzzle, riverRules } from '../../src/kinds/river/river.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';

/** Each rule as a constraint on one bank, given who is there and who is on the other bank. */
function onBank(m: Model, rule: BankRule, here: BoolTerm[][], there: BoolTerm[][]): BoolTerm {
  switch (rule.rule) {
    // Two kinds are never together on a bank without the guard (the wolf is never left with the goat).
    case 'apart': {
      const { pair, guard } = rule;
      return m.implies(m.and(m.atLeast(here[pair[0]], 1), m.atLeast(here[pair[1]], 1)), m.atLeast(here[guard], 1));
    }
    // Where victims are, threats are no more than they (cannibals never outnumber missionaries):
    // threats here + victims there <= all victims.
    case 'outnumber': {
      const { victims, threat } = rule;
      return m.implies(m.atLeast(here[victims], 1), m.atMost([...here[threat], ...there[victims]], here[victims].length));
    }
  }
}

export const travellers: PlanningEncoding<RiverPuzzle, Ferry> = {
  id: 'river/travellers',
  idea: 'a bank Boolean per traveller per state, aboard Booleans per step; bank rules as pseudo-Boolean counts',
  transitionSystem: true,
  encode(m, puzzle) {
    const rules = riverRules(puzzle);
    const members = rules.groups.map((group) => Array.from({ length: group.count }, (_, index) => `${group.name}${group.count > 1 ? index + 1 : ''}`));
    const banksAt = (t: number) => members.map((names) => names.map((name) => m.bool(`far[t=${t}][${name}]`)));
    const far: BoolTerm[][][] = [];
    const boatFar: BoolTerm[] = [];
    const aboard: BoolTerm[][][] = [];

    const state = (t: number) => {
      far.push(banksAt(t));
      boatFar.push(m.bool(`boat far[t=${t}]`));
      const near = far[t].map((group) => group.map((side) => side.not()));
      // The bank rules hold on both banks, after every crossing and before the first.
      for (const rule of rules.bankRules) {
        m.require(rule.rule, onBank(m, rule, near, far[t]), onBank(m, rule, far[t], near));
      }
      // Travellers of one kind are interchangeable: the far bank holds the first of them.
      m.require('symmetry', ...far[t].flatMap((group) => group.slice(1).map((side, index) => m.implies(side, group[index]))));
    };

    // Everyone and the boat start on the near bank.
    state(0);
    m.require('start', ...far[0].flat().map((side) => side.not()), boatFar[0].not());

    return {
      step(t) {
        state(t + 1);
        const load = members.map((names) => names.map((name) => m.bool(`aboard[t=${t}][${name}]`)));
        aboard.push(load);

        // The boat crosses with every move.
        m.require('boat', boatFar[t + 1].eq(boatFar[t].not()));

        // Passengers board on the boat's bank and land on the other; everyone else stays.
        load.forEach((group, kind) =>
          group.forEach((on, index) => {
            m.require('passengers', m.implies(on, m.and(far[t][kind][index].eq(boatFar[t]), far[t + 1][kind][index].eq(boatFar[t + 1]))));
            m.require('frame', m.implies(on.not(), far[t + 1][kind][index].eq(far[t][kind][index])));
          }),
        );

        // The boat holds at most `seats` travellers, and someone aboard rows.
        m.require('seats', m.atMost(load.flat(), rules.seats));
        m.require(
          'rower',
          m.atLeast(
            load.flatMap((group, kind) => (rules.groups[kind].rows ? group : [])),
            1,
          ),
        );
      },
      state: (t) => [...far[t].flat(), boatFar[t]],
      // Everyone is on the far bank.
      goal: (horizon) => far[horizon].flat(),
      decode: (values, horizon) =>
        aboard.slice(0, horizon).map((load, t) => ({
          direction: values.bool(boatFar[t]) ? 'back' : 'across',
          aboard: load.map((group) => group.filter((on) => values.bool(on)).length),
        })),
    };
  },
};
