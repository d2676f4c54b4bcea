// Unary levels and a table of moves: "jug j holds k litres" is one Boolean, and every move is
// written out as the level it leads to from each level it starts from. Pure propositional logic.
import { type JugMove, type JugPuzzle, jugMoves, jugNames } from '../../src/kinds/jugs/jugs.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { chooseOne, unchangedUnless, when } from '../../src/dsl/planning.ts';
import { madeMoves, moveLabel, targetMet } from './target.ts';

/**
 * The most Booleans and table rows a step may take. A step of 80,000 took about 7 s to build and
 * solve here; one of 2.4 million ran out of 3 GB after two minutes, before its first check.
 */
export const UNARY_TABLE_LIMIT = 100_000;

/**
 * What one step costs this encoding: a Boolean per jug and amount it can hold, and for each pour a
 * row per pair of levels of its two jugs. Counted exactly (a bigint): capacities go up to 2^53 - 1.
 */
export function unaryTableSize(capacities: readonly number[]): bigint {
  const levels = capacities.map((capacity) => BigInt(capacity) + 1n);
  const booleans = levels.reduce((sum, count) => sum + count, 0n);
  const rows = levels.reduce((sum, from, i) => sum + levels.reduce((pairs, to, j) => (i === j ? pairs : pairs + from * to), 0n), 0n);
  return booleans + rows;
}

export const unaryTable: PlanningEncoding<JugPuzzle, JugMove> = {
  id: 'jugs/unary-table',
  idea: 'one Boolean per jug, step and amount held; each move a table from the levels before to the levels after',
  transitionSystem: true,
  // Refused rather than started (export asks too): a jug of a million litres would be a million
  // Booleans a step (and Z3's pseudo-Boolean weights, the litres, are 32-bit integers).
  unsupported(puzzle) {
    const size = unaryTableSize(puzzle.capacities);
    if (size <= UNARY_TABLE_LIMIT) return undefined;
    return (
      `${size} Booleans and pour-table rows a step for jugs of ${puzzle.capacities.join(', ')}, ` +
      `more than its limit of ${UNARY_TABLE_LIMIT}; use --engine jugs/conserving, jugs/level-action or jugs/bfs`
    );
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
          unchangedUnless(
            m,
            'frame',
            touching.map((option) => option.made),
            now[jug],
            next[jug],
          );
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
      state: (t) => holds[t].flat(),
      goal: (horizon) => [
        targetMet(m, puzzle.target, {
          jugs: jugs.length,
          holds: (jug, amount) => holds[horizon][jug][amount] ?? m.constant(false),
          totalIs: (amount) => {
            // "Holds k litres" weighs k: the held amounts add up to the total.
            const held = jugs.flatMap((jug) =>
              amounts(jug)
                .slice(1)
                .map((k) => ({ literal: holds[horizon][jug][k], litres: k })),
            );
            return m.weightedExactly(
              held.map((h) => h.literal),
              held.map((h) => h.litres),
              amount,
            );
          },
        }),
      ],
      decode: (values, horizon) => madeMoves(values, choices, horizon),
    };
  },
};
