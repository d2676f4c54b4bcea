// Where benchmarks leave their tables: bench/results/<name>.md, each with the date, the machine
// and the load it ran under, so that `npm run bench:readme` can put it into the block
// `<!-- bench:<name> -->` of README.md or docs/*.md (docs/measured.md) as it was measured, never retyped.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const version = (name: string) => JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version as string;

/** "2026-11-24; AMD EPYC ..., 2 cores, 24 GiB; Node v20...; z3-solver 5.2.0": what a figure was measured on. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${new Date().toISOString().slice(0, 10)}; ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; z3-solver ${version('z3-solver')}`;
}

export const loadLine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} (1, 5, 15 min)`;

/** Writes bench/results/<name>.md: the machine line, the load at the end, then the text. */
export function writeResult(name: string, text: string): string {
  const file = fileURLToPath(new URL(`results/${name}.md`, import.meta.url));
  mkdirSync(fileURLToPath(new URL('results/', import.meta.url)), { recursive: true });
  writeFileSync(file, `Measured ${machineLine()}; ${loadLine()} when it ended.\n\n${text.trim()}\n`);
  return file;
}
