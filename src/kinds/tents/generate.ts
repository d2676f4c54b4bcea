// Generates Tents puzzles with exactly one solution: pitch tents at random, each with a tree beside
// it, and count the rows and columns; while another camp meets the same trees and counts, change
// the camp where the two differ (pitch a tent where the rival has one, with a tree beside it, or
// strike one of ours with its tree), and ask again. Z3 proves the last one unique.
import { seededRandom, type Random } from '../../format/random.ts';
import { type Point, column, points, sideNeighbours, touchingNeighbours } from '../../dsl/grid/index.ts';
import { RivalSearch, generator, type Making } from '../common/unique.ts';
import { checkTents } from './check.ts';
import type { Camp, Tents } from './format.ts';

interface Layout {
  width: number;
  height: number;
  tents: Camp;
  trees: boolean[][];
  /** Each tent's tree, by the tent's key. */
  treeOf: Map<string, Point>;
}

const key = ({ row, col }: Point) => `${row},${col}`;

export const cluesOf = ({ width, height, tents, trees }: Layout): Tents => ({
  width,
  height,
  columns: tents[0].map((_, col) => column(tents, col).filter(Boolean).length),
  rows: tents.map((line) => line.filter(Boolean).length),
  trees: trees.map((line) => [...line]),
});

/** Pitches a tent at `at` with a tree on a free side, if the rules allow; true when it did. */
function pitch(layout: Layout, at: Point, random: Random): boolean {
  const { tents, trees } = layout;
  const free = (point: Point) => !tents[point.row][point.col] && !trees[point.row][point.col];
  if (!free(at) || touchingNeighbours(at, layout).some((n) => tents[n.row][n.col])) return false;
  const spots = sideNeighbours(at, layout).filter(free);
  if (spots.length === 0) return false;
  const tree = random.pick(spots);
  tents[at.row][at.col] = true;
  trees[tree.row][tree.col] = true;
  layout.treeOf.set(key(at), tree);
  return true;
}

function strike(layout: Layout, at: Point): void {
  const tree = layout.treeOf.get(key(at));
  if (!tree) return;
  layout.tents[at.row][at.col] = false;
  layout.trees[tree.row][tree.col] = false;
  layout.treeOf.delete(key(at));
}

/** A Tents with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateTents = generator('tents', { least: 3, most: 30 }, makingTents);

async function makingTents({ size, seed, solving }: Making<Tents, boolean>): Promise<{ puzzle: Tents; tents: Camp }> {
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkTents);
  for (let attempt = 0; attempt < 20; attempt++) {
    const random = seededRandom(seed, attempt);
    const empty = () => Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    const layout: Layout = { width: size, height: size, tents: empty(), trees: empty(), treeOf: new Map() };
    // About one tent in five cells, as on the site.
    for (let tries = 0; tries < size * size && layout.treeOf.size < (size * size) / 5; tries++) pitch(layout, random.pick(points(layout)), random);
    for (let repairs = 0; repairs <= 4 * size * size; repairs++) {
      const puzzle = cluesOf(layout);
      const [rival] = await search.rivals(puzzle, layout.tents);
      if (!rival) return { puzzle, tents: layout.tents.map((line) => [...line]) };
      const differing = points(layout).filter(({ row, col }) => rival[row][col] !== layout.tents[row][col]);
      const at = random.pick(differing);
      if (rival[at.row][at.col]) {
        if (!pitch(layout, at, random)) strike(layout, random.pick(differing.filter(({ row, col }) => layout.tents[row][col])));
      } else strike(layout, at);
    }
  }
  throw new Error(`no unique ${size}x${size} tents in 20 attempts from seed ${seed}`);
}
