// The grid as Slitherlink's deductions by hand (settle.ts) see it: its edges and corners, the
// groups of cells a rule speaks of (a clue's cell and neighbours, a corner's four cells) with the
// colourings each allows, the queue of groups to look at again, and the loop rule's paths.
import { indexOf, points } from '../../dsl/grid/index.ts';
import { type Classes, join } from './classes.ts';
import type { Slitherlink } from './format.ts';
import { type Paths, newPaths } from './paths.ts';

/** The grid as the deductions see it. */
export interface Board {
  /** The number of cells, and the outside's node. */
  cells: number;
  /** Per edge: the cells on either side and its two corners; per corner, its edges. */
  sides: Int32Array;
  ends: Int32Array;
  corners: number[][];
  /** The cells around each clue and each corner, and the colourings of them the rules allow (see `locally`). */
  groups: { cells: number[]; allowed: number[] }[];
  /** The groups to look at again, since a relation among their cells is new. */
  queue: { at: Int32Array; head: number; count: number; queued: Uint8Array };
  moved: (cell: number) => void;
  enqueueAll: () => void;
  /** Per node (the cells, then the outside), the edges beside it. */
  edgesOf: number[][];
  /**
   * The loop rule reads the paths the lines draw: the settled classes' (`base`) as they stood when
   * it last looked, and in a trial, those and the lines beside the cells whose relations are new
   * since (`movedCells`), drawn on a copy (`drawing`).
   */
  base: Classes | undefined;
  basePaths: Paths;
  baseTotal: number;
  /** Per edge: a line of the settled classes when the loop rule last looked. */
  baseLine: Uint8Array;
  movedCells: number[];
  drawing: Paths;
  /** The groups and edges looked at so far, which the trials' budget bounds. */
  work: number;
}

export function boardOf(p: Slitherlink): Board {
  const outside = p.width * p.height;
  const cellAt = (row: number, col: number) => (row < 0 || row >= p.height || col < 0 || col >= p.width ? outside : indexOf(p, { row, col }));
  const cornerAt = (row: number, col: number) => row * (p.width + 1) + col;
  const [sides, ends]: number[][] = [[], []];
  const corners: number[][] = Array.from({ length: (p.height + 1) * (p.width + 1) }, () => []);
  const edge = (a: number, b: number, from: number, to: number) => {
    const index = sides.length / 2;
    sides.push(a, b);
    ends.push(from, to);
    corners[from].push(index);
    corners[to].push(index);
  };
  // A cell's top edge and left edge, and the bottom and right edges along the far borders.
  for (let row = 0; row <= p.height; row++)
    for (let col = 0; col < p.width; col++) edge(cellAt(row - 1, col), cellAt(row, col), cornerAt(row, col), cornerAt(row, col + 1));
  for (let row = 0; row < p.height; row++)
    for (let col = 0; col <= p.width; col++) edge(cellAt(row, col - 1), cellAt(row, col), cornerAt(row, col), cornerAt(row + 1, col));
  // A clue's cell and its neighbours above, below, left and right: the clue counts those that differ from it.
  const differing = (colouring: number) => [1, 2, 3, 4].filter((bit) => (colouring >> bit) & 1).length;
  const byClue = [0, 1, 2, 3, 4].map((clue) => Array.from({ length: 16 }, (_, half) => half * 2).filter((colouring) => differing(colouring) === clue));
  const clues = points(p).flatMap(({ row, col }) => {
    const clue = p.clues[row][col];
    const cells = [cellAt(row, col), cellAt(row - 1, col), cellAt(row + 1, col), cellAt(row, col - 1), cellAt(row, col + 1)];
    return clue === null ? [] : [{ cells, allowed: byClue[clue] }];
  });
  // A corner's four cells (top left, top right, bottom left, bottom right): any colouring but a
  // chequerboard, where four lines would meet (the loop neither branches nor crosses itself).
  const chequerboard = 0b0110;
  const aroundCorner = [0, 2, 4, 6, 8, 10, 12, 14].filter((colouring) => colouring !== chequerboard);
  const cornerGroups = corners.map((_, corner) => {
    const [row, col] = [Math.floor(corner / (p.width + 1)), corner % (p.width + 1)];
    return { cells: [cellAt(row - 1, col - 1), cellAt(row - 1, col), cellAt(row, col - 1), cellAt(row, col)], allowed: aroundCorner };
  });
  const groups = [...clues, ...cornerGroups];
  const movedCells: number[] = [];
  const edgesOf: number[][] = Array.from({ length: outside + 1 }, () => []);
  sides.forEach((cell, at) => edgesOf[cell].push(at >> 1));
  const groupsOf: number[][] = Array.from({ length: outside + 1 }, () => []);
  groups.forEach((group, index) => new Set(group.cells).forEach((cell) => groupsOf[cell].push(index)));
  const queue = { at: new Int32Array(groups.length), head: 0, count: 0, queued: new Uint8Array(groups.length) };
  const enqueue = (group: number) => {
    if (queue.queued[group]) return;
    queue.queued[group] = 1;
    queue.at[(queue.head + queue.count++) % groups.length] = group;
  };
  return {
    cells: outside,
    sides: Int32Array.from(sides),
    ends: Int32Array.from(ends),
    corners,
    groups,
    queue,
    moved: (cell) => {
      movedCells.push(cell);
      for (const group of groupsOf[cell]) enqueue(group);
    },
    enqueueAll: () => groups.forEach((_, group) => enqueue(group)),
    edgesOf,
    base: undefined,
    basePaths: newPaths(corners.length),
    baseTotal: 0,
    baseLine: new Uint8Array(sides.length / 2),
    movedCells,
    drawing: newPaths(corners.length),
    work: 0,
  };
}

/** Two nodes alike (0) or apart (1), the groups of the cells whose relations are new queued; false when known otherwise. */
export const link = (board: Board, classes: Classes, a: number, b: number, differs: number) => join(classes, a, b, differs, board.moved);
