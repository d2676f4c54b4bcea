// A plan's first moves replayed from the start by a kind's own rules (serve's next-move hint): the
// state they reach, or an InputError naming the first move the rules do not allow.
import { InputError } from '../errors.ts';

/** `apply`: the state after one move, or why it is not allowed (a kind's simulator step). */
export function replay<State, Move>(start: State, moves: readonly Move[], apply: (state: State, move: Move) => State | string): State {
  let state = start;
  moves.forEach((move, index) => {
    const next = apply(state, move);
    if (typeof next === 'string') throw new InputError('<plan>', `move ${index + 1}`, `expected a move the rules allow here: ${next}`);
    state = next;
  });
  return state;
}
