// The independent Star Battle checker: it counts the stars of every row, column and region and
// looks around every star itself, and says in words what is wrong. Every answer a solver prints
// passes through it.
import { REGION_LETTERS } from '../common/task.ts';
import type { StarBattle, Stars } from './starbattle.ts';

const at = (row: number, col: number) => `(${row + 1},${col + 1})`;
const regionName = (region: number) => `region ${region + 1}${REGION_LETTERS[region] ? ` (${REGION_LETTERS[region]})` : ''}`;

export function checkStarBattle(p: StarBattle, grid: Stars): string[] {
  if (grid.length !== p.size || grid.some((line) => line.length !== p.size)) {
    return [`the grid should be ${p.size}x${p.size}, found ${grid.length} rows of ${grid.map((line) => line.length).join(', ')} cells`];
  }
  const problems: string[] = [];
  const plural = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
  // k stars in every row, every column and every region.
  grid.forEach((line, row) => {
    const stars = line.filter(Boolean).length;
    if (stars !== p.stars) problems.push(`row ${row + 1} has ${plural(stars)}, it needs ${p.stars}`);
  });
  for (let col = 0; col < p.size; col++) {
    const stars = grid.filter((line) => line[col]).length;
    if (stars !== p.stars) problems.push(`column ${col + 1} has ${plural(stars)}, it needs ${p.stars}`);
  }
  const perRegion = new Map<number, number>();
  p.regions.forEach((line, row) => line.forEach((region, col) => perRegion.set(region, (perRegion.get(region) ?? 0) + (grid[row][col] ? 1 : 0))));
  for (const [region, stars] of [...perRegion].sort((a, b) => a[0] - b[0])) {
    if (stars !== p.stars) problems.push(`${regionName(region)} has ${plural(stars)}, it needs ${p.stars}`);
  }
  // No two stars touch, not even at a corner: look right, down-left, down and down-right of each.
  grid.forEach((line, row) => line.forEach((star, col) => {
    if (!star) return;
    for (const [dr, dc] of [[0, 1], [1, -1], [1, 0], [1, 1]]) {
      if (grid[row + dr]?.[col + dc]) problems.push(`the stars at ${at(row, col)} and ${at(row + dr, col + dc)} touch`);
    }
  }));
  return problems;
}
