// Generates LITS puzzles with exactly one solution, answer first: tetrominoes are laid one beside
// another (never the same shape along a shared edge, never a 2x2 block) until nothing more fits
// or they cover three fifths of the grid; each seeds a region, and the regions take the empty cells
// one by one, each going where it lets in the fewest other tetrominoes. The intended shading is
// then a solution whatever the walls. While another solution (a rival) exists, empty cells of the
// intended answer that rivals shade move into a neighbouring region: each rival that shaded one
// now has too few shaded cells in a region, and the intended answer keeps its counts. Rivals come
// from a search in TypeScript, first in small windows (a region and its neighbours), then on the
// whole grid (a Z3 call on a large grid costs seconds, and a layout takes hundreds of repairs);
// Z3 finds those the search cannot and proves the last layout unique.
import { type Random, seededRandom } from '../../format/random.ts';
import {
  type Point,
  groups,
  inRows,
  indexOf,
  inside,
  neighbouringRegions,
  pointAt,
  pointKey as key,
  points,
  renumber,
  sideNeighbours,
  squaresAt,
} from '../../dsl/grid/index.ts';
import { RivalSearch, generator, type Making } from '../common/unique.ts';
import { checkLits } from './check.ts';
import { type Lits, type LitsCell, type LitsGrid, type Placement, type Shape, placements, regionCells } from './format.ts';

/** True when a 2x2 block holding the point is fully `on`. */
const squareAt = (on: (row: number, col: number) => boolean, point: Point) => squaresAt(point).some((block) => block.every(({ row, col }) => on(row, col)));

/**
 * Tetrominoes laid at random, each touching one laid before, until about three fifths of the grid
 * is shaded or nothing more fits. `tetromino[row][col]` numbers them; -1 where nothing is shaded.
 */
export function layTetrominoes(size: number, random: Random): { shading: LitsGrid; tetromino: number[][] } {
  const square = { width: size, height: size };
  const grid = points(square);
  const covering: Placement[][] = grid.map(() => []);
  for (const placement of placements(grid)) for (const cell of placement.cells) covering[indexOf(square, cell)].push(placement);
  const shading: LitsGrid = Array.from({ length: size }, () => Array<LitsCell>(size).fill('.'));
  const tetromino = Array.from({ length: size }, () => Array<number>(size).fill(-1));
  const shaded = (row: number, col: number) => (shading[row]?.[col] ?? '.') !== '.';
  const fits = ({ shape, cells }: Placement) => {
    const mine = new Set(cells.map(key));
    if (cells.some(({ row, col }) => shaded(row, col))) return false;
    // Not the same shape along an edge; no 2x2 block shaded with the new cells.
    if (cells.some((cell) => sideNeighbours(cell, square).some(({ row, col }) => shading[row][col] === shape))) return false;
    return !cells.some((cell) => squareAt((r, c) => shaded(r, c) || mine.has(`${r},${c}`), cell));
  };
  const lay = (placement: Placement, index: number) =>
    placement.cells.forEach(({ row, col }) => ((shading[row][col] = placement.shape), (tetromino[row][col] = index)));
  const contact = (placement: Placement) => placement.cells.flatMap((cell) => sideNeighbours(cell, square)).filter(({ row, col }) => shaded(row, col)).length;
  lay(random.pick(placements(grid)), 0);
  // Three fifths of the grid: the site's regions hold 6 to 7 cells on average, 4 of them shaded.
  for (let count = 1; count * 4 * 5 < size * size * 3; count++) {
    const frontier = random.shuffle(grid.filter((cell) => !shaded(cell.row, cell.col) && sideNeighbours(cell, square).some((n) => shaded(n.row, n.col))));
    const options: Placement[] = [];
    for (const cell of frontier) {
      options.push(...random.shuffle(covering[indexOf(square, cell)]).filter(fits));
      if (options.length >= 8) break;
    }
    if (options.length === 0) break;
    // Of a few, the one that touches the group at fewest cells, so the shading spreads and leaves room.
    lay(
      options.slice(0, 8).reduce((a, b) => (contact(b) < contact(a) ? b : a)),
      count,
    );
  }
  return { shading, tetromino };
}

/**
 * How many tetrominoes fit in a region of these cells with the intended shading outside it left
 * as it is: those a rival could take there without changing its neighbours.
 */
function openings(cells: Point[], shading: LitsGrid): number {
  const inside = new Set(cells.map(key));
  const outside = (row: number, col: number) => !inside.has(`${row},${col}`) && (shading[row]?.[col] ?? '.') !== '.';
  const square = { width: shading.length, height: shading.length };
  return placements(cells).filter(({ shape, cells: chosen }) => {
    const mine = new Set(chosen.map(key));
    return chosen.every(
      (cell) =>
        sideNeighbours(cell, square).every((n) => inside.has(key(n)) || shading[n.row][n.col] !== shape) &&
        !squareAt((row, col) => mine.has(`${row},${col}`) || outside(row, col), cell),
    );
  }).length;
}

/**
 * Regions grown from each tetromino over the empty cells: a random empty cell beside a region goes
 * to the neighbouring region where it adds the fewest openings, the smaller one on a tie.
 */
export function growRegions(tetromino: number[][], shading: LitsGrid, random: Random): number[][] {
  const square = { width: tetromino.length, height: tetromino.length };
  const regions = tetromino.map((line) => [...line]);
  const members: Point[][] = [];
  regions.forEach((line, row) => line.forEach((region, col) => region >= 0 && (members[region] ??= []).push({ row, col })));
  const open = members.map((cells) => openings(cells, shading));
  for (;;) {
    const frontier = regions.flatMap((line, row) =>
      line.flatMap((region, col) => (region === -1 && sideNeighbours({ row, col }, square).some((n) => regions[n.row][n.col] >= 0) ? [{ row, col }] : [])),
    );
    if (frontier.length === 0) return regions;
    const cell = random.pick(frontier);
    const around = random.shuffle([
      ...new Set(
        sideNeighbours(cell, square)
          .map((n) => regions[n.row][n.col])
          .filter((region) => region >= 0),
      ),
    ]);
    const scored = around.map((region) => ({ region, after: openings([...members[region], cell], shading) }));
    const best = scored.reduce((a, b) =>
      b.after - open[b.region] < a.after - open[a.region] ||
      (b.after - open[b.region] === a.after - open[a.region] && members[b.region].length < members[a.region].length)
        ? b
        : a,
    );
    regions[cell.row][cell.col] = best.region;
    members[best.region].push(cell);
    open[best.region] = best.after;
  }
}

/**
 * A search for solutions other than `intended` (rivals): depth first over each region's tetromino,
 * the region with the fewest left first, the intended one first (so the rivals found first differ
 * from it in few regions). After each choice the regions nearby drop what no longer fits, and
 * every region drops what cannot reach the shading so far through cells that may still be shaded.
 * `free`: only these regions may differ from the intended answer (a window; the rest is fixed).
 * Undefined when the search takes more than `budget` steps and found none.
 */
export function rivalFinder(p: Lits, intended: LitsGrid): (limit: number, budget: number, free?: number[]) => LitsGrid[] | undefined {
  const index = (cell: Point) => indexOf(p, cell);
  const regionOf = p.regions.flat();
  const near = regionOf.map((_, i) => sideNeighbours(pointAt(p, i), p).map(index));
  const isIntended = (cells: number[]) => cells.map((i) => pointAt(p, i)).every(({ row, col }) => intended[row][col] !== '.');
  const options = regionCells(p).map((cells) =>
    placements(cells)
      .map(({ shape, cells: chosen }) => ({ shape, cells: chosen.map(index) }))
      .sort((a, b) => Number(isIntended(b.cells)) - Number(isIntended(a.cells))),
  );
  const shade: LitsCell[] = regionOf.map(() => '.');
  const on = (row: number, col: number) => inside(p, { row, col }) && shade[indexOf(p, { row, col })] !== '.';
  const fits = (region: number, { shape, cells }: { shape: Shape; cells: number[] }) =>
    cells.every(
      (i) =>
        near[i].every((j) => regionOf[j] === region || shade[j] !== shape) &&
        !squareAt((row, col) => on(row, col) || cells.includes(indexOf(p, { row, col })), pointAt(p, i)),
    );
  // The regions whose tetrominoes a choice can rule out: within two steps, diagonals included.
  const around = options.map(() => new Set<number>());
  regionOf.forEach((r, i) => [...near[i], ...near[i].flatMap((j) => near[j])].forEach((j) => regionOf[j] !== r && around[r].add(regionOf[j])));
  let domain = options.map((list) => list.map((_, i) => i));
  const chosen = options.map(() => false);
  const trail: [number, number[]][] = [];
  const narrow = (region: number, keep: number[]) =>
    keep.length === domain[region].length || (trail.push([region, domain[region]]), (domain[region] = keep)).length > 0;
  const possible = new Uint8Array(shade.length);
  const reached = new Uint8Array(shade.length);
  const connectable = (start: number) => {
    shade.forEach((letter, i) => ((possible[i] = letter === '.' ? 0 : 1), (reached[i] = 0)));
    domain.forEach((list, region) => !chosen[region] && list.forEach((i) => options[region][i].cells.forEach((cell) => (possible[cell] = 1))));
    reached[start] = 1;
    const queue = [start];
    for (let cell = queue.pop(); cell !== undefined; cell = queue.pop())
      for (const j of near[cell]) if (possible[j] && !reached[j]) (reached[j] = 1), queue.push(j);
    const lost = (region: number) => (i: number) => !reached[options[region][i].cells[0]];
    return (
      shade.every((letter, i) => letter === '.' || reached[i]) &&
      domain.every(
        (list, region) =>
          chosen[region] ||
          !list.some(lost(region)) ||
          narrow(
            region,
            list.filter((i) => !lost(region)(i)),
          ),
      )
    );
  };
  const choose = (region: number, option: { shape: Shape; cells: number[] }, shaded: boolean) => {
    option.cells.forEach((cell) => (shade[cell] = shaded ? option.shape : '.'));
    chosen[region] = shaded;
  };
  return (limit, budget, free) => {
    const found: LitsGrid[] = [];
    let steps = 0;
    const visit = (): boolean => {
      if (++steps > budget) return false;
      let region = -1;
      domain.forEach((list, r) => !chosen[r] && (region < 0 || list.length < domain[region].length) && (region = r));
      if (region < 0) {
        const grid = inRows(shade, p.width);
        if (grid.some((line, row) => line.some((letter, col) => letter !== intended[row][col]))) found.push(grid);
        return found.length < limit;
      }
      for (const i of domain[region]) {
        const option = options[region][i];
        if (!fits(region, option)) continue;
        const mark = trail.length;
        choose(region, option, true);
        const go =
          [...around[region]].every(
            (r) =>
              chosen[r] ||
              narrow(
                r,
                domain[r].filter((j) => fits(r, options[r][j])),
              ),
          ) && connectable(option.cells[0]);
        const more = !go || visit();
        choose(region, option, false);
        // Undone newest first, so that a region narrowed twice gets back its first domain.
        for (const [narrowed, kept] of trail.splice(mark).reverse()) domain[narrowed] = kept;
        if (!more) return false;
      }
      return true;
    };
    // Outside the window every region keeps its intended tetromino (the first of its options).
    const inside = new Set(free ?? options.keys());
    options.forEach((list, region) => !inside.has(region) && choose(region, list[0], true));
    domain = options.map((list, region) => list.flatMap((option, i) => (inside.has(region) && fits(region, option) ? [i] : [])));
    visit();
    shade.fill('.');
    chosen.fill(false);
    return steps > budget && found.length === 0 ? undefined : found;
  };
}

/** What a map built from the layout holds for one of its regions: every region has its entry. */
function ofRegion<V>(map: Map<number, V>, region: number): V {
  const value = map.get(region);
  if (value === undefined) throw new Error(`lits generator: region ${region} is missing from the layout (a bug)`);
  return value;
}

/**
 * The ways to move an empty cell of the intended answer out of its region: with the shortest strip
 * of the region's empty cells that leads from it to a neighbouring region, and whatever the strip
 * cuts off from the region's tetromino (empty cells too, all beside the strip).
 */
function movesOf(cell: Point, regions: number[][], members: Map<number, Point[]>, intended: LitsGrid): { cells: Point[]; from: number; into: number }[] {
  const square = { width: regions.length, height: regions.length };
  const from = regions[cell.row][cell.col];
  const cameFrom = new Map<string, Point | undefined>([[key(cell), undefined]]);
  const moves: { cells: Point[]; from: number; into: number }[] = [];
  const queue = [cell];
  for (let at = queue.shift(); at !== undefined && moves.length < 3; at = queue.shift()) {
    const strip: Point[] = [];
    for (let step: Point | undefined = at; step; step = cameFrom.get(key(step))) strip.push(step);
    const taken = new Set(strip.map(key));
    const parts = groups(ofRegion(members, from).filter((spot) => !taken.has(key(spot))));
    // The strip holds empty cells only, so the part with the tetromino is always there and stays.
    const rest = parts.find((part) => part.some((spot) => intended[spot.row][spot.col] !== '.'));
    const cells = [...strip, ...parts.filter((part) => part !== rest).flat()];
    for (const n of sideNeighbours(at, square)) {
      const into = regions[n.row][n.col];
      if (into !== from && !moves.some((move) => move.into === into)) moves.push({ cells, from, into });
      else if (into === from && intended[n.row][n.col] === '.' && !cameFrom.has(key(n))) cameFrom.set(key(n), at), queue.push(n);
    }
  }
  return moves;
}

/**
 * The layout after the move that breaks the most rivals (each that shades a moved cell); among
 * those, the one that adds the fewest openings, moves the fewest cells, into the smallest region.
 * Never a layout `seen` before (moves that undo each other would go round for good). Undefined
 * when nothing can move.
 */
export function breakRival(regions: number[][], intended: LitsGrid, rivals: LitsGrid[], random: Random, seen = new Set<string>()): number[][] | undefined {
  const members = new Map<number, Point[]>();
  regions.forEach((line, row) => line.forEach((region, col) => members.set(region, [...(members.get(region) ?? []), { row, col }])));
  const open = new Map([...members].map(([region, cells]) => [region, openings(cells, intended)]));
  const shadedByRivals = random.shuffle(
    regions.flatMap((line, row) =>
      line.flatMap((_, col) => (intended[row][col] === '.' && rivals.some((rival) => rival[row][col] !== '.') ? [{ row, col }] : [])),
    ),
  );
  const scored = shadedByRivals
    .flatMap((cell) => movesOf(cell, regions, members, intended))
    .map((move) => {
      const moved = new Set(move.cells.map(key));
      const broken = rivals.filter((rival) => move.cells.some(({ row, col }) => rival[row][col] !== '.')).length;
      const grown = [...ofRegion(members, move.into), ...move.cells];
      const added =
        openings(
          ofRegion(members, move.from).filter((cell) => !moved.has(key(cell))),
          intended,
        ) -
        ofRegion(open, move.from) +
        openings(grown, intended) -
        ofRegion(open, move.into);
      return { ...move, score: broken * 1e6 - added * 1e3 - move.cells.length * 20 - grown.length };
    })
    .sort((a, b) => b.score - a.score);
  for (const best of scored) {
    const next = regions.map((line) => [...line]);
    for (const { row, col } of best.cells) next[row][col] = best.into;
    if (!seen.has(layoutKey(next, intended))) return next;
  }
  return undefined;
}

const layoutKey = (regions: number[][], intended: LitsGrid) => `${regions.flat().join(',')}/${intended.flat().join('')}`;

const ATTEMPTS = 40;
/** Steps of the search in a window, and on the whole grid before Z3 is asked instead. */
const WINDOW_BUDGET = 2_000;
const BUDGET = 5_000;
/** Z3's fastest LITS encoding on grids with many solutions (a few cuts instead of ranks). */
const ENCODING = 'lits/placements-lazy-cuts';

/**
 * Some rivals: first those that differ from the intended answer only in a region and its
 * neighbours (`pending` lists the regions whose windows are still to be searched; the search of
 * a window is quick and its rivals are easy to break), then any, from the search on the whole
 * grid or else from Z3, which has the last word: none means the layout is proved unique.
 */
async function rivalsOf(regions: number[][], intended: LitsGrid, pending: number[], z3: RivalSearch<Lits, LitsCell>): Promise<LitsGrid[]> {
  const size = regions.length;
  const find = rivalFinder({ width: size, height: size, regions }, intended);
  const beside = neighbouringRegions(regions);
  for (let region = pending.at(-1); region !== undefined; region = pending.at(-1)) {
    const rivals = find(4, WINDOW_BUDGET, [region, ...beside[region]]);
    if (rivals?.length) return rivals;
    // No rival in this region's window: it is searched no more.
    pending.pop();
  }
  const rivals = find(4, BUDGET);
  return rivals?.length ? rivals : z3.rivals({ width: size, height: size, regions: renumber(regions) }, intended, 4);
}

/** A LITS with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateLits = generator('lits', { least: 4, most: 50 }, makingLits);

async function makingLits({ size, seed, solving }: Making<Lits, LitsCell>): Promise<{ puzzle: Lits; solution: LitsGrid }> {
  const z3 = await RivalSearch.start<Lits, LitsCell>(solving.encodings.get(ENCODING), solving.defaultStrategy, checkLits);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const random = seededRandom(seed, attempt);
    const laid = layTetrominoes(size, random);
    let shading = laid.shading;
    let regions = growRegions(laid.tetromino, shading, random);
    const seen = new Set<string>();
    let adopted = false;
    const pending = random.shuffle([...new Set(regions.flat())]);
    for (let repairs = 0; repairs <= Math.max(4 * size, (size * size) / 4); repairs++) {
      // The intended shading holds by construction; the checker says so before anything is kept.
      if (checkLits({ width: size, height: size, regions }, shading).length > 0) break;
      const rivals = await rivalsOf(regions, shading, pending, z3);
      if (rivals.length === 0) return { puzzle: { width: size, height: size, regions: renumber(regions) }, solution: shading };
      // A rival that no move breaks (its cells walled in by the region) becomes the intended
      // answer; when the old answer is walled in as well, the layout is dropped.
      const [before, was] = [regions, shading];
      seen.add(layoutKey(regions, shading));
      const next = breakRival(regions, shading, rivals, random, seen);
      if (next) (regions = next), (adopted = false);
      else if (!adopted) (shading = rivals[0]), (adopted = true);
      else break;
      // The windows around what changed are searched again, first.
      const changed = regions.flatMap((line, row) =>
        line.flatMap((region, col) => (region !== before[row][col] || shading[row][col] !== was[row][col] ? [region, before[row][col]] : [])),
      );
      const beside = neighbouringRegions(regions);
      const again = new Set(changed.flatMap((region) => [region, ...beside[region]]));
      pending.splice(0, pending.length, ...pending.filter((region) => !again.has(region)), ...again);
    }
  }
  throw new Error(`no unique ${size}x${size} LITS in ${ATTEMPTS} attempts from seed ${seed}`);
}
