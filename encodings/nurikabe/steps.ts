// Nurikabe by islands, with what the rules imply stated up front. As in rules.ts, each cell an
// island may reach (worked out in TypeScript) gets a Boolean "this cell is in that number's
// island". An island of n cells lies within n-1 steps of its number through its own cells, so it is
// stated connected step by step (src/dsl/within.ts), which Z3 propagates at once; an island whose
// step Booleans would be too many, and the sea, by lazy cuts, with their cheap consequences.
import { connected } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, cellClue, connectedCells, indexOf, pairs, pointKey, points, noFullBlock, samePoint, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { connectedFromFirst, connectedWithin, distancesFrom, stepCount } from '../../src/dsl/within.ts';
import { type Nurikabe, type Shading, cluesOf } from '../../src/kinds/nurikabe/format.ts';
import { type Settled, settle, unsettled } from '../../src/kinds/nurikabe/settle.ts';

/** Step Booleans one island may have before it is left to lazy cuts (a 20 in open water has about 4 600). */
const STEP_BUDGET = 20_000;

/** `settled`: the cells and reaches after the deductions by hand (settle.ts), or by distance alone. */
export const nurikabeSteps = (id: string, first: string, settled: (p: Nurikabe) => Settled): Encoding<Nurikabe, Shading> => ({
  id,
  idea: `${first}one Boolean per cell (sea) and per cell an island may reach; each island within n-1 steps of its number, step by step (lazy cuts past ${STEP_BUDGET} step Booleans); the sea counted, by lazy cuts, no sea cell or pair alone`,
  encode(m, p) {
    const sea = m.boolGrid('sea', p.height, p.width);
    m.answer(sea);
    m.cells(sea);
    const clues = cluesOf(p);
    const { sea: known, reach, holder } = m.deduced(settled, p);
    // What the deductions settled is given, and stated as a constant everywhere but in the answer
    // (and the sea's lazy cuts, which read it): the rules about settled cells fold away.
    points(p).forEach((cell, i) => known[i] !== undefined && m.require('settled', known[i] ? sea[cell.row][cell.col] : m.not(sea[cell.row][cell.col])));
    const isSea = (cell: Point) => {
      const value = known[indexOf(p, cell)];
      return value === undefined ? sea[cell.row][cell.col] : m.constant(value);
    };
    // island[k][i]: the i-th cell the k-th number's island may reach (node[k] finds it) is in it.
    const within = reach;
    const island = clues.map((clue, k) =>
      within[k].map((cell) => {
        const of = holder[indexOf(p, cell)];
        return of === undefined ? m.bool(`island ${pointKey(clue.at)}[${pointKey(cell)}]`) : m.constant(of === k);
      }),
    );
    const node = within.map((cells) => new Map(cells.map((cell, i) => [pointKey(cell), i])));
    const inIsland = (k: number, cell: Point): BoolTerm | undefined => {
      const i = node[k].get(pointKey(cell));
      return i === undefined ? undefined : island[k][i];
    };
    const holders: BoolTerm[][] = points(p).map(() => []);
    // reaching[cell]: the numbers whose island may reach the cell, in order.
    const reaching: number[][] = points(p).map(() => []);
    within.forEach((cells, k) =>
      cells.forEach((cell, i) => {
        holders[indexOf(p, cell)].push(island[k][i]);
        reaching[indexOf(p, cell)].push(k);
      }),
    );

    // A cell is an island cell exactly when one number's island holds it.
    for (const cell of points(p)) m.require('islands', m.iff(m.not(isSea(cell)), m.or(...holders[indexOf(p, cell)])), m.atMost(holders[indexOf(p, cell)], 1));

    // Islands touch only the sea: beside a cell of an island is the same island or sea.
    for (const [a, b] of pairs(p))
      for (const k of new Set([...reaching[indexOf(p, a)], ...reaching[indexOf(p, b)]].sort((x, y) => x - y)))
        for (const [from, to] of [
          [a, b],
          [b, a],
        ]) {
          const [here, there] = [inIsland(k, from), inIsland(k, to)];
          if (here !== undefined) m.require('islands', m.implies(here, there === undefined ? isSea(to) : m.or(isSea(to), there)));
        }

    // Each island has as many cells as its number, joined to it within n-1 steps.
    clues.forEach((clue, k) => {
      const cells = island[k];
      // An island the deductions have whole (its reach all its own) needs nothing more.
      if (within[k].every((cell) => holder[indexOf(p, cell)] === k)) return;
      m.require(cellClue('island sizes', clue.at, clue.size), exactlyOf(m, cells, clue.size));
      const neighbours = within[k].map((cell) => sideNeighbours(cell, p).flatMap((next) => node[k].get(pointKey(next)) ?? []));
      // reach() lists the number's own cell first.
      if (stepCount(neighbours, 0, clue.size - 1) <= STEP_BUDGET) connectedWithin(m, 'islands connected', cells, neighbours, 0, clue.size - 1);
      else connected(m, 'islands connected', cells, neighbours, { encoding: 'lazy-cuts', empty: false, anchor: [0] });
    });

    // The sea has no 2x2 block, and is one group of all cells the islands leave; so, with two sea
    // cells or more, each has a sea neighbour, and with three or more, two side by side have
    // another (cheap, and they rule out most of what a cut would: the pair took the 25x32 from
    // 2.15 to 1.61 s CPU and the 50x50 from 74 s to 30 s; three in a row or an L, no further).
    noFullBlock(m, 'no 2x2 sea', p, isSea);
    const seaSize = p.width * p.height - clues.reduce((sum, clue) => sum + clue.size, 0);
    m.require('one sea', exactlyOf(m, points(p).map(isSea), seaSize));
    if (seaSize > 1) for (const cell of points(p)) m.require('one sea', m.implies(isSea(cell), m.or(...sideNeighbours(cell, p).map(isSea))));
    if (seaSize > 2)
      for (const [a, b] of pairs(p)) {
        const around = [...sideNeighbours(a, p), ...sideNeighbours(b, p)].filter((cell) => !samePoint(cell, a) && !samePoint(cell, b));
        m.require('one sea', m.implies(m.and(isSea(a), isSea(b)), m.or(...around.map(isSea))));
      }
    // A small sea (a few cells walling in an island: no more than the grid is across) is joined
    // step by step from its first cell, which Z3 propagates at once: janko's 32x32 (a sea of 10)
    // went from past 120 s to 2.6 s of checks. A larger one by lazy cuts, which are faster for
    // the usual sea: step by step took the 7x7 from 0.22 to 0.8 s, the 9x9 from 0.4 to 1.9 s.
    // (Over the cells that may be sea.)
    const wet = points(p).filter((_, i) => known[i] !== false);
    const wetIndex = new Map(wet.map((cell, i) => [pointKey(cell), i]));
    if (seaSize <= p.width + p.height && seaSize * wet.length <= STEP_BUDGET) {
      const neighbours = wet.map((cell) => sideNeighbours(cell, p).flatMap((next) => wetIndex.get(pointKey(next)) ?? []));
      const seaOf = wet.map(isSea);
      connectedFromFirst(m, 'one sea', seaOf, neighbours, seaSize);
      // So no two sea cells are farther apart than that: stated pair by pair, Z3 sees it at once
      // (on the 32x32, 14 400 conflicts instead of 34 700, checks 1.5 s instead of 2.6 s).
      wet.forEach((_, a) => {
        const apart = distancesFrom(neighbours, a);
        for (let b = a + 1; b < wet.length; b++) if (apart[b] > seaSize - 1) m.require('one sea', m.not(m.and(seaOf[a], seaOf[b])));
      });
    } else connectedCells(m, 'one sea', sea, { encoding: 'lazy-cuts', empty: true });

    return (values) => sea.map((line) => line.map((cell) => values.bool(cell)));
  },
});

/** `exactly`, with the constants among the terms counted in TypeScript (Z3's pseudo-Booleans take none). */
function exactlyOf(m: Model, terms: BoolTerm[], count: number): BoolTerm {
  const [yes, no] = [m.constant(true), m.constant(false)];
  return m.exactly(
    terms.filter((term) => term !== yes && term !== no),
    count - terms.filter((term) => term === yes).length,
  );
}

export const nurikabeByDistance = nurikabeSteps('nurikabe/steps', '', unsettled);
// Hints and --explain name the clues through steps, which states the same rules undeduced.
export const nurikabeSettled = {
  ...nurikabeSteps('nurikabe/settled', 'the deductions by hand first (settled cells given, reaches shrunk); ', settle),
  reasonsBy: 'nurikabe/steps',
};
