// Yin-Yang files: a puzz.link URL (`yinyang`, three cells per base-27 character: 0 none, 1 white,
// 2 black) and a text form with a `kind: yinyang` header and rows of `b`, `w` and `.`. (The Puzzle
// Team's task string for Yin-Yang is documented nowhere we could find, so it is not read.)
import { InputError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readTernary, writeTernary } from '../../format/puzzlink-packings.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { kindHeader, kindLines } from '../common/task.ts';
import type { YinYang } from './yinyang.ts';

const MAX_SIDE = 100;
const refuse = (width: number, height: number, source: string, where: string) => {
  if (width > MAX_SIDE || height > MAX_SIDE) throw new InputError(source, where, `a ${width}x${height} Yin-Yang is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
};

export const yinYangUrlTypes = ['yinyang'] as const;
export const isYinYangUrl = (text: string) => (yinYangUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');
export const looksLikeYinYang = (text: string) => kindHeader(text) === 'yinyang' || isYinYangUrl(text);

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

export const parseYinYang = (text: string, source: string) => (isYinYangUrl(text) ? parseYinYangUrl(text, source) : parseYinYangText(text, source));

export const toYinYangText = (p: YinYang) =>
  `kind: yinyang\n${p.givens.map((line) => line.map((given) => (given === null ? '.' : given ? 'b' : 'w')).join('')).join('\n')}\n`;

export const toYinYangUrl = (p: YinYang) =>
  `${puzzlinkUrl({ type: yinYangUrlTypes[0], width: p.width, height: p.height, body: writeTernary(p.givens.flat().map((given) => (given === null ? 0 : given ? 2 : 1))) })}\n`;
