// Jug pictures for serve's plan stepper: each jug drawn to scale, its water level, its name and
// what it holds; the jugs the last move touched are outlined.
import { InputError } from '../../errors.ts';
import { type JugMove, type JugPuzzle, applyJugMove, formatJugMove, jugNames } from './jugs.ts';
import { escapeXml } from '../../format/xml.ts';

/** The levels after the first `step` moves; an InputError names a move that is not allowed. */
function levelsAfter(puzzle: JugPuzzle, plan: readonly JugMove[], step: number): number[] {
  let levels = [...puzzle.start];
  for (const [index, move] of plan.slice(0, step).entries()) {
    const next = applyJugMove(puzzle, levels, move);
    if (typeof next === 'string') throw new InputError('<plan>', `move ${index + 1}`, next);
    levels = next;
  }
  return levels;
}

/** The jugs after the first `step` moves of a plan, as a self-contained SVG. */
export function renderJugsSvg(puzzle: JugPuzzle, plan: readonly JugMove[], step: number): string {
  const levels = levelsAfter(puzzle, plan, step);
  const last = step > 0 ? plan[step - 1] : undefined;
  const names = jugNames(puzzle.capacities);
  const largest = Math.max(...puzzle.capacities);
  const jug = { width: 56, gap: 28, tallest: 150 };
  const top = 34;
  const floor = top + jug.tallest;
  const width = Math.max(220, 16 + puzzle.capacities.length * (jug.width + jug.gap));
  const height = floor + 44;
  const title = last ? `after move ${step}: ${formatJugMove(puzzle, last)}` : 'start';
  const role = (index: number) =>
    !last
      ? ''
      : last.kind === 'pour'
        ? last.from === index
          ? ' from'
          : last.to === index
            ? ' to'
            : ''
        : last.jug === index
          ? last.kind === 'fill'
            ? ' to'
            : ' from'
          : '';
  const parts = puzzle.capacities.flatMap((capacity, index) => {
    const x = 16 + index * (jug.width + jug.gap);
    const tall = Math.max(16, (jug.tallest * capacity) / largest);
    const water = capacity === 0 ? 0 : (tall * levels[index]) / capacity;
    return [
      `<rect class="water" x="${x}" y="${(floor - water).toFixed(1)}" width="${jug.width}" height="${water.toFixed(1)}"/>`,
      `<rect class="jug${role(index)}" x="${x}" y="${(floor - tall).toFixed(1)}" width="${jug.width}" height="${tall.toFixed(1)}" rx="4"/>`,
      `<text x="${x + jug.width / 2}" y="${floor + 16}">${escapeXml(names[index])}</text>`,
      `<text class="holds" x="${x + jug.width / 2}" y="${floor + 32}">${levels[index]} / ${capacity}</text>`,
    ];
  });
  const style =
    '.water{fill:#4a90d9}.jug{fill:none;stroke:#555;stroke-width:1.5}.from{stroke:#d32f2f;stroke-width:3}.to{stroke:#2e7d32;stroke-width:3}text{font:13px sans-serif;fill:#222;text-anchor:middle}.title{text-anchor:start}.holds{font-size:12px;fill:#555}';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><style>${style}</style><rect width="100%" height="100%" fill="#fff"/><text class="title" x="16" y="20">${escapeXml(title)}</text>${parts.join('')}</svg>\n`;
}
