// puzzlebench serve's memory over many small solves: z3-solver frees Z3 objects only when their
// wrappers are garbage-collected, which V8 did too rarely, and the process grew by ~0.5 MB a solve
// until Z3 ran out of memory (issue 22). A thread now collects when Z3's memory has grown by
// collectMb (here 16): Z3's use rises and falls back, and the process's RSS stays flat. A thread
// whose Z3 peaked past recycleMb is replaced after its task. The long run (20,000 solves) is in
// bench/serve.ts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pool } from '../../src/serve/pool.ts';
import { type Serving, serve } from '../../src/serve/server.ts';
import type { Result } from '../../src/kind/contract.ts';

const SOLVES = 300;
const COLLECT_MB = 16;

let serving: Serving;
beforeAll(async () => {
  serving = await serve({ port: 0, host: '127.0.0.1', workers: 1, memory: { collectMb: COLLECT_MB, recycleMb: 768, quickMs: 200 } });
  await serving.pool.warm();
}, 60_000);
afterAll(() => serving?.close());

const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

describe('memory over many solves', () => {
  it(`${SOLVES} solves of a 5x4 Aquarium: Z3's memory stays level, the RSS flat`, async () => {
    const headers = { 'content-type': 'application/json', 'x-puzzlebench-token': serving.token };
    const body = JSON.stringify({ puzzle: 'puzzles/aquarium/small-5x4.txt' });
    const z3: number[] = [];
    let rssAt100 = 0;
    for (let i = 1; i <= SOLVES; i++) {
      const result = (await (await fetch(new URL('/api/solve', serving.url), { method: 'POST', headers, body })).json()) as Result;
      expect(result.status).toBe('solved');
      z3.push(serving.pool.state.z3Mb[0]);
      // The first hundred fill the memory that the sawtooth below reuses.
      if (i === 100) rssAt100 = rssMb();
    }
    const growth = rssMb() - rssAt100;
    const drops = z3.filter((mb, i) => i > 0 && mb < z3[i - 1] - COLLECT_MB / 2).length;
    console.log(`serve-memory: RSS +${growth.toFixed(0)} MB over solves 100-${SOLVES}; Z3 ${Math.min(...z3)}-${Math.max(...z3)} MB, collected ${drops} times`);
    // Each solve used to leave ~0.5 MB of Z3 garbage until a collection (several ran in these 300
    // solves); runs now free their solvers (Loaded.with), and what is left (terms, models) stays
    // under collectMb, whether or not a collection runs: 11-13 MB, 0 collections when measured.
    expect(Math.max(...z3)).toBeLessThan(Math.min(...z3) + COLLECT_MB + 12);
    // Without the collections the process grew by ~130 MB over these 200 solves (Z3 to 150 MB).
    expect(growth).toBeLessThan(60);
  }, 120_000);

  it('a thread whose Z3 grew past recycleMb is replaced after its task, and the next task runs on a fresh one', async () => {
    const pool = new Pool(1, { collectMb: 48, recycleMb: 0, quickMs: 0 });
    try {
      await pool.warm();
      const input = { source: 'small-5x4', text: readFileSync('puzzles/aquarium/small-5x4.txt', 'utf8') };
      for (const round of [1, 2]) {
        const outcome = await pool.run({ op: 'solve', input, kind: 'aquarium', flags: { timeout: 60 } }, { deadlineMs: 60_000 });
        expect(outcome).toMatchObject({ status: 'solved' });
        expect(pool.state.recycled).toBe(round);
      }
      await pool.warm();
      expect(pool.state).toMatchObject({ threads: 1, ready: 1, busy: 0 });
    } finally {
      await pool.close();
    }
  }, 120_000);
});
