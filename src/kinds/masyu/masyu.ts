// Masyu: draw one closed loop through cell centres, moving between orthogonal neighbours, that
// passes through every pearl. On a white pearl the loop goes straight and turns in the cell before
// or after it (or both); on a black pearl it turns and goes straight through the next cell on both
// sides.

export type Pearl = 'white' | 'black';

export interface Masyu {
  width: number;
  height: number;
  /** The pearl of each cell, `pearls[row][col]`, or null for an empty cell. Row 0 is the top. */
  pearls: (Pearl | null)[][];
}

/**
 * What a cell of the answer holds, in the Puzzle Team solution notation: the loop piece (`-` east
 * and west, `|` north and south, `L` north and east, `J` north and west, `7` south and west, `F`
 * south and east) or `.` for a cell the loop does not visit.
 */
export type Piece = '-' | '|' | 'L' | 'J' | '7' | 'F' | '.';
export type LoopGrid = Piece[][];

export type Direction = 'N' | 'E' | 'S' | 'W';
export const DIRECTIONS: readonly Direction[] = ['N', 'E', 'S', 'W'];

export const STEP: Record<Direction, { dr: number; dc: number }> = {
  N: { dr: -1, dc: 0 }, E: { dr: 0, dc: 1 }, S: { dr: 1, dc: 0 }, W: { dr: 0, dc: -1 },
};

export const OPPOSITE: Record<Direction, Direction> = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** The directions each piece leaves its cell in. */
export const ARMS: Record<Piece, readonly Direction[]> = {
  '-': ['E', 'W'], '|': ['N', 'S'], L: ['N', 'E'], J: ['N', 'W'], '7': ['S', 'W'], F: ['S', 'E'], '.': [],
};

export const PIECES = Object.keys(ARMS) as Piece[];
/** The pieces that go straight through their cell, and those that turn in it. */
export const STRAIGHT: readonly Piece[] = ['-', '|'];
export const TURNS: readonly Piece[] = ['L', 'J', '7', 'F'];

/** The piece with exactly these two arms (in any order), or `.` for none. */
export function pieceOf(arms: readonly Direction[]): Piece {
  if (arms.length === 0) return '.';
  const found = PIECES.find((piece) => ARMS[piece].length === arms.length && arms.every((arm) => ARMS[piece].includes(arm)));
  if (!found) throw new RangeError(`no loop piece has the arms ${arms.join('')}`);
  return found;
}

export interface Cell {
  row: number;
  col: number;
}

/** How messages name a cell: (row,col), counted from 1 at the top left. */
export const cellName = ({ row, col }: Cell) => `(${row + 1},${col + 1})`;

/** The neighbour of a cell in a direction (possibly outside the grid). */
export const step = ({ row, col }: Cell, direction: Direction): Cell => ({ row: row + STEP[direction].dr, col: col + STEP[direction].dc });

export const inside = (p: { width: number; height: number }, { row, col }: Cell) => row >= 0 && row < p.height && col >= 0 && col < p.width;

/** Every cell with its pearl, in reading order. */
export function pearlCells(p: Masyu): (Cell & { pearl: Pearl })[] {
  return p.pearls.flatMap((line, row) => line.flatMap((pearl, col) => (pearl ? [{ row, col, pearl }] : [])));
}

// ---------------------------------------------------------------------------------------------
// Structure for encodings: the grid as a graph whose nodes are cells (row * width + col) and whose
// edges join orthogonal neighbours, the places a line can be drawn.

export interface MasyuGraph {
  nodes: number;
  /** Every place for a line: the two cells it joins, as node numbers; first across, then down. */
  edges: [number, number][];
  node(cell: Cell): number;
  cell(node: number): Cell;
  /** An edge's first cell and the direction to its second: east for the first edges, south for the rest. */
  from(edge: number): { cell: Cell; direction: 'E' | 'S' };
  /** The edge leaving a cell in a direction, or undefined at the border. */
  edgeAt(cell: Cell, direction: Direction): number | undefined;
  /** A node's name in variable names, e.g. `(3,4)`. */
  name(node: number): string;
}

export function masyuGraph(p: { width: number; height: number }): MasyuGraph {
  const node = ({ row, col }: Cell) => row * p.width + col;
  const edges: [number, number][] = [];
  const across = new Map<number, number>();
  const down = new Map<number, number>();
  for (let row = 0; row < p.height; row++)
    for (let col = 0; col + 1 < p.width; col++) across.set(node({ row, col }), edges.push([node({ row, col }), node({ row, col: col + 1 })]) - 1);
  for (let row = 0; row + 1 < p.height; row++)
    for (let col = 0; col < p.width; col++) down.set(node({ row, col }), edges.push([node({ row, col }), node({ row: row + 1, col })]) - 1);
  const edgeAt = (cell: Cell, direction: Direction) => {
    if (!inside(p, cell) || !inside(p, step(cell, direction))) return undefined;
    const { dr, dc } = STEP[direction];
    // An edge is stored at its upper or left cell.
    return dr + dc > 0 ? (dr > 0 ? down : across).get(node(cell)) : (dr < 0 ? down : across).get(node(step(cell, direction)));
  };
  const cell = (n: number) => ({ row: Math.floor(n / p.width), col: n % p.width });
  const from = (edge: number) => ({ cell: cell(edges[edge][0]), direction: edge < across.size ? ('E' as const) : ('S' as const) });
  return { nodes: p.width * p.height, edges, node, cell, from, edgeAt, name: (n) => cellName(cell(n)) };
}
