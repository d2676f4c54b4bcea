// pzprjs writes many URL bodies as given cells (or places a dot can take) among runs of empty
// ones, each run as letters g-z (1-20 empty; a longer run takes several). Light Up's 4-cell
// packing and Galaxies' dots are written so; the kind says how each given one is written.

const LONGEST_SKIP = 20;

/** How a given cell is written, and how many cells its character covers (itself, and empty ones after it that ride along). */
export interface Coded {
  code: string;
  covers: number;
}

/** The body of `count` cells: `given(i)` writes the i-th, or says it is empty (undefined). */
export function writeWithSkips(count: number, given: (i: number) => Coded | undefined): string {
  let body = '';
  let empty = 0;
  const skip = () => {
    if (empty > 0) body += (empty + 15).toString(36);
    empty = 0;
  };
  for (let i = 0; i < count; ) {
    const coded = given(i);
    if (coded === undefined) {
      i++;
      if (++empty === LONGEST_SKIP) skip();
      continue;
    }
    skip();
    body += coded.code;
    i += coded.covers;
  }
  skip();
  return body;
}
