// What the clues settle before any search, in plain TypeScript, as a solver fills thermometers by
// hand. Each holds in every solution, so a proof of uniqueness over what is left stays a proof.
// A thermometer is filled up to a level (0 to its length), known to lie between a least and a
// most; in each row and column, the cells a thermometer gives grow with its level, so the others'
// least and most bound its own: enough must come from it to reach the clue, and no more than the
// clue leaves. Repeated until nothing moves, then trials: a cell supposed filled (or empty) whose
// bounds cross is the other. The corpus's 15x15 is settled whole.
import { type Point, indexOf } from '../../dsl/grid/index.ts';
import type { Thermometers } from './format.ts';

/** A row or column: its clue, and per thermometer crossing it, the steps (places from the bulb) of its cells there, in order. */
interface Line {
  clue: number;
  crossing: { thermometer: number; steps: number[] }[];
}

/** Per cell (row by row): true filled, false empty in every solution; undefined when open. Nothing is settled when the clues contradict (Z3 is left to say so). */
export function settle(p: Thermometers, tries = true): (boolean | undefined)[] {
  const lines = [
    ...p.rows.map((clue, row) => lineOf(p, clue, (cell) => cell.row === row)),
    ...p.columns.map((clue, col) => lineOf(p, clue, (cell) => cell.col === col)),
  ];
  // Per thermometer, the lines it crosses (so that a change looks again only at those).
  const linesOf = p.thermometers.map((_, thermometer) =>
    lines.flatMap((line, i) => (line.crossing.some((part) => part.thermometer === thermometer) ? [i] : [])),
  );
  const least = new Int32Array(p.thermometers.length);
  const most = Int32Array.from(p.thermometers, (path) => path.length);
  const everything = lines.map((_, i) => i);
  // The queue of lines to look at again, and whether each is in it (scratch arrays: the bounds
  // run hundreds of times a solve, mostly before the JIT has warmed, so they allocate nothing).
  const queue = { lines: new Int32Array(lines.length), queued: new Uint8Array(lines.length) };
  const fits = (low: Int32Array, high: Int32Array, from: number[]) => bound(lines, linesOf, low, high, from, queue);
  if (!fits(least, most, everything)) return cells(p, undefined);
  // Trials, on each thermometer's open levels: filled past a step (its least raised) or not (its
  // most lowered); the one whose bounds cross is the other.
  const [lows, highs] = [new Int32Array(least.length), new Int32Array(most.length)];
  const supposing = (thermometer: number, low: number, high: number) => {
    lows.set(least);
    highs.set(most);
    lows[thermometer] = low;
    highs[thermometer] = high;
    return fits(lows, highs, linesOf[thermometer]);
  };
  for (let changed = tries; changed; ) {
    changed = false;
    for (let thermometer = 0; thermometer < p.thermometers.length; thermometer++)
      for (let step = least[thermometer]; step < most[thermometer]; step++) {
        if (!supposing(thermometer, step + 1, most[thermometer])) most[thermometer] = step;
        else if (!supposing(thermometer, least[thermometer], step)) least[thermometer] = step + 1;
        else continue;
        if (!fits(least, most, linesOf[thermometer])) return cells(p, undefined);
        changed = true;
      }
  }
  const settled: (boolean | undefined)[] = cells(p, false);
  p.thermometers.forEach((path, thermometer) =>
    path.forEach((cell, step) => (settled[indexOf(p, cell)] = step < least[thermometer] ? true : step >= most[thermometer] ? false : undefined)),
  );
  return settled;
}

const cells = (p: Thermometers, value: boolean | undefined) => Array.from({ length: p.width * p.height }, () => value);

function lineOf(p: Thermometers, clue: number, inLine: (cell: Point) => boolean): Line {
  const crossing = p.thermometers.flatMap((path, thermometer) => {
    const steps = path.flatMap((cell, step) => (inLine(cell) ? [step] : []));
    return steps.length > 0 ? [{ thermometer, steps }] : [];
  });
  return { clue, crossing };
}

/** How many of a thermometer's cells in a line are filled at a level. */
function given(steps: number[], level: number): number {
  let count = 0;
  while (count < steps.length && steps[count] < level) count++;
  return count;
}

/**
 * Each line's bounds on its thermometers' levels until none moves, from the lines `from`: `least`
 * and `most` tighten in place; false when they cross (no solution within them). The queue is a
 * ring over the lines, each in it at most once.
 */
function bound(
  lines: Line[],
  linesOf: number[][],
  least: Int32Array,
  most: Int32Array,
  from: number[],
  queue: { lines: Int32Array; queued: Uint8Array },
): boolean {
  const { lines: ring, queued } = queue;
  queued.fill(0);
  let [head, size] = [0, 0];
  const push = (line: number) => {
    if (queued[line]) return;
    queued[line] = 1;
    ring[(head + size++) % ring.length] = line;
  };
  for (let i = 0; i < from.length; i++) push(from[i]);
  while (size > 0) {
    const line = ring[head];
    head = (head + 1) % ring.length;
    size--;
    queued[line] = 0;
    const { clue, crossing } = lines[line];
    let low = 0;
    let high = 0;
    for (let i = 0; i < crossing.length; i++) {
      low += given(crossing[i].steps, least[crossing[i].thermometer]);
      high += given(crossing[i].steps, most[crossing[i].thermometer]);
    }
    if (low > clue || high < clue) return false;
    for (let i = 0; i < crossing.length; i++) {
      const { thermometer, steps } = crossing[i];
      const own = given(steps, least[thermometer]);
      const ownMost = given(steps, most[thermometer]);
      // Enough from it to reach the clue when the others give their most: its least rises to the level that gives it.
      const needed = clue - (high - ownMost);
      const raised = needed > own ? steps[needed - 1] + 1 : least[thermometer];
      // No more from it than the clue leaves when the others give their least: its most falls below the step that would exceed it.
      const room = clue - (low - own);
      const lowered = room < ownMost ? steps[room] : most[thermometer];
      if (raised > lowered) return false;
      if (raised !== least[thermometer] || lowered !== most[thermometer]) {
        least[thermometer] = raised;
        most[thermometer] = lowered;
        const others = linesOf[thermometer];
        for (let k = 0; k < others.length; k++) push(others[k]);
      }
    }
  }
  return true;
}
