// The grid-shaped front of the graph rules: "the shaded cells are one group" and "the lines form
// one loop through cell centres", stated on a grid of Booleans and on the grid's edges. The graph
// is worked out here from the geometry; the named encodings (rank, lazy cuts, ...) are those of
// src/dsl/connectivity.ts and src/dsl/loop.ts.
import { type ConnectedOptions, connected } from '../connectivity.ts';
import { singleLoop } from '../loop.ts';
import type { BoolTerm, Model } from '../model.ts';
import { type GridEdges, sideGraph } from './edges.ts';
import { type Point, indexOf, pairs, points, sideNeighbours, sizeOf } from './point.ts';

/**
 * Requires, under `rule`, that the cells whose Boolean is true form one side-connected group,
 * stated by the named connectivity encoding. `anchor`: cells of which every solution chooses one.
 */
export function connectedCells(
  m: Model,
  rule: string,
  chosen: readonly (readonly BoolTerm[])[],
  options: Omit<ConnectedOptions, 'anchor'> & { encoding: string; anchor?: readonly Point[] },
): void {
  const size = sizeOf(chosen);
  const anchor = options.anchor?.map((point) => indexOf(size, point));
  connected(m, rule, chosen.flat(), sideGraph(size), { ...options, anchor });
}

/** One Boolean per edge of the grid, a line that may be drawn there: `name[(1,1)-(1,2)]`. */
export function edgeBooleans(m: Model, name: string, edges: GridEdges): BoolTerm[] {
  return edges.edges.map(([a, b]) => m.bool(`${name}[${edges.name(a)}-${edges.name(b)}]`));
}

/**
 * Requires, under `rule`, that the edges whose Boolean is true form exactly one closed loop through
 * cell centres, passing through every cell of `through`, stated by the named loop encoding.
 */
export function loopThroughCells(
  m: Model,
  rule: string,
  line: readonly BoolTerm[],
  edges: GridEdges,
  options: { encoding: string; through?: readonly Point[] },
): void {
  singleLoop(m, rule, line, edges, { encoding: options.encoding, through: options.through?.map(edges.node) });
}

/**
 * The rule pair of Hitori, Heyawake and their family: shaded cells are never side by side, and the
 * unshaded cells form one group (by the named connectivity encoding). Stated with what one group
 * implies cheaply on a grid at least two cells each way (two or more cells stay unshaded): no
 * unshaded cell is walled in by shaded neighbours, which is how a lazy cut's stray part usually
 * looks. Of two side neighbours one is unshaded, so a root is looked for among the first two cells.
 */
export function shadedApartUnshadedConnected(m: Model, unshaded: readonly (readonly BoolTerm[])[], encoding: string): void {
  const size = sizeOf(unshaded);
  const open = ({ row, col }: Point) => unshaded[row][col];
  for (const [a, b] of pairs(size)) m.require('shaded apart', m.or(open(a), open(b)));
  if (size.width > 1 && size.height > 1) {
    for (const cell of points(size)) m.require('unshaded connected', m.implies(open(cell), m.or(...sideNeighbours(cell, size).map(open))));
  }
  const anchor =
    size.width > 1
      ? [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ]
      : undefined;
  connectedCells(m, 'unshaded connected', unshaded, { encoding, empty: false, anchor });
}
