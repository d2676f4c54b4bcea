// `npm run bench:readme`: puts the tables that benchmarks wrote into the README, so that its
// figures are generated, never typed. A block in README.md
//
//   <!-- bench:grid-kinds -->
//   ...replaced...
//   <!-- /bench:grid-kinds -->
//
// is replaced by bench/results/grid-kinds.md as the benchmark last wrote it (with its date and
// machine line). A block whose file is missing is left as it is, and named.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const readme = root('README.md');
const block = /<!-- bench:([\w-]+) -->\n[\s\S]*?<!-- \/bench:\1 -->/g;

let replaced = 0;
const missing: string[] = [];
const text = readFileSync(readme, 'utf8').replace(block, (whole, name: string) => {
  const file = root(`bench/results/${name}.md`);
  if (!existsSync(file)) {
    missing.push(name);
    return whole;
  }
  replaced++;
  return `<!-- bench:${name} -->\n${readFileSync(file, 'utf8').trim()}\n<!-- /bench:${name} -->`;
});
writeFileSync(readme, text);
console.log(`README.md: ${replaced} table(s) from bench/results/${missing.length > 0 ? `; no results yet for ${missing.join(', ')}` : ''}`);
