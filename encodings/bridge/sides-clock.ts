// Sides and a clock: one Boolean per person per state (on the far side?), one Boolean per person
// per step (walking?), and an integer clock that each crossing advances by its slowest walker.
import type { BridgePuzzle, Crossing } from '../../src/kinds/bridge/bridge.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, IntTerm } from '../../src/dsl/model.ts';

export const sidesClock: PlanningEncoding<BridgePuzzle, Crossing> = {
  id: 'bridge/sides-clock',
  idea: 'a side Boolean per person per state, walkers per step, an integer clock advanced by the slowest walker',
  transitionSystem: true,
  encode(m, puzzle) {
    const people = puzzle.people.map((_, person) => person);
    const minutes = puzzle.people.map((walker) => walker.minutes);
    const slowest = Math.max(...minutes);
    const sidesAt = (t: number) => people.map((person) => m.bool(`far[t=${t}][${puzzle.people[person].name}]`));
    const far: BoolTerm[][] = [sidesAt(0)];
    const torchFar: BoolTerm[] = [m.bool('torch far[t=0]')];
    // The clock may run past the torch by one crossing, so that the time limit is a rule of its own.
    const clock: IntTerm[] = [m.int('clock[t=0]', 0, puzzle.torch + slowest)];
    const walking: BoolTerm[][] = [];

    // Everyone and the torch start on the near side, at minute 0.
    m.require('start', ...far[0].map((side) => side.not()), torchFar[0].not(), clock[0].eq(0));

    return {
      step(t) {
        far.push(sidesAt(t + 1));
        torchFar.push(m.bool(`torch far[t=${t + 1}]`));
        clock.push(m.int(`clock[t=${t + 1}]`, 0, puzzle.torch + slowest));
        const walkers = people.map((person) => m.bool(`walks[t=${t}][${puzzle.people[person].name}]`));
        walking.push(walkers);
        const minutesTaken = m.int(`minutes[t=${t}]`, Math.min(...minutes), slowest);

        // The torch crosses with every move.
        m.require('torch', torchFar[t + 1].eq(torchFar[t].not()));

        // Walkers set out from the torch's side and arrive on its new side; everyone else stays.
        for (const person of people) {
          m.require('walkers', m.implies(walkers[person], m.and(far[t][person].eq(torchFar[t]), far[t + 1][person].eq(torchFar[t + 1]))));
          m.require('frame', m.implies(walkers[person].not(), far[t + 1][person].eq(far[t][person])));
        }

        // Someone carries the torch, and the bridge holds at most `capacity` people.
        m.require('capacity', m.atLeast(walkers, 1), m.atMost(walkers, puzzle.capacity));

        // A crossing takes as long as the slowest walker: no less than any walker, and as long as one.
        m.require('pace', ...people.map((person) => m.implies(walkers[person], minutesTaken.ge(minutes[person]))));
        m.require('pace', m.or(...people.map((person) => m.and(walkers[person], minutesTaken.le(minutes[person])))));
        m.require('clock', clock[t + 1].eq(clock[t].add(minutesTaken)));

        // The total time stays within the limit: the torch burns for `torch` minutes.
        m.require('time limit', clock[t + 1].le(puzzle.torch));
      },
      state: (t) => [...far[t], torchFar[t], clock[t]],
      // Everyone is on the far side.
      goal: (horizon) => far[horizon],
      decode: (values, horizon) =>
        walking.slice(0, horizon).map((walkers, t) => ({
          direction: values.bool(torchFar[t]) ? 'back' : 'across',
          walkers: people.filter((person) => values.bool(walkers[person])),
        })),
    };
  },
};
