// Tents after the deductions by hand (src/kinds/tents/settle.ts): the cells they settle are
// constants, and only what still has an open cell is stated: tents apart between open cells, the
// counts of lines with an open cell (less their settled tents), and the ties of trees and tents
// where trees and the cells beside them that may hold a tent form a group with an open cell. A
// group settled whole is paired off here (augmenting paths), and is a contradiction if it fails.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { FORWARD_AROUND, type Point, cols, indexOf, largestMatching, neighbours, pointAt, points, rows, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Camp, Tents } from '../../src/kinds/tents/format.ts';
import { settle } from '../../src/kinds/tents/settle.ts';
import { isTree, mayStand } from './ties.ts';

export const settled: Encoding<Tents, Camp> = {
  id: 'tents/settled',
  idea: 'the deductions by hand first (settled cells given); then tents/ties over what they leave open',
  reasonsBy: 'tents/ties',
  encode(m, p) {
    const known = m.deduced(settle, p);
    const cells = points(p);
    // A cell's settled value: the deductions', or none where no tent may stand (when they found a contradiction they settle nothing).
    const value = cells.map((cell, i) => known[i] ?? (mayStand(p, cell) ? undefined : false));
    const at = (point: Point) => value[indexOf(p, point)];
    const tent = m.settledGrid('tent', p.height, p.width, (row, col) => at({ row, col }));
    const term = ({ row, col }: Point) => tent[row][col];
    m.answer(cells.filter((cell) => at(cell) === undefined).map(term));
    m.cells(tent);

    // Tents never touch: between two open cells a clause, beside a settled tent no tent (two settled
    // tents touching: a contradiction). Only pairs of cells that are open or tents say anything (on
    // the 30x30, settled whole, some 700 of its 3500).
    for (const a of cells.filter((cell) => at(cell) !== false))
      for (const b of neighbours(a, FORWARD_AROUND, p)) {
        const [openA, openB] = [at(a) === undefined, at(b) === undefined];
        if (openA && openB) m.require('tents apart', m.or(m.not(term(a)), m.not(term(b))));
        else if ((openA && at(b)) || (openB && at(a))) m.require('tents apart', m.not(term(openA ? a : b)));
        else if (at(a) && at(b)) m.require('tents apart', m.constant(false));
      }

    // Each line with an open cell holds as many more tents as its count less its settled ones (the
    // count takes the constants off itself). A line settled whole that keeps its count says nothing;
    // one that misses it is a contradiction, stated as one.
    const counts = (lines: Point[][], numbers: (number | null)[], rule: string) =>
      lines.forEach((line, i) => {
        const count = numbers[i] === null ? m.constant(true) : m.exactly(line.map(term), numbers[i]);
        if (count !== m.constant(true)) m.require(rule, count);
      });
    counts(rows(p), p.rows, 'row counts');
    counts(cols(p), p.columns, 'column counts');

    // The groups of trees and the cells beside them that may hold a tent (union-find by cell index).
    const group = cells.map((_, i) => i);
    const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i])));
    const spots = (tree: Point) => sideNeighbours(tree, p).filter((cell) => at(cell) !== false);
    const trees = cells.filter((cell) => isTree(p, cell));
    for (const tree of trees) for (const spot of spots(tree)) group[find(indexOf(p, spot))] = find(indexOf(p, tree));
    const hasOpen = new Set(cells.filter((cell) => at(cell) === undefined).map((cell) => find(indexOf(p, cell))));

    // Settled groups pair off here: every tree with a tent of its own, every tent with a tree.
    const closed = trees.filter((tree) => !hasOpen.has(find(indexOf(p, tree))));
    const { owner, alone } = largestMatching(closed, (tree) => spots(tree).filter((cell) => at(cell) === true));
    const tentsClosed = cells.filter((cell, i) => at(cell) === true && !hasOpen.has(find(i)));
    if (alone.length > 0 || owner.size < tentsClosed.length) m.require('a tent per tree', m.constant(false));

    // The open groups as tents/ties states them: every tree tied to exactly one cell beside it ...
    const tiedTo = new Map<number, BoolTerm[]>();
    for (const tree of trees.filter((point) => hasOpen.has(find(indexOf(p, point))))) {
      const tied = spots(tree).map((spot) => {
        const tie = m.bool(`tie ${tree.row},${tree.col} ${spot.row},${spot.col}`);
        tiedTo.set(indexOf(p, spot), [...(tiedTo.get(indexOf(p, spot)) ?? []), tie]);
        return tie;
      });
      m.require('a tent per tree', m.exactly(tied, 1));
    }
    // ... and every tent to exactly one tree; a tie makes a tent.
    for (const [i, tied] of tiedTo) {
      const spot = pointAt(p, i);
      const here = term(spot);
      const tiedOnce = at(spot) === true ? [m.or(...tied)] : [m.or(m.not(here), ...tied), ...tied.map((tie) => m.implies(tie, here))];
      m.require('a tree per tent', ...tiedOnce, m.atMost(tied, 1));
    }

    return (values) => tent.map((line) => line.map((cell) => values.bool(cell)));
  },
};
