// Every kind's checker refuses a grid of the wrong size the same way (common/checking.ts's
// wrongSize): by its number of rows, or by the first row of another length.
import { describe, expect, it } from 'vitest';
import { wrongSize } from '../src/kinds/common/checking.ts';

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
});
