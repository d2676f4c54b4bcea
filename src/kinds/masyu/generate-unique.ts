// Generates Masyu puzzles with exactly one solution: draw a random loop, start from a random third
// of the pearls it allows, and while the solver finds a rival loop, add a pearl the rival breaks
// (the intended loop keeps every pearl it allows). When the rival keeps every pearl the loop allows,
// the rival becomes the intended loop (it keeps the pearls so far) and its own pearls are offered.
// Then drop pearls one at a time, in random order, wherever the puzzle stays unique without them.
import type { GridSolving } from '../../kind/grid.ts';
import { seededRandom } from '../../format/random.ts';
import { Loaded } from '../../solver/run.ts';
import { ownContext } from '../../solver/session.ts';
import { checkMasyu } from './check.ts';
import { type GenerateOptions, pearlCandidates, randomLoop, withPearls } from './generate.ts';
import type { Point } from '../../dsl/grid/index.ts';
import type { LoopGrid, Masyu, Pearl, Piece } from './masyu.ts';

export interface UniqueOptions extends GenerateOptions {
  /** How many random loops to draw before giving up. */
  attempts?: number;
  /** The kind's encodings (the generator proves uniqueness with them), and the one to use (default: the kind's). */
  solving: GridSolving<Masyu, Piece>;
  encoding?: string;
}

export interface UniqueGenerated {
  puzzle: Masyu;
  /** The loop the pearls were chosen from: the puzzle's only solution. */
  loop: LoopGrid;
  attempt: number;
}

export const verifyMasyu = (p: Masyu) => (grid: LoopGrid) => checkMasyu(p, grid).map((broken) => broken.message);

/** How many times one attempt may switch to a rival loop whose pearls are the same as far as they go. */
const MAX_SWITCHES = 10;

const sameLoop = (a: LoopGrid, b: LoopGrid) => a.every((line, row) => line.every((piece, col) => piece === b[row][col]));

/** A unique Masyu, the same for the same options however many were made before it (ownContext). */
export const generateUniqueMasyu = (options: UniqueOptions): Promise<UniqueGenerated> => ownContext(() => generating(options));

async function generating(options: UniqueOptions): Promise<UniqueGenerated> {
  const { solving } = options;
  const encoding = solving.encodings.get(options.encoding ?? solving.defaultEncoding);
  const { width, height } = options;
  /** A solution other than `loop`, or null when `loop` is the only one. */
  async function rival(pearls: (Point & { pearl: Pearl })[], loop: LoopGrid): Promise<LoopGrid | null> {
    const puzzle = withPearls(width, height, pearls);
    return Loaded.with(encoding, puzzle, { strategy: solving.defaultStrategy, verify: verifyMasyu(puzzle) }, async (run) => {
      for (;;) {
        const found = await run.next();
        if (found.status === 'rejected') throw new Error(`${encoding.id} gave an answer the checker rejects: ${found.problems.join('; ')}`);
        if (!found.solution) {
          if (found.status !== 'unsat') throw new Error(`the solver answered ${found.status} while generating`);
          return null;
        }
        if (!sameLoop(found.solution.answer, loop)) return found.solution.answer;
        run.exclude(run.differsFrom(found.solution.key));
      }
    });
  }

  const first = options.attempt ?? 0;
  const attempts = options.attempts ?? 20;
  for (let attempt = first; attempt < first + attempts; attempt++) {
    const drawn = randomLoop({ ...options, attempt });
    let loop = drawn.loop;
    const random = seededRandom(options.seed, -1 - attempt);
    let unused = random.shuffle(drawn.candidates);
    const pearls = unused.splice(0, Math.ceil(unused.length / 3));
    let switches = 0;
    // Add pearls that the rival breaks until there is no rival.
    let other = await rival(pearls, loop);
    while (other) {
      const against = other;
      const breaking = unused.filter((pearl) => checkMasyu(withPearls(width, height, [pearl]), against).some((broken) => broken.rule !== 'one loop'));
      if (breaking.length === 0) {
        // Every pearl the loop allows also suits the rival: aim for the rival instead, which
        // keeps the pearls chosen so far, with the pearls it allows.
        if (++switches > MAX_SWITCHES) break;
        loop = against;
        const chosen = new Set(pearls.map(({ row, col }) => `${row},${col}`));
        unused = random.shuffle(pearlCandidates(options, loop).filter(({ row, col }) => !chosen.has(`${row},${col}`)));
        other = await rival(pearls, loop);
        continue;
      }
      const added = random.pick(breaking);
      unused.splice(unused.indexOf(added), 1);
      pearls.push(added);
      other = await rival(pearls, loop);
    }
    if (other) continue;
    // Fewer pearls make a better puzzle: drop each one the solution does not need.
    for (const pearl of random.shuffle(pearls)) {
      const without = pearls.filter((kept) => kept !== pearl);
      if ((await rival(without, loop)) === null) pearls.splice(pearls.indexOf(pearl), 1);
    }
    return { puzzle: withPearls(width, height, pearls), loop, attempt };
  }
  throw new Error(`no unique ${width}x${height} Masyu in ${attempts} attempts from seed ${options.seed}`);
}
