// A child process that makes a batch of runs of one engine and sends a record after each. The
// parent (isolate.ts) restarts the rest of the batch elsewhere if this process dies.
import { InputError, UsageError } from '../errors.ts';
import { readInput } from '../kind/input.ts';
import { kindById } from '../catalogue/find.ts';
import { packagePath } from '../package.ts';
import { PluginError, consoleToStderr } from '../plugin-import.ts';
import { UnavailableError } from '../solver/native.ts';
import { shutdown, validateZ3Lazily, z3Session } from '../solver/session.ts';
import { stopWithParent, tellParent } from '../isolate/process.ts';
import type { CompareRecord } from '../kind/contract.ts';
import { runRecord } from '../kind/record.ts';

// A process of our own: Z3's start compiles its module without validating it all first (session.ts).
validateZ3Lazily();
const [kind, engine, strategy, timeoutMs, ...files] = process.argv.slice(2);
// Stdout carries the records: a plugin's console goes to stderr, never among them.
consoleToStderr();
const plugins = JSON.parse(process.env.PUZZLEBENCH_PLUGINS ?? '[]') as string[];
if (plugins.length > 0) {
  const { loadPlugin } = await import('../plugins.ts');
  for (const plugin of plugins) await loadPlugin(plugin);
}
// The one kind this child runs: a built-in kind loads alone, without the rest of the catalogue.
const found = await kindById(kind);

// A parent killed outright leaves nobody to read the records.
stopWithParent();

const run = (file: string): Promise<CompareRecord> => found.runEngine(readInput(file), engine, strategy, Number(timeoutMs));

// The first checks in a process compile the parts of Z3 they reach (up to ~1 s, and ~0.3 s more
// at the first cardinality or pseudo-Boolean constraint), which the first run of each batch would
// otherwise be charged for. An untimed run of the kind's first bundled example pays it, under the
// same engine and strategy; a strategy whose program is missing has nothing to warm.
// The example is read from the package (this file is one folder deeper when built into dist/).
// A kind without examples (a plugin's may have none) goes unwarmed: its first run pays instead.
// Z3 is started first: a settled example is decided without it (src/solver/stand-in.ts), and the
// first timed run that needs Z3 would pay its start.
await (await z3Session()).warm;
const [example] = found.examples;
if (example !== undefined) {
  await run(packagePath(example)).catch((error: unknown) => {
    // A plugin kind's example the package cannot read (InputError) only leaves the warm-up undone.
    if (!(error instanceof UnavailableError) && !(error instanceof PluginError) && !(error instanceof InputError)) throw error;
  });
}
for (const file of files) {
  const record = await run(file).catch((error: unknown) => {
    // A strategy whose program is missing is a status of the run, not a failure of the comparison;
    // a plugin that threw has crashed its own run, and the batch goes on.
    if (error instanceof PluginError)
      return runRecord({ file, kind, engine, strategy, status: 'crashed', answer: '-', verdict: '-', detail: error.message, totalMs: 0 });
    // An engine that refuses the puzzle's numbers (naming its limit) is unsupported too.
    if (!(error instanceof UnavailableError || error instanceof UsageError)) throw error;
    return runRecord({ file, kind, engine, strategy, status: 'unsupported', answer: '-', verdict: '-', detail: error.message, totalMs: 0 });
  });
  tellParent(record);
}
await shutdown(0);
