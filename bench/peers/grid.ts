// What the peers of bench/peers/models-b.ts share: a grid's cells as facts, and shown cells back as
// the rows of a .solution file.

/** One fact (or none) per cell of a grid, in reading order. */
export const cellFacts = <T>(grid: T[][], fact: (row: number, col: number, value: T) => string | undefined): string[] =>
  grid.flatMap((line, row) => line.flatMap((value, col) => fact(row, col, value) ?? []));

/** A height x width grid of `blank`, with `symbol` at every atom's (row, col): its first two arguments. */
export function marked(atoms: string[][], height: number, width: number, symbol: string, blank = '.'): string {
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => blank));
  for (const [, r, c] of atoms) grid[Number(r)][Number(c)] = symbol;
  return grid.map((line) => line.join('')).join('\n');
}
