// The large real Tents and Norinori puzzles (puzzles/<kind>/large/: 20x20 and up, which `npm test`
// leaves out): every encoding finds the golden answer and proves it unique.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { kinds } from '../../src/kinds/index.ts';
import type { GridSpec } from '../../src/kind/grid.ts';
import { closeSession } from '../../src/solver/session.ts';
import { gridSolutions, rowsOf } from '../helpers/grid.ts';

afterAll(closeSession);

for (const kind of ['tents', 'norinori']) {
  const folder = `puzzles/${kind}/large`;
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.txt')).sort() : [];
  describe(`the large ${kind} puzzles`, () => {
    const spec = kinds.get(kind).made.spec as unknown as GridSpec<unknown, boolean>;
    for (const encoding of spec.encodings.ids()) {
      it(`${encoding} solves each to its golden answer and proves it unique`, async () => {
        expect(files.length).toBeGreaterThan(0);
        for (const name of files) {
          const source = `${folder}/${name}`;
          const puzzle = spec.parse({ source, text: readFileSync(source, 'utf8') });
          const golden = rowsOf(spec, spec.parseSolution(readFileSync(source.replace(/\.txt$/, '.solution'), 'utf8'), source, puzzle));
          const report = await gridSolutions(spec, encoding, puzzle, 2);
          expect({ name, complete: report.complete, grids: report.solutions.map((s) => rowsOf(spec, s.answer)) }).toEqual({ name, complete: true, grids: [golden] });
        }
      }, 300_000);
    }
  });
}
