// Proofs that a jug puzzle has no plan of any length: the gcd invariant, the Horn-clause invariant
// and its re-check (which must reject a wrong invariant), against breadth-first search.
import { jugsSolving } from '../encodings/jugs/index.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJugs } from '../src/kinds/jugs/jugs.ts';
import { searchJugs } from '../src/kinds/jugs/bfs.ts';
import { checkInvariant, proveByBound, proveByGcd, proveByHorn, proveJugsImpossible } from '../src/kinds/jugs/proof.ts';
import { randomJugPuzzles } from './helpers/jugs-generate.ts';

const load = (file: string) => parseJugs(readFileSync(`puzzles/jugs/${file}`, 'utf8'), file);

describe('jug puzzles: proofs of impossibility', () => {
  it('proves (6,4) -> 1 by the gcd invariant, checked by Z3', async () => {
    const proof = await proveByGcd(load('six-four-one.txt'));
    expect(proof?.method).toBe('gcd invariant');
    expect(proof?.explanation).toMatch(/multiple of 2/);
    expect(await proveByGcd(load('pour-4-4-3.txt'))).toBeUndefined();
  });

  it('proves (4,4,3) -> 2 by a Horn-clause invariant and by the horizon bound, although the gcd is 1', async () => {
    const puzzle = load('pour-4-4-3.txt');
    const horn = await proveByHorn(puzzle);
    expect(horn.status).toBe('sat');
    expect(horn.proof?.method).toBe('inductive invariant (Z3 Horn clauses)');
    expect((await checkInvariant(puzzle, horn.invariant!)).holds).toBe(true);
    expect((await proveByBound(puzzle, jugsSolving))?.method).toBe('exhausted horizon bound');
    const reachable = await proveByHorn(load('classic-3-5.txt'));
    expect(reachable.status).toBe('unsat');
    expect(reachable.proof).toBeUndefined();
  }, 30_000);

  it('rejects a wrong invariant, naming the obligation that fails', async () => {
    const puzzle = load('pour-4-4-3.txt');
    const noTwo = '(and (not (= J1 2)) (not (= J2 2)) (not (= J3 2)))';
    // "No jug holds 2" is not inductive on its own: from 3, 3, 3 a pour leaves 2 behind.
    expect(await checkInvariant(puzzle, noTwo)).toMatchObject({ initiation: 'unsat', consecution: 'sat', safety: 'unsat', holds: false });
    expect(await checkInvariant(puzzle, 'true')).toMatchObject({ safety: 'sat', holds: false });
    expect(await checkInvariant(puzzle, '(= J1 0)')).toMatchObject({ initiation: 'sat', holds: false });
    // With the conserved total it is: the invariant the Horn engine must find in some form.
    expect((await checkInvariant(puzzle, `(and ${noTwo} (= (+ J1 J2 J3) 4) (>= J1 0) (>= J2 0) (>= J3 0))`)).holds).toBe(true);
  });

  it('claims impossible exactly when BFS finds no plan, on random puzzles', async () => {
    const methods = new Set<string>();
    for (const puzzle of randomJugPuzzles(23, 6)) {
      const proof = await proveJugsImpossible(puzzle, undefined, jugsSolving);
      const solvable = searchJugs(puzzle).status === 'solved';
      expect(proof !== undefined, `${JSON.stringify(puzzle)}: ${proof?.method}`).toBe(!solvable);
      if (proof) methods.add(proof.method);
      // proveJugsImpossible skips the Horn engine once BFS finds a plan; asked anyway, it must find the target reachable.
      if (solvable) expect((await proveByHorn(puzzle)).status, JSON.stringify(puzzle)).toBe('unsat');
    }
    expect([...methods].sort()).toEqual(['gcd invariant', 'inductive invariant (Z3 Horn clauses)']);
  }, 60_000);
});
