// Bridge pictures for serve's plan stepper: who is on each side, where the torch is, the minutes
// spent against the torch's; the people of the last crossing are outlined.
import { InputError } from '../../errors.ts';
import { type BridgePuzzle, type Crossing, bridgeStart, cross } from './bridge.ts';
import { escapeXml } from '../../format/xml.ts';

/** The sides after the first `step` crossings of a plan, as a self-contained SVG. */
export function renderBridgeSvg(puzzle: BridgePuzzle, plan: readonly Crossing[], step: number): string {
  let state = bridgeStart(puzzle);
  for (const [index, move] of plan.slice(0, step).entries()) {
    const next = cross(puzzle, state, move);
    if (typeof next === 'string') throw new InputError('<plan>', `move ${index + 1}`, next);
    state = next;
  }
  const walked = new Set(step > 0 ? plan[step - 1].walkers : []);
  const side = { width: 170, row: 30 };
  const bridge = 110;
  const top = 52;
  const width = 2 * side.width + bridge;
  const height = top + Math.max(2, puzzle.people.length) * side.row + 20;
  const title = `${step === 0 ? 'start' : `after move ${step}`}: ${state.elapsed} of ${puzzle.torch} min`;
  const sideX = (far: boolean) => (far ? side.width + bridge : 0);
  const parts: string[] = [
    `<rect class="bank" x="0" y="${top - 14}" width="${side.width}" height="${height - top}"/>`,
    `<rect class="bank" x="${side.width + bridge}" y="${top - 14}" width="${side.width}" height="${height - top}"/>`,
    `<rect class="bridge" x="${side.width}" y="${top + 10}" width="${bridge}" height="12"/>`,
    `<text x="${side.width / 2}" y="${top - 20}">near side</text>`,
    `<text x="${side.width + bridge + side.width / 2}" y="${top - 20}">far side</text>`,
  ];
  for (const far of [false, true]) {
    const here = puzzle.people.map((walker, person) => ({ walker, person })).filter(({ person }) => state.far[person] === far);
    here.forEach(({ walker, person }, row) => {
      const y = top + row * side.row;
      parts.push(
        `<rect class="person${walked.has(person) ? ' moved' : ''}" x="${sideX(far) + 12}" y="${y}" width="${side.width - 24}" height="${side.row - 6}" rx="4"/>`,
      );
      parts.push(`<text class="name" x="${sideX(far) + 20}" y="${y + 17}">${escapeXml(walker.name)}: ${walker.minutes} min</text>`);
    });
  }
  const torchX = sideX(state.torchFar) + side.width - 22;
  parts.push(`<circle class="torch" cx="${torchX}" cy="${top - 28}" r="9"><title>torch</title></circle>`);
  const style =
    '.bank{fill:#eef3e6}.bridge{fill:#8d6e63}.person{fill:#fff;stroke:#777}.moved{stroke:#2e7d32;stroke-width:3}.torch{fill:#fb8c00}text{font:13px sans-serif;fill:#222;text-anchor:middle}.name,.title{text-anchor:start}';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><style>${style}</style><rect width="100%" height="100%" fill="#fff"/><text class="title" x="4" y="14">${escapeXml(title)}</text>${parts.join('')}</svg>\n`;
}
