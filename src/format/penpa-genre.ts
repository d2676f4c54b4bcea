// Which genre a penpa-edit drawing seems to be. penpa-edit stores no genre, only what its author
// chose to say (a genre tag, the title, the rules) and the drawing itself, so the answer comes with
// its reason, for messages: "seems to be Masyu (white and black circles, nothing else)".
import { type PenpaPuzzle, insideGrid } from './penpa.ts';

export interface PenpaGenre {
  /** pzprjs's type name for a genre a kind may read (`mashu`, `starbattle`), else the genre as named. */
  type?: string;
  /** The genre in words. */
  genre?: string;
  why: string;
}

/** Genre names as authors write them in tags, titles and rules, with pzprjs's type for each. */
const NAMED: { name: RegExp; type: string; genre: string }[] = [
  { name: /\b(?:masyu|mashu|pearl)\b/i, type: 'mashu', genre: 'Masyu' },
  { name: /\bstar\s*battle\b/i, type: 'starbattle', genre: 'Star Battle' },
  { name: /\blits\b/i, type: 'lits', genre: 'LITS' },
  { name: /\baquarium\b/i, type: 'aquarium', genre: 'Aquarium' },
  { name: /\bthermometers?\b(?!\s*sudoku)/i, type: 'thermometers', genre: 'Thermometers' },
  { name: /\bkakurasu\b/i, type: 'kakurasu', genre: 'Kakurasu' },
];

const hasWalls = (p: PenpaPuzzle) => [...p.walls.vertical.flat(), ...p.walls.horizontal.flat()].some(Boolean);

/** The genre by the author's words first (tags, title, rules), then by the drawing. */
export function penpaGenre(p: PenpaPuzzle): PenpaGenre {
  const said: [string, string][] = [
    ['its genre tag', p.tags.join(' ')],
    ['its title', p.title],
    ['its rules', p.rules],
  ];
  for (const [where, words] of said) {
    const named = NAMED.find(({ name }) => name.test(words.replace(/_/g, ' ')));
    if (named) return { type: named.type, genre: named.genre, why: `${where} says ${named.genre}` };
  }
  if (p.tags.length > 0) return { type: p.tags[0], genre: p.tags[0], why: `its genre tag says ${p.tags.join(', ')}` };
  if (p.gridType !== 'square')
    return { type: p.gridType, genre: p.gridType[0].toUpperCase() + p.gridType.slice(1), why: `it is drawn on penpa's ${p.gridType} grid` };
  return byDrawing(p);
}

function byDrawing(p: PenpaPuzzle): PenpaGenre {
  const inside = p.symbols.filter((symbol) => insideGrid(symbol, p));
  const circles = inside.filter((symbol) => /^circle_/.test(symbol.shape) && (symbol.style === 1 || symbol.style === 2));
  const outsideNumbers = p.numbers.filter((number) => !insideGrid(number, p));
  const insideNumbers = p.numbers.length - outsideNumbers.length;
  const others = Object.entries(p.others)
    .filter(([, count]) => count > 0)
    .map(([key]) => key);
  if (others.includes('thermo') || others.includes('nobulbthermo')) return { genre: 'a thermometer puzzle', why: 'it draws thermometers' };
  if (circles.length > 0 && circles.length === inside.length && p.numbers.length === 0 && !hasWalls(p) && others.length === 0)
    return { type: 'mashu', genre: 'Masyu', why: 'it has white and black circles in the grid and nothing else' };
  if (hasWalls(p) && p.symbols.some((symbol) => symbol.shape === 'star') && insideNumbers === 0)
    return { type: 'starbattle', genre: 'Star Battle', why: 'it has regions and a star' };
  if (
    hasWalls(p) &&
    insideNumbers === 0 &&
    inside.length === 0 &&
    outsideNumbers.length > 0 &&
    outsideNumbers.every(({ row, col }) => row === -1 || col === -1)
  )
    return { type: 'aquarium', genre: 'Aquarium', why: 'it has regions and numbers above and left of the grid only' };
  const held = [
    hasWalls(p) && 'regions',
    insideNumbers > 0 && `${insideNumbers} numbers in the grid`,
    outsideNumbers.length > 0 && `${outsideNumbers.length} numbers outside it`,
    inside.length > 0 && `symbols (${[...new Set(inside.map((symbol) => symbol.shape))].join(', ')})`,
    ...others,
  ].filter(Boolean);
  const regionsOnly = hasWalls(p) && held.length === 1;
  return {
    why: `no genre tag, title or rules name one, and ${regionsOnly ? 'regions alone may be LITS, a Star Battle and more' : `the drawing (${held.join(', ') || 'nothing'}) fits no kind read here`}`,
  };
}
