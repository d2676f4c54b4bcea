// Numbers outside the grid as the pictures draw them (board.ts): a clue beside each line, nothing
// where a line has no number (Skyscrapers' sight counts, Tents' and Battleships' line counts).
import type { OutsideSide } from '../../kind/grid-spec.ts';
import type { Board } from './board.ts';

type Numbers = readonly (number | null)[];

const SIDES: readonly OutsideSide[] = ['top', 'bottom', 'left', 'right'];

/** The board's clues from the numbers of each side given (top and bottom: per column; left and right: per row). */
export const numbersOutside = (sides: Partial<Record<OutsideSide, Numbers>>): NonNullable<Board['clues']> =>
  Object.fromEntries(SIDES.flatMap((side) => (sides[side] ? [[side, sides[side].map((n) => (n === null ? [] : [String(n)]))]] : [])));
