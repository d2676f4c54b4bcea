// The portfolio engine: configurations race on worker threads, each with its own Z3; the answer
// is a settled one (a verified shortest plan, or a proof there is none) in the contract, and no
// worker is left running once it is given.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import type { NoneAnswer, PlanAnswer } from '../../src/kind/planning.ts';
import { answeredAlready, askedUpTo, entrants, openQuestionAsked, planOnly, type Reply, runningWorkers, settle } from '../../src/kind/engines/portfolio.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import { parseSortLevel } from '../../src/kinds/watersort/format.ts';
import { readFileSync } from 'node:fs';
import { capture } from '../helpers/capture.ts';
import { expectResult, planOf } from '../helpers/contract.ts';
import { plainBfsSort } from '../helpers/sort-bfs.ts';
import { randomSortLevel } from '../helpers/sort-generate.ts';
import { lowerBound } from '../../src/kinds/watersort/simulate.ts';

/** A reply as a worker would give it, with only what settling reads. */
function reply(
  engine: string,
  answer: Pick<PlanAnswer<number>, 'status' | 'plan' | 'optimal' | 'proof'> | Pick<NoneAnswer<number>, 'status' | 'upTo' | 'proof'>,
): Reply<number> {
  return { entrant: { engine }, answer: { engine, strategy: 'native', certificate: '', problems: [], horizons: [], ms: 0, ...answer } };
}

describe('settling a race', () => {
  const plan = (length: number, optimal: boolean, upTo?: number) =>
    reply('plans', {
      status: 'plan',
      plan: Array.from({ length }, (_, i) => i),
      optimal,
      ...(upTo !== undefined && { proof: { method: 'm', explanation: 'e', upTo } }),
    });
  const none = (upTo: number) => reply('proofs', { status: 'none', upTo, proof: { method: 'm', explanation: 'e', upTo } });

  it('takes a plan from one worker and the proof that one move fewer is impossible from another', () => {
    expect(settle([plan(5, false)], 'shortest', 20)).toBeUndefined();
    expect(settle([plan(5, false), none(3)], 'shortest', 20)).toBeUndefined();
    const both = settle([plan(5, false), none(4)], 'shortest', 20);
    expect([both?.plan?.entrant.engine, both?.bound?.upTo]).toEqual(['plans', 4]);
    // The shorter of two plans counts; a plan shown shortest settles alone.
    expect(settle([plan(6, false), plan(5, false, 3), none(4)], 'shortest', 20)?.plan?.answer?.plan?.length).toBe(5);
    expect(settle([plan(5, true, 4)], 'shortest', 20)?.plan).toBeDefined();
    // Of two plans equally short, the one shown shortest by its own worker settles alone.
    const equal = settle([plan(5, false), plan(5, true, 4)], 'shortest', 20);
    expect([equal?.plan?.answer.optimal, equal?.bound]).toEqual([true, undefined]);
  });

  it("takes a plan-only entrant's plan without its claim to be shortest, unless the lower bound proves it", () => {
    const found = (length: number) => plan(length, true, length - 1).answer!;
    // A plan of 5 above the lower bound 4: a plan, no proof; it settles only with another's "none of 4".
    const taken = planOnly(found(5), 4);
    expect(taken).toMatchObject({ status: 'plan', optimal: false, proof: undefined });
    expect(settle([{ entrant: { engine: 'search', planOnly: true }, answer: taken }], 'shortest', 20)).toBeUndefined();
    expect(settle([{ entrant: { engine: 'search', planOnly: true }, answer: taken }, none(4)], 'shortest', 20)?.bound?.upTo).toBe(4);
    // As short as the lower bound: the bound proves it.
    expect(planOnly(found(4), 4)).toMatchObject({ optimal: true, proof: { method: 'admissible lower bound', upTo: 3 } });
    // Anything but a plan is not taken from it, except a plan the simulator rejected: a bug found.
    expect(planOnly(none(Infinity).answer!, 4)).toBeUndefined();
    const rejected = { ...found(5), status: 'rejected' as const, reason: 'rejected' as const, problems: ['move 3 pours into a full tube'] };
    expect(planOnly(rejected, 4)).toBe(rejected);
  });

  it('starts a whole schedule after a plan of p moves asking only up to p - 1, a single horizon as it is', () => {
    const walk = { engine: 'e', schedule: 'linear' };
    expect(askedUpTo([none(3)], walk, 'shortest', 20)).toBe(20);
    expect(askedUpTo([plan(9, false), plan(7, false)], walk, 'shortest', 20)).toBe(6);
    expect(askedUpTo([plan(9, false)], { engine: 'e', offset: 1, exact: true }, 'shortest', 20)).toBe(20);
    expect(askedUpTo([plan(9, false)], walk, 'within', 20)).toBe(20);
  });

  it('settles "none" by a proof for every length or up to the limit, and check --within by any plan', () => {
    expect(settle([none(Infinity)], 'shortest', 20)?.bound?.upTo).toBe(Infinity);
    expect(settle([none(19)], 'shortest', 20)).toBeUndefined();
    expect(settle([none(20)], 'within', 20)?.bound?.upTo).toBe(20);
    expect(settle([plan(7, false)], 'within', 20)?.plan).toBeDefined();
  });

  it('holds a reserve back only while a running entrant asks the one question a plan leaves open', () => {
    const exactly = (offset: number) => ({ engine: 'e', offset, exact: true });
    const atMost = (offset: number) => ({ engine: 'e', offset });
    // No plan yet: everything is open.
    expect(openQuestionAsked([none(3)], [exactly(0)], 4)).toBe(false);
    // A plan of 5 at lower bound 4: "none of exactly 4" is the question, asked by offset 0.
    expect(openQuestionAsked([plan(5, false)], [exactly(0)], 4)).toBe(true);
    expect(openQuestionAsked([plan(5, false)], [], 4)).toBe(false);
    // At lower bound 3, "none of 4" needs "at most 4" (offset 1); "exactly 4" excludes nothing below.
    expect(openQuestionAsked([plan(5, false)], [atMost(1)], 3)).toBe(true);
    expect(openQuestionAsked([plan(5, false)], [exactly(1), exactly(0)], 3)).toBe(false);
    // The shortest plan sets the question; entrants of whole schedules are not single questions.
    expect(openQuestionAsked([plan(7, false), plan(5, false)], [exactly(0), { engine: 'e', schedule: 'linear' }], 4)).toBe(true);
  });
});

describe("water sort's field", () => {
  const spec = catalogue.watersort.made.spec;
  const level = parseSortLevel(readFileSync('puzzles/watersort/seed-water-133.txt', 'utf8'), 'level 133');
  const questions = (mode: 'shortest' | 'within') =>
    entrants(spec, level, [], {}, mode).map(
      (entrant) => `${entrant.reserve ? 'reserve ' : ''}${entrant.planOnly ? 'plan only ' : ''}${entrant.offset ?? entrant.schedule ?? entrant.engine}`,
    );

  it("takes the search engine's plan only, and races the proof at the lower bound under two strategies on the canonical form", () => {
    expect(questions('shortest')).toEqual(['plan only watersort/search', '0', '0', 'reserve linear']);
    const proofs = entrants(spec, level, [], {}, 'shortest').filter((entrant) => entrant.offset === 0);
    expect(new Set(proofs.map((entrant) => `${entrant.strategy} ${entrant.seed ?? 0}`)).size).toBe(2);
    expect(entrants(spec, level, [], {}, 'shortest').every((entrant) => entrant.planOnly || entrant.engine.startsWith('watersort/canonical'))).toBe(true);
  });

  it('check --within races the same (single horizons capped at K by the worker), at most K the first reserve', () => {
    expect(questions('within')).toEqual(['plan only watersort/search', '0', '0', 'reserve doubling', 'reserve linear']);
  });

  it('starts no reserve that asks a question already answered', () => {
    const seeded = { engine: 'e', offset: 1, exact: true, seed: 2, reserve: true };
    const answered = (entrant: Reply<number>['entrant']): Reply<number> => ({
      ...reply('proofs', { status: 'none', upTo: 38, proof: { method: 'm', explanation: 'e', upTo: 38 } }),
      entrant,
    });
    expect(answeredAlready([answered({ engine: 'e', offset: 1, exact: true })], seeded)).toBe(true);
    expect(answeredAlready([answered({ engine: 'e', offset: 0, exact: true })], seeded)).toBe(false);
    expect(answeredAlready([answered({ engine: 'e', offset: 1 })], seeded)).toBe(false);
    expect(answeredAlready([{ entrant: { engine: 'e', offset: 1, exact: true }, error: 'stopped' }], seeded)).toBe(false);
    expect(answeredAlready([answered({ engine: 'e', offset: 1, exact: true })], { engine: 'e', schedule: 'linear', reserve: true })).toBe(false);
  });
});

describe('the portfolio engine', () => {
  it('returns a verified shortest plan, names the winner, and leaves no worker running', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'portfolio', '--json'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(result.engine).toBe('jugs/portfolio');
    expect(planOf(result).moves).toBe(6);
    expect(result.proof).toMatchObject({ upTo: 5 });
    // The field: the state graph (16 states here), linear, doubling and the Horn engine.
    expect(result.message).toMatch(/won by jugs\/(state-graph|conserving|horn).*4 configurations raced/);
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

  it("certifies a water sort level by the search engine's plan and Z3's proof that none is shorter, or the walk", async () => {
    // tiny-two-colours: the lower bound is 2, the optimum 3.
    const io = capture();
    expect(await main(['solve', 'puzzles/watersort/tiny-two-colours.txt', '--engine', 'portfolio', '--json'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(planOf(result).moves).toBe(3);
    expect(result.proof).toMatchObject({ upTo: 2 });
    // The reserve starts only if a proof at the bound comes before the plan: a plan of 3 first leaves
    // the one open question to the running entrants that ask it.
    expect(result.message).toMatch(/3 of 4 configurations raced \(1 held in reserve\)|4 configurations raced/);
    expect(runningWorkers()).toBe(0);
  }, 60_000);

  it('check --within K below the lower bound + 1 asks every single horizon at K, and names it so', async () => {
    // tiny-two-colours: lower bound 2, so both halves ask exactly 2 moves; neither is named "+ 1".
    const io = capture();
    expect(await main(['check', 'puzzles/watersort/tiny-two-colours.txt', '--engine', 'portfolio', '--within', '2'], io)).toBe(1);
    expect(io.stdout()).toMatch(/^solvable within 2: no/);
    expect(io.stdout()).toMatch(/exactly lower bound \+ 0/);
    expect(io.stdout()).not.toMatch(/lower bound \+ 1/);
    expect(runningWorkers()).toBe(0);
  }, 60_000);

  it('starts the reserve (the linear walk) in the core an unsettling answer frees, when the optimum is past the lower bound + 1', async () => {
    // Ball rules, 3 colours of 3 and one empty tube, seed 1: the lower bound is 6, the optimum 9, so
    // neither half of the certificate at the bound settles it and only the walk can.
    const level = randomSortLevel(1, { colours: 3, capacity: 3, empties: 1, rules: 'ball' });
    const optimum = plainBfsSort(level, 100_000);
    expect([lowerBound(level, level.tubes), optimum]).toEqual([6, 9]);
    const file = join(mkdtempSync(join(tmpdir(), 'puzzlebench-portfolio-')), 'ball.json');
    writeFileSync(
      file,
      JSON.stringify({ rules: level.rules, capacity: level.capacity, tubes: level.tubes.map((tube) => tube.map((colour) => level.colours[colour])) }),
    );
    const io = capture();
    expect(await main(['solve', file, '--engine', 'portfolio', '--json'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(planOf(result).moves).toBe(9);
    expect(result.proof).toMatchObject({ upTo: 8 });
    // The search's plan of 9 waits for "none of 8", which only the walk proves, asked up to 8 once
    // that plan is in (up to 9, finding its own plan, if both proofs at 6 came before the search).
    expect(result.message).toMatch(
      /unsat at every horizon 6\.\.8.*\(watersort\/canonical, linear\); the plan from watersort\/search, its plan only \(4 configurations raced\)|won by watersort\/canonical, linear, 4 configurations raced/,
    );
    expect(runningWorkers()).toBe(0);
  }, 60_000);

  it('races the search engine only when allowed, and refuses the flag elsewhere', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/watersort/seed-water-133.txt', '--engine', 'portfolio', '--portfolio-search', '--json'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(planOf(result).moves).toBe(39);
    // The search, its answer taken whole, wins before any answer frees a core for the reserve.
    expect(result.message).toMatch(/won by watersort\/search, 4 of 5 configurations raced \(1 held in reserve\)/);
    expect(runningWorkers()).toBe(0);
    const refused = capture();
    expect(await main(['solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'jugs/conserving', '--portfolio-search'], refused)).toBe(2);
    expect(refused.stderr()).toMatch(/--portfolio-search is for jugs\/portfolio, not jugs\/conserving/);
  }, 60_000);
});
