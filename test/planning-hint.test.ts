// Serve's next-move hint on every planning kind, without the server: from the state a plan's first
// moves reach, the kind's search (started there by searchFrom) finds as many moves left as the
// optimal plan has after them, its first move is a legal one, and the simulator accepts the whole;
// a puzzle with no plan says so; a move the rules do not allow is named. Every answer is held to
// the JSON contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resultSchema } from '../src/kind/contract.ts';
import { nextMove } from '../src/kind/planning-hint.ts';
import type { PlanningSpec } from '../src/kind/planning-spec.ts';
import { kinds } from '../src/catalogue/index.ts';

const planning = kinds
  .all()
  .flatMap((kind) => (kind.made.type === 'planning' ? [{ id: kind.id, spec: kind.made.spec as PlanningSpec<unknown, unknown> }] : []));
const file = (path: string) => ({ source: path, text: readFileSync(path, 'utf8') });
const contract = (result: unknown) => resultSchema.parse(JSON.parse(JSON.stringify(result)));

describe('next-move hints', () => {
  it('every planning kind offers them', () => {
    expect(planning.map(({ id }) => id).sort()).toEqual(['bridge', 'jugs', 'river', 'watersort']);
    for (const { spec } of planning) expect(spec.searchFrom).toBeTypeOf('function');
  });

  for (const { id, spec } of planning)
    for (const path of spec.examples)
      it(`${id} ${path}: from the start, halfway and the end of an optimal plan`, () => {
        const puzzle = spec.parse(file(path));
        const optimal = spec.search.search(puzzle, { timeoutMs: 60_000 });
        if (optimal.status === 'unsolvable') {
          expect(contract(nextMove(spec, file(path), [], {}))).toMatchObject({
            command: 'next-move',
            status: 'no-solution',
            proof: { method: 'exhaustive search' },
          });
          return;
        }
        const plan = optimal.plan!;
        for (const made of [0, Math.floor(plan.length / 2), plan.length]) {
          const data = plan.slice(0, made).map((move, index) => spec.moveData(puzzle, move, index, plan));
          const result = contract(nextMove(spec, file(path), data, {}));
          expect(result).toMatchObject({ command: 'next-move', kind: id, status: 'solved', engine: spec.search.id });
          if (result.status !== 'solved' || result.answer.type !== 'next-move') throw new Error('expected a next move');
          expect(result.answer).toMatchObject({ made, remaining: plan.length - made });
          expect(result.answer.plan.map((entry) => entry.step)).toEqual(Array.from({ length: plan.length - made }, (_, i) => made + i + 1));
          if (made === plan.length) expect(result).toMatchObject({ message: `solved: the ${made} moves made reach the goal`, answer: { move: null } });
          else expect(result.message).toMatch(new RegExp(`^next: .*; ${plan.length - made} moves? remains? in a shortest plan from here$`));
        }
      });

  it('names a move the rules do not allow, and refuses a kind without moves', () => {
    const watersort = planning.find(({ id }) => id === 'watersort')!.spec;
    const path = 'puzzles/watersort/seed-3-flask.txt';
    const puzzle = watersort.parse(file(path));
    const [first] = watersort.search.search(puzzle, { timeoutMs: 60_000 }).plan!;
    const data = watersort.moveData(puzzle, first, 0, [first]) as { amount: number };
    expect(() => nextMove(watersort, file(path), [{ ...data, amount: data.amount + 1 }], {})).toThrow(/^<plan>: move 1: /);
    expect(() => nextMove(watersort, file(path), 'not a list', {})).toThrow(/moves: expected a list of moves/);
  });
});
