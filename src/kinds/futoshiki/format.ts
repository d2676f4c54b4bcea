// Futoshiki (puzzle-futoshiki.com): fill an n x n grid with 1..n, each number once in every row
// and column, so that every inequality sign between two neighbouring cells holds.
//
// Futoshiki files: the Puzzle Team task of puzzle-futoshiki.com (also pasted as `var task =
// '...'`) and a text form with a `kind: futoshiki` header that draws the grid with its signs, as
// the puzzle looks (puzz.link has no Futoshiki). Bad input is an InputError naming the place.
import { type Point, type Side, inside, move } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { formsOf } from '../common/forms.ts';
import { commaEntries, kindLines, squareSide, taskOf } from '../common/task.ts';

export interface Futoshiki {
  width: number;
  height: number;
  givens: (number | null)[][];
  /** Each sign between two side-by-side cells: `less` holds the smaller number. In reading order. */
  signs: { less: Point; more: Point }[];
}

export const FUTOSHIKI_MAX_SIDE = 30;

/**
 * ```
 * kind: futoshiki
 * . < . . 3       2n - 1 lines: cells ('.' or a number) with a sign between each two
 * v . . .         ('<', '>' or '.'), then a line of n signs under the cells ('^' the upper is
 * . . . . .       smaller, 'v' it is larger, '.' none), and so on
 * ```
 * Tokens are apart; `#` starts a comment line.
 */
export function parseFutoshiki(text: string, source: string): Futoshiki {
  const [header, ...lines] = kindLines(text, source, 'futoshiki');
  if (lines.length % 2 === 0)
    throw new InputError(
      source,
      `line ${lines.at(-1)?.number ?? header.number}`,
      `expected 2n - 1 lines (n rows of cells, n - 1 lines of signs between them), found ${lines.length}`,
    );
  const n = (lines.length + 1) / 2;
  if (n > FUTOSHIKI_MAX_SIDE)
    throw new InputError(source, `line ${header.number}`, `a ${n}x${n} futoshiki is past the limit of ${FUTOSHIKI_MAX_SIDE}x${FUTOSHIKI_MAX_SIDE}`);
  const givens: (number | null)[][] = [];
  const signs: Futoshiki['signs'] = [];
  lines.forEach((line, i) => {
    const tokens = line.text.split(/\s+/);
    const where = (k: number) => `line ${line.number}, token ${k + 1}`;
    const row = Math.floor(i / 2);
    if (i % 2 === 0) {
      if (tokens.length !== 2 * n - 1)
        throw new InputError(
          source,
          `line ${line.number}`,
          `expected ${n} cells with a sign or '.' between each two (${2 * n - 1} tokens), found ${tokens.length}`,
        );
      givens.push(
        tokens
          .filter((_, k) => k % 2 === 0)
          .map((token, col) => {
            if (token === '.') return null;
            if (!/^\d+$/.test(token) || Number(token) < 1 || Number(token) > n)
              throw new InputError(source, where(2 * col), `expected a number from 1 to ${n} or '.', found '${token}'`);
            return Number(token);
          }),
      );
      tokens.forEach((token, k) => {
        if (k % 2 === 0) return;
        const left: Point = { row, col: (k - 1) / 2 };
        const right = move(left, 'E');
        if (token === '<') signs.push({ less: left, more: right });
        else if (token === '>') signs.push({ less: right, more: left });
        else if (token !== '.') throw new InputError(source, where(k), `expected '<', '>' or '.' between two cells, found '${token}'`);
      });
    } else {
      if (tokens.length !== n)
        throw new InputError(source, `line ${line.number}`, `expected ${n} signs ('^', 'v' or '.'), one under each cell, found ${tokens.length}`);
      tokens.forEach((token, col) => {
        const upper: Point = { row, col };
        const lower = move(upper, 'S');
        if (token === '^') signs.push({ less: upper, more: lower });
        else if (token === 'v' || token === 'V') signs.push({ less: lower, more: upper });
        else if (token !== '.') throw new InputError(source, where(col), `expected '^' (the upper is smaller), 'v' (larger) or '.', found '${token}'`);
      });
    }
  });
  return { width: n, height: n, givens, signs: sortSigns(signs) };
}

/** Signs in reading order of their first cell, across before down: one order whatever the input. */
const sortSigns = (signs: Futoshiki['signs']) => [...signs].sort((a, b) => key(a) - key(b));
const key = ({ less, more }: Futoshiki['signs'][number]) =>
  (Math.min(less.row, more.row) * 1000 + Math.min(less.col, more.col)) * 2 + (less.row === more.row ? 0 : 1);

export function toFutoshikiText(p: Futoshiki): string {
  const n = p.width;
  const sign = (a: Point, b: Point, forward: string, back: string) => {
    const found = p.signs.find(
      (s) =>
        (s.less.row === a.row && s.less.col === a.col && s.more.row === b.row && s.more.col === b.col) ||
        (s.less.row === b.row && s.less.col === b.col && s.more.row === a.row && s.more.col === a.col),
    );
    return found ? (found.less.row === a.row && found.less.col === a.col ? forward : back) : '.';
  };
  const lines = ['kind: futoshiki'];
  for (let row = 0; row < n; row++) {
    lines.push(
      p.givens[row]
        .flatMap((given, col) => [...(col > 0 ? [sign({ row, col: col - 1 }, { row, col }, '<', '>')] : []), given === null ? '.' : String(given)])
        .join(' '),
    );
    if (row < n - 1) lines.push(p.givens[row].map((_, col) => sign({ row, col }, { row: row + 1, col }, '^', 'v')).join(' '));
  }
  return `${lines.join('\n')}\n`;
}

// ------------------------------------------------------------------------------ Puzzle Team

/** A sign's letter: the neighbour on that side is smaller than the cell that carries it. */
const SIGN_SIDES: Record<string, Side> = { L: 'W', R: 'E', U: 'N', D: 'S' };

/**
 * The task: one comma-separated entry per cell, row by row (the site ends it with a comma): the
 * given number (`0` none), then a letter for each smaller neighbour, `L` `R` `U` `D` (left, right,
 * above, below), as `0R` = this cell is larger than the one to its right. So read by
 * stacs-cp/demystify-rs `scripts/fetch-futoshiki.py` and by a second public solver script.
 */
export function parseFutoshikiTask(text: string, source: string): Futoshiki {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Futoshiki task such as 0R,0,0,0,..., found an empty input');
  const entries = commaEntries(task);
  const n = squareSide(entries.length);
  if (n === undefined)
    throw new InputError(source, 'task', `expected n x n comma-separated cells for an n x n grid, found ${entries.length}, which is not a square`);
  if (n > FUTOSHIKI_MAX_SIDE) throw new InputError(source, 'task', `a ${n}x${n} futoshiki is past the limit of ${FUTOSHIKI_MAX_SIDE}x${FUTOSHIKI_MAX_SIDE}`);
  const givens: (number | null)[] = [];
  const signs: Futoshiki['signs'] = [];
  entries.forEach((entry, i) => {
    const more: Point = { row: Math.floor(i / n), col: i % n };
    const where = `cell ${i + 1} (${more.row + 1},${more.col + 1})`;
    const parts = /^\s*(\d+)([A-Za-z]*)\s*$/.exec(entry);
    if (!parts)
      throw new InputError(
        source,
        where,
        `expected a number (0 for none) and the letters L, R, U, D of its smaller neighbours, found '${entry.trim() || '(nothing)'}'`,
      );
    const value = Number(parts[1]);
    if (value > n) throw new InputError(source, where, `expected a number from 0 (none) to ${n}, found ${parts[1]}`);
    givens.push(value === 0 ? null : value);
    for (const letter of parts[2]) {
      const side = SIGN_SIDES[letter];
      if (side === undefined) throw new InputError(source, where, `expected a sign letter L, R, U or D, found '${letter}'`);
      const less = move(more, side);
      if (!inside({ width: n, height: n }, less)) throw new InputError(source, where, `'${letter}' points off the grid`);
      signs.push({ less, more });
    }
  });
  return { width: n, height: n, givens: Array.from({ length: n }, (_, row) => givens.slice(row * n, (row + 1) * n)), signs: sortSigns(signs) };
}

export function toFutoshikiTask(p: Futoshiki): string {
  // Without a sign it is a list of numbers, which reads back as a region task (Star Battle, LITS).
  if (p.signs.length === 0) throw new UsageError('a futoshiki without signs would read back as a region task; --to text keeps it');
  const letters = new Map<string, string>();
  for (const { less, more } of p.signs) {
    const letter = Object.keys(SIGN_SIDES).find((key) => {
      const next = move(more, SIGN_SIDES[key]);
      return next.row === less.row && next.col === less.col;
    });
    const at = `${more.row},${more.col}`;
    letters.set(at, `${letters.get(at) ?? ''}${letter}`);
  }
  const entries = p.givens.flatMap((line, row) => line.map((given, col) => `${given ?? 0}${letters.get(`${row},${col}`) ?? ''}`));
  return `${entries.join(',')},\n`;
}

/** A task: comma-separated numbers, at least one with a sign letter (without one it is a region task). */
const isFutoshikiTask = (text: string) => {
  const task = taskOf(text);
  return /^(\d+[LRUD]*,)*\d+[LRUD]*,?$/.test(task) && /[LRUD]/.test(task);
};

/** The text form and the Puzzle Team task (puzz.link has no Futoshiki). */
export const futoshikiForms = formsOf<Futoshiki>('futoshiki', {
  text: { read: parseFutoshiki, write: toFutoshikiText },
  puzzleteam: {
    looks: isFutoshikiTask,
    // A headerless text of other characters than a task's is refused as the text form: the header is what it lacks.
    read: (text, source) => (/^[\d\sA-Za-z,]+$/.test(taskOf(text)) ? parseFutoshikiTask(text, source) : parseFutoshiki(text, source)),
    write: toFutoshikiTask,
  },
});
