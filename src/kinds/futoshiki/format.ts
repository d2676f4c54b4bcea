// Futoshiki files: a text form with a `kind: futoshiki` header that draws the grid with its signs,
// as the puzzle looks (the Puzzle Team task format is not documented anywhere public, and
// puzz.link has no Futoshiki). Bad input is an InputError naming the place.
import { type Point, move } from '../../dsl/grid/index.ts';
import { InputError } from '../../format/errors.ts';
import { kindHeader, kindLines } from '../common/task.ts';
import type { Futoshiki } from './futoshiki.ts';

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

export const looksLikeFutoshiki = (text: string) => kindHeader(text) === 'futoshiki';
