// Water sort with bounded integers: a colour number per slot (0 = empty), a height per tube, and
// integer source, destination, amount and colour per pour. Meant for QF_FD, which bit-blasts them.
import type { Pour, SortLevel, SortRules } from '../../src/domain/watersort.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, IntTerm, Model } from '../../src/dsl/model.ts';
import { States } from '../../src/dsl/planning.ts';
import { slotsOf, tubesOf } from './common.ts';

interface Tubes {
  /** `colour[tube][slot]`: 1 + the colour index, or 0 when the slot is empty. */
  colour: IntTerm[][];
  height: IntTerm[];
}

interface IntPour {
  from: IntTerm;
  to: IntTerm;
  amount: IntTerm;
  colour: IntTerm;
}

const EMPTY = 0;

function declareTubes(m: Model, level: SortLevel, t: number): Tubes {
  const colour = tubesOf(level).map((tube) => slotsOf(level).map((slot) => m.int(`t${t}/tube${tube + 1}/slot${slot + 1}`, EMPTY, level.colours.length)));
  const height = tubesOf(level).map((tube) => m.int(`t${t}/tube${tube + 1} height`, 0, level.capacity));
  // A tube fills from the bottom: exactly the slots below its height hold a colour.
  for (const tube of tubesOf(level)) {
    for (const slot of slotsOf(level)) m.require('units rest on units', height[tube].gt(slot).eq(colour[tube][slot].neq(EMPTY)));
  }
  if (t === 0) {
    // The start.
    level.tubes.forEach((units, tube) => {
      m.require('start', height[tube].eq(units.length));
      for (const slot of slotsOf(level)) m.require('start', colour[tube][slot].eq(slot < units.length ? units[slot] + 1 : EMPTY));
    });
  }
  return { colour, height };
}

/** How much a pour moves, under each rule set. */
const amountRules: Record<SortRules, (m: Model, level: SortLevel, before: Tubes, after: Tubes, pour: IntPour, t: number) => void> = {
  // Water: as much as fits. The pour stops where the source's run ends or the destination is full.
  water(m, level, before, after, pour, t) {
    const full = m.bool(`t${t}/destination filled up`);
    for (const tube of tubesOf(level)) m.require('as much as fits', m.implies(m.and(full, pour.to.eq(tube)), after.height[tube].eq(level.capacity)));
    for (const tube of tubesOf(level)) {
      for (const slot of slotsOf(level)) {
        const runGoesOn = m.and(pour.from.eq(tube), after.height[tube].eq(slot + 1), before.colour[tube][slot].eq(pour.colour));
        m.require('as much as fits', m.implies(runGoesOn, full));
      }
    }
  },
  // Balls: one unit per move.
  ball(m, _level, _before, _after, pour) {
    m.require('one unit per move', pour.amount.eq(1));
  },
};

function pourStep(m: Model, level: SortLevel, before: Tubes, after: Tubes, pour: IntPour, t: number): void {
  // A tube does not pour into itself.
  m.require('one pour per step', pour.from.neq(pour.to));
  for (const tube of tubesOf(level)) {
    const [isFrom, isTo] = [pour.from.eq(tube), pour.to.eq(tube)];
    const [had, has, height, next] = [before.colour[tube], after.colour[tube], before.height[tube], after.height[tube]];
    // Every tube other than the two of the pour is unchanged.
    m.require('other tubes unchanged', m.implies(m.and(isFrom.not(), isTo.not()), m.and(next.eq(height), ...slotsOf(level).map((slot) => has[slot].eq(had[slot])))));
    // The source loses `amount` units off its top, all of the poured colour; the rest stays.
    m.require('pour from a top', m.implies(isFrom, next.eq(height.sub(pour.amount))));
    for (const slot of slotsOf(level)) {
      const leaves = m.and(next.le(slot), height.gt(slot));
      m.require('pour from a top', m.implies(m.and(isFrom, next.gt(slot)), has[slot].eq(had[slot])));
      m.require('pour from a top', m.implies(m.and(isFrom, leaves), had[slot].eq(pour.colour)));
    }
    // The destination keeps its units and receives `amount` units of the poured colour.
    m.require('lands on its colour', m.implies(isTo, next.eq(height.add(pour.amount))));
    for (const slot of slotsOf(level)) {
      m.require('lands on its colour', m.implies(m.and(isTo, height.gt(slot)), has[slot].eq(had[slot])));
      m.require('lands on its colour', m.implies(m.and(isTo, height.le(slot), next.gt(slot)), has[slot].eq(pour.colour)));
      // It lands on an empty tube or on a top of its own colour.
      m.require('lands on its colour', m.implies(m.and(isTo, height.eq(slot + 1)), had[slot].eq(pour.colour)));
    }
  }
  amountRules[level.rules](m, level, before, after, pour, t);
}

export const intSlot: PlanningEncoding<SortLevel, Pour> = {
  id: 'watersort/int-slot',
  idea: 'an integer colour per slot (0 = empty) and integer source, destination and amount, for QF_FD',
  encode(m, level) {
    const states = new States((t) => declareTubes(m, level, t));
    states.at(0);
    const pours: IntPour[] = [];
    return {
      step(t) {
        const tubes = level.tubes.length;
        pours.push({
          from: m.int(`t${t}/from`, 0, tubes - 1),
          to: m.int(`t${t}/to`, 0, tubes - 1),
          amount: m.int(`t${t}/amount`, 1, level.capacity),
          colour: m.int(`t${t}/colour`, 1, level.colours.length),
        });
        pourStep(m, level, states.at(t), states.at(t + 1), pours[t], t);
      },
      goal(horizon) {
        // Every tube is empty or full of one colour.
        const last = states.at(horizon);
        return tubesOf(level).map((tube): BoolTerm => m.and(
          m.or(last.height[tube].eq(0), last.height[tube].eq(level.capacity)),
          ...slotsOf(level).slice(1).map((slot) => last.colour[tube][slot].eq(last.colour[tube][0])),
        ));
      },
      decode: (values, horizon) => pours.slice(0, horizon).map((pour) => ({
        from: values.int(pour.from),
        to: values.int(pour.to),
        amount: values.int(pour.amount),
        colour: values.int(pour.colour) - 1,
      })),
    };
  },
};
