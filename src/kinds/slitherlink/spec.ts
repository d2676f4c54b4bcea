// The Slitherlink kind as a GridSpec: formats, checker, pictures (the loop drawn along the cell
// sides, from the inside of the answer), play by drawing the loop and the backtracking oracle. The
// commands are gridKind's.
import { type Point, type Side, inside as onGrid, move, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules, LinePlay, Problem } from '../../kind/grid.ts';
import { type Board, boardLayout } from '../common/board.ts';
import { boardPictures } from '../common/board-pictures.ts';
import { checkerOracle } from '../common/checking.ts';
import { pictureState } from '../common/draw.ts';
import { armsOf } from '../common/lines.ts';
import { markRows, parseMarks } from '../common/marks.ts';
import { checkSlitherlink, slitherlinkProblems } from './check.ts';
import { slitherlinkForms, type Slitherlink, onLoop } from './format.ts';
import { numberClues } from '../common/clue-edit.ts';
import { keepCellClues } from '../common/kept-clues.ts';

const marks = { on: '#', name: 'inside the loop', off: 'outside' };

/** The board: clues in the cells, the loop along the sides where a cell and its neighbour differ, undecided cells grey. */
function board(p: Slitherlink, inside: PartialGrid<boolean> | null): Board {
  const drawn = (cell: Point, side: Side) => inside !== null && onLoop(inside, cell, side) === true;
  // Each side once: a cell's top and left, and its right and bottom along the border (drawn as the
  // left or top of the cell past it).
  const sides = points(p).flatMap((cell) => [
    ...(drawn(cell, 'N') ? [{ ...cell, side: 'N' as const }] : []),
    ...(cell.col === p.width - 1 && drawn(cell, 'E') ? [{ ...move(cell, 'E'), side: 'W' as const }] : []),
    ...(cell.row === p.height - 1 && drawn(cell, 'S') ? [{ ...move(cell, 'S'), side: 'N' as const }] : []),
    ...(drawn(cell, 'W') ? [{ ...cell, side: 'W' as const }] : []),
  ]);
  return {
    name: 'Slitherlink',
    size: p,
    sides,
    dots: true,
    state: pictureState(inside),
    cell: ({ row, col }) => {
      const clue = p.clues[row][col];
      const undecided = inside !== null && inside[row][col] === undefined;
      return clue === null && !undecided ? undefined : { text: clue === null ? undefined : String(clue), given: true, fill: undecided ? 'grey' : undefined };
    },
  };
}

// Slitherlink played by drawing the loop along the grid's edges (serve's play.lines): the answer
// is the inside of the loop, so a cell is inside when a ray from it to the left border crosses the
// drawn lines an odd number of times. That reading holds only while every corner has an even
// number of lines; until then (an open end) the cells are left undecided, and what the lines
// already break is said here: a corner where the loop branches, a clue with too many sides drawn.
const slitherlinkLines: LinePlay<Slitherlink, boolean> = {
  through: 'corners',
  most: 1,
  answer(puzzle, segments) {
    const arms = armsOf(segments);
    const corners = points({ width: puzzle.width + 1, height: puzzle.height + 1 });
    const degree = (corner: Point) => arms(corner).size;
    if (corners.every((corner) => degree(corner) % 2 === 0)) {
      // A cell's left side is the edge down from its top-left corner.
      const grid = puzzle.clues.map((line, row) => {
        let inside = false;
        return line.map((_, col) => (inside = inside !== arms({ row, col }).has('S')));
      });
      return { grid, problems: [] };
    }
    const problems: Problem[] = [];
    for (const corner of corners.filter((candidate) => degree(candidate) > 2)) {
      // The cells around the corner: above left, above, left and the one it is the top left corner of.
      const cells = [move(corner, 'NW'), move(corner, 'N'), move(corner, 'W'), corner].filter((cell) => onGrid(puzzle, cell));
      problems.push({ rule: 'one loop', message: `the loop branches at the corner where ${cells.map(pointName).join(', ')} meet`, cells });
    }
    for (const cell of points(puzzle)) {
      const clue = puzzle.clues[cell.row][cell.col];
      // Top and left from the cell's top-left corner; bottom from the corner below it, right from the one beside it.
      const sides = [arms(cell).has('E'), arms(cell).has('S'), arms(move(cell, 'S')).has('E'), arms(move(cell, 'E')).has('S')].filter(Boolean).length;
      if (clue !== null && sides > clue)
        problems.push({ rule: 'clue', message: `cell ${pointName(cell)} has ${sides} of its sides on the loop, its clue is ${clue}`, cells: [cell] });
    }
    return { grid: puzzle.clues.map((line) => line.map(() => undefined)), problems };
  },
};

export const slitherlinkSpec: GridRules<Slitherlink, boolean> = {
  id: 'slitherlink',
  idea: 'draw one loop along the grid lines; each number says how many sides of its cell the loop runs along (answer: the cells inside the loop)',
  examples: ['puzzles/slitherlink/easy-5x5.txt'],
  ...slitherlinkForms,
  verify: checkSlitherlink,
  problems: slitherlinkProblems,
  rows: markRows(marks),
  parseSolution: (text, source, puzzle) => parseMarks(marks, text, source, puzzle.width, puzzle.height),
  render: boardPictures(board),
  // The editor: a cell's count of loop sides, 0-3.
  edit: { cells: numberClues<Slitherlink, 'clues'>('clues', () => ({ from: 0, to: 3 })) },
  oracle: checkerOracle({ verify: checkSlitherlink, problems: slitherlinkProblems }, () => () => [true, false]),
  play: {
    values: [
      { value: true, name: 'inside', draw: { as: 'fill', colour: 'rgba(156, 199, 239, 0.8)' } },
      { value: false, name: 'outside' },
    ],
    layout: (puzzle) => boardLayout({ size: puzzle }),
    // The page draws the loop along the edges; the inside is read from it.
    lines: slitherlinkLines,
  },
  keepClues: (p, kept) => keepCellClues(p, 'clues', kept),
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
