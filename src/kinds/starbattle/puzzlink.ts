// Star Battle as a puzz.link URL: `starbattle/W/H/K/<borders>`, K the stars per row, column and
// region (pzprjs writes it always), then the regions drawn by their walls (src/format/puzzlink.ts).
// Plain data both ways, for the Star Battle kind to wire in: regions numbered 0.. in order of
// first appearance, row by row, as every region grid here is.
import { UsageError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectGrid, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readWalls, regionInPieces, regionsFromWalls, wallsFromRegions, writeWalls } from '../../format/puzzlink-packings.ts';

export interface StarBattleUrlPuzzle {
  width: number;
  height: number;
  /** Stars in every row, column and region. */
  stars: number;
  /** `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** The puzzle types of puzz.link that are Star Battles. */
export const starBattleUrlTypes = ['starbattle'] as const;

export const isStarBattleUrl = (text: string) => (starBattleUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

export function decodeStarBattleUrl(text: string, source: string): StarBattleUrlPuzzle {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, starBattleUrlTypes, 'Star Battle');
  expectFlags(url, {});
  const body = new UrlBody(url);
  const stars = body.whole('the star count');
  if (stars === 0) body.fail('expected a star count of at least 1, found 0', 0);
  body.separator('star count');
  const { regions } = regionsFromWalls(readWalls(body, url.width, url.height), url.width, url.height);
  body.end();
  return { width: url.width, height: url.height, stars, regions };
}

/** The URL; regions in pieces are refused, since walls would make each piece a region of its own. */
export function encodeStarBattleUrl(p: StarBattleUrlPuzzle): string {
  expectGrid(p.regions, p.width, p.height, 'regions');
  if (!Number.isInteger(p.stars) || p.stars < 1) throw new UsageError(`a Star Battle needs at least 1 star per region, found ${p.stars}`);
  const pieces = regionInPieces(p.regions);
  if (pieces !== undefined) throw new UsageError(`region ${pieces + 1} is in pieces: a puzz.link URL draws regions by their walls, so each piece would be a region of its own`);
  const body = `${p.stars}/${writeWalls(wallsFromRegions(p.regions))}`;
  return puzzlinkUrl({ type: starBattleUrlTypes[0], width: p.width, height: p.height, body });
}
