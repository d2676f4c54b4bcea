// Nonograms (puzzle-nonograms.com): shade cells so that each row and each column shows, left to
// right and top to bottom, runs of shaded cells as long as its clue's numbers, in that order, with
// at least one empty cell between two runs.

export interface Nonogram {
  width: number;
  height: number;
  /** Per column, left to right: the lengths of its runs, top to bottom ([] for an empty column). */
  columns: number[][];
  /** Per row, top to bottom: the lengths of its runs, left to right. */
  rows: number[][];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];

/** The lengths of the runs of shaded cells along a line. */
export function runsOf(line: readonly boolean[]): number[] {
  const runs: number[] = [];
  let length = 0;
  for (const shaded of [...line, false]) {
    if (shaded) length++;
    else if (length > 0) runs.push(length), (length = 0);
  }
  return runs;
}

/** The fewest cells a clue needs: its runs and one gap between each two. */
export const cellsNeeded = (clue: readonly number[]) => clue.reduce((sum, run) => sum + run, 0) + Math.max(0, clue.length - 1);

/**
 * Whether a line marked in part (undefined: not decided) can still be completed to show the clue:
 * fits(i, k) asks whether cells i.. can hold runs k.. of the clue; remembered, so a line costs
 * (cells x runs) steps.
 */
export function lineFits(clue: readonly number[], marks: readonly (boolean | undefined)[]): boolean {
  const n = marks.length;
  const memo = new Map<number, boolean>();
  const fits = (i: number, k: number): boolean => {
    if (i >= n) return k === clue.length;
    const key = i * (clue.length + 1) + k;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // The cell stays empty, or run k starts here: its cells not empty, the cell after it not shaded.
    let result = marks[i] !== true && fits(i + 1, k);
    if (!result && k < clue.length && i + clue[k] <= n) {
      const end = i + clue[k];
      const covered = marks.slice(i, end).every((mark) => mark !== false);
      result = covered && marks[end] !== true && fits(end + 1, k + 1);
    }
    memo.set(key, result);
    return result;
  };
  return fits(0, 0);
}
