// Trials for a grid whose cells take one of two values (1 or 2; 0 open), as the deductions by hand
// of Hitori, Yin-Yang, Binairo and Star Battle run them: a cell supposed a value; one that leads to
// a contradiction settles the cell as the other. The sweeps look first at cells beside a known one,
// where a contradiction comes soonest; a sweep that settles none of them is followed by one over
// every open cell, until that settles none.

/** What the trials need of a board: the cells its deductions have looked at, and side neighbours for `nearFirst`. */
export interface TrialBoard {
  next?: number[][];
  work: number;
}

/** Which values a cell is supposed, and whether the sweeps look beside known cells first. */
export interface TrialOptions {
  /** Of 1 and 2 (the cell is settled 3 - value when one fails). */
  values?: readonly number[];
  nearFirst?: boolean;
}

/**
 * The trials stop once the deductions have looked at `idle` cells since the last trial that
 * settled a cell, so that a grid they cannot open up costs little. False on a contradiction.
 */
export function twoValueTrials<B extends TrialBoard>(
  board: B,
  state: Int8Array,
  deduce: (board: B, state: Int8Array) => boolean,
  idle: number,
  { values = [1, 2], nearFirst = true }: TrialOptions = {},
): boolean {
  let last = board.work;
  // Without the sweeps beside known cells, every sweep is over every open cell.
  const near = nearFirst && board.next !== undefined;
  let everywhere = false;
  for (let changed = true; changed || !everywhere; ) {
    everywhere = !changed || !near;
    changed = false;
    for (let cell = 0; cell < state.length; cell++) {
      if (board.work - last > idle) return true;
      if (state[cell] !== 0) continue;
      if (!everywhere && board.next?.[cell].every((other) => state[other] === 0)) continue;
      for (const value of values) {
        const trial = state.slice();
        trial[cell] = value;
        if (deduce(board, trial)) continue;
        state[cell] = 3 - value;
        if (!deduce(board, state)) return false;
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}
