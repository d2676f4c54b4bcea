// renewContext (src/solver/session.ts): what is built after it goes to a new context of the running
// session, whose terms are numbered as in a process that has just started Z3 (Z3's search follows
// those numbers), whatever was built before.
import { describe, expect, it } from 'vitest';
import { renewContext, z3Session } from '../src/solver/session.ts';

describe('renewContext', () => {
  it('gives the next z3Session() a new context, numbered afresh, and keeps it for the calls after', async () => {
    const before = (await z3Session()).z3;
    const built = Array.from({ length: 50 }, (_, i) => before.Int.const(`busy${i}`).add(i));
    const oldIds = built.map((term) => term.id());
    renewContext();
    const session = await z3Session();
    expect(session.z3).not.toBe(before);
    expect((await z3Session()).z3).toBe(session.z3);
    const fresh = session.api.Context('main');
    const ids = (z3: typeof before) => [z3.Int.const('x').id(), z3.Bool.const('p').id(), z3.Int.const('x').add(1).id()];
    expect(ids(session.z3)).toEqual(ids(fresh));
    // The old context's terms are still whole (nothing was freed under them).
    expect(built.map((term) => term.id())).toEqual(oldIds);
    const solver = new session.z3.Solver();
    solver.add(session.z3.Int.const('x').gt(2));
    expect(await solver.check()).toBe('sat');
  });
});
