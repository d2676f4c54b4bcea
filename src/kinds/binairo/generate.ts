// Generates Binairos with exactly one solution: fill a grid at random by backtracking over the
// checker (digits tried in random order), then give digits of it one at a time, each where the
// solver's other solution differs from it, until none is left (Z3 proves it unique); then each given that the
// proof does without is taken away.
import { seededRandom } from '../../format/random.ts';
import { points } from '../../dsl/grid/index.ts';
import { backtrack } from '../common/backtrack.ts';
import { RivalSearch, generator, type Making } from '../common/unique.ts';
import type { Binairo, Digit, Digits } from './format.ts';
import { checkBinairo, checkBinairoMarks } from './check.ts';

/** A Binairo with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateBinairo = generator('binairo', { least: 4, most: 14, even: true }, makingBinairo);

async function makingBinairo({ size, seed, solving }: Making<Binairo, number>): Promise<{ puzzle: Binairo; digits: Digits }> {
  const random = seededRandom(seed, 0);
  const empty: Binairo = { width: size, height: size, givens: Array.from({ length: size }, () => Array<Digit | null>(size).fill(null)) };
  const [digits] = backtrack(
    empty,
    {
      values: () => random.shuffle([0, 1]),
      broken: (grid) => checkBinairoMarks(empty, grid).length > 0,
      verify: (grid) => checkBinairo(empty, grid),
    },
    1,
  );
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkBinairo);
  let puzzle = empty;
  for (;;) {
    const [rival] = await search.rivals(puzzle, digits);
    if (!rival) break;
    const { row, col } = random.pick(points(puzzle).filter(({ row, col }) => rival[row][col] !== digits[row][col]));
    const givens = puzzle.givens.map((line) => [...line]);
    givens[row][col] = digits[row][col] === 0 ? 0 : 1;
    puzzle = { ...puzzle, givens };
  }
  // Fewer givens: each, in random order, taken away where the solution stays the only one.
  for (const { row, col } of random.shuffle(points(puzzle).filter(({ row, col }) => puzzle.givens[row][col] !== null))) {
    const givens = puzzle.givens.map((line) => [...line]);
    givens[row][col] = null;
    const lighter = { ...puzzle, givens };
    if ((await search.rivals(lighter, digits)).length === 0) puzzle = lighter;
  }
  return { puzzle, digits };
}
