// Every kind's checker refuses a grid of the wrong size the same way (common/checking.ts's
// wrongSize): by its number of rows, or by the first row of another length.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GridSpec } from '../src/kind/grid.ts';
import { wrongSize } from '../src/kinds/common/checking.ts';
import { kinds } from '../src/catalogue/index.ts';

describe('wrongSize', () => {
  const size = { width: 3, height: 2 };
  it('says nothing of a grid of the right size', () => {
    expect(
      wrongSize(size, [
        [1, 2, 3],
        [4, 5, 6],
      ]),
    ).toEqual([]);
  });
  it('counts the rows when there are too many or too few', () => {
    expect(wrongSize(size, [])).toEqual(['the grid should be 3 wide and 2 tall, found 0 rows']);
    expect(wrongSize(size, [[1, 2, 3]])).toEqual(['the grid should be 3 wide and 2 tall, found 1 row']);
  });
  it('names the first row of another length', () => {
    expect(wrongSize(size, [[1, 2, 3], [4]])).toEqual(['the grid should be 3 wide and 2 tall, found row 2 with 1 cell']);
    expect(
      wrongSize(size, [
        [1, 2],
        [4, 5, 6, 7],
      ]),
    ).toEqual(['the grid should be 3 wide and 2 tall, found row 1 with 2 cells']);
  });

  it("is every grid kind's first word on an answer of no rows", () => {
    for (const kind of kinds.all()) {
      if (kind.made.type !== 'grid') continue;
      // biome-ignore lint/suspicious/noExplicitAny: every grid kind alike
      const spec = kind.made.spec as GridSpec<any, any>;
      const file = spec.examples[0];
      const puzzle = spec.parse({ source: file, text: readFileSync(file, 'utf8') }, {});
      expect(spec.verify(puzzle, []), kind.id).toEqual([expect.stringMatching(/^the grid should be \d+ wide and \d+ tall, found 0 rows$/)]);
    }
  });
});
