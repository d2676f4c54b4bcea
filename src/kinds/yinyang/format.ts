// Yin-Yang (puzzle-yin-yang.com): colour every cell black or white so that the black cells form one
// group, the white cells form one group, and no 2x2 block is all one colour; some cells are given.
//
// Yin-Yang files: the Puzzle Team task of puzzle-yin-yang.com (also pasted as `var task = '...'`),
// a puzz.link URL (`yinyang`, three cells per base-27 character: 0 none, 1 white, 2 black) and a
// text form with a `kind: yinyang` header and rows of `b`, `w` and `.`.
import { InputError } from '../../errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readTernary, writeTernary } from '../../format/puzzlink-packings.ts';
import { type Size, colPoints, inRows, rowPoints } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { charGivens, readRuns, refuseNonSquare, runGrid, writeRuns } from '../common/runs.ts';
import { kindHeader, kindLines, taskOf } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';

export interface YinYang {
  width: number;
  height: number;
  /** The given colour of each cell: true black, false white, null none. */
  givens: (boolean | null)[][];
}

/** `black[row][col]`: true black, false white. */
export type Colouring = boolean[][];

const MAX_SIDE = 100;
const refuse = (width: number, height: number, source: string, where: string) => {
  if (width > MAX_SIDE || height > MAX_SIDE) throw new InputError(source, where, `a ${width}x${height} Yin-Yang is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
};

export const yinYangUrlTypes = ['yinyang'] as const;
export const isYinYangUrl = (text: string) => (yinYangUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');
/**
 * A bare task reads as Masyu as well (the same letters), so only a page snippet that names the
 * game (`ident: 'yin-yang...'`, as the site's pages do) is told to be a Yin-Yang; `--kind yinyang`
 * reads a bare task.
 */
const isYinYangPage = (text: string) => /\bident\s*:\s*['"]yin-?yang/i.test(text) && /^[a-zBW]+$/.test(taskOf(text));
export const looksLikeYinYang = (text: string) => kindHeader(text) === 'yinyang' || isYinYangUrl(text) || isYinYangPage(text);

/**
 * The task, row by row: `B` a given black circle, `W` a given white one, a letter a run of cells
 * without one (`a` one ... `z` 26). As hyoseo837/Personal_web `src/scripts/fetch-yinyang.ts` (with
 * its tests in `check-yinyang.ts`) and DingYibin/puzzle-yin-yang `yinyang_solver.py` read it.
 */
export function parseYinYangTask(text: string, source: string): YinYang {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Yin-Yang task such as cBaWdWBb, found an empty input');
  const cells = readRuns(task, source, charGivens('BW', [true, false]), "'B' (a black circle), 'W' (a white circle)");
  const givens = runGrid(text, cells, source, 'Yin-Yang');
  refuse(givens[0].length, givens.length, source, 'task');
  return { width: givens[0].length, height: givens.length, givens };
}

/**
 * The task as a page snippet that names the game: a bare task would read back as a Masyu. The
 * task itself is what is quoted.
 */
export function toYinYangTask(p: YinYang): string {
  refuseNonSquare(p.width, p.height);
  return `var task = '${writeRuns(p.givens.flat(), (black) => (black ? 'B' : 'W'))}'; ident: 'yin-yang'\n`;
}

/**
 * ```
 * kind: yinyang
 * ..w.b.        one line per row: b a given black cell, w a given white one, . none
 * ```
 * `#` starts a comment line.
 */
export function parseYinYangText(text: string, source: string): YinYang {
  const [_header, ...rows] = kindLines(text, source, 'yinyang');
  const givens = readGridRows(rows, source, ({ token, position }) => {
    if (!/^[bw.]$/i.test(token)) throw new InputError(source, position, `expected b (black), w (white) or . (not given), found '${token}'`);
    return token === '.' ? null : token.toLowerCase() === 'b';
  });
  refuse(givens[0].length, givens.length, source, `line ${rows[0].number}`);
  return { width: givens[0].length, height: givens.length, givens };
}

export function parseYinYangUrl(text: string, source: string): YinYang {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, yinYangUrlTypes, 'Yin-Yang');
  expectFlags(url, {});
  refuse(url.width, url.height, source, 'URL size');
  const body = new UrlBody(url);
  const cells = readTernary(body, BigInt(url.width * url.height), 'the circles');
  body.end();
  return {
    width: url.width,
    height: url.height,
    givens: inRows(
      cells.map((value) => (value === 0 ? null : value === 2)),
      url.width,
    ),
  };
}

export function parseYinYang(text: string, source: string): YinYang {
  if (kindHeader(text) !== undefined) return parseYinYangText(text, source);
  if (isYinYangUrl(text)) return parseYinYangUrl(text, source);
  // A grid without its header (rows of `.`, `b`, `w`) is told so, not read as a task.
  return /[\s.]|^[bw]+$/.test(taskOf(text)) ? parseYinYangText(text, source) : parseYinYangTask(text, source);
}

export const toYinYangText = (p: YinYang) =>
  `kind: yinyang\n${p.givens.map((line) => line.map((given) => (given === null ? '.' : given ? 'b' : 'w')).join('')).join('\n')}\n`;

export const toYinYangUrl = (p: YinYang) =>
  `${puzzlinkUrl({ type: yinYangUrlTypes[0], width: p.width, height: p.height, body: writeTernary(p.givens.flat().map((given) => (given === null ? 0 : given ? 2 : 1))) })}\n`;

/** The border cells once each, clockwise from the top left corner (none on a grid one cell thin). */
export function border(size: Size) {
  if (size.width < 2 || size.height < 2) return [];
  return [
    ...rowPoints(size, 0),
    ...colPoints(size, size.width - 1).slice(1),
    ...rowPoints(size, size.height - 1)
      .reverse()
      .slice(1),
    ...colPoints(size, 0).reverse().slice(1, -1),
  ];
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeYinYang,
  // A page of puzzle-yin-yang.com (its `ident`) holds a task Masyu would read too.
  precedes: ['masyu'],
};
