// Serve's clue editor (src/kind/grid-edit.ts, POST /api/edit): one clue set, cycled or cleared,
// the puzzle written back in its kind's text form and read again with that clue and every other
// cell as it was; bad requests name the cell or the clue and what was expected.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError, UsageError } from '../src/errors.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import { clueCycle, editClue } from '../src/kind/grid-edit.ts';
import { catalogue, kinds } from '../src/catalogue/index.ts';
import { type Reply, detectReply, editReply } from '../src/serve/api.ts';

const file = (path: string) => ({ source: path, text: readFileSync(path, 'utf8') });

/* eslint-disable @typescript-eslint/no-explicit-any */
const cases: [GridSpec<any, any>, string, { row: number; col: number }, string][] = [
  [catalogue.nurikabe.made.spec, 'puzzles/nurikabe/puzzleteam-5x5.txt', { row: 2, col: 2 }, '12'],
  [catalogue.masyu.made.spec, 'puzzles/masyu/small-5x5.txt', { row: 1, col: 1 }, 'W'],
  [catalogue.lightup.made.spec, 'puzzles/lightup/nikoli-7x7.txt', { row: 0, col: 0 }, '0'],
];

describe('the clue editor', () => {
  it.each(cases)('%#: sets a clue, and the text read back has it and every other cell unchanged', (spec, path, cell, clue) => {
    const input = file(path);
    const edit = editorOf(spec);
    const before = spec.parse(input);
    const { text, clue: placed } = editClue(spec, input, cell, clue);
    expect(placed).toBe(clue);
    const after = spec.parse({ source: 'edited', text });
    expect(edit.at(after, cell)).toBe(clue);
    // Setting the old clue back gives the puzzle it was.
    const restored = editClue(spec, { source: 'edited', text }, cell, edit.at(before, cell));
    expect(spec.parse({ source: 'restored', text: restored.text })).toEqual(before);
  });

  // Every kind with an editor, the same way: at a cell of its example, each clue of the cycle set
  // and read back from the text written, then the cell's own clue set back gives the puzzle again.
  const editable = kinds.all().flatMap((kind) => (kind.made.type === 'grid' && kind.made.spec.edit?.cells ? [kind.made.spec] : []));
  const editorOf = <P>(spec: GridSpec<P, any>) => {
    if (!spec.edit?.cells) throw new Error(`${spec.id} has no editor for clues in cells`);
    return spec.edit.cells;
  };
  it.each(editable.map((spec) => [spec.id, spec] as const))('%s: every clue of the cycle reads back from the text written', (_, spec) => {
    const input = file(spec.examples[0]);
    const before = spec.parse(input);
    const cell = { row: 1, col: 1 };
    const cycle = clueCycle(editorOf(spec), before);
    for (const clue of cycle.slice(0, 8))
      expect(editorOf(spec).at(spec.parse({ source: 'edited', text: editClue(spec, input, cell, clue).text }), cell)).toBe(clue);
    const own = editClue(spec, input, cell, editorOf(spec).at(before, cell));
    expect(spec.parse({ source: 'restored', text: own.text })).toEqual(before);
  });

  it('cycles a cell through none, the named clues and the numbers, and back to none', () => {
    const spec = catalogue.masyu.made.spec;
    let input = file('puzzles/masyu/small-5x5.txt');
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { text, clue } = editClue(spec, input, { row: 1, col: 1 }, undefined);
      seen.push(clue);
      input = { source: 'edited', text };
    }
    expect(seen).toEqual(['W', 'B', '']);
    const lightup = catalogue.lightup.made.spec;
    expect(clueCycle(editorOf(lightup), lightup.parse(file('puzzles/lightup/nikoli-7x7.txt')))).toEqual(['', '#', '0', '1', '2', '3', '4']);
  });

  it('places clues in cells for the kinds whose clues sit in cells', () => {
    expect(editable.map((spec) => spec.id).sort()).toEqual([
      'battleships',
      'binairo',
      'hashi',
      'heyawake',
      'killersudoku',
      'lightup',
      'masyu',
      'nurikabe',
      'shikaku',
      'skyscrapers',
      'slitherlink',
      'sudoku',
      'tents',
      'yinyang',
    ]);
  });

  it('refuses a cell off the grid, a clue the kind has not, and a kind with no editor, saying what it expected', () => {
    const spec = catalogue.lightup.made.spec;
    const input = file('puzzles/lightup/nikoli-7x7.txt');
    expect(() => editClue(spec, input, { row: 7, col: 0 }, '#')).toThrow(InputError);
    expect(() => editClue(spec, input, { row: 7, col: 0 }, '#')).toThrow(/cell: expected a cell \{row, col\} counted from 0, inside 7 x 7/);
    expect(() => editClue(spec, input, { row: 0, col: 0 }, '5')).toThrow(/clue for \(1,1\): expected '' \(none\), '#' \(black cell\), or a number from 0 to 4/);
    expect(() => editClue(spec, input, 'here', '#')).toThrow(InputError);
    expect(() => editClue(catalogue.aquarium.made.spec, file('puzzles/aquarium/small-5x4.txt'), { row: 0, col: 0 }, '')).toThrow(
      /aquarium puzzles have no editor for clues in cells yet/,
    );
    expect(() => editClue(catalogue.kakuro.made.spec, file('puzzles/kakuro/janko-11x11.txt'), { row: 0, col: 0 }, '')).toThrow(UsageError);
  });

  it('is offered by detect where the kind has one, and answered by POST /api/edit', () => {
    const json = (reply: Reply) => ('json' in reply ? reply.json : {}) as { edit?: unknown; text?: string };
    expect(json(detectReply({ puzzle: 'puzzles/nurikabe/puzzleteam-5x5.txt' })).edit).toEqual({ cells: { clues: [], numbers: { from: 1, to: 25 } } });
    expect(json(detectReply({ puzzle: 'puzzles/kakuro/janko-11x11.txt' })).edit).toBeUndefined();
    const reply = editReply({ puzzle: 'puzzles/nurikabe/puzzleteam-5x5.txt', cell: { row: 0, col: 0 }, clue: '' });
    expect(reply.status).toBe(200);
    const text = json(reply).text ?? '';
    expect(catalogue.nurikabe.made.spec.parse({ source: 'edited', text }).clues[0][0]).toBeNull();
  });
});
