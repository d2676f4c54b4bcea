// The shapes every encoding takes. An encoding is pure: it reads an instance and declares
// constraints in a Model; it never does I/O and never solves.
import type { BoolTerm, IntTerm, Model, Values } from './model.ts';

/** An encoding of a puzzle whose answer is one assignment (a grid, say). */
export interface Encoding<Puzzle, Answer> {
  /** `kind/name`, e.g. `aquarium/row-level`. */
  id: string;
  /** The idea in one line, shown by `puzzlebench encodings`. */
  idea: string;
  /** Declares the puzzle's rules and returns how to read an answer from a model. */
  encode(model: Model, puzzle: Puzzle): (values: Values) => Answer;
  /** Why this encoding cannot state this instance (a rule variant it does not cover), if it cannot. */
  unsupported?(puzzle: Puzzle): string | undefined;
  /**
   * The sibling encoding (its id) that states the same rules without the deductions this one makes
   * beforehand: hints and `--explain` ask it, since a deduction made from many clues is a fact of
   * its own rule ('settled') and names none of them.
   */
  reasonsBy?: string;
}

/**
 * A bounded-horizon planning encoding: state 0 is the start, step t takes state t to state t+1.
 * The timeline grows one step at a time so one solver serves every horizon.
 */
export interface PlanningEncoding<Puzzle, Move> {
  id: string;
  idea: string;
  encode(model: Model, puzzle: Puzzle): Timeline<Move>;
  /** Why this encoding cannot state this instance, if it cannot. */
  unsupported?(puzzle: Puzzle): string | undefined;
  /**
   * The encoding is a transition system: its timeline names its states, every step t states the
   * same rules over state t, state t+1 and variables of its own (nothing depends on t or on an
   * earlier step), and goal(t) is a condition on state t alone. The Horn-clause engine reads such
   * an encoding as one (src/solver/horn.ts).
   */
  transitionSystem?: boolean;
}

/** A part of a state: a variable, or a value already known while the formula is built (the start). */
export type StatePart = BoolTerm | IntTerm | boolean | number;

export interface Timeline<Move> {
  /** Declares state t+1 and the action of step t, with its effects and frame axioms. */
  step(t: number): void;
  /**
   * The parts that make up state t (declared by step t-1, state 0 by encode): two states with equal
   * parts are the same state, and the goal reads nothing else. A timeline that says so can stay:
   * the planning layer may then make any step a no-move that keeps the state (src/dsl/stay.ts), so
   * that one check at horizon k asks for a plan of at most k moves.
   */
  state?(t: number): StatePart[];
  /**
   * Constraints that hold only when looking for a plan of exactly `horizon` steps (the goal at
   * the last state, and anything that depends on the horizon, such as "bound(state t) <= k - t").
   * They are asserted in a scope that is popped before the next horizon.
   */
  goal(horizon: number): BoolTerm[];
  /** Reads the moves of a plan of `horizon` steps. */
  decode(values: Values, horizon: number): Move[];
}
