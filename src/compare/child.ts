// A child process that makes a batch of runs of one engine and prints a record after each. The
// parent (isolate.ts) restarts the rest of the batch elsewhere if this process dies.
import { readInput } from '../cli/input.ts';
import { kinds } from '../cli/kinds.ts';
import { UnavailableError } from '../solver/native.ts';
import { shutdown, z3Session } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { RECORD_MARKER } from './isolate.ts';
import type { RunRecord } from './record.ts';

const [kind, engine, strategy, timeoutMs, ...files] = process.argv.slice(2);

// The first check of a strategy in a process compiles the parts of Z3 it uses (up to ~1 s), which
// the first run of each batch would otherwise be charged for. A small formula of Booleans, a
// cardinality and a bounded integer pays it before any run is timed.
if (strategies.has(strategy) && !strategies.get(strategy).unavailable?.()) {
  const { z3 } = await z3Session();
  const solver = strategies.get(strategy).makeSolver(z3);
  const lamps = [0, 1, 2, 3].map((i) => z3.Bool.const(`lamp${i}`));
  const dial = z3.Int.const('dial');
  solver.add(z3.AtMost([lamps[0], ...lamps.slice(1)], 2), z3.Or(...lamps), dial.ge(0), dial.le(9), z3.Implies(lamps[0], dial.gt(4)));
  await solver.check();
}
for (const file of files) {
  const record: RunRecord = await kinds.get(kind).runEngine(readInput(file), engine, strategy, Number(timeoutMs)).catch((error: unknown) => {
    // A strategy whose program is missing is a status of the run, not a failure of the comparison.
    if (!(error instanceof UnavailableError)) throw error;
    return { file, kind, engine, strategy, status: 'unsupported', answer: '-', verdict: '-', detail: error.message, totalMs: 0 };
  });
  process.stdout.write(`${RECORD_MARKER}${JSON.stringify(record)}\n`);
}
await shutdown(0);
