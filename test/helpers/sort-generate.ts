// Small random water sort / ball sort deals for oracle tests: `colours` full tubes of shuffled
// units plus `empties` empty tubes. Seeded, so a failing case can be replayed.
import type { SortLevel, SortRules } from '../../src/kinds/watersort/watersort.ts';

export interface DealShape {
  colours: number;
  capacity: number;
  empties: number;
  rules: SortRules;
}

const NAMES = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'cyan', 'brown', 'gray', 'lime', 'navy'];

/** mulberry32: one 32-bit state, the same sequence on every platform. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomSortLevel(seed: number, shape: DealShape): SortLevel {
  const random = generator(seed);
  const units = Array.from({ length: shape.colours * shape.capacity }, (_, unit) => Math.floor(unit / shape.capacity));
  // Fisher-Yates shuffle.
  for (let unit = units.length - 1; unit > 0; unit--) {
    const other = Math.floor(random() * (unit + 1));
    [units[unit], units[other]] = [units[other], units[unit]];
  }
  const tubes = Array.from({ length: shape.colours }, (_, tube) => units.slice(tube * shape.capacity, (tube + 1) * shape.capacity));
  for (let empty = 0; empty < shape.empties; empty++) tubes.push([]);
  return { rules: shape.rules, capacity: shape.capacity, colours: NAMES.slice(0, shape.colours), tubes };
}
