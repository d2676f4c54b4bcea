// One closed loop in a graph: the chosen edges form exactly one cycle (every node has two chosen
// edges or none, and the nodes on the loop are connected). The graph is plain structure computed
// in TypeScript; Z3 gets one Boolean per edge. How "one loop, not several" is stated is a named
// value of `loopEncodings`, so a puzzle encoding works with each of them.
import type { BoolTerm, Model } from './model.ts';
import { type Named, Registry } from './registry.ts';

export interface LoopGraph {
  /** Nodes are 0 .. nodes - 1. */
  nodes: number;
  /** Undirected edges between two distinct nodes. */
  edges: readonly (readonly [number, number])[];
  /** A node's name in variable names (`(3,4)` for a grid cell); its number when absent. */
  name?(node: number): string;
}

export interface LoopOptions {
  /** Nodes the loop must pass through (Masyu's pearls): the ordering starts at one of them, and cuts use them. */
  through?: readonly number[];
}

export interface LoopEncoding extends Named {
  /** Requires that `chosen` (one Boolean per edge of `graph`, in its order) is exactly one closed loop. */
  require(m: Model, graph: LoopGraph, chosen: readonly BoolTerm[], options?: LoopOptions): void;
}

/** The edges at each node, as indexes into `graph.edges`, with the node at their other end. */
export function incidence(graph: LoopGraph): { edge: number; other: number }[][] {
  const at: { edge: number; other: number }[][] = Array.from({ length: graph.nodes }, () => []);
  graph.edges.forEach(([a, b], edge) => {
    at[a].push({ edge, other: b });
    at[b].push({ edge, other: a });
  });
  return at;
}

const nameOf = (graph: LoopGraph, node: number) => graph.name?.(node) ?? String(node);

/**
 * The part every encoding shares: a node is on the loop or not, and has two chosen edges or none
 * accordingly; the nodes the loop must pass through are on it. Returns the on-loop Booleans.
 */
export function requireDegrees(m: Model, graph: LoopGraph, chosen: readonly BoolTerm[], options: LoopOptions = {}): BoolTerm[] {
  const through = new Set(options.through ?? []);
  const at = incidence(graph);
  const on = at.map((_, node) => (through.has(node) ? m.constant(true) : m.bool(`on loop[${nameOf(graph, node)}]`)));
  at.forEach((edges, node) => {
    const lines = edges.map(({ edge }) => chosen[edge]);
    // A node on the loop has two of its edges chosen, a node off it none: lines + 2 x (off) = 2.
    m.require('two lines or none', through.has(node) ? m.exactly(lines, 2) : m.weightedExactly([...lines, m.not(on[node])], [...lines.map(() => 1), 2], 2));
  });
  return on;
}

/**
 * The loop is one cycle because its nodes can be numbered along it: every node on the loop has a
 * successor (one of its two loop edges, directed away from it), and the successor's rank is one
 * more than its own, except at the start, rank 0. A second cycle would need ranks that rise all
 * the way round. The start is the first node the loop must pass through, or else the first node
 * on the loop; at the start the loop is directed to its lower-numbered neighbour, so each loop has
 * one numbering.
 */
export const rankLoop: LoopEncoding = {
  id: 'rank',
  idea: 'number the nodes along the loop from a start node: each successor ranks one higher (integers, decided up front)',
  require(m, graph, chosen, options = {}) {
    const on = requireDegrees(m, graph, chosen, options);
    const name = (node: number) => nameOf(graph, node);
    const start = startNodes(m, graph, on, options);

    // Each chosen edge is directed one way: the loop runs along it from a node to its successor.
    const arcs: { edge: number; other: number; out: BoolTerm }[][] = on.map(() => []);
    graph.edges.forEach(([a, b], edge) => {
      const forward = m.bool(`next[${name(a)}->${name(b)}]`);
      const backward = m.bool(`next[${name(b)}->${name(a)}]`);
      m.require('loop direction', m.iff(chosen[edge], m.or(forward, backward)), m.not(m.and(forward, backward)));
      arcs[a].push({ edge, other: b, out: forward });
      arcs[b].push({ edge, other: a, out: backward });
    });

    // Every node on the loop has exactly one successor (so, with two lines, exactly one predecessor).
    arcs.forEach((out, node) => m.require('one successor', m.weightedExactly([...out.map((arc) => arc.out), m.not(on[node])], [...out.map(() => 1), 1], 1)));

    // Ranks rise by one along the loop, except into the start.
    const rank = on.map((_, node) => m.int(`rank[${name(node)}]`, 0, graph.nodes - 1));
    arcs.forEach((out, node) => {
      m.require('start at rank 0', m.implies(start[node], rank[node].eq(0)));
      for (const arc of out) m.require('ranks rise along the loop', m.implies(m.and(arc.out, m.not(start[arc.other])), rank[arc.other].eq(rank[node].add(1))));
    });

    // One numbering per loop: from the start, the loop goes first to its lower-numbered neighbour.
    arcs.forEach((out, node) => {
      const sorted = [...out].sort((x, y) => x.other - y.other);
      sorted.forEach((lower, i) => {
        for (const higher of sorted.slice(i + 1)) m.require('one direction', m.implies(m.and(start[node], chosen[lower.edge]), m.not(higher.out)));
      });
    });
  },
};

/**
 * Whether each node is the loop's start: the first node it must pass through, when there is one;
 * otherwise the first node on the loop in node order (an "on loop before" chain), which also
 * requires the loop to exist.
 */
function startNodes(m: Model, graph: LoopGraph, on: BoolTerm[], options: LoopOptions): BoolTerm[] {
  const through = options.through ?? [];
  if (through.length > 0) {
    const first = Math.min(...through);
    return on.map((_, node) => m.constant(node === first));
  }
  m.require('a loop exists', m.or(...on));
  const start: BoolTerm[] = [];
  let before = m.constant(false);
  on.forEach((here, node) => {
    start.push(m.and(here, m.not(before)));
    if (node < on.length - 1) {
      const next = m.bool(`on loop before[${nameOf(graph, node + 1)}]`);
      m.require('first node on the loop', m.iff(next, m.or(before, here)));
      before = next;
    }
  });
  return start;
}

export const loopEncodings = new Registry<LoopEncoding>('loop encoding', [rankLoop]);
