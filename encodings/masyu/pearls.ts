// The pearl rules, shared by the Masyu encodings: stated on "the line leaves this cell in that
// direction", which each encoding defines from its own variables.
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { type Point, SIDES, type Side, move } from '../../src/dsl/grid/index.ts';
import { type Masyu, pearlCells } from '../../src/kinds/masyu/masyu.ts';

/** Whether the loop leaves a cell by a side: false at the border. */
export type Arm = (cell: Point, side: Side) => BoolTerm;

/** The two axes, each as its pair of opposite sides: across, then down. */
const AXES: [Side, Side][] = [
  ['E', 'W'],
  ['N', 'S'],
];

export function requirePearls(m: Model, p: Masyu, arm: Arm): void {
  for (const here of pearlCells(p)) {
    // The line through the pearl's neighbour in a direction goes on in that direction.
    const onward = (side: Side) => arm(move(here, side), side);
    if (here.pearl === 'white') {
      // On a white pearl the loop goes straight ...
      m.require('white pearl goes straight', m.or(...AXES.map(([a, b]) => m.and(arm(here, a), arm(here, b)))));
      // ... and turns in the cell before or after it (or both).
      for (const [a, b] of AXES) m.require('white pearl turns beside', m.implies(m.and(arm(here, a), arm(here, b)), m.or(m.not(onward(a)), m.not(onward(b)))));
    } else {
      // On a black pearl the loop turns: one line leaves it across and one down (two lines in all).
      m.require('black pearl turns', ...AXES.map(([a, b]) => m.or(arm(here, a), arm(here, b))));
      // ... and goes straight through the next cell on both sides.
      for (const side of SIDES) m.require('black pearl goes straight beside', m.implies(arm(here, side), onward(side)));
    }
  }
}
