// Light Up / Akari (puzzle-light-up.com, Nikoli's Akari): put bulbs in white cells so that every
// white cell is lit, where a bulb lights its own cell and the cells in its row and column up to
// the nearest black cell; no bulb may light another; a numbered black cell has exactly that many
// bulbs beside it (sides only).
import { type Point, SIDES, type Size, inside, move, points } from '../../dsl/grid/index.ts';

/** A cell: white (null), black without a number, or black with the number of bulbs beside it. */
export type LightUpCell = null | 'black' | number;

export interface LightUp extends Size {
  /** `cells[row][col]`. Row 0 is the top. */
  cells: LightUpCell[][];
}

/** `bulb[row][col]`. */
export type Bulbs = boolean[][];

export const isWhite = (p: LightUp, { row, col }: Point) => p.cells[row][col] === null;

/** The white cells a bulb at `point` lights besides its own: along each side up to a black cell or the edge. */
export function sightOf(p: LightUp, point: Point): Point[] {
  return SIDES.flatMap((side) => {
    const seen: Point[] = [];
    for (let next = move(point, side); inside(p, next) && isWhite(p, next); next = move(next, side)) seen.push(next);
    return seen;
  });
}

/**
 * The stretches of white cells between black cells (or the edge), across and down: a bulb lights
 * its whole stretch both ways, so each holds one bulb at most, and a cell is lit by its two.
 */
export function stretches(p: LightUp): Point[][] {
  const found: Point[][] = [];
  for (const start of points(p).filter((point) => isWhite(p, point))) {
    for (const [back, forward] of [
      ['W', 'E'],
      ['N', 'S'],
    ] as const) {
      const before = move(start, back);
      if (inside(p, before) && isWhite(p, before)) continue;
      const stretch = [start];
      for (let next = move(start, forward); inside(p, next) && isWhite(p, next); next = move(next, forward)) stretch.push(next);
      found.push(stretch);
    }
  }
  return found;
}
