// What the jug encodings share: the integer levels of the two integer encodings, and the target as
// a constraint on one state (the last one) whatever the encoding's notion of a level, through a
// view that says which literal means "this jug holds this amount" and how to total.
import { type JugMove, type JugPuzzle, type JugTarget, jugNames } from '../../src/kinds/jugs/jugs.ts';
import type { BoolTerm, IntTerm, Model, Values } from '../../src/dsl/model.ts';

export interface StateView {
  jugs: number;
  holds(jug: number, amount: number): BoolTerm;
  totalIs(amount: number): BoolTerm;
}

/**
 * One integer level per jug per step, the first step at the starting amounts: the state of the
 * integer encodings. `grow()` adds the next step's levels and returns them.
 */
export function levelTimeline(m: Model, puzzle: JugPuzzle) {
  const name = jugNames(puzzle.capacities);
  const jugs = puzzle.capacities.map((_, jug) => jug);
  const level: IntTerm[][] = [];
  const grow = () => {
    const t = level.length;
    level.push(jugs.map((jug) => m.int(`level[t=${t}][${name[jug]}]`, 0, puzzle.capacities[jug])));
    return level[t];
  };
  const start = grow();
  // The jugs start at their starting amounts.
  m.require('start', ...jugs.map((jug) => start[jug].eq(puzzle.start[jug])));
  return { name, jugs, level, grow };
}

/** The view of a state given as one integer level per jug. */
export function integerLevels(m: Model, level: IntTerm[]): StateView {
  return {
    jugs: level.length,
    holds: (jug, amount) => level[jug].eq(amount),
    totalIs: (amount) => m.sum(level).eq(amount),
  };
}

export function targetMet(m: Model, target: JugTarget, state: StateView): BoolTerm {
  const jugs = Array.from({ length: state.jugs }, (_, jug) => jug);
  switch (target.kind) {
    // Some jug holds the amount.
    case 'any':
      return m.or(...jugs.map((jug) => state.holds(jug, target.amount)));
    // The named jug holds the amount.
    case 'jug':
      return state.holds(target.jug, target.amount);
    // The jugs hold the amount together.
    case 'total':
      return state.totalIs(target.amount);
    // Every jug holds its given level.
    case 'exactly':
      return m.and(...target.levels.map((amount, jug) => state.holds(jug, amount)));
    // Distinct jugs hold the amounts: each amount is held by at least as many jugs as it is listed.
    case 'amounts':
      return m.and(
        ...[...new Set(target.amounts)].map((amount) =>
          m.atLeast(
            jugs.map((jug) => state.holds(jug, amount)),
            target.amounts.filter((a) => a === amount).length,
          ),
        ),
      );
  }
}

/** A move's short name for Z3 variable names, e.g. `pour J5>J3`. */
export function moveLabel(name: string[], move: JugMove): string {
  return move.kind === 'pour' ? `pour ${name[move.from]}>${name[move.to]}` : `${move.kind} ${name[move.jug]}`;
}

/**
 * The moves of a plan, one per step: the option made at each step. "Exactly one move" is required
 * at every step, so a model without one is a broken encoding, not a plan.
 */
export function madeMoves(values: Values, choices: { move: JugMove; made: BoolTerm }[][], horizon: number): JugMove[] {
  return choices.slice(0, horizon).map((options, t) => {
    const chosen = options.find((option) => values.bool(option.made));
    if (chosen === undefined) throw new Error(`jugs: no move is made at step ${t} of the model (a bug in the encoding)`);
    return chosen.move;
  });
}
