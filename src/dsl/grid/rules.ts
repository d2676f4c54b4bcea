// The grid-shaped front of the graph rules: "the shaded cells are one group" and "the lines form
// one loop through cell centres", stated on a grid of Booleans and on the grid's edges. The graph
// is worked out here from the geometry; the named encodings (rank, lazy cuts, ...) are those of
// src/dsl/connectivity.ts and src/dsl/loop.ts.
import { type ConnectedOptions, connected } from '../connectivity.ts';
import { singleLoop } from '../loop.ts';
import type { BoolTerm, Model } from '../model.ts';
import { type GridEdges, sideGraph } from './edges.ts';
import { type Point, indexOf, sizeOf } from './point.ts';

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
