// Numbers at the edges: every number a parser accepts is exact or refused with the limit named
// (issue 16), and every search engine, at the edge of its numeric range, agrees with a second
// oracle: a plain BFS over exact string keys, with moves written here in bigints.
import { describe, expect, it } from 'vitest';
import { jugEncodings } from '../encodings/jugs/index.ts';
import { MAX_TIMEOUT_S } from '../src/cli/deadline.ts';
import { timeoutOf } from '../src/cli/argv.ts';
import { main } from '../src/cli/main.ts';
import { parseAquariumText, parsePuzzleTeam } from '../src/kinds/aquarium/format.ts';
import { type BridgePuzzle, checkBridgePlan, crossingMinutes, parseBridge } from '../src/kinds/bridge/bridge.ts';
import { InputError } from '../src/errors.ts';
import { checkJugPlan, type JugPuzzle, parseJugs } from '../src/kinds/jugs/jugs.ts';
import { LARGEST_WHOLE } from '../src/format/numbers.ts';
import { parseRiver } from '../src/kinds/river/format.ts';
import { checkRiverPlan, type RiverPuzzle } from '../src/kinds/river/river.ts';
import { jugHorizonLimit, searchJugs, stateSpaceBound } from '../src/kinds/jugs/bfs.ts';
import { parseSortLevel } from '../src/kinds/watersort/format.ts';
import { checkPlan } from '../src/kinds/watersort/simulate.ts';
import { MAX_COLOURS, MAX_TUBES, type SortLevel } from '../src/kinds/watersort/watersort.ts';
import { cheapestPlan, shortestPlan, type StateSpace } from '../src/search/bfs.ts';
import { searchSort } from '../src/kinds/watersort/search.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { z3Session } from '../src/solver/session.ts';
import { z3TimeoutMs } from '../src/solver/check.ts';
import { checkInvariant as hornInvariant, transitionSystem } from '../src/solver/horn.ts';
import { type IntTerm, Model, valuesOf } from '../src/dsl/model.ts';
import { capture } from './helpers/capture.ts';
import { fewestMoves } from './helpers/exact-bfs.ts';
import { catalogue } from '../src/catalogue/index.ts';

const bridgeSpec = catalogue.bridge.made.spec;
const riverSpec = catalogue.river.made.spec;

const LARGEST = '9007199254740991';

/** The message of the InputError a parser throws on `text`; fails the test when it accepts it. */
function refusal(parse: (text: string, source: string) => unknown, text: string): string {
  try {
    parse(text, 'edge.txt');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${text}`);
}

async function run(...argv: string[]) {
  const io = capture();
  const status = await main(argv, io);
  return { status, stdout: io.stdout(), stderr: io.stderr() };
}

// ---- Jugs ----

/** Shortest plan length by BFS over bigint levels; the moves are the rules as the puzzle states them. */
function exactJugs(puzzle: JugPuzzle): number | 'none' | 'limit' {
  const capacity = puzzle.capacities.map(BigInt);
  const jugs = capacity.map((_, jug) => jug);
  const target = puzzle.target;
  return fewestMoves<bigint[]>({
    start: puzzle.start.map(BigInt),
    key: (levels) => levels.join(' '),
    isGoal(levels) {
      switch (target.kind) {
        case 'any':
          return levels.includes(BigInt(target.amount));
        case 'jug':
          return levels[target.jug] === BigInt(target.amount);
        case 'total':
          return levels.reduce((sum, level) => sum + level, 0n) === BigInt(target.amount);
        case 'exactly':
          return target.levels.every((level, jug) => levels[jug] === BigInt(level));
        case 'amounts':
          throw new Error('not used here');
      }
    },
    next(levels) {
      const after: bigint[][] = [];
      const set = (jug: number, level: bigint) => levels.map((old, other) => (other === jug ? level : old));
      if (puzzle.tap) for (const jug of jugs) after.push(set(jug, capacity[jug]), set(jug, 0n));
      for (const from of jugs) {
        for (const to of jugs.filter((other) => other !== from)) {
          const room = capacity[to] - levels[to];
          const poured = levels[from] < room ? levels[from] : room;
          after.push(levels.map((level, jug) => (jug === from ? level - poured : jug === to ? level + poured : level)));
        }
      }
      return after;
    },
  });
}

const jugPuzzle = (text: string) => parseJugs(text, 'edge.txt');
/** Jug puzzles whose capacities reach 2^53 - 1 but whose reachable states are few. */
const edgeJugs = {
  'one pour': `jugs: ${LARGEST} 2 1\nstart: ${LARGEST} 0 0\ntap: no\ntarget: jug 3 holds 1\n`,
  'six pours': `jugs: ${LARGEST} 5 3\nstart: ${LARGEST} 0 0\ntap: no\ntarget: jug 2 holds 4\n`,
  'tap, two moves': `jugs: ${LARGEST} 9007199254740990\nstart: 0 0\ntap: yes\ntarget: any 1\n`,
  // Every small jug holds 0 or 2, so 1 is out of reach; the mixed-radix key of old rounded here.
  impossible: `jugs: ${LARGEST} 2 2\nstart: ${LARGEST} 0 0\ntap: no\ntarget: jug 2 holds 1\n`,
  // 2^53 + 3 litres in all: no sum of the levels is exact as a number.
  'water past 2^53': `jugs: ${LARGEST} 9007199254740990 4\nstart: ${LARGEST} 0 4\ntap: no\ntarget: exactly 5 9007199254740990 0\n`,
};

describe('jugs at 2^53 - 1', () => {
  it('reads capacities up to 2^53 - 1 exactly and refuses larger numbers, naming the place and the limit', () => {
    expect(jugPuzzle(edgeJugs['one pour']).capacities[0]).toBe(LARGEST_WHOLE);
    const limit = "expected capacities of at most 9007199254740991 (2^53 - 1, the largest whole number held exactly); found '9007199254740993'";
    expect(refusal(parseJugs, 'jugs: 9007199254740993 2\ntarget: any 1')).toBe(`edge.txt: line 1: ${limit}`);
    expect(refusal(parseJugs, 'jugs: 3 5\nstart: 0 000000000000000000000000000007\ntarget: any 1')).toMatch(/^edge\.txt: line 2: starting amount 7 of J5/);
    expect(refusal(parseJugs, 'jugs: 3 5\ntarget: jug 2 holds 9007199254740992')).toMatch(
      /^edge\.txt: line 2: expected an amount of at most 9007199254740991 .*found '9007199254740992'$/,
    );
    // 2^64 + 2 would round onto 2^64, and as a jug number minus one... it is simply no jug.
    expect(refusal(parseJugs, 'jugs: 3 5\ntarget: jug 18446744073709551618 holds 1')).toMatch(
      /expected a jug number 1\.\.2 or a name among J3, J5, found '18446744073709551618'$/,
    );
    // JSON.parse would round these before any check; they are refused where they are written.
    expect(refusal(parseJugs, '{"jugs": [3, 5],\n "start": [0, 9007199254740993], "target": {"any": 1}}')).toBe(
      'edge.txt: line 2, column 15: expected whole numbers of at most 9007199254740991 (2^53 - 1, the largest whole number held exactly); found 9007199254740993',
    );
    expect(refusal(parseJugs, '{"jugs": [3, 9007199254740990.5], "target": {"any": 1}}')).toMatch(/column 14: .*found 9007199254740990\.5$/);
    expect(refusal(parseJugs, '{"jugs": [3, 1e400], "target": {"any": 1}}')).toMatch(/found 1e400$/);
    expect(jugPuzzle('{"jugs": [3, 5e0], "target": {"any": 4}}').capacities).toEqual([3, 5]);
  });

  it('BFS finds what a BFS over bigint levels finds, on every edge puzzle', () => {
    for (const [name, text] of Object.entries(edgeJugs)) {
      const puzzle = jugPuzzle(text);
      const found = searchJugs(puzzle);
      const expected = exactJugs(puzzle);
      expect(expected, name).not.toBe('limit');
      expect(found.status === 'solved' ? found.plan!.length : found.status === 'unsolvable' ? 'none' : 'limit', name).toBe(expected);
      if (found.plan) expect(checkJugPlan(puzzle, found.plan), name).toEqual([]);
    }
  });

  it('counts states exactly past 2^53 without an array per litre, and caps the horizon', () => {
    expect(stateSpaceBound(jugPuzzle(edgeJugs['one pour']))).toBe(6n);
    // The total is 10^12 litres: the bound once built an array that long.
    expect(stateSpaceBound(jugPuzzle('jugs: 1000000000000 2 1\nstart: 1000000000000 0 0\ntap: no\ntarget: jug 3 holds 1'))).toBe(6n);
    const tap = jugPuzzle(edgeJugs['tap, two moves']);
    expect(stateSpaceBound(tap)).toBe(9007199254740992n * 9007199254740991n);
    expect(jugHorizonLimit(tap)).toBe(LARGEST_WHOLE);
  });

  it('the integer encodings find the same optimum at 2^53 - 1 (Z3 integers are exact)', async () => {
    const puzzle = jugPuzzle(edgeJugs['six pours']);
    for (const id of ['jugs/conserving', 'jugs/level-action']) {
      const report = await searchHorizons(jugEncodings.get(id), puzzle, {
        strategy: 'qf-fd',
        from: 0,
        to: 8,
        timeoutMs: 20_000,
        verify: (plan) => checkJugPlan(puzzle, plan),
      });
      expect([report.status, report.horizon], id).toEqual(['sat', 6]);
    }
  }, 60_000);

  it("solves the issue's puzzles from the command line, and refuses what is past the limits with exit 2", async () => {
    const solved = await run('solve', edgeJugs['one pour'], '--kind', 'jugs', '--engine', 'jugs/bfs');
    expect(solved.status).toBe(0);
    expect(solved.stdout).toMatch(/^solved in 1 move by jugs\/bfs, [\d.]+ s; verified by the simulator\n1\. Pour J9007199254740991 into J1 /);
    const within = await run('check', edgeJugs['six pours'], '--kind', 'jugs', '--within', '10', '--engine', 'jugs/bfs');
    expect([within.status, within.stdout.split('\n')[0]]).toEqual([0, 'solvable within 10: yes (6 moves, jugs/bfs; verified by the simulator)']);
    const tooLarge = await run('solve', 'jugs: 3 9007199254740993\ntarget: any 1', '--kind', 'jugs');
    expect([tooLarge.status, tooLarge.stderr]).toEqual([
      2,
      "puzzlebench: <argument>: line 1: expected capacities of at most 9007199254740991 (2^53 - 1, the largest whole number held exactly); found '9007199254740993'\n",
    ]);
    const table = await run('solve', 'jugs: 1000 700 300\ntarget: any 1', '--kind', 'jugs', '--engine', 'unary-table');
    expect(table.status).toBe(2);
    expect(table.stderr).toMatch(
      /^puzzlebench: jugs\/unary-table cannot state this puzzle: 2430009 Booleans and pour-table rows a step .* more than its limit of 100000; use --engine jugs\/conserving, jugs\/level-action or jugs\/bfs\n$/,
    );
  }, 30_000);
});

// ---- Aquarium ----

describe('Aquarium tank ids are labels, clues are exact', () => {
  // Left column one tank, right column another: the left fills, the right stays dry. As one tank
  // (the ids once rounded to one number) its level would wet both columns, and "no solution".
  const twoTanks = (left: string, right: string) => `2_0_1_1;${left},${right},${left},${right}`;

  it('tells ids apart past 2^53 and compares them as written, leading zeros dropped', () => {
    expect(parsePuzzleTeam(twoTanks('9007199254740993', '9007199254740992'), 'ids').tanks).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(parsePuzzleTeam(twoTanks('123456789012345678901234567890', '123456789012345678901234567891'), 'ids').tanks).toEqual([
      [0, 1],
      [0, 1],
    ]);
    // 007 and 7 name one tank, as 0 and 000 do.
    expect(parsePuzzleTeam('1_1_1_1;007,7,0,000', 'ids').tanks).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(refusal(parsePuzzleTeam, '1_1_1_1;1,1,-2,1')).toBe("edge.txt: tank id 3 (cell (2,1)): expected a tank id (a whole number), found '-2'");
  });

  it("solves the issue's task: two tanks, one full", async () => {
    const solved = await run('solve', twoTanks('9007199254740993', '9007199254740992'), '--unique');
    expect(solved.status).toBe(0);
    expect(solved.stdout).toContain('unique: yes');
  }, 30_000);

  it('refuses clues and sizes past 2^53 - 1 as written, not rounded', () => {
    expect(refusal(parsePuzzleTeam, '9007199254740993_0_1_1;1,2,1,2')).toBe(
      "edge.txt: hint 1: expected a clue (a whole number, or - for none) of at most 9007199254740991 (2^53 - 1, the largest whole number held exactly); found '9007199254740993'",
    );
    expect(refusal(parseAquariumText, '  1 99999999999999999999\n1 ab\n')).toMatch(
      /^edge\.txt: line 1, column 5: expected a column clue .* of at most 9007199254740991 .*found '99999999999999999999'$/,
    );
    // The product 99999999 x 99999999 passes 2^53: the message counts it exactly.
    expect(refusal(parsePuzzleTeam, '99999999x99999999:1_1_1_1;1,1,1,1')).toBe(
      'edge.txt: size: a 99999999x99999999 grid needs 199999998 hints and 9999999800000001 tank ids, found 4 and 4',
    );
  });
});

// ---- Bridge and torch ----

/**
 * Fewest crossings within the torch, by BFS over who is across and the torch, keeping the least
 * minutes (a bigint) each was reached in: a state reached again, later and no sooner, is no use.
 */
function exactBridge(puzzle: BridgePuzzle): number | 'none' {
  const minutes = puzzle.people.map((walker) => BigInt(walker.minutes));
  const everyone = puzzle.people.map((_, person) => person);
  const groups = (from: number[], size: number): number[][] =>
    size === 0 || from.length === 0 ? [] : [[from[0]], ...groups(from.slice(1), size - 1).map((rest) => [from[0], ...rest]), ...groups(from.slice(1), size)];
  interface Side {
    far: boolean[];
    torchFar: boolean;
    elapsed: bigint;
  }
  const key = (state: Side) => `${state.far.map((far) => (far ? 1 : 0)).join('')} ${state.torchFar}`;
  const least = new Map<string, bigint>();
  let frontier: Side[] = [{ far: everyone.map(() => false), torchFar: false, elapsed: 0n }];
  for (let moves = 0; frontier.length > 0; moves++) {
    if (frontier.some((state) => state.far.every(Boolean))) return moves;
    frontier = frontier.flatMap((state) =>
      groups(
        everyone.filter((person) => state.far[person] === state.torchFar),
        puzzle.capacity,
      ).flatMap((group) => {
        const elapsed = state.elapsed + group.reduce((slowest, person) => (minutes[person] > slowest ? minutes[person] : slowest), 0n);
        const next = { far: state.far.map((far, person) => (group.includes(person) ? !far : far)), torchFar: !state.torchFar, elapsed };
        if (elapsed > BigInt(puzzle.torch) || (least.get(key(next)) ?? elapsed + 1n) <= elapsed) return [];
        least.set(key(next), elapsed);
        return [next];
      }),
    );
  }
  return 'none';
}

// Two walkers of a little under 10^12 minutes and a torch of 10^12, the largest the format takes.
const bridgeAt = (slow: number, slower: number, torch = '1000000000000') => `people: A 1, B 2, C ${slow}, D ${slower}\ncapacity: 2\ntorch: ${torch}\n`;

describe('bridge and torch at 10^12 minutes', () => {
  it('reads minutes and torch up to 10^12 and refuses more, naming the limit', () => {
    expect(parseBridge(bridgeAt(999999999990, 1000000000000), 'edge').people[3].minutes).toBe(1_000_000_000_000);
    expect(refusal(parseBridge, bridgeAt(1, 2, '1000000000001'))).toBe(
      "edge.txt: line 3: expected the torch's minutes of at most 1000000000000 (10^12, so that every sum of minutes stays exact); found '1000000000001'",
    );
    expect(refusal(parseBridge, '{"people": [{"name": "A", "minutes": 9007199254740993}], "torch": 5}')).toMatch(
      /^edge\.txt: line 1, column 38: .*found 9007199254740993$/,
    );
    expect(refusal(parseBridge, '{"people": [{"name": "A", "minutes": 1000000000001}], "torch": 5}')).toMatch(
      /^edge\.txt: people\[0\]\.minutes: expected the minutes of A of at most 1000000000000/,
    );
  });

  it('BFS finds what a BFS over bigint minutes finds, one plan within the torch and one 2 minutes past it', () => {
    // Quickest: A+B over, A back, C+D over, B back, A+B over = D's minutes + 7.
    for (const [text, expected] of [
      [bridgeAt(999999999985, 999999999990), 5],
      [bridgeAt(999999999990, 999999999995), 'none'],
    ] as const) {
      const puzzle = parseBridge(text, 'edge');
      const found = bridgeSpec.search.search(puzzle, { timeoutMs: 20_000 });
      expect(exactBridge(puzzle)).toBe(expected);
      expect(found.status === 'solved' ? found.plan!.length : found.status === 'unsolvable' ? 'none' : 'limit').toBe(expected);
      if (found.plan) expect(checkBridgePlan(puzzle, found.plan)).toEqual([]);
      if (found.plan) expect(found.plan.reduce((sum, move) => sum + crossingMinutes(puzzle, move.walkers), 0)).toBe(999999999997);
    }
  });

  it('stops a search whose costs pass 2^53 - 1 rather than compare rounded sums', () => {
    const space: StateSpace<number, number> = {
      start: 0,
      key: String,
      isGoal: (state) => state === 3,
      successors: (state) => [{ move: state, state: state + 1 }],
      cost: () => 2 ** 52,
    };
    expect(cheapestPlan({ ...space, isGoal: (state) => state === 1 }).cost).toBe(2 ** 52);
    expect(() => cheapestPlan(space)).toThrow(/cost passed 2\^53 - 1/);
    expect(() => shortestPlan(space)).toThrow(/cost passed 2\^53 - 1/);
  });

  it('names the quickest crossing exactly; the clock encoding agrees; the pseudo-Boolean one refuses past 2^31 - 1', async () => {
    const late = await run('solve', bridgeAt(999999999990, 999999999995), '--kind', 'bridge', '--engine', 'bridge/sides-clock');
    expect([late.status, late.stdout]).toEqual([
      1,
      'impossible: proved by least-time search (Dijkstra): the quickest way across takes 1000000000002 min, more than the 1000000000000-minute torch\n',
    ]);
    const clock = await run('solve', bridgeAt(999999999985, 999999999990), '--kind', 'bridge', '--engine', 'bridge/sides-clock', '--json');
    expect([clock.status, JSON.parse(clock.stdout).answer.moves]).toEqual([0, 5]);
    // 2^32 + 16 minutes: Z3 wrapped the bound to 16 and answered "no plan"; now it is refused.
    const wrapped = await run('check', bridgeAt(5, 10, '4294967312'), '--kind', 'bridge', '--within', '7', '--engine', 'bridge/groups');
    expect([wrapped.status, wrapped.stderr]).toEqual([
      2,
      "puzzlebench: bridge/groups takes minutes and torch up to 2147483647 (2^31 - 1: Z3's pseudo-Boolean weights are 32-bit integers), not 4294967312; use --engine bridge/sides-clock or bridge/bfs\n",
    ]);
    const within = await run('check', bridgeAt(5, 10, '2147483647'), '--kind', 'bridge', '--within', '7', '--engine', 'bridge/groups');
    // "Within 7" is one question, a plan of at most 7 crossings: Z3 may answer with the quickest
    // (5) or one with a wasted return trip (7), as its search goes; both are right.
    expect(within.status).toBe(0);
    expect(within.stdout.split('\n')[0]).toMatch(/^solvable within 7: yes \((5|7) moves, bridge\/groups; verified by the simulator\)$/);
  }, 60_000);
});

// ---- River crossing ----

/** Fewest crossings by BFS over how many of each kind are on the near bank (bigints), with the story's rule written here. */
function exactRiver(puzzle: RiverPuzzle): number | 'none' | 'limit' {
  if (puzzle.river !== 'missionaries') throw new Error('missionaries only');
  const all = [BigInt(puzzle.missionaries), BigInt(puzzle.cannibals)];
  const safe = ([missionaries, cannibals]: bigint[]) => missionaries === 0n || cannibals <= missionaries;
  interface Banks {
    near: bigint[];
    boatFar: boolean;
  }
  return fewestMoves<Banks>({
    start: { near: all, boatFar: false },
    key: (state) => `${state.near.join(' ')} ${state.boatFar}`,
    isGoal: (state) => state.near.every((count) => count === 0n),
    next(state) {
      const here = state.boatFar ? state.near.map((count, kind) => all[kind] - count) : state.near;
      const after: Banks[] = [];
      for (let missionaries = 0n; missionaries <= here[0]; missionaries++) {
        for (let cannibals = 0n; cannibals <= here[1]; cannibals++) {
          const load = missionaries + cannibals;
          if (load === 0n || load > BigInt(puzzle.boat)) continue;
          const near = [missionaries, cannibals].map((aboard, kind) => state.near[kind] + (state.boatFar ? aboard : -aboard));
          if (safe(near) && safe(near.map((count, kind) => all[kind] - count))) after.push({ near, boatFar: !state.boatFar });
        }
      }
      return after;
    },
  });
}

const missionaries = (m: string, c: string, boat: string) => `river: missionaries\nmissionaries: ${m}\ncannibals: ${c}\nboat: ${boat}\n`;

describe('river crossing at its limits: 30 travellers, a boat of 2^53 - 1 seats', () => {
  it('refuses more travellers or seats, counting them exactly', () => {
    expect(refusal(parseRiver, missionaries('9007199254740991', '2', '2'))).toBe(
      'edge.txt: line 2: expected 1 to 30 travellers in all; found 9007199254740993',
    );
    expect(refusal(parseRiver, missionaries('3', '3', '9007199254740992'))).toMatch(
      /^edge\.txt: line 4: expected the seats in the boat of at most 9007199254740991 .*found '9007199254740992'$/,
    );
    expect(refusal(parseRiver, 'river: farmer\nitems: wolf, goat\ncarries: 99999999999999999999')).toMatch(
      /^edge\.txt: line 3: expected the items the boat carries beside the farmer of at most 9007199254740991/,
    );
    expect(refusal(parseRiver, '{"river": "missionaries", "missionaries": 3, "cannibals": 3, "boat": 9007199254740993}')).toMatch(
      /^edge\.txt: line 1, column 70: .*found 9007199254740993$/,
    );
  });

  it('BFS finds what a BFS over bigint counts finds', () => {
    for (const [text, expected] of [
      [missionaries('15', '15', LARGEST), 1],
      [missionaries('15', '15', '4'), undefined],
      [missionaries('15', '15', '3'), 'none'],
      [missionaries('16', '14', '2'), undefined],
    ] as const) {
      const puzzle = parseRiver(text, 'edge');
      const oracle = exactRiver(puzzle);
      expect(oracle, text).not.toBe('limit');
      if (expected !== undefined) expect(oracle, text).toBe(expected);
      const found = riverSpec.search.search(puzzle, { timeoutMs: 20_000 });
      expect(found.status === 'solved' ? found.plan!.length : found.status === 'unsolvable' ? 'none' : 'limit', text).toBe(oracle);
      if (found.plan) expect(checkRiverPlan(puzzle, found.plan)).toEqual([]);
    }
  });

  it('a farmer whose boat carries 2^53 - 1 items takes everything over at once', async () => {
    const farmer = 'river: farmer\nitems: wolf, goat, cabbage\ncarries: 9007199254740991\nforbidden: wolf with goat, goat with cabbage\n';
    for (const engine of ['river/bfs', 'river/travellers', 'river/counts']) {
      const solved = await run('solve', farmer, '--kind', 'river', '--engine', engine, '--json');
      expect([solved.status, JSON.parse(solved.stdout).answer.moves], engine).toEqual([0, 1]);
    }
  }, 60_000);
});

// ---- Water sort ----

/**
 * Fewest moves by BFS over the tubes in their own order (no pruning, no symmetry), with the pour
 * written here. Only tubes with room can receive, which keeps levels of many full tubes quick.
 */
function exactSort(level: SortLevel): number | 'none' | 'limit' {
  const finished = (tube: number[]) => tube.length === 0 || (tube.length === level.capacity && tube.every((unit) => unit === tube[0]));
  return fewestMoves<number[][]>({
    start: level.tubes,
    key: (tubes) => JSON.stringify(tubes),
    isGoal: (tubes) => tubes.every(finished),
    next(tubes) {
      const open = tubes.flatMap((tube, index) => (tube.length < level.capacity ? [index] : []));
      const after: number[][][] = [];
      tubes.forEach((source, from) => {
        if (source.length === 0) return;
        const top = source[source.length - 1];
        let run = 1;
        while (run < source.length && source[source.length - 1 - run] === top) run++;
        for (const to of open) {
          const target = tubes[to];
          if (to === from || (target.length > 0 && target[target.length - 1] !== top)) continue;
          const amount = level.rules === 'ball' ? 1 : Math.min(run, level.capacity - target.length);
          after.push(tubes.map((tube, index) => (index === from ? tube.slice(0, -amount) : index === to ? [...tube, ...Array(amount).fill(top)] : tube)));
        }
      });
      return after;
    },
  });
}

/** What the A* search answers, in the oracle's terms, after the simulator has checked its plan. */
function searched(level: SortLevel): number | 'none' | 'limit' {
  const found = searchSort(level, { timeoutMs: 60_000 });
  if (found.plan) expect(checkPlan(level, found.plan).ok).toBe(true);
  return found.status === 'solved' ? found.moves! : found.status === 'unsolvable' ? 'none' : 'limit';
}

/** `count` colours in finished tubes of three, then a puzzle in the last two colours: 3 pours, no empty tube on the way. */
function manyColours(count: number): string {
  const finished = Array.from({ length: count - 2 }, (_, colour) => `c${colour} c${colour} c${colour}`);
  const [x, y] = [`c${count - 2}`, `c${count - 1}`];
  return ['capacity: 3', ...finished, `${x} ${y} ${x}`, `${y} ${y}`, x, ''].join('\n');
}

describe('water sort at its limits: capacity 8, 50 tubes, 65471 colours', () => {
  it('refuses capacities past 2^53 - 1 as written, and more colours than the search can tell apart', () => {
    expect(refusal(parseSortLevel, 'capacity: 9007199254740993\nred blue\nblue red\n')).toBe(
      "edge.txt: line 1: expected a capacity (a whole number) of at most 9007199254740991 (2^53 - 1, the largest whole number held exactly); found '9007199254740993'",
    );
    expect(refusal(parseSortLevel, '{"capacity": 18446744073709551616, "tubes": [["red", "red"]]}')).toMatch(
      /^edge\.txt: line 1, column 14: .*found 18446744073709551616$/,
    );
    expect(refusal(parseSortLevel, 'capacity: 9\nred\n')).toBe('edge.txt: line 1: expected a capacity from 2 to 8, found 9');
    expect(refusal(parseSortLevel, manyColours(MAX_COLOURS + 1))).toBe(
      `edge.txt: line ${MAX_COLOURS + 1}, unit 2: expected at most ${MAX_COLOURS} colours; 'c${MAX_COLOURS}' is one more`,
    );
  });

  it('the search agrees with a BFS over the tubes as written, at the most tubes a level may have', () => {
    // The tube limit (50) comes before the colour limit: a level of 50 tubes has 49 colours here.
    const level = parseSortLevel(manyColours(MAX_TUBES - 1), 'edge');
    expect(level.tubes).toHaveLength(MAX_TUBES);
    expect(exactSort(level)).toBe(3);
    expect(searched(level)).toBe(3);
    expect(refusal(parseSortLevel, manyColours(MAX_TUBES))).toBe(
      `edge.txt: line ${MAX_TUBES + 2}: expected at most ${MAX_TUBES} tubes, found ${MAX_TUBES + 1} (the size limit of this workbench)`,
    );
  }, 60_000);

  it('the search agrees with the BFS at capacity 8, under water and ball rules', () => {
    for (const rules of ['water', 'ball']) {
      const level = parseSortLevel(`rules: ${rules}\ncapacity: 8\na a a a b b b b\nb b b a a a b\na\n-\n`, 'edge');
      const expected = exactSort(level);
      expect(expected, rules).not.toBe('limit');
      expect(searched(level), rules).toBe(expected);
    }
  }, 60_000);
});

// ---- Values read back from Z3 ----

describe('integers decoded from a model', () => {
  it('are read exactly, refused past 2^53 - 1, and held to their declared domain', async () => {
    const { z3 } = await z3Session();
    const m = new Model(z3);
    const level = m.int('level', -5, 5);
    const big = m.int('big', 0, Number.MAX_SAFE_INTEGER);
    // A model as native.ts builds one from a solver's text, so any value can be put in it.
    const read = (term: IntTerm, value: bigint) => {
      const model = new z3.Model();
      model.updateValue(term, z3.Int.val(value));
      return () => valuesOf(z3, model, m).int(term);
    };
    expect(read(level, -3n)()).toBe(-3);
    expect(read(big, BigInt(LARGEST))()).toBe(LARGEST_WHOLE);
    expect(read(big, 2n ** 53n + 1n)).toThrow('a model value past 2^53 - 1 (big = 9007199254740993)');
    expect(read(level, 7n)).toThrow('a model value outside its domain (level = 7, declared from -5 to 5)');
    // Without the Model, only exactness is checked.
    const model = new z3.Model();
    model.updateValue(level, z3.Int.val(7));
    expect(valuesOf(z3, model).int(level)).toBe(7);
  });
});

describe("Z3's timeout parameter", () => {
  it('is whole milliseconds within its unsigned 32 bits: never wrapped, never refused', async () => {
    expect([z3TimeoutMs(0.4), z3TimeoutMs(1500.7), z3TimeoutMs(2 ** 32 + 50), z3TimeoutMs(Infinity)]).toEqual([1, 1500, 4294967295, 4294967295]);
    // The Horn engine's invariant check with a budget of Infinity: Z3 refused the parameter
    // ("expected unsigned int") before any check ran.
    const system = await transitionSystem(jugEncodings.get('conserving'), parseJugs('jugs: 6 4\ntap: yes\ntarget: any 1', 'edge'));
    const check = await hornInvariant(system, () => system.z3.Bool.val(true), Infinity);
    expect(check.initiation).toBe('unsat');
  });
});

// ---- The command line ----

describe('numbers on the command line', () => {
  it('are exact or refused with the limit named', async () => {
    const within = await run('check', 'puzzles/jugs/classic-3-5.txt', '--within', '9007199254740992');
    expect(within.status).toBe(2);
    expect(within.stderr).toContain("argument '9007199254740992' is invalid. expected a whole number of at most 9007199254740991 (2^53 - 1");
    // The generator's state is 32 bits: seed 2^32 would give seed 0's puzzle.
    const seed = await run('generate', 'aquarium', '--size', '4', '--seed', '4294967296');
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain('expected a seed from 0 to 4294967295');
  });

  it("--timeout stops where Node's timers do (2^31 - 1 ms), rather than wrap and fire at once", async () => {
    for (const command of [
      ['solve', 'puzzles/jugs/classic-3-5.txt'],
      ['compare', 'puzzles/jugs/classic-3-5.txt'],
    ]) {
      const refused = await run(...command, '--timeout', '4294967296');
      expect(refused.status, command[0]).toBe(2);
      expect(refused.stderr, command[0]).toContain(`argument '4294967296' is invalid. expected at most ${MAX_TIMEOUT_S} seconds`);
    }
    // The deadline's thread reads --timeout itself, before the command refuses it: it must not arm
    // a timer that fires at once and answer "unknown" ahead of the refusal.
    expect(timeoutOf(['solve', 'a.txt', '--timeout', '4294967296'])).toBe(60);
    expect(timeoutOf(['solve', 'a.txt', `--timeout=${MAX_TIMEOUT_S}`])).toBe(MAX_TIMEOUT_S);
    expect(MAX_TIMEOUT_S * 1000 * 1.35).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});
