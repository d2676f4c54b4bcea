// Runs of blank cells written as one letter each, as the puzz.link and Puzzle Team packings write
// them: the letter `first` for one blank, the next letter for two, and so on up to `longest` blanks
// (a longer run takes several letters); every other cell is written by the kind. pzprjs's number16
// writes runs of 1-20 as g-z, its Kakuro white cells 1-16 as k-z, a Puzzle Team task 1-26 as a-z.

/** The cells in order, null a blank; `write` gets what is written so far (a separator may depend on it). */
export function writeBlankRuns<T>(cells: readonly (T | null)[], first: string, longest: number, write: (cell: T, written: string) => string): string {
  let out = '';
  let run = 0;
  const flush = () => {
    for (; run > 0; run -= Math.min(run, longest)) out += String.fromCharCode(first.charCodeAt(0) + Math.min(run, longest) - 1);
  };
  for (const cell of cells) {
    if (cell === null) run++;
    else flush(), (out += write(cell, out));
  }
  flush();
  return out;
}
