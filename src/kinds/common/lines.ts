// What the kinds played by drawing lines share (serve's play.lines): the drawn segments seen from
// each point, as the sides lines leave it by and how many lines on each.
import { type Point, type Side, pointKey } from '../../dsl/grid/index.ts';
import type { Segment } from '../../kind/grid-spec.ts';

/** The sides lines leave each point by (a segment between ends in line counts on the side it leaves). */
export function armsOf(segments: readonly Segment[]): (point: Point) => Map<Side, number> {
  const arms = new Map<string, Map<Side, number>>();
  const add = (point: Point, side: Side, count: number) => {
    const key = pointKey(point);
    if (!arms.has(key)) arms.set(key, new Map());
    arms.get(key)?.set(side, count);
  };
  for (const { from, to, count } of segments) {
    // from comes first in reading order: the segment runs east or south of it.
    const side: Side = from.row === to.row ? 'E' : 'S';
    add(from, side, count);
    add(to, side === 'E' ? 'W' : 'N', count);
  }
  return (point) => arms.get(pointKey(point)) ?? new Map();
}
