// The Puzzle Team corpus (../shared/corpus, beside the repository; skipped where it is absent):
// every puzzle solved to its published solution and proved unique, under each encoding, one table
// for the grid kinds. In the slow suite: it is 200 puzzles up to 25x25, a minute or more; `npm test`
// holds every encoding to the bundled puzzles (test/catalogue.test.ts) and reads every corpus task
// (the kinds' own test files). Each row says how far each encoding goes, as each kind's test did
// before the table: ranks stated up front take up to a minute on a 20x20 LITS and Masyu's other
// encodings seconds on a 25x25 (measured on the rest by bench/run.ts and bench/masyu.ts).
import { describe, expect, it } from 'vitest';
import { kinds } from '../../src/catalogue/index.ts';
import type { GridSpec } from '../../src/kind/grid.ts';
import { corpusRows, gridSolutions, rowsOf } from '../helpers/grid.ts';

interface CorpusTable {
  kind: string;
  /** Which columns of the file hold the size, the task and the published solution. */
  columns: { size: number; task: number; solution: number };
  /** The largest side each encoding is held to the corpus at (0: not at all). */
  upTo(encoding: string, spec: { defaultEncoding: string }): number;
}

const five = { size: 2, task: 3, solution: 4 };
const table: CorpusTable[] = [
  // Aquarium's 79 puzzles under the default encoding; every encoding on the bundled ones.
  { kind: 'aquarium', columns: { size: 1, task: 2, solution: 3 }, upTo: (encoding, spec) => (encoding === spec.defaultEncoding ? Infinity : 0) },
  { kind: 'kakurasu', columns: five, upTo: () => Infinity },
  { kind: 'lits', columns: five, upTo: (encoding) => (encoding.endsWith('-rank') ? 10 : Infinity) },
  { kind: 'masyu', columns: five, upTo: (encoding, spec) => (encoding === spec.defaultEncoding ? Infinity : 10) },
  { kind: 'starbattle', columns: five, upTo: () => Infinity },
  { kind: 'thermometers', columns: five, upTo: () => Infinity },
];

for (const { kind, columns, upTo } of table) {
  const rows = corpusRows(`${kind}/puzzleteam.tsv`);
  describe.skipIf(rows.length === 0)(`the ${kind} corpus`, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const made = kinds.get(kind).made as { type: string; spec: GridSpec<any, any> };
    const spec = made.spec;
    const side = (size: string) => Number(/^(\d+)/.exec(size)![1]);
    for (const encoding of spec.encodings.ids()) {
      const most = upTo(encoding, spec);
      if (most === 0) continue;
      it(`${encoding} solves every puzzle${most < Infinity ? ` up to ${most}x${most}` : ''} to its published solution and proves it unique`, async () => {
        const chosen = rows.filter((row) => side(row[columns.size]) <= most);
        expect(chosen.length).toBeGreaterThan(0);
        for (const row of chosen) {
          const [size, task, published] = [row[columns.size], row[columns.task], row[columns.solution]];
          const puzzle = spec.parse({ source: size, text: task });
          const report = await gridSolutions(spec, encoding, puzzle, 2);
          expect({ size, complete: report.complete, grids: report.solutions.map((s) => rowsOf(spec, s.answer)) }).toEqual({
            size,
            complete: true,
            grids: [published],
          });
        }
      }, 300_000);
    }
  });
}
