// Exact search for water sort and ball sort: A* over states with the tubes' order forgotten, with
// a consistent lower bound, so the first sorted state taken from the queue is reached by a
// shortest plan; when the queue runs dry every reachable state was seen and the level is
// unsolvable. It shares no move code with the simulator that checks its plans.
import type { Pour, SortLevel } from './watersort.ts';

export interface SortSearchOptions {
  timeoutMs?: number;
  /** States stored before giving up (memory grows with them). */
  maxStates?: number;
}

export interface SortSearchResult {
  status: 'solved' | 'unsolvable' | 'limit';
  /** Moves in the level's own tube numbering (0-based), when solved. */
  plan?: Pour[];
  moves?: number;
  /** States taken from the queue and expanded. */
  expanded: number;
  ms: number;
}

// A state is one string: each tube's units as characters, bottom to top, tubes sorted and joined
// by spaces. Sorting forgets the tubes' order; an empty tube is an empty string, so empties sort
// first and the first tube of a state is empty exactly when it has one.
// Colours are 'A' upward, to 0xFFFF at most (MAX_COLOURS): one character each, none a space.
const SEPARATOR = ' ';
const unitChar = (colour: number) => String.fromCharCode(65 + colour);
const tubeString = (tube: readonly number[]) => tube.map(unitChar).join('');
const stateKey = (tubes: string[]) => tubes.slice().sort().join(SEPARATOR);

/**
 * A binary min-heap of nodes by priority, ties to the lower node. Priority and node are kept
 * apart: packed into one double they were exact only while the priority stayed below 2^20.
 */
class Heap {
  private priorities: number[] = [];
  private nodes: number[] = [];
  get size() {
    return this.nodes.length;
  }
  /** True when (priority, node) comes before the entry at `at`. */
  private before(priority: number, node: number, at: number) {
    return priority < this.priorities[at] || (priority === this.priorities[at] && node < this.nodes[at]);
  }
  private place(at: number, priority: number, node: number) {
    this.priorities[at] = priority;
    this.nodes[at] = node;
  }
  push(priority: number, node: number) {
    let at = this.nodes.length;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.before(priority, node, parent)) break;
      this.place(at, this.priorities[parent], this.nodes[parent]);
      at = parent;
    }
    this.place(at, priority, node);
  }
  /** The node of least priority (the heap must not be empty). */
  pop(): number {
    const top = this.nodes[0];
    const priority = this.priorities.pop();
    const node = this.nodes.pop();
    if (priority === undefined || node === undefined) throw new Error('sort search: pop from an empty heap (a bug)');
    const size = this.nodes.length;
    if (size === 0) return top;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && this.before(this.priorities[child + 1], this.nodes[child + 1], child)) child++;
      if (this.before(priority, node, child)) break;
      this.place(at, this.priorities[child], this.nodes[child]);
      at = child;
    }
    this.place(at, priority, node);
    return top;
  }
}

// Priority: f = moves + bound first, then more moves first (deeper states finish sooner). Exact
// while f stays below 2^43, far past any level: f counts moves and blocks.
const priorityOf = (f: number, moves: number) => f * 1024 + Math.max(0, 1023 - moves);

interface Rules {
  capacity: number;
  ball: boolean;
  /** Colours with units in the level (units are never lost, so the same in every state). */
  present: boolean[];
  colours: number;
}

function rulesOf(level: SortLevel): Rules {
  // One pass over the units (asking each colour of every tube was colours x tubes: minutes at 65,000).
  const present = level.colours.map(() => false);
  for (const tube of level.tubes) for (const colour of tube) present[colour] = true;
  return { capacity: level.capacity, ball: level.rules === 'ball', present, colours: present.filter(Boolean).length };
}

/** The bound of src/domain/watersort-sim.ts `lowerBound`, on the string form (kept in step with it). */
function bound(tubes: string[], rules: Rules): number {
  const bottomRun = new Array<number>(rules.present.length).fill(0);
  let blocks = 0;
  let units = 0;
  for (const tube of tubes) {
    if (tube.length === 0) continue;
    units += tube.length;
    let run = 1;
    while (run < tube.length && tube.charCodeAt(run) === tube.charCodeAt(0)) run++;
    const bottom = tube.charCodeAt(0) - 65;
    if (run > bottomRun[bottom]) bottomRun[bottom] = run;
    blocks++;
    for (let unit = 1; unit < tube.length; unit++) if (tube.charCodeAt(unit) !== tube.charCodeAt(unit - 1)) blocks++;
  }
  let withoutBottom = 0;
  let unmoved = 0;
  bottomRun.forEach((run, colour) => {
    if (run === 0 && rules.present[colour]) withoutBottom++;
    unmoved += run;
  });
  const joins = blocks - rules.colours + withoutBottom;
  return rules.ball ? Math.max(joins, units - unmoved) : joins;
}

/** The bound the search uses, on ordinary tubes (tests hold it equal to the simulator's). */
export function searchBound(level: SortLevel, tubes: number[][]): number {
  return bound(tubes.map(tubeString), rulesOf(level));
}

const finished = (tube: string, capacity: number) => {
  if (tube.length !== capacity) return false;
  for (let unit = 1; unit < tube.length; unit++) if (tube.charCodeAt(unit) !== tube.charCodeAt(0)) return false;
  return true;
};

const sorted = (tubes: string[], capacity: number) => tubes.every((tube) => tube.length === 0 || finished(tube, capacity));

/**
 * The moves from a state, as [from, to, amount] triples. `pruned` leaves out moves that no
 * shortest plan needs: pours out of a finished tube (it holds every unit of its colour; a move out
 * only undoes it), pours from a one-colour tube onto an empty one (water: the same state again;
 * ball: a split whose two halves can always be played as one tube, a move shorter), and pours onto
 * any empty tube but the first (empties are interchangeable).
 */
function moves(tubes: string[], rules: Rules, pruned: boolean): number[] {
  const found: number[] = [];
  const firstEmpty = tubes.indexOf('');
  // Only tubes with room receive: with many colours most tubes are full, and trying each of them
  // from each source took minutes on a level of 65,000 tubes.
  const open: number[] = [];
  for (let to = 0; to < tubes.length; to++) if (tubes[to].length < rules.capacity) open.push(to);
  for (let from = 0; from < tubes.length; from++) {
    const source = tubes[from];
    if (source.length === 0 || (pruned && finished(source, rules.capacity))) continue;
    const top = source.charCodeAt(source.length - 1);
    let run = 1;
    while (run < source.length && source.charCodeAt(source.length - 1 - run) === top) run++;
    for (const to of open) {
      if (to === from) continue;
      const target = tubes[to];
      const free = rules.capacity - target.length;
      if (target.length === 0) {
        if (pruned && (to !== firstEmpty || run === source.length)) continue;
      } else if (free === 0 || target.charCodeAt(target.length - 1) !== top) continue;
      found.push(from, to, rules.ball ? 1 : Math.min(run, free));
    }
  }
  return found;
}

function pourOnto(tubes: string[], from: number, to: number, amount: number): string[] {
  const next = tubes.slice();
  const source = tubes[from];
  next[from] = source.slice(0, source.length - amount);
  next[to] = tubes[to] + source.slice(source.length - amount);
  return next;
}

/** The shortest plan for the level, or a proof that none exists, or 'limit'. */
export function searchSort(level: SortLevel, options: SortSearchOptions = {}): SortSearchResult {
  const started = Date.now();
  const deadline = options.timeoutMs === undefined ? Infinity : started + options.timeoutMs;
  const maxStates = options.maxStates ?? 3_000_000;
  const rules = rulesOf(level);
  const done = (status: SortSearchResult['status'], expanded: number, plan?: Pour[]): SortSearchResult => ({
    status,
    ...(plan ? { plan, moves: plan.length } : {}),
    expanded,
    ms: Date.now() - started,
  });

  // Node n: its state, its best known moves from the start, its parent, whether it was expanded.
  const states: string[] = [];
  const depth: number[] = [];
  const parent: number[] = [];
  const closed: boolean[] = [];
  const index = new Map<string, number>();
  const queue = new Heap();

  const start = level.tubes.map(tubeString);
  const addNode = (key: string, moveCount: number, from: number, tubes: string[]) => {
    let node = index.get(key);
    if (node === undefined) {
      node = states.length;
      states.push(key);
      depth.push(moveCount);
      parent.push(from);
      closed.push(false);
      index.set(key, node);
    } else if (closed[node] || depth[node] <= moveCount) return;
    depth[node] = moveCount;
    parent[node] = from;
    queue.push(priorityOf(moveCount + bound(tubes, rules), moveCount), node);
  };
  addNode(stateKey(start), 0, -1, start);

  let expanded = 0;
  while (queue.size > 0) {
    const node = queue.pop();
    if (closed[node]) continue;
    closed[node] = true;
    const tubes = states[node].split(SEPARATOR);
    if (sorted(tubes, rules.capacity))
      return done(
        'solved',
        expanded,
        replay(
          level,
          path(parent, node).map((n) => states[n]),
        ),
      );
    expanded++;
    if ((expanded & 1023) === 0 && Date.now() > deadline) return done('limit', expanded);
    if (states.length > maxStates) return done('limit', expanded);
    const found = moves(tubes, rules, true);
    for (let move = 0; move < found.length; move += 3) {
      const next = pourOnto(tubes, found[move], found[move + 1], found[move + 2]);
      addNode(stateKey(next), depth[node] + 1, node, next);
    }
  }
  return done('unsolvable', expanded);
}

function path(parent: number[], node: number): number[] {
  const nodes: number[] = [];
  for (let at = node; at !== -1; at = parent[at]) nodes.push(at);
  return nodes.reverse();
}

/**
 * The moves between consecutive states of a path, in the level's own tube numbering: the states
 * forgot which tube is which, so each step is found again among the moves of the actual tubes.
 */
function replay(level: SortLevel, keys: string[]): Pour[] {
  const rules = rulesOf(level);
  let tubes = level.tubes.map(tubeString);
  const plan: Pour[] = [];
  for (let step = 1; step < keys.length; step++) {
    const found = moves(tubes, rules, false);
    let next: string[] | null = null;
    for (let move = 0; move < found.length && next === null; move += 3) {
      const candidate = pourOnto(tubes, found[move], found[move + 1], found[move + 2]);
      if (stateKey(candidate) !== keys[step]) continue;
      const source = tubes[found[move]];
      plan.push({ from: found[move], to: found[move + 1], amount: found[move + 2], colour: source.charCodeAt(source.length - 1) - 65 });
      next = candidate;
    }
    if (next === null) throw new Error(`sort search: step ${step} of the path has no move (a bug)`);
    tubes = next;
  }
  return plan;
}
