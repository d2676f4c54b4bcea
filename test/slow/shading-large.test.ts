// The large real Nonogram, Light Up and Binairo puzzles (puzzles/<kind>/large/): each solved to
// its golden solution and proved unique by every encoding. In the slow suite: up to 40x30
// nonograms and a 100x100 Light Up, seconds each; `npm test` holds the encodings to the bundled ones.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { kinds } from '../../src/kinds/index.ts';
import type { GridSpec } from '../../src/kind/grid.ts';
import { closeSession } from '../../src/solver/session.ts';
import { gridSolutions, rowsOf } from '../helpers/grid.ts';

afterAll(closeSession);

for (const kind of ['nonogram', 'lightup', 'binairo']) {
  const folder = `puzzles/${kind}/large`;
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.txt')).sort() : [];
  describe(`the large ${kind} puzzles`, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const spec = kinds.get(kind).made.spec as GridSpec<any, any>;
    for (const name of files) {
      it(`${name}: every encoding finds the golden solution and proves it unique`, async () => {
        const source = `${folder}/${name}`;
        const puzzle = spec.parse({ source, text: readFileSync(source, 'utf8') });
        const goldenFile = source.replace(/\.txt$/, '.solution');
        const golden = rowsOf(spec, spec.parseSolution(readFileSync(goldenFile, 'utf8'), goldenFile, puzzle));
        for (const encoding of spec.encodings.ids()) {
          const report = await gridSolutions(spec, encoding, puzzle, 2);
          expect([report.complete, report.solutions.map((solution) => rowsOf(spec, solution.answer))], `${encoding} on ${source}`).toEqual([true, [golden]]);
        }
      }, 120_000);
    }
  });
}
