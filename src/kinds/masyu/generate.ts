// Random Masyu loops and the pearls they allow. Pure: which pearls make the puzzle unique is
// decided by generate-unique.ts, with a solver.
//
// A random loop is the outline of a random blob of the squares between cell centres (each square
// has four cell centres at its corners). Grown one square at a time, the blob stays one piece
// without holes or corner-only contacts, and then its outline is one simple loop through cell
// centres.
import { type Random, seededRandom } from '../../format/random.ts';
import { type Point, SIDES, move, neighbours, valueAt } from '../../dsl/grid/index.ts';
import { ARMS, type LoopGrid, type Masyu, type Pearl, type Piece, pieceOf } from './masyu.ts';

export interface GenerateOptions {
  width: number;
  height: number;
  seed: number;
  /** Which retry of this seed: each attempt draws from its own random stream. */
  attempt?: number;
}

/** A loop drawn at random, and for each cell the pearl it could carry (null: none fits there). */
export interface RandomLoop {
  loop: LoopGrid;
  candidates: (Point & { pearl: Pearl })[];
}

export function randomLoop(options: GenerateOptions): RandomLoop {
  const random = seededRandom(options.seed, options.attempt ?? 0);
  const { width, height } = options;
  if (width < 2 || height < 2) throw new RangeError(`a loop needs a grid of at least 2x2, found ${width}x${height}`);
  const blob = growBlob(width - 1, height - 1, random);
  const loop = outline(width, height, blob);
  return { loop, candidates: pearlCandidates({ width, height }, loop) };
}

/** Squares (row, col) between cell centres, `inBlob[row][col]`, grown from a random square to about half of the grid. */
function growBlob(columns: number, rows: number, random: Random): boolean[][] {
  const inBlob = Array.from({ length: rows }, () => Array<boolean>(columns).fill(false));
  const target = Math.max(1, Math.round(rows * columns * (0.35 + 0.3 * random.next())));
  inBlob[random.between(0, rows - 1)][random.between(0, columns - 1)] = true;
  let size = 1;
  let misses = 0;
  while (size < target && misses < 20 * rows * columns) {
    const frontier: Point[] = [];
    inBlob.forEach((line, row) =>
      line.forEach((taken, col) => {
        if (!taken && neighbours({ row, col }, SIDES).some((next) => valueAt(inBlob, next))) frontier.push({ row, col });
      }),
    );
    const square = random.pick(frontier);
    inBlob[square.row][square.col] = true;
    if (keepsOneLoop(inBlob, square)) size++;
    else (inBlob[square.row][square.col] = false), misses++;
  }
  return inBlob;
}

/**
 * Whether the blob's outline is still one simple loop after adding `square`: around the square's
 * corners, the blob must not touch itself only at a corner, and the squares around the new one must
 * form a single run (otherwise the addition closes a hole or joins two arms).
 */
function keepsOneLoop(inBlob: boolean[][], square: Point): boolean {
  const at = (dr: number, dc: number) => inBlob[square.row + dr]?.[square.col + dc] ?? false;
  // The eight squares around, in order round the square.
  const ring = [at(-1, -1), at(-1, 0), at(-1, 1), at(0, 1), at(1, 1), at(1, 0), at(1, -1), at(0, -1)];
  // A corner square counts as joined when a side square next to it is in the blob.
  const joined = ring.map((taken, i) => taken && (i % 2 === 1 || ring[(i + 7) % 8] || ring[(i + 1) % 8]));
  if (ring.some((taken, i) => taken && !joined[i])) return false;
  const runs = joined.filter((taken, i) => taken && !joined[(i + 7) % 8]).length;
  return runs === 1 || joined.every(Boolean);
}

/** The outline of the blob as loop pieces: a line between two cell centres where exactly one of the squares beside it is in the blob. */
function outline(width: number, height: number, inBlob: boolean[][]): LoopGrid {
  const square = (row: number, col: number) => inBlob[row]?.[col] ?? false;
  // The line from cell (row, col) eastwards has the squares (row-1, col) above it and (row, col) below.
  const east = (row: number, col: number) => col + 1 < width && square(row - 1, col) !== square(row, col);
  const south = (row: number, col: number) => row + 1 < height && square(row, col - 1) !== square(row, col);
  return Array.from({ length: height }, (_, row) =>
    Array.from({ length: width }, (_, col) => {
      const arms = [row > 0 && south(row - 1, col) && 'N', east(row, col) && 'E', south(row, col) && 'S', col > 0 && east(row, col - 1) && 'W'];
      return pieceOf(arms.filter((arm): arm is 'N' | 'E' | 'S' | 'W' => arm !== false));
    }),
  );
}

/** The pearls the loop allows: white where it goes straight and turns beside, black where it turns and goes straight beside. */
export function pearlCandidates(p: { width: number; height: number }, loop: LoopGrid): (Point & { pearl: Pearl })[] {
  const pieceAt = (cell: Point): Piece => valueAt(loop, cell) ?? '.';
  const straight = (piece: Piece) => piece === '-' || piece === '|';
  const found: (Point & { pearl: Pearl })[] = [];
  loop.forEach((line, row) =>
    line.forEach((piece, col) => {
      if (piece === '.') return;
      const beside = ARMS[piece].map((arm) => ({ arm, piece: pieceAt(move({ row, col }, arm)) }));
      if (straight(piece) && beside.some((cell) => !straight(cell.piece))) found.push({ row, col, pearl: 'white' });
      if (!straight(piece) && beside.every((cell) => ARMS[cell.piece].includes(cell.arm) && straight(cell.piece))) found.push({ row, col, pearl: 'black' });
    }),
  );
  return found;
}

/** The puzzle with these pearls. */
export function withPearls(width: number, height: number, pearls: (Point & { pearl: Pearl })[]): Masyu {
  const grid: (Pearl | null)[][] = Array.from({ length: height }, () => Array<Pearl | null>(width).fill(null));
  for (const { row, col, pearl } of pearls) grid[row][col] = pearl;
  return { width, height, pearls: grid };
}
