// The deductions of Star Battle over lines (src/kinds/starbattle/settle.ts): each band of two
// adjacent lines filled as the rules allow, and the regions' counting over runs of lines.
import { type Band, type Board, EMPTY, OPEN, STAR, holds, set } from './board.ts';

/**
 * k stars in each line of a band, none touching: a cell takes a value only if some filling of the
 * band keeps the rules. Column by column, each filling puts no star, one in the first line or one
 * in the second (two in a column touch), never in two columns side by side; it is followed
 * forwards and then backwards by what it carries: the stars in the first line so far (an index),
 * in the second (a bit), and whether the last column holds one (which of two sets). A set of
 * fillings is a bit mask over the second line's count, one per count of the first line's.
 */
export function band(board: Board, { first, second }: Band, state: Int8Array): boolean {
  const k = board.stars;
  const wanted = second ? k : 0;
  const n = first.length;
  const counts = k + 1;
  const full = (1 << counts) - 1;
  const { reach, reachAfterStar, finish, finishAfterStar, options, allowed } = board;
  board.work += second ? 2 * n : n;
  // The options each column's cells allow: no star (bit 0), one in the first line (bit 1), one in the second (bit 2).
  for (let i = 0; i < n; i++) {
    const top = state[first[i]];
    const bottom = second ? state[second[i]] : EMPTY;
    allowed[i] = (top !== STAR && bottom !== STAR ? 1 : 0) | (top !== EMPTY && bottom !== STAR ? 2 : 0) | (bottom !== EMPTY && top !== STAR ? 4 : 0);
  }
  reach.fill(0, 0, (n + 1) * counts);
  reachAfterStar.fill(0, 0, (n + 1) * counts);
  reach[0] = 1;
  for (let i = 0; i < n; i++) {
    const at = i * counts;
    const to = at + counts;
    for (let firstStars = 0; firstStars < counts; firstStars++) {
      const quiet = reach[at + firstStars];
      const starred = reachAfterStar[at + firstStars];
      if (allowed[i] & 1) reach[to + firstStars] |= quiet | starred;
      if (allowed[i] & 2 && firstStars < k) reachAfterStar[to + firstStars + 1] |= quiet;
      if (allowed[i] & 4) reachAfterStar[to + firstStars] |= (quiet << 1) & full;
    }
  }
  finish.fill(0, 0, (n + 1) * counts);
  finishAfterStar.fill(0, 0, (n + 1) * counts);
  finish[n * counts + k] = 1 << wanted;
  finishAfterStar[n * counts + k] = 1 << wanted;
  for (let i = n - 1; i >= 0; i--) {
    const at = i * counts;
    const to = at + counts;
    options[i] = 0;
    for (let firstStars = 0; firstStars < counts; firstStars++) {
      const quiet = reach[at + firstStars];
      const starred = reachAfterStar[at + firstStars];
      if (allowed[i] & 1) {
        finish[at + firstStars] |= finish[to + firstStars];
        finishAfterStar[at + firstStars] |= finish[to + firstStars];
        if ((quiet | starred) & finish[to + firstStars]) options[i] |= 1;
      }
      if (allowed[i] & 2 && firstStars < k) {
        finish[at + firstStars] |= finishAfterStar[to + firstStars + 1];
        if (quiet & finishAfterStar[to + firstStars + 1]) options[i] |= 2;
      }
      if (allowed[i] & 4) {
        finish[at + firstStars] |= finishAfterStar[to + firstStars] >> 1;
        if ((quiet << 1) & full & finishAfterStar[to + firstStars]) options[i] |= 4;
      }
    }
    if (options[i] === 0) return false;
  }
  // A cell is firstStars star where every filling left puts one there, empty where none does.
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < (second ? 2 : 1); j++) {
      const cell = j === 0 ? first[i] : (second?.[i] ?? 0);
      const star = (options[i] >> (j + 1)) & 1;
      const empty = options[i] & ~(1 << (j + 1)) & 7;
      if (state[cell] === OPEN && !(star && empty) && !set(board, state, cell, star ? STAR : EMPTY)) return false;
    }
  }
  return true;
}

/**
 * Regions and runs of consecutive rows (or columns), both holding k stars each. The regions that
 * lie within a run of m rows, say i of them, hold i * k of its stars: the run's other cells hold
 * the (m - i) * k left (none, when i = m: k regions confined to k rows). The regions that reach
 * into the run, say j of them, hold all of its stars: their cells outside it hold (j - m) * k
 * (none, when j = m: k rows whose cells lie in k regions).
 */
export function confined(board: Board, state: Int8Array, byRows: boolean): boolean {
  const n = board.size;
  const k = board.stars;
  const lineOf = (cell: number) => (byRows ? Math.floor(cell / n) : cell % n);
  const regionCount = board.regions.length;
  // Per region, as sums over the first lines: lines where a cell of it may be a star, its open cells, its stars.
  const width = n + 1;
  const [reached, open, stars] = [0, 1, 2].map(() => new Int32Array(regionCount * width));
  board.regions.forEach((cells, id) => {
    const row = id * width;
    for (const cell of cells) {
      const at = row + lineOf(cell) + 1;
      if (state[cell] !== EMPTY) reached[at] = 1;
      if (state[cell] === OPEN) open[at]++;
      if (state[cell] === STAR) stars[at]++;
    }
    for (let line = 0; line < n; line++) {
      reached[row + line + 1] += reached[row + line];
      open[row + line + 1] += open[row + line];
      stars[row + line + 1] += stars[row + line];
    }
  });
  board.work += n * n;
  const inside = new Uint8Array(regionCount);
  // Whether cells with this many open cells and stars, holding `wanted` stars, give anything to `holds`.
  const telling = (openCells: number, starCells: number, wanted: number) => {
    const needed = wanted - starCells;
    return needed < 0 || (needed === 0 ? openCells > 0 : needed <= k && Math.ceil(openCells / 4) <= needed);
  };
  for (let from = 0; from < n; from++) {
    for (let to = from + 1; to <= n; to++) {
      const lines = to - from;
      let within = 0;
      let reaching = 0;
      // The open cells and stars of the run outside the regions within, and of the regions reaching in outside the run.
      let leftOpen = 0;
      let leftStars = 0;
      let outOpen = 0;
      let outStars = 0;
      for (let id = 0; id < regionCount; id++) {
        const row = id * width;
        const all = reached[row + n];
        const there = reached[row + to] - reached[row + from];
        inside[id] = all > 0 && there === all ? 1 : there > 0 ? 2 : 0;
        if (inside[id] === 0) continue;
        reaching++;
        const openThere = open[row + to] - open[row + from];
        const starsThere = stars[row + to] - stars[row + from];
        outOpen += open[row + n] - openThere;
        outStars += stars[row + n] - starsThere;
        if (inside[id] === 1) within++;
        else {
          leftOpen += openThere;
          leftStars += starsThere;
        }
      }
      if (within > lines || reaching < lines) return false;
      const [left, out] = [telling(leftOpen, leftStars, (lines - within) * k), telling(outOpen, outStars, (reaching - lines) * k)];
      if (!left && !out) continue;
      const leftover: number[] = [];
      const outside: number[] = [];
      for (const [id, cells] of board.regions.entries()) {
        if (inside[id] === 0) continue;
        for (const cell of cells) {
          const line = lineOf(cell);
          if (line < from || line >= to) outside.push(cell);
          else if (inside[id] === 2) leftover.push(cell);
        }
      }
      if ((left && !holds(board, leftover, (lines - within) * k, state)) || (out && !holds(board, outside, (reaching - lines) * k, state))) return false;
    }
  }
  return true;
}
