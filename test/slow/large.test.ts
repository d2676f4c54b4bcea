// The large real puzzles each grid kind keeps in puzzles/<kind>/large/ (the Puzzle Team monthly and
// special sizes): solved by the kind's default encoding to the published solution beside each file,
// and proved unique. In the slow suite, because they take seconds each; `npm test` holds every
// encoding to the small bundled puzzles (test/catalogue.test.ts), and bench/grid-kinds.ts times
// these per encoding. A kind that adds a large/ folder is covered by adding it. Real puzzles no
// encoding answers within a minute yet (Nurikabe 32x32 and 50x50) wait in bench/puzzles/,
// where bench:grid measures them against their targets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kinds } from '../../src/catalogue/index.ts';
import { defaultEncodingOf } from '../../src/kind/grid.ts';
import { gridSolutions, rowsOf } from '../helpers/grid.ts';

for (const kind of kinds.all()) {
  const folder = `puzzles/${kind.id}/large`;
  const { made } = kind;
  if (made.type !== 'grid' || !existsSync(folder)) continue;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort();
  describe(`the large ${kind.id} puzzles`, () => {
    for (const name of files) {
      it(`${name}: solved to its published solution, and unique`, async () => {
        const spec = made.spec;
        const path = `${folder}/${name}`;
        const puzzle = spec.parse({ source: path, text: readFileSync(path, 'utf8') });
        const goldenFile = path.replace(/\.txt$/, '.solution');
        expect(existsSync(goldenFile), `${goldenFile} is missing`).toBe(true);
        const golden = rowsOf(spec, spec.parseSolution(readFileSync(goldenFile, 'utf8'), goldenFile, puzzle));
        const report = await gridSolutions(spec, defaultEncodingOf(spec, puzzle), puzzle, 2);
        expect({ complete: report.complete, grids: report.solutions.map((solution) => rowsOf(spec, solution.answer)) }).toEqual({
          complete: true,
          grids: [golden],
        });
      }, 120_000);
    }
  });
}
