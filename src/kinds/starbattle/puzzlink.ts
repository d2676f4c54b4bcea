// Star Battle as a puzz.link URL: `starbattle/W/H/K/<borders>`, K the stars per row, column and
// region (pzprjs writes it always), then the regions drawn by their walls (src/format/puzzlink.ts).
// Plain data both ways, for the Star Battle kind to wire in: regions numbered 0.. in order of
// first appearance, row by row, as every region grid here is. Read also from pzprjs's saved file
// (src/format/pzprv3.ts) and from a penpa-edit drawing (src/format/penpa.ts).
import { InputError, UsageError } from '../../errors.ts';
import { type PenpaPuzzle, insideGrid, penpaCellName, readPenpa } from '../../format/penpa.ts';
import { UrlBody, expectFlags, expectGrid, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl, pzprFormOf } from '../../format/puzzlink.ts';
import { Pzprv3File, roomLines, shadingLines, writePzprv3 } from '../../format/pzprv3.ts';
import { readWalls, regionInPieces, regionsFromWalls, wallsFromRegions, writeWalls } from '../../format/puzzlink-packings.ts';
import { isOneOf } from '../../narrow.ts';

export interface StarBattleUrlPuzzle {
  width: number;
  height: number;
  /** Stars in every row, column and region; a penpa-edit drawing may not say. */
  stars?: number;
  /** `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** The puzzle types of puzz.link that are Star Battles. */
export const starBattleUrlTypes = ['starbattle'] as const;

export const isStarBattleUrl = (text: string) => isOneOf(starBattleUrlTypes, puzzlinkTypeOf(text));

/** Reads a puzz.link URL, a pzprv3 file or a penpa-edit URL. */
export function decodeStarBattleUrl(text: string, source: string): StarBattleUrlPuzzle {
  const form = pzprFormOf(text);
  if (form === 'file') return starBattleOfFile(new Pzprv3File(text, source));
  if (form === 'penpa') return starBattleOfPenpa(readPenpa(text, source));
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

/** pzprjs's Star Battle file: the star count, then the regions as numbered rooms; the stars placed so far are not read. */
function starBattleOfFile(file: Pzprv3File): StarBattleUrlPuzzle {
  if (!isOneOf(starBattleUrlTypes, file.type)) file.fail(`expected a Star Battle file (type starbattle), found type '${file.type}'`);
  const stars = file.whole('the star count');
  if (stars === 0) file.fail('expected a star count of at least 1, found 0');
  const regions = regionsFromWalls(wallsFromRegions(file.rooms()), file.width, file.height).regions;
  return { width: file.width, height: file.height, stars, regions };
}

/**
 * A penpa-edit Star Battle: regions drawn by edges; the star count from the title or rules (`2
 * stars`), or a lone number outside the grid (noqx writes it so, beside a star), else left to --stars.
 */
function starBattleOfPenpa(p: PenpaPuzzle): StarBattleUrlPuzzle {
  const inside = [...p.numbers, ...p.symbols].find((clue) => insideGrid(clue, p));
  if (inside) throw new InputError(p.source, penpaCellName(inside, p), 'expected no clues in the cells of a Star Battle, only its regions');
  const said = /(\d+)\s*-?\s*stars?\b/i.exec(`${p.title} ${p.rules}`)?.[1];
  const outside = p.numbers.length === 1 && /^\d+$/.test(p.numbers[0].value) ? p.numbers[0].value : undefined;
  const stars = said ?? outside;
  const { regions } = regionsFromWalls(p.walls, p.width, p.height);
  return { width: p.width, height: p.height, stars: stars === undefined ? undefined : Number(stars), regions };
}

/** The URL; regions in pieces are refused, since walls would make each piece a region of its own. */
export function encodeStarBattleUrl(p: StarBattleUrlPuzzle): string {
  expectGrid(p.regions, p.width, p.height, 'regions');
  if (p.stars === undefined || !Number.isInteger(p.stars) || p.stars < 1)
    throw new UsageError(`a Star Battle needs at least 1 star per region, found ${p.stars}`);
  const pieces = regionInPieces(p.regions);
  if (pieces !== undefined)
    throw new UsageError(`region ${pieces + 1} is in pieces: a puzz.link URL draws regions by their walls, so each piece would be a region of its own`);
  const body = `${p.stars}/${writeWalls(wallsFromRegions(p.regions))}`;
  return puzzlinkUrl({ type: starBattleUrlTypes[0], width: p.width, height: p.height, body });
}

/**
 * pzprjs's Star Battle file: the star count, the regions as numbered rooms, then the stars, `#` a
 * star (null: the bare puzzle). What the URL refuses (no star count, regions in pieces) is refused here too.
 */
export function encodeStarBattleFile(p: StarBattleUrlPuzzle, stars: (boolean | undefined)[][] | null): string {
  encodeStarBattleUrl(p);
  const cells = shadingLines(stars ?? p.regions.map((line) => line.map(() => undefined)));
  return writePzprv3({ type: starBattleUrlTypes[0], height: p.height, width: p.width, lines: [String(p.stars), ...roomLines(p.regions), ...cells] });
}
