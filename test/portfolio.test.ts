// The portfolio engine: configurations race on worker threads, each with its own Z3; the answer
// is a settled one (a verified shortest plan, or a proof there is none) in the contract, and no
// worker is left running once it is given.
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { closeSession } from '../src/solver/session.ts';
import { runningWorkers } from '../src/spec/planning-portfolio.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, planOf } from './helpers/contract.ts';

afterAll(closeSession);

describe('the portfolio engine', () => {
  it('returns a verified shortest plan, names the winner, and leaves no worker running', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'portfolio', '--json'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(result.engine).toBe('jugs/portfolio');
    expect(planOf(result).moves).toBe(6);
    expect(result.proof).toMatchObject({ upTo: 5 });
    expect(result.message).toMatch(/won by jugs\/(conserving|horn).*3 configurations raced/);
    expect(runningWorkers()).toBe(0);
  }, 60_000);

  it('proves an impossible puzzle impossible, and answers check --within', async () => {
    const none = capture();
    expect(await main(['solve', 'puzzles/river/missionaries-4-4.txt', '--engine', 'portfolio', '--json'], none)).toBe(1);
    expect(expectResult(none.stdout(), 'no-solution').proof).toMatchObject({ upTo: expect.anything() });
    const yes = capture();
    expect(await main(['check', 'puzzles/bridge/classic-17.txt', '--engine', 'portfolio', '--within', '5'], yes)).toBe(0);
    expect(yes.stdout()).toMatch(/^solvable within 5: yes/);
    expect(runningWorkers()).toBe(0);
  }, 90_000);

  it('races the search engine only when allowed, and refuses the flag elsewhere', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/watersort/seed-water-133.txt', '--engine', 'portfolio', '--portfolio-search', '--json'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(planOf(result).moves).toBe(39);
    expect(result.message).toMatch(/won by watersort\/search, 4 configurations raced/);
    expect(runningWorkers()).toBe(0);
    const refused = capture();
    expect(await main(['solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'jugs/conserving', '--portfolio-search'], refused)).toBe(2);
    expect(refused.stderr()).toMatch(/--portfolio-search is for jugs\/portfolio, not jugs\/conserving/);
  }, 60_000);
});
