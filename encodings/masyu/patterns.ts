// What the pearls force before any search, as players see it at a glance, worked out in plain
// TypeScript and handed to Z3 as fixed lines; and the pearl rules as plain clauses over the arms
// (no nested and/or for Z3's preprocessing to take apart). Both are implied by the rules: they
// only save the solver from finding them.
import type { Model } from '../../src/dsl/model.ts';
import { type Point, SIDES, type Side, inside, move, opposite } from '../../src/dsl/grid/index.ts';
import { type Masyu, pearlCells } from '../../src/kinds/masyu/masyu.ts';
import type { Arm } from './pearls.ts';

/** A line the pearls force on (or off): the loop leaves `cell` by `side`, or never does. */
export interface Forced {
  cell: Point;
  side: Side;
  on: boolean;
}

const ACROSS: readonly Side[] = ['E', 'W'];
const DOWN: readonly Side[] = ['N', 'S'];
const across = (side: Side) => ACROSS.includes(side);

export function forcedLines(p: Masyu): Forced[] {
  const pearlAt = (cell: Point) => (inside(p, cell) ? p.pearls[cell.row][cell.col] : null);
  const forced: Forced[] = [];
  const straight = (cell: Point, sides: readonly Side[]) => {
    for (const side of SIDES) forced.push({ cell, side, on: sides.includes(side) });
  };
  for (const here of pearlCells(p)) {
    if (here.pearl === 'black') {
      // A black pearl's leg runs two cells straight through a cell that does not turn: it cannot
      // head for the border closer than that, nor into a neighbouring black pearl. It goes the
      // other way, both cells of that leg.
      for (const side of SIDES) {
        if (inside(p, move(here, side, 2)) && pearlAt(move(here, side)) !== 'black') continue;
        const away = opposite(side);
        forced.push({ cell: here, side, on: false }, { cell: here, side: away, on: true }, { cell: move(here, away), side: away, on: true });
      }
    } else {
      // A white pearl on the border runs along it.
      if (here.row === 0 || here.row === p.height - 1) straight(here, ACROSS);
      if (here.col === 0 || here.col === p.width - 1) straight(here, DOWN);
      // Three white pearls in a row: the line runs across the row through each (along it, the
      // middle one would have no turn beside it, and then its neighbours could not run along it).
      for (const side of ['E', 'S'] as const) {
        const line = [move(here, opposite(side)), here, move(here, side)];
        if (line.every((cell) => pearlAt(cell) === 'white')) for (const cell of line) straight(cell, across(side) ? DOWN : ACROSS);
      }
    }
  }
  return forced;
}

/** The pearl rules (as ./pearls.ts states them), clause by clause, with the forced lines. */
export function requirePearlClauses(m: Model, p: Masyu, arm: Arm): void {
  for (const { cell, side, on } of forcedLines(p)) {
    if (inside(p, cell) && inside(p, move(cell, side))) m.require('forced by the pearls', on ? arm(cell, side) : m.not(arm(cell, side)));
  }
  for (const here of pearlCells(p)) {
    const onward = (side: Side) => arm(move(here, side), side);
    const [e, w, n, s] = (['E', 'W', 'N', 'S'] as const).map((side) => arm(here, side));
    if (here.pearl === 'white') {
      // Straight: the line leaves across on both sides or on neither, the same down, and one of the two.
      m.require('white pearl goes straight', m.iff(e, w), m.iff(n, s), m.or(e, n), m.or(m.not(e), m.not(n)));
      // It turns in the cell before or after it.
      for (const [a, b] of [ACROSS, DOWN]) m.require('white pearl turns beside', m.or(m.not(arm(here, a)), m.not(onward(a)), m.not(onward(b))));
    } else {
      // Turning: one line across, one down.
      m.require('black pearl turns', m.or(e, w), m.or(n, s), m.or(m.not(e), m.not(w)), m.or(m.not(n), m.not(s)));
      // Each leg goes straight through the next cell, which has no line to either side.
      for (const side of SIDES) {
        const next = move(here, side);
        m.require('black pearl goes straight beside', m.implies(arm(here, side), onward(side)));
        for (const aside of across(side) ? DOWN : ACROSS)
          if (inside(p, next)) m.require('black pearl goes straight beside', m.implies(arm(here, side), m.not(arm(next, aside))));
      }
    }
  }
}
