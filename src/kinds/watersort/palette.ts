// The colour each colour of a level is drawn in. A name a person would know (red, navy) is drawn
// as itself; any other name ("not green", "7") gets the candidate farthest from every colour
// already drawn, so that a picture never shows two colours of the level as one.
import type { SortLevel } from './watersort.ts';

// Common colour names (as games spell them; compared lower case without spaces, '-' or '_').
const NAMED: Record<string, string> = {
  red: '#e53935',
  darkred: '#8b0000',
  maroon: '#800000',
  pink: '#ff69b4',
  magenta: '#d81b9c',
  purple: '#8e44ad',
  violet: '#b57edc',
  orange: '#fb8c00',
  brown: '#8d5524',
  yellow: '#fdd835',
  gold: '#ffc107',
  lime: '#9ccc3d',
  green: '#43a047',
  lightgreen: '#90ee90',
  darkgreen: '#1b5e20',
  olive: '#808000',
  teal: '#008080',
  cyan: '#26c6da',
  turquoise: '#40e0d0',
  blue: '#1e88e5',
  lightblue: '#81d4fa',
  babyblue: '#a7d8f5',
  skyblue: '#87ceeb',
  darkblue: '#1a237e',
  navy: '#000080',
  navyblue: '#000080',
  gray: '#9e9e9e',
  grey: '#9e9e9e',
  darkgray: '#616161',
  darkgrey: '#616161',
  black: '#212121',
  white: '#f5f5f5',
  beige: '#f5f5dc',
  cream: '#fffdd0',
  tan: '#d2b48c',
};
// Candidates for other names: a palette of distinct colours (Sasha Trubetskoy's), then the named ones.
const PALETTE = [
  '#e6194b',
  '#3cb44b',
  '#ffe119',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#42d4f4',
  '#f032e6',
  '#bfef45',
  '#fabed4',
  '#469990',
  '#dcbeff',
  '#9a6324',
  '#800000',
  '#aaffc3',
  '#808000',
  '#000075',
  '#a9a9a9',
];
const CANDIDATES = [...new Set([...PALETTE, ...Object.values(NAMED)])];
// The SVG sheet is white: a colour close to it would read as an empty slot.
const BACKGROUND = '#ffffff';

const nameKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * A hex colour per colour of the level. Known names first, as themselves (unless an earlier colour
 * already took that hex: "gray" and "grey" as two colours); then each other name in order, the
 * candidate whose nearest colour in use (the background included) is farthest (CIE94).
 */
export function colourHexes(level: SortLevel): string[] {
  const hexes: (string | undefined)[] = level.colours.map(() => undefined);
  const taken = new Set<string>();
  level.colours.forEach((name, colour) => {
    const hex = NAMED[nameKey(name)];
    if (hex && !taken.has(hex)) (hexes[colour] = hex), taken.add(hex);
  });
  const used = [BACKGROUND, ...taken].map(lab);
  return hexes.map((known) => {
    if (known) return known;
    const free = CANDIDATES.filter((hex) => !taken.has(hex));
    // Past the candidates (over 50 colours), any distinct grey-free hue will do.
    const pool = free.length > 0 ? free : [hueHex(taken.size)];
    const best = pool.reduce((a, b) => (nearest(lab(b), used) > nearest(lab(a), used) ? b : a));
    taken.add(best);
    used.push(lab(best));
    return best;
  });
}

const nearest = (point: number[], others: number[][]) => Math.min(...others.map((other) => difference(point, other)));

/**
 * CIE94 colour difference (graphic arts, symmetric in the two colours): plain CIELAB distance
 * overrates differences of chroma, and picked navy beside blue and black as "far".
 */
function difference([l1, a1, b1]: number[], [l2, a2, b2]: number[]): number {
  const [c1, c2] = [Math.hypot(a1, b1), Math.hypot(a2, b2)];
  const chroma = (c1 + c2) / 2;
  const dc = c1 - c2;
  const dh2 = Math.max(0, (a1 - a2) ** 2 + (b1 - b2) ** 2 - dc ** 2);
  return Math.sqrt((l1 - l2) ** 2 + (dc / (1 + 0.045 * chroma)) ** 2 + dh2 / (1 + 0.015 * chroma) ** 2);
}

/** A hue around the wheel (golden angle apart), for levels with more colours than candidates. */
function hueHex(index: number): string {
  const hue = (index * 137.508) % 360;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = 0.5 - 0.4 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** sRGB hex to CIELAB (D65): distances there follow how different colours look. */
function lab(hex: string): number[] {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const xyz = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883].map(
    (t) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29),
  );
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}
