// One level, one formula: the tubes of a level are interchangeable and its colours are only names,
// so the order a file lists the tubes in, which end of a tube it lists first, and what it calls the
// colours change nothing about the puzzle. Before a level is encoded it is put in a canonical form
// (colours numbered and named c1, c2, ... by their place in the level's structure, tubes sorted by
// their contents), with the map back, so that every presentation of a level gives the same formula
// and its plans are reported, and verified by the simulator, in the user's tube numbers and colours.
//
// The canonical numbering of the colours is found as a graph's canonical labelling is: colour
// refinement (a colour is told apart from another by the tubes and slots it occupies, a tube by the
// colours it holds, until nothing more is told apart), then, where colours are still alike, each
// of them tried first in turn and the least level kept. Every step reads only the level's
// structure, never the order it was given in; levels from games are told apart by refinement alone.
import type { Pour, SortLevel } from './watersort.ts';

export interface CanonicalLevel {
  /** The level in canonical form: colours c1..cN, tubes sorted (empty ones last). */
  level: SortLevel;
  /** `tube[i]`: the user's index of canonical tube i. */
  tube: number[];
  /** `colour[k]`: the user's index of canonical colour k. */
  colour: number[];
  /** False when the tie-breaking stopped at its limit: the form is then a correct relabelling, but not certain to be canonical. */
  exact: boolean;
}

/** Leaves of the tie-breaking tried at most (a level with that many alike colours is a contrived one). */
const MAX_LEAVES = 5000;

const compareArrays = (a: readonly number[], b: readonly number[]): number => {
  for (let index = 0; index < Math.min(a.length, b.length); index++) if (a[index] !== b[index]) return a[index] - b[index];
  return a.length - b.length;
};

/** Tubes in canonical order: by contents, bottom first; empty tubes last. */
const compareTubes = (a: readonly number[], b: readonly number[]): number => (a.length === 0 || b.length === 0 ? b.length - a.length : compareArrays(a, b));

/** Each key's rank among the distinct keys, in sorted order. */
function ranks(keys: number[][]): number[] {
  const distinct = [...new Map(keys.map((key) => [key.join(','), key])).values()].sort(compareArrays);
  const rankOf = new Map(distinct.map((key, index) => [key.join(','), index]));
  return keys.map((key) => rankOf.get(key.join(','))!);
}

/** Refines a colouring of the colours until stable: a colour's signature is its class and the (tube class, slot) of each of its units. */
function refine(level: SortLevel, classes: number[]): number[] {
  let current = ranks(classes.map((value) => [value]));
  for (;;) {
    const tubeClass = ranks(level.tubes.map((tube) => [tube.length, ...tube.map((colour) => current[colour])]));
    const places: number[][] = current.map(() => []);
    level.tubes.forEach((tube, index) => tube.forEach((colour, slot) => places[colour].push(tubeClass[index] * 64 + slot)));
    const next = ranks(current.map((value, colour) => [value, ...places[colour].sort((a, b) => a - b)]));
    if (new Set(next).size === new Set(current).size) return current;
    current = next;
  }
}

/** The level's tubes under a numbering of its colours, sorted. */
const relabelled = (level: SortLevel, classes: number[]) => level.tubes.map((tube) => tube.map((colour) => classes[colour])).sort(compareTubes);

const leafKey = (tubes: number[][]) => tubes.map((tube) => tube.join(',')).join('|');

/** The canonical form of a level, with the map back to the user's tubes and colours. */
export function canonicalLevel(level: SortLevel): CanonicalLevel {
  const count = level.colours.length;
  const units = level.colours.map(() => 0);
  for (const tube of level.tubes) for (const colour of tube) units[colour]++;
  let best: { key: string; classes: number[] } | undefined;
  let leaves = 0;
  const search = (classes: number[]) => {
    if (leaves >= MAX_LEAVES) return;
    const refined = refine(level, classes);
    const cells = new Map<number, number[]>();
    refined.forEach((value, colour) => cells.set(value, [...(cells.get(value) ?? []), colour]));
    const tied = [...cells.entries()].filter(([, members]) => members.length > 1).sort(([a], [b]) => a - b)[0];
    if (!tied) {
      leaves++;
      const key = leafKey(relabelled(level, refined));
      if (!best || key < best.key) best = { key, classes: refined };
      return;
    }
    // Each colour of the first cell still alike is tried as the first of its cell.
    for (const chosen of tied[1]) search(refined.map((value, colour) => 2 * value + (colour === chosen || value !== tied[0] ? 0 : 1)));
  };
  // Colours unused in the tubes (none, in a level that parses) count too, by their units.
  search(units.map((amount) => amount));
  const classes = best!.classes;
  const colour = new Array<number>(count);
  classes.forEach((value, original) => {
    colour[value] = original;
  });
  const tube = level.tubes
    .map((_, index) => index)
    .sort(
      (a, b) =>
        compareTubes(
          level.tubes[a].map((unit) => classes[unit]),
          level.tubes[b].map((unit) => classes[unit]),
        ) || a - b,
    );
  return {
    level: {
      rules: level.rules,
      capacity: level.capacity,
      colours: colour.map((_, index) => `c${index + 1}`),
      tubes: tube.map((index) => level.tubes[index].map((unit) => classes[unit])),
    },
    tube,
    colour,
    exact: leaves < MAX_LEAVES,
  };
}

/** A pour on the canonical level, in the user's tubes and colours. */
export const pourBack = (canonical: CanonicalLevel, pour: Pour): Pour => ({
  from: canonical.tube[pour.from] ?? pour.from,
  to: canonical.tube[pour.to] ?? pour.to,
  amount: pour.amount,
  colour: canonical.colour[pour.colour] ?? pour.colour,
});
