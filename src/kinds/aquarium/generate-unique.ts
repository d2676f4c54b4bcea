// Generates Aquarium puzzles with exactly one solution: draw a random instance; while it has a
// second solution, reshape a tank boundary so that rival stops being a solution while the intended
// water still is one (the clues never change); finally Z3 proves the puzzle unique. An instance
// that cannot be repaired is dropped for the seed's next random stream.
import type { Encoding } from '../../dsl/encoding.ts';
import type { GridSolving } from '../../kind/grid.ts';
import { checkAquarium } from './check.ts';
import { type GenerateOptions, type Generated, generateAquarium, reshapeAgainst } from './generate.ts';
import type { Aquarium, WaterGrid } from './aquarium.ts';
import { seededRandom } from '../../format/random.ts';
import type { Solver } from 'z3-solver';
import { booleans, Model, type Z3, valuesOf } from '../../dsl/model.ts';
import { z3Session, ownContext } from '../../solver/session.ts';
import { strategies } from '../../solver/strategy.ts';
import { releaseWhenIdle } from '../../solver/finalizer-gate.ts';

export interface UniqueOptions extends GenerateOptions {
  /** How many random instances to draw before giving up. */
  attempts?: number;
  /** The kind's encodings (the generator proves uniqueness with them), and the one to use (default: the kind's). */
  solving: GridSolving<Aquarium, boolean>;
  encoding?: string;
}

export interface UniqueGenerated extends Generated {
  /** The attempt (random stream of the seed) that gave a unique puzzle. */
  attempt: number;
  /** How many rival solutions were removed by reshaping tanks. */
  repairs: number;
}

export const verifyAquarium = (p: Aquarium) => (water: WaterGrid) => checkAquarium(p, water).map((broken) => broken.message);

const sameWater = (a: WaterGrid, b: WaterGrid) => a.every((line, row) => line.every((cell, col) => cell === b[row][col]));

/** The same puzzle for the same options, however many were made before it in the process (ownContext). */
export const generateUniqueAquarium = (options: Parameters<typeof makingUniqueAquarium>[0]) => ownContext(() => makingUniqueAquarium(options));

/**
 * Draws instances until one is unique. One solver serves every layout of an attempt: each round
 * encodes the current layout in a scope, asks for a solution other than the intended water (the
 * clues never change, so that water stays a solution), and either gets a rival to reshape against
 * or a proof that the layout is unique.
 */
async function makingUniqueAquarium(options: UniqueOptions): Promise<UniqueGenerated> {
  const { solving } = options;
  const encoding = solving.encodings.get(options.encoding ?? solving.defaultEncoding);
  const { z3 } = await z3Session();
  const first = options.attempt ?? 0;
  const attempts = options.attempts ?? 20;
  // Each repair removes at least one rival; a grid needs more of them the larger it is.
  const maxRepairs = 10 * Math.max(options.width, options.height);
  for (let attempt = first; attempt < first + attempts; attempt++) {
    const { water, puzzle: drawn } = generateAquarium({ ...options, attempt });
    const reshaping = seededRandom(options.seed, -1 - attempt);
    // The kind's strategy (qf-fd-pb) is also the fastest for random 20x20-30x30 layouts: 2-3 s where 'default' took over 30 s.
    const solver = strategies.get(solving.defaultStrategy).makeSolver(z3);
    let puzzle: Aquarium | undefined = drawn;
    try {
      for (let repairs = 0; puzzle && repairs <= maxRepairs; repairs++) {
        solver.push();
        const { status, rival } = await rivalOf(encoding, puzzle, water, solver, z3);
        solver.pop();
        if (status === 'unsat') return { puzzle, water, attempt, repairs };
        if (!rival) break;
        puzzle = reshapeAgainst(puzzle, water, rival, reshaping);
      }
    } finally {
      releaseWhenIdle(solver);
    }
  }
  throw new Error(`no unique ${options.width}x${options.height} puzzle in ${attempts} attempts from seed ${options.seed}`);
}

/**
 * A solution other than `water` under the current scope of `solver`: the first model, or when that
 * is the intended water itself, the next one with its answer key blocked. Checked before use.
 */
async function rivalOf(encoding: Encoding<Aquarium, WaterGrid>, puzzle: Aquarium, water: WaterGrid, solver: Solver<'main'>, z3: Z3) {
  const model = new Model(z3);
  const decode = encoding.encode(model, puzzle);
  for (const constraint of model.drain()) solver.add(constraint);
  for (;;) {
    const status = await solver.check();
    if (status !== 'sat') return { status };
    const values = valuesOf(z3, solver.model(), model);
    const found = decode(values);
    if (verifyAquarium(puzzle)(found).length > 0) throw new Error(`${encoding.id} gave an answer the checker rejects`);
    if (!sameWater(found, water)) return { status, rival: found };
    solver.add(model.or(...booleans(z3, model.answerTerms).map((term) => model.not(term.eq(model.constant(values.bool(term)))))));
  }
}
