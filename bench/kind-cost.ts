// `npm run bench:kind-cost`: what a grid kind costs in code (the catalogue issue asks for at most 4
// files and 250 lines of non-test code: format, checker, one encoding, spec). For every grid kind of
// the catalogue it counts the files of src/kinds/<kind>/ and encodings/<kind>/ by their part, and
// the smallest kind that part by part would still work (`minimalOf`). Lines are counted two ways: all of them, and those
// with code (no blank or comment-only lines). Writes bench/results/kind-cost.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kinds } from '../src/catalogue/index.ts';
import { writeResult } from './results.ts';

const root = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

interface Source {
  path: string;
  part: Part;
  lines: number;
  code: number;
}

type Part = 'format' | 'checker' | 'spec' | 'types' | 'registry' | 'encoding' | 'more';

/** The part a file plays, from its name (the layout README.md describes). */
function partOf(kind: string, folder: 'kind' | 'encodings', name: string): Part {
  if (folder === 'encodings') return name === 'index.ts' ? 'registry' : 'encoding';
  const parts: Record<string, Part> = { 'format.ts': 'format', 'check.ts': 'checker', 'spec.ts': 'spec', [`${kind}.ts`]: 'types' };
  return parts[name] ?? 'more';
}

function measure(path: string): { lines: number; code: number } {
  const lines = readFileSync(root(path), 'utf8').trimEnd().split('\n');
  const code = lines.filter((line) => {
    const text = line.trim();
    return text !== '' && !text.startsWith('//') && !text.startsWith('/*') && !text.startsWith('*');
  });
  return { lines: lines.length, code: code.length };
}

function sourcesOf(kind: string): Source[] {
  const folders = [
    ['kind', `src/kinds/${kind}`],
    ['encodings', `encodings/${kind}`],
  ] as const;
  return folders.flatMap(([folder, path]) =>
    existsSync(root(path))
      ? readdirSync(root(path))
          .filter((name) => name.endsWith('.ts'))
          .map((name) => ({ path: `${path}/${name}`, part: partOf(kind, folder, name), ...measure(`${path}/${name}`) }))
      : [],
  );
}

const sum = (sources: Source[], key: 'lines' | 'code') => sources.reduce((total, source) => total + source[key], 0);

/** The kind's own files that `path` imports (in src/kinds/<kind>/ and encodings/<kind>/), type imports included: a part needs them. */
function localImports(path: string, sources: Source[]): string[] {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const text = readFileSync(root(path), 'utf8');
  return [...text.matchAll(/from\s+'(\.[^']+)'/g)]
    .map((match) => new URL(match[1], `file:///${folder}/`).pathname.slice(1))
    .filter((target) => sources.some((source) => source.path === target));
}

/**
 * `start` and every file of the kind it reaches through imports, except the registry (counted
 * apart) and generators (an option: the catalogue asks for one only where it is reasonable).
 */
function closure(start: Source[], sources: Source[]): Source[] {
  const seen = new Set(start.map((source) => source.path));
  for (const path of [...seen])
    for (const target of localImports(path, sources)) if (!seen.has(target) && !/\/(index|generate[^/]*)\.ts$/.test(target)) seen.add(target);
  return sources.filter((source) => seen.has(source.path));
}

/**
 * The smallest kind that would still work: format, checker and spec (with its types file, where it
 * has one apart), one encoding, and every file of the kind these import (a deduction, a shared
 * helper, the brute-force oracle) but a generator. The registry is counted in lines but not as a file: a kind of one encoding keeps its
 * registry in that encoding's file, as six kinds do.
 */
function minimalOf(sources: Source[]): Source[] {
  const core = sources.filter((source) => ['format', 'checker', 'spec', 'types'].includes(source.part));
  const registry = sources.filter((source) => source.part === 'registry');
  const encodings = sources.filter((source) => source.part === 'encoding' && /\bEncoding</.test(readFileSync(root(source.path), 'utf8')));
  const options = (encodings.length > 0 ? encodings : [undefined]).map((encoding) => closure(encoding ? [...core, encoding] : core, sources));
  const best = options.sort((a, b) => sum(a, 'code') - sum(b, 'code'))[0];
  return [...best, ...registry];
}

const filesOf = (minimal: Source[]) => minimal.filter((source) => source.part !== 'registry').length;

function row(kind: string, encodingCount: number): { cells: string; minimal: Source[] } {
  const sources = sourcesOf(kind);
  const minimal = minimalOf(sources);
  const more = sources
    .filter((source) => source.part === 'more')
    .map((source) => `${source.path.split('/').pop()}${minimal.includes(source) ? ' (in the minimal kind)' : ''}`);
  const cells = [
    `**${kind}**`,
    `${sources.length} / ${sum(sources, 'lines')} / ${sum(sources, 'code')}`,
    `${filesOf(minimal)} / ${sum(minimal, 'lines')} / ${sum(minimal, 'code')}`,
    `${encodingCount}`,
    more.join(', '),
  ];
  return { cells: `| ${cells.join(' | ')} |`, minimal };
}

const grids = kinds.all().filter((kind) => kind.made.type === 'grid');
const rows = grids.map((kind) => row(kind.id, kind.made.type === 'grid' ? kind.made.spec.encodings.ids().length : 0));
const smallest = rows.map((entry) => sum(entry.minimal, 'lines')).sort((a, b) => a - b);
const withinTarget = rows.filter((entry) => filesOf(entry.minimal) <= 4 && sum(entry.minimal, 'code') <= 250).length;
const table = [
  `Code per grid kind (${grids.length} kinds), files / lines / lines with code, counted by \`npm run bench:kind-cost\` in src/kinds/<kind>/ and encodings/<kind>/ (tests, puzzles and the two catalogue lines not counted). The minimal kind is its format (with the puzzle's types), checker, spec, the encoding that makes the smallest whole, and every file of the kind these import but a generator, plus its types file where it has one apart; an encoding registry in a file of its own is counted in lines, not as a file (a kind of one encoding keeps it in that encoding's file); the median minimal kind is ${smallest[Math.floor(smallest.length / 2)]} lines, the smallest ${smallest[0]}. ${withinTarget} of ${rows.length} minimal kinds are within the catalogue issue's 4 files and 250 lines with code.`,
  '',
  '| kind | everything | minimal kind | encodings (registered) | more (generators, deductions, other formats, pictures) |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((entry) => entry.cells),
].join('\n');
console.log(`${table}\n\nwrote ${writeResult('kind-cost', table)}`);
