// Norinori by shading cells, as the rulebook says: two shaded cells per region, and every shaded
// cell with exactly one shaded side neighbour.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, indexOf, points, regionPoints, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Norinori, Shading } from '../../src/kinds/norinori/format.ts';

/** `settled`: the cells the deductions by hand settle (src/kinds/norinori/settle.ts), or none. */
export const shadedCells = (id = 'cells', settled?: (p: Norinori) => (boolean | undefined)[]): Encoding<Norinori, Shading> => ({
  id: `norinori/${id}`,
  idea: `${settled ? 'the deductions by hand first (settled cells given); ' : ''}one Boolean per cell: exactly two shaded per region, and a shaded cell has exactly one shaded side neighbour`,
  encode(m, p) {
    // What the deductions settled is a constant, in the answer too: Z3 decides only the open cells
    // (the 50x50 monthly, settled whole, had 2500 variables each fixed by a unit). The rules below
    // count settled cells in TypeScript and are stated over the open cells only, where there is one.
    const known = (settled && m.deduced(settled, p)) ?? points(p).map(() => undefined);
    const settledAs = (cell: Point) => known[indexOf(p, cell)];
    const shaded = m.settledGrid('shaded', p.height, p.width, (row, col) => settledAs({ row, col }));
    m.answer(points(p).flatMap((cell) => (settledAs(cell) === undefined ? [shaded[cell.row][cell.col]] : [])));
    m.cells(shaded);
    const open = (cells: Point[]) => cells.filter((cell) => settledAs(cell) === undefined).map(({ row, col }) => shaded[row][col]);
    const shadedAmong = (cells: Point[]) => cells.filter((cell) => settledAs(cell) === true).length;

    // Exactly two shaded cells in every region.
    // (Each rule is stated whole, its settled cells counted here: one the deductions settled folds
    // away, or to false if it were broken.)
    for (const region of regionPoints(p.regions)) m.require('two per region', m.exactly(open(region), 2 - shadedAmong(region)));

    // The shaded cells form dominoes: a shaded cell has a shaded side neighbour (a clause), and
    // never two: its n open neighbours and n + s - 1 for itself (s: those settled shaded) weigh at
    // most n (one pseudo-Boolean constraint the SAT core keeps native, where "then exactly one"
    // needed rewriting). A cell settled shaded has exactly 1 - s of its open neighbours shaded.
    for (const point of points(p)) {
      const here = settledAs(point);
      const around = sideNeighbours(point, p);
      const [openAround, settledAround] = [open(around), shadedAmong(around)];
      if (here === false) continue;
      if (here === true) {
        m.require('dominoes', m.exactly(openAround, 1 - settledAround));
        continue;
      }
      const cell = shaded[point.row][point.col];
      if (settledAround === 0) m.require('dominoes', m.or(m.not(cell), ...openAround));
      // (With fewer than two neighbours that may be shaded there is no second one to forbid.)
      const weight = openAround.length + settledAround - 1;
      if (weight > 0) m.require('dominoes', m.weightedAtMost([...openAround, cell], [...openAround.map(() => 1), weight], openAround.length));
    }

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
});

export const cells = shadedCells();
