// The independent Thermometers checker: it counts each line and walks each thermometer from its
// bulb itself, and says in words what is wrong. Every answer a solver prints passes through it.
import { type Point, colPoints, column, pointKey, rowPoints } from '../../dsl/grid/index.ts';
import type { Problem } from '../../kind/grid.ts';
import { type Mercury, type Thermometers, cellName, thermometerName } from './format.ts';
import { wrongSize } from '../common/checking.ts';

export function checkThermometers(p: Thermometers, grid: Mercury): string[] {
  const size = wrongSize(p, grid);
  if (size.length > 0) return size;
  const problems: string[] = [];
  const cells = (n: number) => `${n} filled cell${n === 1 ? '' : 's'}`;
  // Each row and column holds its clue's number of filled cells.
  p.rows.forEach((clue, row) => {
    const filled = grid[row].filter(Boolean).length;
    if (filled !== clue) problems.push(`row ${row + 1} has ${cells(filled)}, its clue is ${clue}`);
  });
  p.columns.forEach((clue, col) => {
    const filled = column(grid, col).filter(Boolean).length;
    if (filled !== clue) problems.push(`column ${col + 1} has ${cells(filled)}, its clue is ${clue}`);
  });
  // Mercury rises from the bulb without gaps: once a cell is empty, so is the rest of the tube.
  p.thermometers.forEach((path, t) => {
    const gap = path.findIndex(({ row, col }) => !grid[row][col]);
    const beyond = gap < 0 ? undefined : path.slice(gap + 1).find(({ row, col }) => grid[row][col]);
    if (beyond) problems.push(`${thermometerName(p.thermometers, t)} has mercury at ${cellName(beyond)} past the empty ${cellName(path[gap])}`);
  });
  // A cell on no thermometer holds no mercury.
  const onOne = new Set(p.thermometers.flat().map(pointKey));
  grid.forEach((line, row) =>
    line.forEach((filled, col) => {
      if (filled && !onOne.has(pointKey({ row, col }))) problems.push(`${cellName({ row, col })} is on no thermometer but filled`);
    }),
  );
  return problems;
}

/** A grid being marked: mercury, empty, or undefined where the player has not said yet. */
type Marks = (boolean | undefined)[][];

/**
 * The rules a partly marked grid already breaks, whatever its unmarked cells turn out to be (serve's
 * Check), each with its cells; on a complete grid, what checkThermometers says, in its order. The
 * counts read the tubes as a player does: an unmarked cell below mercury on its thermometer will be
 * filled, and one past an empty cell, or on no thermometer, never will.
 */
export function checkThermometersMarks(p: Thermometers, grid: Marks): Problem[] {
  const problems: Problem[] = [];
  const cells = (n: number) => `${n} filled cell${n === 1 ? '' : 's'}`;
  // Per cell: 'full' when it is unmarked below mercury, 'dry' when it is unmarked and can never fill.
  const fate = grid.map((line) => line.map((): 'full' | 'dry' | undefined => 'dry'));
  for (const path of p.thermometers) {
    const top = path.reduce((last, { row, col }, step) => (grid[row][col] === true ? step : last), -1);
    const gap = path.findIndex(({ row, col }) => grid[row][col] === false);
    path.forEach(({ row, col }, step) => (fate[row][col] = step < top ? 'full' : gap >= 0 && step > gap ? 'dry' : undefined));
  }
  const count = (rule: string, name: string, clue: number, line: Point[]) => {
    const filled = line.filter(({ row, col }) => grid[row][col] === true);
    const unmarked = line.filter(({ row, col }) => grid[row][col] === undefined);
    const full = unmarked.filter(({ row, col }) => fate[row][col] === 'full');
    const room = unmarked.filter(({ row, col }) => fate[row][col] !== 'dry');
    if (filled.length + full.length > clue) {
      const below = full.length > 0 ? ` and ${full.length} more below mercury` : '';
      problems.push({ rule, message: `${name} has ${cells(filled.length)}${below}, its clue is ${clue}`, cells: [...filled, ...full] });
    } else if (filled.length + room.length < clue) {
      const more = unmarked.length > 0 ? ` and room for ${room.length === 0 ? 'no' : `at most ${room.length}`} more` : '';
      // The cells that keep the count down: marked empty, or unmarked where mercury cannot reach.
      const blocking = line.filter(({ row, col }) => grid[row][col] === false || (grid[row][col] === undefined && fate[row][col] === 'dry'));
      problems.push({ rule, message: `${name} has ${cells(filled.length)}${more}, its clue is ${clue}`, cells: blocking });
    }
  };
  p.rows.forEach((clue, row) => count('row clues', `row ${row + 1}`, clue, rowPoints(p, row)));
  p.columns.forEach((clue, col) => count('column clues', `column ${col + 1}`, clue, colPoints(p, col)));
  // Mercury past an empty cell of its thermometer, counting from the bulb.
  p.thermometers.forEach((path, t) => {
    const gap = path.findIndex(({ row, col }) => grid[row][col] === false);
    const beyond = gap < 0 ? undefined : path.slice(gap + 1).find(({ row, col }) => grid[row][col] === true);
    if (beyond)
      problems.push({
        rule: 'from the bulb',
        message: `${thermometerName(p.thermometers, t)} has mercury at ${cellName(beyond)} past the empty ${cellName(path[gap])}`,
        cells: [path[gap], beyond],
      });
  });
  const onOne = new Set(p.thermometers.flat().map(pointKey));
  grid.forEach((line, row) =>
    line.forEach((filled, col) => {
      if (filled === true && !onOne.has(pointKey({ row, col })))
        problems.push({ rule: 'no thermometer', message: `${cellName({ row, col })} is on no thermometer but filled`, cells: [{ row, col }] });
    }),
  );
  return problems;
}
