// Water sort with bounded integers, meant for QF_FD, which bit-blasts them: the integer rules of a
// pour (int-pour-rules.ts) over a colour number per slot and a height per tube.
import type { Pour, SortLevel } from '../../src/kinds/watersort/watersort.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { States } from '../../src/dsl/planning.ts';
import { slotsOf, tubesOf } from './common.ts';
import { EMPTY, type IntPour, pourStep, type Tubes } from './int-pour-rules.ts';

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

export const intSlot: PlanningEncoding<SortLevel, Pour> = {
  id: 'watersort/int-slot',
  idea: 'an integer colour per slot (0 = empty) and integer source, destination and amount, for QF_FD',
  transitionSystem: true,
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
      state: (t) => [...states.at(t).colour.flat(), ...states.at(t).height],
      goal(horizon) {
        // Every tube is empty or full of one colour.
        const last = states.at(horizon);
        return tubesOf(level).map(
          (tube): BoolTerm =>
            m.and(
              m.or(last.height[tube].eq(0), last.height[tube].eq(level.capacity)),
              ...slotsOf(level)
                .slice(1)
                .map((slot) => last.colour[tube][slot].eq(last.colour[tube][0])),
            ),
        );
      },
      decode: (values, horizon) =>
        pours.slice(0, horizon).map((pour) => ({
          from: values.int(pour.from),
          to: values.int(pour.to),
          amount: values.int(pour.amount),
          colour: values.int(pour.colour) - 1,
        })),
    };
  },
};
