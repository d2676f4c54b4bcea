// The independent Masyu checker. It reads the pieces of the grid as drawn (the notation in
// masyu.ts, nothing of the encodings) and walks the loop itself. Every answer a solver prints
// passes through it.
import { wrongSize } from '../common/checking.ts';
import { type Point, SIDES, type Side, axisOf, inside, move, opposite, pointName } from '../../dsl/grid/index.ts';
import { ARMS, type LoopGrid, type Masyu, type Piece } from './masyu.ts';

export interface Violation {
  /** `shape`, `broken line`, `pearl`, `white pearl`, `black pearl` or `one loop`. */
  rule: string;
  message: string;
  cells: Point[];
}

const axis = (side: Side) => (axisOf(side) === 'down' ? 'vertical' : 'horizontal');
const goesStraight = (piece: Piece) => piece === '-' || piece === '|';

/** Every rule the grid breaks; an empty list means the grid solves the puzzle. */
export function checkMasyu(p: Masyu, grid: LoopGrid): Violation[] {
  const shape = checkShape(p, grid);
  if (shape.length > 0) return shape;
  const lines = checkLines(p, grid);
  // Pearls and the single loop are judged on a drawing whose lines join up.
  if (lines.length > 0) return lines;
  return [...checkPearls(p, grid), ...checkOneLoop(p, grid)];
}

function checkShape(p: Masyu, grid: LoopGrid): Violation[] {
  return wrongSize(p, grid).map((message) => ({ rule: 'shape', message, cells: [] }));
}

/** A line leaving a cell must arrive in the next one: no line off the grid, none that stops at a cell boundary. */
function checkLines(p: Masyu, grid: LoopGrid): Violation[] {
  const violations: Violation[] = [];
  grid.forEach((line, row) =>
    line.forEach((piece, col) => {
      for (const arm of ARMS[piece]) {
        const next = move({ row, col }, arm);
        if (!inside(p, next)) {
          violations.push({ rule: 'broken line', message: `the line at ${pointName({ row, col })} ('${piece}') runs off the grid`, cells: [{ row, col }] });
        } else if (!ARMS[grid[next.row][next.col]].includes(opposite(arm))) {
          violations.push({
            rule: 'broken line',
            message: `the line from ${pointName({ row, col })} ('${piece}') stops at ${pointName(next)} ('${grid[next.row][next.col]}'), which has no line back`,
            cells: [{ row, col }, next],
          });
        }
      }
    }),
  );
  return violations;
}

function checkPearls(p: Masyu, grid: LoopGrid): Violation[] {
  const violations: Violation[] = [];
  const pieceAt = (cell: Point): Piece => (inside(p, cell) ? grid[cell.row][cell.col] : '.');
  p.pearls.forEach((line, row) =>
    line.forEach((pearl, col) => {
      if (!pearl) return;
      const here = { row, col };
      const piece = grid[row][col];
      // The loop passes through every pearl.
      if (piece === '.') return void violations.push({ rule: 'pearl', message: `the loop misses the ${pearl} pearl at ${pointName(here)}`, cells: [here] });
      // The cells beside the pearl along the loop, in reading order.
      const beside = ARMS[piece].map((arm) => ({ arm, cell: move(here, arm) })).sort((a, b) => a.cell.row - b.cell.row || a.cell.col - b.cell.col);
      if (pearl === 'white') {
        // On a white pearl the loop goes straight ...
        if (!goesStraight(piece))
          return void violations.push({ rule: 'white pearl', message: `the loop turns on the white pearl at ${pointName(here)}`, cells: [here] });
        // ... and turns in the cell before or after it, or both.
        if (beside.every(({ cell }) => goesStraight(pieceAt(cell))))
          violations.push({
            rule: 'white pearl',
            message: `the loop goes straight through the white pearl at ${pointName(here)} and through both cells beside it, ${beside.map(({ cell }) => pointName(cell)).join(' and ')}; it must turn in one of them`,
            cells: [here, ...beside.map(({ cell }) => cell)],
          });
        return;
      }
      // On a black pearl the loop turns ...
      if (goesStraight(piece))
        return void violations.push({
          rule: 'black pearl',
          message: `the loop goes straight through the black pearl at ${pointName(here)}; it must turn there`,
          cells: [here],
        });
      // ... and goes straight through the next cell on both sides.
      for (const { arm, cell } of beside) {
        if (!ARMS[pieceAt(cell)].includes(arm))
          violations.push({
            rule: 'black pearl',
            message: `after the black pearl at ${pointName(here)} the loop turns at once in ${pointName(cell)}; it must go straight on (${axis(arm)}) through that cell`,
            cells: [here, cell],
          });
      }
    }),
  );
  return violations;
}

/** The drawn cells form one closed loop: exactly one piece of line, and it exists. */
function checkOneLoop(p: Masyu, grid: LoopGrid): Violation[] {
  const seen = grid.map((line) => line.map(() => false));
  const loops: Point[][] = [];
  grid.forEach((line, row) =>
    line.forEach((piece, col) => {
      if (piece === '.' || seen[row][col]) return;
      const cells: Point[] = [];
      const stack: Point[] = [{ row, col }];
      seen[row][col] = true;
      for (let cell = stack.pop(); cell; cell = stack.pop()) {
        cells.push(cell);
        for (const direction of SIDES) {
          if (!ARMS[grid[cell.row][cell.col]].includes(direction)) continue;
          const next = move(cell, direction);
          if (seen[next.row][next.col]) continue;
          seen[next.row][next.col] = true;
          stack.push(next);
        }
      }
      loops.push(cells);
    }),
  );
  if (loops.length === 0) return [{ rule: 'one loop', message: 'there is no loop: no cell is on it', cells: [] }];
  if (loops.length === 1) return [];
  const named = loops.map((cells) => `${cells.length} cells from ${pointName(cells[0])}`);
  return [{ rule: 'one loop', message: `the line forms ${loops.length} separate loops (${named.join('; ')}), not one`, cells: loops.map((cells) => cells[0]) }];
}
