// The Puzzle Team task of puzzle-galaxies.com, as QuanDo2000/chrome-puzzle-solver reads the page's
// `var task = '...'` (`handler.js` parseGalaxiesTask, its tests in `tests/handler-parsers.test.js`):
// the places a dot can take (cell centres, the sides and corners between cells) are numbered in
// reading order over a (2W-1)x(2H-1) lattice, and each letter is a dot: `a`-`y` after 0-24 places
// without one; `z` skips 25 places and is no dot. The task does not say the grid's size: the page
// gives it beside the task (`puzzleWidth: 30, puzzleHeight: 30`), and a bare task is read with our
// own `WxH:` before it, as Masyu's non-square tasks are.
import { InputError, UsageError } from '../../format/errors.ts';
import { kindHeader, pageSetting, taskOf } from '../common/task.ts';
import type { Dot, Galaxies } from './galaxies.ts';

const MAX_SIDE = 100;
const SKIP = 25;

/** The task and the size the page or a `WxH:` prefix gives, if either does. */
function sized(text: string): { task: string; width?: number; height?: number } {
  const prefixed = /^(\d+)\s*x\s*(\d+)\s*:\s*(.*)$/s.exec(taskOf(text));
  if (prefixed) return { task: prefixed[3].trim(), width: Number(prefixed[1]), height: Number(prefixed[2]) };
  const width = pageSetting(text, 'puzzleWidth');
  const height = pageSetting(text, 'puzzleHeight');
  return { task: taskOf(text), width: width === undefined ? undefined : Number(width), height: height === undefined ? undefined : Number(height) };
}

/**
 * Letters only, with a size beside them (a pasted page, or `WxH:`): a bare run of letters would
 * read as a pearl-less Masyu or Yin-Yang just as well. A page that names another game is its.
 */
export function isGalaxiesTask(text: string): boolean {
  if (kindHeader(text) !== undefined) return false;
  const ident = /\bident\s*:\s*['"]([^'"]*)['"]/.exec(text)?.[1];
  const { task, width, height } = sized(text);
  return (ident === undefined || /galax/i.test(ident)) && width !== undefined && height !== undefined && /^[a-z]+$/.test(task);
}

export function parseGalaxiesTask(text: string, source: string): Galaxies {
  const { task, width, height } = sized(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Galaxies task such as hcu, found an empty input');
  if (width === undefined || height === undefined)
    throw new InputError(
      source,
      'task',
      "a Galaxies task does not say the grid's size: paste it with its page's puzzleWidth and puzzleHeight, or write WxH: before it (10x10:hcu...)",
    );
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    throw new InputError(source, 'size', `expected a grid from 1x1 to ${MAX_SIDE}x${MAX_SIDE}, found ${width}x${height}`);
  const across = 2 * width - 1;
  const places = across * (2 * height - 1);
  const dots: Dot[] = [];
  let place = 0;
  [...task].forEach((char, i) => {
    const where = `task character ${i + 1}`;
    if (!/[a-z]/.test(char))
      throw new InputError(source, where, `expected a letter a-y (a dot after 0-24 places without one) or z (25 places, no dot), found '${char}'`);
    place += char === 'z' ? SKIP : char.charCodeAt(0) - 97;
    if (place >= places) throw new InputError(source, where, `'${char}' runs past the ${places} places of a ${width}x${height} grid's dots`);
    if (char === 'z') return;
    dots.push({ y: Math.floor(place / across), x: place % across });
    place++;
  });
  if (dots.length === 0) throw new InputError(source, 'task', 'expected at least one dot, found none');
  return { width, height, dots };
}

/** The task as the page carries it, with the size beside it (the task alone does not say it). */
export function toGalaxiesTask(p: Galaxies): string {
  if (p.width > MAX_SIDE || p.height > MAX_SIDE) throw new UsageError(`a ${p.width}x${p.height} grid is past the task's limit of ${MAX_SIDE}x${MAX_SIDE}`);
  const across = 2 * p.width - 1;
  let task = '';
  let place = 0;
  for (const { y, x } of [...p.dots].sort((a, b) => a.y - b.y || a.x - b.x)) {
    let gap = y * across + x - place;
    for (; gap >= SKIP; gap -= SKIP) task += 'z';
    task += String.fromCharCode(97 + gap);
    place = y * across + x + 1;
  }
  return `var task = '${task}'; puzzleWidth: ${p.width}, puzzleHeight: ${p.height}\n`;
}
