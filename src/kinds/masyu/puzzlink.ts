// Masyu as a puzz.link URL: `mashu/W/H/<pearls>` (pzprjs's own name; `masyu` and `pearl` are read
// too), each cell 0 empty, 1 white, 2 black, three cells to a base-27 character
// (src/format/puzzlink.ts). Plain data both ways, for the Masyu kind to wire in. Read also from
// pzprjs's saved file (src/format/pzprv3.ts) and from a penpa-edit drawing (src/format/penpa.ts).
import { InputError, UsageError } from '../../errors.ts';
import { type PenpaPuzzle, insideGrid, penpaCellName, readPenpa } from '../../format/penpa.ts';
import { UrlBody, expectFlags, expectGrid, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl, pzprFormOf } from '../../format/puzzlink.ts';
import { Pzprv3File, loopLines, writePzprv3 } from '../../format/pzprv3.ts';
import { readTernary, writeTernary } from '../../format/puzzlink-packings.ts';
import { isOneOf } from '../../narrow.ts';
import type { Side } from '../../dsl/grid/index.ts';
import { ARMS, type Piece } from './masyu.ts';

export type UrlPearl = 'white' | 'black' | null;

export interface MasyuUrlPuzzle {
  width: number;
  height: number;
  /** `pearls[row][col]`. */
  pearls: UrlPearl[][];
}

/** The puzzle types of puzz.link that are Masyu; the first is the one written. */
export const masyuUrlTypes = ['mashu', 'masyu', 'pearl'] as const;

/** A cell's digit in the URL is its index here. */
const PEARLS: readonly UrlPearl[] = [null, 'white', 'black'];

export const isMasyuUrl = (text: string) => isOneOf(masyuUrlTypes, puzzlinkTypeOf(text));

/** Reads a puzz.link URL, a pzprv3 file or a penpa-edit URL. */
export function decodeMasyuUrl(text: string, source: string): MasyuUrlPuzzle {
  const form = pzprFormOf(text);
  if (form === 'file') return masyuOfFile(new Pzprv3File(text, source));
  if (form === 'penpa') return masyuOfPenpa(readPenpa(text, source));
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, masyuUrlTypes, 'Masyu');
  expectFlags(url, {});
  const body = new UrlBody(url);
  const cells = readTernary(body, BigInt(url.width) * BigInt(url.height), 'the pearls');
  body.end();
  const pearls = Array.from({ length: url.height }, (_, row) => cells.slice(row * url.width, (row + 1) * url.width).map((digit) => PEARLS[digit]));
  return { width: url.width, height: url.height, pearls };
}

/**
 * pzprjs's Masyu file: an optional `f` line (every cell on the loop, a variant not read here), then
 * a line per row of `.` empty, `1` white, `2` black, `-` a pearl of unknown colour; the loop drawn
 * so far follows and is not read.
 */
function masyuOfFile(file: Pzprv3File): MasyuUrlPuzzle {
  if (!isOneOf(masyuUrlTypes, file.type)) file.fail(`expected a Masyu file (type ${masyuUrlTypes.join(' or ')}), found type '${file.type}'`);
  if (file.flag('f')) file.fail("expected the standard Masyu rules; the 'f' line (the loop goes through every cell) is a variant not read here");
  const pearls = file.grid(file.height, file.width, 'pearls', (item, fail) => {
    const digit = ['.', '1', '2'].indexOf(item);
    return digit >= 0 ? PEARLS[digit] : fail(`expected a cell: . (empty), 1 (white pearl) or 2 (black pearl), found '${item}'`);
  });
  return { width: file.width, height: file.height, pearls };
}

/** A penpa-edit Masyu: circles in the grid, style 1 white and 2 black (penpa's own two fills). */
function masyuOfPenpa(p: PenpaPuzzle): MasyuUrlPuzzle {
  const pearls: UrlPearl[][] = Array.from({ length: p.height }, () => Array<UrlPearl>(p.width).fill(null));
  const clue = [...p.numbers, ...p.symbols.filter((symbol) => (symbol.style !== 1 && symbol.style !== 2) || !/^circle_/.test(symbol.shape))][0];
  if (clue)
    throw new InputError(
      p.source,
      penpaCellName(clue, p),
      `expected only white and black circles in a Masyu, found ${'value' in clue ? `the number ${clue.value}` : `a ${clue.shape} of style ${JSON.stringify(clue.style)}`}`,
    );
  for (const symbol of p.symbols) {
    if (!insideGrid(symbol, p)) throw new InputError(p.source, penpaCellName(symbol, p), 'expected the pearls inside the grid');
    // Style 1 or 2, as checked above.
    pearls[symbol.row][symbol.col] = symbol.style === 2 ? 'black' : 'white';
  }
  return { width: p.width, height: p.height, pearls };
}

export function encodeMasyuUrl(p: MasyuUrlPuzzle): string {
  expectGrid(p.pearls, p.width, p.height, 'pearls');
  const digits = p.pearls.flat().map((pearl) => {
    const digit = PEARLS.indexOf(pearl);
    if (digit < 0) throw new UsageError(`a pearl is 'white', 'black' or null, found ${JSON.stringify(pearl)}`);
    return digit;
  });
  return puzzlinkUrl({ type: masyuUrlTypes[0], width: p.width, height: p.height, body: writeTernary(digits) });
}

/**
 * pzprjs's Masyu file: a line per row of pearls (`.`, `1` white, `2` black), then the loop by the
 * cell sides it crosses (null: the bare puzzle). A side is crossed when the piece on either side
 * has an arm through it; in a forced answer, known uncrossed when a known piece beside it has none.
 */
export function encodeMasyuFile(p: MasyuUrlPuzzle, loop: (Piece | undefined)[][] | null): string {
  expectGrid(p.pearls, p.width, p.height, 'pearls');
  const crossing = (a: Piece | undefined, arm: Side, b: Piece | undefined, back: Side): boolean | undefined => {
    if (a === undefined && b === undefined) return undefined;
    return (a !== undefined && ARMS[a].includes(arm)) || (b !== undefined && ARMS[b].includes(back));
  };
  const at = (row: number, col: number) => (loop ? loop[row][col] : '.');
  const vertical = p.pearls.map((line, row) => line.slice(1).map((_, col) => crossing(at(row, col), 'E', at(row, col + 1), 'W')));
  const horizontal = p.pearls.slice(1).map((line, row) => line.map((_, col) => crossing(at(row, col), 'S', at(row + 1, col), 'N')));
  const pearls = p.pearls.map((line) => line.map((pearl) => PEARLS.indexOf(pearl) || '.'));
  return writePzprv3({ type: masyuUrlTypes[0], height: p.height, width: p.width, lines: [...pearls, ...loopLines({ vertical, horizontal })] });
}
