// The clingo side of bench:peers: each kind's puzzle as ASP facts for its model (bench/peers/<kind>.lp,
// written apart from our encodings, from the rules as the site states them), one run of clingo
// asking for two answers, and the answer read back in the corpus's solution notation. The facts
// come from our parsed puzzle (the rules do not); the answers are held to the corpus's solutions.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Aquarium } from '../../src/kinds/aquarium/aquarium.ts';
import type { Lits } from '../../src/kinds/lits/format.ts';
import type { Masyu } from '../../src/kinds/masyu/masyu.ts';
import type { StarBattle } from '../../src/kinds/starbattle/format.ts';
import type { PeerModel } from './model.ts';

export type PeerKind = 'aquarium' | 'starbattle' | 'lits' | 'masyu';

const cells = <T>(grid: T[][], fact: (row: number, col: number, value: T) => string | undefined) =>
  grid.flatMap((line, row) => line.flatMap((value, col) => fact(row, col, value) ?? []));

/** The puzzle as facts, for bench/peers/<kind>.lp. */
const factsOf: Record<PeerKind, (puzzle: never) => string[]> = {
  aquarium: (p: Aquarium) => [
    `size(${p.width}).`,
    ...cells(p.tanks, (r, c, tank) => `tank(${r},${c},${tank + 1}).`),
    ...p.rows.flatMap((clue, r) => (clue === null ? [] : [`rowclue(${r},${clue}).`])),
    ...p.columns.flatMap((clue, c) => (clue === null ? [] : [`colclue(${c},${clue}).`])),
  ],
  starbattle: (p: StarBattle) => [`size(${p.size}).`, `stars(${p.stars}).`, ...cells(p.regions, (r, c, region) => `region(${r},${c},${region + 1}).`)],
  lits: (p: Lits) => cells(p.regions, (r, c, region) => `region(${r},${c},${region + 1}).`),
  masyu: (p: Masyu) => [`size(${p.height},${p.width}).`, ...cells(p.pearls, (r, c, pearl) => (pearl ? `${pearl}(${r},${c}).` : undefined))],
};

/** The rows of an answer, in the corpus's notation, from the atoms clingo shows. */
const answerOf: Record<PeerKind, (atoms: string[][], height: number, width: number) => string[][]> = {
  aquarium: (atoms, h, w) => mark(atoms, h, w, '#'),
  starbattle: (atoms, h, w) => mark(atoms, h, w, '*'),
  lits(atoms, h, w) {
    const grid = blank(h, w);
    for (const [, r, c, letter] of atoms) grid[Number(r)][Number(c)] = letter.toUpperCase();
    return grid;
  },
  masyu(atoms, h, w) {
    const arms = Array.from({ length: h }, () => Array.from({ length: w }, () => new Set<string>()));
    for (const [name, r, c] of atoms.map(([n, a, b]) => [n, Number(a), Number(b)] as const)) {
      if (name === 'h') arms[r][c].add('E'), arms[r][c + 1].add('W');
      else arms[r][c].add('S'), arms[r + 1][c].add('N');
    }
    const pieces: Record<string, string> = { EW: '-', NS: '|', EN: 'L', NW: 'J', SW: '7', ES: 'F', '': '.' };
    return arms.map((line) => line.map((set) => pieces[[...set].sort().join('')]));
  },
};

const blank = (h: number, w: number) => Array.from({ length: h }, () => Array.from({ length: w }, () => '.'));
function mark(atoms: string[][], h: number, w: number, symbol: string) {
  const grid = blank(h, w);
  for (const [, r, c] of atoms) grid[Number(r)][Number(c)] = symbol;
  return grid;
}

export interface ClingoRun {
  /** The answers found (at most two): rows joined by `/` as in the corpus (a registry peer's: its solution text). */
  answers: string[];
  /** True when clingo exhausted the search (so `answers` is all of them). */
  exhausted: boolean;
  wallMs: number;
  /** clingo's own Time: grounding plus solving. */
  timeMs: number;
  /** clingo's Solving part of it. */
  solvingMs: number;
}

export const clingoMissing = () => (spawnSync('clingo', ['--version']).status === 0 ? undefined : "no 'clingo' program on the PATH (Debian: gringo)");

/** One run of clingo on bench/peers/<kind>.lp and the facts, asking for two answers: each answer's shown atoms, split. */
function clingoOn(kind: string, facts: string[], timeLimitS?: number) {
  const model = fileURLToPath(new URL(`${kind}.lp`, import.meta.url));
  const limit = timeLimitS ? [`--time-limit=${timeLimitS}`] : [];
  const started = performance.now();
  const run = spawnSync('clingo', [model, '-', '--models', '2', ...limit], { input: facts.join('\n'), encoding: 'utf8', maxBuffer: 1 << 26 });
  const wallMs = performance.now() - started;
  // clingo exits 10 (satisfiable), 20 (unsatisfiable) or 30 (satisfiable, search exhausted), plus 1 when interrupted (the time limit).
  if (![1, 10, 11, 20, 21, 30].includes(run.status ?? -1)) throw new Error(`clingo ${kind}.lp failed (${run.status}): ${run.stderr}`);
  const lines = run.stdout.split('\n');
  const atoms = lines
    .flatMap((line, i) => (/^Answer: \d+/.test(line) ? [lines[i + 1]] : []))
    .map((text) =>
      text.trim() === ''
        ? []
        : text
            .trim()
            .split(/\s+/)
            .map((atom) => atom.replace(/\)$/, '').split(/[(,]/)),
    );
  const seconds = (pattern: RegExp) => Number(pattern.exec(run.stdout)?.[1] ?? NaN) * 1000;
  return {
    atoms,
    exhausted: /^Models\s*:\s*\d+\s*$/m.test(run.stdout) && !/^Interrupted/m.test(run.stdout),
    wallMs,
    timeMs: seconds(/^Time\s*:\s*([\d.]+)s/m),
    solvingMs: seconds(/Solving: ([\d.]+)s/),
  };
}

/** Solves once with clingo, asking for two answers (a second one refutes uniqueness). */
export function runClingo(kind: PeerKind, puzzle: unknown, height: number, width: number): ClingoRun {
  const { atoms, ...run } = clingoOn(kind, factsOf[kind](puzzle as never));
  const answers = atoms.map((shown) =>
    answerOf[kind](shown, height, width)
      .map((line) => line.join(''))
      .join('/'),
  );
  return { answers, ...run };
}

/** Solves once with a peer of the registry (bench/peers/models.ts): its answers as the kind's solution text. */
export function runPeer<P>(peer: PeerModel<P>, puzzle: P, timeLimitS?: number): ClingoRun {
  const { atoms, ...run } = clingoOn(peer.kind, peer.facts(puzzle), timeLimitS);
  return { answers: atoms.map((shown) => peer.answer(shown, puzzle)), ...run };
}
