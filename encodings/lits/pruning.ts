// Placements no solution can choose, found in plain TypeScript before Z3 sees any: a placement is
// dropped when some neighbouring region has no placement left that goes with it (together they
// would shade a 2x2 block, or put the same shape side by side across the border), or when, with
// more than one region, no neighbouring region has one left that goes with it and touches it (the
// shaded cells are one group, so every tetromino touches another). Dropping one can drop others,
// until nothing changes (each placement counts its supports, as arc consistency does).
import { type Lits, type Placement, placements, regionCells } from '../../src/kinds/lits/format.ts';

/** How two placements of different regions go together. */
const CLASH = 0;
const APART = 1;
const TOUCHING = 2;

interface Laid extends Placement {
  region: number;
  /** Cell numbers, row x width + col. */
  ids: number[];
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** Each region's placements that some solution may choose, by region id. */
export function possiblePlacements(p: Lits): Placement[][] {
  const { width } = p;
  const regions = regionCells(p);
  const all: Laid[] = regions.flatMap((cells, region) =>
    placements(cells).map((placement) => {
      const rows = placement.cells.map(({ row }) => row);
      const cols = placement.cells.map(({ col }) => col);
      const ids = placement.cells.map(({ row, col }) => row * width + col);
      return { ...placement, region, ids, top: Math.min(...rows), bottom: Math.max(...rows), left: Math.min(...cols), right: Math.max(...cols) };
    }),
  );
  // The regions next to each region (sharing an edge or a corner: a 2x2 block spans a corner).
  const near = regions.map(() => new Set<number>());
  regions.forEach((cells, region) => {
    for (const { row, col } of cells)
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const other = p.regions[row + dr]?.[col + dc];
          if (other !== undefined && other !== region) near[region].add(other);
        }
  });
  const byRegion = regions.map((): number[] => []);
  all.forEach((placement, i) => byRegion[placement.region].push(i));

  // Two placements of neighbouring regions, cells marked in two arrays by a running stamp (this
  // runs for every pair): do they touch, and can both be chosen?
  const mine = new Int32Array(width * p.height);
  const both = new Int32Array(width * p.height);
  let stamp = 0;
  const isMine = (id: number) => id >= 0 && id < mine.length && mine[id] === stamp;
  const isShaded = (id: number) => id < both.length && both[id] === stamp;
  // A shaded 2x2 block with this cell at its top left.
  const block = (id: number) => id % width < width - 1 && isShaded(id + 1) && isShaded(id + width) && isShaded(id + width + 1);
  const touches = (id: number) => isMine(id - width) || isMine(id + width) || (id % width > 0 && isMine(id - 1)) || (id % width < width - 1 && isMine(id + 1));
  function relate(a: Laid, b: Laid): number {
    // Boxes two rows or columns apart neither touch nor share a 2x2 block.
    if (b.top > a.bottom + 1 || a.top > b.bottom + 1 || b.left > a.right + 1 || a.left > b.right + 1) return APART;
    stamp++;
    for (const id of a.ids) mine[id] = both[id] = stamp;
    for (const id of b.ids) both[id] = stamp;
    const touching = b.ids.some(touches);
    if (touching && a.shape === b.shape) return CLASH;
    return a.ids.some(block) || b.ids.some(block) ? CLASH : touching ? TOUCHING : APART;
  }

  // Supports: per placement and neighbouring region, how many of its placements fit (and in how
  // many regions none does); and how many fitting placements of any neighbour touch it. Who supports whom (2 x placement + touching), to
  // count down on a drop.
  const support = all.map((placement) => new Map([...near[placement.region]].map((other) => [other, 0])));
  const touchSupport = all.map(() => 0);
  const unsupported = all.map(() => 0);
  const supported = all.map((): number[] => []);
  // Each pair of neighbouring regions once: how two placements go together is the same both ways.
  near.forEach((others, region) => {
    for (const other of others) {
      if (other < region) continue;
      for (const i of byRegion[region])
        for (const j of byRegion[other]) {
          const how = relate(all[i], all[j]);
          if (how === CLASH) continue;
          const touching = how === TOUCHING ? 1 : 0;
          support[i].set(other, (support[i].get(other) as number) + 1);
          support[j].set(region, (support[j].get(region) as number) + 1);
          touchSupport[i] += touching;
          touchSupport[j] += touching;
          supported[j].push(2 * i + touching);
          supported[i].push(2 * j + touching);
        }
    }
  });
  support.forEach((fitting, i) => fitting.forEach((count) => count === 0 && unsupported[i]++));
  const alone = regions.length === 1;
  const dead = all.map(() => false);
  const queue: number[] = [];
  const check = (i: number) => {
    if (dead[i]) return;
    if (unsupported[i] > 0 || (!alone && touchSupport[i] === 0)) (dead[i] = true), queue.push(i);
  };
  all.forEach((_, i) => check(i));
  while (queue.length > 0) {
    const j = queue.pop() as number;
    const region = all[j].region;
    for (const code of supported[j]) {
      const by = code >> 1;
      const left = (support[by].get(region) as number) - 1;
      support[by].set(region, left);
      if (left === 0) unsupported[by]++;
      if (code & 1) touchSupport[by]--;
      check(by);
    }
  }
  return byRegion.map((ids) => ids.filter((i) => !dead[i]).map((i) => ({ shape: all[i].shape, cells: all[i].cells })));
}
