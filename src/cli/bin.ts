// The process entry of the command line (bin/puzzlebench.mjs loads the built copy; `npm start` and
// `npm run puzzlebench` run this file through tsx). Everything that concerns the process as a
// whole lives here, so that main.ts stays a module that tests can import: signals, broken pipes,
// crashes on Z3's thread, and the exit itself.
import { writeSync } from 'node:fs';
import { killChildren } from '../compare/isolate.ts';
import { shutdown } from '../solver/session.ts';
import { main, terminal } from './main.ts';

// Ctrl-C, `kill` and a closed terminal end the run at once, with the shell's status for the signal
// (128 + its number). Compare's children run in process groups of their own, which the terminal
// does not signal, so they are killed here; process.exit() ends Z3's worker threads with the
// process, and a check in progress has nothing worth waiting for.
const signals = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
for (const [signal, code] of Object.entries(signals)) {
  process.once(signal, () => {
    killChildren();
    try {
      writeSync(2, `\npuzzlebench: stopped by ${signal}\n`);
    } catch {
      // stderr is gone with the terminal (SIGHUP); the status says it all.
    }
    process.exit(code);
  });
}

// A reader that stops early (`| head`) closes the pipe: the rest of the output has no reader,
// which is no error of the puzzle's; the exit status stays the answer's.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

// A crash inside Z3's wasm build arrives here from its thread; the pending check would never
// settle, so report it in one line and end the process instead of waiting.
process.on('uncaughtException', (error) => {
  const what = error instanceof WebAssembly.RuntimeError ? 'Z3 crashed' : 'internal error';
  process.stderr.write(`puzzlebench: ${what}: ${error.message}\n`);
  killChildren();
  process.exit(4);
});

await shutdown(await main(process.argv.slice(2), terminal));
