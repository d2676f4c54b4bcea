// Aquarium as a puzz.link URL: `aquarium/[r/]W/H/<borders>/<clues>`. The tanks are drawn by their
// walls (src/format/puzzlink.ts), then come the W column clues and the H row clues in pzprjs's
// number packing, blanks where a line has no clue. The `r` flag is the tank-level rule (puzz.link's
// "region-aware" level, Puzzle Team's rule); without it the level is only shared by connected
// water, our connected-level.
import { UsageError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, readWalls, regionInPieces, regionsFromWalls, wallCharacter, wallsFromRegions, writeNumbers, writeWalls } from '../../format/puzzlink-packings.ts';
import { type Aquarium, type AquariumRule, cellName, tankName } from './aquarium.ts';

/** The puzzle types of puzz.link that are Aquariums. */
export const aquariumUrlTypes = ['aquarium'] as const;

/** The flag and the rule it stands for, both ways: a value per rule, not a branch. */
const ruleFlag: Record<AquariumRule, string> = { 'tank-level': 'r', 'connected-level': '' };

export const isAquariumUrl = (text: string) => (aquariumUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

export function decodeAquariumUrl(text: string, source: string): Aquarium {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, aquariumUrlTypes, 'Aquarium');
  expectFlags(url, { r: 'the tank-level rule' });
  const rule: AquariumRule = url.flags.includes(ruleFlag['tank-level']) ? 'tank-level' : 'connected-level';
  const { width, height } = url;
  const body = new UrlBody(url);
  const walls = readWalls(body, width, height);
  const { regions: tanks, innerWalls } = regionsFromWalls(walls, width, height);
  // Under the connected rule a wall inside a tank stops water like any wall; tanks alone cannot say
  // so. Under the tank rule the whole tank shares one level, and such a wall changes nothing.
  const inner = innerWalls[0];
  if (rule === 'connected-level' && inner) {
    const beyond = inner.side === 'right' ? { row: inner.row, col: inner.col + 1 } : { row: inner.row + 1, col: inner.col };
    body.fail(`expected walls only between tanks under the connected-level rule, found one inside ${tankName(tanks[inner.row][inner.col])} between cells ${cellName(inner)} and ${cellName(beyond)} (with r/, the tank-level rule, it would not matter)`, wallCharacter(width, height, inner));
  }
  body.separator('borders');
  const clues = readNumbers(body, width + height, 'column and row clues', (clue, index) => {
    const [line, number, extent, most] = index < width ? ['column', index + 1, 'height', height] : ['row', index - width + 1, 'width', width];
    return clue > most ? `expected ${line} ${number}'s clue to be at most the grid's ${extent} ${most}, found ${clue}` : undefined;
  });
  body.end();
  // A `?` clue (pzprjs's `.`) says no more than a missing one.
  const lines = clues.map((clue) => (clue === '?' ? null : clue));
  return { width, height, columns: lines.slice(0, width), rows: lines.slice(width), tanks, rule };
}

/**
 * The puzzle's URL. Under the tank rule a tank in pieces shares one level across them, which walls
 * cannot draw (each piece would be a tank of its own), so such a puzzle is refused; under the
 * connected rule pieces never share a level anyway, and are written as the separate tanks they are.
 */
export function encodeAquariumUrl(p: Aquarium): string {
  const pieces = p.rule === 'tank-level' ? regionInPieces(p.tanks) : undefined;
  if (pieces !== undefined)
    throw new UsageError(`${tankName(pieces)} is in pieces: a puzz.link URL draws tanks by their walls, so each piece would be a tank of its own under the tank-level rule; --to text keeps it`);
  const body = `${writeWalls(wallsFromRegions(p.tanks))}/${writeNumbers([...p.columns, ...p.rows])}`;
  return puzzlinkUrl({ type: aquariumUrlTypes[0], flags: ruleFlag[p.rule], width: p.width, height: p.height, body });
}
