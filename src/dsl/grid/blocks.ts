// "No 2x2 block": a rule of the shading kinds (Nurikabe's sea, LITS's shaded cells), stated on
// every 2x2 block of the grid as "at most three of its cells".
import type { BoolTerm, Model } from '../model.ts';
import { type Point, type Size, squares } from './point.ts';

/** Requires, under `rule`, that no 2x2 block has all four of its cells `chosen`; `keep`: the blocks to state it on (all by default). */
export function noFullBlock(m: Model, rule: string, size: Size, chosen: (point: Point) => BoolTerm, keep = (_block: Point[]) => true): void {
  for (const block of squares(size).filter(keep)) {
    const cells = block.map((point) => chosen(point));
    m.require(rule, m.atMost(cells, 3));
  }
}
