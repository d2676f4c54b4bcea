// What an Aquarium's clues settle before any search: the deductions a solver makes by hand,
// repeated until none applies, in plain TypeScript. Each tank (under connected-level, each set of
// pools joined from below: an arch's legs and its top) has few ways to hold water, one per level:
// its fillings, listed up front. A row or column clue is a sum over the tanks crossing it, so a
// filling stays only while the other tanks' fillings left can make up the rest of the clue
// (exactly, not just between their least and most water); a tank that loses a filling has its
// lines looked at again. Then each filling is tried alone in its tank, and goes when that leads
// to a contradiction by the same deductions. Each deduction holds in every solution, so a proof of
// uniqueness over what is left stays a proof; a tank row in all of its tank's fillings left is
// water, in none air, and Z3 gets the others.
// Tried and left out (issue 25): bands of 2 to 30 consecutive rows or columns as lines of their
// own, clue the sum of theirs, settled nothing more on the 30x30 seed 1 (315 tank rows of 321 open
// before the trials, 291 after, with or without bands). Generated 30x30s fall in two sorts: fully
// settled (seeds 2, 3, 7, 8) or nearly all open (seeds 1, 4, 5, 6: 291, 295, 307, 232), where
// clasp too searches (1794, 2339, 1260, 689 conflicts), Z3 under settled as much or less (1070,
// 1360, 974, 277 over both checks): what is left is search, and clasp is faster at each conflict.
// No cut-off tells them apart early: both lose fillings all through the first round of trials
// (seed 1 from its 16th trial on, 142 trials, 15k line checks; seed 3 settles only past its 100th,
// 19.8k). Reading each filling's amount per line instead of each amount's fillings: no faster.
// Each open tank row tried water and air in turn, what that settles in other tanks given Z3 as
// binary clauses (about 1000 per seed): conflicts 1147, 1061, 1453, 369 against 1070, 1360, 974, 277.
import { type Aquarium, type TankSegment, levelSegments } from './aquarium.ts';

/**
 * The most fillings listed for one tank (one bit each): a tank-level tank of up to 30 rows. A tank
 * with more stays open, and so does a line whose clue is past 30 (its sums are bits too).
 */
const MAX_FILLINGS = 31;
const MAX_CLUE = 30;
/** The line checks the fillings tried alone may take, per cell: past it the rest is Z3's. */
const TRIAL_BUDGET = 40;

export interface Settled {
  /** The tank rows that share a level (levelSegments), with `below` as there. */
  segments: TankSegment[];
  /** Per segment: true for water, false for air in every solution; undefined when open. */
  water: (boolean | undefined)[];
  /** The clues contradict the rules by these deductions: then nothing is settled. */
  broken: boolean;
}

/** Nothing settled: every segment open. */
export function unsettled(p: Aquarium): Settled {
  const segments = levelSegments[p.rule](p);
  return { segments, water: segments.map(() => undefined), broken: false };
}

/** The segments joined by `below` links, as groups. */
function groupsOf(segments: TankSegment[]): number[][] {
  const group = segments.map((_, i) => i);
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i])));
  segments.forEach((segment, i) => segment.below.forEach((j) => (group[find(j)] = find(i))));
  const members = new Map<number, number[]>();
  segments.forEach((_, i) => members.set(find(i), [...(members.get(find(i)) ?? []), i]));
  return [...members.values()];
}

/** Every filling of a group that leaves no water floating (a water segment's segments below are water), up to MAX_FILLINGS + 1. */
function fillingsOf(segments: TankSegment[], ids: number[]): Set<number>[] {
  // Bottom rows first, so that a segment is decided after every segment below it.
  const order = [...ids].sort((a, b) => segments[b].row - segments[a].row);
  const fillings: Set<number>[] = [];
  const water = new Set<number>();
  const extend = (k: number) => {
    if (fillings.length > MAX_FILLINGS) return;
    if (k === order.length) return void fillings.push(new Set(water));
    extend(k + 1);
    if (!segments[order[k]].below.every((j) => water.has(j))) return;
    water.add(order[k]);
    extend(k + 1);
    water.delete(order[k]);
  };
  extend(0);
  return fillings;
}

/** A tank in a line: per number of its cells there, the fillings (bits) that put that many. */
interface Crossing {
  tank: number;
  byAmount: number[];
}

export function settle(p: Aquarium): Settled {
  const segments = levelSegments[p.rule](p);
  const tanks = groupsOf(segments).map((ids) => ({ ids, fillings: fillingsOf(segments, ids) }));
  const listed = tanks.map(({ fillings }) => fillings.length <= MAX_FILLINGS);
  const clues = [...p.rows, ...p.columns];
  const lineOf = (segment: TankSegment) => [segment.row, ...segment.cols.map((col) => p.height + col)];
  // A segment's cells in a line (rows first, then columns).
  const cellsIn = (segment: TankSegment, line: number) =>
    line < p.height ? (segment.row === line ? segment.cols.length : 0) : segment.cols.filter((col) => col === line - p.height).length;
  // Per line, each tank crossing it; a tank not listed may put any number of its cells there.
  const crossings = clues.map(() => new Map<number, Crossing>());
  tanks.forEach(({ ids, fillings }, t) => {
    for (const i of ids) for (const line of lineOf(segments[i])) crossings[line].set(t, { tank: t, byAmount: [] });
    for (const [line, crossing] of crossings.entries()) {
      const here = crossing.get(t);
      if (!here) continue;
      const amount = (water: Set<number>) => [...water].reduce((n, i) => n + cellsIn(segments[i], line), 0);
      here.byAmount = Array.from({ length: amount(new Set(ids)) + 1 }, () => (listed[t] ? 0 : 1));
      if (listed[t]) fillings.forEach((water, f) => (here.byAmount[amount(water)] |= 1 << f));
    }
  });
  const lines = crossings.map((crossing) => [...crossing.values()]);
  const linesOf = tanks.map((_, t) => clues.flatMap((clue, line) => (clue !== null && clue <= MAX_CLUE && crossings[line].has(t) ? [line] : [])));
  let budget = TRIAL_BUDGET * p.width * p.height;

  /** The sums of a number in `sums` and one in `values` (both sets as bits), up to `clue`: one shift per value. */
  const add = (sums: number, values: number, clue: number) => {
    let next = 0;
    for (let rest = values; rest !== 0; rest &= rest - 1) next |= sums << (31 - Math.clz32(rest & -rest));
    return next & ((1 << (clue + 1)) - 1);
  };
  /** The same for what is still missing (bit `clue - s` for a sum s): taking a value away shifts down. */
  const takeAway = (missing: number, values: number) => {
    let next = 0;
    for (let rest = values; rest !== 0; rest &= rest - 1) next |= missing >>> (31 - Math.clz32(rest & -rest));
    return next;
  };
  // Per place in the line, the sums the tanks before it can make, and what the tanks after it can
  // leave missing of the clue (as bits counted down from the clue), so that a number of cells v
  // fits there when a sum s before it has clue - s - v missing after it: one AND per number.
  const before = new Int32Array(tanks.length + 1);
  const after = new Int32Array(tanks.length + 1);
  const amounts = new Int32Array(tanks.length);
  const queued = new Uint8Array(clues.length);
  const queue: number[] = [];

  /** Every deduction from `from` on, on `alive` (bits of fillings per tank, changed in place): false on a contradiction. */
  const propagate = (alive: Int32Array, from: Iterable<number>): boolean => {
    const push = (line: number) => {
      if (queued[line] || clues[line] === null || (clues[line] ?? 0) > MAX_CLUE) return;
      queued[line] = 1;
      queue.push(line);
    };
    for (const line of from) push(line);
    let holds = true;
    for (let next = 0; next < queue.length; next++) {
      const line = queue[next];
      queued[line] = 0;
      if (!holds) continue;
      budget--;
      const clue = clues[line] ?? 0;
      const across = lines[line];
      const n = across.length;
      // The numbers of cells each tank may put in the line, and the sums of those before and after it.
      for (let i = 0; i < n; i++) {
        const { tank, byAmount } = across[i];
        let mask = 0;
        for (let v = 0; v < byAmount.length && v <= clue; v++) if (byAmount[v] & alive[tank]) mask |= 1 << v;
        amounts[i] = mask;
      }
      before[0] = 1;
      after[n] = 1 << clue;
      for (let i = 0; i < n; i++) before[i + 1] = add(before[i], amounts[i], clue);
      for (let i = n - 1; i >= 0; i--) after[i] = takeAway(after[i + 1], amounts[i]);
      for (let i = 0; i < n && holds; i++) {
        const { tank, byAmount } = across[i];
        if (!listed[tank]) continue;
        // A filling stays when the tanks before and after it can make up the rest of the clue.
        let kept = 0;
        for (let rest = amounts[i]; rest !== 0; rest &= rest - 1) {
          const v = 31 - Math.clz32(rest & -rest);
          if (before[i] & (after[i + 1] >>> v)) kept |= byAmount[v];
        }
        kept &= alive[tank];
        if (kept === alive[tank]) continue;
        alive[tank] = kept;
        holds = kept !== 0;
        for (const other of linesOf[tank]) if (other !== line) push(other);
      }
    }
    queue.length = 0;
    return holds;
  };

  // A tank not listed has one bit, which every amount of its cells in a line carries.
  const alive = Int32Array.from(tanks, ({ fillings }, t) => (listed[t] ? (1 << fillings.length) - 1 : 1));
  let broken = !propagate(alive, clues.keys());
  // Each filling of a tank is tried alone: one that leads to a contradiction by the same
  // deductions goes, and so does any other tank's filling that no trial left (whichever filling the
  // tank has, that one is gone). Tanks are tried in turn, round and round, until each has been
  // tried since the last change.
  // Scratch for the trials, reused: the fillings a trial leaves, and their union over the trials.
  const trial = new Int32Array(tanks.length);
  const left = new Int32Array(tanks.length);
  for (let t = 0, quiet = 0; quiet < tanks.length && !broken && budget > 0; t = (t + 1) % tanks.length, quiet++) {
    if (!listed[t] || (alive[t] & (alive[t] - 1)) === 0) continue;
    left.fill(0);
    for (let bit = 1; bit <= alive[t]; bit <<= 1) {
      if (!(alive[t] & bit)) continue;
      trial.set(alive);
      trial[t] = bit;
      if (propagate(trial, linesOf[t])) for (let other = 0; other < tanks.length; other++) left[other] |= trial[other];
    }
    if (left.every((bits, other) => bits === alive[other])) continue;
    const changed = tanks.flatMap((_, other) => (left[other] === alive[other] ? [] : [other]));
    alive.set(left);
    quiet = 0;
    const again = changed.flatMap((other) => linesOf[other]);
    broken = changed.some((other) => alive[other] === 0) || !propagate(alive, again);
  }
  if (broken) return { ...unsettled(p), broken };

  // A segment is water in every filling left, air in none, or open.
  const water: (boolean | undefined)[] = segments.map(() => undefined);
  tanks.forEach(({ ids, fillings }, t) => {
    if (!listed[t]) return;
    const left = fillings.filter((_, f) => alive[t] & (1 << f));
    for (const i of ids) {
      const wet = left.filter((filling) => filling.has(i)).length;
      water[i] = wet === left.length ? true : wet === 0 ? false : undefined;
    }
  });
  return { segments, water, broken };
}
