// The rules both LITS encodings state alike, once each has its shading and the shape on each cell:
// same shapes apart across borders, no 2x2 block, one connected group (by the named connectivity
// encoding of src/dsl/connectivity.ts).
import { type Point, connectedCells, pairs, squares, wallBetween } from '../../src/dsl/grid/index.ts';
import type { BoolTerm, Choice, Model } from '../../src/dsl/model.ts';
import { type Lits, SHAPES, type Shape, regionCells } from '../../src/kinds/lits/format.ts';

/** `shape[row][col][letter]`: the cell is shaded by a tetromino of that shape. */
export type ShapeAt = Record<Shape, BoolTerm>[][];

/** Each cell's letter as the player marks it (L, I, T, S, or '.' unshaded), for hints (Model.cells). */
export const letterChoices = (m: Model, shaded: BoolTerm[][], shapeAt: ShapeAt): Choice[][] =>
  shapeAt.map((line, row) => line.map((shapes, col) => new Map([...SHAPES.map((shape) => [shape, shapes[shape]] as const), ['.', m.not(shaded[row][col])]])));

/**
 * `can(cell, shape)`: whether some placement still offered shades the cell with that shape (any
 * shape when none is given); rules about cells and shapes that cannot be are not stated.
 */
export type Can = (cell: Point, shape?: Shape) => boolean;

export function requireShading(m: Model, p: Lits, shaded: BoolTerm[][], shapeAt: ShapeAt, connectivity: string, can: Can = () => true): void {
  // Two tetrominoes of the same shape never share an edge across a region border.
  const borderPairs = pairs(p).filter(([a, b]) => wallBetween(p.regions, a, b) && can(a) && can(b));
  for (const [a, b] of borderPairs) {
    for (const shape of SHAPES)
      if (can(a, shape) && can(b, shape)) m.require('same shapes apart', m.not(m.and(shapeAt[a.row][a.col][shape], shapeAt[b.row][b.col][shape])));
  }

  // No 2x2 block is shaded.
  for (const block of squares(p).filter((cells) => cells.every((cell) => can(cell))))
    m.require(
      'no 2x2 block',
      m.atMost(
        block.map(({ row, col }) => shaded[row][col]),
        3,
      ),
    );

  // All shaded cells form one orthogonally connected group. Implied by it, and cheap to state up
  // front: with more than one region, each region's tetromino touches a shaded cell of another
  // region (an island of one tetromino would otherwise wait for a lazy cut).
  const regions = regionCells(p);
  if (regions.length > 1) {
    const touching: BoolTerm[][] = regions.map(() => []);
    for (const [a, b] of borderPairs) {
      const both = m.and(shaded[a.row][a.col], shaded[b.row][b.col]);
      touching[p.regions[a.row][a.col]].push(both);
      touching[p.regions[b.row][b.col]].push(both);
    }
    touching.forEach((pairs) => m.require('tetrominoes touch', m.or(...pairs)));
  }
  // The group itself, by the named encoding. Every region holds shaded cells, so the smallest
  // region is where a root may be looked for.
  const smallest = regions.reduce((best, cells) => (cells.length < best.length ? cells : best));
  connectedCells(m, 'one group', shaded, { encoding: connectivity, empty: false, anchor: smallest });
}

/** The letter on a shaded cell, read off its shape Booleans. */
export const letterOf = (shapes: Record<Shape, boolean>) => SHAPES.find((shape) => shapes[shape]) ?? '.';
