// Masyu as a puzz.link URL: `mashu/W/H/<pearls>` (pzprjs's own name; `masyu` and `pearl` are read
// too), each cell 0 empty, 1 white, 2 black, three cells to a base-27 character
// (src/format/puzzlink.ts). Plain data both ways, for the Masyu kind to wire in.
import { UsageError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectGrid, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readTernary, writeTernary } from '../../format/puzzlink-packings.ts';

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

export const isMasyuUrl = (text: string) => (masyuUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

export function decodeMasyuUrl(text: string, source: string): MasyuUrlPuzzle {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, masyuUrlTypes, 'Masyu');
  expectFlags(url, {});
  const body = new UrlBody(url);
  const cells = readTernary(body, BigInt(url.width) * BigInt(url.height), 'the pearls');
  body.end();
  const pearls = Array.from({ length: url.height }, (_, row) => cells.slice(row * url.width, (row + 1) * url.width).map((digit) => PEARLS[digit]));
  return { width: url.width, height: url.height, pearls };
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
