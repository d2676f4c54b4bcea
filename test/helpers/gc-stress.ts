// Solves the bundled 10x10 Aquarium `rounds` times, with uniqueness, under every encoding and two
// strategies, while a timer forces a garbage collection every 2 ms. Run with
// `node --expose-gc --import tsx`; prints the number of solves and exits 0, or dies in Z3.
import { readFileSync } from 'node:fs';
import { aquariumEncodings } from '../../encodings/aquarium/index.ts';
import { parseAquarium } from '../../src/kinds/aquarium/format.ts';
import { verifyAquarium } from '../../src/kinds/aquarium/generate-unique.ts';
import { solve } from '../../src/solver/run.ts';
import { shutdown } from '../../src/solver/session.ts';

const rounds = Number(process.argv[2] ?? 4);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');

const puzzle = parseAquarium(readFileSync('puzzles/aquarium/seed-10x10.txt', 'utf8'), 'seed-10x10.txt');
const collector = setInterval(collect, 2);
let solves = 0;
for (let round = 0; round < rounds; round++) {
  for (const encoding of aquariumEncodings.all()) {
    for (const strategy of ['default', 'qf-fd-pb']) {
      const report = await solve(encoding, puzzle, { limit: 2, strategy, verify: verifyAquarium(puzzle) });
      if (report.solutions.length !== 1) throw new Error(`${encoding.id}/${strategy}: ${report.solutions.length} solutions`);
      solves++;
    }
  }
}
clearInterval(collector);
console.log(`solves: ${solves}`);
await shutdown(0);
