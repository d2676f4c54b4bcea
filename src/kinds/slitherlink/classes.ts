// What the deductions by hand (settle.ts) know of Slitherlink's cells: classes of cells (and the
// outside) known alike or apart, a union-find that keeps per node whether it differs from its
// parent, and a ring through each class's members, so that a join can name the cells whose
// relations it settled (the smaller class's: each cell is moved O(log n) times in all).

export interface Classes {
  parent: Int32Array;
  flip: Uint8Array;
  size: Int32Array;
  /** The next member of the node's class, around a ring. */
  ring: Int32Array;
}

export const newClasses = (nodes: number): Classes => ({
  parent: Int32Array.from({ length: nodes }, (_, node) => node),
  flip: new Uint8Array(nodes),
  size: new Int32Array(nodes).fill(1),
  ring: Int32Array.from({ length: nodes }, (_, node) => node),
});

/** `into` made a copy of `classes` (a trial's scratch, reused: a solve makes thousands). */
export function copyClasses(classes: Classes, into: Classes): Classes {
  into.parent.set(classes.parent);
  into.flip.set(classes.flip);
  into.size.set(classes.size);
  into.ring.set(classes.ring);
  return into;
}

/**
 * A node's class and whether it differs from the class's root, as one number (root * 2 + differs:
 * it runs millions of times a solve, and makes no object); the path is shortened on the way.
 */
export function find(classes: Classes, node: number): number {
  const { parent, flip } = classes;
  // Plain lets, not destructuring: this is the hottest loop of a solve.
  let root = node;
  let total = 0;
  while (parent[root] !== root) {
    total ^= flip[root];
    root = parent[root];
  }
  // Point each node on the way at the root, with its own difference from it.
  for (let at = node, left = total; parent[at] !== at; ) {
    const next = parent[at];
    const leftAfter = left ^ flip[at];
    parent[at] = root;
    flip[at] = left;
    at = next;
    left = leftAfter;
  }
  return root * 2 + total;
}

/** Whether two nodes are of one class, and then, whether they differ (-1 while unknown). */
export function relation(classes: Classes, a: number, b: number): number {
  const one = find(classes, a);
  const other = find(classes, b);
  return one >> 1 === other >> 1 ? (one ^ other) & 1 : -1;
}

/**
 * Two nodes alike (differs 0) or apart (1); false when they are known otherwise. `moved` hears of
 * each member of the smaller class, whose relations to the larger one's are new.
 */
export function join(classes: Classes, a: number, b: number, differs: number, moved: (node: number) => void): boolean {
  let [one, other] = [find(classes, a), find(classes, b)];
  if (one >> 1 === other >> 1) return ((one ^ other) & 1) === differs;
  const { parent, flip, size, ring } = classes;
  if (size[one >> 1] > size[other >> 1]) [one, other] = [other, one];
  const [small, large] = [one >> 1, other >> 1];
  parent[small] = large;
  flip[small] = (one ^ other ^ differs) & 1;
  size[large] += size[small];
  for (let member = small, first = true; first || member !== small; member = ring[member], first = false) moved(member);
  // Two rings become one by swapping a successor each.
  [ring[small], ring[large]] = [ring[large], ring[small]];
  return true;
}
