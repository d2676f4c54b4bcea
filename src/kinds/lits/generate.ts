// Generates LITS puzzles with exactly one solution, answer first: tetrominoes are laid one beside
// another (never the same shape along a shared edge, never a 2x2 block) until they cover about
// three fifths of the grid, each becomes the seed of its own region, and the regions take the
// empty cells one by one, each cell going where it opens the fewest new tetrominoes. The intended
// shading is then a solution whatever the walls. While another solution (a rival) exists, an
// empty cell of the intended answer that rivals shade moves into a neighbouring region: each rival
// that shades it then has three shaded cells in one region and five in another, and the intended
// answer keeps its counts. Rivals come from a search in TypeScript (one Z3 call on a large grid
// costs seconds, and a layout takes dozens of repairs); Z3 proves the last layout unique, and
// finds the rivals when the search runs out of steps. A layout that does not settle is dropped.
import { UsageError } from '../../format/errors.ts';
import { type Random, seededRandom } from '../../format/random.ts';
import { litsEncodings } from '../../../encodings/lits/index.ts';
import { renumber } from '../common/task.ts';
import { RivalSearch } from '../common/unique.ts';
import { checkLits, groups } from './check.ts';
import { type Lits, type LitsCell, type LitsGrid, type Placement, type Shape, type Spot, placements, regionCells, sideNeighbours } from './lits.ts';

const key = ({ row, col }: Spot) => `${row},${col}`;
const CORNERS = [[-1, -1], [-1, 0], [0, -1], [0, 0]];

/** True when a 2x2 block holding (row, col) is fully `on`. */
const squareAt = (on: (row: number, col: number) => boolean, row: number, col: number) =>
  CORNERS.some(([dr, dc]) => on(row + dr, col + dc) && on(row + dr, col + dc + 1) && on(row + dr + 1, col + dc) && on(row + dr + 1, col + dc + 1));

/**
 * Tetrominoes laid at random, each touching one laid before, until about three fifths of the grid
 * is shaded or nothing more fits. `tetromino[row][col]` numbers them; -1 where nothing is shaded.
 */
export function layTetrominoes(size: number, random: Random): { shading: LitsGrid; tetromino: number[][] } {
  const grid = Array.from({ length: size * size }, (_, i) => ({ row: Math.floor(i / size), col: i % size }));
  const covering: Placement[][] = grid.map(() => []);
  for (const placement of placements(grid)) for (const { row, col } of placement.cells) covering[row * size + col].push(placement);
  const shading: LitsGrid = Array.from({ length: size }, () => Array<LitsCell>(size).fill('.'));
  const tetromino = Array.from({ length: size }, () => Array<number>(size).fill(-1));
  const shaded = (row: number, col: number) => (shading[row]?.[col] ?? '.') !== '.';
  const fits = ({ shape, cells }: Placement) => {
    const mine = new Set(cells.map(key));
    if (cells.some(({ row, col }) => shaded(row, col))) return false;
    // Not the same shape along an edge; no 2x2 block shaded with the new cells.
    if (cells.some((cell) => sideNeighbours(cell, size, size).some(({ row, col }) => shading[row][col] === shape))) return false;
    return !cells.some(({ row, col }) => squareAt((r, c) => shaded(r, c) || mine.has(`${r},${c}`), row, col));
  };
  const lay = (placement: Placement, index: number) => placement.cells.forEach(({ row, col }) => ((shading[row][col] = placement.shape), (tetromino[row][col] = index)));
  const contact = (placement: Placement) => placement.cells.flatMap((cell) => sideNeighbours(cell, size, size)).filter(({ row, col }) => shaded(row, col)).length;
  lay(random.pick(placements(grid)), 0);
  // Three fifths of the grid: the site's regions hold 6 to 7 cells on average, 4 of them shaded.
  for (let count = 1; count * 4 * 100 < size * size * Number(process.env.DENS ?? 60); count++) {
    const frontier = random.shuffle(grid.filter(({ row, col }) => !shaded(row, col) && sideNeighbours({ row, col }, size, size).some((n) => shaded(n.row, n.col))));
    const options: Placement[] = [];
    for (const { row, col } of frontier) {
      options.push(...random.shuffle(covering[row * size + col]).filter(fits));
      if (options.length >= 8) break;
    }
    if (options.length === 0) break;
    // Of a few, the one that touches the group at fewest cells, so the shading spreads and leaves room.
    const sign = Number(process.env.SIGN ?? 1); lay(options.slice(0, 8).reduce((a, b) => (sign * contact(b) < sign * contact(a) ? b : a)), count);
  }
  return { shading, tetromino };
}

/**
 * How many tetrominoes fit in a region of these cells with the intended shading outside it left
 * as it is: those a rival could take there without changing its neighbours.
 */
function openings(cells: Spot[], shading: LitsGrid): number {
  const inside = new Set(cells.map(key));
  const outside = (row: number, col: number) => !inside.has(`${row},${col}`) && (shading[row]?.[col] ?? '.') !== '.';
  const size = shading.length;
  return placements(cells).filter(({ shape, cells: chosen }) => {
    const mine = new Set(chosen.map(key));
    return chosen.every((cell) => sideNeighbours(cell, size, size).every((n) => inside.has(key(n)) || shading[n.row][n.col] !== shape) &&
      !squareAt((row, col) => mine.has(`${row},${col}`) || outside(row, col), cell.row, cell.col));
  }).length;
}

/**
 * Regions grown from each tetromino over the empty cells: a random empty cell beside a region goes
 * to the neighbouring region where it adds the fewest openings, the smaller one on a tie.
 */
export function growRegions(tetromino: number[][], shading: LitsGrid, random: Random): number[][] {
  const size = tetromino.length;
  const regions = tetromino.map((line) => [...line]);
  const members: Spot[][] = [];
  regions.forEach((line, row) => line.forEach((region, col) => region >= 0 && (members[region] ??= []).push({ row, col })));
  const open = members.map((cells) => openings(cells, shading));
  for (;;) {
    const frontier = regions.flatMap((line, row) => line.flatMap((region, col) =>
      region === -1 && sideNeighbours({ row, col }, size, size).some((n) => regions[n.row][n.col] >= 0) ? [{ row, col }] : []));
    if (frontier.length === 0) return regions;
    const cell = random.pick(frontier);
    const around = random.shuffle([...new Set(sideNeighbours(cell, size, size).map((n) => regions[n.row][n.col]).filter((region) => region >= 0))]);
    const scored = around.map((region) => ({ region, after: openings([...members[region], cell], shading) }));
    const best = scored.reduce((a, b) => (b.after - open[b.region] < a.after - open[a.region] || (b.after - open[b.region] === a.after - open[a.region] && members[b.region].length < members[a.region].length) ? b : a));
    regions[cell.row][cell.col] = best.region;
    members[best.region].push(cell);
    open[best.region] = best.after;
  }
}

/**
 * Up to `limit` solutions other than `intended`, by depth-first search over each region's
 * tetromino (the fewest left first, the intended one first, so the rivals found first differ from
 * it in few regions); undefined when it takes more than `budget` steps. After each choice the
 * neighbouring regions drop what no longer fits, and every region drops what cannot reach the
 * shading so far through cells that may still be shaded.
 */
export function searchRivals(p: Lits, intended: LitsGrid, limit: number, budget: number): LitsGrid[] | undefined {
  const { width, height } = p;
  const index = ({ row, col }: Spot) => row * width + col;
  const regionOf = p.regions.flat();
  const near = regionOf.map((_, i) => sideNeighbours({ row: Math.floor(i / width), col: i % width }, width, height).map(index));
  const options = regionCells(p).map((cells) => placements(cells).map(({ shape, cells: chosen }) => ({ shape, cells: chosen.map(index) }))
    .sort((a, b) => Number(b.cells.every((i) => intended[Math.floor(i / width)][i % width] !== '.')) - Number(a.cells.every((i) => intended[Math.floor(i / width)][i % width] !== '.'))));
  const shade: LitsCell[] = regionOf.map(() => '.');
  const on = (row: number, col: number) => row >= 0 && row < height && col >= 0 && col < width && shade[row * width + col] !== '.';
  const fits = (region: number, { shape, cells }: { shape: Shape; cells: number[] }) => cells.every((i) => near[i].every((j) => regionOf[j] === region || shade[j] !== shape) &&
    !squareAt((row, col) => on(row, col) || cells.includes(row * width + col), Math.floor(i / width), i % width));
  // The regions whose tetrominoes a choice can rule out: within one step, diagonals included.
  const around = options.map((_, region) => [...new Set(regionOf.flatMap((r, i) => (r !== region ? [] : [i, ...near[i], ...near[i].flatMap((j) => near[j])].map((j) => regionOf[j]))))].filter((r) => r !== region));
  const domain = options.map((list) => list.map((_, i) => i));
  const chosen = options.map(() => false);
  const trail: [number, number[]][] = [];
  const narrow = (region: number, keep: number[]) => keep.length === domain[region].length || (trail.push([region, domain[region]]), (domain[region] = keep)).length > 0;
  const connectable = () => {
    const possible = shade.map((letter) => letter !== '.');
    domain.forEach((list, region) => !chosen[region] && list.forEach((i) => options[region][i].cells.forEach((cell) => (possible[cell] = true))));
    const start = shade.findIndex((letter) => letter !== '.');
    const reached = new Uint8Array(shade.length);
    reached[start] = 1;
    for (const queue = [start]; queue.length > 0;) for (const j of near[queue.pop()!]) if (possible[j] && !reached[j]) (reached[j] = 1), queue.push(j);
    return shade.every((letter, i) => letter === '.' || reached[i]) && domain.every((list, region) => chosen[region] || narrow(region, list.filter((i) => reached[options[region][i].cells[0]])));
  };
  const found: LitsGrid[] = [];
  let steps = 0;
  const visit = (): boolean => {
    if (++steps > budget) return false;
    let region = -1;
    domain.forEach((list, r) => !chosen[r] && (region < 0 || list.length < domain[region].length) && (region = r));
    if (region < 0) {
      const grid = p.regions.map((line, row) => line.map((_, col) => shade[row * width + col]));
      if (grid.some((line, row) => line.some((letter, col) => letter !== intended[row][col]))) found.push(grid);
      return found.length < limit;
    }
    for (const i of domain[region]) {
      const option = options[region][i];
      if (!fits(region, option)) continue;
      const mark = trail.length;
      option.cells.forEach((cell) => (shade[cell] = option.shape));
      chosen[region] = true;
      const go = around[region].every((r) => chosen[r] || narrow(r, domain[r].filter((j) => fits(r, options[r][j])))) && connectable();
      const more = !go || visit();
      option.cells.forEach((cell) => (shade[cell] = '.'));
      chosen[region] = false;
      while (trail.length > mark) {
        const [r, list] = trail.pop()!;
        domain[r] = list;
      }
      if (!more) return false;
    }
    return true;
  };
  visit();
  return steps > budget && found.length === 0 ? undefined : found;
}

/**
 * The ways to move an empty cell of the intended answer out of its region: with the shortest strip
 * of the region's empty cells that leads from it to a neighbouring region, and whatever the strip
 * cuts off from the region's tetromino (empty cells too, all beside the strip).
 */
function movesOf(cell: Spot, regions: number[][], members: Map<number, Spot[]>, intended: LitsGrid): { cells: Spot[]; from: number; into: number }[] {
  const size = regions.length;
  const from = regions[cell.row][cell.col];
  const cameFrom = new Map<string, Spot | undefined>([[key(cell), undefined]]);
  const moves: { cells: Spot[]; from: number; into: number }[] = [];
  for (const queue = [cell]; queue.length > 0 && moves.length < 3;) {
    const at = queue.shift()!;
    const strip: Spot[] = [];
    for (let step: Spot | undefined = at; step; step = cameFrom.get(key(step))) strip.push(step);
    const taken = new Set(strip.map(key));
    const parts = groups(members.get(from)!.filter((spot) => !taken.has(key(spot))));
    const rest = parts.find((part) => part.some((spot) => intended[spot.row][spot.col] !== '.'))!;
    const cells = [...strip, ...parts.filter((part) => part !== rest).flat()];
    for (const n of sideNeighbours(at, size, size)) {
      const into = regions[n.row][n.col];
      if (into !== from && !moves.some((move) => move.into === into)) moves.push({ cells, from, into });
      else if (into === from && intended[n.row][n.col] === '.' && !cameFrom.has(key(n))) (cameFrom.set(key(n), at), queue.push(n));
    }
  }
  return moves;
}

/**
 * The layout after the move that breaks the most rivals (each that shades a moved cell). Among
 * moves that break as many: not back into a region a cell has left (`been`), the fewest openings
 * added, the fewest cells moved, into the smallest region. Undefined when nothing can move.
 */
export function breakRival(regions: number[][], intended: LitsGrid, rivals: LitsGrid[], random: Random, been = new Set<string>()): number[][] | undefined {
  const members = new Map<number, Spot[]>();
  regions.forEach((line, row) => line.forEach((region, col) => members.set(region, [...(members.get(region) ?? []), { row, col }])));
  const open = new Map([...members].map(([region, cells]) => [region, openings(cells, intended)]));
  const shadedByRivals = random.shuffle(regions.flatMap((line, row) => line.flatMap((_, col) =>
    intended[row][col] === '.' && rivals.some((rival) => rival[row][col] !== '.') ? [{ row, col }] : [])));
  const scored = shadedByRivals.flatMap((cell) => movesOf(cell, regions, members, intended)).map((move) => {
    const moved = new Set(move.cells.map(key));
    const broken = rivals.filter((rival) => move.cells.some(({ row, col }) => rival[row][col] !== '.')).length;
    const back = move.cells.filter((cell) => been.has(`${key(cell)}>${move.into}`)).length;
    const grown = [...members.get(move.into)!, ...move.cells];
    const added = openings(members.get(move.from)!.filter((cell) => !moved.has(key(cell))), intended) - open.get(move.from)! + openings(grown, intended) - open.get(move.into)!;
    return { ...move, back, score: broken * 1e6 - added * 1e3 - move.cells.length * 20 - grown.length };
  }).filter((move) => move.back === 0);
  const best = scored.reduce<(typeof scored)[number] | undefined>((a, b) => (a === undefined || b.score > a.score ? b : a), undefined);
  if (best === undefined) return undefined;
  const next = regions.map((line) => [...line]);
  for (const { row, col } of best.cells) (next[row][col] = best.into), been.add(`${row},${col}>${best.from}`);
  return next;
}

const ATTEMPTS = 40;
/** Steps of the search before Z3 is asked for the rivals instead. */
const BUDGET = 20_000;
/** Z3's fastest LITS encoding on grids with many solutions (a few cuts instead of ranks). */
const ENCODING = 'lits/placements-lazy-cuts';

export async function generateLits({ size, seed }: { size: number; seed: number }): Promise<{ puzzle: Lits; solution: LitsGrid }> {
  if (size < 4 || size > 50) throw new UsageError(`--size must be between 4 and 50 for lits, found ${size}`);
  const search = await RivalSearch.start<Lits, LitsCell>(litsEncodings.get(ENCODING), 'qf-fd-pb', checkLits);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const random = seededRandom(seed, attempt);
    const laid = layTetrominoes(size, random);
    let shading = laid.shading;
    let regions = growRegions(laid.tetromino, shading, random);
    const been = new Set<string>();
    let adopted: LitsGrid | undefined;
    for (let repairs = 0; repairs <= 4 * size; repairs++) {
      const puzzle: Lits = { width: size, height: size, regions: renumber(regions) };
      // The intended shading holds by construction; the checker says so before anything is kept.
      if (checkLits(puzzle, shading).length > 0) break;
      const found = searchRivals(puzzle, shading, 4, BUDGET);
      // Z3 has the last word: it proves what the search found unique, or finds what it could not.
      const rivals = found?.length ? found : await search.rivals(puzzle, shading, 4);
      if (rivals.length === 0) return { puzzle, solution: shading };
      // A rival that no move breaks (its cells walled in by the region) becomes the intended
      // answer, once: when the old answer is walled in as well, the layout is dropped.
      const next = breakRival(regions, shading, rivals, random, been);
      if (next) regions = next;
      else if (shading !== adopted) shading = adopted = rivals[0];
      else break;
    }
  }
  throw new Error(`no unique ${size}x${size} LITS in ${ATTEMPTS} attempts from seed ${seed}`);
}
