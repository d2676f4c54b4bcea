// The floor for any process that answers with Z3: load z3-solver, init it, check one Boolean, kill
// its threads and exit. Plain JavaScript, so nothing but Node and z3-solver is measured. With
// PHASES=1 it prints when each phase ended, in ms since the process started, as JSON on stderr.
const loaded = performance.now();
const { init, killThreads } = await import('z3-solver');
const imported = performance.now();
const api = await init();
const initialised = performance.now();
const z3 = api.Context('main');
const solver = new z3.Solver();
solver.add(z3.Bool.const('x'));
if ((await solver.check()) !== 'sat') throw new Error('one Boolean should be satisfiable');
const checked = performance.now();
await killThreads(api.em);
if (process.env.PHASES) {
  process.stderr.write(
    `${JSON.stringify({ node: loaded, import: imported - loaded, init: initialised - imported, check: checked - initialised, kill: performance.now() - checked })}\n`,
  );
}
process.exit(0);
