// A child process that makes one run and prints its record. The parent (isolate.ts) gives each run
// its own process, so a crash or an out-of-memory abort in Z3's wasm build costs only that run.
import { readInput } from '../cli/input.ts';
import { kinds } from '../cli/kinds.ts';
import { shutdown } from '../solver/session.ts';
import { UnavailableError } from '../solver/native.ts';
import { RECORD_MARKER } from './isolate.ts';
import type { RunRecord } from './record.ts';

const [file, kind, engine, strategy, timeoutMs] = process.argv.slice(2);
const record: RunRecord = await kinds.get(kind).runEngine(readInput(file), engine, strategy, Number(timeoutMs)).catch((error: unknown) => {
  // A strategy whose program is missing is a status of the run, not a failure of the comparison.
  if (!(error instanceof UnavailableError)) throw error;
  return { file, kind, engine, strategy, status: 'unsupported', answer: '-', verdict: '-', detail: error.message, totalMs: 0 };
});
process.stdout.write(`${RECORD_MARKER}${JSON.stringify(record)}\n`);
await shutdown(0);
