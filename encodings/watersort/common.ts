// Shared by the water sort encodings: the state as one Boolean per (tube, slot, colour), the
// choice of a pour, the goal, the admissible lower bound and the decoder. The level's structure
// (tubes, slots, colour counts) is worked out here in TypeScript; Z3 gets only the decisions.
import type { Pour, SortLevel, SortRules } from '../../src/kinds/watersort/watersort.ts';
import type { BoolTerm, Model, Values } from '../../src/dsl/model.ts';
import { atMostFacts, chooseOne, clause, type Fact, not, when } from '../../src/dsl/planning.ts';

/** A state: `holds[tube][slot][colour]`, and `filled[tube][slot]` (the slot holds some colour). */
export interface Slots {
  holds: Fact[][][];
  filled: Fact[][];
}

/** What makes up a state: which slots are filled, and with which colour. */
export const slotParts = (state: Slots): Fact[] => [...state.holds.flat(2), ...state.filled.flat()];

/** The decision of one step: one source tube, one destination tube, one colour poured. */
export interface PourChoice {
  from: BoolTerm[];
  to: BoolTerm[];
  colour: BoolTerm[];
}

export const range = (count: number) => Array.from({ length: count }, (_, index) => index);
export const tubesOf = (level: SortLevel) => range(level.tubes.length);
export const slotsOf = (level: SortLevel) => range(level.capacity);
export const coloursOf = (level: SortLevel) => range(level.colours.length);

/** How many full tubes each colour fills when sorted (a level whose counts don't divide is unsolvable). */
export function tubesPerColour(level: SortLevel): number[] {
  const units = coloursOf(level).map(() => 0);
  for (const tube of level.tubes) for (const colour of tube) units[colour]++;
  return units.map((count) => Math.floor(count / level.capacity));
}

/** The start, known in full: no variables. */
export function startSlots(level: SortLevel): Slots {
  return {
    holds: level.tubes.map((tube) => slotsOf(level).map((slot) => coloursOf(level).map((colour) => tube[slot] === colour))),
    filled: level.tubes.map((tube) => slotsOf(level).map((slot) => slot < tube.length)),
  };
}

/** The state after step t-1, with the rules every state obeys. */
export function declareSlots(m: Model, level: SortLevel, t: number): Slots {
  const name = (tube: number, slot: number) => `t${t}/tube${tube + 1}/slot${slot + 1}`;
  const holds = tubesOf(level).map((tube) =>
    slotsOf(level).map((slot) => coloursOf(level).map((colour) => m.bool(`${name(tube, slot)}=${level.colours[colour]}`))),
  );
  const filled = tubesOf(level).map((tube) => slotsOf(level).map((slot) => m.bool(`${name(tube, slot)} filled`)));
  for (const tube of tubesOf(level)) {
    for (const slot of slotsOf(level)) {
      // An empty slot holds no colour (a filled one holds the colour its pour brought).
      for (const colour of holds[tube][slot]) when(m, 'one colour per slot', [colour], filled[tube][slot]);
      // Units rest on units: a tube fills from the bottom.
      if (slot > 0) when(m, 'units rest on units', [filled[tube][slot]], filled[tube][slot - 1]);
    }
  }
  return { holds, filled };
}

/** Step t pours from one tube into another tube, one colour. */
export function choosePour(m: Model, level: SortLevel, t: number): PourChoice {
  const tubeNames = tubesOf(level).map((tube) => `tube${tube + 1}`);
  const choice = {
    from: chooseOne(m, 'one pour per step', `t${t}/from`, tubeNames),
    to: chooseOne(m, 'one pour per step', `t${t}/to`, tubeNames),
    colour: chooseOne(m, 'one pour per step', `t${t}/colour`, level.colours),
  };
  // A tube does not pour into itself.
  for (const tube of tubesOf(level)) when(m, 'one pour per step', [choice.from[tube], choice.to[tube]]);
  return choice;
}

/** The goal: every tube empty or full of one colour. */
export function sortedGoal(m: Model, level: SortLevel, state: Slots): BoolTerm[] {
  const top = level.capacity - 1;
  const goal: (BoolTerm | true)[] = [];
  for (const tube of tubesOf(level)) {
    goal.push(clause(m, [state.filled[tube][0]], state.filled[tube][top]));
    for (const slot of slotsOf(level).slice(1)) {
      for (const colour of coloursOf(level)) goal.push(clause(m, [state.holds[tube][slot][colour]], state.holds[tube][slot - 1][colour]));
    }
  }
  return goal.filter((term): term is BoolTerm => term !== true);
}

export const read = (values: Values, fact: Fact) => (typeof fact === 'boolean' ? fact : values.bool(fact));

/** The pours of a plan, read from the choices and the heights before and after each step. */
export function decodePours(values: Values, level: SortLevel, states: (t: number) => Slots, choices: PourChoice[], horizon: number): Pour[] {
  const height = (state: Slots, tube: number) => state.filled[tube].filter((fact) => read(values, fact)).length;
  return choices.slice(0, horizon).map((choice, t) => {
    const from = choice.from.findIndex((term) => values.bool(term));
    return {
      from,
      to: choice.to.findIndex((term) => values.bool(term)),
      colour: choice.colour.findIndex((term) => values.bool(term)),
      amount: height(states(t), from) - height(states(t + 1), from),
    };
  });
}

/**
 * The admissible lower bound on the moves left, as a condition `bound(state) <= limit` (the same
 * bound as the simulator's, built here from the state's Booleans). Its parts are declared once per
 * state; `atMost(limit)` is asked per horizon.
 */
export type Bound = (limit: number) => BoolTerm;

export const lowerBound: Record<SortRules, (m: Model, level: SortLevel, state: Slots, t: number) => Bound> = {
  // Water: a pour joins at most one pair of blocks, and a colour that is at no tube's bottom needs
  // one pour into an empty tube that joins nothing. So with `starts` the blocks that begin above
  // a tube's bottom, a colour's extra bottom blocks counted, and its missing bottom counted too:
  // bound = blocks above bottoms + bottom blocks - colours with a bottom block.
  water(m, level, state, t) {
    const starts: Fact[] = [];
    for (const tube of tubesOf(level)) {
      for (const slot of slotsOf(level).slice(1)) {
        const start = m.bool(`t${t}/tube${tube + 1}/slot${slot + 1} starts a block`);
        for (const colour of coloursOf(level)) {
          when(m, 'lower bound', [state.holds[tube][slot][colour], not(state.holds[tube][slot - 1][colour])], start);
        }
        starts.push(start);
      }
    }
    const { bottoms, missing, single } = bottomColours(m, level, state, t);
    return (limit) => atMostFacts(m, [...starts, ...bottoms, ...missing], limit + single);
  },
  // Balls: a unit that never moves lies in a bottom run of its colour, in one tube per full tube
  // of that colour, and a move moves one unit: bound = units - units kept in such bottom runs.
  ball(m, level, state, t) {
    const perColour = tubesPerColour(level);
    const units = level.tubes.flat().length;
    const kept = tubesOf(level).map((tube) => slotsOf(level).map((slot) => m.bool(`t${t}/tube${tube + 1}/slot${slot + 1} kept`)));
    for (const tube of tubesOf(level)) {
      for (const slot of slotsOf(level)) {
        when(m, 'lower bound', [kept[tube][slot]], state.filled[tube][slot]);
        if (slot === 0) continue;
        when(m, 'lower bound', [kept[tube][slot]], kept[tube][slot - 1]);
        for (const colour of coloursOf(level)) when(m, 'lower bound', [kept[tube][slot], state.holds[tube][slot - 1][colour]], state.holds[tube][slot][colour]);
      }
    }
    for (const colour of coloursOf(level)) {
      const keeps = tubesOf(level).map((tube) => m.bool(`t${t}/tube${tube + 1} keeps ${level.colours[colour]}`));
      for (const tube of tubesOf(level)) when(m, 'lower bound', [kept[tube][0], state.holds[tube][0][colour]], keeps[tube]);
      m.require('lower bound', m.atMost(keeps, perColour[colour]));
    }
    return (limit) => m.atLeast(kept.flat(), units - limit);
  },
};

/**
 * For the colours that fill exactly one tube: the facts "tube i has this colour at its bottom" and
 * "no tube has this colour at its bottom" (the latter a Boolean that may only be true when so).
 */
function bottomColours(m: Model, level: SortLevel, state: Slots, t: number) {
  const single = coloursOf(level).filter((colour) => tubesPerColour(level)[colour] === 1);
  const bottoms = single.flatMap((colour) => tubesOf(level).map((tube) => state.holds[tube][0][colour]));
  const missing = single.map((colour) => {
    const has = m.bool(`t${t}/${level.colours[colour]} at a bottom`);
    when(m, 'lower bound', [has], ...tubesOf(level).map((tube) => state.holds[tube][0][colour]));
    return not(has);
  });
  return { bottoms, missing, single: single.length };
}

/** The same lower bound at the start, computed in TypeScript (the start is known). */
export function startBound(level: SortLevel): number {
  const perColour = tubesPerColour(level);
  const filledTubes = level.tubes.filter((tube) => tube.length > 0);
  const bottomRun = (tube: number[]) => (tube.findIndex((colour) => colour !== tube[0]) === -1 ? tube.length : tube.findIndex((colour) => colour !== tube[0]));
  const bound: Record<SortRules, () => number> = {
    water: () => {
      const above = filledTubes.reduce((sum, tube) => sum + tube.filter((colour, slot) => slot > 0 && colour !== tube[slot - 1]).length, 0);
      const single = coloursOf(level).filter((colour) => perColour[colour] === 1);
      const bottoms = single.map((colour) => filledTubes.filter((tube) => tube[0] === colour).length);
      return above + bottoms.reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    },
    ball: () => {
      const kept = coloursOf(level).map((colour) => {
        const runs = filledTubes
          .filter((tube) => tube[0] === colour)
          .map(bottomRun)
          .sort((a, b) => b - a);
        return runs.slice(0, perColour[colour]).reduce((sum, run) => sum + run, 0);
      });
      return level.tubes.flat().length - kept.reduce((sum, run) => sum + run, 0);
    },
  };
  return bound[level.rules]();
}

/**
 * The amount poured, as "at least n units" for n = 1..capacity, tied to the heights of both tubes:
 * the source falls and the destination rises by it. Implied by the pour rules, but with it a chosen
 * pour fixes the heights after it by propagation instead of by search.
 */
export function linkAmount(m: Model, level: SortLevel, before: Slots, after: Slots, pour: PourChoice, t: number): void {
  const capacity = level.capacity;
  // Every pour moves at least one unit and at most a tube's capacity.
  const atLeast: Fact[] = [true, true, ...range(capacity - 1).map((more) => m.bool(`t${t}/pours at least ${more + 2}`)), false];
  for (let amount = 2; amount < capacity; amount++) when(m, 'amount', [atLeast[amount + 1]], atLeast[amount]);
  // Slots below the bottom count as filled, slots above the top as empty.
  const filled = (state: Slots, tube: number, slot: number): Fact => (slot < 0 ? true : slot >= capacity ? false : state.filled[tube][slot]);
  for (const tube of tubesOf(level)) {
    for (let height = 0; height <= capacity; height++) {
      for (let amount = 1; amount <= capacity; amount++) {
        const [atMostHeight, aboveHeight] = [not(filled(before, tube, height)), filled(before, tube, height)];
        // The source: at most `height` high, pouring at least `amount`, keeps at most height - amount...
        when(m, 'amount', [pour.from[tube], atMostHeight, atLeast[amount]], not(filled(after, tube, height - amount)));
        // ...and above `height`, pouring at most `amount`, keeps more than height - amount.
        when(m, 'amount', [pour.from[tube], aboveHeight, not(atLeast[amount + 1])], filled(after, tube, height - amount));
        // The destination rises by the same amount.
        when(m, 'amount', [pour.to[tube], aboveHeight, atLeast[amount]], filled(after, tube, height + amount));
        when(m, 'amount', [pour.to[tube], atMostHeight, not(atLeast[amount + 1])], not(filled(after, tube, height + amount)));
      }
    }
  }
}

/** What the order of two consecutive pours depends on. */
export interface Ordered {
  pour: PourChoice;
  intoEmpty: BoolTerm;
  /** The pour stopped before the end of its run (always false under ball rules). */
  partial: Fact;
}

/**
 * Consecutive pours on four different tubes, neither into an empty tube, commute; so do two whole
 * pours onto one tube from two others. Take such pairs in order of their source tubes.
 */
export function commuting(m: Model, level: SortLevel, previous: Ordered, step: Ordered, t: number): void {
  const shared = m.bool(`t${t}/shares a tube with t${t - 1}`);
  const both = tubesOf(level).map((tube) => m.bool(`t${t}/tube${tube + 1} in both pours`));
  when(m, 'symmetry', [shared], ...both);
  for (const tube of tubesOf(level)) {
    when(m, 'symmetry', [both[tube]], previous.pour.from[tube], previous.pour.to[tube]);
    when(m, 'symmetry', [both[tube]], step.pour.from[tube], step.pour.to[tube]);
    // A tube that is the destination of both only orders them when the second pour stops short.
    when(m, 'symmetry', [both[tube]], previous.pour.from[tube], step.pour.from[tube], step.partial);
    for (const earlier of tubesOf(level).slice(0, tube)) {
      when(m, 'symmetry', [previous.pour.from[tube], step.pour.from[earlier]], shared, previous.intoEmpty, step.intoEmpty);
    }
  }
}
