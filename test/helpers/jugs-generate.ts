// Small random jug puzzles for cross-checking engines and proofs against breadth-first search.
import type { JugPuzzle, JugTarget } from '../../src/kinds/jugs/jugs.ts';
import { type Random, seededRandom } from '../../src/format/random.ts';

/** Levels within the capacities that add up to `total` (which must fit). */
function spread(random: Random, capacities: number[], total: number): number[] {
  const levels = capacities.map(() => 0);
  for (let left = total; left > 0; ) {
    const jug = random.between(0, capacities.length - 1);
    if (levels[jug] < capacities[jug]) levels[jug]++, left--;
  }
  return levels;
}

/** A target the jugs could hold; without a tap, totals and exact levels keep the water there is. */
function randomTarget(random: Random, capacities: number[], tap: boolean, water: number): JugTarget {
  const room = capacities.reduce((sum, c) => sum + c, 0);
  const jug = random.between(0, capacities.length - 1);
  const targets: (() => JugTarget)[] = [
    () => ({ kind: 'any', amount: random.between(1, Math.max(...capacities)) }),
    () => ({ kind: 'jug', jug, amount: random.between(0, capacities[jug]) }),
    () => ({ kind: 'exactly', levels: spread(random, capacities, tap ? random.between(0, room) : water) }),
    () => ({ kind: 'amounts', amounts: [random.between(1, capacities[jug]), ...(capacities.length > 2 ? [random.between(0, Math.min(...capacities))] : [])] }),
    ...(tap ? [(): JugTarget => ({ kind: 'total', amount: random.between(1, room) })] : []),
  ];
  return random.pick(targets)();
}

/**
 * `count` puzzles from `seed`: two jugs up to 7 litres, or three up to 4 (5 without a tap, where
 * the water there is bounds the states); without a tap the jugs start partly filled.
 */
export function randomJugPuzzles(seed: number, count: number): JugPuzzle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const jugs = random.between(2, 3);
    const tap = random.next() < 0.5;
    const capacities = Array.from({ length: jugs }, () => random.between(1, jugs === 2 ? 7 : tap ? 4 : 5));
    const room = capacities.reduce((sum, c) => sum + c, 0);
    const start = tap && random.next() < 0.7 ? capacities.map(() => 0) : spread(random, capacities, random.between(1, room - 1));
    const water = start.reduce((sum, level) => sum + level, 0);
    return { capacities, start, tap, target: randomTarget(random, capacities, tap, water) };
  });
}
