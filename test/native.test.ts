// The native strategies (src/solver/native.ts): what the external program says, and what it fails
// to say, reaches the run as the right verdict.
import { afterAll, describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import { onPath } from '../src/solver/native.ts';
import { solve } from '../src/solver/run.ts';
import { closeSession } from '../src/solver/session.ts';

afterAll(closeSession);

const trusting = { verify: () => [] };

// Two free lights and no constraint at all: the CNF is 'p cnf 0 0'.
const free: Encoding<null, boolean[]> = {
  id: 'test/free',
  idea: 'two lights, no rule',
  encode(m) {
    const light = [m.bool('light[0]'), m.bool('light[1]')];
    m.answer(light);
    return (values) => light.map((on) => values.bool(on));
  },
};

describe('native-cadical', () => {
  it.skipIf(!onPath('cadical'))('solves a formula with no clauses (every model counts)', async () => {
    const report = await solve(free, null, { ...trusting, strategy: 'native-cadical', limit: 10 });
    expect(report.status).toBe('sat');
    expect(report.complete).toBe(true);
    expect(report.solutions).toHaveLength(4);
  });
});
