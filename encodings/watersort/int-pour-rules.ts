// The rules of a pour over integers: a colour number per slot (0 = empty), a height per tube,
// and integer source, destination, amount and colour per pour; one block per rule.
import type { SortLevel, SortRules } from '../../src/kinds/watersort/watersort.ts';
import type { IntTerm, Model } from '../../src/dsl/model.ts';
import { slotsOf, tubesOf } from './common.ts';

export interface Tubes {
  /** `colour[tube][slot]`: 1 + the colour index, or 0 when the slot is empty. */
  colour: IntTerm[][];
  height: IntTerm[];
}

export interface IntPour {
  from: IntTerm;
  to: IntTerm;
  amount: IntTerm;
  colour: IntTerm;
}

export const EMPTY = 0;

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

export function pourStep(m: Model, level: SortLevel, before: Tubes, after: Tubes, pour: IntPour, t: number): void {
  // A tube does not pour into itself.
  m.require('one pour per step', pour.from.neq(pour.to));
  for (const tube of tubesOf(level)) {
    const [isFrom, isTo] = [pour.from.eq(tube), pour.to.eq(tube)];
    const [had, has, height, next] = [before.colour[tube], after.colour[tube], before.height[tube], after.height[tube]];
    // Every tube other than the two of the pour is unchanged.
    m.require(
      'other tubes unchanged',
      m.implies(m.and(isFrom.not(), isTo.not()), m.and(next.eq(height), ...slotsOf(level).map((slot) => has[slot].eq(had[slot])))),
    );
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
