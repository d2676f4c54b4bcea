// Generates classic Sudokus with exactly one solution: a full grid from the standard pattern,
// shuffled (numbers, rows within bands, bands, columns within stacks, stacks); then givens are
// added where a rival solution differs until none is left, and removed again while the solution
// stays unique. Z3 (the one-hot encoding, via RivalSearch) proves each step.
import { UsageError } from '../../errors.ts';
import { type Random, seededRandom } from '../../format/random.ts';
import { RivalSearch, generator, type Making } from '../common/unique.ts';
import { sudokuChecks } from './check.ts';
import { boxRegions, boxShape } from '../common/region-squares.ts';
import type { Sudoku } from './format.ts';

const shuffled = <T>(random: Random, items: T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** A random full grid: the pattern (cols * (r mod rows) + r div rows + c) mod n is a solution; shuffles keep it one. */
export function randomSolution(n: number, box: { rows: number; cols: number }, random: Random): number[][] {
  const numbers = shuffled(
    random,
    Array.from({ length: n }, (_, i) => i + 1),
  );
  // Bands are box.rows rows tall; stacks box.cols columns wide.
  const order = (count: number, each: number) =>
    shuffled(
      random,
      Array.from({ length: count }, (_, i) => i),
    ).flatMap((group) =>
      shuffled(
        random,
        Array.from({ length: each }, (_, i) => group * each + i),
      ),
    );
  const rows = order(n / box.rows, box.rows);
  const cols = order(n / box.cols, box.cols);
  return rows.map((r) => cols.map((c) => numbers[(box.cols * (r % box.rows) + Math.floor(r / box.rows) + c) % n]));
}

/** A Sudoku with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateSudoku = generator('sudoku', { least: 4, most: 16 }, makingSudoku);

async function makingSudoku({ size, seed, solving }: Making<Sudoku, number>): Promise<{ puzzle: Sudoku; solution: number[][] }> {
  const box = boxShape(size);
  if (!box || size > 16) throw new UsageError(`--size must be 4, 6, 8, 9, 10, 12, 14, 15 or 16 for sudoku (a side with boxes, at most 16), found ${size}`);
  const search = await RivalSearch.start(solving.encodings.get('sudoku/one-hot'), solving.defaultStrategy, sudokuChecks.verify);
  const random = seededRandom(seed, 0);
  const solution = randomSolution(size, box, random);
  const givens: (number | null)[][] = solution.map((line) => line.map(() => null));
  const puzzle = (): Sudoku => ({ width: size, height: size, box, regions: boxRegions(size, box), givens: givens.map((line) => [...line]) });
  // Give a number where a rival differs, until there is no rival.
  for (;;) {
    const [rival] = await search.rivals(puzzle(), solution);
    if (!rival) break;
    const differing = solution.flatMap((line, row) => line.flatMap((value, col) => (value !== rival[row][col] ? [{ row, col }] : [])));
    const { row, col } = random.pick(differing);
    givens[row][col] = solution[row][col];
  }
  // Take back every given the solution stays unique without.
  for (const { row, col } of shuffled(
    random,
    solution.flatMap((line, row) => line.map((_, col) => ({ row, col }))),
  )) {
    if (givens[row][col] === null) continue;
    givens[row][col] = null;
    if ((await search.rivals(puzzle(), solution)).length > 0) givens[row][col] = solution[row][col];
  }
  return { puzzle: puzzle(), solution };
}
