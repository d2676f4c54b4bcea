// Generates Star Battle puzzles with exactly one solution: place stars at random (Z3 completes
// the placement where backtracking gives up), grow a piece of region around each star, join the
// pieces k at a time into regions; then, while other star placements fit, move a cell where one
// of them has a star into a neighbouring region (that rival now has k - 1 stars in one region and
// k + 1 in another, while the intended stars keep their counts); Z3 proves the last layout
// unique. A layout that does not settle within a few repairs is dropped for the next stream.
import { UsageError } from '../../errors.ts';
import { type Random, seededRandom } from '../../format/random.ts';
import type { GridSolving } from '../../kind/grid.ts';
import { type Point, type Side, column, inOnePiece, move, neighbours, pointKey, renumber, squares, valueAt } from '../../dsl/grid/index.ts';
import { RivalSearch } from '../common/unique.ts';
import { Model, valuesOf } from '../../dsl/model.ts';
import { z3Session, ownContext } from '../../solver/session.ts';
import { strategies } from '../../solver/strategy.ts';
import { checkStarBattle } from './check.ts';
import { SITE_STARS, type StarBattle, type Stars, square } from './format.ts';
import { releaseWhenIdle } from '../../solver/finalizer-gate.ts';

/** The sides in the order the seeded random streams were drawn with (generated puzzles depend on it). */
const SIDES: readonly Side[] = ['E', 'S', 'W', 'N'];

/**
 * k stars in every row and column, none touching, chosen at random row by row with backtracking:
 * a column can gain at most one star every other row, and the next row must keep room for k
 * stars, which prunes early. `rows`: only the first rows are filled (the rest left for Z3).
 * Undefined when the search runs out of steps.
 */
export function randomStars(size: number, stars: number, random: Random, rows = size, steps = 200_000): Stars | undefined {
  const grid: Stars = Array.from({ length: size }, () => Array(size).fill(false));
  const inColumn = Array(size).fill(0);
  let left = steps;
  const allowed = (row: number, col: number) =>
    inColumn[col] < stars && !grid[row][col - 1] && !grid[row][col + 1] && ![-1, 0, 1].some((dc) => grid[row - 1]?.[col + dc]);
  const fillRow = (row: number, order: number[], from: number, placed: number): boolean => {
    if (--left < 0) return false;
    if (placed === stars) {
      if (row + 1 === rows) return true;
      if (!inColumn.every((count) => count + Math.ceil((size - row - 1) / 2) >= stars)) return false;
      // The next row must still have room for k stars apart (taken greedily from the left, the most there is).
      let room = 0;
      for (let col = 0, last = -2; col < size; col++) if (col > last + 1 && allowed(row + 1, col)) room++, (last = col);
      if (room < stars) return false;
      return fillRow(row + 1, random.shuffle([...Array(size).keys()]), 0, 0);
    }
    for (let i = from; i < order.length; i++) {
      const col = order[i];
      if (!allowed(row, col)) continue;
      grid[row][col] = true;
      inColumn[col]++;
      if (fillRow(row, order, i + 1, placed + 1)) return true;
      grid[row][col] = false;
      inColumn[col]--;
    }
    return false;
  };
  return fillRow(0, random.shuffle([...Array(size).keys()]), 0, 0) ? grid : undefined;
}

/**
 * Pieces grown from seed cells, all at once: a random piece takes one of its free neighbours at a
 * time. `uneven`: some pieces grow slowly and stay small (small regions pin their stars down).
 */
function growFrom(seeds: Point[], size: number, random: Random, uneven = true): number[][] {
  const piece: number[][] = Array.from({ length: size }, () => Array(size).fill(-1));
  const frontiers: Point[][] = seeds.map(() => []);
  const claim = (spot: Point, id: number) => {
    piece[spot.row][spot.col] = id;
    for (const next of neighbours(spot, SIDES)) if (valueAt(piece, next) === -1) frontiers[id].push(next);
  };
  seeds.forEach((spot, id) => claim(spot, id));
  // At least 1 in 50: a pace drawn near 0 left the last growing piece a chance per turn that never
  // came (generate starbattle --size 5 --seed 3 spun for good).
  const pace = seeds.map(() => (uneven ? Math.max(0.02, random.next() ** 2) : 1));
  for (let growing = seeds.map((_, id) => id); growing.length > 0; growing = growing.filter((id) => frontiers[id].length > 0)) {
    const id = random.pick(growing);
    if (random.next() > pace[id]) continue;
    const frontier = frontiers[id];
    const [spot] = frontier.splice(random.between(0, frontier.length - 1), 1);
    if (piece[spot.row][spot.col] === -1) claim(spot, id);
  }
  return piece;
}

const starSpots = (star: Stars) => star.flatMap((line, row) => line.flatMap((isStar, col) => (isStar ? [{ row, col }] : [])));

/**
 * Stars placed by Z3 where the backtracking gives up (large grids with many stars, where two rows
 * hold nearly as many stars as fit): the top rows drawn at random, the rest completed by Z3.
 */
async function starsBySolver(size: number, k: number, random: Random, strategy: string): Promise<Stars | undefined> {
  const drawn = Math.ceil(size / 8);
  const top = randomStars(size, k, random, drawn);
  if (!top) return undefined;
  const { z3 } = await z3Session();
  const m = new Model(z3);
  const star = m.boolGrid('star', size, size);
  star.forEach((line, row) => m.require('rows', m.exactly(line, k), ...(row < drawn ? line.map((cell, col) => cell.eq(m.constant(top[row][col]))) : [])));
  star.forEach((_, col) => m.require('columns', m.exactly(column(star, col), k)));
  for (const window of squares(square(size)))
    m.require(
      'no touching',
      m.atMost(
        window.map(({ row, col }) => star[row][col]),
        1,
      ),
    );
  const solver = strategies.get(strategy).makeSolver(z3);
  try {
    solver.add(...m.drain());
    if ((await solver.check()) !== 'sat') return undefined;
    const values = valuesOf(z3, solver.model(), m);
    return star.map((line) => line.map((cell) => values.bool(cell)));
  } finally {
    releaseWhenIdle(solver);
  }
}

/**
 * The pieces joined k at a time into connected regions: each region starts at the piece with the
 * fewest free neighbours (the one most likely to be stranded) and takes free neighbours, again
 * the most constrained first. Undefined when a region gets walled in short of k pieces.
 */
function joinPieces(piece: number[][], count: number, k: number, random: Random): number[][] | undefined {
  const beside = Array.from({ length: count }, () => new Set<number>());
  piece.forEach((line, row) =>
    line.forEach((id, col) => {
      for (const next of neighbours({ row, col }, SIDES, square(piece.length))) if (piece[next.row][next.col] !== id) beside[id].add(piece[next.row][next.col]);
    }),
  );
  const region = Array(count).fill(-1);
  const freeAround = (id: number) => [...beside[id]].filter((other) => region[other] === -1).length;
  const mostConstrained = (ids: number[]) => {
    const least = Math.min(...ids.map(freeAround));
    return random.pick(ids.filter((id) => freeAround(id) === least));
  };
  for (let made = 0; made * k < count; made++) {
    const members = [mostConstrained([...Array(count).keys()].filter((id) => region[id] === -1))];
    region[members[0]] = made;
    while (members.length < k) {
      const candidates = [...new Set(members.flatMap((id) => [...beside[id]]))].filter((id) => region[id] === -1);
      if (candidates.length === 0) return undefined;
      const next = mostConstrained(candidates);
      region[next] = made;
      members.push(next);
    }
  }
  return piece.map((line) => line.map((id) => region[id]));
}

/**
 * Moves that break a rival: a cell where it has a star and the intended grid has none goes into a
 * neighbouring region, with the shortest strip of other starless cells of its region that leads
 * there when it lies inside. That rival then has fewer than k stars in one region and more in the
 * other, while the intended stars keep their counts; the region left behind must stay in one
 * piece. Each move comes with its strip's length and the size of the region it joins.
 */
function movesAgainst(regions: number[][], intended: Stars, rival: Stars, random: Random): { moved: number[][]; cells: number; into: number }[] {
  const moves: { moved: number[][]; cells: number; into: number }[] = [];
  const spots = random.shuffle(intended.flatMap((line, row) => line.flatMap((star, col) => (!star && rival[row][col] ? [{ row, col }] : []))));
  for (const spot of spots) {
    const from = regions[spot.row][spot.col];
    // Breadth first through the region's starless cells, to the first ones beside another region.
    const cameFrom = new Map<string, Point | null>([[pointKey(spot), null]]);
    const queue: Point[] = [spot];
    const strip = (end: Point) => {
      const cells: Point[] = [];
      for (let step: Point | null | undefined = end; step; step = cameFrom.get(pointKey(step))) cells.push(step);
      return cells;
    };
    let found = 0;
    for (let head = 0; head < queue.length && found < 4; head++) {
      for (const side of random.shuffle([...SIDES])) {
        const next = move(queue[head], side);
        const into = valueAt(regions, next);
        if (into === undefined) continue;
        if (into !== from) {
          const moved = regions.map((line) => [...line]);
          const cells = strip(queue[head]);
          for (const { row, col } of cells) moved[row][col] = into;
          if (inOnePiece(moved, from)) moves.push({ moved, cells: cells.length, into }), found++;
        } else if (!intended[next.row][next.col] && !cameFrom.has(pointKey(next))) {
          cameFrom.set(pointKey(next), queue[head]);
          queue.push(next);
        }
      }
    }
  }
  return moves;
}

/**
 * The layout after the move that breaks the most of the rivals at hand; among those, the one
 * with the shortest strip, into the smallest region (so that no region swallows the grid).
 */
function reshapeAgainst(puzzle: StarBattle, intended: Stars, rivals: Stars[], random: Random): number[][] | undefined {
  const sizes = new Map<number, number>();
  for (const id of puzzle.regions.flat()) sizes.set(id, (sizes.get(id) ?? 0) + 1);
  const scored = rivals
    .flatMap((rival) => movesAgainst(puzzle.regions, intended, rival, random))
    .map((move) => {
      const after = { ...puzzle, regions: move.moved };
      const broken = rivals.filter((other) => checkStarBattle(after, other).length > 0).length;
      // A move goes into a region of the grid, so one that has its size.
      const into = sizes.get(move.into);
      if (into === undefined) throw new Error(`starbattle generator: region ${move.into} is not on the grid (a bug)`);
      return { ...move, score: broken * 1e6 - move.cells * 1e3 - into };
    });
  return scored.sort((a, b) => b.score - a.score)[0]?.moved;
}

const ATTEMPTS = 100;

/** The same puzzle for the same options, however many were made before it in the process (ownContext). */
export const generateStarBattle = (options: Parameters<typeof makingStarBattle>[0]) => ownContext(() => makingStarBattle(options));

async function makingStarBattle({
  size,
  seed,
  stars,
  solving,
}: {
  size: number;
  seed: number;
  stars?: number;
  solving: GridSolving<StarBattle, boolean>;
}): Promise<{ puzzle: StarBattle; star: Stars }> {
  const k = stars ?? SITE_STARS[size];
  if (size < 4 || size > 30) throw new UsageError(`--size must be between 4 and 30 for starbattle, found ${size}`);
  if (k === undefined) throw new UsageError(`a ${size}x${size} Star Battle has no site rule for its star count (5, 6, 8: 1; 10: 2; 14: 3): pass --stars K`);
  // Two adjacent rows hold 2k stars, at most one in each of their ceil(n/2) 2x2 blocks.
  const most = Math.floor(Math.ceil(size / 2) / 2);
  if (k < 1 || k > most)
    throw new UsageError(
      `--stars must be between 1 and ${most} for a ${size}x${size} grid (two adjacent rows fit at most ${Math.ceil(size / 2)} stars), found ${k}`,
    );
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkStarBattle);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const random = seededRandom(seed, attempt);
    const star = randomStars(size, k, random) ?? (await starsBySolver(size, k, random, solving.defaultStrategy));
    if (!star) continue;
    // A piece of region around each star, then k pieces to a region.
    let regions = joinPieces(growFrom(starSpots(star), size, random), size * k, k, random);
    // A layout that converges does so in a few repairs; one that wanders is dropped early.
    for (let repairs = 0; regions && repairs <= 2 * size; repairs++) {
      const puzzle: StarBattle = { size, stars: k, regions: renumber(regions) };
      const rivals = await search.rivals(puzzle, star, 4);
      if (rivals.length === 0) return { puzzle, star };
      regions = reshapeAgainst(puzzle, star, rivals, random);
    }
  }
  throw new Error(`no unique ${size}x${size} Star Battle with ${k} star${k === 1 ? '' : 's'} in ${ATTEMPTS} attempts from seed ${seed}`);
}
