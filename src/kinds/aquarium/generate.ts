// Random Aquarium instances: tanks grown as random contiguous regions, each filled to a random
// level, clues counted from that water. Pure: whether the result has a unique solution is decided
// by the caller (src/solver/aquarium-generate.ts), which retries with the next stream.
import { checkAquarium } from './check.ts';
import { type Point, type Side, adjacent, inOnePiece, inside, neighbours, pointAt, renumber } from '../../dsl/grid/index.ts';
import type { Aquarium, WaterGrid } from './aquarium.ts';
import { type Random, seededRandom } from '../../format/random.ts';

export interface GenerateOptions {
  width: number;
  height: number;
  seed: number;
  /** Which retry of this seed: each attempt draws from its own random stream. */
  attempt?: number;
  /** Tank sizes are drawn from this range (a tank walled in early may end smaller and is merged). */
  smallestTank?: number;
  largestTank?: number;
}

export interface Generated {
  puzzle: Aquarium;
  /** The water the clues were counted from: a solution, not yet known to be the only one. */
  water: WaterGrid;
}

export function generateAquarium(options: GenerateOptions): Generated {
  const random = seededRandom(options.seed, options.attempt ?? 0);
  // Larger grids get larger tanks: with many small tanks, a random 30x30 instance has many
  // solutions and is slow to prove anything about; with tanks that grow with the grid it is
  // nearly always unique (measured: 20x20 with 3-8 cells, 0 of 6 unique; with 5-12, 6 of 6).
  const side = Math.max(options.width, options.height);
  const smallest = options.smallestTank ?? 3 + Math.floor(Math.max(0, side - 6) / 4);
  const tanks = randomTanks(options.width, options.height, random, smallest, options.largestTank ?? 2 * smallest + 2);
  const water = randomWater(tanks, random);
  const puzzle: Aquarium = {
    width: options.width,
    height: options.height,
    columns: Array.from({ length: options.width }, (_, col) => water.filter((line) => line[col]).length),
    rows: water.map((line) => line.filter(Boolean).length),
    tanks,
    rule: 'tank-level',
  };
  return { puzzle, water };
}

/** The sides in the order the seeded random streams were drawn with (generated puzzles depend on it). */
const SIDES: readonly Side[] = ['N', 'S', 'W', 'E'];
const around = (cell: Point) => neighbours(cell, SIDES);

/**
 * Cuts the grid into contiguous tanks: each new tank starts at the first free cell in reading
 * order (which keeps the free area compact) and grows into random free neighbours up to a random
 * size. A tank that is walled in below the smallest size joins a neighbouring tank.
 */
export function randomTanks(width: number, height: number, random: Random, smallest: number, largest: number): number[][] {
  const tankOf: number[][] = Array.from({ length: height }, () => Array<number>(width).fill(-1));
  const size = { width, height };
  let tanks = 0;
  for (let start = 0; start < width * height; start++) {
    const seedCell = pointAt(size, start);
    if (tankOf[seedCell.row][seedCell.col] !== -1) continue;
    const target = random.between(smallest, largest);
    const cells = [seedCell];
    tankOf[seedCell.row][seedCell.col] = tanks;
    while (cells.length < target) {
      const free = cells.flatMap(around).filter((cell) => inside(size, cell) && tankOf[cell.row][cell.col] === -1);
      if (free.length === 0) break;
      const grown = random.pick(free);
      tankOf[grown.row][grown.col] = tanks;
      cells.push(grown);
    }
    const beside = cells.flatMap(around).filter((cell) => inside(size, cell) && tankOf[cell.row][cell.col] !== -1 && tankOf[cell.row][cell.col] !== tanks);
    if (cells.length < smallest && beside.length > 0) {
      const host = random.pick(beside);
      const hostTank = tankOf[host.row][host.col];
      for (const cell of cells) tankOf[cell.row][cell.col] = hostTank;
    } else tanks++;
  }
  // Numbered 0.. in reading order of their first cell, as the Puzzle Team format does.
  return renumber(tankOf);
}

/** Fills every tank to a random level, from empty to full, all its cells at or below it water. */
export function randomWater(tanks: number[][], random: Random): WaterGrid {
  const spans = new Map<number, { top: number; bottom: number }>();
  tanks.forEach((line, row) =>
    line.forEach((tank) => {
      const span = spans.get(tank) ?? { top: row, bottom: row };
      spans.set(tank, { top: Math.min(span.top, row), bottom: Math.max(span.bottom, row) });
    }),
  );
  const level = new Map([...spans].map(([tank, { top, bottom }]) => [tank, random.between(top, bottom + 1)]));
  return tanks.map((line, row) =>
    line.map((tank) => {
      // Every tank on the grid has its span, so its level.
      const surface = level.get(tank);
      if (surface === undefined) throw new Error(`aquarium generator: tank ${tank} has no level (a bug)`);
      return row >= surface;
    }),
  );
}

/**
 * Reshapes tanks so that a rival solution stops being one, without touching the intended water
 * (so the clues stay as they are). The rival differs from the water in places: groups of tanks
 * whose levels moved together. For each place, one cell next to it moves across a tank boundary
 * so that the water still obeys the level rules, every tank stays in one piece, and the water
 * with that place taken from the rival breaks them. Undefined when no place can be reshaped.
 */
export function reshapeAgainst(p: Aquarium, water: WaterGrid, rival: WaterGrid, random: Random): Aquarium | undefined {
  let reshaped: Aquarium | undefined;
  for (const place of placesWhereDiffering(p, water, rival)) {
    const local = water.map((line, row) => line.map((cell, col) => (place.has(`${row},${col}`) ? rival[row][col] : cell)));
    reshaped = reshapeNear(reshaped ?? p, water, local, [...place].map(cellAt), random) ?? reshaped;
  }
  return reshaped;
}

const cellAt = (key: string): Point => {
  const [row, col] = key.split(',').map(Number);
  return { row, col };
};

/** The cells where two waters differ, grouped: cells join a group when adjacent or in one tank. */
function placesWhereDiffering(p: Aquarium, water: WaterGrid, rival: WaterGrid): Set<string>[] {
  const differing = p.tanks.flatMap((line, row) => line.flatMap((_, col) => (water[row][col] !== rival[row][col] ? [{ row, col }] : [])));
  const group = new Map<string, Set<string>>();
  for (const cell of differing) {
    const mine = new Set([`${cell.row},${cell.col}`]);
    // The groups of the cells seen before that this one joins.
    const joined = differing.flatMap((other) => {
      const theirs = group.get(`${other.row},${other.col}`);
      return theirs && (adjacent(other, cell) || p.tanks[other.row][other.col] === p.tanks[cell.row][cell.col]) ? [theirs] : [];
    });
    const merged = joined.reduce((all, theirs) => new Set([...all, ...theirs]), mine);
    for (const key of merged) group.set(key, merged);
  }
  return [...new Set(group.values())];
}

/** One cell move in or beside `place` that keeps `water` legal and makes `local` illegal. */
function reshapeNear(p: Aquarium, water: WaterGrid, local: WaterGrid, place: Point[], random: Random): Aquarium | undefined {
  const levelsBroken = (puzzle: Aquarium, grid: WaterGrid) => checkAquarium(puzzle, grid).some((broken) => !broken.rule.includes('clue'));
  if (levelsBroken(p, local)) return undefined;
  const moves = random.shuffle(place).flatMap((cell) =>
    random.shuffle(neighbours(cell, SIDES, p)).flatMap((other) => [
      { moved: cell, into: other },
      { moved: other, into: cell },
    ]),
  );
  for (const { moved, into } of moves) {
    const from = p.tanks[moved.row][moved.col];
    const to = p.tanks[into.row][into.col];
    if (from === to) continue;
    const tanks = p.tanks.map((line) => [...line]);
    tanks[moved.row][moved.col] = to;
    if (!inOnePiece(tanks, from)) continue;
    const reshaped = { ...p, tanks: renumber(tanks) };
    if (!levelsBroken(reshaped, water) && levelsBroken(reshaped, local)) return reshaped;
  }
  return undefined;
}
