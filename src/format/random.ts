// A small seeded random number generator, so that a seed always gives the same puzzle on every
// platform (Math.random cannot be seeded).

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [lo, hi], both included. */
  between(lo: number, hi: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** The list in a random order (a new array). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): one 32-bit state, full period 2^32, good enough
 * for puzzle layouts. `stream` derives independent sequences from one seed (retries of a generator).
 */
export function seededRandom(seed: number, stream = 0): Random {
  let state = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b)) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const between = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    between,
    pick: (items) => items[between(0, items.length - 1)],
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = between(0, i);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
