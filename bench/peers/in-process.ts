// One sample of bench:peers' in-process column, in a process of its own: `node --import tsx
// bench/peers/in-process.ts` reads an InProcessJob on standard input and prints its Sample as JSON.
// Why a process: Z3's search follows its terms' ids, so in one long-lived context a puzzle's time
// depended on the puzzles solved before it (Star Battle 14x14: 72-99 ms alone, 555 ms after the
// Aquariums), where a user's `solve` always starts from a fresh context; and contexts of its own
// (ownContext) are never freed, so a bench that made one per sample ran out of wasm memory. Here
// the puzzle is solved untimed (three times, or for a second) to warm the JIT and Z3's code, then
// timed in a fresh context.
import { fileURLToPath } from 'node:url';
import { type GridSpec, defaultEncodingOf } from '../../src/kind/grid.ts';
import { kinds } from '../../src/catalogue/index.ts';
import { solve } from '../../src/solver/run.ts';
import { ownContext, shutdown, z3Session } from '../../src/solver/session.ts';
import { cpuMs } from '../cpu.ts';

export interface InProcessJob {
  kind: string;
  label: string;
  text: string;
  settings: Record<string, string>;
  /** The answer as the kind's rows (a registry kind's peer), else in the corpus's notation. */
  rows: boolean;
  strategy?: string;
}

/** A run's answer and times: wall, the time the system reports for its work, and CPU. */
export interface Sample {
  answer: string;
  unique: boolean;
  wallMs: number;
  solveMs: number;
  cpuMs: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the bench handles every grid kind alike
export const specOf = (kind: string) => kinds.get(kind).made.spec as GridSpec<any, any>;

/** The answer grid in the corpus's notation (rows joined by `/`): water `#`, stars `*`, letters and loop pieces as they are. */
const notation = (kind: string, grid: (boolean | string)[][]) =>
  grid.map((line) => line.map((cell) => (cell === true ? (kind === 'starbattle' ? '*' : '#') : cell === false ? '.' : cell)).join('')).join('/');

async function solveOnce(job: InProcessJob): Promise<Sample> {
  const spec = specOf(job.kind);
  const cpu = cpuMs();
  const started = performance.now();
  const puzzle = spec.parse({ source: job.label, text: job.text }, job.settings);
  const encoding = spec.encodings.get(defaultEncodingOf(spec, puzzle));
  // A budget as the command line sets one (a check with none runs the same; native z3 needs one).
  const report = await solve(encoding, puzzle, {
    limit: 2,
    strategy: job.strategy ?? spec.defaultStrategy,
    timeoutMs: 300_000,
    verify: (grid) => spec.verify(puzzle, grid),
  });
  const wallMs = performance.now() - started;
  const grid = report.solutions[0]?.answer;
  return {
    answer: grid ? (job.rows ? spec.rows(grid).join('/') : notation(job.kind, grid)) : 'none',
    unique: report.complete && report.solutions.length === 1,
    wallMs,
    solveMs: report.timings.encodeMs + report.timings.solveMs,
    cpuMs: cpuMs() - cpu,
  };
}

/** Untimed solves before the timed one: three, or fewer once a second has gone. */
const WARM_SOLVES = 3;
const WARM_MS = 1000;

/** The sample: a warm-up solve, then the timed one in a context made before the clock starts. */
const fresh = (job: InProcessJob) =>
  ownContext(async () => {
    await z3Session();
    return solveOnce(job);
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as InProcessJob;
  // Warm: the same solve again until the JIT has seen it three times or for a second.
  const warming = performance.now();
  for (let round = 0; round < WARM_SOLVES && (round === 0 || performance.now() - warming < WARM_MS); round++) await fresh(job);
  process.stdout.write(`${JSON.stringify(await fresh(job))}\n`);
  await shutdown(0);
}
