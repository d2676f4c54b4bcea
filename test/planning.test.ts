// The planning layer on a toy puzzle small enough to check by hand and by breadth-first search:
// a token on the squares 0..10 moves 3 right or 2 left; reach the target square.
import { describe, expect, it } from 'vitest';
import { planningKind, type PlanningSpec } from '../src/kind/planning.ts';
import type { IntTerm } from '../src/dsl/model.ts';
import { Registry } from '../src/dsl/registry.ts';
import { availableStrategies } from '../src/solver/strategy.ts';

type Hop = 3 | -2;
interface Track {
  target: number;
}
const squares = 10;
const land = (at: number, hop: Hop) => (at + hop >= 0 && at + hop <= squares ? at + hop : undefined);

function bfs(track: Track): Hop[] | undefined {
  const via = new Map<number, [number, Hop]>();
  const queue = [0];
  for (const at of queue) {
    if (at === track.target) {
      const plan: Hop[] = [];
      for (let here = at; here !== 0; here = via.get(here)![0]) plan.unshift(via.get(here)![1]);
      return plan;
    }
    for (const hop of [3, -2] as Hop[]) {
      const next = land(at, hop);
      if (next !== undefined && next !== 0 && !via.has(next)) via.set(next, [at, hop]), queue.push(next);
    }
  }
  return undefined;
}

const spec: PlanningSpec<Track, Hop> = {
  id: 'toy',
  idea: 'hops on a track',
  examples: [],
  formats: { text: (track) => String(track.target) },
  detect: () => true,
  parse: (input) => ({ target: Number(input.text) }),
  encodings: new Registry('encoding', [
    {
      id: 'toy/position',
      idea: 'an integer square per step',
      encode(m, track) {
        const at: IntTerm[] = [m.int('at[0]', 0, squares)];
        const right: ReturnType<typeof m.bool>[] = [];
        m.require('start', at[0].eq(0));
        return {
          step(t) {
            at.push(m.int(`at[${t + 1}]`, 0, squares));
            right.push(m.bool(`right[${t}]`));
            // A hop moves the token 3 squares right or 2 left.
            m.require('hop', m.ite(right[t], at[t + 1].eq(at[t].add(3)), at[t + 1].eq(at[t].sub(2))));
          },
          goal: (horizon) => [at[horizon].eq(track.target)],
          decode: (values, horizon) => right.slice(0, horizon).map((r) => (values.bool(r) ? 3 : -2)),
        };
      },
    },
  ]),
  search: {
    id: 'toy/bfs',
    idea: 'breadth-first search',
    search: (track) => {
      const plan = bfs(track);
      return plan ? { status: 'solved', plan, explored: 11 } : { status: 'unsolvable', explored: 11 };
    },
  },
  defaultEngine: 'toy/position',
  verify(track, plan) {
    let at: number | undefined = 0;
    for (const hop of plan) if ((at = at === undefined ? undefined : land(at, hop)) === undefined) return ['off the track'];
    return at === track.target ? [] : [`ends on ${at}, not ${track.target}`];
  },
  lowerBound: (track) => Math.ceil(track.target / 3),
  maxHorizon: () => 12,
  moveData: (_, hop) => ({ hop }),
  formatMove: (_, hop, i) => `${i + 1}. ${hop > 0 ? 'right 3' : 'left 2'}`,
};
const toy = planningKind(spec);

describe('planning layer', () => {
  it('finds the shortest plan at every target and agrees with breadth-first search', async () => {
    for (let target = 1; target <= squares; target++) {
      const oracle = bfs({ target })!;
      for (const engine of ['toy/position', 'toy/bfs']) {
        const record = await toy.runEngine({ source: 't', text: String(target) }, engine, 'qf-fd', 10_000);
        expect(record.answer, `target ${target} by ${engine}`).toBe(`optimum ${oracle.length}`);
        expect(record.verdict).toBe('accepted');
      }
    }
  });

  it('answers "within K" both ways, with the exit statuses', async () => {
    const shortest = bfs({ target: 7 })!.length;
    const yes = await toy.check!({ source: 't', text: '7' }, { within: shortest });
    expect(yes.exit).toBe(0);
    expect(yes.text({ colour: false })).toContain(`solvable within ${shortest}: yes`);
    const no = await toy.check!({ source: 't', text: '7' }, { within: shortest - 1 });
    expect(no.exit).toBe(1);
    expect(no.text({ colour: false })).toContain(`no plan of at most ${shortest - 1} moves`);
    expect(no.result).toMatchObject({ status: 'no-solution', within: shortest - 1 });
  });

  it('gives the same optima under every available strategy, native programs included', async () => {
    for (const { id: strategy } of availableStrategies()) {
      for (const target of [4, 9]) {
        const run = toy.runEngine({ source: 't', text: String(target) }, 'toy/position', strategy, 10_000);
        // Integer arithmetic does not bit-blast to CNF: CaDiCaL must say so, not answer.
        if (strategy === 'native-cadical') await expect(run).rejects.toThrow(/not propositional/);
        else expect((await run).answer, `${strategy} on ${target}`).toBe(`optimum ${bfs({ target })!.length}`);
      }
    }
  });

  it('refuses a schedule of at most k moves for a timeline that names no states', async () => {
    await expect(toy.solve({ source: 't', text: '7' }, { schedule: 'doubling' })).rejects.toThrow(
      /--schedule doubling asks for plans of at most k moves, and toy\/position does not name its states/,
    );
    // check --within falls back to walking the horizons.
    expect((await toy.check!({ source: 't', text: '7' }, { within: 9 })).exit).toBe(0);
  });

  it('reports an unreachable target as no plan, by both engines', async () => {
    for (const engine of ['toy/position', 'toy/bfs']) {
      const record = await toy.runEngine({ source: 't', text: '11' }, engine, 'qf-fd', 10_000);
      expect(record.answer).toBe('no plan');
    }
  });
});
