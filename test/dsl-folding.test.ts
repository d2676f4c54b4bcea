// The counts fold constant literals (src/dsl/model.ts): a settled cell (m.settledGrid) in a line
// is left out of exactly / atMost / atLeast and their weighted forms, a true one lowering the bound.
// The folded term must mean what the count over the whole list means, for every bound.
import { describe, expect, it } from 'vitest';
import { type BoolTerm, Model } from '../src/dsl/model.ts';
import { seededRandom } from '../src/format/random.ts';
import { z3Session } from '../src/solver/session.ts';
import { sampleSize } from './helpers/tier.ts';

/** A literal of the lists tried: a constant, or one of three variables, perhaps negated. */
type Item = { constant: boolean } | { variable: number; negated: boolean };

const ITEMS: Item[] = [
  { constant: true },
  { constant: false },
  { variable: 0, negated: false },
  { variable: 1, negated: false },
  { variable: 2, negated: false },
  { variable: 0, negated: true },
];

type Bound = 'exactly' | 'atMost' | 'atLeast';
const holds = (bound: Bound, total: number, k: number) => (bound === 'exactly' ? total === k : bound === 'atMost' ? total <= k : total >= k);

describe('counts over constant literals', () => {
  it('mean the count over the whole list, for every bound from -1 to n + 1, weighted or not', async () => {
    const { z3 } = await z3Session();
    const m = new Model(z3);
    const variables = [0, 1, 2].map((i) => m.bool(`v${i}`));
    const term = (item: Item) => ('constant' in item ? m.constant(item.constant) : item.negated ? m.not(variables[item.variable]) : variables[item.variable]);
    const value = (item: Item, assignment: boolean[]) => ('constant' in item ? item.constant : assignment[item.variable] !== item.negated);
    // Every assignment of the three variables, as Z3 terms: the reference is the or of those whose total keeps the bound.
    const assignments = Array.from({ length: 8 }, (_, bits) => [0, 1, 2].map((i) => ((bits >> i) & 1) === 1));
    const cube = (assignment: boolean[]) => z3.And(...variables.map((variable, i) => (assignment[i] ? variable : z3.Not(variable))));
    const solver = new z3.Solver();
    const same = async (built: BoolTerm, keeps: (assignment: boolean[]) => boolean, what: string) => {
      const reference = z3.Or(z3.Bool.val(false), ...assignments.filter(keeps).map(cube));
      // The term itself, and the clauses `require` hands Z3 for it.
      m.require('count', built);
      for (const stated of [built, z3.And(z3.Bool.val(true), ...m.drain())]) {
        solver.push();
        solver.add(z3.Not(z3.Iff(stated, reference)));
        expect(await solver.check(), what).toBe('unsat');
        solver.pop();
      }
    };

    const random = seededRandom(11);
    const lists: Item[][] = [[], [ITEMS[0]], [ITEMS[1]], [ITEMS[0], ITEMS[0], ITEMS[1]], [ITEMS[2], ITEMS[2], ITEMS[5], ITEMS[0]]];
    for (let i = 0; i < sampleSize(6, 24); i++) lists.push(Array.from({ length: random.between(1, 5) }, () => random.pick(ITEMS)));
    for (const list of lists) {
      const literals = list.map(term);
      const weights = list.map(() => random.between(0, 2));
      const total = (assignment: boolean[], weight: (i: number) => number) => list.reduce((sum, item, i) => sum + (value(item, assignment) ? weight(i) : 0), 0);
      const name = JSON.stringify(list);
      for (const bound of ['exactly', 'atMost', 'atLeast'] as const) {
        for (let k = -1; k <= list.length + 1; k++) {
          await same(
            m[bound](literals, k),
            (assignment) =>
              holds(
                bound,
                total(assignment, () => 1),
                k,
              ),
            `${bound} ${k} of ${name}`,
          );
        }
        const weightedBound = ({ exactly: 'weightedExactly', atMost: 'weightedAtMost', atLeast: 'weightedAtLeast' } as const)[bound];
        const most = weights.reduce((sum, weight) => sum + weight, 0);
        for (let k = -1; k <= most + 1; k++) {
          await same(
            m[weightedBound](literals, weights, k),
            (assignment) =>
              holds(
                bound,
                total(assignment, (i) => weights[i]),
                k,
              ),
            `${weightedBound} ${k} of ${name} weighing ${weights}`,
          );
        }
      }
    }
  });

  it('leave the constants out: Z3 gets only the open literals', async () => {
    const m = new Model((await z3Session()).z3);
    const [yes, no, a] = [m.constant(true), m.constant(false), m.bool('a')];
    // Settled whole, a count is a constant; with one literal open, that literal (or its negation).
    expect(m.exactly([yes, no, yes], 2)).toBe(yes);
    expect(m.exactly([yes, no, yes], 1)).toBe(no);
    expect(m.atMost([yes, yes], 1)).toBe(no);
    expect(m.atLeast([yes, no, a], 2)).toBe(a);
    expect(m.atMost([yes, a, no], 1)).toBe(m.not(a));
    expect(m.exactly([a, yes], 2)).toBe(a);
    expect(m.weightedExactly([yes, no], [2, 4], 2)).toBe(yes);
    expect(m.weightedAtMost([yes, a], [2, 3], 1)).toBe(no);
    expect(m.weightedAtLeast([yes, a], [2, 3], 2)).toBe(yes);
  });
});
