// How Z3 is asked: a second axis of comparison beside the encoding.
import type { Solver, Tactic } from 'z3-solver';
import type { Z3 } from '../dsl/model.ts';
import { Registry } from '../dsl/registry.ts';
import { claspSolver } from './clasp.ts';
import { nativeSolver, onPath } from './native.ts';
import { wasmClaspSolver, wasmClaspUnavailable } from './wasm-clasp.ts';

export interface Strategy {
  id: string;
  idea: string;
  makeSolver(z3: Z3): Solver<'main'>;
  /**
   * Planning: a new solver for every horizon instead of one solver with each goal pushed and popped.
   * The goal's facts are then top-level, so preprocessing simplifies with them, and nothing learnt
   * at one horizon steers the search at the next; the price is encoding and preprocessing again.
   */
  freshPerHorizon?: boolean;
  /** The strategy it varies for planning only: a grid's one check runs the same under both. */
  planningVariantOf?: string;
  /** Why the strategy cannot run on this machine, or undefined when it can. */
  unavailable?(): string | undefined;
}

/**
 * Z3's SAT core (the 'sat' tactic, cardinality constraints native) after the tactics named. It
 * leaves a formula with integers undecided, and then the formula goes to the qffd tactic whole.
 */
function satCore(z3: Z3, ...before: string[]): Solver<'main'> {
  const core = z3.With('sat', { 'cardinality.solver': true });
  const decided = before.reduceRight((then: Tactic<'main'>, tactic) => z3.AndThen(tactic, then), z3.AndThen(core, 'fail-if-undecided'));
  const solver = z3.OrElse(decided, 'qffd').solver();
  // A solver made from tactics answers an unsat core for its assumptions only when asked to.
  solver.set('unsat_core', true);
  return solver;
}

function qfFdPb(z3: Z3): Solver<'main'> {
  const solver = new z3.Solver('QF_FD');
  solver.set('sat.cardinality.solver', true);
  return solver;
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
    id: 'qf-fd-pb',
    idea: 'QF_FD with cardinality and pseudo-Boolean constraints kept native in the SAT core (sat.cardinality.solver), not compiled to clauses',
    makeSolver: qfFdPb,
  },
  {
    id: 'qf-fd-pb-fresh',
    idea: 'qf-fd-pb with a new solver at every horizon (planning): the goal is a top-level fact that preprocessing can use; for grids the same as qf-fd-pb',
    makeSolver: qfFdPb,
    freshPerHorizon: true,
    planningVariantOf: 'qf-fd-pb',
  },
  {
    id: 'sat-core',
    idea: "Z3's SAT core alone (the 'sat' tactic), cardinalities kept native, a new solver at every horizon; formulas with integers go to the qffd tactic instead",
    // QF_FD's solver rewrites every assertion before its SAT core sees it (simplify, propagate
    // values, card2bv, bit-blast...): on a 9-tube water level, 2.2 s of a 3 s check. A formula of
    // Booleans and cardinalities needs none of it; the SAT core's own in-search simplification stays.
    makeSolver: (z3) => satCore(z3),
    freshPerHorizon: true,
  },
  {
    id: 'sat-core-propagate',
    idea: "sat-core after one pass of Z3's propagate-values: the facts of the goal are spread through the formula first (cardinalities shrink), the rest of QF_FD's passes skipped",
    // Worth its pass where the goal's facts decide much: "no plan of 38 moves" on water-sort level
    // 133 took 9.5 s so, 14.5 s under qf-fd-pb-fresh and 21 s under sat-core.
    makeSolver: (z3) => satCore(z3, 'propagate-values'),
    freshPerHorizon: true,
  },
  {
    id: 'sat-tactic',
    idea: 'simplify, then bit-blast everything to SAT (tactic pipeline simplify; qffd)',
    makeSolver: (z3) => z3.AndThen('simplify', 'qffd').solver(),
  },
  {
    id: 'native-z3',
    idea: 'the same formula as SMT-LIB2 through a native z3 binary (Debian z3), model mapped back',
    makeSolver: (z3) => nativeSolver('z3', z3),
    unavailable: () => (onPath('z3') ? undefined : "no 'z3' program on the PATH"),
  },
  {
    id: 'native-cadical',
    idea: 'bit-blasted to DIMACS CNF and solved by CaDiCaL (Debian cadical), model completed by Z3',
    makeSolver: (z3) => nativeSolver('cadical', z3),
    unavailable: () => (onPath('cadical') ? undefined : "no 'cadical' program on the PATH"),
  },
  {
    id: 'native-clasp',
    idea: "the same formula as a ground logic program (aspif: sums stay weight constraints, integers order-encoded) solved by clingo's clasp (Debian gringo), model mapped back",
    makeSolver: claspSolver,
    unavailable: () => (onPath('clingo') ? undefined : "no 'clingo' program on the PATH"),
  },
  {
    id: 'wasm-clasp',
    idea: 'the ground program of native-clasp solved in-process by clingo-wasm (clasp compiled to WebAssembly, in a worker thread), model mapped back',
    makeSolver: wasmClaspSolver,
    unavailable: wasmClaspUnavailable,
  },
]);

/** The strategies that can run on this machine. */
export const availableStrategies = () => strategies.all().filter((strategy) => !strategy.unavailable?.());
