// Unary levels and a table of moves: "jug j holds k litres" is one Boolean, and every move is
// written out as the level it leads to from each level it starts from. Pure propositional logic.
import { type JugMove, type JugPuzzle, jugMoves, jugNames } from '../../src/kinds/jugs/jugs.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { chooseOne, unchangedUnless, when } from '../../src/dsl/planning.ts';
import { moveLabel, targetMet } from './target.ts';

/**
 * The most table rows a move may take: a pour has a row per pair of levels. 100- and 99-litre
 * jugs (20,200 rows) still reached --timeout cleanly in 650 MB; 5000-litre jugs ran out of memory.
 */
const MAX_TABLE_ROWS = 25_000;

/** Rows of the pour tables of one move: each ordered pair of jugs, each pair of levels. */
const tableRows = (capacities: number[]) =>
  capacities.reduce((sum, from, i) => sum + capacities.reduce((rows, to, j) => rows + (i === j ? 0 : (from + 1) * (to + 1)), 0), 0);

export const unaryTable: PlanningEncoding<JugPuzzle, JugMove> = {
  id: 'jugs/unary-table',
  idea: 'one Boolean per jug, step and amount held; each move a table from the levels before to the levels after',
  unsupported(puzzle) {
    const rows = tableRows(puzzle.capacities);
    if (rows > MAX_TABLE_ROWS) return `its pour tables would have ${rows} rows a move, more than ${MAX_TABLE_ROWS} (jugs/conserving states any capacity)`;
    return undefined;
  },
  encode(m, puzzle) {
    const { capacities } = puzzle;
    const name = jugNames(capacities);
    const jugs = capacities.map((_, jug) => jug);
    const amounts = (jug: number) => Array.from({ length: capacities[jug] + 1 }, (_, amount) => amount);
    const holds: BoolTerm[][][] = [];
    const stateAt = (t: number) => {
      holds.push(jugs.map((jug) => amounts(jug).map((amount) => m.bool(`holds[t=${t}][${name[jug]}]=${amount}`))));
      // A jug holds one amount at a time.
      m.require('one level', ...holds[t].map((levels) => m.exactly(levels, 1)));
    };
    stateAt(0);
    const choices: { move: JugMove; made: BoolTerm }[][] = [];

    // The jugs start at their starting amounts.
    m.require('start', ...jugs.map((jug) => holds[0][jug][puzzle.start[jug]]));

    // With a tap any jug can be filled or emptied; any jug can be poured into any other.
    const moves = jugMoves(puzzle);
    const label = (move: JugMove) => moveLabel(name, move);

    return {
      step(t) {
        stateAt(t + 1);
        const [now, next] = [holds[t], holds[t + 1]];
        // Each step makes exactly one move.
        const made = chooseOne(m, 'one move', `move[t=${t}]`, moves.map(label));
        const options = moves.map((move, i) => ({ move, made: made[i] }));
        choices.push(options);

        // A jug's level changes only by a move that touches it.
        for (const jug of jugs) {
          const touching = options.filter(({ move }) => (move.kind === 'pour' ? [move.from, move.to] : [move.jug]).includes(jug));
          unchangedUnless(m, 'frame', touching.map((option) => option.made), now[jug], next[jug]);
        }
        for (const { move, made } of options) {
          if (move.kind === 'pour') {
            // Water runs until the source is empty or the destination is full.
            const { from, to } = move;
            for (const before of amounts(from)) {
              for (const into of amounts(to)) {
                const poured = Math.min(before, capacities[to] - into);
                when(m, 'pour', [made, now[from][before], now[to][into]], next[from][before - poured]);
                when(m, 'pour', [made, now[from][before], now[to][into]], next[to][into + poured]);
              }
            }
          } else {
            // Filling at the tap makes a jug full; emptying into the sink makes it empty.
            when(m, move.kind, [made], next[move.jug][move.kind === 'fill' ? capacities[move.jug] : 0]);
          }
        }
      },
      goal: (horizon) => [targetMet(m, puzzle.target, {
        jugs: jugs.length,
        holds: (jug, amount) => holds[horizon][jug][amount] ?? m.constant(false),
        totalIs: (amount) => {
          // "Holds k litres" weighs k: the held amounts add up to the total.
          const held = jugs.flatMap((jug) => amounts(jug).slice(1).map((k) => ({ literal: holds[horizon][jug][k], litres: k })));
          return m.weightedExactly(held.map((h) => h.literal), held.map((h) => h.litres), amount);
        },
      })],
      decode: (values, horizon) => choices.slice(0, horizon).map((options) => options.find((option) => values.bool(option.made))!.move),
    };
  },
};
