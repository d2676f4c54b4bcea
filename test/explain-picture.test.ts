// solve --explain --svg: the picture of a puzzle with no solution outlines exactly the clues the
// explanation names, where the kind draws them (a row clue in the margin left of its row, a column
// clue above its column, a room's number as the room's cells), with a legend; without --explain
// the picture is the bare puzzle as the kind draws it, unchanged.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { catalogue, kinds } from '../src/catalogue/index.ts';
import { roomCells } from '../src/kinds/heyawake/format.ts';
import { capture } from './helpers/capture.ts';
import { expectResult } from './helpers/contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'explain-picture-'));

interface Outline {
  rule: string;
  where: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The outlines of the picture's conflict group, read back from the SVG. */
function outlines(svg: string): Outline[] {
  const group = /<g class="conflict"[^>]*>(.*?)<\/g>/s.exec(svg);
  if (!group) return [];
  return [...group[1].matchAll(/<rect ([^>]*)\/>/g)].map(([, attributes]) => {
    const attribute = (name: string) => new RegExp(` ?${name}="([^"]*)"`).exec(` ${attributes}`)?.[1] ?? '';
    return {
      rule: attribute('data-rule'),
      where: attribute('data-where'),
      x: Number(attribute('x')),
      y: Number(attribute('y')),
      width: Number(attribute('width')),
      height: Number(attribute('height')),
    };
  });
}

/** Solves with --svg (and --explain when asked); the picture, and the clues the JSON names. */
async function pictured(file: string, explain: boolean) {
  const svg = join(dir, `${explain ? 'explained' : 'bare'}-${file.replace(/\W/g, '_')}.svg`);
  const json = capture();
  expect(await main(['solve', file, '--svg', svg, '--json', ...(explain ? ['--explain'] : [])], json)).toBe(1);
  const result = expectResult(json.stdout(), 'no-solution');
  const named = (result.proof.conflict ?? []).flatMap((member) => (member.where === undefined ? [] : [member.where]));
  return { svg: readFileSync(svg, 'utf8'), named };
}

/** Every line of the bare picture but its frame and title is in the explained one, in order. */
function drawnUnder(bare: string, explained: string) {
  const body = bare.split('\n').filter((line) => line !== '' && !/^<svg|^<title>|^<\/svg>/.test(line));
  let from = 0;
  for (const line of body) {
    const at = explained.indexOf(line, from);
    expect(at, line.slice(0, 80)).toBeGreaterThanOrEqual(0);
    from = at + line.length;
  }
}

describe('the picture of an explanation', () => {
  it('Aquarium: each named clue outlined in the margin beside its line, nothing else; the bare picture otherwise', async () => {
    const file = 'puzzles/aquarium/unsolvable-4x4.txt';
    const { spec } = catalogue.aquarium.made;
    const puzzle = spec.parse({ source: file, text: readFileSync(file, 'utf8') });
    const layout = spec.play?.layout(puzzle);
    if (!layout) throw new Error('Aquarium has a layout');
    const { svg, named } = await pictured(file, true);
    expect(named.length).toBeGreaterThan(0);
    const drawn = outlines(svg);
    expect(drawn.map((outline) => outline.where).sort()).toEqual([...named].sort());
    for (const outline of drawn) {
      const [, line, index] = /^(row|column) (\d+):/.exec(outline.where) ?? [];
      const at = Number(index) - 1;
      // Inside the margin square before the line: left of a row, above a column.
      const [x, y] = line === 'row' ? [0, layout.top + at * layout.cell] : [layout.left + at * layout.cell, 0];
      expect(outline.x, outline.where).toBeGreaterThanOrEqual(x);
      expect(outline.y, outline.where).toBeGreaterThanOrEqual(y);
      expect(outline.x + outline.width, outline.where).toBeLessThanOrEqual(x + (line === 'row' ? layout.left : layout.cell));
      expect(outline.y + outline.height, outline.where).toBeLessThanOrEqual(y + (line === 'row' ? layout.cell : layout.top));
    }
    // The legend names them, and the rules.
    const legend = /<g class="legend"[^>]*>(.*?)<\/g>/s.exec(svg)?.[1] ?? '';
    for (const clue of named) expect(legend).toContain(clue);
    expect(legend).toMatch(/the rules? '/);
    expect(svg).toMatch(/<title>Aquarium 4x4, no solution: .* cannot all hold<\/title>/);

    const bare = await pictured(file, false);
    expect(bare.named).toEqual([]);
    expect(bare.svg).toBe(spec.render.svg?.(puzzle, null));
    expect(outlines(bare.svg)).toEqual([]);
    drawnUnder(bare.svg, svg);
  }, 60_000);

  it("Heyawake (lazy cuts): the named room's cells outlined, each cell once", async () => {
    const file = 'puzzles/heyawake/unsolvable-2x2.txt';
    const { spec } = catalogue.heyawake.made;
    const puzzle = spec.parse({ source: file, text: readFileSync(file, 'utf8') });
    const layout = spec.play?.layout(puzzle);
    if (!layout) throw new Error('Heyawake has a layout');
    const { svg, named } = await pictured(file, true);
    expect(named).toEqual(['room at (1,1): 2']);
    const drawn = outlines(svg);
    const room = roomCells(puzzle)[0];
    expect(drawn).toHaveLength(room.length);
    const cellOf = ({ x, y }: Outline) => ({ row: Math.floor((y - layout.top) / layout.cell), col: Math.floor((x - layout.left) / layout.cell) });
    expect(drawn.map(cellOf)).toEqual(room);
    for (const outline of drawn) expect(outline).toMatchObject({ rule: 'room counts', where: 'room at (1,1): 2' });

    const bare = await pictured(file, false);
    expect(bare.svg).toBe(spec.render.svg?.(puzzle, null));
    drawnUnder(bare.svg, svg);
  }, 60_000);

  it('every grid kind with a bundled unsolvable puzzle: exactly the clues it names are outlined', async () => {
    let outlined = 0;
    for (const kind of kinds.all()) {
      if (kind.made.type !== 'grid' || !kind.draws || !existsSync(`puzzles/${kind.id}`)) continue;
      for (const name of readdirSync(`puzzles/${kind.id}`).filter((file) => /^unsolvable.*\.txt$/.test(file))) {
        const { svg, named } = await pictured(`puzzles/${kind.id}/${name}`, true);
        const drawn = outlines(svg);
        expect([...new Set(drawn.map((outline) => outline.where))].sort(), `${kind.id}/${name}`).toEqual([...new Set(named)].sort());
        outlined += drawn.length > 0 ? 1 : 0;
      }
    }
    // Aquarium, Heyawake, Kakurasu, Skyscrapers, Slitherlink, Thermometers name clues in these.
    expect(outlined).toBeGreaterThanOrEqual(5);
  }, 240_000);
});
