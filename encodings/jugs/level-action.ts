// Levels and actions: the state of each step is one integer level per jug; each step chooses one
// move, which fixes the levels it touches and leaves the others as they were.
import { type JugMove, type JugPuzzle, jugMoves } from '../../src/kinds/jugs/jugs.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { chooseOne } from '../../src/dsl/planning.ts';
import { integerLevels, levelTimeline, madeMoves, moveLabel, targetMet } from './target.ts';

export const levelAction: PlanningEncoding<JugPuzzle, JugMove> = {
  id: 'jugs/level-action',
  idea: 'an integer level per jug per step, one chosen move per step (one-hot), effects and frame axioms',
  transitionSystem: true,
  encode(m, puzzle) {
    const { capacities } = puzzle;
    const { name, jugs, level, grow } = levelTimeline(m, puzzle);
    const choices: { move: JugMove; made: BoolTerm }[][] = [];

    // With a tap any jug can be filled or emptied; any jug can be poured into any other.
    const moves = jugMoves(puzzle);
    const label = (move: JugMove) => moveLabel(name, move);

    return {
      step(t) {
        const now = level[t];
        const next = grow();
        // Each step makes exactly one move.
        const made = chooseOne(m, 'one move', `move[t=${t}]`, moves.map(label));
        const options = moves.map((move, i) => ({ move, made: made[i] }));
        choices.push(options);
        for (const { move, made } of options) {
          const touched = move.kind === 'pour' ? [move.from, move.to] : [move.jug];
          // A move leaves the jugs it does not touch as they were.
          m.require('frame', m.implies(made, m.and(...jugs.filter((jug) => !touched.includes(jug)).map((jug) => next[jug].eq(now[jug])))));
          if (move.kind === 'pour') {
            // Water runs until the source is empty or the destination is full; none is lost.
            const together = now[move.from].add(now[move.to]);
            const fits = together.le(capacities[move.to]);
            m.require(
              'pour',
              m.implies(made, m.and(next[move.to].eq(m.ite(fits, together, capacities[move.to])), next[move.from].eq(together.sub(next[move.to])))),
            );
          } else {
            // Filling at the tap makes a jug full; emptying into the sink makes it empty.
            m.require(move.kind, m.implies(made, next[move.jug].eq(move.kind === 'fill' ? capacities[move.jug] : 0)));
          }
        }
      },
      state: (t) => level[t],
      goal: (horizon) => [targetMet(m, puzzle.target, integerLevels(m, level[horizon]))],
      decode: (values, horizon) => madeMoves(values, choices, horizon),
    };
  },
};
