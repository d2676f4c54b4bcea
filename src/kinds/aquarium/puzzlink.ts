// Aquarium as a puzz.link URL: `aquarium/[r/]W/H/<borders>/<clues>`. The tanks are drawn by their
// walls (src/format/puzzlink.ts), then come the W column clues and the H row clues in pzprjs's
// number packing, blanks where a line has no clue. The `r` flag is the tank-level rule (puzz.link's
// "region-aware" level, Puzzle Team's rule); without it the level is only shared by connected
// water, our connected-level. Read also from pzprjs's saved file (src/format/pzprv3.ts) and from
// a penpa-edit drawing (src/format/penpa.ts).
import { InputError, UsageError } from '../../errors.ts';
import { type PenpaPuzzle, insideGrid, penpaCellName, readPenpa } from '../../format/penpa.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl, pzprFormOf } from '../../format/puzzlink.ts';
import { Pzprv3File, shadingLines, wallLines, writePzprv3 } from '../../format/pzprv3.ts';
import {
  readOptionalNumbers,
  readWalls,
  regionInPieces,
  regionsFromWalls,
  wallCharacter,
  wallsFromRegions,
  writeNumbers,
  writeWalls,
} from '../../format/puzzlink-packings.ts';
import { type Aquarium, type AquariumRule, cellName, tankName } from './aquarium.ts';
import { isOneOf } from '../../narrow.ts';

/** The puzzle types of puzz.link that are Aquariums. */
export const aquariumUrlTypes = ['aquarium'] as const;

/** The flag and the rule it stands for, both ways: a value per rule, not a branch. */
const ruleFlag: Record<AquariumRule, string> = { 'tank-level': 'r', 'connected-level': '' };

export const isAquariumUrl = (text: string) => isOneOf(aquariumUrlTypes, puzzlinkTypeOf(text));

/** Reads a puzz.link URL, a pzprv3 file or a penpa-edit URL. */
export function decodeAquariumUrl(text: string, source: string): Aquarium {
  const form = pzprFormOf(text);
  if (form === 'file') return aquariumOfFile(new Pzprv3File(text, source));
  if (form === 'penpa') return aquariumOfPenpa(readPenpa(text, source));
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
    body.fail(
      `expected walls only between tanks under the connected-level rule, found one inside ${tankName(tanks[inner.row][inner.col])} between cells ${cellName(inner)} and ${cellName(beyond)} (with r/, the tank-level rule, it would not matter)`,
      wallCharacter(width, height, inner),
    );
  }
  body.separator('borders');
  const clues = readOptionalNumbers(body, width + height, 'column and row clues', (clue, index) => {
    const [line, number, extent, most] = index < width ? ['column', index + 1, 'height', height] : ['row', index - width + 1, 'width', width];
    return clue > most ? `expected ${line} ${number}'s clue to be at most the grid's ${extent} ${most}, found ${clue}` : undefined;
  });
  body.end();
  return { width, height, columns: clues.slice(0, width), rows: clues.slice(width), tanks, rule };
}

/** Under the connected rule a wall inside a tank would stop water, which tanks alone cannot say. */
function innerWall(rule: AquariumRule, innerWalls: { row: number; col: number }[]): string | undefined {
  const inner = innerWalls[0];
  return rule === 'connected-level' && inner
    ? `expected walls only between tanks under the connected-level rule, found one inside the tank of cell ${cellName(inner)}`
    : undefined;
}

/**
 * pzprjs's Aquarium file: an optional `r` line (the tank-level rule), the walls, then a line per
 * row of the grid with one more row and column: the column clues above, each row's clue first
 * (`.` none, a `c` before a clue ticked off), and the water drawn so far, not read.
 */
function aquariumOfFile(file: Pzprv3File): Aquarium {
  if (!isOneOf(aquariumUrlTypes, file.type)) file.fail(`expected an Aquarium file (type aquarium), found type '${file.type}'`);
  const rule: AquariumRule = file.flag(ruleFlag['tank-level']) ? 'tank-level' : 'connected-level';
  const { width, height } = file;
  const { regions: tanks, innerWalls } = regionsFromWalls(file.walls(), width, height);
  const wrong = innerWall(rule, innerWalls);
  if (wrong) file.fail(`${wrong} (with an 'r' line, the tank-level rule, it would not matter)`);
  const grid = file.grid(height + 1, width + 1, 'clues and cells', (item, fail) => {
    const clue = item.replace(/^c/, '');
    return /^\d+$/.test(clue) ? Number(clue) : /^[.#+]$/.test(item) ? null : fail(`expected a clue, '.', '#' or '+', found '${item}'`);
  });
  const columns = grid[0].slice(1);
  const rows = grid.slice(1).map((line) => line[0]);
  const tooBig = [...columns.map((clue) => clue !== null && clue > height), ...rows.map((clue) => clue !== null && clue > width)].indexOf(true);
  if (tooBig >= 0)
    file.fail(`expected each clue to be at most the grid's ${tooBig < width ? `height ${height}` : `width ${width}`}, found ${[...columns, ...rows][tooBig]}`);
  return { width, height, columns, rows, tanks, rule };
}

/**
 * A penpa-edit Aquarium: tanks drawn by edges, clues as numbers above and left of the grid. penpa
 * has no rule setting: tank-level (Puzzle Team's and janko.at's rule) unless the rules or title
 * speak of connected water. Untested on a real penpa Aquarium that reads: the one real example
 * found (noqx's) has walls inside its tanks, and is refused.
 */
function aquariumOfPenpa(p: PenpaPuzzle): Aquarium {
  const rule: AquariumRule = /connected|physic/i.test(`${p.rules} ${p.title}`) ? 'connected-level' : 'tank-level';
  const { regions: tanks, innerWalls } = regionsFromWalls(p.walls, p.width, p.height);
  // noqx draws its Aquariums so: walls inside a tank that hold water apart below their ends.
  const inner = innerWalls[0];
  if (inner)
    throw new InputError(
      p.source,
      'penpa edges',
      `expected walls only between tanks, found ${innerWalls.length} inside tanks (the first ${inner.side} of cell ${cellName(inner)}): water held apart by such walls follows neither rule read here (tank-level, connected-level)`,
    );
  const columns: (number | null)[] = Array(p.width).fill(null);
  const rows: (number | null)[] = Array(p.height).fill(null);
  const symbol = p.symbols.find((found) => insideGrid(found, p));
  if (symbol) throw new InputError(p.source, penpaCellName(symbol, p), `expected no symbols in the cells of an Aquarium, found a ${symbol.shape}`);
  for (const number of p.numbers) {
    const [line, index, most] = number.row === -1 ? [columns, number.col, p.height] : number.col === -1 ? [rows, number.row, p.width] : [undefined, -1, 0];
    if (!line || index < 0 || index >= line.length)
      throw new InputError(p.source, penpaCellName(number, p), `expected clues only above the columns and left of the rows, found ${number.value}`);
    if (!/^\d+$/.test(number.value) || Number(number.value) > most)
      throw new InputError(p.source, penpaCellName(number, p), `expected a clue from 0 to ${most}, found '${number.value}'`);
    line[index] = Number(number.value);
  }
  return { width: p.width, height: p.height, columns, rows, tanks, rule };
}

/**
 * The puzzle's URL. Under the tank rule a tank in pieces shares one level across them, which walls
 * cannot draw (each piece would be a tank of its own), so such a puzzle is refused; under the
 * connected rule pieces never share a level anyway, and are written as the separate tanks they are.
 */
export function encodeAquariumUrl(p: Aquarium): string {
  const pieces = p.rule === 'tank-level' ? regionInPieces(p.tanks) : undefined;
  if (pieces !== undefined)
    throw new UsageError(
      `${tankName(pieces)} is in pieces: a puzz.link URL draws tanks by their walls, so each piece would be a tank of its own under the tank-level rule; --to text keeps it`,
    );
  const body = `${writeWalls(wallsFromRegions(p.tanks))}/${writeNumbers([...p.columns, ...p.rows])}`;
  return puzzlinkUrl({ type: aquariumUrlTypes[0], flags: ruleFlag[p.rule], width: p.width, height: p.height, body });
}

/**
 * pzprjs's Aquarium file, with the water where `water` says (null: the bare puzzle): the `r` line
 * under the tank-level rule, the tanks' walls, then a line of column clues (after the corner) and a
 * line per row of its clue and its cells, `#` water. Tanks in pieces are refused as the URL refuses them.
 */
export function encodeAquariumFile(p: Aquarium, water: (boolean | undefined)[][] | null): string {
  encodeAquariumUrl(p);
  const cells = shadingLines(water ?? p.tanks.map((line) => line.map(() => undefined)));
  const clue = (value: number | null) => (value === null ? '.' : value);
  const lines = [['.', ...p.columns.map(clue)], ...p.rows.map((value, row) => [clue(value), ...cells[row]])];
  return writePzprv3({
    type: aquariumUrlTypes[0],
    height: p.height,
    width: p.width,
    lines: [...(p.rule === 'tank-level' ? [ruleFlag[p.rule]] : []), ...wallLines(wallsFromRegions(p.tanks)), ...lines],
  });
}
