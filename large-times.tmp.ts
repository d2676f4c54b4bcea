// Times each puzzles/<kind>/large/*.txt under the kind's default encoding (solve + uniqueness), 60 s budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { kinds } from './src/kinds/index.ts';
import { defaultEncodingOf } from './src/kind/grid.ts';
import { solve } from './src/solver/run.ts';
import { closeSession } from './src/solver/session.ts';
const only = process.argv[2]?.split(',');
for (const kind of kinds.all()) {
  const { made } = kind;
  if (made.type !== 'grid' || (only && !only.includes(kind.id))) continue;
  const folder = `puzzles/${kind.id}/large`;
  if (!existsSync(folder)) continue;
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.txt')).sort()) {
    const spec = made.spec;
    const puzzle = spec.parse({ source: name, text: readFileSync(`${folder}/${name}`, 'utf8') });
    const started = performance.now();
    const report = await solve(spec.encodings.get(defaultEncodingOf(spec, puzzle)), puzzle, { limit: 2, strategy: spec.defaultStrategy, timeoutMs: Number(process.argv[3] ?? 60_000), verify: (g) => spec.verify(puzzle, g) });
    console.log(`${kind.id}\t${name}\t${spec.describe(puzzle)}\t${report.status}\t${report.solutions.length}\t${report.complete}\t${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
await closeSession();
