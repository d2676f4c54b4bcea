// How Z3 is asked: a second axis of comparison beside the encoding.
import type { Solver } from 'z3-solver';
import type { Z3 } from '../dsl/model.ts';
import { Registry } from '../dsl/registry.ts';

export interface Strategy {
  id: string;
  idea: string;
  makeSolver(z3: Z3): Solver<'main'>;
}

export const strategies = new Registry<Strategy>('strategy', [
  {
    id: 'default',
    idea: "Z3's default solver, which picks a tactic from the formula",
    makeSolver: (z3) => new z3.Solver(),
  },
  {
    id: 'qf-fd',
    idea: 'the QF_FD logic: bounded integers and pseudo-Booleans bit-blasted to the SAT core',
    makeSolver: (z3) => new z3.Solver('QF_FD'),
  },
  {
    id: 'sat-tactic',
    idea: 'simplify, then bit-blast everything to SAT (tactic pipeline simplify; qffd)',
    makeSolver: (z3) => z3.AndThen('simplify', 'qffd').solver(),
  },
]);
