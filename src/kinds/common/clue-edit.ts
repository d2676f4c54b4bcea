// The editor's clues for the kinds whose clues sit in cells of one grid (serve's editor, ClueEdit):
// a Nurikabe number, a Masyu pearl, a Light Up black cell and its count. The kind names the grid
// and how a clue is written; the cell is changed in a copy of the puzzle.
import type { ClueEdit, OutsideEdit, OutsideSide } from '../../kind/grid-spec.ts';

type At = { row: number; col: number };

/** The grid with one cell replaced: a copy, the puzzle it came from unchanged. */
const withCell = <T>(grid: readonly (readonly T[])[], { row, col }: At, value: T): T[][] =>
  grid.map((line, r) => (r === row ? line.map((old, c) => (c === col ? value : old)) : [...line]));

/**
 * An editor over a puzzle's grid of clues: `field` names the grid, `clueOf` writes a cell's clue as
 * its notation ('' for none), `cellOf` reads a notation back.
 */
export function cellClues<P, K extends keyof P, T>(
  field: K & (P[K] extends T[][] ? K : never),
  clues: ClueEdit<P>['clues'],
  clueOf: (cell: T) => string,
  cellOf: (clue: string) => T,
  numbers?: ClueEdit<P>['numbers'],
): ClueEdit<P> {
  const grid = (puzzle: P) => puzzle[field] as T[][];
  return {
    clues,
    ...(numbers && { numbers }),
    at: (puzzle, cell) => clueOf(grid(puzzle)[cell.row][cell.col]),
    set: (puzzle, cell, clue) => ({ ...puzzle, [field]: withCell(grid(puzzle), cell, cellOf(clue)) }),
  };
}

/** An editor over a grid of numbers (null where none): the numbers the kind allows, typed or cycled. */
export const numberClues = <P, K extends keyof P>(field: K & (P[K] extends (number | null)[][] ? K : never), numbers: ClueEdit<P>['numbers']): ClueEdit<P> =>
  cellClues<P, K, number | null>(
    field,
    [],
    (clue) => (clue === null ? '' : String(clue)),
    (clue) => (clue === '' ? null : Number(clue)),
    numbers,
  );

/** Given colours (true black, false white, null none), as circles: W white, B black. */
export const colourClues = <P, K extends keyof P>(field: K & (P[K] extends (boolean | null)[][] ? K : never)): ClueEdit<P> =>
  cellClues<P, K, boolean | null>(
    field,
    [
      { notation: 'W', name: 'white circle' },
      { notation: 'B', name: 'black circle' },
    ],
    (given) => (given === null ? '' : given ? 'B' : 'W'),
    (clue) => (clue === '' ? null : clue === 'B'),
  );

const OUTSIDE: readonly OutsideSide[] = ['top', 'bottom', 'left', 'right'];

/**
 * Numbers outside the grid, a list per side (`sides`: {top: 'columns', left: 'rows'}: the field
 * of each side's list), null where a line has none when `none`; `numbers`: those a side's clue may be.
 */
export function outsideClues<P>(sides: Partial<Record<OutsideSide, keyof P>>, none: boolean, numbers: OutsideEdit<P>['numbers']): OutsideEdit<P> {
  const fieldOf = (side: OutsideSide) => {
    const field = sides[side];
    // Only the sides named are offered (`sides` below), so no request reaches another.
    if (field === undefined) throw new Error(`internal error: no clues ${side}`);
    return field;
  };
  const list = (puzzle: P, side: OutsideSide) => puzzle[fieldOf(side)] as (number | null)[];
  return {
    sides: OUTSIDE.filter((side) => sides[side] !== undefined),
    none,
    numbers,
    at: (puzzle, { side, index }) => String(list(puzzle, side)[index] ?? ''),
    set: (puzzle, { side, index }, clue) => ({
      ...puzzle,
      [fieldOf(side)]: list(puzzle, side).map((old, i) => (i === index ? (clue === '' ? null : Number(clue)) : old)),
    }),
  };
}

/**
 * An editor over a grid of clues of a few kinds, null where none (Masyu's pearls, Battleships'
 * given cells): each of `clues` written as its notation and offered in this order.
 */
export const namedClues = <P, K extends keyof P, T>(
  field: K & (P[K] extends (T | null)[][] ? K : never),
  clues: { value: T; notation: string; name: string }[],
): ClueEdit<P> =>
  cellClues<P, K, T | null>(
    field,
    clues.map(({ notation, name }) => ({ notation, name })),
    (value) => clues.find((clue) => clue.value === value)?.notation ?? '',
    (notation) => clues.find((clue) => clue.notation === notation)?.value ?? null,
  );
