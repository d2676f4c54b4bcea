// Water sort pictures: moves as text, tubes as columns (ANSI colour or letters), and an SVG strip of
// the states a plan passes through.
import { InputError } from '../../errors.ts';
import { IllegalPour, applyPour, type Tubes } from './simulate.ts';
import type { Pour, SortLevel } from './watersort.ts';
import { colourHexes } from './palette.ts';
import { escapeXml } from '../../format/xml.ts';

export { colourHexes };

export interface SortRenderOptions {
  colour: boolean;
}

/** "7. tube 3 -> tube 9: 2 x red": `number` is the move's number as shown; tubes count from 1. */
export function formatPour(level: SortLevel, pour: Pour, number: number): string {
  return `${number}. tube ${pour.from + 1} -> tube ${pour.to + 1}: ${pour.amount} x ${level.colours[pour.colour]}`;
}

/** Short unique labels: 'Bl' for Blue, 'DB' for DarkBlue, longer or numbered where two collide. */
export function colourLabels(level: SortLevel): string[] {
  const taken = new Set<string>();
  return level.colours.map((name, index) => {
    const words = name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .split(/[\s_-]+/)
      .filter(Boolean);
    const initials = words.map((word) => word[0].toUpperCase()).join('');
    const head = words[0][0].toUpperCase() + words[0].slice(1).toLowerCase();
    const candidates =
      words.length > 1
        ? [initials.slice(0, 3), initials[0] + words[words.length - 1].slice(0, 2).toLowerCase()]
        : [head.slice(0, 2), head.slice(0, 3), head[0] + head.slice(-1)];
    const label = candidates.find((candidate) => !taken.has(candidate)) ?? String(index + 1);
    taken.add(label);
    return label;
  });
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const light = (hex: string) => {
  const [red, green, blue] = rgb(hex);
  return 0.299 * red + 0.587 * green + 0.114 * blue > 150;
};

/** Tubes as columns, top row first, tube numbers underneath. */
export function renderTubes(level: SortLevel, tubes: Tubes, options: SortRenderOptions): string {
  const labels = colourLabels(level);
  const hexes = colourHexes(level);
  const width = Math.max(2, ...labels.map((label) => label.length));
  const wall = options.colour ? '│' : '|';
  const cell = (colour: number | undefined) => {
    if (colour === undefined) return ' '.repeat(width);
    const text = labels[colour].padEnd(width);
    if (!options.colour) return text;
    const [red, green, blue] = rgb(hexes[colour]);
    const ink = light(hexes[colour]) ? '30' : '97';
    return `\x1b[${ink};48;2;${red};${green};${blue}m${text}\x1b[0m`;
  };
  const lines: string[] = [];
  for (let row = level.capacity - 1; row >= 0; row--) {
    lines.push(
      tubes
        .map((tube) => `${wall}${cell(tube[row])}${wall}`)
        .join(' ')
        .trimEnd(),
    );
  }
  const floor = options.colour ? `└${'─'.repeat(width)}┘` : `+${'-'.repeat(width)}+`;
  lines.push(tubes.map(() => floor).join(' '));
  lines.push(
    tubes
      .map((_, index) =>
        String(index + 1)
          .padStart(Math.ceil((width + 2) / 2) + 1)
          .padEnd(width + 2),
      )
      .join(' ')
      .trimEnd(),
  );
  return lines.join('\n');
}

/**
 * A self-contained SVG of the plan: the start, then the state after each move, in frames that
 * wrap into rows; the tubes a move pours from and into are outlined, and numbered under each frame.
 */
export function renderPlanSvg(level: SortLevel, plan: readonly Pour[]): string {
  const hexes = colourHexes(level);
  const unit = { width: 14, height: 10 };
  const gap = 5;
  const states: { tubes: Tubes; title: string; pour?: Pour }[] = [{ tubes: level.tubes, title: 'start' }];
  for (const [index, pour] of plan.entries()) {
    const tubes = applyPour(level, states[states.length - 1].tubes, pour);
    states.push({ tubes, title: `${index + 1}. ${pour.from + 1}\u2192${pour.to + 1} ${pour.amount}\u00d7${level.colours[pour.colour]}`, pour });
  }
  // Wide enough for the tubes and for the longest title (about 6 px a character at 10 px).
  const titleWidth = Math.max(...states.map((state) => state.title.length)) * 6;
  const frame = { width: Math.max(level.tubes.length * (unit.width + gap), titleWidth) + 16, height: level.capacity * unit.height + 40 };
  const perRow = Math.max(1, Math.min(states.length, Math.floor(1200 / frame.width)));
  const frames = states.map((state, index) => {
    const left = (index % perRow) * frame.width;
    const top = Math.floor(index / perRow) * frame.height;
    const parts = [`<text x="${left + 8}" y="${top + 14}">${escapeXml(state.title)}</text>`];
    state.tubes.forEach((tube, at) => {
      const x = left + 8 + at * (unit.width + gap);
      const floor = top + 22 + level.capacity * unit.height;
      tube.forEach((colour, height) => {
        parts.push(
          `<rect x="${x}" y="${floor - (height + 1) * unit.height}" width="${unit.width}" height="${unit.height}" fill="${hexes[colour]}"><title>${escapeXml(level.colours[colour])}</title></rect>`,
        );
      });
      const role = state.pour?.from === at ? ' from' : state.pour?.to === at ? ' to' : '';
      parts.push(`<rect class="tube${role}" x="${x}" y="${top + 22}" width="${unit.width}" height="${level.capacity * unit.height}" rx="3"/>`);
      // Tube numbers as the moves name them (from 1), so "3\u21929" can be followed on the sheet.
      parts.push(`<text class="number" x="${x + unit.width / 2}" y="${floor + 10}">${at + 1}</text>`);
    });
    return `<g class="state">${parts.join('')}</g>`;
  });
  const width = perRow * frame.width;
  const height = Math.ceil(states.length / perRow) * frame.height;
  const style =
    '.tube{fill:none;stroke:#555;stroke-width:1}.from{stroke:#d32f2f;stroke-width:2}.to{stroke:#2e7d32;stroke-width:2}text{font:10px sans-serif;fill:#222}.number{font-size:8px;fill:#555;text-anchor:middle}';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="water sort plan, ${plan.length} moves"><style>${style}</style><rect width="100%" height="100%" fill="#fff"/>${frames.join('')}</svg>\n`;
}

/**
 * One state of a plan as a self-contained SVG (serve's plan stepper): the tubes after the first
 * `step` moves, the tube the last of them poured from outlined in red and the one it poured into
 * in green. An InputError names a move of the prefix that the rules do not allow.
 */
export function renderStateSvg(level: SortLevel, plan: readonly Pour[], step: number): string {
  let tubes = level.tubes;
  for (const [index, pour] of plan.slice(0, step).entries()) {
    try {
      tubes = applyPour(level, tubes, pour);
    } catch (error) {
      throw new InputError('<plan>', `move ${index + 1}`, error instanceof IllegalPour ? error.message : String(error));
    }
  }
  const last = step > 0 ? plan[step - 1] : undefined;
  const hexes = colourHexes(level);
  const unit = { width: 30, height: 22 };
  const gap = 12;
  const top = 28;
  const floor = top + level.capacity * unit.height;
  const height = floor + 24;
  const title = last ? `after move ${step}: tube ${last.from + 1} \u2192 tube ${last.to + 1}, ${last.amount} \u00d7 ${level.colours[last.colour]}` : 'start';
  // Wide enough for the tubes and for the title (about 7 px a character at 13 px).
  const width = Math.max(12 + level.tubes.length * (unit.width + gap), 24 + title.length * 7);
  const parts = tubes.flatMap((tube, at) => {
    const x = 12 + at * (unit.width + gap);
    const units = tube.map(
      (colour, height) =>
        `<rect x="${x}" y="${floor - (height + 1) * unit.height}" width="${unit.width}" height="${unit.height}" fill="${hexes[colour]}"><title>${escapeXml(level.colours[colour])}</title></rect>`,
    );
    const role = last?.from === at ? ' from' : last?.to === at ? ' to' : '';
    return [
      ...units,
      `<rect class="tube${role}" x="${x}" y="${top}" width="${unit.width}" height="${level.capacity * unit.height}" rx="5"/>`,
      `<text class="number" x="${x + unit.width / 2}" y="${floor + 16}">${at + 1}</text>`,
    ];
  });
  const style =
    '.tube{fill:none;stroke:#555;stroke-width:1.5}.from{stroke:#d32f2f;stroke-width:3}.to{stroke:#2e7d32;stroke-width:3}text{font:13px sans-serif;fill:#222}.number{font-size:12px;fill:#555;text-anchor:middle}';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><style>${style}</style><rect width="100%" height="100%" fill="#fff"/><text x="12" y="18">${escapeXml(title)}</text>${parts.join('')}</svg>\n`;
}
