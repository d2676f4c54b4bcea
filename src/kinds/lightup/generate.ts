// Generates Light Up puzzles with exactly one solution: scatter black cells, light the board with
// bulbs put down at random where nothing lights them yet, and number every black cell by its bulbs.
// While another placement of bulbs fits too, a white cell where the two differ turns black (and
// numbered), the intended bulbs are completed to light what it darkened, and the search goes on;
// then numbers are taken away, one at a time, wherever the solution stays unique without them.
import { type Random, seededRandom } from '../../format/random.ts';
import { type Point, points, sideNeighbours } from '../../dsl/grid/index.ts';
import { RivalSearch, generator, type Making } from '../common/unique.ts';
import { checkLightUp } from './check.ts';
import { type Bulbs, type LightUp, type LightUpCell, isWhite, sightOf } from './format.ts';

/** Bulbs added in random order to every white cell not lit yet, so that all are lit and none sees another. */
function lightUp(p: LightUp, bulbs: Bulbs, random: Random): void {
  const order = random.shuffle(points(p).filter((point) => isWhite(p, point)));
  const lit = (point: Point) => [point, ...sightOf(p, point)].some(({ row, col }) => bulbs[row][col]);
  for (const point of order) if (!lit(point)) bulbs[point.row][point.col] = true;
}

/** Every black cell numbered by the bulbs beside it. */
const numbered = (p: LightUp, bulbs: Bulbs): LightUpCell[][] =>
  p.cells.map((line, row) =>
    line.map((cell, col) => (cell === null ? null : sideNeighbours({ row, col }, p).filter((next) => bulbs[next.row][next.col]).length)),
  );

/** A LightUp with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateLightUp = generator('lightup', { least: 3, most: 25 }, makingLightUp);

async function makingLightUp({ size, seed, solving }: Making<LightUp, boolean>): Promise<{ puzzle: LightUp; bulbs: Bulbs }> {
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkLightUp);
  const random = seededRandom(seed, 0);
  const cells: LightUpCell[][] = Array.from({ length: size }, () => Array.from({ length: size }, () => (random.next() < 0.2 ? 'black' : null)));
  let puzzle: LightUp = { width: size, height: size, cells };
  const bulbs: Bulbs = cells.map((line) => line.map(() => false));
  lightUp(puzzle, bulbs, random);
  puzzle = { ...puzzle, cells: numbered(puzzle, bulbs) };
  for (;;) {
    const [rival] = await search.rivals(puzzle, bulbs);
    if (!rival) break;
    const differing = points(puzzle).filter(({ row, col }) => rival[row][col] !== bulbs[row][col]);
    const { row, col } = random.pick(differing);
    const cells = puzzle.cells.map((line) => [...line]);
    cells[row][col] = 'black';
    bulbs[row][col] = false;
    puzzle = { ...puzzle, cells };
    lightUp(puzzle, bulbs, random);
    puzzle = { ...puzzle, cells: numbered(puzzle, bulbs) };
  }
  // Fewer numbers: each, in random order, left out where the bulbs stay the only solution.
  for (const point of random.shuffle(points(puzzle).filter((point) => !isWhite(puzzle, point)))) {
    const cells = puzzle.cells.map((line) => [...line]);
    cells[point.row][point.col] = 'black';
    const lighter = { ...puzzle, cells };
    if ((await search.rivals(lighter, bulbs)).length === 0) puzzle = lighter;
  }
  return { puzzle, bulbs };
}
