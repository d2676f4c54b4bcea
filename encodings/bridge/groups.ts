// Groups: every group that could walk together (1..capacity people) is one Boolean per step, and
// exactly one group crosses. Time is pseudo-Boolean: the chosen groups' minutes add up within
// the torch's minutes, with no integers at all.
import type { BridgePuzzle, Crossing } from '../../src/kinds/bridge/bridge.ts';
import { UsageError } from '../../src/errors.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { type BoolTerm, PB_COEFFICIENT_LIMIT } from '../../src/dsl/model.ts';

/** Every set of 1..capacity people, as ascending person indexes. */
function walkingGroups(count: number, capacity: number): number[][] {
  const groups: number[][] = [];
  const extend = (group: number[], from: number) => {
    if (group.length > 0) groups.push(group);
    if (group.length < capacity) for (let person = from; person < count; person++) extend([...group, person], person + 1);
  };
  extend([], 0);
  return groups;
}

export const groups: PlanningEncoding<BridgePuzzle, Crossing> = {
  id: 'bridge/groups',
  idea: 'one Boolean per possible walking group per step (exactly one crosses); time as a pseudo-Boolean sum of group minutes',
  encode(m, puzzle) {
    // The minutes are the weights of a pseudo-Boolean sum and the torch its bound: Z3 reads them
    // as 32-bit integers. The other engines count minutes up to the format's own limit.
    const longest = Math.max(puzzle.torch, ...puzzle.people.map((walker) => walker.minutes));
    if (longest > PB_COEFFICIENT_LIMIT) {
      throw new UsageError(
        `bridge/groups takes minutes and torch up to ${PB_COEFFICIENT_LIMIT} (2^31 - 1: Z3's pseudo-Boolean weights are ` +
          `32-bit integers), not ${longest}; use --engine bridge/sides-clock or bridge/bfs`,
      );
    }
    const people = puzzle.people.map((_, person) => person);
    const name = (group: number[]) => group.map((person) => puzzle.people[person].name).join('+');
    // The bridge holds at most `capacity` people, so only groups that small exist; a group walks
    // at the pace of its slowest member.
    const options = walkingGroups(people.length, puzzle.capacity).map((group) => ({
      group,
      minutes: Math.max(...group.map((person) => puzzle.people[person].minutes)),
    }));
    const sidesAt = (t: number) => people.map((person) => m.bool(`far[t=${t}][${puzzle.people[person].name}]`));
    const far: BoolTerm[][] = [sidesAt(0)];
    const chosen: BoolTerm[][] = [];

    // Everyone starts on the near side.
    m.require('start', ...far[0].map((side) => side.not()));

    return {
      step(t) {
        far.push(sidesAt(t + 1));
        const crosses = options.map(({ group }) => m.bool(`crosses[t=${t}][${name(group)}]`));
        chosen.push(crosses);
        // The torch crosses with every move: it is on the near side before moves 1, 3, 5, ...
        const torchFar = t % 2 === 1;

        // Exactly one group carries the torch over.
        m.require('one group', m.exactly(crosses, 1));

        // The group sets out from the torch's side.
        options.forEach(({ group }, option) => {
          m.require('walkers', m.implies(crosses[option], m.and(...group.map((person) => far[t][person].eq(m.constant(torchFar))))));
        });

        // Members of the crossing group change sides; everyone else stays.
        for (const person of people) {
          const walks = m.or(...options.flatMap(({ group }, option) => (group.includes(person) ? [crosses[option]] : [])));
          m.require('move', far[t + 1][person].eq(m.xor(far[t][person], walks)));
        }

        // The total time stays within the limit: the crossings so far take at most the torch's minutes.
        const crossed = chosen.flat();
        m.require(
          'time limit',
          m.weightedAtMost(
            crossed,
            crossed.map((_, index) => options[index % options.length].minutes),
            puzzle.torch,
          ),
        );
      },
      // The torch's side follows from the step's number, and the time from the groups so far.
      state: (t) => far[t],
      // Everyone is on the far side.
      goal: (horizon) => far[horizon],
      decode: (values, horizon) =>
        chosen.slice(0, horizon).map((crosses, t) => ({
          direction: t % 2 === 0 ? 'across' : 'back',
          walkers: options[crosses.findIndex((crossed) => values.bool(crossed))].group,
        })),
    };
  },
};
