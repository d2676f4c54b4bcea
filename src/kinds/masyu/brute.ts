// A brute-force Masyu oracle for tests: choose a piece for each cell in reading order, each one
// agreeing with the lines that come in from the left and from above, and prune as soon as a pearl's
// neighbourhood is filled in or a loop closes. It shares nothing with the checker or the
// encodings: it follows the lines itself. Small grids only (up to about 6x6).
import { SIDES, type Side, inRows, indexOf, inside, move, pointAt } from '../../dsl/grid/index.ts';
import { ARMS, type LoopGrid, type Masyu, PIECES, type Piece } from './masyu.ts';

// A piece by the lines it has, by side; the empty piece first (tried first, and the default off the grid).
const EMPTY_FIRST: readonly Piece[] = ['.', ...PIECES.filter((piece) => piece !== '.')];
const SHAPES: ({ piece: Piece } & Record<Side, boolean>)[] = EMPTY_FIRST.map((piece) => {
  const has = (side: Side) => ARMS[piece].includes(side);
  return { piece, N: has('N'), E: has('E'), S: has('S'), W: has('W') };
});

/** Up to `limit` solutions of `p`, in no particular order. */
export function bruteForceMasyu(p: Masyu, limit: number): LoopGrid[] {
  const { width, height } = p;
  const cells = width * height;
  const shape: (typeof SHAPES)[number][] = [];
  const solutions: LoopGrid[] = [];
  const pearls = p.pearls.flatMap((line, row) => line.flatMap((pearl, col) => (pearl ? [{ row, col, pearl }] : [])));
  // A pearl can be judged once every cell within two steps of it is filled in: the last of them in reading order.
  const readyAt = pearls.map((pearl) =>
    Math.max(
      ...[pearl, move(pearl, 'E'), move(pearl, 'E', 2), move(pearl, 'S'), move(pearl, 'S', 2)]
        .filter((cell) => inside(p, cell))
        .map((cell) => indexOf(p, cell)),
    ),
  );
  const at = (row: number, col: number) => (inside(p, { row, col }) ? shape[indexOf(p, { row, col })] : SHAPES[0]);
  const straight = (row: number, col: number) => (at(row, col).E && at(row, col).W) || (at(row, col).N && at(row, col).S);
  // The cell the line leaves `current` for by each of its sides, other than `previous`.
  const onward = (current: number, previous: number) =>
    SIDES.filter((side) => shape[current][side])
      .map((side) => indexOf(p, move(pointAt(p, current), side)))
      .find((cell) => cell !== previous);

  const pearlHolds = ({ row, col, pearl }: (typeof pearls)[number]) => {
    const here = at(row, col);
    if (here.piece === '.') return false;
    if (pearl === 'white') {
      if (here.E && here.W) return !straight(row, col - 1) || !straight(row, col + 1);
      if (here.N && here.S) return !straight(row - 1, col) || !straight(row + 1, col);
      return false;
    }
    if (straight(row, col)) return false;
    // Each line out of a black pearl goes straight on through the next cell.
    return SIDES.every((side) => {
      const next = move({ row, col }, side);
      return !here[side] || at(next.row, next.col)[side];
    });
  };

  /** Follows the line from cell `start` away from `from`; returns the cell where it stops (an open end) or meets `target`. */
  const follow = (start: number, from: number, target: number): number => {
    let previous = from;
    let current = start;
    for (;;) {
      if (current === target) return target;
      const next = onward(current, previous);
      // An end whose line goes on into cells not yet filled in.
      if (next === undefined || next >= shape.length) return current;
      previous = current;
      current = next;
    }
  };

  const place = (index: number, onLoop: number, closed: boolean) => {
    if (solutions.length >= limit) return;
    if (index === cells) {
      if (closed)
        solutions.push(
          inRows(
            shape.map((cell) => cell.piece),
            width,
          ),
        );
      return;
    }
    const row = Math.floor(index / width);
    const col = index % width;
    const pearl = p.pearls[row][col];
    for (const option of SHAPES) {
      // Lines agree with the cells to the left and above, and never leave the grid.
      if (option.W !== at(row, col - 1).E || option.N !== at(row - 1, col).S) continue;
      if ((option.E && col === width - 1) || (option.S && row === height - 1)) continue;
      // After the loop has closed, nothing more is drawn; every pearl is on the loop.
      if ((closed && option.piece !== '.') || (pearl && option.piece === '.')) continue;
      shape[index] = option;
      // A cell joining its left and upper lines may close a loop: then it must be the only line.
      let closes = false;
      if (option.W && option.N) {
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
      const next = onward(current, previous);
      // `follow` found the loop closed, so every cell on it has a way on.
      if (next === undefined) throw new Error(`masyu brute force: the loop closed at cell ${index} breaks off at cell ${current} (a bug)`);
      previous = current;
      current = next;
      length++;
    }
    return length;
  };

  place(0, 0, false);
  return solutions;
}
