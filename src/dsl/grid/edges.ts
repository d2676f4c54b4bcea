// The grid as a graph: cells are nodes (numbered in reading order) and the places a line can be
// drawn between side neighbours are edges. Loops through cell centres (Masyu) choose edges; the
// same lattice one size larger is the grid's vertices, for loops along cell borders.
import type { Neighbours } from '../connectivity.ts';
import type { LoopGraph } from '../loop.ts';
import { type Point, type Side, type Size, inside, indexOf, move, pointAt, pointName, points, sideNeighbours } from './point.ts';

/** The grid's edges between side neighbours, as a graph `singleLoop` takes, with the ways back to points. */
export interface GridEdges extends LoopGraph {
  size: Size;
  /** Every place for a line: its two cells as node numbers; first the edges across, then those down. */
  edges: [number, number][];
  node(point: Point): number;
  point(node: number): Point;
  /** An edge's first cell and the side its second lies on: east for the edges across, south for the rest. */
  from(edge: number): { point: Point; side: 'E' | 'S' };
  /** The edge leaving a cell on a side, or undefined at the border. */
  edgeAt(point: Point, side: Side): number | undefined;
  /** A node's name in variable names, `(3,4)`. */
  name(node: number): string;
}

/** The edges between side neighbours of a grid; the order (across first, then down) names the line Booleans. */
export function gridEdges(size: Size): GridEdges {
  const node = (point: Point) => indexOf(size, point);
  const point = (n: number) => pointAt(size, n);
  const edges: [number, number][] = [];
  const across = new Map<number, number>();
  const down = new Map<number, number>();
  for (const cell of points(size)) if (inside(size, move(cell, 'E'))) across.set(node(cell), edges.push([node(cell), node(move(cell, 'E'))]) - 1);
  for (const cell of points(size)) if (inside(size, move(cell, 'S'))) down.set(node(cell), edges.push([node(cell), node(move(cell, 'S'))]) - 1);
  // An edge is stored at its upper or left cell.
  const edgeAt = (cell: Point, side: Side) => {
    if (!inside(size, cell) || !inside(size, move(cell, side))) return undefined;
    if (side === 'E' || side === 'S') return (side === 'S' ? down : across).get(node(cell));
    return (side === 'N' ? down : across).get(node(move(cell, side)));
  };
  const from = (edge: number) => ({ point: point(edges[edge][0]), side: edge < across.size ? ('E' as const) : ('S' as const) });
  return { size, nodes: size.width * size.height, edges, node, point, from, edgeAt, name: (n) => pointName(point(n)) };
}

/** The grid as adjacency lists for `connected`: each cell's side neighbours (N, E, S, W), by node number. */
export function sideGraph(size: Size): Neighbours {
  return points(size).map((cell) => sideNeighbours(cell, size).map((other) => indexOf(size, other)));
}
