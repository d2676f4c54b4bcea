// Water sort over one Boolean per (tube, slot, colour): the rules of a pour (pour-rules.ts) and
// nothing else, the baseline the strengthened encoding is measured against.
import type { Pour, SortLevel } from '../../src/kinds/watersort/watersort.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { States } from '../../src/dsl/planning.ts';
import { choosePour, declareSlots, decodePours, type PourChoice, slotParts, sortedGoal, startSlots } from './common.ts';
import { pourStep } from './pour-rules.ts';

export const oneHot: PlanningEncoding<SortLevel, Pour> = {
  id: 'watersort/one-hot',
  idea: 'one Boolean per (tube, slot, colour); a pour picks a source, a destination and a colour',
  transitionSystem: true,
  encode(m, level) {
    const states = new States((t) => (t === 0 ? startSlots(level) : declareSlots(m, level, t)));
    const pours: PourChoice[] = [];
    return {
      step(t) {
        pours.push(choosePour(m, level, t));
        pourStep(m, level, states.at(t), states.at(t + 1), pours[t], t);
      },
      state: (t) => slotParts(states.at(t)),
      goal: (horizon) => sortedGoal(m, level, states.at(horizon)),
      decode: (values, horizon) => decodePours(values, level, (t) => states.at(t), pours, horizon),
    };
  },
};
