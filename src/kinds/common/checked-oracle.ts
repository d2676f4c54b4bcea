// The backtracking oracle as most kinds state it: the values each cell may take, a partial grid
// abandoned as soon as the kind's own `problems` fault it, a full grid kept when its `verify`
// accepts it (backtrack.ts). Written once so that a kind names only its values.
import type { Point, Size } from '../../dsl/grid/index.ts';
import type { Cell, Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { backtrack } from './backtrack.ts';

/** A spec's `oracle`: every solution up to `limit`, by the kind's checker alone (no solver). */
export const checkedOracle =
  <P extends Size, C extends Cell>(
    values: (p: P) => (point: Point) => readonly C[],
    problems: (p: P, grid: PartialGrid<C>) => Problem[],
    verify: (p: P, grid: Grid<C>) => string[],
  ) =>
  (p: P, limit: number): Grid<C>[] =>
    backtrack(p, { values: values(p), broken: (grid) => problems(p, grid).length > 0, verify: (grid) => verify(p, grid) }, limit);
