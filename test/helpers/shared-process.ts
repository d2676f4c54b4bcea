// Runs before each file of the project 'shared' (vitest.config.ts), whose files share their
// worker's process and Z3's session, one file after another.
import { afterAll } from 'vitest';
import { inTurn, renewContext } from '../../src/solver/session.ts';

// Each file builds in a context of its own, as in a process of its own: Z3's answers to it do not
// depend on the files before it.
renewContext();

// A test that timed out leaves its run going on Z3, and every later run waits for its turn. Waiting
// here, at the end of the file that left it, makes that file fail (this hook's timeout) rather than
// the next file of its worker.
afterAll(() => inTurn(async () => undefined));
