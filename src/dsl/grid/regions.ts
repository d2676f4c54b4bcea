// Grids cut into regions (tanks, Star Battle's and LITS's regions): given as an id per cell, or
// drawn by walls between cells. Plain TypeScript: which cells a region holds, whether it is in
// one piece, where the walls run, and regions read back from walls.
import { type Point, type Size, move, pointKey, sideNeighbours, sizeOf } from './point.ts';

/** An id per cell, `ids[row][col]`; regions are numbered 0.. (see renumber). */
export type RegionIds = readonly (readonly number[])[];

/** Ids 0.. in order of first appearance in reading order, whatever labels the input used. */
export function renumber<T>(cells: readonly (readonly T[])[]): number[][] {
  const ids = new Map<T, number>();
  return cells.map((line) =>
    line.map((id) => {
      const known = ids.get(id);
      if (known !== undefined) return known;
      const next = ids.size;
      ids.set(id, next);
      return next;
    }),
  );
}

/** The number of regions (ids are 0 .. count - 1). */
export const regionCount = (ids: RegionIds): number => Math.max(-1, ...ids.flat()) + 1;

/** Each region's points, by region id, in reading order: what a per-region rule counts. */
export function regionPoints(ids: RegionIds): Point[][] {
  const found: Point[][] = Array.from({ length: regionCount(ids) }, () => []);
  ids.forEach((line, row) => line.forEach((region, col) => found[region].push({ row, col })));
  return found;
}

/** The points of one region, in reading order. */
export const pointsOf = (ids: RegionIds, region: number): Point[] =>
  ids.flatMap((line, row) => line.flatMap((id, col) => (id === region ? [{ row, col }] : [])));

/**
 * The groups of side-by-side points among those given, each group from its first point in the
 * list outwards (breadth first): a region's pieces, or the shaded cells' groups.
 */
export function groups(cells: readonly Point[]): Point[][] {
  const left = new Map(cells.map((cell) => [pointKey(cell), cell]));
  const found: Point[][] = [];
  for (const start of cells) {
    if (!left.delete(pointKey(start))) continue;
    const group = [start];
    for (let i = 0; i < group.length; i++) {
      for (const next of sideNeighbours(group[i])) {
        const cell = left.get(pointKey(next));
        if (cell) left.delete(pointKey(next)), group.push(cell);
      }
    }
    found.push(group);
  }
  return found;
}

/** Whether the cells of a region (if it has any) are one side-connected piece. */
export const inOnePiece = (ids: RegionIds, region: number): boolean => groups(pointsOf(ids, region)).length <= 1;

/** The first region (by id) whose cells are not all side-connected, which walls alone cannot draw. */
export function regionInPieces(ids: RegionIds): number | undefined {
  const found = regionPoints(ids).findIndex((cells) => groups(cells).length > 1);
  return found < 0 ? undefined : found;
}

/** Whether a wall separates two side neighbours: they lie in different regions (off the grid counts as one). */
export function wallBetween(ids: RegionIds, a: Point, b: Point): boolean {
  return (ids[a.row]?.[a.col] ?? -1) !== (ids[b.row]?.[b.col] ?? -1);
}

/** Walls on the north and west sides of a point (which may lie one past the grid's end): drawings walk these. */
export const wallAbove = (ids: RegionIds, point: Point): boolean => wallBetween(ids, move(point, 'N'), point);
export const wallLeft = (ids: RegionIds, point: Point): boolean => wallBetween(ids, move(point, 'W'), point);

/** Walls between cells: `vertical[row][col]` east of (row, col); `horizontal[row][col]` south of it. */
export interface Walls {
  vertical: boolean[][];
  horizontal: boolean[][];
}

/** A wall wherever two side neighbours lie in different regions. */
export function wallsFromRegions(ids: RegionIds): Walls {
  return {
    vertical: ids.map((line) => line.slice(1).map((region, col) => region !== line[col])),
    horizontal: ids.slice(1).map((line, row) => line.map((region, col) => region !== ids[row][col])),
  };
}

/** A wall inside a region: it separates nothing there, but a rule about neighbours may see it. */
export interface InnerWall extends Point {
  side: 'right' | 'below';
}

/**
 * The regions the walls cut the grid into, numbered 0.. in order of first appearance; and the
 * walls inside a region (kept by editors that draw walls freely).
 */
export function regionsFromWalls(walls: Walls, size: Size): { regions: number[][]; innerWalls: InnerWall[] } {
  const open = (a: Point, b: Point) => (a.row === b.row ? !walls.vertical[a.row][Math.min(a.col, b.col)] : !walls.horizontal[Math.min(a.row, b.row)][a.col]);
  const regions = Array.from({ length: size.height }, () => new Array<number>(size.width).fill(-1));
  let count = 0;
  for (let row = 0; row < size.height; row++)
    for (let col = 0; col < size.width; col++) {
      if (regions[row][col] >= 0) continue;
      const stack = [{ row, col }];
      regions[row][col] = count;
      for (let cell = stack.pop(); cell; cell = stack.pop())
        for (const next of sideNeighbours(cell, size))
          if (regions[next.row][next.col] < 0 && open(cell, next)) (regions[next.row][next.col] = count), stack.push(next);
      count++;
    }
  const innerWalls: InnerWall[] = [];
  walls.vertical.forEach((line, row) =>
    line.forEach((wall, col) => wall && regions[row][col] === regions[row][col + 1] && innerWalls.push({ row, col, side: 'right' })),
  );
  walls.horizontal.forEach((line, row) =>
    line.forEach((wall, col) => wall && regions[row][col] === regions[row + 1][col] && innerWalls.push({ row, col, side: 'below' })),
  );
  return { regions, innerWalls };
}

/** The regions that share a side with each region (by id): the neighbourhood of a region. */
export function neighbouringRegions(ids: RegionIds): Set<number>[] {
  const found: Set<number>[] = [];
  const size = sizeOf(ids);
  ids.forEach((line, row) =>
    line.forEach((region, col) => {
      found[region] ??= new Set();
      for (const n of sideNeighbours({ row, col }, size)) if (ids[n.row][n.col] !== region) found[region].add(ids[n.row][n.col]);
    }),
  );
  return found;
}
