// One solving thread of serve's pool (pool.ts): it starts Z3 at once, says when it is ready, then
// runs one task at a time, each answered with a result in the JSON contract. A task that runs past
// its deadline, or that the user stops, ends with the whole thread (the pool terminates it).
import { resultOfError } from '../cli/json-errors.ts';
import { kindOf } from '../catalogue/detect.ts';
import type { Result } from '../kind/contract.ts';
import { hintMarks } from '../kind/grid-play.ts';
import { nextMove } from '../kind/planning-hint.ts';
import type { Input, Kind, Options } from '../kind/kind.ts';
import { header } from '../kind/result.ts';
import { UsageError } from '../errors.ts';
import { z3Session } from '../solver/session.ts';
import { kinds } from '../catalogue/index.ts';
import { packagePath } from '../package.ts';
import { loadPlugin } from '../plugins.ts';
import { readInput } from '../kind/input.ts';
import { type MemoryLimits, memoryKeeper } from './memory.ts';
import { threadSide } from '../isolate/thread.ts';

export type Operation = 'solve' | 'check' | 'hint' | 'next-move';

export interface Task {
  id: number;
  op: Operation;
  input: Input;
  /** The kind, when the user named it; else it is detected. */
  kind?: string;
  flags: Options;
  /** hint: the player's marks (GridSpec.play values by index, null where unmarked), or { lines } drawn. */
  marks?: unknown;
  /** next-move: the moves the player has made (each a plan step's `move`). */
  moves?: unknown;
}

/**
 * `z3Mb`: Z3's memory in use after the task; `recycle`: the thread's Z3 once grew past
 * its recycleMb, so the pool replaces it (memory.ts).
 */
export type FromWorker = { ready: true } | { id: number; result: Result; z3Mb: number; recycle: boolean };

const { data, post, receive } = threadSide<{ memory: MemoryLimits }, FromWorker, Task>('src/serve/worker.ts');

const operations: Record<Operation, (kind: Kind, task: Task) => Promise<Result>> = {
  // The page shows what JSON carries: every result settles all it can (a grid's uniqueness).
  solve: async (kind, { input, flags }) => (await kind.solve(input, { ...flags, complete: true })).result,
  async check(kind, { input, flags }) {
    if (!kind.check) throw new UsageError(`${kind.id} puzzles have no moves; use solve`);
    return (await kind.check(input, { ...flags, complete: true })).result;
  },
  async hint(kind, { input, flags, marks }) {
    if (kind.made.type !== 'grid') throw new UsageError(`${kind.id} puzzles have no cells to hint at`);
    return hintMarks(kind.made.spec, input, marks, flags);
  },
  // The kind's search from where the moves made lead: exact, but a large level may take a while.
  async 'next-move'(kind, { input, flags, moves }) {
    if (kind.made.type !== 'planning') throw new UsageError(`${kind.id} puzzles have no moves; use /api/hint`);
    return nextMove(kind.made.spec, input, moves, flags);
  },
};

async function run(task: Task): Promise<Result> {
  let kind: Kind | undefined;
  try {
    kind = kindOf(task.input, { kind: task.kind });
    return await operations[task.op](kind, task);
  } catch (error) {
    return resultOfError(error, header(task.op, kind?.id ?? null, task.input.source));
  }
}

/**
 * Z3's threads, then one solve of each grid kind's first example: a thread's first solve paid
 * about a second more for code that runs for the first time (seen: 1.2 s, then 0.1-0.2 s on 15x15).
 */
async function warmUp(): Promise<void> {
  // `serve --plugin`: the main thread has loaded (and probed) them already; each thread loads its own.
  // Set by the main thread (cli/main.ts): a JSON list of resolved paths.
  for (const plugin of JSON.parse(process.env.PUZZLEBENCH_PLUGINS ?? '[]') as string[]) await loadPlugin(plugin);
  await (await z3Session()).warm;
  for (const kind of kinds.all().filter((candidate) => candidate.made.type === 'grid' && candidate.examples.length > 0)) {
    const input = readInput(packagePath(kind.examples[0]));
    await kind.solve(input, { complete: true, timeout: 10 }).catch(() => undefined);
  }
}

const keeper = z3Session().then((session) => memoryKeeper(session, data.memory));
// One task at a time, and the collection after a task before the next: the answer goes out first,
// so the collection (tens of milliseconds, every so many tasks) delays no reply.
let tasks: Promise<unknown> = warmUp().then(() => post({ ready: true }));
receive((task) => {
  tasks = tasks
    .then(async () => {
      const started = performance.now();
      const result = await run(task);
      const memory = await keeper;
      const recycle = memory.spent(performance.now() - started);
      post({ id: task.id, result, z3Mb: Math.round(memory.used()), recycle });
      await memory.collect();
    })
    .catch((error: unknown) => {
      // Past the task's own errors (run() answers those): the thread is no longer sound; thrown
      // outside the chain, it ends the thread and the pool puts a fresh one in its place.
      setImmediate(() => {
        throw error;
      });
    });
});
