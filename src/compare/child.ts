// A child process that makes a batch of runs of one engine and prints a record after each. The
// parent (isolate.ts) restarts the rest of the batch elsewhere if this process dies.
import { readInput } from '../cli/input.ts';
import { kinds } from '../cli/kinds.ts';
import { UnavailableError } from '../solver/native.ts';
import { shutdown } from '../solver/session.ts';
import { RECORD_MARKER } from './isolate.ts';
import type { RunRecord } from './record.ts';

const [kind, engine, strategy, timeoutMs, ...files] = process.argv.slice(2);
for (const file of files) {
  const record: RunRecord = await kinds.get(kind).runEngine(readInput(file), engine, strategy, Number(timeoutMs)).catch((error: unknown) => {
    // A strategy whose program is missing is a status of the run, not a failure of the comparison.
    if (!(error instanceof UnavailableError)) throw error;
    return { file, kind, engine, strategy, status: 'unsupported', answer: '-', verdict: '-', detail: error.message, totalMs: 0 };
  });
  process.stdout.write(`${RECORD_MARKER}${JSON.stringify(record)}\n`);
}
await shutdown(0);
