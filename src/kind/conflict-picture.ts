// `solve --explain --svg`: the puzzle's own picture with the clues an explanation names outlined
// in red, and a legend below saying what cannot all hold. It is drawn over any kind's picture from
// two things every grid kind already has: where its cells are (its CellLayout) and where each named
// instance sits (the `at` of `require({ rule, where, at })`). So no renderer has code of its own
// for it: a clue beside a row or column is the margin square at that end of the line, a cell clue
// or a region is its cells. An instance the encoding gives no place is named in the legend only.
import type { Place } from '../dsl/model.ts';
import type { Conflicting } from '../solver/explain.ts';
import type { CellLayout } from './grid-spec.ts';

const RED = '#d62728';
const LINE = 18;

/** XML text: an explanation's words may hold `<`, `&` or quotes (a clue written as text). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The squares that show one instance: its clue's margin beside the line, or its cells. */
function boxesOf(at: Place, layout: CellLayout, picture: { width: number; height: number }): Box[] {
  const { left, top, cell, rows, cols } = layout;
  if ('cells' in at) return at.cells.map(({ row, col }) => ({ x: left + col * cell, y: top + row * cell, width: cell, height: cell }));
  const end = at.side === 'end';
  if (at.line === 'row') {
    const x = end ? left + cols * cell : 0;
    return [{ x, y: top + at.index * cell, width: end ? picture.width - x : left, height: cell }];
  }
  const y = end ? top + rows * cell : 0;
  return [{ x: left + at.index * cell, y, width: cell, height: end ? picture.height - y : top }];
}

/** What the legend lists: each clue named, then the rules together. */
function membersOf(conflict: readonly Conflicting[]): string[] {
  const clues = conflict.flatMap(({ rule, where }) => (where === undefined ? [] : [`${where} (${rule})`]));
  const rules = conflict.flatMap(({ rule, where }) => (where === undefined ? [`'${rule}'`] : []));
  return [...clues, ...(rules.length > 0 ? [`the rule${rules.length === 1 ? '' : 's'} ${rules.join(', ')}`] : [])];
}

/**
 * The picture with the conflict drawn over it: each named instance's squares outlined in red (one
 * `<g class="conflict">` whose children carry `data-rule` and `data-where`), the title saying no
 * solution, and the legend in a band added below. A picture whose frame is not the usual
 * `<svg width height viewBox>` gets the outlines and title without the band.
 */
export function conflictPicture(svg: string, layout: CellLayout | undefined, conflict: readonly Conflicting[]): string {
  const frame = /<svg([^>]*?) width="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)" viewBox="0 0 [\d.]+ [\d.]+"/.exec(svg);
  const picture = { width: Number(frame?.[2] ?? 0), height: Number(frame?.[3] ?? 0) };
  const outlines = conflict.flatMap(({ rule, where, at }) =>
    where === undefined || at === undefined || layout === undefined
      ? []
      : boxesOf(at, layout, picture).map(
          ({ x, y, width, height }) =>
            `<rect data-rule="${escaped(rule)}" data-where="${escaped(where)}" x="${x + 2}" y="${y + 2}" width="${Math.max(1, width - 4)}" height="${Math.max(1, height - 4)}" rx="4"/>`,
        ),
  );
  const overlay = `<g class="conflict" fill="none" stroke="${RED}" stroke-width="3">${outlines.join('')}</g>`;
  const members = membersOf(conflict);
  const legend = ['no solution: these cannot all hold', ...members.map((member) => `\u2022 ${member}`)];
  let framed = svg.replace(
    /<title>([^<]*)<\/title>/,
    (_, title: string) => `<title>${title}, no solution: ${escaped(members.join('; '))} cannot all hold</title>`,
  );
  if (!frame) return framed.replace(/<\/svg>/, `${overlay}\n</svg>`);
  // The band below: as wide as the longest line needs (about 8 units a character at size 14).
  const width = Math.max(picture.width, 16 + Math.max(...legend.map((line) => line.length)) * 8);
  const height = picture.height + 8 + legend.length * LINE;
  framed = framed.replace(frame[0], `<svg${frame[1]} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  const texts = legend.map((line, i) => `<text x="8" y="${picture.height + 4 + (i + 1) * LINE}">${escaped(line)}</text>`).join('');
  const band = [
    `<rect class="legend" x="0" y="${picture.height}" width="${width}" height="${height - picture.height}" fill="#ffffff"/>`,
    `<rect x="${picture.width}" y="0" width="${width - picture.width}" height="${picture.height}" fill="#ffffff"/>`,
    `<g class="legend" font-family="sans-serif" font-size="14" fill="${RED}">${texts}</g>`,
  ].join('\n');
  return framed.replace(/<\/svg>\s*$/, `${overlay}\n${band}\n</svg>\n`);
}
