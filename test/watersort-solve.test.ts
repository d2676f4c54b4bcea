// Water sort and ball sort as planning in Z3: every encoding against the search engine and a plain
// breadth-first search, on the small bundled levels and on small seeded random deals of both rule
// sets (solvable and unsolvable); the command line in-process; the corpus through the search engine.
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBound } from '../encodings/watersort/common.ts';
import { sortEncodings } from '../encodings/watersort/index.ts';
import type { Output } from '../src/kind/kind.ts';
import { main } from '../src/cli/main.ts';
import { parseSortLevel } from '../src/kinds/watersort/format.ts';
import { checkPlan, lowerBound } from '../src/kinds/watersort/simulate.ts';
import type { SortLevel, SortRules } from '../src/kinds/watersort/watersort.ts';
import { searchSort } from '../src/kinds/watersort/search.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { expectResult, planOf } from './helpers/contract.ts';
import { plainBfsSort } from './helpers/sort-bfs.ts';
import { randomSortLevel } from './helpers/sort-generate.ts';
import { corpusPath } from './helpers/corpus.ts';
import { catalogue } from '../src/catalogue/index.ts';

const watersortSpec = catalogue.watersort.made.spec;

const STRATEGY = 'qf-fd-pb';
const verify = (level: SortLevel) => (plan: Parameters<typeof checkPlan>[1]) => {
  const verdict = checkPlan(level, plan);
  return verdict.ok ? [] : [`move ${verdict.move}: ${verdict.reason}`];
};

/** The encoding's shortest plan length up to `to` moves (undefined: none), its plan checked by the simulator. */
async function encodedOptimum(id: string, level: SortLevel, to: number, strategy = STRATEGY): Promise<number | undefined> {
  const report = await searchHorizons(sortEncodings.get(id), level, { from: 0, to, strategy, verify: verify(level), timeoutMs: 30_000 });
  expect(['sat', 'unsat'], `${id}: ${report.status} ${report.problems.join('; ')}`).toContain(report.status);
  if (report.status === 'sat') expect(checkPlan(level, report.plan!).ok).toBe(true);
  return report.status === 'sat' ? report.plan!.length : undefined;
}

const dir = 'puzzles/watersort';
const bundled = readdirSync(dir)
  .filter((name) => name.endsWith('.txt'))
  .map((name) => {
    const text = readFileSync(`${dir}/${name}`, 'utf8');
    const optimum = /#\s*optimum:\s*(\S+)/.exec(text)?.[1];
    return { name, level: parseSortLevel(text, name), optimum: optimum === 'unsolvable' ? undefined : Number(optimum) };
  });
const small = bundled.filter(({ level }) => level.tubes.length <= 5);

describe('water sort encodings', () => {
  it('bundles small levels of both rule sets, solvable and not', () => {
    expect(new Set(small.map(({ level }) => level.rules))).toEqual(new Set(['water', 'ball']));
    expect(small.some(({ optimum }) => optimum === undefined)).toBe(true);
  });

  for (const encoding of sortEncodings.all()) {
    it(`${encoding.id}: the shortest horizon on every small bundled level is the search engine's optimum`, async () => {
      for (const { name, level, optimum } of small) {
        const search = searchSort(level);
        expect(search.moves, name).toBe(optimum);
        // Unsolvable levels: no plan up to a horizon past anything these small levels need.
        expect(await encodedOptimum(encoding.id, level, optimum ?? 8), `${encoding.id} on ${name}`).toBe(optimum);
      }
    });
  }

  // The strategies that state each horizon on a new solver: QF_FD with the goal as facts, and the
  // SAT core alone with none of QF_FD's rewriting (sat-core, the default of the kind).
  for (const strategy of ['qf-fd-pb-fresh', 'sat-core']) {
    it(`${strategy} finds the same optimum as one reused qf-fd-pb solver, on every small bundled level`, async () => {
      for (const { name, level, optimum } of small) {
        expect(await encodedOptimum('watersort/strengthened', level, optimum ?? 8, strategy), `${strategy} on ${name}`).toBe(optimum);
      }
    });
  }

  // Small random deals, found by seed: for each rule set some solvable and some unsolvable ones.
  const deals = (rules: SortRules) => {
    const found: { seed: number; level: SortLevel; optimum: number | 'unsolvable' }[] = [];
    for (let seed = 1; found.length < 5 && seed < 200; seed++) {
      const level = randomSortLevel(seed, { colours: 3, capacity: 3, empties: seed % 3 === 0 ? 0 : 1, rules });
      const optimum = plainBfsSort(level, 200_000);
      const unsolvable = found.filter((deal) => deal.optimum === 'unsolvable').length;
      if (optimum === 'limit' || (optimum === 'unsolvable' ? unsolvable >= 2 : found.length - unsolvable >= 3)) continue;
      found.push({ seed, level, optimum });
    }
    return found;
  };

  for (const rules of ['water', 'ball'] as const) {
    it(`"no plan within k" agrees with breadth-first search on random ${rules} deals, for every encoding`, async () => {
      const found = deals(rules);
      expect(found.filter((deal) => deal.optimum === 'unsolvable').length).toBe(2);
      for (const { seed, level, optimum } of found) {
        expect(searchSort(level).moves ?? 'unsolvable', `seed ${seed}`).toBe(optimum);
        for (const encoding of sortEncodings.all()) {
          // Within optimum - 1: no plan; within the optimum: a plan of exactly that length.
          const within = optimum === 'unsolvable' ? 8 : optimum;
          const shortest = await encodedOptimum(encoding.id, level, within);
          expect(shortest ?? 'unsolvable', `${encoding.id}, ${rules} seed ${seed}`).toBe(optimum);
        }
        // The SAT core alone, asked once "a plan of at most k?" (steps that can stay are guarded
        // clauses, not plain ones), at the optimum and one below it.
        for (const within of optimum === 'unsolvable' ? [8] : [optimum, optimum - 1]) {
          const report = await searchHorizons(sortEncodings.get('watersort/strengthened'), level, {
            from: watersortSpec.lowerBound(level),
            to: within,
            within: true,
            strategy: 'sat-core',
            verify: verify(level),
            timeoutMs: 30_000,
          });
          const expected = optimum !== 'unsolvable' && within >= optimum ? 'sat' : 'unsat';
          expect(report.status, `sat-core within ${within}, ${rules} seed ${seed}`).toBe(expected);
          if (expected === 'sat') expect(report.plan!.length).toBeLessThanOrEqual(within);
        }
      }
    });
  }

  it("the encodings' own lower bound at the start is admissible, and equals the simulator's for water", () => {
    // The strengthened encoding proves "not within k" from this bound; above the optimum it would be unsound.
    for (const { name, level, optimum } of bundled) {
      if (optimum === undefined) continue;
      expect(startBound(level), name).toBeLessThanOrEqual(optimum);
      if (level.rules === 'water') expect(startBound(level), name).toBe(lowerBound(level, level.tubes));
    }
  });
});

function capture(): Output & { text: () => string; errors: () => string } {
  let text = '';
  let errors = '';
  return { out: (s) => void (text += s), err: (s) => void (errors += s), interactive: false, colour: false, text: () => text, errors: () => errors };
}

describe('watersort on the command line', () => {
  const flask = `${dir}/seed-3-flask.txt`;

  it('answers check --within K yes and no, with exit statuses 0 and 1, by an encoding', async () => {
    const yes = capture();
    expect(await main(['check', flask, '--within', '7', '--engine', 'strengthened', '--strategy', STRATEGY], yes)).toBe(0);
    expect(yes.text()).toContain('solvable within 7: yes (7 moves, watersort/strengthened');
    const no = capture();
    expect(await main(['check', flask, '--within', '6', '--engine', 'one-hot', '--strategy', STRATEGY], no)).toBe(1);
    expect(no.text()).toContain('solvable within 6: no');
  });

  it('solve --optimal names the engine and the certificate; the default engine is the search', async () => {
    const encoded = capture();
    expect(await main(['solve', flask, '--optimal', '--engine', 'strengthened', '--strategy', STRATEGY], encoded)).toBe(0);
    expect(encoded.text()).toMatch(/solved in 7 moves by watersort\/strengthened \(qf-fd-pb\)/);
    expect(encoded.text()).toMatch(/optimal: (no plan of|the lower bound)/);
    const searched = capture();
    expect(await main(['solve', `${dir}/seed-water-133.txt`, '--optimal'], searched)).toBe(0);
    expect(searched.text()).toContain('solved in 39 moves by watersort/search');
    expect(searched.text()).toContain('optimal: optimal search');
  });

  it('prints JSON that parses, with a plan the simulator accepts', async () => {
    const out = capture();
    expect(await main(['solve', `${dir}/tiny-ball.txt`, '--json', '--engine', 'strengthened', '--strategy', STRATEGY], out)).toBe(0);
    const answer = expectResult(out.text(), 'solved');
    expect(answer.kind).toBe('watersort');
    const level = parseSortLevel(readFileSync(`${dir}/tiny-ball.txt`, 'utf8'), 'tiny-ball');
    // The moves as data (tubes from 1, colours by name) read back into the simulator's pours.
    const pours = planOf(answer).plan.map(({ move }) => {
      const { from, to, colour, amount } = move as { from: { tube: number }; to: { tube: number }; colour: string; amount: number };
      return { from: from.tube - 1, to: to.tube - 1, colour: level.colours.indexOf(colour), amount };
    });
    expect(checkPlan(level, pours).ok).toBe(true);
  });

  it('calls an unsolvable level impossible, with the proof named', async () => {
    const out = capture();
    expect(await main(['solve', `${dir}/unsolvable-three-greens.txt`, '--engine', 'strengthened', '--strategy', STRATEGY, '--max-horizon', '6'], out)).toBe(1);
    expect(out.text()).toContain('impossible: proved by exhaustive search');
  });

  it('rejects bad input with one line naming the file and position, exit 2', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'watersort-')), 'short.txt');
    writeFileSync(file, 'rules: water\ncapacity: 3\nred red blue\nblue blue\n-\n');
    const out = capture();
    expect(await main(['solve', file, '--kind', 'watersort', '--engine', 'strengthened'], out)).toBe(2);
    expect(out.errors().trim().split('\n')).toHaveLength(1);
    expect(out.errors()).toMatch(/^puzzlebench: .*short\.txt: line \d+.*expected/);
    const engine = capture();
    expect(await main(['solve', flask, '--engine', 'no-such'], engine)).toBe(2);
    expect(engine.errors()).toContain("unknown engine 'no-such'");
  });

  it('names the real mistake without --kind: a misspelt setting, broken JSON; unusable options are refused before solving', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'watersort-'));
    const cases: [string, string, RegExp][] = [
      ['misspelt.txt', 'capacitiy: 2\nred blue\nblue red\n-\n', /misspelt\.txt: line 1: unknown setting 'capacitiy'/],
      ['broken.json', '{"tubes": [["red", "blue"],\n  ["blue" "red"]]}\n', /broken\.json: line 2, column 11: expected valid JSON/],
    ];
    for (const [name, text, expected] of cases) {
      writeFileSync(join(folder, name), text);
      const out = capture();
      expect(await main(['solve', join(folder, name)], out), name).toBe(2);
      expect(out.errors()).toMatch(expected);
    }
    const refused: [string[], RegExp][] = [
      [['--svg', join(folder, 'no-such-folder', 'plan.svg')], /--svg.*no such folder/],
      [['--svg', folder], /--svg.*found a directory/],
      [['--strategy', 'qf-fd'], /--strategy is for Z3 encodings; watersort\/search is a search engine/],
    ];
    for (const [options, expected] of refused) {
      const out = capture();
      expect(await main(['solve', flask, ...options], out), options.join(' ')).toBe(2);
      expect(out.errors()).toMatch(expected);
      expect(out.text()).toBe('');
    }
  });
});

const corpusFile = corpusPath('sort/levels.tsv');
describe.skipIf(!existsSync(corpusFile))('the sort corpus', () => {
  it('the search engine finds the published optimum of every level, and the simulator accepts its plan', () => {
    for (const line of readFileSync(corpusFile, 'utf8').split('\n')) {
      if (line.startsWith('#') || line.trim() === '') continue;
      const [source, rules, capacity, tubes, known] = line.split('\t');
      const level = parseSortLevel(JSON.stringify({ rules, capacity: Number(capacity), tubes: JSON.parse(tubes) }), source);
      const result = searchSort(level, { timeoutMs: 20_000 });
      expect(result.moves ?? result.status, source).toBe(/^\d+$/.test(known) ? Number(known) : 'unsolvable');
      if (result.plan) expect(watersortSpec.verify(level, result.plan)).toEqual([]);
    }
  });
});
