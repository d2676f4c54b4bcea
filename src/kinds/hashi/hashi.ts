// Bridges / Hashiwokakero (puzzle-bridges.com): join the islands with bridges across or down the
// grid, one or two between a pair of islands in line, never crossing another bridge or an island,
// so that each island has as many bridges as its number and all islands form one network.
//
// The answer, one character per cell: on an island, 3 x (bridges to the east) + (bridges to the
// south), a digit 0-8 (so bridges between islands side by side are written too); elsewhere the
// bridge passing through, `-` one across, `=` two across, `|` one down, `H` two down, `.` none.
import { type Point, move, points } from '../../dsl/grid/index.ts';

export interface Hashi {
  width: number;
  height: number;
  /** `islands[row][col]`: the island's number 1-8, or null for sea. */
  islands: (number | null)[][];
}

/** One character per cell, as above. */
export type Crossings = string[][];

export const ACROSS = { 1: '-', 2: '=' } as const;
export const DOWN = { 1: '|', 2: 'H' } as const;

/** A place for bridges: an island and the next island east or south of it, and the sea between. */
export interface Site {
  from: Point;
  to: Point;
  side: 'E' | 'S';
  between: Point[];
}

export const isIsland = (p: Hashi, { row, col }: Point) => p.islands[row]?.[col] != null;

/** Every pair of islands in line with only sea between them, each once (from the west or north one). */
export function sitesOf(p: Hashi): Site[] {
  return points(p)
    .filter((cell) => isIsland(p, cell))
    .flatMap((from) =>
      (['E', 'S'] as const).flatMap((side) => {
        const between: Point[] = [];
        let to = move(from, side);
        while (to.row < p.height && to.col < p.width && !isIsland(p, to)) between.push(to), (to = move(to, side));
        return to.row < p.height && to.col < p.width ? [{ from, to, side, between }] : [];
      }),
    );
}

/** How many bridges leave a cell east and south, by its character (undefined: not one of the notation's). */
export function arms(symbol: string, island: boolean): { east: number; south: number } | undefined {
  if (island) return /^[0-8]$/.test(symbol) ? { east: Math.floor(Number(symbol) / 3), south: Number(symbol) % 3 } : undefined;
  return { '.': { east: 0, south: 0 }, '-': { east: 1, south: 0 }, '=': { east: 2, south: 0 }, '|': { east: 0, south: 1 }, H: { east: 0, south: 2 } }[symbol];
}
