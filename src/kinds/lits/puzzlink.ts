// LITS as a puzz.link URL: `lits/W/H/<borders>`, the regions drawn by their walls
// (src/format/puzzlink.ts). Plain data both ways, which the LITS spec reads and writes: regions
// numbered 0.. in order of first appearance, row by row, as every region grid here is.
import { UsageError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectGrid, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readWalls, regionInPieces, regionsFromWalls, wallsFromRegions, writeWalls } from '../../format/puzzlink-packings.ts';

export interface LitsUrlPuzzle {
  width: number;
  height: number;
  /** `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** The puzzle types of puzz.link that are LITS. */
export const litsUrlTypes = ['lits'] as const;

export const isLitsUrl = (text: string) => (litsUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

export function decodeLitsUrl(text: string, source: string): LitsUrlPuzzle {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, litsUrlTypes, 'LITS');
  expectFlags(url, {});
  const body = new UrlBody(url);
  const { regions } = regionsFromWalls(readWalls(body, url.width, url.height), url.width, url.height);
  body.end();
  return { width: url.width, height: url.height, regions };
}

/** The URL; regions in pieces are refused, since walls would make each piece a region of its own. */
export function encodeLitsUrl(p: LitsUrlPuzzle): string {
  expectGrid(p.regions, p.width, p.height, 'regions');
  const pieces = regionInPieces(p.regions);
  if (pieces !== undefined) throw new UsageError(`region ${pieces + 1} is in pieces: a puzz.link URL draws regions by their walls, so each piece would be a region of its own`);
  return puzzlinkUrl({ type: litsUrlTypes[0], width: p.width, height: p.height, body: writeWalls(wallsFromRegions(p.regions)) });
}
