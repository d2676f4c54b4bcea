// Masyu: draw one closed loop through cell centres, moving between orthogonal neighbours, that
// passes through every pearl. On a white pearl the loop goes straight and turns in the cell before
// or after it (or both); on a black pearl it turns and goes straight through the next cell on both
// sides.
import type { Point, Side } from '../../dsl/grid/index.ts';

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

/** The sides each piece leaves its cell by (the grid vocabulary's compass sides). */
export const ARMS: Record<Piece, readonly Side[]> = {
  '-': ['E', 'W'],
  '|': ['N', 'S'],
  L: ['N', 'E'],
  J: ['N', 'W'],
  '7': ['S', 'W'],
  F: ['S', 'E'],
  '.': [],
};

/** Every piece, in the order of ARMS's keys (as Object.keys gives them: the digit first). */
export const PIECES: readonly Piece[] = ['7', '-', '|', 'L', 'J', 'F', '.'];
/** The pieces that go straight through their cell, and those that turn in it. */
export const STRAIGHT: readonly Piece[] = ['-', '|'];
export const TURNS: readonly Piece[] = ['L', 'J', '7', 'F'];

/** The piece with exactly these two arms (in any order), or `.` for none. */
export function pieceOf(arms: readonly Side[]): Piece {
  if (arms.length === 0) return '.';
  const found = PIECES.find((piece) => ARMS[piece].length === arms.length && arms.every((arm) => ARMS[piece].includes(arm)));
  if (!found) throw new RangeError(`no loop piece has the arms ${arms.join('')}`);
  return found;
}

/** Every cell with its pearl, in reading order. */
export function pearlCells(p: Masyu): (Point & { pearl: Pearl })[] {
  return p.pearls.flatMap((line, row) => line.flatMap((pearl, col) => (pearl ? [{ row, col, pearl }] : [])));
}
