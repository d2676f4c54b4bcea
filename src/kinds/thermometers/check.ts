// The independent Thermometers checker: it counts each line and walks each thermometer from its
// bulb itself, and says in words what is wrong. Every answer a solver prints passes through it.
import { type Mercury, type Thermometers, cellName, thermometerName } from './thermometers.ts';

export function checkThermometers(p: Thermometers, grid: Mercury): string[] {
  if (grid.length !== p.height || grid.some((line) => line.length !== p.width)) {
    return [`the grid should be ${p.width} wide and ${p.height} tall, found ${grid.length} rows of ${grid.map((line) => line.length).join(', ')} cells`];
  }
  const problems: string[] = [];
  const cells = (n: number) => `${n} filled cell${n === 1 ? '' : 's'}`;
  // Each row and column holds its clue's number of filled cells.
  p.rows.forEach((clue, row) => {
    const filled = grid[row].filter(Boolean).length;
    if (filled !== clue) problems.push(`row ${row + 1} has ${cells(filled)}, its clue is ${clue}`);
  });
  p.columns.forEach((clue, col) => {
    const filled = grid.filter((line) => line[col]).length;
    if (filled !== clue) problems.push(`column ${col + 1} has ${cells(filled)}, its clue is ${clue}`);
  });
  // Mercury rises from the bulb without gaps: once a cell is empty, so is the rest of the tube.
  p.thermometers.forEach((path, t) => {
    const gap = path.findIndex(({ row, col }) => !grid[row][col]);
    const beyond = gap < 0 ? undefined : path.slice(gap + 1).find(({ row, col }) => grid[row][col]);
    if (beyond) problems.push(`${thermometerName(p.thermometers, t)} has mercury at ${cellName(beyond)} past the empty ${cellName(path[gap])}`);
  });
  // A cell on no thermometer holds no mercury.
  const onOne = new Set(p.thermometers.flat().map(({ row, col }) => `${row},${col}`));
  grid.forEach((line, row) => line.forEach((filled, col) => {
    if (filled && !onOne.has(`${row},${col}`)) problems.push(`${cellName({ row, col })} is on no thermometer but filled`);
  }));
  return problems;
}
