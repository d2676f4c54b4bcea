// The water sort / ball sort simulator: which pours are legal, what they do, whether a plan solves
// a level. Every plan an engine prints is replayed here; it shares no code with the encodings or
// the search engine, so a bug there cannot reach the user as a wrong answer.
import type { Pour, SortLevel } from './watersort.ts';

/** A state: each tube's units as colour indexes, bottom to top. */
export type Tubes = number[][];

/** The colour on top of a tube and how many units of it lie there in a row. */
export function topRun(tube: readonly number[]): { colour: number; length: number } | null {
  if (tube.length === 0) return null;
  const colour = tube[tube.length - 1];
  let length = 1;
  while (length < tube.length && tube[tube.length - 1 - length] === colour) length++;
  return { colour, length };
}

/**
 * The pour from one tube onto another, or why there is none. The units go onto an empty tube or
 * onto a top of their own colour; under water rules the whole top run goes, as much as fits.
 */
export function pourBetween(level: SortLevel, tubes: Tubes, from: number, to: number): Pour | string {
  const count = tubes.length;
  if (!Number.isInteger(from) || from < 0 || from >= count) return `there is no tube ${from + 1}`;
  if (!Number.isInteger(to) || to < 0 || to >= count) return `there is no tube ${to + 1}`;
  if (from === to) return `tube ${from + 1} cannot pour into itself`;
  const run = topRun(tubes[from]);
  if (run === null) return `tube ${from + 1} is empty`;
  const free = level.capacity - tubes[to].length;
  if (free === 0) return `tube ${to + 1} is full`;
  const below = topRun(tubes[to]);
  if (below !== null && below.colour !== run.colour) {
    const names = level.colours;
    return `tube ${to + 1} has ${names[below.colour]} on top, not ${names[run.colour]}`;
  }
  const amount = level.rules === 'ball' ? 1 : Math.min(run.length, free);
  return { from, to, amount, colour: run.colour };
}

/** Every legal move, in order of source tube then destination tube. No pruning. */
export function legalPours(level: SortLevel, tubes: Tubes): Pour[] {
  const pours: Pour[] = [];
  for (let from = 0; from < tubes.length; from++) {
    for (let to = 0; to < tubes.length; to++) {
      const pour = from === to ? null : pourBetween(level, tubes, from, to);
      if (pour !== null && typeof pour !== 'string') pours.push(pour);
    }
  }
  return pours;
}

/** Thrown by `applyPour` for a move the rules do not allow. */
export class IllegalPour extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IllegalPour';
  }
}

/** Why `pour` is not the move the rules make from `from` to `to` here, or null when it is. */
function pourProblem(level: SortLevel, tubes: Tubes, pour: Pour): string | null {
  const legal = pourBetween(level, tubes, pour.from, pour.to);
  if (typeof legal === 'string') return legal;
  const names = level.colours;
  if (pour.colour !== legal.colour) {
    return `tube ${pour.from + 1} has ${names[legal.colour]} on top, not ${names[pour.colour] ?? `colour ${pour.colour}`}`;
  }
  if (pour.amount !== legal.amount) {
    return `the pour moves ${legal.amount} x ${names[legal.colour]}, not ${pour.amount}`;
  }
  return null;
}

/** The state after a legal pour (a new array; `tubes` is unchanged). Throws IllegalPour otherwise. */
export function applyPour(level: SortLevel, tubes: Tubes, pour: Pour): Tubes {
  const problem = pourProblem(level, tubes, pour);
  if (problem !== null) throw new IllegalPour(problem);
  const next = tubes.map((tube) => tube.slice());
  next[pour.from].length -= pour.amount;
  for (let unit = 0; unit < pour.amount; unit++) next[pour.to].push(pour.colour);
  return next;
}

/** A tube is finished when it is full of one colour. */
export function isFinished(level: SortLevel, tube: readonly number[]): boolean {
  return tube.length === level.capacity && tube.every((colour) => colour === tube[0]);
}

/** The goal: every tube empty or full of one colour. */
export function isSorted(level: SortLevel, tubes: Tubes): boolean {
  return tubes.every((tube) => tube.length === 0 || isFinished(level, tube));
}

/** What keeps the tubes from being sorted (the first offending tube), or null when they are. */
export function unsortedReason(level: SortLevel, tubes: Tubes): string | null {
  for (let index = 0; index < tubes.length; index++) {
    const tube = tubes[index];
    if (tube.length === 0 || isFinished(level, tube)) continue;
    const present = [...new Set(tube)].map((colour) => level.colours[colour]);
    if (present.length > 1) return `tube ${index + 1} still mixes ${present.join(' and ')}`;
    return `tube ${index + 1} holds ${tube.length} of ${level.capacity} ${present[0]}`;
  }
  return null;
}

export type PlanVerdict = { ok: true; final: Tubes } | { ok: false; move: number; reason: string };

/** Replays a plan from the level's tubes: the first illegal move (1-based), or an unsorted end. */
export function checkPlan(level: SortLevel, plan: readonly Pour[]): PlanVerdict {
  let tubes: Tubes = level.tubes.map((tube) => tube.slice());
  for (let index = 0; index < plan.length; index++) {
    const problem = pourProblem(level, tubes, plan[index]);
    if (problem !== null) return { ok: false, move: index + 1, reason: problem };
    tubes = applyPour(level, tubes, plan[index]);
  }
  const unsorted = unsortedReason(level, tubes);
  if (unsorted !== null) {
    return { ok: false, move: plan.length, reason: `after ${plan.length} moves ${unsorted}` };
  }
  return { ok: true, final: tubes };
}

/** A key equal for states that differ only in the order of the tubes (tubes are interchangeable). */
export function canonicalKey(tubes: Tubes): string {
  return tubes
    .map((tube) => tube.join(','))
    .sort()
    .join('|');
}

/** Maximal runs of one colour inside tubes, counted over all tubes. */
export function countBlocks(tubes: Tubes): number {
  let blocks = 0;
  for (const tube of tubes) {
    for (let unit = 0; unit < tube.length; unit++) if (unit === 0 || tube[unit] !== tube[unit - 1]) blocks++;
  }
  return blocks;
}

/**
 * A lower bound on the moves left, consistent (it changes by at most 1 per move), so A* with a
 * closed set stays optimal.
 *
 * Blocks: sorted means one block per colour. A move takes units off one top and puts them on
 * another: at most one pair of blocks joins (-1), a partial pour or a ball onto an empty tube can
 * split one (+1). Colours with no block at any tube's bottom need one more move each: their final
 * tube must first be empty and then receive them, a move that joins nothing. Moving a bottom block
 * away can add that colour to this count only by emptying its tube onto a match (blocks -1).
 *
 * Balls: a unit that never moves stays where it is, with everything below it; at the end its tube
 * holds its colour only, so unmoved units are a bottom run of their colour, in one tube per
 * colour. Every other unit moves at least once, and a ball move moves one unit. One move changes
 * one colour's longest bottom run by at most 1.
 */
export function lowerBound(level: SortLevel, tubes: Tubes): number {
  const colours = level.colours.length;
  const bottomRun = new Array<number>(colours).fill(0);
  let units = 0;
  for (const tube of tubes) {
    units += tube.length;
    if (tube.length === 0) continue;
    let run = 1;
    while (run < tube.length && tube[run] === tube[0]) run++;
    bottomRun[tube[0]] = Math.max(bottomRun[tube[0]], run);
  }
  const present = new Set(tubes.flat()).size;
  const withoutBottom = bottomRun.filter((run, colour) => run === 0 && tubes.some((tube) => tube.includes(colour))).length;
  const joins = countBlocks(tubes) - present + withoutBottom;
  if (level.rules === 'water') return joins;
  const unmoved = bottomRun.reduce((sum, run) => sum + run, 0);
  return Math.max(joins, units - unmoved);
}
