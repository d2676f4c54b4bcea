// For the generators: is an intended answer the only solution of a drawn puzzle, and if not,
// what are some others? One solver serves every layout a generator tries (each encoded in a scope
// of its own, pushed and popped), and every answer it gives is checked.
import type { Solver } from 'z3-solver';
import type { Encoding } from '../../dsl/encoding.ts';
import { booleans, Model, type Z3, valuesOf } from '../../dsl/model.ts';
import { ownContext, z3Session } from '../../solver/session.ts';
import { UsageError } from '../../errors.ts';
import type { GridSolving } from '../../kind/grid-spec.ts';
import { strategies } from '../../solver/strategy.ts';
import type { Cell, Grid } from '../../kind/cells.ts';
import { seededRandom } from '../../format/random.ts';

const same = <C extends Cell>(a: Grid<C>, b: Grid<C>) => a.every((line, row) => line.every((cell, col) => cell === b[row][col]));

export class RivalSearch<P, C extends Cell = boolean> {
  private constructor(
    private readonly z3: Z3,
    private readonly solver: Solver<'main'>,
    private readonly encoding: Encoding<P, Grid<C>>,
    private readonly verify: (puzzle: P, grid: Grid<C>) => string[],
  ) {}

  /** `encoding` must have one Boolean per cell, or so, as its answer key (it is blocked term by term). */
  static async start<P, C extends Cell = boolean>(
    encoding: Encoding<P, Grid<C>>,
    strategy: string,
    verify: (puzzle: P, grid: Grid<C>) => string[],
  ): Promise<RivalSearch<P, C>> {
    const { z3 } = await z3Session();
    return new RivalSearch(z3, strategies.get(strategy).makeSolver(z3), encoding, verify);
  }

  /**
   * Up to `limit` solutions other than `intended`: none when `intended` is proved the only one.
   * Throws when the solver cannot tell, or when `intended` turns out to be no solution at all.
   */
  async rivals(puzzle: P, intended: Grid<C>, limit = 1): Promise<Grid<C>[]> {
    this.solver.push();
    try {
      const model = new Model(this.z3);
      const decode = this.encoding.encode(model, puzzle);
      this.solver.add(...model.drain());
      const found: Grid<C>[] = [];
      let sawIntended = false;
      while (found.length < limit) {
        const status = await this.solver.check();
        if (status === 'unknown') throw new Error(`${this.encoding.id} could not decide a drawn puzzle`);
        if (status === 'unsat') break;
        const values = valuesOf(this.z3, this.solver.model(), model);
        // A model that a lazy rule cuts (a second loop, a part apart) is no solution: cut, ask again.
        const cuts = model.cutsFor(values);
        if (cuts.length > 0) {
          this.solver.add(...cuts);
          continue;
        }
        const grid = decode(values);
        const problems = this.verify(puzzle, grid);
        if (problems.length > 0) throw new Error(`${this.encoding.id} gave an answer the checker rejects: ${problems.join('; ')}`);
        if (same(grid, intended)) sawIntended = true;
        else found.push(grid);
        // Blocking clauses are added, never assumed (see src/solver/run.ts).
        const key = booleans(this.z3, model.answerTerms);
        this.solver.add(model.or(...key.map((term) => model.not(term.eq(model.constant(values.bool(term)))))));
      }
      if (found.length === 0 && !sawIntended) throw new Error(`the intended answer is not a solution of the drawn puzzle (${this.encoding.id})`);
      return found;
    } finally {
      this.solver.pop();
    }
  }
}

/**
 * A generator for kinds whose clues are read off a shading (Kakurasu's sums, Nonograms' runs): shade
 * a random square grid (`density` of its cells), read its clues; while another grid meets them too,
 * flip the intended grid at a cell where the two differ (its clues change with it, and that rival
 * misses them), up to 4n^2 repairs an attempt and 20 attempts; Z3 proves the last one unique.
 */
export async function uniqueFromShading<P>(options: {
  kind: string;
  size: number;
  seed: number;
  density: number;
  solving: { encodings: { get(id: string): Encoding<P, Grid<boolean>> }; defaultEncoding: string; defaultStrategy: string };
  verify: (puzzle: P, shading: Grid<boolean>) => string[];
  cluesOf: (shading: boolean[][]) => P;
}): Promise<{ puzzle: P; shading: boolean[][] }> {
  const { kind, size, seed, solving } = options;
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, options.verify);
  for (let attempt = 0; attempt < 20; attempt++) {
    const random = seededRandom(seed, attempt);
    const shading = Array.from({ length: size }, () => Array.from({ length: size }, () => random.next() < options.density));
    for (let repairs = 0; repairs <= 4 * size * size; repairs++) {
      const puzzle = options.cluesOf(shading);
      const [rival] = await search.rivals(puzzle, shading);
      if (!rival) return { puzzle, shading };
      const differing = shading.flatMap((line, row) => line.flatMap((cell, col) => (cell !== rival[row][col] ? [[row, col]] : [])));
      const [row, col] = random.pick(differing);
      shading[row][col] = !shading[row][col];
    }
  }
  throw new Error(`no unique ${size}x${size} ${kind} in 20 attempts from seed ${seed}`);
}

/** What `generate` hands a kind's generator: the side, the seed, and the kind's encodings to prove the puzzle unique. */
export interface Making<P, C extends Cell> {
  size: number;
  seed: number;
  solving: GridSolving<P, C>;
}

/**
 * A kind's generator: a size outside `sizes` refused in one line, and the same puzzle for the same
 * options however many were made before it in the process (ownContext: Z3's search follows its
 * terms' ids, which depend on what ran before).
 */
export function generator<P, C extends Cell, Made>(
  kind: string,
  sizes: { least: number; most: number; even?: true },
  making: (options: Making<P, C>) => Promise<Made>,
): (options: Making<P, C>) => Promise<Made> {
  return async (options) => {
    const { size } = options;
    if (size < sizes.least || size > sizes.most || (sizes.even && size % 2 !== 0))
      throw new UsageError(`--size must be ${sizes.even ? 'even, ' : ''}between ${sizes.least} and ${sizes.most} for ${kind}, found ${size}`);
    return ownContext(() => making(options));
  };
}
