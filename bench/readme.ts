// `npm run bench:readme`: puts the tables that benchmarks wrote into the README and docs/, so that
// their figures are generated, never typed. A block in README.md or in any docs/*.md
//
//   <!-- bench:grid-kinds -->
//   ...replaced...
//   <!-- /bench:grid-kinds -->
//
// is replaced by bench/results/grid-kinds.md as the benchmark last wrote it (with its date and
// machine line). A block whose file is missing is left as it is, and named. Runs no benchmark.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const block = /<!-- bench:([\w-]+) -->\n[\s\S]*?<!-- \/bench:\1 -->/g;

const documents = [
  'README.md',
  ...readdirSync(root('docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

const missing = new Set<string>();
for (const document of documents) {
  const before = readFileSync(root(document), 'utf8');
  const filled: string[] = [];
  const after = before.replace(block, (whole, name: string) => {
    const file = root(`bench/results/${name}.md`);
    if (!existsSync(file)) {
      missing.add(name);
      return whole;
    }
    filled.push(name);
    return `<!-- bench:${name} -->\n${readFileSync(file, 'utf8').trim()}\n<!-- /bench:${name} -->`;
  });
  if (filled.length === 0) continue;
  const changed = after !== before;
  if (changed) writeFileSync(root(document), after);
  console.log(`${document}: ${filled.length} block(s) from bench/results/ (${filled.join(', ')}); ${changed ? 'updated' : 'already current'}`);
}
if (missing.size > 0) console.log(`no results yet for ${[...missing].join(', ')}: those blocks are left as they were`);
