// Plans of at most k moves, for any timeline that names its states: each step either moves or
// stays, and once a step stays every later one does, the state frozen. A check at horizon k then
// answers "is there a plan of at most k moves?" (the goal at k is the goal reached at the last
// move), so a schedule can jump between horizons and `check --within k` asks once. The stays are
// dropped when a plan is read back.
import type { StatePart, Timeline } from './encoding.ts';
import { type BoolTerm, equal, type Model, type Values } from './model.ts';

/** The timelines that can stay: those that name their states. */
export const canStay = <Move>(timeline: Timeline<Move>): boolean => timeline.state !== undefined;

/** Two parts of states are equal (a known value against a variable, or two of either). */
function same(m: Model, after: StatePart, before: StatePart): BoolTerm {
  if (typeof after === 'object') return equal(after, before);
  if (typeof before === 'object') return equal(before, after);
  return m.constant(after === before);
}

export interface StayingTimeline<Move> extends Timeline<Move> {
  /** The number of steps of a model's plan at horizon k that move (the rest stay). */
  moves(values: Values, horizon: number): number;
  /** The Boolean "step t moves", or true for the steps every plan makes (those below the lower bound). */
  moving(t: number): BoolTerm | true;
}

/**
 * `from`: an admissible lower bound. Every plan makes at least that many moves, so those steps
 * are stated as they are, without a guard: a guard that the solver has not yet decided holds
 * back all propagation in its step, and made a check at the lower bound several times slower.
 */
export function stayingTimeline<Move>(m: Model, timeline: Timeline<Move>, from = 0): StayingTimeline<Move> {
  const state = timeline.state;
  if (!state) throw new Error('a timeline that names no states cannot stay');
  const moving: (BoolTerm | true)[] = [];
  const moves = (values: Values, horizon: number) => {
    const stays = moving.slice(0, horizon).findIndex((step) => step !== true && !values.bool(step));
    return stays < 0 ? horizon : stays;
  };
  return {
    step(t) {
      if (t < from) {
        moving.push(true);
        return timeline.step(t);
      }
      const moved = m.bool(`moves[t=${t}]`);
      moving.push(moved);
      // The step's own rules bind only when it moves.
      m.guarded(moved, () => timeline.step(t));
      // A step that does not move keeps the state as it is.
      const [before, after] = [state(t), state(t + 1)];
      m.require('stay', m.implies(moved.not(), m.and(...after.map((part, i) => same(m, part, before[i])))));
      // Once the plan is over, every later step stays too: a plan of j moves has one form.
      const previous = moving[t - 1];
      if (previous !== undefined && previous !== true) m.require('stay', m.implies(moved, previous));
    },
    state,
    goal: (horizon) => timeline.goal(horizon),
    decode: (values, horizon) => timeline.decode(values, moves(values, horizon)),
    moves,
    moving: (t) => moving[t],
  };
}
