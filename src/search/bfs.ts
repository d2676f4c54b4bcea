// Explicit-state search over any puzzle that can list its successor states: the oracle that every
// Z3 claim about plan lengths is checked against. Breadth-first search finds the fewest moves,
// optionally under a bound on a cost (minutes, say); Dijkstra finds the least cost.
import type { ListedStates } from '../kind/planning-spec.ts';

export interface StateSpace<State, Move> {
  start: State;
  /** Equal keys for states that are the same for the puzzle. */
  key(state: State): string;
  isGoal(state: State): boolean;
  /** Every move allowed from a state, with the state it leads to. */
  successors(state: State): Iterable<{ move: Move; state: State }>;
  /** What a move costs (positive); every move costs 1 when absent. */
  cost?(move: Move, from: State): number;
}

export interface SearchLimits {
  /** Only plans whose total cost stays within this bound count. */
  costBound?: number;
  /** Give up (status 'limit') after this many states. */
  maxStates?: number;
  timeoutMs?: number;
}

export interface SearchResult<Move> {
  /** solved: `plan` is optimal; unsolvable: every reachable state was explored; limit: gave up. */
  status: 'solved' | 'unsolvable' | 'limit';
  plan?: Move[];
  /** The plan's total cost. */
  cost?: number;
  /** States taken off the queue. */
  explored: number;
}

interface Node<State, Move> {
  state: State;
  cost: number;
  parent?: Node<State, Move>;
  move?: Move;
}

function planOf<State, Move>(node: Node<State, Move>): Move[] {
  const plan: Move[] = [];
  for (let at: Node<State, Move> | undefined = node; at?.parent; at = at.parent) {
    // Every node but the start was reached by a move.
    if (at.move === undefined) throw new Error('internal error: a search node with a parent and no move');
    plan.push(at.move);
  }
  return plan.reverse();
}

/**
 * A cost plus a move's cost. Past 2^53 sums round, and two plans of different cost would tie: the
 * kinds bound their inputs so that this never happens (bridge: 10^12 minutes), and if it did, the
 * search stops with an internal error rather than answer wrongly.
 */
function addCost(cost: number, more: number): number {
  const sum = cost + more;
  if (sum > Number.MAX_SAFE_INTEGER) throw new Error(`search: a plan's cost passed 2^53 - 1 (${cost} + ${more}), where sums round`);
  return sum;
}

/**
 * The state a move leads to, for a space's successors: a simulator answers a state, or why the
 * move is illegal; a move the space listed itself being illegal is our error.
 */
export function legal<State extends object>(next: State | string): State {
  if (typeof next === 'string') throw new Error(`internal error: a move of the state space is illegal: ${next}`);
  return next;
}

const outOfTime = (limits: SearchLimits, started: number, explored: number) =>
  explored > (limits.maxStates ?? Infinity) || (explored % 1024 === 0 && performance.now() - started > (limits.timeoutMs ?? Infinity));

/**
 * The plan with the fewest moves among those whose cost stays within `costBound`. A state is
 * expanded again only when reached more cheaply than before: BFS reaches it in no fewer moves,
 * so the earlier visit, with fewer moves and no more cost, dominates every other.
 */
export function shortestPlan<State, Move>(space: StateSpace<State, Move>, limits: SearchLimits = {}): SearchResult<Move> {
  const started = performance.now();
  const cheapest = new Map<string, number>([[space.key(space.start), 0]]);
  const queue: Node<State, Move>[] = [{ state: space.start, cost: 0 }];
  const bound = limits.costBound ?? Infinity;
  let explored = 0;
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (outOfTime(limits, started, ++explored)) return { status: 'limit', explored };
    if (space.isGoal(node.state)) return { status: 'solved', plan: planOf(node), cost: node.cost, explored };
    for (const { move, state } of space.successors(node.state)) {
      const cost = addCost(node.cost, space.cost?.(move, node.state) ?? 1);
      const key = space.key(state);
      if (cost > bound || (cheapest.get(key) ?? Infinity) <= cost) continue;
      cheapest.set(key, cost);
      queue.push({ state, cost, parent: node, move });
    }
  }
  return { status: 'unsolvable', explored };
}

/** The plan of least total cost (Dijkstra), or unsolvable when no goal is reachable. */
export function cheapestPlan<State, Move>(space: StateSpace<State, Move>, limits: SearchLimits = {}): SearchResult<Move> {
  const started = performance.now();
  const settled = new Set<string>();
  const heap = new MinHeap<Node<State, Move>>((node) => node.cost);
  heap.push({ state: space.start, cost: 0 });
  let explored = 0;
  for (let node = heap.pop(); node; node = heap.pop()) {
    const key = space.key(node.state);
    if (settled.has(key)) continue;
    settled.add(key);
    if (outOfTime(limits, started, ++explored)) return { status: 'limit', explored };
    if (space.isGoal(node.state)) return { status: 'solved', plan: planOf(node), cost: node.cost, explored };
    for (const { move, state } of space.successors(node.state)) {
      if (!settled.has(space.key(state))) heap.push({ state, cost: addCost(node.cost, space.cost?.(move, node.state) ?? 1), parent: node, move });
    }
  }
  return { status: 'unsolvable', explored };
}

/** A binary heap ordered by a numeric priority. */
class MinHeap<Item> {
  private readonly items: Item[] = [];

  constructor(private readonly priority: (item: Item) => number) {}

  push(item: Item): void {
    const items = this.items;
    items.push(item);
    for (let child = items.length - 1; child > 0; ) {
      const parent = (child - 1) >> 1;
      if (this.priority(items[parent]) <= this.priority(items[child])) break;
      [items[parent], items[child]] = [items[child], items[parent]];
      child = parent;
    }
  }

  pop(): Item | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    for (let parent = 0; ; ) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let least = parent;
      if (left < items.length && this.priority(items[left]) < this.priority(items[least])) least = left;
      if (right < items.length && this.priority(items[right]) < this.priority(items[least])) least = right;
      if (least === parent) return top;
      [items[parent], items[least]] = [items[least], items[parent]];
      parent = least;
    }
  }
}

/**
 * A search space with every state it can be in listed (`every`, a superset of those reachable),
 * as the state-graph engine takes it: states by key, moves that change nothing left out.
 * Undefined past `limit` states.
 */
export function listedStates<State, Move>(space: StateSpace<State, Move>, every: Iterable<State>, limit: number): ListedStates<Move> | undefined {
  const byKey = new Map<string, State>([[space.key(space.start), space.start]]);
  for (const state of every) {
    byKey.set(space.key(state), state);
    if (byKey.size > limit) return undefined;
  }
  const stateOf = (key: string): State => {
    const state = byKey.get(key);
    // The keys asked for are the ones listed here.
    if (state === undefined) throw new Error(`internal error: no listed state has the key '${key}'`);
    return state;
  };
  return {
    start: space.key(space.start),
    states: byKey.keys(),
    next: (key) => [...space.successors(stateOf(key))].flatMap(({ move, state }) => (space.key(state) === key ? [] : [{ move, to: space.key(state) }])),
    goal: (key) => space.isGoal(stateOf(key)),
  };
}
