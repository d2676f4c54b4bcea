// Generates Thermometers puzzles with exactly one solution: cover the grid with random tubes,
// fill each to a random level and count the clues; while another filling meets them too, move the
// intended level of a thermometer where the two differ (its clues change with it, and that rival
// misses them); Z3 proves the last one unique.
import { UsageError } from '../../errors.ts';
import { type Random, seededRandom } from '../../format/random.ts';
import type { GridSolving } from '../../kind/grid.ts';
import { RivalSearch } from '../common/unique.ts';
import { type Point, type Side, adjacent, column, inside, move, pointAt } from '../../dsl/grid/index.ts';
import { checkThermometers } from './check.ts';
import { type Mercury, type Thermometers, inTaskOrder } from './format.ts';
import { ownContext } from '../../solver/session.ts';

/** The sides in the order the seeded random streams were drawn with (generated puzzles depend on it). */
const SIDES: readonly Side[] = ['E', 'S', 'W', 'N'];

/**
 * Covers the grid with thermometers: each starts at the first free cell in reading order and
 * grows through free cells, mostly straight on (`straight`: only), up to a random length; a cell
 * left alone joins a neighbouring thermometer at one of its ends when it can (straight: in line).
 * The bulb is at either end.
 */
export function randomThermometers(width: number, height: number, random: Random, longest: number, straight = false): Point[][] {
  const size = { width, height };
  const owner: number[][] = Array.from({ length: height }, () => Array(width).fill(-1));
  const free = (cell: Point) => inside(size, cell) && owner[cell.row][cell.col] === -1;
  const paths: Point[][] = [];
  for (let start = 0; start < width * height; start++) {
    const first = pointAt(size, start);
    if (!free(first)) continue;
    const path = [first];
    owner[first.row][first.col] = paths.length;
    const length = random.between(2, longest);
    let heading = random.pick(SIDES);
    // The tube grows from `here`, the cell added last.
    for (let here = first; path.length < length; ) {
      const ahead = move(here, heading);
      const turns = SIDES.filter((side) => free(move(here, side)));
      if (turns.length === 0 || (straight && path.length > 1 && !free(ahead))) break;
      if (!free(ahead) || (!straight && random.next() < 0.3)) heading = random.pick(turns);
      const next = move(here, heading);
      owner[next.row][next.col] = paths.length;
      path.push(next);
      here = next;
    }
    const host = path.length === 1 ? endNextTo(first, paths, straight) : undefined;
    if (host) {
      owner[first.row][first.col] = paths.indexOf(host.path);
      if (host.atStart) host.path.unshift(first);
      else host.path.push(first);
    } else paths.push(path);
  }
  return paths.map((path) => (random.next() < 0.5 ? path : [...path].reverse()));
}

/** A thermometer with an end beside the cell, to grow into it. */
function endNextTo(cell: Point, paths: Point[][], straight: boolean): { path: Point[]; atStart: boolean } | undefined {
  const beside = (end: Point, inner: Point | undefined) => adjacent(end, cell) && (!straight || !inner || inner.row === cell.row || inner.col === cell.col);
  for (const path of paths) {
    const tip = path.at(-1);
    // Every thermometer is laid from its first cell on.
    if (tip === undefined) throw new Error('thermometers generator: a thermometer without cells (a bug)');
    if (beside(tip, path.at(-2))) return { path, atStart: false };
    if (beside(path[0], path[1])) return { path, atStart: true };
  }
  return undefined;
}

/** The clues a filling counts to. */
export function cluesOf(width: number, height: number, thermometers: Point[][], levels: number[]): { puzzle: Thermometers; mercury: Mercury } {
  const mercury: Mercury = Array.from({ length: height }, () => Array(width).fill(false));
  thermometers.forEach((path, t) => path.slice(0, levels[t]).forEach(({ row, col }) => (mercury[row][col] = true)));
  const puzzle: Thermometers = {
    width,
    height,
    columns: Array.from({ length: width }, (_, col) => column(mercury, col).filter(Boolean).length),
    rows: mercury.map((line) => line.filter(Boolean).length),
    thermometers,
  };
  return { puzzle, mercury };
}

/** The same puzzle for the same options, however many were made before it in the process (ownContext). */
export const generateThermometers = (options: Parameters<typeof makingThermometers>[0]) => ownContext(() => makingThermometers(options));

/** `straight`: straight thermometers only, as in the site's "straight" puzzles (else curved ones too). */
async function makingThermometers({
  size,
  seed,
  straight = false,
  solving,
}: {
  size: number;
  seed: number;
  straight?: boolean;
  solving: GridSolving<Thermometers, boolean>;
}): Promise<{ puzzle: Thermometers; mercury: Mercury }> {
  if (size < 2 || size > 30) throw new UsageError(`--size must be between 2 and 30 for thermometers, found ${size}`);
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkThermometers);
  for (let attempt = 0; attempt < 20; attempt++) {
    const random = seededRandom(seed, attempt);
    const thermometers = inTaskOrder({ width: size }, randomThermometers(size, size, random, Math.max(2, Math.ceil(size * 0.6)), straight));
    const levels = thermometers.map((path) => random.between(0, path.length));
    for (let repairs = 0; repairs <= 4 * size * size; repairs++) {
      const { puzzle, mercury } = cluesOf(size, size, thermometers, levels);
      const [rival] = await search.rivals(puzzle, mercury);
      if (!rival) return { puzzle, mercury };
      const differing = thermometers.flatMap((path, t) => (path.some(({ row, col }) => rival[row][col] !== mercury[row][col]) ? [t] : []));
      const t = random.pick(differing);
      const others = Array.from({ length: thermometers[t].length + 1 }, (_, level) => level).filter((level) => level !== levels[t]);
      levels[t] = random.pick(others);
    }
  }
  throw new Error(`no unique ${size}x${size} thermometers puzzle in 20 attempts from seed ${seed}`);
}
