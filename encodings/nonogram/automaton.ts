// Nonograms as a regular language per line: the clue 2 1 is the pattern 0* 1 1 0+ 1 0*, read by
// a small automaton whose state after each cell is one-hot Booleans.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Nonogram, type Shading, clueLines } from '../../src/kinds/nonogram/format.ts';

/**
 * The clue written out with one empty cell between runs (2 1: shaded, shaded, empty, shaded).
 * State j has read the first j symbols of it; empty cells may repeat at the ends and in the gaps.
 */
function automaton(clue: number[]) {
  const template = clue.flatMap((run, k) => [...(k > 0 ? [false] : []), ...Array<boolean>(run).fill(true)]);
  const last = template.length;
  const next = (j: number, shaded: boolean): number | undefined => {
    if (j < last && template[j] === shaded) return j + 1;
    if (!shaded && (j === 0 || j === last || template[j - 1] === false)) return j;
    return undefined;
  };
  return { last, next };
}

export const automatonEncoding: Encoding<Nonogram, Shading> = {
  id: 'nonogram/automaton',
  idea: "one Boolean per cell and per state of the line's clue automaton after each cell; each cell moves the state by its value, and the line ends in the accepting state",
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);

    for (const { key, rule, clue, cells: points } of clueLines(p)) {
      const cells = points.map(({ row, col }) => shaded[row][col]);
      const n = cells.length;
      const { last, next } = automaton(clue);
      // State j after i cells: reachable only with j <= i symbols read and last - j still fitting in n - i cells.
      const state: (BoolTerm | undefined)[][] = Array.from({ length: n + 1 }, (_, i) =>
        Array.from({ length: last + 1 }, (_, j) => (j <= i && last - j <= n - i ? m.bool(`${key}.state${j}@${i}`) : undefined)),
      );

      // The line starts before any symbol is read and ends with the whole clue read. (One state at
      // a time follows: the moves are deterministic, and at the end only that state exists.)
      m.require(rule, state[0][0]!, state[n][last]!);
      const arrivals: BoolTerm[][][] = state.map((line) => line.map(() => []));

      // Each cell takes the automaton from its state to the next; a value with no move is ruled out.
      cells.forEach((cell, i) => {
        state[i].forEach((here, j) => {
          if (!here) return;
          for (const value of [true, false]) {
            const to = next(j, value);
            const valued = value ? cell : m.not(cell);
            const target = to === undefined ? undefined : state[i + 1][to];
            m.require(rule, m.implies(m.and(here, valued), target ?? m.constant(false)));
            if (to !== undefined && target) arrivals[i + 1][to].push(m.and(here, valued));
          }
        });
      });

      // A state is reached only by a move into it: the solver reasons backwards from the end too.
      for (let i = 1; i <= n; i++) state[i].forEach((here, j) => here && m.require(rule, m.implies(here, m.or(...arrivals[i][j]))));
    }

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
