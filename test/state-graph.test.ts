// The state-graph engine (distance labels in difference logic): against breadth-first search on
// small random jug and river puzzles, the re-check of the labels it believes, the lists it takes,
// and the 136-move jug puzzle that no horizon schedule reaches.
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { searchJugs } from '../src/kinds/jugs/bfs.ts';
import { type JugPuzzle, applyJugMove, formatJugs, jugMoves, parseJugs } from '../src/kinds/jugs/jugs.ts';
import { labelProblems, stateGraph } from '../src/solver/state-graph.ts';
import { defaultEngineOf } from '../src/kind/engines/engines.ts';
import { stateGraphEngine, stateGraphOf } from '../src/kind/engines/graph.ts';
import type { PlanningSpec } from '../src/kind/planning-spec.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, planOf } from './helpers/contract.ts';
import { randomRiver, riverOptimum } from './helpers/bridge-river-generate.ts';
import { randomJugPuzzles } from './helpers/jugs-generate.ts';
import { catalogue } from '../src/catalogue/index.ts';

const jugsSpec = catalogue.jugs.made.spec;
const riverSpec = catalogue.river.made.spec;

/** Shortest, then within one move less and within the optimum: each answer against the oracle's optimum. */
async function expectAgreement<P, M>(spec: PlanningSpec<P, M>, puzzle: P, optimum: number | undefined, label: string) {
  const engine = stateGraphEngine(spec)!;
  const ask = (mode: 'shortest' | 'within', limit: number) => engine.answer({ puzzle, flags: { timeout: 20 }, limit, mode });
  const shortest = await ask('shortest', spec.maxHorizon(puzzle));
  expect(shortest.problems, label).toEqual([]);
  if (optimum === undefined) {
    expect([shortest.status, shortest.status === 'none' ? shortest.upTo : undefined], label).toEqual(['none', Infinity]);
    return;
  }
  const plan = shortest.status === 'plan' ? shortest : undefined;
  expect([shortest.status, plan?.plan.length, plan?.optimal], label).toEqual(['plan', optimum, true]);
  if (shortest.status !== 'plan') throw new Error(label);
  expect(spec.verify(puzzle, shortest.plan), label).toEqual([]);
  if (optimum > 0) expect(shortest.proof?.upTo, label).toBe(optimum - 1);
  const within = await ask('within', optimum);
  expect(within.status, label).toBe('plan');
  if (within.status !== 'plan') throw new Error(label);
  expect(within.plan.length, label).toBeLessThanOrEqual(optimum);
  if (optimum === 0) return;
  const short = await ask('within', optimum - 1);
  expect([short.status, short.status === 'none' ? short.upTo : undefined], label).toEqual(['none', optimum - 1]);
}

const bfsOptimum = (puzzle: JugPuzzle) => {
  const found = searchJugs(puzzle);
  expect(found.status).not.toBe('limit');
  return found.plan?.length;
};

describe('jugs/state-graph and river/state-graph against breadth-first search', () => {
  it('find the optimum or prove none on 40 random jug puzzles, and answer within k on either side of it', async () => {
    for (const [i, puzzle] of randomJugPuzzles(31, 40).entries())
      await expectAgreement(jugsSpec, puzzle, bfsOptimum(puzzle), `jug puzzle ${i}: ${formatJugs(puzzle)}`);
  }, 120_000);

  it('do the same on 20 random river crossings', async () => {
    const random = seededRandom(8);
    for (let i = 0; i < 20; i++) {
      const puzzle = randomRiver(random);
      await expectAgreement(riverSpec, puzzle, riverOptimum(puzzle), `river ${i}: ${JSON.stringify(puzzle)}`);
    }
  }, 120_000);
});

describe('the labels and the lists', () => {
  // Two states and a goal: a -> b -> goal, and a -> goal directly costs nothing extra.
  const space = {
    start: 'a',
    states: ['a', 'b', 'g'],
    next: (key: string) => (key === 'a' ? [{ move: 'ab', to: 'b' }] : key === 'b' ? [{ move: 'bg', to: 'g' }] : []),
    goal: (key: string) => key === 'g',
  };
  const graph = stateGraph(space)!;

  it('believes labels only when the start is 0, no move rises by more than 1 and every goal meets the bound', () => {
    expect(labelProblems(graph, [0, 1, 2], 2)).toEqual([]);
    expect(labelProblems(graph, [1, 1, 2], 2)).toEqual(['the start is labelled 1, not 0']);
    expect(labelProblems(graph, [0, 1, 3], 3)).toEqual(['a move from b (1) to g (3) rises by more than 1']);
    expect(labelProblems(graph, [0, 1, 2], 3)).toEqual(['the goal state g is labelled 2, below 3']);
    expect(labelProblems(graph, [0, 1.5, 2], 2)).toEqual(['the labels are not one whole number per state']);
  });

  it('refuses a list that leaves out a state a move leads to, and stops past the move limit', () => {
    expect(() => stateGraph({ ...space, states: ['a', 'b'] })).toThrow(/not closed: a move from b leads to g, which is not listed/);
    expect(stateGraph(space, 1)).toBeUndefined();
    expect(stateGraph(space, 2)?.moves).toHaveLength(2);
  });

  it('lists every state the jugs reach from the start, and past the start only states with a jug empty or full', () => {
    for (const puzzle of randomJugPuzzles(12, 30)) {
      const listed = stateGraphOf(jugsSpec, puzzle)!;
      expect(listed.keys[0]).toBe(puzzle.start.join(' '));
      const reached = new Set([puzzle.start.join(' ')]);
      for (const queue = [puzzle.start]; queue.length > 0; ) {
        const levels = queue.pop()!;
        for (const move of jugMoves(puzzle)) {
          const next = applyJugMove(puzzle, levels, move) as number[];
          if (reached.has(next.join(' '))) continue;
          reached.add(next.join(' '));
          queue.push(next);
        }
      }
      expect([...reached].filter((key) => !listed.keys.includes(key))).toEqual([]);
      for (const key of listed.keys.slice(1)) {
        const levels = key.split(' ').map(Number);
        expect(
          levels.some((level, jug) => level === 0 || level === puzzle.capacities[jug]),
          key,
        ).toBe(true);
      }
    }
  });
});

describe('the 136-move jug puzzle (UVa 10603)', () => {
  const text = 'jugs: 96 97 199\nstart: 0 0 199\ntap: no\ntarget: any 62\n';

  it('is solved by default by jugs/state-graph, shown optimal by labels, and both sides of 136 are answered', async () => {
    const puzzle = parseJugs(text, 'uva');
    expect(defaultEngineOf(jugsSpec, puzzle)).toBe('jugs/state-graph');
    const io = capture();
    expect(await main(['solve', text, '--kind', 'jugs', '--json'], io)).toBe(0);
    const solved = expectResult(io.stdout(), 'solved');
    expect([solved.engine, planOf(solved).moves, solved.proof?.method, solved.proof?.upTo]).toEqual(['jugs/state-graph', 136, 'distance labels', 135]);
    const no = capture();
    expect(await main(['check', text, '--kind', 'jugs', '--within', '135'], no)).toBe(1);
    expect(no.stdout()).toContain('solvable within 135: no\nno plan of at most 135 moves exists (distance labels over all 386 states');
    const yes = capture();
    expect(await main(['check', text, '--kind', 'jugs', '--within', '136'], yes)).toBe(0);
    expect(yes.stdout()).toMatch(/^solvable within 136: yes \(136 moves, jugs\/state-graph; verified by the simulator\)$/m);
  }, 60_000);

  it('leaves jugs with too many states to the horizon encodings by default, and says so when asked by name', async () => {
    const big = 'jugs: 101 103 107\nstart: 0 0 0\ntap: yes\ntarget: any 1\n';
    expect(defaultEngineOf(jugsSpec, parseJugs(big, 'big'))).toBe('jugs/conserving');
    const io = capture();
    expect(await main(['solve', big, '--kind', 'jugs', '--engine', 'jugs/state-graph'], io)).toBe(2);
    expect(io.stderr()).toBe(
      'puzzlebench: jugs/state-graph lists states with at most 10,000 moves between them, and this puzzle has more; jugs/bfs or an encoding answers it\n',
    );
  });

  it('leaves a target plainly out of reach to the encoding, whose proof names the reason, though the graph fits', async () => {
    // 6 and 4 litres: every level stays even, so 1 litre is out of reach (a dozen states).
    const text = 'jugs: 6 4\ntap: yes\ntarget: any 1\n';
    const puzzle = parseJugs(text, 'even');
    expect(stateGraphOf(jugsSpec, puzzle)).toBeDefined();
    expect(defaultEngineOf(jugsSpec, puzzle)).toBe('jugs/conserving');
    const io = capture();
    expect(await main(['solve', text, '--kind', 'jugs'], io)).toBe(1);
    expect(io.stdout()).toMatch(/^impossible: proved by gcd invariant: every jug always holds a multiple of 2/);
    // Asked by name, the labels agree: no goal state is reachable.
    const labelled = capture();
    expect(await main(['solve', text, '--kind', 'jugs', '--engine', 'jugs/state-graph'], labelled)).toBe(1);
    expect(labelled.stdout()).toMatch(/^impossible: proved by distance labels: .* put no goal state within reach/);
  });
});
