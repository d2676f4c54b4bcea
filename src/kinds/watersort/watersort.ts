// Water sort and ball sort: tubes of equal capacity hold colour units; move units between tubes
// until every tube is empty or full of one colour.

/** `water`: a pour moves the whole top run of one colour, as much as fits. `ball`: one unit a move. */
export type SortRules = 'water' | 'ball';

export interface SortLevel {
  rules: SortRules;
  /** Units a tube holds (2 to 8). */
  capacity: number;
  /** Colour names, indexed by the numbers in `tubes`. */
  colours: string[];
  /** Each tube's units as colour indexes, bottom to top. */
  tubes: number[][];
}

/** One move: `amount` units of `colour` from tube `from` onto tube `to` (0-based tube indexes). */
export interface Pour {
  from: number;
  to: number;
  amount: number;
  colour: number;
}

/** Tube capacities a level may have. */
export const CAPACITY_RANGE = { min: 2, max: 8 } as const;

/**
 * The most colours a level may have: the search engine writes a unit as one UTF-16 code unit, 'A'
 * (65) for colour 0 up to 0xFFFF; past it two colours would share a character and look alike.
 */
export const MAX_COLOURS = 0x10000 - 65;

/**
 * The most tubes a level may have. Games stop near 20; the search engine keeps up to 3 million
 * states of all tubes each, 1.4 GB at 50 tubes of 4 (measured), and more tubes would outgrow
 * Node's heap before the state limit or the timeout ends the search.
 */
export const MAX_TUBES = 50;
