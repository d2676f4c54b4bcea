// "The chosen nodes are joined to a root, each within k steps through chosen nodes": connectivity
// for a region of bounded size around a known node (a Nurikabe island of n cells lies within n-1
// steps of its number). Stated up front by layers, a Boolean per node and step count from the
// node's distance in the graph up to k, so unit propagation sees at once a cell that is too far or
// cut off; the count of Booleans is the price (stepCount), small for small regions.
import { type Neighbours, fresh } from './connectivity.ts';
import type { BoolTerm, Model } from './model.ts';

/** Each node's distance from the root in the whole graph (Infinity where it cannot be reached). */
export function distancesFrom(neighbours: Neighbours, root: number): number[] {
  const distance = neighbours.map(() => Number.POSITIVE_INFINITY);
  distance[root] = 0;
  const queue = [root];
  for (let i = 0; i < queue.length; i++)
    for (const next of neighbours[queue[i]]) if (distance[next] === Number.POSITIVE_INFINITY) (distance[next] = distance[queue[i]] + 1), queue.push(next);
  return distance;
}

/** How many Booleans connectedWithin would declare. */
export const stepCount = (neighbours: Neighbours, root: number, steps: number): number =>
  distancesFrom(neighbours, root).reduce((sum, d) => sum + Math.max(0, steps - d), 0);

/**
 * Requires, under `rule`, that the root is chosen and every chosen node is joined to it through
 * chosen nodes in at most `steps` steps. near[v][t] ("v chosen, within t steps") exists for t from
 * v's distance to steps - 1; "within `steps`" is "chosen" itself.
 */
export function connectedWithin(m: Model, rule: string, chosen: readonly BoolTerm[], neighbours: Neighbours, root: number, steps: number): void {
  const distance = distancesFrom(neighbours, root);
  const name = fresh(m, rule);
  const [never, always] = [m.constant(false), m.constant(true)];
  const near = chosen.map((isChosen, node) =>
    Array.from({ length: steps + 1 }, (_, t) =>
      t < distance[node] ? never : t === steps ? isChosen : node === root ? always : m.bool(`${name} near[${node}][${t}]`),
    ),
  );
  m.require(rule, chosen[root]);
  near.forEach((layers, node) => {
    if (node === root) return;
    if (distance[node] > steps) m.require(rule, m.not(chosen[node]));
    for (let t = Math.max(1, distance[node]); t <= steps; t++) {
      // Within t steps: within t-1 already, or beside a node that is; and so within t+1.
      m.require(rule, m.implies(layers[t], m.or(layers[t - 1], ...neighbours[node].map((next) => near[next][t - 1]))));
      if (t < steps) m.require(rule, m.implies(layers[t], layers[t + 1]));
    }
  });
}

/**
 * Requires, under `rule`, that the chosen nodes, at most `size` of them, are one group: each joined
 * through chosen nodes, within size-1 steps, to the first chosen node in index order (a group of
 * `size` nodes spans no more). For a small group with no node known to be in it (a Nurikabe sea of
 * a few cells): `size` Booleans per node, and the root chosen by the order, so none is guessed.
 */
export function connectedFromFirst(m: Model, rule: string, chosen: readonly BoolTerm[], neighbours: Neighbours, size: number): void {
  const name = fresh(m, rule);
  const steps = size - 1;
  // earlier[v]: a node before v is chosen; near[v][0] is "v is the first chosen", the root.
  const earlier = chosen.map((_, node) => (node === 0 ? m.constant(false) : m.bool(`${name} earlier[${node}]`)));
  chosen.forEach((_, node) => node > 0 && m.require(rule, m.iff(earlier[node], m.or(earlier[node - 1], chosen[node - 1]))));
  const near = chosen.map((isChosen, node) =>
    Array.from({ length: steps + 1 }, (_, t) =>
      t === steps ? isChosen : t === 0 ? m.and(isChosen, m.not(earlier[node])) : m.bool(`${name} near[${node}][${t}]`),
    ),
  );
  near.forEach((layers, node) => {
    for (let t = 1; t <= steps; t++) {
      // Within t steps: within t-1 already, or beside a node that is; and so within t+1.
      m.require(rule, m.implies(layers[t], m.or(layers[t - 1], ...neighbours[node].map((next) => near[next][t - 1]))));
      if (t < steps) m.require(rule, m.implies(layers[t], layers[t + 1]));
    }
  });
}
