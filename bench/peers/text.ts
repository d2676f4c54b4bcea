// What the registry's peers share: a grid as facts, and marked cells back as solution rows.

/** One fact (or none) per cell of a grid, in reading order. */
export const cellFacts = <T>(grid: T[][], fact: (row: number, col: number, value: T) => string | undefined) =>
  grid.flatMap((line, row) => line.flatMap((value, col) => fact(row, col, value) ?? []));

/** Rows of `.` with `symbol` at each atom's (row, col), its first two arguments; lines joined as in a .solution file. */
export function markedRows(atoms: string[][], height: number, width: number, symbol: string): string {
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  for (const [, r, c] of atoms) grid[Number(r)][Number(c)] = symbol;
  return grid.map((line) => line.join('')).join('\n');
}
