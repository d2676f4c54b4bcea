// Placements no solution can choose, found in plain TypeScript before Z3 sees any: a placement is
// dropped when some neighbouring region has no placement left that goes with it (together they
// would shade a 2x2 block, or put the same shape side by side across the border), or when, with
// more than one region, no neighbouring region has one left that goes with it and touches it (the
// shaded cells are one group, so every tetromino touches another). Dropping one can drop others,
// until nothing changes (each placement counts its supports, as arc consistency does). Then each
// placement left is tried as its region's only one: when that leaves some region with none, it is
// dropped too (a trial's drops are undone from a trail). Every drop holds in every solution, so a
// proof of uniqueness over what is left stays a proof.
//
// Why flat typed arrays: this runs before every LITS solve, over every pair of placements of
// neighbouring regions (about 45,000 on a 30x30); with a Map per placement and closures per pair it
// took longer than Z3's search.
import type { Point } from '../../src/dsl/grid/index.ts';
import { type Lits, type Placement, placements, regionCells } from '../../src/kinds/lits/format.ts';

/** What the trials may cost, in supports counted down, per support there is: past it the rest is Z3's. */
const TRIAL_BUDGET = 40;

/** Each region's placements that some solution may choose, by region id (`trials`: false for arc consistency alone). */
export function possiblePlacements(p: Lits, trials = true): Placement[][] {
  const regions = regionCells(p);
  const laid = regions.flatMap((cells, region) => placements(cells).map((placement) => ({ ...placement, region })));
  const byRegion = regions.map((): number[] => []);
  laid.forEach(({ region }, i) => byRegion[region].push(i));
  const supports = supportsOf(p, regions, laid, byRegion);
  const { dropped } = prune(supports, byRegion, regions.length === 1, trials ? TRIAL_BUDGET : 0);
  return byRegion.map((ids) => ids.filter((i) => !dropped[i]).map((i) => ({ shape: laid[i].shape, cells: laid[i].cells })));
}

/** Who supports whom: the counts, and for each placement the counts it holds up (edges). */
interface Supports {
  /** Per placement and neighbouring region, from `base[placement]`: how many of its placements fit. */
  support: Int32Array;
  base: Int32Array;
  /** Per placement: how many fitting placements of a neighbour touch it. */
  touching: Int32Array;
  /** The edges of placement i, from edgeStart[i] to edgeStart[i + 1]: the count (an index into `support`), its owner, and whether they touch. */
  edgeStart: Int32Array;
  edgeCount: Int32Array;
  edgeOwner: Int32Array;
  edgeTouches: Uint8Array;
}

function supportsOf(p: Lits, regions: Point[][], laid: (Placement & { region: number })[], byRegion: number[][]): Supports {
  const { width, height } = p;
  const count = laid.length;
  const cellsOf = new Int32Array(4 * count);
  const [top, bottom, left, right] = [0, 1, 2, 3].map(() => new Int32Array(count));
  laid.forEach(({ cells }, i) => {
    cells.forEach(({ row, col }, k) => (cellsOf[4 * i + k] = row * width + col));
    top[i] = Math.min(...cells.map(({ row }) => row));
    bottom[i] = Math.max(...cells.map(({ row }) => row));
    left[i] = Math.min(...cells.map(({ col }) => col));
    right[i] = Math.max(...cells.map(({ col }) => col));
  });

  // The regions next to each region (sharing an edge or a corner: a 2x2 block spans a corner).
  // From every cell of the region, not only those a placement covers: a region in two pieces may
  // have one too small for a tetromino, and its neighbours must still list the region back.
  const near = regions.map((cells, region) => {
    const found = new Set<number>();
    for (const { row, col } of cells)
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const other = p.regions[row + dr]?.[col + dc];
          if (other !== undefined && other !== region) found.add(other);
        }
    return [...found];
  });
  const base = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) base[i + 1] = base[i] + near[laid[i].region].length;
  const support = new Int32Array(base[count]);
  const touching = new Int32Array(count);
  // Edges as found, four numbers each: holder (the placement whose drop counts down), count, owner,
  // touches; room for every pair both ways (a growing array cost more than the pairs' tests).
  let pairs = 0;
  near.forEach((others, region) => others.forEach((other) => other > region && (pairs += byRegion[region].length * byRegion[other].length)));
  const found = new Int32Array(8 * pairs);
  let edges = 0;

  // Cells marked by running stamps: the placement tried against others (`mine`, and `beside` for
  // the cells next to it), and the other one (`theirs`).
  const size = width * height;
  const mine = new Int32Array(size);
  const beside = new Int32Array(size);
  const theirs = new Int32Array(size);
  let stamp = 0;
  let otherStamp = 0;
  const shaded = (id: number) => mine[id] === stamp || theirs[id] === otherStamp;
  // The 2x2 block with this top left cell lies inside the grid, all shaded.
  const block = (id: number) =>
    id >= 0 && id % width < width - 1 && id + width + 1 < size && shaded(id) && shaded(id + 1) && shaded(id + width) && shaded(id + width + 1);

  near.forEach((others, region) =>
    others.forEach((other, slot) => {
      // Each pair of neighbouring regions once: how two placements go together is the same both ways.
      if (other < region) return;
      const otherSlot = near[other].indexOf(region);
      if (otherSlot < 0) throw new Error(`internal error: region ${other + 1} does not list region ${region + 1} as near`);
      for (const i of byRegion[region]) {
        stamp++;
        for (let k = 4 * i; k < 4 * i + 4; k++) {
          const id = cellsOf[k];
          mine[id] = stamp;
          if (id >= width) beside[id - width] = stamp;
          if (id + width < size) beside[id + width] = stamp;
          if (id % width > 0) beside[id - 1] = stamp;
          if (id % width < width - 1) beside[id + 1] = stamp;
        }
        for (const j of byRegion[other]) {
          // Boxes two rows or columns apart neither touch nor share a 2x2 block.
          const far = top[j] > bottom[i] + 1 || top[i] > bottom[j] + 1 || left[j] > right[i] + 1 || left[i] > right[j] + 1;
          let touches = false;
          if (!far) {
            otherStamp++;
            for (let k = 4 * j; k < 4 * j + 4; k++) theirs[cellsOf[k]] = otherStamp;
            let clash = false;
            for (let k = 4 * j; k < 4 * j + 4 && !clash; k++) {
              const id = cellsOf[k];
              touches ||= beside[id] === stamp;
              // A shaded 2x2 block holds a cell of each (no L, I, T or S holds one alone).
              clash = block(id) || block(id - 1) || block(id - width) || block(id - width - 1);
            }
            if (clash || (touches && laid[i].shape === laid[j].shape)) continue;
          }
          support[base[i] + slot]++;
          support[base[j] + otherSlot]++;
          if (touches) touching[i]++, touching[j]++;
          const at = 4 * edges;
          found[at] = j;
          found[at + 1] = base[i] + slot;
          found[at + 2] = i;
          found[at + 4] = i;
          found[at + 5] = base[j] + otherSlot;
          found[at + 6] = j;
          found[at + 3] = found[at + 7] = touches ? 1 : 0;
          edges += 2;
        }
      }
    }),
  );

  // The edges grouped by holder (a counting sort).
  const edgeStart = new Int32Array(count + 1);
  for (let e = 0; e < edges; e++) edgeStart[found[4 * e] + 1]++;
  for (let i = 0; i < count; i++) edgeStart[i + 1] += edgeStart[i];
  const next = edgeStart.slice(0, count);
  const edgeCount = new Int32Array(edges);
  const edgeOwner = new Int32Array(edges);
  const edgeTouches = new Uint8Array(edges);
  for (let e = 0; e < edges; e++) {
    const at = next[found[4 * e]]++;
    edgeCount[at] = found[4 * e + 1];
    edgeOwner[at] = found[4 * e + 2];
    edgeTouches[at] = found[4 * e + 3];
  }
  return { support, base, touching, edgeStart, edgeCount, edgeOwner, edgeTouches };
}

/** Arc consistency, then the trials: which placements are dropped. */
function prune(s: Supports, byRegion: number[][], alone: boolean, trialBudget: number): { dropped: Uint8Array } {
  const count = byRegion.reduce((sum, ids) => sum + ids.length, 0);
  const regionOf = new Int32Array(count);
  byRegion.forEach((ids, region) => ids.forEach((i) => (regionOf[i] = region)));
  const left = Int32Array.from(byRegion, (ids) => ids.length);
  const dropped = new Uint8Array(count);
  const unsupported = new Int32Array(count);
  for (let i = 0; i < count; i++) for (let at = s.base[i]; at < s.base[i + 1]; at++) if (s.support[at] === 0) unsupported[i]++;

  // What a trial changed, to undo: an edge counted down (its index), or a drop (-1 - placement).
  const trail: number[] = [];
  const queue: number[] = [];
  let emptied = false;
  let spent = 0;
  const drop = (i: number) => {
    dropped[i] = 1;
    if (--left[regionOf[i]] === 0) emptied = true;
    trail.push(-1 - i);
    queue.push(i);
  };
  const weak = (i: number) => dropped[i] === 0 && (unsupported[i] > 0 || (!alone && s.touching[i] === 0));
  // Counts down what the dropped placements held up, until nothing more drops or a region is empty.
  const spread = () => {
    while (queue.length > 0 && !emptied) {
      const gone = queue.pop() as number;
      for (let e = s.edgeStart[gone]; e < s.edgeStart[gone + 1]; e++) {
        const owner = s.edgeOwner[e];
        if (--s.support[s.edgeCount[e]] === 0) unsupported[owner]++;
        if (s.edgeTouches[e]) s.touching[owner]--;
        trail.push(e);
        if (weak(owner)) drop(owner);
      }
      spent += s.edgeStart[gone + 1] - s.edgeStart[gone];
    }
    queue.length = 0;
  };
  const undo = () => {
    for (let k = trail.length - 1; k >= 0; k--) {
      const entry = trail[k];
      if (entry < 0) {
        dropped[-1 - entry] = 0;
        left[regionOf[-1 - entry]]++;
      } else {
        if (s.support[s.edgeCount[entry]]++ === 0) unsupported[s.edgeOwner[entry]]--;
        if (s.edgeTouches[entry]) s.touching[s.edgeOwner[entry]]++;
      }
    }
    trail.length = 0;
    emptied = false;
  };

  for (let i = 0; i < count; i++) if (weak(i)) drop(i);
  spread();
  trail.length = 0;
  if (emptied) return { dropped };

  // The trials, round after round while one drops something and the budget lasts.
  const budget = trialBudget * s.edgeCount.length;
  for (let changed = budget > 0; changed && spent < budget; ) {
    changed = false;
    for (const ids of byRegion) {
      if (ids.filter((i) => !dropped[i]).length < 2) continue;
      for (const tried of ids) {
        if (dropped[tried] || spent >= budget) continue;
        for (const other of ids) if (other !== tried && !dropped[other]) drop(other);
        spread();
        const fails = emptied;
        undo();
        if (!fails) continue;
        drop(tried);
        spread();
        trail.length = 0;
        changed = true;
        if (emptied) return { dropped };
      }
    }
  }
  return { dropped };
}
