// Water jugs when the horizons run out of time: the run waits out most of a 12 s deadline, so it is
// here rather than in npm test (test/jugs.test.ts has the rest of the jugs' command line).
import { expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { searchJugs } from '../../src/kinds/jugs/bfs.ts';
import { parseJugs } from '../../src/kinds/jugs/jugs.ts';
import { capture } from '../helpers/capture.ts';

it('tries a proof of impossibility when the horizons run out of time, and BFS agrees', async () => {
  // Over 300,000 states, so the horizons cannot all be refuted in the 9 s they get of 12 (a quarter
  // is kept for the proof: 3 s, room for the gcd's Z3 checks on a loaded machine, where 1 s of 4
  // ran out at load 14, and 2 s of 8 in npm test beside three other jobs); the gcd is 10.
  const text = 'jugs: 90 70 50\nstart: 0 0 0\ntap: yes\ntarget: any 5\n';
  expect(searchJugs(parseJugs(text, 'big'), { timeoutMs: 20_000 }).status).toBe('unsolvable');
  const io = capture();
  expect(await main(['solve', text, '--kind', 'jugs', '--engine', 'jugs/conserving', '--timeout', '12'], io)).toBe(1);
  expect(io.stdout()).toMatch(/^impossible: proved by gcd invariant: .*\(the horizons stopped: timeout at horizon \d+\)$/m);
}, 60_000);
