// States only: no action variables. A step changes one jug (at the tap or sink) or two (a pour),
// and the move is read back from the change.
import type { JugMove, JugPuzzle } from '../../src/kinds/jugs/jugs.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { IntTerm } from '../../src/dsl/model.ts';
import { integerLevels, levelTimeline, targetMet } from './target.ts';

export const conserving: PlanningEncoding<JugPuzzle, JugMove> = {
  id: 'jugs/conserving',
  idea: 'levels only: each step changes one or two jugs, pours conserve water and end with a touched jug empty or full',
  transitionSystem: true,
  encode(m, puzzle) {
    const { capacities } = puzzle;
    const { name, jugs, level, grow } = levelTimeline(m, puzzle);
    const total = (levels: IntTerm[]) => m.sum(levels);

    return {
      step(t) {
        const now = level[t];
        const next = grow();
        const changed = jugs.map((jug) => m.bool(`changed[t=${t}][${name[jug]}]`));
        m.require('changed', ...jugs.map((jug) => m.iff(changed[jug], next[jug].neq(now[jug]))));

        // A move touches one jug (tap or sink) or two (a pour); a move that changes nothing is no use.
        m.require('touches', m.atLeast(changed, 1), m.atMost(changed, 2));
        // A pour moves water from one jug to another: none is made or lost. Without a tap, every move is a pour.
        const pour = puzzle.tap ? m.exactly(changed, 2) : m.constant(true);
        m.require('conserve', m.implies(pour, total(next).eq(total(now))));
        // Every move stops at a mark the jugs have: a touched jug ends empty or full (filled, emptied,
        // the source poured out, or the destination topped up).
        m.require('stops', m.or(...jugs.map((jug) => m.and(changed[jug], m.or(next[jug].eq(0), next[jug].eq(capacities[jug]))))));
      },
      state: (t) => level[t],
      goal: (horizon) => [targetMet(m, puzzle.target, integerLevels(m, level[horizon]))],
      decode(values, horizon) {
        const plan: JugMove[] = [];
        for (let t = 0; t < horizon; t++) {
          const delta = jugs.map((jug) => values.int(level[t + 1][jug]) - values.int(level[t][jug]));
          const from = delta.findIndex((d) => d < 0);
          const to = delta.findIndex((d) => d > 0);
          if (from >= 0 && to >= 0) plan.push({ kind: 'pour', from, to });
          else if (to >= 0) plan.push({ kind: 'fill', jug: to });
          else plan.push({ kind: 'empty', jug: from });
        }
        return plan;
      },
    };
  },
};
