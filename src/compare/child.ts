// A child process that makes a batch of runs of one engine and prints a record after each. The
// parent (isolate.ts) restarts the rest of the batch elsewhere if this process dies.
import { fileURLToPath } from 'node:url';
import { readInput } from '../cli/input.ts';
import { UsageError } from '../domain/errors.ts';
import { kinds } from '../cli/kinds.ts';
import { UnavailableError } from '../solver/native.ts';
import { shutdown } from '../solver/session.ts';
import { RECORD_MARKER } from './isolate.ts';
import type { RunRecord } from './record.ts';

const [kind, engine, strategy, timeoutMs, ...files] = process.argv.slice(2);

const run = (file: string): Promise<RunRecord> => kinds.get(kind).runEngine(readInput(file), engine, strategy, Number(timeoutMs));

// The first checks in a process compile the parts of Z3 they reach (up to ~1 s, and ~0.3 s more
// at the first cardinality or pseudo-Boolean constraint), which the first run of each batch would
// otherwise be charged for. An untimed run of the kind's first bundled example pays it, under the
// same engine and strategy; a strategy whose program is missing has nothing to warm.
await run(fileURLToPath(new URL(`../../${kinds.get(kind).examples[0]}`, import.meta.url))).catch((error: unknown) => {
  if (!(error instanceof UnavailableError)) throw error;
});
for (const file of files) {
  const record = await run(file).catch((error: unknown) => {
    // A strategy whose program is missing, or an engine that refuses the puzzle's numbers (naming
    // its limit), is a status of the run, not a failure of the comparison.
    if (!(error instanceof UnavailableError || error instanceof UsageError)) throw error;
    return { file, kind, engine, strategy, status: 'unsupported', answer: '-', verdict: '-', detail: error.message, totalMs: 0 };
  });
  process.stdout.write(`${RECORD_MARKER}${JSON.stringify(record)}\n`);
}
await shutdown(0);
