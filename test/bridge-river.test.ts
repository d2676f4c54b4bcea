// Bridge and torch, river crossing: formats, simulators, and every encoding against breadth-first
// search, on the bundled instances and on small seeded random ones; the CLI in-process.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fewestCrossings, quickestCrossing } from '../src/kinds/bridge/space.ts';
import { main } from '../src/cli/main.ts';
import type { PlanningSpec } from '../src/kind/planning.ts';
import {
  type BridgePuzzle,
  type Crossing,
  checkBridgePlan,
  formatBridge,
  looksLikeBridge,
  parseBridge,
  sidesAfterEachMove,
} from '../src/kinds/bridge/bridge.ts';
import { InputError } from '../src/errors.ts';
import { type Random, seededRandom } from '../src/format/random.ts';
import { formatRiver, looksLikeRiver, parseRiver } from '../src/kinds/river/format.ts';
import { type Ferry, type RiverPuzzle, banksAfterEachMove, checkRiverPlan, describeFerry } from '../src/kinds/river/river.ts';
import type { PlanningEncoding } from '../src/dsl/encoding.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { bridgeOptimum, randomBridge, randomRiver, riverOptimum } from './helpers/bridge-river-generate.ts';
import { capture, finerThanATenth, timings } from './helpers/capture.ts';
import { expectResult, planOf } from './helpers/contract.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { sampleSize, sampled } from './helpers/tier.ts';

const bridgeSpec = catalogue.bridge.made.spec;
const riverSpec = catalogue.river.made.spec;

const files = (dir: string) =>
  readdirSync(`puzzles/${dir}`)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => `puzzles/${dir}/${name}`);
const read = (path: string) => readFileSync(path, 'utf8');

/** The encoding's optimum up to `to` moves, with its plan checked by the simulator. */
async function encodedOptimum<P, M>(encoding: PlanningEncoding<P, M>, puzzle: P, from: number, to: number, verify: (plan: M[]) => string[]) {
  const report = await searchHorizons(encoding, puzzle, { from, to, strategy: 'qf-fd', verify, timeoutMs: 20_000 });
  expect(['sat', 'unsat'], `${encoding.id}: ${report.status} ${report.problems.join('; ')}`).toContain(report.status);
  return report.status === 'sat' ? report.plan!.length : undefined;
}

/** One of the two kinds as these tests see it: its format, its spec, the BFS oracle, random instances. */
interface PlanningCase<Puzzle, Move> {
  spec: PlanningSpec<Puzzle, Move>;
  parse(text: string, source: string): Puzzle;
  format(puzzle: Puzzle, as?: 'text' | 'json'): string;
  looksLike(text: string): boolean;
  optimum(puzzle: Puzzle): number | undefined;
  random(random: Random): Puzzle;
}

const bridge: PlanningCase<BridgePuzzle, Crossing> = {
  spec: bridgeSpec,
  parse: parseBridge,
  format: formatBridge,
  looksLike: looksLikeBridge,
  optimum: bridgeOptimum,
  random: randomBridge,
};
const river: PlanningCase<RiverPuzzle, Ferry> = {
  spec: riverSpec,
  parse: parseRiver,
  format: formatRiver,
  looksLike: looksLikeRiver,
  optimum: riverOptimum,
  random: randomRiver,
};

function expectRoundTrips<P, M>({ spec, parse, format, looksLike }: PlanningCase<P, M>) {
  for (const path of files(spec.id)) {
    const puzzle = parse(read(path), path);
    expect(parse(format(puzzle), 'text')).toEqual(puzzle);
    expect(parse(format(puzzle, 'json'), 'json')).toEqual(puzzle);
    expect(looksLike(format(puzzle, 'json'))).toBe(true);
  }
}

function expectRejected(parse: (text: string, source: string) => unknown, bad: [string, RegExp][]) {
  for (const [text, message] of bad) {
    expect(() => parse(text, 'f'), text).toThrowError(InputError);
    expect(() => parse(text, 'f'), text).toThrowError(message);
  }
}

/** On seeded random instances, the sound horizon bounds bracket the BFS optimum wherever there is one. */
function expectHorizonBounds<P, M>({ spec, optimum, random, format }: PlanningCase<P, M>, seed: number) {
  const between = seededRandom(seed);
  for (let round = 0; round < 150; round++) {
    const puzzle = random(between);
    const moves = optimum(puzzle);
    if (moves !== undefined) expect([spec.lowerBound(puzzle) <= moves, moves <= spec.maxHorizon(puzzle)], format(puzzle)).toEqual([true, true]);
  }
}

/** Every encoding finds the BFS optimum on every bundled instance, or no plan up to the sound horizon bound. */
async function expectBundledAgree<P, M>({ spec, parse, optimum }: PlanningCase<P, M>) {
  // The first two files in npm test, every one in test:slow.
  for (const path of sampled(files(spec.id), (_, index) => index < 2)) {
    const puzzle = parse(read(path), path);
    for (const encoding of spec.encodings.all()) {
      const found = await encodedOptimum(encoding, puzzle, spec.lowerBound(puzzle), spec.maxHorizon(puzzle), (plan) => spec.verify(puzzle, plan));
      expect(found, `${encoding.id} on ${path}`).toBe(optimum(puzzle));
    }
  }
}

/** The same from horizon 0 on small seeded random instances, which must include impossible ones. */
async function expectRandomAgree<P, M>({ spec, optimum, random, format }: PlanningCase<P, M>, seed: number) {
  const between = seededRandom(seed);
  const optima: (number | undefined)[] = [];
  for (let round = 0; round < sampleSize(4, 8); round++) {
    const puzzle = random(between);
    const best = optimum(puzzle);
    optima.push(best);
    const limit = Math.min(best ?? Infinity, spec.maxHorizon(puzzle));
    for (const encoding of spec.encodings.all()) {
      const found = await encodedOptimum(encoding, puzzle, 0, limit, (plan) => spec.verify(puzzle, plan));
      expect(found, `${encoding.id} on ${format(puzzle)}`).toBe(best);
    }
  }
  // The seed gives both answers and impossibilities, so both kinds of claim are checked.
  expect(optima).toContain(undefined);
  expect(optima.filter((moves) => moves !== undefined && moves > 1).length).toBeGreaterThan(0);
}

describe('bridge and torch: domain', () => {
  it('reads the bundled puzzles and writes them back, as text and as JSON', () => {
    expectRoundTrips(bridge);
    expect(parseBridge('people: 1, 2 min, Cy 5\ntorch: 9 minutes', 't')).toEqual({
      people: [
        { name: 'A', minutes: 1 },
        { name: 'B', minutes: 2 },
        { name: 'Cy', minutes: 5 },
      ],
      capacity: 2,
      torch: 9,
    });
  });

  it('says at which move a plan breaks', () => {
    const puzzle = parseBridge(read('puzzles/bridge/classic-17.txt'), 'classic');
    const across = (...walkers: number[]): Crossing => ({ direction: 'across', walkers });
    const back = (...walkers: number[]): Crossing => ({ direction: 'back', walkers });
    expect(checkBridgePlan(puzzle, [across(0, 1), back(1), across(2, 3), back(0), across(0, 1)])).toEqual([]);
    expect(checkBridgePlan(puzzle, [across(0, 1), back(0), across(1, 2)])).toEqual(["move 3: B is not on the torch's side"]);
    expect(checkBridgePlan(puzzle, [across(0, 1, 2)])[0]).toBe('move 1: 3 people on a bridge that holds 2');
    expect(checkBridgePlan(puzzle, [across(0, 3), back(0), across(0, 2), back(0), across(0, 1)])[0]).toMatch(
      /^move 5: ends at 19 min, after the 17-minute torch/,
    );
    expect(checkBridgePlan(puzzle, [across(0, 1), across(2, 3)])[0]).toMatch(/^move 2: the torch is on the far side/);
    expect(checkBridgePlan(puzzle, [across(0, 1)])).toEqual(['after 1 moves: C, D still on the near side']);
    expect(sidesAfterEachMove(puzzle, [across(0, 1), back(1)])).toBe(
      'start: A B C D (torch) | -; 0 min\nafter 1: C D | A B (torch); 2 min\nafter 2: B C D (torch) | A; 4 min\n',
    );
  });

  it('rejects bad input with one line naming the place and what was expected', () => {
    const bad: [string, RegExp][] = [
      ['', /^f: line 1: expected a puzzle with the keys people, capacity, torch; found an empty file$/],
      ['people: A 1\ntorch: 5\nspeed: 3', /^f: line 3: unknown key 'speed'; expected one of: people, capacity, torch$/],
      ['people: A one\ntorch: 5', /^f: line 1: expected the minutes of A as a whole number of at least 1; found 'one'$/],
      ['people: A 1, B 0\ntorch: 5', /^f: line 1: expected the minutes of B/],
      ['people: A 1\ncapacity: 0\ntorch: 5', /^f: line 2: expected the number of people the bridge holds as a whole number of at least 1; found '0'$/],
      ['people: A 1\ntorch: -3', /^f: line 2: expected the torch's minutes/],
      ['people: A 1', /^f: end of file: expected a 'torch:' line/],
      ['people: A 1, A 2\ntorch: 5', /^f: line 1: expected distinct names; 'A' appears twice$/],
      ['{"people": [{"name": "A", "minutes": 1}], "torch": 5, "speed": 1}', /^f: key 'speed': unknown key; expected one of: people, capacity, torch$/],
      ['{"people": [', /^f: end of input: expected valid JSON/],
    ];
    expectRejected(parseBridge, bad);
  });
});

describe('river crossing: domain', () => {
  it('reads the bundled puzzles and writes them back, as text and as JSON', () => expectRoundTrips(river));

  it('says at which move a plan breaks, and tells the moves as the story does', () => {
    const farmer = parseRiver(read('puzzles/river/wolf-goat-cabbage.txt'), 'wgc');
    // Groups: farmer, wolf, goat, cabbage.
    const take = (item: number, direction: Ferry['direction'] = 'across'): Ferry => ({
      direction,
      aboard: [1, 0, 0, 0].map((count, group) => (group === item ? 1 : count)),
    });
    const alone = (direction: Ferry['direction']): Ferry => ({ direction, aboard: [1, 0, 0, 0] });
    const plan = [take(2), alone('back'), take(1), take(2, 'back'), take(3), alone('back'), take(2)];
    expect(checkRiverPlan(farmer, plan)).toEqual([]);
    expect(checkRiverPlan(farmer, [take(2), alone('back'), take(1), alone('back')])).toEqual([
      'move 4: the wolf and the goat are left on the far bank without the farmer',
    ]);
    expect(checkRiverPlan(farmer, [take(1)])).toEqual(['move 1: the goat and the cabbage are left on the near bank without the farmer']);
    expect(checkRiverPlan(farmer, [take(2), take(2, 'back'), { direction: 'across', aboard: [0, 0, 1, 0] }])).toEqual(['move 3: nobody aboard can row']);
    expect(checkRiverPlan(farmer, plan.slice(0, 3))).toEqual(['after 3 moves: the cabbage still on the near bank']);
    expect(plan.map((move, index) => describeFerry(farmer, move, index))).toEqual([
      '1. Boat takes goat across',
      '2. Boat returns empty',
      '3. Boat takes wolf across',
      '4. Boat brings goat back',
      '5. Boat takes cabbage across',
      '6. Boat returns empty',
      '7. Boat takes goat across',
    ]);

    const missionaries = parseRiver(read('puzzles/river/missionaries-3-3.txt'), 'mc');
    const ferry = (direction: Ferry['direction'], missionaries: number, cannibals: number): Ferry => ({ direction, aboard: [missionaries, cannibals] });
    expect(checkRiverPlan(missionaries, [ferry('across', 1, 1), ferry('back', 1, 0), ferry('across', 2, 0)])).toEqual([
      'move 3: 2 cannibals outnumber 1 missionary on the near bank',
    ]);
    expect(checkRiverPlan(missionaries, [ferry('across', 2, 1)])).toEqual(['move 1: 3 aboard a boat for 2']);
    expect(describeFerry(missionaries, ferry('across', 1, 1), 0)).toBe('1. 1 missionary and 1 cannibal cross');
    expect(describeFerry(missionaries, ferry('back', 0, 1), 1)).toBe('2. 1 cannibal returns');
    expect(banksAfterEachMove(missionaries, [ferry('across', 0, 2), ferry('back', 0, 1)])).toBe(
      'start: 3 missionaries, 3 cannibals, (boat) | -\nafter 1: 3 missionaries, 1 cannibal | 2 cannibals, (boat)\nafter 2: 3 missionaries, 2 cannibals, (boat) | 1 cannibal\n',
    );
  });

  it('rejects bad input with one line naming the place and what was expected', () => {
    const bad: [string, RegExp][] = [
      ['\n# nothing\n', /^f: line 1: expected a puzzle with the keys .*; found an empty file$/],
      ['river: ferry', /^f: line 1: expected the river puzzle to be farmer or missionaries; found 'ferry'$/],
      ['river: missionaries\nmissionaries: 3\ncannibals: 3\nboat: 0', /^f: line 4: expected the seats in the boat as a whole number of at least 1; found '0'$/],
      ['river: missionaries\nmissionaries: three\ncannibals: 3', /^f: line 2: expected the number of missionaries as a whole number/],
      ['river: missionaries\nmissionaries: 0\ncannibals: 0', /^f: line 2: expected 1 to 30 travellers in all; found 0$/],
      [
        'river: missionaries\nmissionaries: 3\ncannibals: 3\nitems: goat',
        /^f: line 4: 'items' is not a key of a missionaries puzzle; expected one of: river, missionaries, cannibals, boat$/,
      ],
      [
        'river: farmer\nitems: wolf, goat\ncarries: 0',
        /^f: line 3: expected the items the boat carries beside the farmer as a whole number of at least 1; found '0'$/,
      ],
      ['river: farmer\nitems: wolf, goat\nforbidden: wolf with lion', /^f: line 3: 'lion' is not among the items \(wolf, goat\)$/],
      ['river: farmer\nitems: wolf, goat\nforbidden: wolf', /^f: line 3: expected pairs like 'wolf with goat'/],
      ['river: farmer\nforbidden: wolf with goat', /^f: end of file: expected an 'items:' line/],
      ['river farmer', /^f: line 1: expected 'key: value' with a key among/],
      [
        '{"river": "missionaries", "missionaries": 3, "cannibals": 3, "oars": 2}',
        /^f: key 'oars': unknown key; expected one of: river, missionaries, cannibals, boat$/,
      ],
    ];
    expectRejected(parseRiver, bad);
  });
});

describe('detection', () => {
  const others = [...files('watersort'), ...files('jugs'), ...files('aquarium')]
    .map(read)
    .concat(['3_3;1,2,2,1,2,2,1,1,2', '2 aabb\n1 abbb', 'rules: water\ncapacity: 4\nred red blue blue', 'jugs: 3 5\ntarget: 4']);
  it("claims its own files and no one else's", () => {
    for (const path of files('bridge')) expect([looksLikeBridge(read(path)), looksLikeRiver(read(path))], path).toEqual([true, false]);
    for (const path of files('river')) expect([looksLikeBridge(read(path)), looksLikeRiver(read(path))], path).toEqual([false, true]);
    for (const text of others) expect([looksLikeBridge(text), looksLikeRiver(text)], text).toEqual([false, false]);
  });
});

describe('search', () => {
  it('knows the seed answers', () => {
    const cave = parseBridge(read('puzzles/bridge/cave-12.txt'), 'cave');
    const classic = parseBridge(read('puzzles/bridge/classic-17.txt'), 'classic');
    const tight = parseBridge(read('puzzles/bridge/classic-16.txt'), 'tight');
    expect([bridgeOptimum(cave), quickestCrossing(cave)]).toEqual([5, 12]);
    expect([bridgeOptimum(classic), quickestCrossing(classic)]).toEqual([5, 17]);
    expect([bridgeOptimum(tight), quickestCrossing(tight)]).toEqual([undefined, 17]);
    const optima = Object.fromEntries(files('river').map((path) => [path.split('/').pop(), riverOptimum(parseRiver(read(path), path))]));
    expect(optima).toEqual({ 'missionaries-3-3.txt': 11, 'missionaries-4-4.txt': undefined, 'missionaries-5-5-boat-3.txt': 11, 'wolf-goat-cabbage.txt': 7 });
  });

  it('within a time limit, may need more crossings than the fewest', () => {
    // Three crossings take at least 9 minutes (C+D+E, A back, A+B); five take 8 (A+B+C, A, A+D+E, B, A+B).
    const puzzle = parseBridge('people: A 1, B 1, C 4, D 4, E 4\ncapacity: 3\ntorch: 9', 'five');
    expect([fewestCrossings(puzzle), bridgeOptimum(puzzle)]).toEqual([3, 3]);
    expect([bridgeOptimum({ ...puzzle, torch: 8 }), quickestCrossing(puzzle)]).toEqual([5, 8]);
    expect(bridgeOptimum({ ...puzzle, torch: 7 })).toBeUndefined();
  });
});

describe('horizon bounds', () => {
  it('the lower bound never exceeds the BFS optimum and the longest horizon never falls short of it', () => {
    expectHorizonBounds(bridge, 99);
    expectHorizonBounds(river, 99);
  });
});

describe('encodings agree with breadth-first search', () => {
  it('on every bundled instance: the same optimum, or no plan up to the sound horizon bound', async () => {
    await expectBundledAgree(bridge);
    await expectBundledAgree(river);
  });

  it('on small random bridges, from horizon 0 up to the sound horizon bound', () => expectRandomAgree(bridge, 2024));

  it('on small random river crossings, from horizon 0 up to the sound horizon bound', () => expectRandomAgree(river, 7));
});

describe('command line', () => {
  it('solves, prints the moves and the time, and answers "within K" with exit 0 or 1', async () => {
    const solved = capture();
    expect(await main(['solve', 'puzzles/bridge/classic-17.txt'], solved)).toBe(0);
    expect(solved.stdout()).toMatch(/^solved in 5 moves by bridge\/sides-clock/);
    expect(solved.stdout()).toContain('5. Cross: A (1 min) and B (2 min), 2 min; 17 min total');
    expect(solved.stdout()).toContain('17 min in all, within the 17-minute torch; the quickest way across takes 17 min');

    const yes = capture();
    expect(await main(['check', 'puzzles/river/wolf-goat-cabbage.txt', '--within', '7'], yes)).toBe(0);
    expect(yes.stdout()).toMatch(/^solvable within 7: yes \(7 moves/);
    const no = capture();
    expect(await main(['check', 'puzzles/river/wolf-goat-cabbage.txt', '--within', '6'], no)).toBe(1);
    expect(no.stdout()).toMatch(/^solvable within 6: no\nno plan of at most 6 moves/);

    const belowBound = capture();
    expect(await main(['check', 'puzzles/bridge/classic-17.txt', '--within', '3'], belowBound)).toBe(1);
    expect(belowBound.stdout()).toContain('every plan has at least 5 moves');

    const impossible = capture();
    expect(await main(['solve', 'puzzles/bridge/classic-16.txt', '--engine', 'bridge/bfs'], impossible)).toBe(1);
    expect(impossible.stdout()).toBe('impossible: exhaustive search: all 25 reachable states explored\n');
  });

  it('prints JSON that parses', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/river/missionaries-3-3.txt', '--json'], io)).toBe(0);
    const answer = expectResult(io.stdout(), 'solved');
    expect(answer.kind).toBe('river');
    expect(planOf(answer).plan).toHaveLength(11);
    expect(planOf(answer).plan[0].text).toMatch(/^1\. /);
    expect(timings(io.stdout()).length).toBeGreaterThan(1);
    expect(finerThanATenth(io.stdout())).toEqual([]);
    const none = capture();
    expect(await main(['check', 'puzzles/bridge/classic-16.txt', '--within', '9', '--json'], none)).toBe(1);
    expect(expectResult(none.stdout(), 'no-solution')).toMatchObject({ kind: 'bridge', within: 9, proof: { upTo: 'all' } });
    expect(finerThanATenth(none.stdout())).toEqual([]);
  });

  it('turns bad input into one line and exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-river-'));
    const cases: [string, string, RegExp][] = [
      ['boat.txt', 'river: missionaries\nmissionaries: 3\ncannibals: 3\nboat: 0\n', /boat\.txt: line 4: expected the seats in the boat/],
      ['torch.txt', 'people: A 1, B x\ntorch: 5\n', /torch\.txt: line 1: expected the minutes of B/],
    ];
    for (const [name, text, message] of cases) {
      writeFileSync(join(dir, name), text);
      const io = capture();
      expect(await main(['solve', join(dir, name)], io)).toBe(2);
      expect(io.stderr()).toMatch(message);
      expect(io.stderr().trim().split('\n')).toHaveLength(1);
      expect(io.stdout()).toBe('');
    }
  });
});
