// Aquarium: a grid cut into tanks; shade water so that each row and column holds its clue's
// number of water cells, and each tank is filled to one level (water never floats).
import { FORWARD_SIDES, type Point, indexOf, inside, move, pointName, regionCount, rowPoints } from '../../dsl/grid/index.ts';

/**
 * `tank-level` (Puzzle Team, WPC): cells of one tank on one row are all water or all air, even
 * where the tank is U-shaped. `connected-level`: only cells connected within the tank on a row
 * share a level. The rule belongs to the instance: it changes which grids are solutions.
 */
export type AquariumRule = 'tank-level' | 'connected-level';

export interface Aquarium {
  width: number;
  height: number;
  /** Water cells per column, left to right; null where the puzzle gives no clue. */
  columns: (number | null)[];
  /** Water cells per row, top to bottom; null where the puzzle gives no clue. */
  rows: (number | null)[];
  /** The tank of each cell, `tanks[row][col]`, numbered 0.. in order of first appearance. */
  tanks: number[][];
  rule: AquariumRule;
}

/** `water[row][col]`: true for water, false for air. Row 0 is the top. */
export type WaterGrid = boolean[][];

// ---------------------------------------------------------------------------------------------
// Structure for encodings. Row 0 is the top; "below" means a larger row number.
//
// Two level rules, both meaning "water fills a tank from the bottom up to a level":
// - tank-level: a tank's water fills all of its rows from its bottom row up to its level, so the
//   tank's cells on one row are all water or all air, wherever they are.
// - connected-level (physical water): water can only reach a level through the tank's own cells.
//   Cells of one tank on row r share a level when they are connected (4-neighbours) through cells
//   of that tank on rows r and below: such cells are one pool of water that would find a common
//   level. A U-shaped tank's arms join below, so they still share a level (communicating
//   vessels); an arch's legs join only above, so each leg has its own level. Water never floats:
//   a water cell with a cell of its tank directly below has water there too.
// Both rules say the same thing for a cell: if it is water, every cell of its tank reachable from
// it without going above its row is water (tank-level: every cell of the tank on its row or below).

/** The cells of one tank on one row. */
export interface TankRow {
  row: number;
  cols: number[];
}

/**
 * Cells of one tank on one row that share a level, and the segments of the next row down that
 * lie directly under it: if this segment holds water, so do those.
 */
export interface TankSegment {
  tank: number;
  row: number;
  cols: number[];
  /** Indexes (into the same list) of segments on `row + 1` or, for tank-level, the tank's next row. */
  below: number[];
}

/** The number of tanks (tank ids are 0 .. count - 1). */
export const tankCount = (p: Aquarium): number => regionCount(p.tanks);

/** Per tank (index = tank id), the rows it has cells on, top to bottom, with those cells. */
export function tankRows(p: Aquarium): TankRow[][] {
  const rows: TankRow[][] = Array.from({ length: tankCount(p) }, () => []);
  p.tanks.forEach((line, row) =>
    line.forEach((tank, col) => {
      const last = rows[tank].at(-1);
      if (last?.row === row) last.cols.push(col);
      else rows[tank].push({ row, cols: [col] });
    }),
  );
  return rows;
}

/**
 * The connected-level pools: per tank and row, the groups of cells joined through the tank's
 * cells on that row and below. Built bottom-up with one union-find per tank, adding a row at a
 * time, so each row's groups are the components of "this row and everything under it".
 */
export function tankSegments(p: Aquarium): TankSegment[] {
  const parent = new Map<number, number>();
  const key = (row: number, col: number) => indexOf(p, { row, col });
  const find = (cell: number): number => {
    let root = cell;
    for (let up = parent.get(root); up !== root; up = parent.get(root)) {
      // Each row's cells are their own parents before any of them is looked up.
      if (up === undefined) throw new Error(`aquarium: cell ${root} has no parent in its tank's union-find (a bug)`);
      root = up;
    }
    parent.set(cell, root);
    return root;
  };
  const join = (a: Point, b: Point) => parent.set(find(indexOf(p, a)), find(indexOf(p, b)));
  const sameTank = (a: Point, b: Point) => inside(p, b) && p.tanks[b.row][b.col] === p.tanks[a.row][a.col];

  const byRow: TankSegment[][] = [];
  for (let row = p.height - 1; row >= 0; row--) {
    for (let col = 0; col < p.width; col++) parent.set(key(row, col), key(row, col));
    for (const cell of rowPoints(p, row)) {
      for (const other of FORWARD_SIDES.map((side) => move(cell, side))) if (sameTank(cell, other)) join(cell, other);
    }
    const groups = new Map<number, TankSegment>();
    for (let col = 0; col < p.width; col++) {
      const root = find(key(row, col));
      const group = groups.get(root) ?? { tank: p.tanks[row][col], row, cols: [], below: [] };
      group.cols.push(col);
      groups.set(root, group);
    }
    byRow[row] = [...groups.values()];
  }
  // A pool continues into the pools of the next row that touch it from below.
  return linkBelow(byRow, (upper) =>
    (byRow[upper.row + 1] ?? []).filter((lower) => lower.tank === upper.tank && lower.cols.some((col) => upper.cols.includes(col))),
  );
}

/** The tank-level groups: one segment per tank row, each over the tank's next row down. */
export function tankRowSegments(p: Aquarium): TankSegment[] {
  const byRow: TankSegment[][] = Array.from({ length: p.height }, () => []);
  tankRows(p).forEach((rows, tank) => rows.forEach(({ row, cols }) => byRow[row].push({ tank, row, cols, below: [] })));
  // The level continues into the tank's next row down, past any rows a tank in pieces skips.
  return linkBelow(
    byRow,
    (upper) =>
      byRow
        .slice(upper.row + 1)
        .map((row) => row.filter((lower) => lower.tank === upper.tank))
        .find((row) => row.length > 0) ?? [],
  );
}

/** Flattens the rows top to bottom and links each segment to the segments under it. */
function linkBelow(byRow: TankSegment[][], under: (upper: TankSegment) => TankSegment[]): TankSegment[] {
  const all = byRow.flat();
  const index = new Map(all.map((segment, i) => [segment, i]));
  for (const segment of all) {
    segment.below = under(segment).map((lower) => {
      const i = index.get(lower);
      // `under` picks from the rows flattened here, so every segment it gives has its index.
      if (i === undefined) throw new Error(`aquarium: a segment under row ${segment.row} is in no row (a bug)`);
      return i;
    });
  }
  return all;
}

/** The segments that share a level under each rule: a value per rule, not a branch. */
export const levelSegments: Record<AquariumRule, (p: Aquarium) => TankSegment[]> = {
  'tank-level': tankRowSegments,
  'connected-level': tankSegments,
};

/**
 * The largest grid read: 100 rows and 100 columns. The largest published puzzles are 30x30; a
 * random 100x100 instance is encoded in seconds and solved or given up at --timeout cleanly, while
 * a 400x400 one spent minutes building its formula (measured; docs/deadlines-and-limits.md).
 */
export const MAX_SIDE = 100;

/** Tank letters of the text format: a-z, A-Z, 0-9, then a few symbols (75 tanks at most). */
export const TANK_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$%&*+<=>?@^~';

/** How messages name a tank: its 1-based id (as in task strings) and its letter. */
export function tankName(tank: number): string {
  const letter = TANK_LETTERS[tank];
  return letter ? `tank ${tank + 1} (${letter})` : `tank ${tank + 1}`;
}

/** How messages name a cell: (row,col), counted from 1 at the top left. */
export const cellName = pointName;
