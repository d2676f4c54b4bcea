// Norinori (puzzle-norinori.com): shade exactly two cells in every region so that the shaded cells
// pair off into dominoes: each shaded cell has exactly one shaded side neighbour (the other half of
// its domino, which may lie in another region).
//
// Norinori files: a text form with a `kind: norinori` header and the regions drawn as letters (or
// ids), and puzz.link URLs (`norinori/W/H/<borders>`). The Puzzle Team task string is not read: it
// is thought to be n² region ids like LITS's, which a reader could not tell from a LITS task.
import { UsageError } from '../../errors.ts';
import { UrlBody, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readWalls, regionInPieces, regionsFromWalls, wallsFromRegions, writeWalls } from '../../format/puzzlink-packings.ts';
import { regionCount, renumber } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { readKeyedGrid } from '../common/keyed-grid.ts';
import { REGION_LETTERS, kindHeader, regionLabel } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';

export interface Norinori {
  width: number;
  height: number;
  /** `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** `shaded[row][col]`: the answer. */
export type Shading = boolean[][];

export const norinoriUrlTypes = ['norinori'] as const;

/**
 * ```
 * kind: norinori
 * aabbb      a region letter per cell (a-z, A-Z, 0-9, ...), or whitespace-separated ids: 1 1 2 2 2
 * acccb
 * ```
 */
export function parseNorinoriText(text: string, source: string): Norinori {
  const grid = readKeyedGrid(text, source, 'norinori', []);
  const regions = renumber(readGridRows(grid.rows, source, ({ token }) => regionLabel(token)));
  return { width: regions[0].length, height: regions.length, regions };
}

export function toNorinoriText(p: Norinori): string {
  const count = regionCount(p.regions);
  const width = String(count).length;
  const cell = (region: number) => (count <= REGION_LETTERS.length ? REGION_LETTERS[region] : String(region + 1).padStart(width));
  return `kind: norinori\n${p.regions.map((line) => line.map(cell).join(count <= REGION_LETTERS.length ? '' : ' ')).join('\n')}\n`;
}

export function decodeNorinoriUrl(text: string, source: string): Norinori {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, norinoriUrlTypes, 'Norinori');
  const body = new UrlBody(url);
  const { regions } = regionsFromWalls(readWalls(body, url.width, url.height), url.width, url.height);
  body.end();
  return { width: url.width, height: url.height, regions };
}

/** The URL draws regions by their walls: a region in pieces would become several. */
export function encodeNorinoriUrl(p: Norinori): string {
  const pieces = regionInPieces(p.regions);
  if (pieces !== undefined)
    throw new UsageError(
      `region ${pieces + 1} is in pieces: a puzz.link URL draws regions by their walls, so each piece would be a region of its own; --to text keeps it`,
    );
  return puzzlinkUrl({ type: norinoriUrlTypes[0], width: p.width, height: p.height, body: writeWalls(wallsFromRegions(p.regions)) });
}

const isNorinoriUrl = (text: string) => (norinoriUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

export const looksLikeNorinori = (text: string) => kindHeader(text) === 'norinori' || isNorinoriUrl(text);

export const parseNorinori = (text: string, source: string) => (isNorinoriUrl(text) ? decodeNorinoriUrl(text, source) : parseNorinoriText(text, source));

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeNorinori,
};
