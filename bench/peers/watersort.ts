// The water sort peer: a level as facts for bench/peers/watersort.lp (a fixed-horizon planning model
// written apart from our encodings), one clingo run at a horizon, the plan read back as pours for
// our simulator to replay, and our own verdict from the whole `check --within` command. Shared by
// `bench:peers-check -- --watersort` (verdicts and plans) and `bench:peers-watersort` (times).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSortLevelJson, parseSortLevel } from '../../src/kinds/watersort/format.ts';
import { checkPlan } from '../../src/kinds/watersort/simulate.ts';
import type { Pour, SortLevel } from '../../src/kinds/watersort/watersort.ts';
import { cpuMs } from '../cpu.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const corpus = fileURLToPath(new URL('../../../shared/corpus/sort/levels.tsv', import.meta.url));

export interface Level {
  name: string;
  level: SortLevel;
  /** The known optimum (the corpus's, or the level file's `# optimum:` line). */
  optimum: number;
  /** The level as a JSON file, for the CLI. */
  file: string;
}

/** Level 133 (puzzles/watersort) and the corpus's water levels with a known optimum (ball sort is not modelled). */
export function waterLevels(): Level[] {
  const scratch = mkdtempSync(join(tmpdir(), 'peers-watersort-'));
  const made = (name: string, level: SortLevel, optimum: number) => {
    const file = join(scratch, `${name}.json`);
    writeFileSync(file, formatSortLevelJson(level));
    return { name, level, optimum, file };
  };
  const text = readFileSync(join(repo, 'puzzles/watersort/seed-water-133.txt'), 'utf8');
  const all = [made('level133', parseSortLevel(text, 'level133'), Number(/optimum: (\d+)/.exec(text)![1]))];
  if (!existsSync(corpus)) return all;
  for (const line of readFileSync(corpus, 'utf8').trim().split('\n')) {
    const [source, rules, capacity, tubes, known] = line.split('\t');
    if (line.startsWith('#') || rules !== 'water' || !Number.isInteger(Number(known))) continue;
    const name = source
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    all.push(made(name, parseSortLevel(JSON.stringify({ rules, capacity: Number(capacity), tubes: JSON.parse(tubes) }), name), Number(known)));
  }
  return all;
}

/** The level as facts: colours and tubes numbered from 1, positions from the bottom. */
export const facts = (level: SortLevel) => [
  `capacity(${level.capacity}).`,
  ...level.tubes.flatMap((tube, t) => [`tube(${t + 1}).`, ...tube.map((colour, p) => `holds(${t + 1},${p + 1},${colour + 1}).`)]),
];

export interface Run {
  /** 'sat' with a plan, 'unsat', or 'unknown' (out of time). */
  verdict: 'sat' | 'unsat' | 'unknown';
  plan?: Pour[];
  wallMs: number;
  /** CPU of the whole process, user plus system. */
  cpuMs: number;
}

/** Times a child process as a whole: wall and CPU (cpuMs counts finished children). */
function timed(command: string, args: string[], input?: string) {
  const cpu = cpuMs();
  const started = performance.now();
  const run = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return { run, wallMs: performance.now() - started, cpuMs: cpuMs() - cpu };
}

/**
 * clingo at horizon k, one answer. The plan is read from the model's own atoms (source, destination,
 * amount and colour of each pour), so the simulator checks the amounts the model computed too.
 */
export function clingo(level: SortLevel, k: number, limitS: number, configuration: string): Run {
  const model = fileURLToPath(new URL('watersort.lp', import.meta.url));
  const args = [model, '-', '-c', `moves=${k}`, '--heuristic=Domain', `--time-limit=${limitS}`, `--configuration=${configuration}`, '--outf=0', '-V0'];
  const { run, wallMs, cpuMs } = timed('clingo', args, facts(level).join('\n'));
  // clingo exits 10 (satisfiable), 20 (unsatisfiable), plus 1 when interrupted (the time limit).
  if (![1, 10, 11, 20, 21, 30].includes(run.status ?? -1)) throw new Error(`clingo watersort.lp failed (${run.status}): ${run.stderr}`);
  if (run.stdout.includes('UNSATISFIABLE')) return { verdict: 'unsat', wallMs, cpuMs };
  if (!/^SATISFIABLE/m.test(run.stdout)) return { verdict: 'unknown', wallMs, cpuMs };
  const atoms = [...run.stdout.matchAll(/(pour|amount|moved)\(([\d,]+)\)/g)].map(([, name, args]) => ({ name, args: args.split(',').map(Number) }));
  // Each atom's last argument is its step.
  const at = (name: string, step: number, index: number) =>
    atoms.find((atom) => atom.name === name && atom.args[atom.args.length - 1] === step)?.args[index] ?? 0;
  const steps = atoms
    .filter((atom) => atom.name === 'pour')
    .map((atom) => atom.args[2])
    .sort((a, b) => a - b);
  const plan = steps.map((step) => ({
    from: at('pour', step, 0) - 1,
    to: at('pour', step, 1) - 1,
    amount: at('amount', step, 0),
    colour: at('moved', step, 0) - 1,
  }));
  return { verdict: 'sat', plan, wallMs, cpuMs };
}

/** Why clingo's plan does not sort the level in at most k pours, or null when it does. */
export function planProblem(level: SortLevel, plan: Pour[], k: number): string | null {
  if (plan.length > k) return `${plan.length} pours, more than ${k}`;
  const verdict = checkPlan(level, plan);
  return verdict.ok ? null : `move ${verdict.move}: ${verdict.reason}`;
}

/**
 * Our whole command, `puzzlebench check FILE --within K --json` (default engine unless one is given):
 * as users run it, from dist/ (`built`, which the caller builds first), or from the sources.
 */
export function ours(file: string, k: number, timeoutS: number, built: boolean, engine?: string): Run {
  const entry = built ? [join(repo, 'bin/puzzlebench.mjs')] : ['--import', 'tsx', join(repo, 'src/cli/bin.ts')];
  const args = [...entry, 'check', file, '--within', String(k), '--json', '--timeout', String(timeoutS), ...(engine ? ['--engine', engine] : [])];
  const { run, wallMs, cpuMs } = timed(process.execPath, args);
  const status = (JSON.parse(run.stdout) as { status: string }).status;
  return { verdict: status === 'solved' ? 'sat' : status === 'no-solution' ? 'unsat' : 'unknown', wallMs, cpuMs };
}
