// A brute-force Masyu oracle for tests: choose a piece for each cell in reading order, each one
// agreeing with the lines that come in from the left and from above, and prune as soon as a pearl's
// neighbourhood is filled in or a loop closes. It shares nothing with the checker or the
// encodings: it follows the lines itself. Small grids only (up to about 6x6).
import type { LoopGrid, Masyu, Piece } from './masyu.ts';

// A piece by the lines it has: north, east, south, west.
const SHAPES: { piece: Piece; n: boolean; e: boolean; s: boolean; w: boolean }[] = [
  { piece: '.', n: false, e: false, s: false, w: false },
  { piece: '-', n: false, e: true, s: false, w: true },
  { piece: '|', n: true, e: false, s: true, w: false },
  { piece: 'L', n: true, e: true, s: false, w: false },
  { piece: 'J', n: true, e: false, s: false, w: true },
  { piece: '7', n: false, e: false, s: true, w: true },
  { piece: 'F', n: false, e: true, s: true, w: false },
];

/** Up to `limit` solutions of `p`, in no particular order. */
export function bruteForceMasyu(p: Masyu, limit: number): LoopGrid[] {
  const { width, height } = p;
  const cells = width * height;
  const shape: (typeof SHAPES)[number][] = [];
  const solutions: LoopGrid[] = [];
  const pearls = p.pearls.flatMap((line, row) => line.flatMap((pearl, col) => (pearl ? [{ row, col, pearl }] : [])));
  // A pearl can be judged once every cell within two steps of it is filled in: the last of them in reading order.
  const readyAt = pearls.map(({ row, col }) =>
    Math.max(...[[0, 0], [0, 1], [0, 2], [1, 0], [2, 0]].filter(([dr, dc]) => row + dr < height && col + dc < width).map(([dr, dc]) => (row + dr) * width + col + dc)),
  );
  const at = (row: number, col: number) => (row >= 0 && row < height && col >= 0 && col < width ? shape[row * width + col] : SHAPES[0]);
  const straight = (row: number, col: number) => (at(row, col).e && at(row, col).w) || (at(row, col).n && at(row, col).s);

  const pearlHolds = ({ row, col, pearl }: (typeof pearls)[number]) => {
    const here = at(row, col);
    if (here.piece === '.') return false;
    if (pearl === 'white') {
      if (here.e && here.w) return !straight(row, col - 1) || !straight(row, col + 1);
      if (here.n && here.s) return !straight(row - 1, col) || !straight(row + 1, col);
      return false;
    }
    if (straight(row, col)) return false;
    return (!here.n || at(row - 1, col).n) && (!here.s || at(row + 1, col).s) && (!here.e || at(row, col + 1).e) && (!here.w || at(row, col - 1).w);
  };

  /** Follows the line from cell `start` away from `from`; returns the cell where it stops (an open end) or meets `target`. */
  const follow = (start: number, from: number, target: number): number => {
    let previous = from;
    let current = start;
    for (;;) {
      if (current === target) return target;
      const { n, e, s, w } = shape[current];
      const next = [n && current - width, e && current + 1, s && current + width, w && current - 1].find((cell) => cell !== false && cell !== previous) as number | undefined;
      // An end whose line goes on into cells not yet filled in.
      if (next === undefined || next >= shape.length) return current;
      previous = current;
      current = next;
    }
  };

  const place = (index: number, onLoop: number, closed: boolean) => {
    if (solutions.length >= limit) return;
    if (index === cells) {
      if (closed) solutions.push(Array.from({ length: height }, (_, row) => shape.slice(row * width, (row + 1) * width).map((cell) => cell.piece)));
      return;
    }
    const row = Math.floor(index / width);
    const col = index % width;
    const pearl = p.pearls[row][col];
    for (const option of SHAPES) {
      // Lines agree with the cells to the left and above, and never leave the grid.
      if (option.w !== at(row, col - 1).e || option.n !== at(row - 1, col).s) continue;
      if ((option.e && col === width - 1) || (option.s && row === height - 1)) continue;
      // After the loop has closed, nothing more is drawn; every pearl is on the loop.
      if ((closed && option.piece !== '.') || (pearl && option.piece === '.')) continue;
      shape[index] = option;
      // A cell joining its left and upper lines may close a loop: then it must be the only line.
      let closes = false;
      if (option.w && option.n) {
        closes = follow(index - 1, index, index - width) === index - width;
        if (closes && onLoop + 1 !== loopLength(index)) continue;
      }
      const judged = pearls.every((pearlCell, k) => readyAt[k] !== index || pearlHolds(pearlCell));
      if (judged) place(index + 1, onLoop + (option.piece === '.' ? 0 : 1), closed || closes);
    }
    shape.length = index;
  };

  /** The length of the loop just closed at `index`, walked around from it. */
  const loopLength = (index: number) => {
    let length = 1;
    let previous = index;
    let current = index - 1;
    while (current !== index) {
      const { n, e, s, w } = shape[current];
      const next = [n && current - width, e && current + 1, s && current + width, w && current - 1].find((cell) => cell !== false && cell !== previous) as number;
      previous = current;
      current = next;
      length++;
    }
    return length;
  };

  place(0, 0, false);
  return solutions;
}
