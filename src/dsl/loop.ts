// "The chosen edges of a graph form exactly one closed loop": every node has two chosen edges or
// none, and the nodes on the loop are connected through chosen edges; the loop is not empty. One
// signature, several encodings picked by name from a registry, as for connectivity
// (src/dsl/connectivity.ts). The graph is plain TypeScript; Z3 sees one Boolean per edge and
// whatever an encoding adds to tie them together.
import { connected, connectivityEncodings, edgesAsNodes, fresh } from './connectivity.ts';
import type { BoolTerm, Model, Values } from './model.ts';
import { Registry } from './registry.ts';

export interface LoopGraph {
  /** Nodes are 0 .. nodes - 1. */
  nodes: number;
  /** Undirected edges between two distinct nodes; `chosen` has one Boolean per edge, in this order. */
  edges: readonly (readonly [number, number])[];
  /** A node's name in variable names (`(3,4)` for a grid cell); its number when absent. */
  name?(node: number): string;
}

export interface LoopOptions {
  /**
   * Nodes the loop must pass through (Masyu's pearls). They are stated as such, and encodings use
   * them: the ordering starts at one, and a lazy cut around a loop with one inside and one outside
   * needs no other condition.
   */
  through?: readonly number[];
}

export interface LoopEncoding {
  id: string;
  idea: string;
  /** Requires, under `rule`, that the edges whose Boolean is true form exactly one closed loop. */
  state(m: Model, rule: string, chosen: readonly BoolTerm[], graph: LoopGraph, options: LoopOptions): void;
}

interface Arc {
  edge: number;
  other: number;
}

/** The edges at each node, with the node at their other end. */
function incidence(graph: LoopGraph): Arc[][] {
  const at: Arc[][] = Array.from({ length: graph.nodes }, () => []);
  graph.edges.forEach(([a, b], edge) => {
    at[a].push({ edge, other: b });
    at[b].push({ edge, other: a });
  });
  return at;
}

const nameOf = (graph: LoopGraph, node: number) => graph.name?.(node) ?? String(node);

/**
 * What every encoding states up front: a node is on the loop or not, with two chosen edges or none
 * accordingly; the nodes the loop must pass through are on it; some node is. Returns the on-loop
 * Booleans (the constant true for nodes it must pass through).
 */
function twoLinesOrNone(
  m: Model,
  rule: string,
  name: string,
  chosen: readonly BoolTerm[],
  graph: LoopGraph,
  through: ReadonlySet<number>,
  clauses: false | 'on' | 'lines' = false,
): BoolTerm[] {
  const at = incidence(graph);
  // With clauses over the lines alone, a node is on the loop when a line meets it (no variable).
  const on = at.map((arcs, node) =>
    through.has(node)
      ? m.constant(true)
      : clauses === 'lines' && arcs.length <= 4
        ? m.or(...arcs.map(({ edge }) => chosen[edge]))
        : m.bool(`${name} on[${nameOf(graph, node)}]`),
  );
  at.forEach((arcs, node) => {
    const lines = arcs.map(({ edge }) => chosen[edge]);
    if (clauses === 'lines' && lines.length <= 4) {
      // As clauses on the lines alone: a line has another beside it; no three lines.
      // Each line's negation built once (every term is a call into Z3).
      const not = lines.map((line) => m.not(line));
      // The others by position: two lines may be one term (m.or of a single piece is that piece).
      const others = (i: number) => lines.filter((_, j) => j !== i);
      lines.forEach((_, i) => m.require(`${rule}: two lines or none`, m.or(not[i], ...others(i))));
      not.forEach((a, i) => not.slice(i + 1).forEach((b, j) => not.slice(i + j + 2).forEach((c) => m.require(`${rule}: two lines or none`, m.or(a, b, c)))));
      if (through.has(node)) m.require(`${rule}: two lines or none`, m.or(...lines));
      return;
    }
    if (clauses && lines.length <= 4) {
      // The same as clauses: a line makes the node on; on, it has another line besides any one; no three lines.
      const off = m.not(on[node]);
      // The others by position: two lines may be one term (m.or of a single piece is that piece).
      const others = (i: number) => lines.filter((_, j) => j !== i);
      lines.forEach((line, i) => {
        if (!through.has(node)) m.require(`${rule}: two lines or none`, m.or(m.not(line), on[node]));
        m.require(`${rule}: two lines or none`, through.has(node) ? m.or(...others(i)) : m.or(off, ...others(i)));
      });
      lines.forEach((a, i) =>
        lines
          .slice(i + 1)
          .forEach((b, j) => lines.slice(i + j + 2).forEach((c) => m.require(`${rule}: two lines or none`, m.or(m.not(a), m.not(b), m.not(c))))),
      );
      return;
    }
    // A node on the loop has two of its edges chosen, a node off it none: lines + 2 x (off) = 2.
    m.require(
      `${rule}: two lines or none`,
      through.has(node) ? m.exactly(lines, 2) : m.weightedExactly([...lines, m.not(on[node])], [...lines.map(() => 1), 2], 2),
    );
  });
  if (through.size === 0) m.require(`${rule}: a loop exists`, m.or(...on));
  return on;
}

/**
 * Up front, an ordering along the loop: every node on it has one successor (one of its two loop
 * edges, directed away from it) whose rank is one more than its own, except the start, rank 0. A
 * second loop would need ranks that rise all the way round. The start is the first node the loop
 * must pass through, or else the first node on the loop; from the start the loop goes first to its
 * lower-numbered neighbour, so each loop has one numbering.
 */
const rank: LoopEncoding = {
  id: 'rank',
  idea: 'number the nodes along the loop from a start node, each successor one higher (integer ranks, stated up front)',
  state(m, rule, chosen, graph, options) {
    const name = fresh(m, rule);
    const node = (n: number) => nameOf(graph, n);
    const on = twoLinesOrNone(m, rule, name, chosen, graph, new Set(options.through));
    const start = startNodes(m, rule, name, graph, on, options);

    // Each chosen edge is directed one way: the loop runs along it from a node to its successor.
    const out: (Arc & { next: BoolTerm })[][] = on.map(() => []);
    graph.edges.forEach(([a, b], edge) => {
      const forward = m.bool(`${name} next[${node(a)}->${node(b)}]`);
      const backward = m.bool(`${name} next[${node(b)}->${node(a)}]`);
      m.require(`${rule}: direction`, m.iff(chosen[edge], m.or(forward, backward)), m.not(m.and(forward, backward)));
      out[a].push({ edge, other: b, next: forward });
      out[b].push({ edge, other: a, next: backward });
    });

    // Every node on the loop has exactly one successor (and so, with two lines, one predecessor).
    out.forEach((arcs, n) =>
      m.require(`${rule}: one successor`, m.weightedExactly([...arcs.map((arc) => arc.next), m.not(on[n])], [...arcs.map(() => 1), 1], 1)),
    );

    // Ranks rise by one along the loop, except into the start.
    const ranks = on.map((_, n) => m.int(`${name} rank[${node(n)}]`, 0, graph.nodes - 1));
    out.forEach((arcs, n) => {
      m.require(`${rule}: start at rank 0`, m.implies(start[n], ranks[n].eq(0)));
      for (const arc of arcs) m.require(`${rule}: ranks rise`, m.implies(m.and(arc.next, m.not(start[arc.other])), ranks[arc.other].eq(ranks[n].add(1))));
    });

    // One numbering per loop: from the start, the loop goes first to its lower-numbered neighbour.
    out.forEach((arcs, n) => {
      const sorted = [...arcs].sort((x, y) => x.other - y.other);
      sorted.forEach((lower, i) => {
        for (const higher of sorted.slice(i + 1)) m.require(`${rule}: one direction`, m.implies(m.and(start[n], chosen[lower.edge]), m.not(higher.next)));
      });
    });
  },
};

/**
 * Whether each node is the loop's start: the first node it must pass through, when there is one;
 * otherwise the first node on the loop in node order (an "on the loop before" chain).
 */
function startNodes(m: Model, rule: string, name: string, graph: LoopGraph, on: BoolTerm[], options: LoopOptions): BoolTerm[] {
  if (options.through?.length) {
    const first = Math.min(...options.through);
    return on.map((_, node) => m.constant(node === first));
  }
  let before = m.constant(false);
  return on.map((here, node) => {
    const start = m.and(here, m.not(before));
    if (node < on.length - 1) {
      const next = m.bool(`${name} on before[${nameOf(graph, node + 1)}]`);
      m.require(`${rule}: first node on the loop`, m.iff(next, m.or(before, here)));
      before = next;
    }
    return start;
  });
}

/**
 * Lazily: two lines or none up front; each model's loops are found in TypeScript, and when there
 * are several, each is cut off. Take a loop through the nodes S, and a part R of the graph left
 * when S is taken out. A solution with a node inside S and one inside R has a loop that goes from
 * one to the other, and the last time it leaves S it steps into R: some chosen edge joins S to R.
 * That cut is made for every part R holding a node the loop must pass through, when S holds one
 * too; otherwise for a part holding another loop of this model, as "a node of S and a node of R
 * both on the loop => an edge joins S to R". This model has no such edge. (In a grid, a loop
 * separates its inside from its outside, so the edges it may leave by are only those on one side.)
 */
const lazyCutsWith = (clauses: false | 'on' | 'lines'): LoopEncoding => ({
  id: `lazy-cuts${clauses === 'on' ? '-clauses' : clauses === 'lines' ? '-line-clauses' : ''}`,
  idea: `two lines or none up front${clauses === 'on' ? ' (as clauses where a node has at most four edges)' : clauses === 'lines' ? ' (as clauses on the lines alone where a node has at most four edges)' : ''}; each model split into loops, each cut off from the rest (some line must leave it towards them), solved again`,
  state(m, rule, chosen, graph, options) {
    const through = new Set(options.through);
    const on = twoLinesOrNone(m, rule, fresh(m, rule), chosen, graph, through, clauses);
    const at = incidence(graph);
    // Whole: one loop is every node on it reached from the first along the loop's own lines.
    const links = graph.edges.map((between, edge) => ({ between, via: chosen[edge] }));
    m.lazy(rule, (values) => leaveEachLoop(m, at, chosen, on, through, values), { nodes: on, links });
  },
});
const lazyCuts = lazyCutsWith(false);

function leaveEachLoop(m: Model, at: Arc[][], chosen: readonly BoolTerm[], on: BoolTerm[], through: ReadonlySet<number>, values: Values): BoolTerm[] {
  // Each line read once; the rest is array work (a 25x25 Masyu's rounds took ~4 ms each in Sets and Maps).
  const drawn = Uint8Array.from(chosen, (line) => (values.bool(line) ? 1 : 0));
  const loops = loopsOf(at, drawn);
  if (loops.length < 2) return [];
  const onLoop = new Uint8Array(at.length);
  for (const loop of loops) for (const node of loop) onLoop[node] = 1;
  return loops.flatMap((loop) => {
    const within = loop.find((node) => through.has(node));
    const { parts, partOf } = partsWithout(at, loop);
    // The lines from the loop into each part, in the loop's order.
    const joining = parts.map((): BoolTerm[] => []);
    for (const node of loop) for (const arc of at[node]) if (partOf[arc.other] >= 0) joining[partOf[arc.other]].push(chosen[arc.edge]);
    return parts.flatMap((part, i) => {
      const beyond = part.find((node) => through.has(node));
      if (within !== undefined && beyond !== undefined) return [m.or(...joining[i])];
      // Witnesses on the loop now: a node of this loop, and one of another loop in this part.
      const witness = beyond ?? part.find((node) => onLoop[node] === 1);
      return witness === undefined ? [] : [m.or(m.not(on[within ?? loop[0]]), m.not(on[witness]), ...joining[i])];
    });
  });
}

/** The connected parts of the graph once the nodes of `removed` are taken out, and each node's part (-1 for those taken out). */
function partsWithout(at: Arc[][], removed: readonly number[]): { parts: number[][]; partOf: Int32Array } {
  const partOf = new Int32Array(at.length).fill(-2);
  for (const node of removed) partOf[node] = -1;
  const parts: number[][] = [];
  for (let start = 0; start < at.length; start++) {
    if (partOf[start] !== -2) continue;
    const part = [start];
    partOf[start] = parts.length;
    for (let i = 0; i < part.length; i++) {
      for (const arc of at[part[i]]) if (partOf[arc.other] === -2) (partOf[arc.other] = parts.length), part.push(arc.other);
    }
    parts.push(part);
  }
  return { parts, partOf };
}

/** The node sets of the loops (connected parts) formed by the edges drawn (1 in `drawn`). */
function loopsOf(at: Arc[][], drawn: Uint8Array): number[][] {
  const seen = new Uint8Array(at.length);
  const loops: number[][] = [];
  at.forEach((arcs, start) => {
    if (seen[start] || !arcs.some((arc) => drawn[arc.edge])) return;
    const loop = [start];
    seen[start] = 1;
    for (let i = 0; i < loop.length; i++) {
      for (const arc of at[loop[i]]) if (drawn[arc.edge] && !seen[arc.other]) (seen[arc.other] = 1), loop.push(arc.other);
    }
    loops.push(loop);
  });
  return loops;
}

/**
 * Through the connectivity primitive: two lines or none, and the nodes on the loop with the chosen
 * edges connected in the graph where each edge is a node of its own between its two ends (so two
 * loops side by side, joined by no chosen edge, are apart), stated by a connectivity encoding.
 */
const viaConnected = (connectivity: string): LoopEncoding => ({
  id: `connected-${connectivity}`,
  idea: `two lines or none, and the loop's nodes and edges connected (connectivity encoding '${connectivity}')`,
  state(m, rule, chosen, graph, options) {
    const on = twoLinesOrNone(m, rule, fresh(m, rule), chosen, graph, new Set(options.through));
    connected(m, `${rule}: connected`, [...on, ...chosen], edgesAsNodes(graph.nodes, graph.edges), { encoding: connectivity, empty: false });
  },
});

export const loopEncodings = new Registry<LoopEncoding>('loop encoding', [
  rank,
  lazyCuts,
  lazyCutsWith('on'),
  lazyCutsWith('lines'),
  ...connectivityEncodings.all().map((connectivity) => viaConnected(connectivity.id)),
]);

/**
 * Requires, under `rule`, that the chosen edges form exactly one closed loop, stated by the named
 * encoding (the registry above lists them).
 */
export function singleLoop(m: Model, rule: string, chosen: readonly BoolTerm[], graph: LoopGraph, options: LoopOptions & { encoding: string }): void {
  if (graph.edges.length !== chosen.length) throw new RangeError(`${chosen.length} edges chosen over a graph of ${graph.edges.length}`);
  loopEncodings.get(options.encoding).state(m, rule, chosen, graph, options);
}
