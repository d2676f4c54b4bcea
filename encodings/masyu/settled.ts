// Masyu on edge Booleans, as edges.ts states it (lazy cuts, two lines or none as clauses on the
// lines, the pearl rules as clauses), over what the deductions by hand (src/kinds/masyu/settle.ts)
// leave open. A settled line is a constant, so the rules about it fold away (the deductions hold
// them) and Z3 sees only the open lines.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, SIDES, type Side, gridEdges, loopThroughCells } from '../../src/dsl/grid/index.ts';
import { ARMS, type LoopGrid, type Masyu, PIECES, type Piece, pearlCells, pieceOf } from '../../src/kinds/masyu/masyu.ts';
import { requirePearlClauses } from './patterns.ts';

export const edgesSettled = (settle: (p: Masyu) => (boolean | undefined)[]): Encoding<Masyu, LoopGrid> => ({
  id: 'masyu/settled',
  idea: 'the deductions by hand first (lines drawn or crossed given); then edges-lazy-cuts-line-clauses-patterns over the rest',
  encode(m, p) {
    const edges = gridEdges(p);
    // A settled line is a constant and no variable at all: every solution has it, so the solutions
    // differ only in the open lines, which alone make the answer (and the proof of uniqueness).
    const known = m.deduced(settle, p);
    const line = edges.edges.map(([a, b], edge) => m.settledBool(`line[${edges.name(a)}-${edges.name(b)}]`, known[edge]));
    m.answer(line.filter((_, edge) => known[edge] === undefined));
    const arm = (cell: Point, side: Side) => {
      const edge = edges.edgeAt(cell, side);
      return edge === undefined ? m.constant(false) : line[edge];
    };

    // A cell's piece, as the player marks it, for hints: the arms it has and none other.
    const holds = (cell: Point, piece: Piece) => m.and(...SIDES.map((side) => (ARMS[piece].includes(side) ? arm(cell, side) : m.not(arm(cell, side)))));
    m.cells(() => p.pearls.map((cells, row) => cells.map((_, col) => new Map(PIECES.map((piece) => [piece, holds({ row, col }, piece)])))));

    // Draw one closed loop through cell centres, passing through every pearl; the pearls' rules.
    loopThroughCells(m, 'one loop', line, edges, { encoding: 'lazy-cuts-line-clauses', through: pearlCells(p) });
    requirePearlClauses(m, p, arm);

    return (values) => p.pearls.map((cells, row) => cells.map((_, col) => pieceOf(SIDES.filter((side) => values.bool(arm({ row, col }, side))))));
  },
});
