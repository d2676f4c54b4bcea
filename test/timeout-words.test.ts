// What a run out of time says names the --timeout the user gave, T, though the run itself was given
// only what start-up had left of it (the deadline counts from the process's start): "unknown after
// 0.5 s", and the hint builds on T ("try --timeout 2"). In-process, with start-up simulated by
// moving the process clock's origin back; the timings in JSON stay what was measured.
import { afterEach, describe, expect, it } from 'vitest';
import { countFrom } from '../src/cli/clock.ts';
import { main } from '../src/cli/main.ts';
import { capture } from './helpers/capture.ts';
import { expectResult } from './helpers/contract.ts';

/** As if Node and the CLI had taken `ms` to load before the command ran. */
const startedAgo = (ms: number) => countFrom(performance.timeOrigin + performance.now() - ms);

afterEach(() => countFrom(undefined));

// Level 133 within 38 under strengthened takes a minute: any budget here runs out.
const level133 = ['check', 'puzzles/watersort/seed-water-133.txt', '--within', '38', '--engine', 'strengthened'];

describe('out of time: the message and the hint name the T given', () => {
  it("a plan's own timeout: unknown after T, try 4 T (not what start-up left of it)", async () => {
    startedAgo(400);
    const io = capture();
    expect(await main([...level133, '--timeout', '0.5'], io)).toBe(3);
    expect(io.stdout()).toMatch(/^unknown after 0\.5 s \(watersort\/strengthened: /);
    expect(io.stderr()).toContain('out of time at --timeout 0.5; it may need longer: try --timeout 2\n');
  });

  it('one puzzle under a --total-timeout sooner than its --timeout: the hint names --total-timeout', async () => {
    // Raising --timeout (10 here) would not help: the run's bound was the total.
    startedAgo(400);
    const io = capture();
    expect(await main([...level133, '--total-timeout', '0.5', '--timeout', '10'], io)).toBe(3);
    expect(io.stdout()).toMatch(/^unknown after 0\.5 s \(/);
    expect(io.stderr()).toContain('out of time at --total-timeout 0.5; it may need longer: try --total-timeout 2\n');
  });

  it('under --json the message names T, and the timings stay what the run measured', async () => {
    startedAgo(400);
    const io = capture();
    expect(await main([...level133, '--timeout', '0.5', '--json'], io)).toBe(3);
    const result = expectResult(io.stdout(), 'unknown');
    expect(result.message).toMatch(/^unknown after 0\.5 s \(/);
    // The run had 0.1 s of it: its own time is no more than that and a little for stopping.
    expect(result.timings?.totalMs ?? 0).toBeLessThan(400);
  });

  it("a grid's own timeout (a 40x60 Hashi asked for uniqueness in the 10 ms start-up left): unknown after T", async () => {
    startedAgo(490);
    const io = capture();
    expect(await main(['solve', 'puzzles/hashi/large/janko-40x60.txt', '--unique', '--timeout', '0.5', '--json'], io)).toBe(3);
    expect(expectResult(io.stdout(), 'unknown').message).toBe('unknown after 0.5 s (timeout)');
  });

  it('the first of several puzzles (its --timeout counts from the process start too) names T', async () => {
    startedAgo(400);
    const io = capture();
    const code = await main([...level133, 'puzzles/watersort/tiny-two-colours.txt', '--timeout', '0.5', '--json'], io);
    expect(code).toBe(3);
    const [first] = io.stdout().trimEnd().split('\n');
    expect(expectResult(first, 'unknown').message).toMatch(/^unknown after 0\.5 s \(/);
  });
});
