// A largest matching between grid points (augmenting paths): Tents pairs each tree with a tent of
// its own beside it. The checker asks which trees and tents are left out; the lazy encoding asks
// which trees an unpaired one reaches, to cut them where they have too few tents around (Hall).
import { type Point, pointKey } from './point.ts';

export interface Matching {
  /** The point of `from` each matched partner went to, by the partner's key. */
  owner: Map<string, Point>;
  /** The points of `from` left unmatched, in their order. */
  alone: Point[];
}

/**
 * Matches each point of `from` in turn to one of its `partners`, moving earlier ones to another
 * partner along an augmenting path where that frees one; a point that finds none stays alone.
 */
export function largestMatching(from: readonly Point[], partners: (point: Point) => readonly Point[]): Matching {
  const owner = new Map<string, Point>();
  const claim = (point: Point, seen: Set<string>): boolean =>
    partners(point).some((partner) => {
      const key = pointKey(partner);
      if (seen.has(key)) return false;
      seen.add(key);
      const other = owner.get(key);
      if (other !== undefined && !claim(other, seen)) return false;
      owner.set(key, point);
      return true;
    });
  return { owner, alone: from.filter((point) => !claim(point, new Set())) };
}
