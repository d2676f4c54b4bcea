// LITS as a puzz.link URL: `lits/W/H/<borders>`, the regions drawn by their walls
// (src/format/puzzlink.ts). Plain data both ways, which the LITS spec reads and writes: regions
// numbered 0.. in order of first appearance, row by row, as every region grid here is. Read also
// from pzprjs's saved file (src/format/pzprv3.ts) and from a penpa-edit drawing (src/format/penpa.ts).
import { InputError, UsageError } from '../../errors.ts';
import { type PenpaPuzzle, insideGrid, penpaCellName, readPenpa } from '../../format/penpa.ts';
import { UrlBody, expectFlags, expectGrid, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl, pzprFormOf } from '../../format/puzzlink.ts';
import { Pzprv3File, shadingLines, wallLines, writePzprv3 } from '../../format/pzprv3.ts';
import { readWalls, regionInPieces, regionsFromWalls, wallsFromRegions, writeWalls } from '../../format/puzzlink-packings.ts';
import { isOneOf } from '../../narrow.ts';

export interface LitsUrlPuzzle {
  width: number;
  height: number;
  /** `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** The puzzle types of puzz.link that are LITS. */
export const litsUrlTypes = ['lits'] as const;

export const isLitsUrl = (text: string) => isOneOf(litsUrlTypes, puzzlinkTypeOf(text));

/** Reads a puzz.link URL, a pzprv3 file or a penpa-edit URL. */
export function decodeLitsUrl(text: string, source: string): LitsUrlPuzzle {
  const form = pzprFormOf(text);
  if (form === 'file') return litsOfFile(new Pzprv3File(text, source));
  if (form === 'penpa') return litsOfPenpa(readPenpa(text, source));
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, litsUrlTypes, 'LITS');
  expectFlags(url, {});
  const body = new UrlBody(url);
  const { regions } = regionsFromWalls(readWalls(body, url.width, url.height), url.width, url.height);
  body.end();
  return { width: url.width, height: url.height, regions };
}

/** pzprjs's LITS file: from version 1 (`pzprv3.1`) the regions' walls, before it numbered rooms; the shading so far is not read. */
function litsOfFile(file: Pzprv3File): LitsUrlPuzzle {
  if (!isOneOf(litsUrlTypes, file.type)) file.fail(`expected a LITS file (type lits), found type '${file.type}'`);
  const walls = file.version >= 1 ? file.walls() : wallsFromRegions(file.rooms());
  return { width: file.width, height: file.height, regions: regionsFromWalls(walls, file.width, file.height).regions };
}

/** A penpa-edit LITS: regions drawn by edges, nothing in the cells. */
function litsOfPenpa(p: PenpaPuzzle): LitsUrlPuzzle {
  const inside = [...p.numbers, ...p.symbols].find((clue) => insideGrid(clue, p));
  if (inside) throw new InputError(p.source, penpaCellName(inside, p), 'expected no clues in the cells of a LITS, only its regions');
  return { width: p.width, height: p.height, regions: regionsFromWalls(p.walls, p.width, p.height).regions };
}

/** The URL; regions in pieces are refused, since walls would make each piece a region of its own. */
export function encodeLitsUrl(p: LitsUrlPuzzle): string {
  expectGrid(p.regions, p.width, p.height, 'regions');
  const pieces = regionInPieces(p.regions);
  if (pieces !== undefined)
    throw new UsageError(`region ${pieces + 1} is in pieces: a puzz.link URL draws regions by their walls, so each piece would be a region of its own`);
  return puzzlinkUrl({ type: litsUrlTypes[0], width: p.width, height: p.height, body: writeWalls(wallsFromRegions(p.regions)) });
}

/**
 * pzprjs's LITS file as it saves one now (`pzprv3.1`): the regions' walls, then the shading, `#`
 * a cell of a tetromino (null: the bare puzzle). Regions in pieces are refused as the URL refuses them.
 */
export function encodeLitsFile(p: LitsUrlPuzzle, shaded: (boolean | undefined)[][] | null): string {
  encodeLitsUrl(p);
  const cells = shadingLines(shaded ?? p.regions.map((line) => line.map(() => undefined)));
  return writePzprv3({ type: litsUrlTypes[0], version: 1, height: p.height, width: p.width, lines: [...wallLines(wallsFromRegions(p.regions)), ...cells] });
}
