// The Z3 session under garbage-collection pressure. z3-solver frees Z3 objects from finalizers; when
// one ran during a check on the wasm build's pthread, the heap was corrupted (wrong answers, "memory
// access out of bounds"). The finalizer gate in src/solver/finalizer-gate.ts prevents it; this test
// forces a collection every 2 ms during many checks, in a child process so a crash cannot take the
// test runner with it. Without the gate such runs crashed or hung here, three times in three.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { aquariumEncodings } from '../../encodings/aquarium/index.ts';

describe('the Z3 session', () => {
  it('gives right answers while the garbage collector runs during checks', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/helpers/gc-stress.ts', '4'], { encoding: 'utf8', timeout: 90_000 });
    expect(run.stderr.split('\n').find((line) => /error|bounds|abort/i.test(line)) ?? '').toBe('');
    expect(run.status).toBe(0);
    // Four rounds of every Aquarium encoding under two strategies, each solve one unique answer.
    expect(run.stdout).toContain(`solves: ${4 * aquariumEncodings.ids().length * 2}`);
  });
});
