// River pictures for serve's plan stepper: how many of each traveller are on each bank and where
// the boat is, with those who crossed last aboard it.
import { InputError } from '../../errors.ts';
import { type Ferry, type RiverPuzzle, ferry, riverRules, riverStart } from './river.ts';
import { escapeXml } from '../../format/xml.ts';

/** The banks after the first `step` crossings of a plan, as a self-contained SVG. */
export function renderRiverSvg(puzzle: RiverPuzzle, plan: readonly Ferry[], step: number): string {
  const rules = riverRules(puzzle);
  let state = riverStart(rules);
  for (const [index, move] of plan.slice(0, step).entries()) {
    const next = ferry(rules, state, move);
    if (typeof next === 'string') throw new InputError('<plan>', `move ${index + 1}`, next);
    state = next;
  }
  const last = step > 0 ? plan[step - 1] : undefined;
  const bank = { width: 180, row: 26 };
  const river = 120;
  const top = 40;
  const width = 2 * bank.width + river;
  const height = top + Math.max(3, rules.groups.length + 1) * bank.row + 16;
  const title = step === 0 ? 'start' : `after move ${step}`;
  const count = (group: number, far: boolean) => (far ? rules.groups[group].count - state.near[group] : state.near[group]);
  const named = (group: number, n: number) =>
    rules.groups[group].count === 1 ? rules.groups[group].name : `${n} ${n === 1 ? rules.groups[group].name : rules.groups[group].plural}`;
  const parts: string[] = [
    `<rect class="bank" x="0" y="${top - 16}" width="${bank.width}" height="${height - top + 8}"/>`,
    `<rect class="river" x="${bank.width}" y="${top - 16}" width="${river}" height="${height - top + 8}"/>`,
    `<rect class="bank" x="${bank.width + river}" y="${top - 16}" width="${bank.width}" height="${height - top + 8}"/>`,
  ];
  for (const far of [false, true]) {
    const x = far ? bank.width + river + 12 : 12;
    const here = rules.groups.map((_, group) => group).filter((group) => count(group, far) > 0);
    here.forEach((group, row) => parts.push(`<text x="${x}" y="${top + row * bank.row + 4}">${escapeXml(named(group, count(group, far)))}</text>`));
  }
  // The boat at the bank it is on; aboard, those who crossed in it last.
  const boatX = state.boatFar ? bank.width + river - 64 : bank.width + 8;
  const aboard = last ? rules.groups.flatMap((_, group) => (last.aboard[group] > 0 ? [named(group, last.aboard[group])] : [])) : [];
  parts.push(
    `<rect class="boat" x="${boatX}" y="${top + 8}" width="56" height="22" rx="8"><title>boat${aboard.length ? `: ${escapeXml(aboard.join(', '))} crossed last` : ''}</title></rect>`,
  );
  parts.push(`<text class="aboard" x="${boatX + 28}" y="${top + 23}" text-anchor="middle">boat</text>`);
  if (last && aboard.length > 0)
    parts.push(
      `<text class="aboard" x="${bank.width + river / 2}" y="${top + 52}" text-anchor="middle">${escapeXml(`${last.direction}: ${aboard.join(', ')}`)}</text>`,
    );
  const style = '.bank{fill:#e8f0dc}.river{fill:#bcdff5}.boat{fill:#8d6e63}text{font:13px sans-serif;fill:#222}.aboard{font-size:11px}.boat+text{fill:#fff}';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><style>${style}</style><rect width="100%" height="100%" fill="#fff"/><text x="4" y="16">${escapeXml(title)}</text>${parts.join('')}</svg>\n`;
}
