// What a grid kind is, as types: its rules, how it is solved, and what it reports. gridKind()
// (grid.ts) makes a Kind of them; kind.ts and the solving code read them without importing gridKind.
import type { Place } from '../dsl/model.ts';
import type { Encoding } from '../dsl/encoding.ts';
import type { Named, Registry } from '../dsl/registry.ts';
import type { Cell, Grid, PartialGrid } from './cells.ts';
import type { Input, SettingFlag } from './input.ts';

/** How pzprjs and penpa-edit hand a puzzle over: a puzz.link URL, a pzprv3 file's text, a penpa-edit URL. */
export type PzprForm = 'url' | 'file' | 'penpa';

/**
 * How a grid kind is solved: its encodings (encodings/<kind>/index.ts), and the defaults. The kind
 * does not import them; the catalogue (src/catalogue/shelf.ts) hands them to gridKind().
 */
export interface GridSolving<Puzzle, C extends Cell> {
  encodings: Registry<Encoding<Puzzle, Grid<C>>>;
  defaultEncoding: string;
  /** The default for this puzzle, where the measured fastest encoding changes with its size. */
  encodingFor?(puzzle: Puzzle): string;
  defaultStrategy: string;
}

/** What a grid kind is, apart from how it is solved: formats, checker, pictures, generator, oracle. */
export interface GridRules<Puzzle, C extends Cell> extends Named {
  /** Bundled puzzles that `demo` solves, as paths relative to the package. */
  examples: string[];
  detect(text: string): boolean;
  /**
   * Kinds whose detection also takes some of this kind's texts, and which give way to this one
   * there (a task of 0s, 1s and letter runs is a Binairo before it is a Slitherlink); the other
   * reading stays open with --kind.
   */
  precedes?: readonly string[];
  /**
   * Reads an instance. `settings`: the values of the setting flags given on the command line
   * (those the spec declares in `settingFlags`), for what its file leaves out; absent or empty when none.
   */
  parse(input: Input, settings?: Record<string, string>): Puzzle;
  /** The settings this kind reads from the command line (`--stars 2`). */
  settingFlags?: SettingFlag[];
  /** The puzz.link puzzle types `parse` reads (src/format/puzzlink.ts), so detection can name them. */
  puzzlinkTypes?: readonly string[];
  /**
   * The pzprjs forms `parse` reads: a puzz.link URL, a pzprv3 file, a penpa-edit URL. Default: the
   * URL alone when `puzzlinkTypes` is set. Another form of one of its types is refused in words.
   */
  pzprForms?: readonly PzprForm[];
  /** What a user should know before solving, though it is not an error. */
  warnings?(puzzle: Puzzle): string[];
  /** The independent checker: the rules a grid breaks, in words (empty when it is a solution). */
  verify(puzzle: Puzzle, grid: Grid<C>): string[];
  /** The grid in the kind's notation, one string per row; undecided cells (forced runs) as `?`. */
  rows(grid: PartialGrid<C>): string[];
  /** Reads a solution in that notation (golden `.solution` files). */
  parseSolution(text: string, source: string, puzzle: Puzzle): Grid<C>;
  render: {
    /** The puzzle as on the site, with the grid's cells filled in where known (null: bare puzzle). */
    text(puzzle: Puzzle, grid: PartialGrid<C> | null, options: { colour: boolean }): string;
    svg?(puzzle: Puzzle, grid: PartialGrid<C> | null): string;
  };
  /** Writers for `convert --to`; the first is the default. */
  formats: Record<string, (puzzle: Puzzle) => string>;
  /**
   * Writers of the puzzle with an answer, for `solve --to` (a shared format that stores the
   * solution after the board, as pzprv3 files do); each is also in `formats`, for the bare puzzle.
   * The answer may be known in part (--forced).
   */
  answerFormats?: Record<string, (puzzle: Puzzle, answer: PartialGrid<C>) => string>;
  /** A puzzle with a unique solution, for `generate`; `solving`: the kind's encodings, to prove it unique. */
  generate?(options: { size: number; seed: number; settings: Record<string, string> }, solving: GridSolving<Puzzle, C>): Promise<Puzzle>;
  /** Every solution by brute force, up to `limit`: the oracle for small instances in tests. */
  oracle?(puzzle: Puzzle, limit: number): Grid<C>[];
  /**
   * The puzzle with only the clues at `kept` (every other clue taken away), where the kind can
   * write a puzzle without a clue: `--explain` re-checks its explanation on it before it is told
   * (an encoding may work out structure from a clue's value, which an unsat core cannot drop).
   */
  keepClues?(puzzle: Puzzle, kept: readonly Place[]): Puzzle;
  /** A short description for titles and benchmark groups, e.g. `10x10`. */
  describe(puzzle: Puzzle): string;
  /** Settings of the instance that JSON answers carry (Aquarium's rule, say). */
  settings?(puzzle: Puzzle): Record<string, string | number | boolean>;
  /**
   * The checker on a grid that may be partly marked (serve's Check): the rules the marks already
   * break whatever the unmarked cells turn out to be, each with its cells. On a complete grid it
   * finds what `verify` finds.
   */
  problems?(puzzle: Puzzle, grid: PartialGrid<C>): Problem[];
  /**
   * Where the cells are in render.svg's picture, for the page to outline cells (the ones two
   * solutions differ in, a hint) even without a play mode; `play.layout` when absent.
   */
  layout?(puzzle: Puzzle): CellLayout;
  /** Serve's editor: clues in cells, walls between them, clues outside the grid, placed by clicks (src/kind/grid-edit.ts). */
  edit?: PuzzleEdit<Puzzle>;
  /** Serve's play mode: what a player marks a cell with, and where the cells are in the SVG picture. */
  play?: {
    /** The values a click cycles through after "unmarked", with their names (Aquarium: water, air). */
    values: { value: C; name: string; draw?: MarkDrawing }[];
    layout(puzzle: Puzzle): CellLayout;
    /** A kind whose answer is drawn (a loop, bridges): the page plays it by drawing lines instead of marking cells. */
    lines?: LinePlay<Puzzle, C>;
  };
}

/**
 * Lines a player draws (grid-lines.ts): between which points, how many on one segment, and how
 * the drawn segments become the kind's answer grid, so that Check and Hint read them as marks.
 */
export interface LinePlay<Puzzle, C extends Cell> {
  /** The points lines join: the cells' centres (rows x cols of them) or the grid's corners ((rows + 1) x (cols + 1)). */
  through: 'centres' | 'corners';
  /** Lines on one segment at most: 1 for a loop (a drag over a drawn segment erases it), 2 for bridges (0, 1, 2, 0). */
  most: number;
  /**
   * Where only some points may end a line (Bridges' islands): a segment then joins two of them in
   * a row or a column with none between. Absent: every point, a segment joins two neighbours.
   */
  ends?(puzzle: Puzzle): { row: number; col: number }[];
  /**
   * The answer grid of the drawn segments (undefined where they do not yet decide a cell: an open
   * end of a loop), and the rules they already break that a grid cannot hold (a loop that branches).
   */
  answer(puzzle: Puzzle, segments: readonly Segment[]): { grid: PartialGrid<C>; problems: Problem[] };
  /**
   * For a hint, a cell no drawn line touches is open, not off the lines: Check reads a Masyu cell
   * with no line as '.', but a player who has drawn half the loop has not said the rest is empty.
   * Only for lines through centres (the cells they touch are those they run through); the `ends`
   * stay open too (a Bridges island's value counts all its bridges, and more may be drawn).
   */
  openWhereUntouched?: boolean;
  /** A cell's value in words, for a hint ("in the piece of the 4 at (2,3)"); its notation when absent. */
  valueName?(puzzle: Puzzle, value: C): string;
}

/** What serve's editor may change in a kind's puzzle: each part the kind has (at least one). */
export interface PuzzleEdit<Puzzle> {
  /** Clues in cells (a Nurikabe number, a Masyu pearl). */
  cells?: ClueEdit<Puzzle>;
  /** The walls between regions (Aquarium's tanks, Heyawake's rooms), drawn one side at a time. */
  walls?: WallEdit<Puzzle>;
  /** Numbers outside the grid, one per row or column on the sides the kind has them (Aquarium's counts). */
  outside?: OutsideEdit<Puzzle>;
}

/**
 * A puzzle cut into regions by walls: its regions, and the puzzle with others. Walls are toggled
 * on wallsFromRegions(regions) and the regions read back with regionsFromWalls (src/dsl/grid/regions.ts).
 */
export interface WallEdit<Puzzle> {
  /** The region of each cell, numbered 0.. in reading order. */
  regions(puzzle: Puzzle): number[][];
  /**
   * The puzzle with new regions (numbered 0.. in reading order); `before` are its regions now,
   * for clues kept by region (a Heyawake room's number) to follow the cell they are drawn in.
   */
  withRegions(puzzle: Puzzle, regions: number[][], before: number[][]): Puzzle;
}

/** A side of the grid that holds clues outside it: above the columns, left of the rows, and so on. */
export type OutsideSide = 'top' | 'bottom' | 'left' | 'right';

/** One clue outside the grid: on `side`, for column `index` (top, bottom) or row `index` (left, right), from 0. */
export interface OutsidePlace {
  side: OutsideSide;
  index: number;
}

/** Numbers outside the grid, as ClueEdit's numbers: cycled by a click, typed, cleared where `none`. */
export interface OutsideEdit<Puzzle> {
  /** The sides that hold clues. */
  sides: OutsideSide[];
  /** Whether a clue may be absent ('' clears it); else '' is refused and a click's cycle skips it. */
  none: boolean;
  /** The numbers a clue on that side may be (Aquarium's column count: 0 to the height). */
  numbers(puzzle: Puzzle, side: OutsideSide): { from: number; to: number };
  /** The clue at a place, as its digits ('' for none). */
  at(puzzle: Puzzle, place: OutsidePlace): string;
  /** The puzzle with the clue at a place set ('' for none, where `none`). */
  set(puzzle: Puzzle, place: OutsidePlace, clue: string): Puzzle;
}

/**
 * Clues a puzzle's author places cell by cell (serve's editor): what a cell may hold, in the order
 * a click cycles them, the first 'none', then the numbers (which are also typed). The puzzle with one clue
 * changed is written back in the kind's first format, so that the text stays the puzzle.
 */
export interface ClueEdit<Puzzle> {
  /** The clues other than numbers, by notation and name (Masyu: W white pearl, B black pearl); '' is none. */
  clues: { notation: string; name: string }[];
  /** The numbers a cell may hold, when numbers are clues (a Nurikabe island's size, a Light Up count 0-4). */
  numbers?(puzzle: Puzzle): { from: number; to: number };
  /** The clue in a cell, by its notation ('' for none, a number as its digits). */
  at(puzzle: Puzzle, cell: { row: number; col: number }): string;
  /** The puzzle with the cell's clue set (a notation from `clues`, or a number's digits). */
  set(puzzle: Puzzle, cell: { row: number; col: number }, clue: string): Puzzle;
}

/** Drawn lines between two points (`from` before `to` in reading order), `count` of them (1 up to LinePlay.most). */
export interface Segment {
  from: { row: number; col: number };
  to: { row: number; col: number };
  count: number;
}

/** The grid's size, and cell (row, col)'s square in render.svg's units: left + col * cell, top + row * cell. */
export interface CellLayout {
  rows: number;
  cols: number;
  left: number;
  top: number;
  cell: number;
}

/** A grid kind whole: its rules and its encodings. */
export interface GridSpec<Puzzle, C extends Cell> extends GridRules<Puzzle, C>, GridSolving<Puzzle, C> {}

/**
 * How the page draws a player's mark: a filled square (of a CSS colour), a dot, a symbol, or the
 * value's notation as text. By default the first value fills, the second is a dot, others are text.
 */
export type MarkDrawing = { as: 'fill'; colour?: string } | { as: 'dot' } | { as: 'symbol'; symbol: string } | { as: 'text' };

/** A rule a grid breaks, with the cells that break it (counted from 0). */
export interface Problem {
  rule: string;
  message: string;
  cells: { row: number; col: number }[];
}
