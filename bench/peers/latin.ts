// What the Latin-square peers (Skyscrapers, Futoshiki) share: shown atoms h(R,C,V) back as a
// .solution's rows of numbers, separated by spaces (so that 10 and more read as one number).
export function numbers(atoms: string[][], size: number): string {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => '?'));
  for (const [, r, c, v] of atoms) grid[Number(r)][Number(c)] = v;
  return grid.map((line) => line.join(' ')).join('\n');
}
