// The rules of a pour over one Boolean per (tube, slot, colour), one block per rule: the one-hot
// encoding is these rules alone, the strengthened one adds pruning on top.
import type { SortLevel, SortRules } from '../../src/kinds/watersort/watersort.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { exactlyFacts, not, unchangedUnless, when } from '../../src/dsl/planning.ts';
import { coloursOf, type PourChoice, type Slots, slotsOf, tubesOf } from './common.ts';

/** What a step's rules expose to strengthened encodings. */
export interface PourStep {
  /** Water: the pour stopped before the end of the source's run (the destination filled up). */
  partial?: BoolTerm;
}

/** How much a pour moves, under each rule set. */
const amountRules: Record<SortRules, (m: Model, level: SortLevel, before: Slots, after: Slots, pour: PourChoice, t: number) => PourStep> = {
  // Water: as much as fits. The pour stops only where the source's run ends or the destination is
  // full: a cleared slot just above a kept slot of the poured colour means the destination filled up.
  water(m, level, before, after, pour, t) {
    const top = level.capacity - 1;
    const partial = m.bool(`t${t}/run goes on`);
    for (const tube of tubesOf(level)) when(m, 'as much as fits', [partial, pour.to[tube]], after.filled[tube][top]);
    for (const tube of tubesOf(level)) {
      for (const slot of slotsOf(level).slice(0, top)) {
        const newTop = [after.filled[tube][slot], before.filled[tube][slot + 1], not(after.filled[tube][slot + 1])];
        for (const colour of coloursOf(level)) when(m, 'as much as fits', [...newTop, before.holds[tube][slot][colour], pour.colour[colour]], partial);
      }
    }
    return { partial };
  },
  // Balls: one unit per move; only the source loses units, so no tube loses two.
  ball(m, level, before, after) {
    for (const tube of tubesOf(level)) {
      for (const slot of slotsOf(level).slice(1))
        when(m, 'one unit per move', [before.filled[tube][slot], not(after.filled[tube][slot])], after.filled[tube][slot - 1]);
    }
    return {};
  },
};

/** Step t: the pour `pour` takes state `before` to state `after`. */
export function pourStep(m: Model, level: SortLevel, before: Slots, after: Slots, pour: PourChoice, t: number): PourStep {
  const top = level.capacity - 1;
  for (const tube of tubesOf(level)) {
    const [from, to] = [pour.from[tube], pour.to[tube]];
    const [was, is] = [before.filled[tube], after.filled[tube]];
    // Every tube other than the two of the pour keeps its units.
    unchangedUnless(m, 'other tubes unchanged', [from, to], was, is);
    // The source is not empty, loses its top unit and gains nothing.
    when(m, 'pour from a top', [from], was[0]);
    for (const slot of slotsOf(level)) {
      when(m, 'pour from a top', [from, was[slot], not(was[slot + 1] ?? false)], not(is[slot]));
      when(m, 'pour from a top', [from, is[slot]], was[slot]);
    }
    // The destination has room and loses nothing.
    when(m, 'lands on its colour', [to], not(was[top]));
    for (const slot of slotsOf(level)) when(m, 'lands on its colour', [to, was[slot]], is[slot]);
    for (const slot of slotsOf(level)) {
      const [cleared, added, stays] = [
        [was[slot], not(is[slot])],
        [not(was[slot]), is[slot]],
        [was[slot], is[slot]],
      ];
      const landsOn = slot < top ? [was[slot], not(was[slot + 1]), is[slot + 1]] : [false];
      for (const colour of coloursOf(level)) {
        const [had, has, poured] = [before.holds[tube][slot][colour], after.holds[tube][slot][colour], pour.colour[colour]];
        // A unit that stays in place keeps its colour.
        when(m, 'units keep their colour', [...stays, had], has);
        when(m, 'units keep their colour', [...stays, has], had);
        // The units that leave, and the units that arrive, are of the poured colour.
        when(m, 'pour one colour', [...cleared, had], poured);
        when(m, 'pour one colour', [...added, poured], has);
        when(m, 'pour one colour', [...added, has], poured);
        // A pour lands on an empty tube or on a top of its own colour.
        when(m, 'lands on its colour', [...landsOn, had], poured);
      }
    }
  }
  // Units are neither made nor lost: what leaves the source arrives in the destination.
  m.require('units are kept', exactlyFacts(m, after.filled.flat(), level.tubes.flat().length));
  return amountRules[level.rules](m, level, before, after, pour, t);
}
