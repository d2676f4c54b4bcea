// Serve's editor for walls and clues outside the grid (src/kind/grid-edit-walls.ts, editOutside,
// POST /api/edit): a wall toggled cuts a region in two or joins two, the puzzle written back reads
// again with those regions, and toggled back gives the same text; a wall that closes nothing off yet
// comes back as an inner wall for the next stroke; clues outside set, cycled and cleared; bad
// requests name what was expected.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError, UsageError } from '../src/errors.ts';
import { editOutside, outsideCycle } from '../src/kind/grid-edit.ts';
import { editWall } from '../src/kind/grid-edit-walls.ts';
import { catalogue, kinds } from '../src/catalogue/index.ts';
import { type Reply, detectReply, editReply } from '../src/serve/api.ts';

const file = (path: string) => ({ source: path, text: readFileSync(path, 'utf8') });
const aquarium = catalogue.aquarium.made.spec;
const small = file('puzzles/aquarium/small-5x4.txt');
const tanks = (text: string) => aquarium.parse({ source: 'edited', text }).tanks;
const letters = (text: string) =>
  text
    .split('\n')
    .slice(2, 6)
    .map((line) => line.slice(2));

describe('the wall editor', () => {
  it('cuts a tank in two with one wall, and the wall taken away gives the same text', () => {
    // Tank c (the right column's top two cells and two of row 3) hangs by one side: (2,5) below (1,5).
    const cut = editWall(aquarium, small, { row: 1, col: 4, side: 'below' }, undefined);
    expect(cut.wall).toBe(true);
    expect(cut.inner).toEqual([]);
    expect(letters(cut.text)).toEqual(['aabbc', 'adbbc', 'ddeff', 'gdeee']);
    expect(tanks(cut.text)[2][4]).not.toBe(tanks(cut.text)[1][4]);
    const back = editWall(aquarium, { source: 'edited', text: cut.text }, { row: 1, col: 4, side: 'below' }, cut.inner);
    expect(back.wall).toBe(false);
    expect(back.text).toBe(aquarium.formats.text(aquarium.parse(small)));
  });

  it('keeps a wall that closes nothing off as an inner wall, until the cut is closed', () => {
    // Tank b is the square (1,3)-(2,4): a wall between (1,3) and (1,4) cuts nothing yet.
    const first = editWall(aquarium, small, { row: 0, col: 2, side: 'right' }, []);
    expect(first.wall).toBe(true);
    expect(first.inner).toEqual([{ row: 0, col: 2, side: 'right' }]);
    expect(first.text).toBe(aquarium.formats.text(aquarium.parse(small)));
    // The wall below it closes the cut: two tanks of two cells.
    const second = editWall(aquarium, { source: 'edited', text: first.text }, { row: 1, col: 2, side: 'right' }, first.inner);
    expect(second.inner).toEqual([]);
    expect(letters(second.text).slice(0, 2)).toEqual(['aabcd', 'aebcd']);
    // Joining two tanks whose border is longer than one side leaves the rest of it inside: kept.
    const joined = editWall(aquarium, small, { row: 0, col: 3, side: 'right' }, []);
    expect(letters(joined.text)[0]).toBe('aabbb');
    expect(joined.inner).toEqual([
      { row: 1, col: 3, side: 'right' },
      { row: 1, col: 3, side: 'below' },
    ]);
    expect(editWall(aquarium, { source: 'edited', text: joined.text }, { row: 0, col: 3, side: 'right' }, joined.inner).text).toBe(
      aquarium.formats.text(aquarium.parse(small)),
    );
  });

  it('keeps a Heyawake room number in the part of a cut room that has the cell it is drawn in', () => {
    const heyawake = catalogue.heyawake.made.spec;
    const input = file('puzzles/heyawake/puzzleteam-6x6.txt');
    const before = heyawake.parse(input);
    const room = before.counts.findIndex((count) => count !== null);
    const cells = before.rooms.flatMap((line, row) => line.flatMap((id, col) => (id === room ? [{ row, col }] : [])));
    // A wall below or right of the room's first cell, between two of its cells, inside or not.
    const first = cells[0];
    const side = cells.some((cell) => cell.row === first.row && cell.col === first.col + 1) ? 'right' : 'below';
    const { text } = editWall(heyawake, input, { ...first, side }, []);
    const after = heyawake.parse({ source: 'edited', text });
    expect(after.counts[after.rooms[first.row][first.col]]).toBe(before.counts[room]);
  });

  it('keeps the first of two Heyawake room numbers when the rooms are joined, and drops the other', () => {
    const heyawake = catalogue.heyawake.made.spec;
    const input = { source: 'two rooms', text: 'kind: heyawake\nrooms:\nab\nab\nnumbers:\n.2\n1.\n' };
    const joined = editWall(heyawake, input, { row: 0, col: 0, side: 'right' }, []);
    expect(joined.inner).toEqual([{ row: 1, col: 0, side: 'right' }]);
    expect(heyawake.parse({ source: 'joined', text: joined.text }).counts).toEqual([1]);
    // Cut again: the number is the left room's (its first cell, (1,1), is where it is drawn).
    const cut = editWall(heyawake, { source: 'joined', text: joined.text }, { row: 0, col: 0, side: 'right' }, joined.inner);
    expect(heyawake.parse({ source: 'cut', text: cut.text }).counts).toEqual([1, null]);
  });

  // Every kind that draws walls, the same way: the first wall of its example taken away joins two
  // regions into one, and put back (with the walls it left inside) gives the puzzle's text again.
  const walled = kinds.all().flatMap((kind) => (kind.made.type === 'grid' && kind.made.spec.edit?.walls ? [kind.made.spec] : []));
  it.each(walled.map((spec) => [spec.id, spec] as const))('%s: a wall taken away joins two regions, put back gives the text again', (_, spec) => {
    const edit = spec.edit?.walls;
    if (!edit) throw new Error(`${spec.id} draws no walls`);
    const input = file(spec.examples[0]);
    const before = spec.parse(input);
    const regions = edit.regions(before);
    const count = (ids: number[][]) => new Set(ids.flat()).size;
    const col = regions[0].findIndex((id, c) => c > 0 && id !== regions[0][c - 1]);
    const wall = col > 0 ? { row: 0, col: col - 1, side: 'right' } : { row: regions.findIndex((line) => line[0] !== regions[0][0]) - 1, col: 0, side: 'below' };
    const joined = editWall(spec, input, wall, []);
    expect(joined.wall).toBe(false);
    expect(count(edit.regions(spec.parse({ source: 'joined', text: joined.text })))).toBe(count(regions) - 1);
    const back = editWall(spec, { source: 'joined', text: joined.text }, wall, joined.inner);
    expect(back.wall).toBe(true);
    expect(back.inner).toEqual([]);
    expect(back.text).toBe(spec.formats.text?.(before) ?? '');
  });

  it('is there for the kinds whose puzzle is cut into regions', () => {
    expect(walled.map((spec) => spec.id).sort()).toEqual(['aquarium', 'heyawake', 'lits', 'norinori', 'starbattle']);
  });

  it('refuses a wall off the grid or on its edge, bad inner walls, and a kind without walls, saying what it expected', () => {
    expect(() => editWall(aquarium, small, { row: 0, col: 4, side: 'right' }, [])).toThrow(InputError);
    expect(() => editWall(aquarium, small, { row: 0, col: 4, side: 'right' }, [])).toThrow(
      /wall: expected a wall \{row, col, side\} between two cells of the 4 x 5 grid: side 'right' \(col below 4\) or 'below' \(row below 3\)/,
    );
    expect(() => editWall(aquarium, small, { row: 3, col: 0, side: 'below' }, [])).toThrow(InputError);
    expect(() => editWall(aquarium, small, { row: 0, col: 0, side: 'up' }, [])).toThrow(InputError);
    expect(() => editWall(aquarium, small, { row: 0, col: 0, side: 'right' }, 'none')).toThrow(/inner: expected a list of walls inside regions/);
    expect(() => editWall(aquarium, small, { row: 0, col: 0, side: 'right' }, [{ row: 9, col: 0, side: 'right' }])).toThrow(/inner wall 1: expected a wall/);
    expect(() => editWall(catalogue.nurikabe.made.spec, file('puzzles/nurikabe/puzzleteam-5x5.txt'), { row: 0, col: 0, side: 'right' }, [])).toThrow(
      /nurikabe puzzles have no editor for walls yet/,
    );
  });
});

describe('the editor of clues outside the grid', () => {
  it('sets, cycles and clears an Aquarium count, and the text read back has it', () => {
    const set = editOutside(aquarium, small, { side: 'top', index: 0 }, '3');
    expect(aquarium.parse({ source: 'edited', text: set.text }).columns).toEqual([3, 1, 2, 3, 2]);
    const cleared = editOutside(aquarium, { source: 'edited', text: set.text }, { side: 'left', index: 2 }, '');
    expect(aquarium.parse({ source: 'edited', text: cleared.text }).rows).toEqual([0, 3, null, 4]);
    // A click cycles: none, 0 .. the line's length, none.
    const cycled = editOutside(aquarium, { source: 'edited', text: cleared.text }, { side: 'left', index: 2 }, undefined);
    expect(cycled.clue).toBe('0');
    const last = editOutside(
      aquarium,
      { source: 'edited', text: editOutside(aquarium, small, { side: 'left', index: 0 }, '5').text },
      { side: 'left', index: 0 },
      undefined,
    );
    expect(last.clue).toBe('');
    expect(editOutside(aquarium, { source: 'edited', text: last.text }, { side: 'left', index: 0 }, '0').text).toBe(
      aquarium.formats.text(aquarium.parse(small)),
    );
  });

  // Every kind with clues outside, the same way: on each of its sides, the first line's clue set to
  // each of its cycle reads back from the text written; its own clue set back gives the puzzle again.
  const outside = kinds.all().flatMap((kind) => (kind.made.type === 'grid' && kind.made.spec.edit?.outside ? [kind.made.spec] : []));
  it.each(outside.map((spec) => [spec.id, spec] as const))('%s: every clue outside reads back from the text written', (_, spec) => {
    const edit = spec.edit?.outside;
    if (!edit) throw new Error(`${spec.id} has no clues outside`);
    const input = file(spec.examples[0]);
    const before = spec.parse(input);
    for (const side of edit.sides) {
      const place = { side, index: 0 };
      const cycle = outsideCycle(edit, before, side);
      for (const clue of [...cycle.slice(0, 4), ...cycle.slice(-2)])
        expect(edit.at(spec.parse({ source: 'edited', text: editOutside(spec, input, place, clue).text }), place)).toBe(clue);
      const own = editOutside(spec, input, place, edit.at(before, place));
      expect(spec.parse({ source: 'restored', text: own.text })).toEqual(before);
    }
  });

  it('is there for the kinds with numbers outside the grid', () => {
    expect(outside.map((spec) => spec.id).sort()).toEqual(['aquarium', 'battleships', 'kakurasu', 'skyscrapers', 'tents', 'thermometers']);
    // Where a line must have a clue, none is refused.
    const thermometers = catalogue.thermometers.made.spec;
    expect(() => editOutside(thermometers, file(thermometers.examples[0]), { side: 'left', index: 0 }, '')).toThrow(
      /left of row 1: expected a number from 0 to/,
    );
  });

  it('refuses a side the kind has no clues on, a line off the grid, a number too large, and a kind with none', () => {
    expect(() => editOutside(aquarium, small, { side: 'bottom', index: 0 }, '1')).toThrow(
      /outside: expected a clue's place \{side, index\}: side one of 'top', 'left'/,
    );
    expect(() => editOutside(aquarium, small, { side: 'top', index: 5 }, '1')).toThrow(InputError);
    expect(() => editOutside(aquarium, small, { side: 'top', index: 0 }, '5')).toThrow(/the clue above column 1: expected '' \(none\) or a number from 0 to 4/);
    expect(() => editOutside(aquarium, small, { side: 'left', index: 0 }, 'x')).toThrow(/left of row 1: expected '' \(none\) or a number from 0 to 5/);
    expect(() => editOutside(catalogue.nurikabe.made.spec, file('puzzles/nurikabe/puzzleteam-5x5.txt'), { side: 'top', index: 0 }, '1')).toThrow(UsageError);
  });
});

describe('POST /api/edit and detect for walls and clues outside', () => {
  const json = (reply: Reply) => ('json' in reply ? reply.json : {}) as { edit?: unknown; text?: string; inner?: unknown; wall?: boolean };
  it("offers Aquarium's walls and counts, and answers a wall and a count", () => {
    expect(json(detectReply({ puzzle: 'puzzles/aquarium/small-5x4.txt' })).edit).toEqual({
      walls: true,
      outside: { none: true, sides: { top: { from: 0, to: 4 }, left: { from: 0, to: 5 } } },
    });
    const wall = json(editReply({ puzzle: 'puzzles/aquarium/small-5x4.txt', wall: { row: 1, col: 4, side: 'below' } }));
    expect(wall.wall).toBe(true);
    expect(wall.inner).toEqual([]);
    const count = json(editReply({ puzzle: 'puzzles/aquarium/small-5x4.txt', outside: { side: 'top', index: 4 }, clue: '' }));
    expect(aquarium.parse({ source: 'edited', text: count.text ?? '' }).columns[4]).toBeNull();
  });

  it('asks for exactly one change', () => {
    expect(() => editReply({ puzzle: 'puzzles/aquarium/small-5x4.txt' })).toThrow(/an edit names one change: a cell, outside .* or wall; found none/);
    expect(() => editReply({ puzzle: 'puzzles/aquarium/small-5x4.txt', cell: { row: 0, col: 0 }, wall: { row: 0, col: 0, side: 'right' } })).toThrow(
      /found cell, wall/,
    );
  });
});
