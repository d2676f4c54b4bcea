// The paths the lines of a Slitherlink draw, for the loop rule of the deductions by hand
// (settle.ts): a union-find over the grid's corners that knows each path's lines and two ends.

/** The paths of lines, as a union-find over corners (without shortening: drawn afresh often): per root, its lines and two ends. */
export interface Paths {
  path: Int32Array;
  lines: Int32Array;
  tipA: Int32Array;
  tipB: Int32Array;
}

export const newPaths = (corners: number): Paths => ({
  path: new Int32Array(corners),
  lines: new Int32Array(corners),
  tipA: new Int32Array(corners),
  tipB: new Int32Array(corners),
});

export const pathOf = (path: Int32Array, corner: number) => {
  let root = corner;
  while (path[root] !== root) root = path[root];
  return root;
};

/**
 * A line drawn between two corners: the path it makes (its root), or -1 - root when it closes its
 * path into a loop. Its ends are the two paths' other ends (a corner alone is both ends of its
 * own); where a line branches they are wrong, but then the classes are a contradiction the corner
 * rule finds, and whatever they lead to holds of no solution.
 */
export function draw(paths: Paths, one: number, other: number): number {
  const { path, lines, tipA, tipB } = paths;
  const [from, to] = [pathOf(path, one), pathOf(path, other)];
  if (from === to) {
    lines[from]++;
    return -1 - from;
  }
  const fromEnd = tipA[from] === one ? tipB[from] : tipA[from];
  const toEnd = tipA[to] === other ? tipB[to] : tipA[to];
  path[from] = to;
  lines[to] += lines[from] + 1;
  tipA[to] = fromEnd;
  tipB[to] = toEnd;
  return to;
}
