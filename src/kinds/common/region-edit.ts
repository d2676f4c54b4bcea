// The editor's walls for the kinds whose puzzle is cut into regions (serve's editor, WallEdit):
// Aquarium's tanks, Star Battle's, LITS's and Norinori's regions, Heyawake's rooms. The kind names
// its grid of region ids, and the clues it keeps by region, if any (a Heyawake room's number).
import { regionPoints } from '../../dsl/grid/regions.ts';
import type { ClueEdit, WallEdit } from '../../kind/grid-spec.ts';

/**
 * Clues kept by region follow the cell they are drawn in, the region's first in reading order:
 * a region cut in two keeps its clue in the part that has that cell (the other part has none);
 * regions joined keep the first clue among theirs, in reading order (a second one is dropped).
 */
function cluesFollowing<T>(clues: readonly (T | null)[], regions: number[][], before: number[][]): (T | null)[] {
  const found = new Array<T | null>(Math.max(-1, ...regions.flat()) + 1).fill(null);
  regionPoints(before).forEach((cells, region) => {
    const clue = clues[region];
    const now = regions[cells[0].row][cells[0].col];
    if (clue !== null && clue !== undefined && found[now] === null) found[now] = clue;
  });
  return found;
}

/** Walls over a grid of region ids (`field`), and a list of clues by region (`clues`) where the kind has one. */
export function regionWalls<P, K extends keyof P, L extends keyof P = never>(
  field: K & (P[K] extends number[][] ? K : never),
  clues?: L & (P[L] extends unknown[] ? L : never),
): WallEdit<P> {
  return {
    regions: (puzzle) => puzzle[field] as number[][],
    withRegions: (puzzle, regions, before) => ({
      ...puzzle,
      [field]: regions,
      ...(clues !== undefined && { [clues]: cluesFollowing(puzzle[clues] as unknown[], regions, before) }),
    }),
  };
}

/**
 * Numbers kept by region (a Heyawake room's), placed from any cell of the region (the picture
 * draws it in the region's first): `field` the region ids, `clues` the numbers by region (null:
 * none), from 0 up to the largest region's cell count.
 */
export function regionNumbers<P, K extends keyof P, L extends keyof P>(
  field: K & (P[K] extends number[][] ? K : never),
  clues: L & (P[L] extends (number | null)[] ? L : never),
): ClueEdit<P> {
  const regions = (puzzle: P) => puzzle[field] as number[][];
  const numbers = (puzzle: P) => puzzle[clues] as (number | null)[];
  return {
    clues: [],
    numbers: (puzzle) => ({ from: 0, to: Math.max(...regionPoints(regions(puzzle)).map((cells) => cells.length)) }),
    at: (puzzle, { row, col }) => String(numbers(puzzle)[regions(puzzle)[row][col]] ?? ''),
    set: (puzzle, { row, col }, clue) => {
      const region = regions(puzzle)[row][col];
      return { ...puzzle, [clues]: numbers(puzzle).map((old, i) => (i === region ? (clue === '' ? null : Number(clue)) : old)) };
    },
  };
}
