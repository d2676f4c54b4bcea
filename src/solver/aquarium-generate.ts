// Generates Aquarium puzzles with exactly one solution: draw a random instance, ask Z3 for two
// solutions, and keep the instance only when the search for a second one is exhausted.
import { aquariumEncodings, defaultAquariumEncoding } from '../../encodings/aquarium/index.ts';
import { checkAquarium } from '../domain/aquarium-check.ts';
import { type GenerateOptions, type Generated, generateAquarium } from '../domain/aquarium-generate.ts';
import type { Aquarium, WaterGrid } from '../domain/aquarium.ts';
import { solve } from './run.ts';

export interface UniqueOptions extends GenerateOptions {
  /** How many random instances to draw before giving up. */
  attempts?: number;
  encoding?: string;
}

export interface UniqueGenerated extends Generated {
  /** The attempt (random stream of the seed) that gave a unique puzzle. */
  attempt: number;
}

export const verifyAquarium = (p: Aquarium) => (water: WaterGrid) => checkAquarium(p, water).map((broken) => broken.message);

export async function generateUniqueAquarium(options: UniqueOptions): Promise<UniqueGenerated> {
  const encoding = aquariumEncodings.get(options.encoding ?? defaultAquariumEncoding);
  const attempts = options.attempts ?? 100;
  for (let attempt = options.attempt ?? 0; attempt < (options.attempt ?? 0) + attempts; attempt++) {
    const generated = generateAquarium({ ...options, attempt });
    const report = await solve(encoding, generated.puzzle, { limit: 2, verify: verifyAquarium(generated.puzzle) });
    if (report.status === 'rejected') throw new Error(`${encoding.id} gave an answer the checker rejects: ${report.problems[0]}`);
    if (report.status === 'sat' && report.complete && report.solutions.length === 1) return { ...generated, attempt };
  }
  throw new Error(`no unique ${options.width}x${options.height} puzzle in ${attempts} attempts from seed ${options.seed}`);
}
