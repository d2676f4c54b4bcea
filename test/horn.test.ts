// The Horn-clause engine (Spacer): on small random instances of every planning kind it says
// reachable exactly when breadth-first search finds a plan, with the plan along its derivation
// verified and shown shortest, and unreachable with an invariant a plain solver re-checks; the
// re-check rejects wrong invariants.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jugEncodings } from '../encodings/jugs/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { searchJugs } from '../src/kinds/jugs/bfs.ts';
import { parseJugs } from '../src/kinds/jugs/jugs.ts';
import type { IntTerm } from '../src/dsl/model.ts';
import { checkInvariant, spacer, transitionSystem } from '../src/solver/horn.ts';
import type { PlanningSpec } from '../src/kind/planning.ts';
import { hornEncoding, hornEngine } from '../src/kind/engines/horn.ts';
import { bridgeOptimum, randomBridge, randomRiver, riverOptimum } from './helpers/bridge-river-generate.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, planOf } from './helpers/contract.ts';
import { randomJugPuzzles } from './helpers/jugs-generate.ts';
import { plainBfsSort } from './helpers/sort-bfs.ts';
import { randomSortLevel } from './helpers/sort-generate.ts';
import { catalogue } from '../src/catalogue/index.ts';

const bridgeSpec = catalogue.bridge.made.spec;
const jugsSpec = catalogue.jugs.made.spec;
const riverSpec = catalogue.river.made.spec;
const watersortSpec = catalogue.watersort.made.spec;

/** The Horn engine's answer against the BFS optimum (undefined: no plan of any length). */
async function expectAgreement<P, M>(spec: PlanningSpec<P, M>, puzzle: P, optimum: number | undefined, label: string) {
  const engine = hornEngine(spec, hornEncoding(spec)!);
  const answer = await engine.answer({ puzzle, flags: { timeout: 30 }, limit: spec.maxHorizon(puzzle), mode: 'shortest' });
  const what = `${engine.id} on ${label}: ${answer.certificate} ${answer.problems.join('; ')}`;
  if (optimum === undefined) {
    expect(answer.status, what).toBe('none');
    if (answer.status !== 'none') throw new Error(what);
    expect(answer.upTo, what).toBe(Infinity);
    expect(answer.proof?.method, what).toBe('inductive invariant (Spacer)');
  } else {
    expect(answer.status, what).toBe('plan');
    if (answer.status !== 'plan') throw new Error(what);
    expect(spec.verify(puzzle, answer.plan), what).toEqual([]);
    expect(answer.plan.length, what).toBe(optimum);
    expect(answer.optimal, what).toBe(true);
  }
}

describe('the Horn-clause engine (Spacer)', () => {
  it('agrees with breadth-first search on small random jug puzzles, plans verified and invariants re-checked', async () => {
    // Optima 9, none and 3.
    const puzzles = randomJugPuzzles(16, 6).filter((_, index) => [0, 1, 4].includes(index));
    for (const puzzle of puzzles) await expectAgreement(jugsSpec, puzzle, searchJugs(puzzle).plan?.length, JSON.stringify(puzzle));
  }, 90_000);

  it('agrees with breadth-first search on small random bridges, river crossings and water sort deals', async () => {
    // Bridges: optima 5, none; river crossings: 5, 5.
    const random = seededRandom(8);
    for (let round = 0; round < 2; round++) {
      const bridge = randomBridge(random);
      await expectAgreement(bridgeSpec, bridge, bridgeOptimum(bridge), JSON.stringify(bridge));
      const river = randomRiver(random);
      await expectAgreement(riverSpec, river, riverOptimum(river), JSON.stringify(river));
    }
    // Water sort: a random deal (optimum 3) and the bundled stuck level. Spacer finds no invariant in
    // 20 s for the other unsolvable levels (a deal of 3 colours in tubes of 3, unsolvable-three-greens).
    const stuck = watersortSpec.parse({ source: 'stuck', text: readFileSync('puzzles/watersort/unsolvable-stuck.txt', 'utf8') });
    for (const level of [randomSortLevel(8, { colours: 3, capacity: 2, empties: 1, rules: 'water' }), stuck]) {
      const optimum = plainBfsSort(level, 100_000);
      await expectAgreement(watersortSpec, level, typeof optimum === 'number' ? optimum : undefined, JSON.stringify(level.tubes));
    }
  }, 120_000);

  it('re-checks an invariant and rejects wrong ones, naming the obligation that fails', async () => {
    const puzzle = parseJugs(readFileSync('puzzles/jugs/pour-4-4-3.txt', 'utf8'), 'pour-4-4-3.txt');
    const system = await transitionSystem(jugEncodings.get('jugs/conserving'), puzzle);
    const reach = await spacer(system, 30_000);
    expect(reach.status).toBe('unreachable');
    expect(await checkInvariant(system, reach.invariant!)).toMatchObject({ holds: true });
    const level = (state: unknown[], jug: number) => state[jug] as IntTerm;
    // Every state: the goal is inside.
    expect(await checkInvariant(system, () => system.z3.Bool.val(true))).toMatchObject({ initiation: 'unsat', safety: 'sat', holds: false });
    // "No jug holds 2" alone is not kept by every move (3, 3, 3... a pour leaves 2 behind); the start is inside, the goal is not.
    const noTwo = (state: unknown[]) => system.z3.And(...[0, 1, 2].map((jug) => level(state, jug).neq(2)));
    expect(await checkInvariant(system, noTwo)).toMatchObject({ initiation: 'unsat', consecution: 'sat', safety: 'unsat', holds: false });
    // The first jug always empty: the start is outside.
    expect(await checkInvariant(system, (state) => level(state, 0).eq(0))).toMatchObject({ initiation: 'sat', holds: false });
  }, 60_000);

  it('answers solve and check on the command line in the contract', async () => {
    const solved = capture();
    expect(await main(['solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'jugs/horn', '--json'], solved)).toBe(0);
    const plan = expectResult(solved.stdout(), 'solved');
    expect(planOf(plan).moves).toBe(6);
    expect(plan.proof).toMatchObject({ method: 'unsat at a horizon of at most k moves', upTo: 5 });
    const none = capture();
    expect(await main(['solve', 'puzzles/jugs/pour-4-4-3.txt', '--engine', 'horn', '--json'], none)).toBe(1);
    expect(expectResult(none.stdout(), 'no-solution').proof).toMatchObject({ method: 'inductive invariant (Spacer)', upTo: 'all' });
    const within = capture();
    expect(await main(['check', 'puzzles/jugs/classic-3-5.txt', '--engine', 'horn', '--within', '4'], within)).toBe(1);
    expect(within.stdout()).toMatch(/^solvable within 4: no/);
  }, 60_000);
});
