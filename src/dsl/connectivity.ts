// "The chosen nodes of a graph form one connected set": one signature, several encodings, picked
// by name from a registry (as PySAT picks a cardinality encoding), so a kind's encodings choose
// one and `compare` can set them side by side. The graph is plain TypeScript (adjacency lists);
// Z3 sees only the Booleans that choose nodes, and whatever an encoding adds to tie them together.
import type { BoolTerm, Model, Values } from './model.ts';
import { Registry } from './registry.ts';

/** A graph as adjacency lists: `neighbours[node]` lists the nodes joined to it (both ways). */
export type Neighbours = readonly (readonly number[])[];

export interface ConnectedOptions {
  /** May no node at all be chosen? (The empty set counts as connected when it may.) */
  empty: boolean;
  /**
   * A promise by the caller: nodes of which every solution that chooses anything chooses at least
   * one (a region that must hold a shaded cell, say). Encodings that pick a root may look for it
   * there only, which leaves them fewer choices; solutions that break the promise may be lost.
   */
  anchor?: readonly number[];
}

export interface ConnectivityEncoding {
  id: string;
  idea: string;
  /** Requires, under `rule`, that the nodes whose Boolean is true form one connected set. */
  state(m: Model, rule: string, chosen: readonly BoolTerm[], neighbours: Neighbours, options: ConnectedOptions): void;
}

/**
 * Up front: a root among the chosen nodes, and every other chosen node has a chosen neighbour of
 * smaller rank, so following smaller ranks leads from any chosen node to the root (as cspuz states
 * it for solvers without a connectivity propagator). Ranks are integers 0..n-1, which QF_FD
 * bit-blasts. Measured on LITS (bench/lits.ts): bit-vector ranks compared unsigned were no faster,
 * nor was an explicit parent per node; a root restricted to an anchor saved up to half the conflicts.
 * Finding ranks costs the SAT search thousands of conflicts where lazy cuts need a handful of cuts.
 */
const rank: ConnectivityEncoding = {
  id: 'rank',
  idea: 'a root, and every other chosen node has a chosen neighbour of smaller rank (integer ranks, stated up front)',
  state(m, rule, chosen, neighbours, { empty, anchor }) {
    const n = chosen.length;
    const name = fresh(m, rule);
    const ranks = chosen.map((_, node) => m.int(`${name} rank[${node}]`, 0, Math.max(0, n - 1)));
    const rootable = new Set(anchor ?? chosen.keys());
    const root = chosen.map((_, node) => (rootable.has(node) ? m.bool(`${name} root[${node}]`) : m.constant(false)));
    // One root at most (exactly one when the set may not be empty), and it is chosen.
    const candidates = root.filter((_, node) => rootable.has(node));
    m.require(rule, empty ? m.atMost(candidates, 1) : m.exactly(candidates, 1));
    root.forEach((isRoot, node) => m.require(rule, m.implies(isRoot, chosen[node])));
    // A chosen node that is not the root hangs from a chosen neighbour closer to the root.
    chosen.forEach((isChosen, node) => {
      const closer = neighbours[node].map((other) => m.and(chosen[other], ranks[other].lt(ranks[node])));
      m.require(rule, m.implies(isChosen, m.or(root[node], ...closer)));
    });
  },
};

// Variables are named after the rule; a second use of one rule name in a model gets its own
// (src/dsl/loop.ts names its variables this way too).
const uses = new WeakMap<Model, Map<string, number>>();
export function fresh(m: Model, rule: string): string {
  const count = uses.get(m) ?? new Map<string, number>();
  uses.set(m, count);
  const used = count.get(rule) ?? 0;
  count.set(rule, used + 1);
  return used === 0 ? rule : `${rule}#${used + 1}`;
}

/**
 * Lazily: nothing up front; each model's chosen nodes are split into connected components in
 * TypeScript, and every component but the largest gets a cut. The cut is a vertex separator: for
 * a node v of the component C and a node w of the largest one, every path from v to w leaves C
 * through its boundary, in fact through the boundary nodes that w's side of the graph touches, so
 * "v and w chosen => one of those boundary nodes chosen" holds in every connected solution. This
 * model has them all unchosen, so the cut removes it.
 */
const lazyCuts: ConnectivityEncoding = {
  id: 'lazy-cuts',
  idea: 'no constraint up front; each model split into components, each but the largest cut off by a vertex separator, solved again',
  state(m, rule, chosen, neighbours, { empty }) {
    if (!empty) m.require(rule, m.atLeast([...chosen], 1));
    const links = neighbours.flatMap((others, node) => others.filter((other) => other > node).map((other) => ({ between: [node, other] as const })));
    m.lazy(rule, (values) => separatorCuts(m, chosen, neighbours, values), { nodes: chosen, links });
  },
};

function separatorCuts(m: Model, chosen: readonly BoolTerm[], neighbours: Neighbours, values: Values): BoolTerm[] {
  const isChosen = chosen.map((term) => values.bool(term));
  const parts = components(neighbours, (node) => isChosen[node]).sort((a, b) => b.length - a.length);
  if (parts.length < 2) return [];
  const witness = parts[0][0];
  return parts.slice(1).map((part) => {
    const inPart = new Set(part);
    const boundary = new Set(part.flatMap((node) => neighbours[node].filter((other) => !inPart.has(other))));
    // The nodes the witness reaches without crossing the boundary; the separator is the boundary
    // nodes next to them (a path from the witness enters the boundary there first).
    const [reached] = components(neighbours, (node) => !boundary.has(node), witness);
    const reachedSet = new Set(reached);
    const separator = [...boundary].filter((node) => neighbours[node].some((other) => reachedSet.has(other)));
    return m.or(m.not(chosen[part[0]]), m.not(chosen[witness]), ...separator.map((node) => chosen[node]));
  });
}

/** The connected components of the nodes that pass `keep` (of the one containing `from`, if given). */
export function components(neighbours: Neighbours, keep: (node: number) => boolean, from?: number): number[][] {
  // Marks in an array, not a Set: a lazy rule runs this a few times a round, for dozens of rounds.
  const seen = new Uint8Array(neighbours.length);
  const found: number[][] = [];
  for (const start of from === undefined ? neighbours.keys() : [from]) {
    if (seen[start] || !keep(start)) continue;
    const part = [start];
    seen[start] = 1;
    for (let i = 0; i < part.length; i++) {
      for (const next of neighbours[part[i]]) {
        if (!seen[next] && keep(next)) (seen[next] = 1), part.push(next);
      }
    }
    found.push(part);
  }
  return found;
}

export const connectivityEncodings = new Registry<ConnectivityEncoding>('connectivity encoding', [rank, lazyCuts]);

/**
 * Requires, under `rule`, that the chosen nodes form one connected set, stated by the named
 * encoding (`rank` or `lazy-cuts`; the registry above lists them).
 */
export function connected(m: Model, rule: string, chosen: readonly BoolTerm[], neighbours: Neighbours, options: ConnectedOptions & { encoding: string }): void {
  if (neighbours.length !== chosen.length) throw new RangeError(`${chosen.length} nodes chosen over a graph of ${neighbours.length}`);
  connectivityEncodings.get(options.encoding).state(m, rule, chosen, neighbours, options);
}

/**
 * The graph where each edge is a node of its own between its two ends: the `nodes` first, then one
 * per edge (in the order given). Choosing an edge's node is choosing the edge, so that nodes are
 * connected only through chosen edges (two loops side by side, or two islands in line with no
 * bridge between them, are apart).
 */
export function edgesAsNodes(nodes: number, edges: readonly (readonly number[])[]): number[][] {
  const neighbours: number[][] = Array.from({ length: nodes + edges.length }, () => []);
  edges.forEach((ends, edge) => {
    for (const end of ends) {
      neighbours[end].push(nodes + edge);
      neighbours[nodes + edge].push(end);
    }
  });
  return neighbours;
}
