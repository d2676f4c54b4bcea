// One level, one formula (issue 30): the level's tubes in any order, written as text (top first)
// or JSON (bottom first), its colours under any names, give the identical exported formula; plans
// come back in the user's tube numbers and colours and pass the simulator on the level as given.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sortEncodings } from '../encodings/watersort/index.ts';
import { canonicalLevel, pourBack } from '../src/kinds/watersort/canonical.ts';
import { parseSortLevel } from '../src/kinds/watersort/format.ts';
import { checkPlan } from '../src/kinds/watersort/simulate.ts';
import type { SortLevel } from '../src/kinds/watersort/watersort.ts';
import { kinds } from '../src/catalogue/index.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { corpusPath } from './helpers/corpus.ts';
import { randomSortLevel } from './helpers/sort-generate.ts';

/** mulberry32, seeded. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = items.slice();
  for (let index = out.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [out[index], out[other]] = [out[other], out[index]];
  }
  return out;
}

/** The level as a text file, tubes top first, no colours line (colours numbered as they appear). */
const asText = (level: SortLevel, names = level.colours) =>
  [
    `rules: ${level.rules}`,
    `capacity: ${level.capacity}`,
    'order: top-to-bottom',
    ...level.tubes.map((tube) =>
      tube.length === 0
        ? '-'
        : tube
            .map((colour) => names[colour])
            .reverse()
            .join(' '),
    ),
    '',
  ].join('\n');
/** The level as JSON, tubes bottom first. */
const asJson = (level: SortLevel, names = level.colours) =>
  JSON.stringify({ rules: level.rules, capacity: level.capacity, tubes: level.tubes.map((tube) => tube.map((colour) => names[colour])) });

const permuted = (level: SortLevel, random: () => number): SortLevel => ({ ...level, tubes: shuffle(level.tubes, random) });

const watersort = kinds.get('watersort');

/** The exported SMT-LIB2 formula of a file's text, without its title line (which names the file). */
async function formulaOf(text: string, engine: string, horizon: number): Promise<string> {
  const formula = await watersort.formula!({ text, source: 'level' }, { engine, horizon });
  return formula.constraints.map((constraint) => constraint.sexpr()).join('\n');
}

const level133 = parseSortLevel(readFileSync('puzzles/watersort/seed-water-133.txt', 'utf8'), '133');
const corpus = readFileSync(corpusPath('sort/levels.tsv'), 'utf8')
  .trim()
  .split('\n')
  .filter((line) => !line.startsWith('#'))
  .map((line) => {
    const [source, rules, capacity, tubes] = line.split('\t');
    return { name: source, level: parseSortLevel(JSON.stringify({ rules, capacity: Number(capacity), tubes: JSON.parse(tubes) }), source) };
  });

describe('the canonical form of a water sort level', () => {
  const levels = [{ name: 'level 133', level: level133 }, ...corpus.slice(0, 6)];

  it('is the same for every tube order, either end first and any colour names', () => {
    for (const { name, level } of [...levels, ...corpus.slice(6)]) {
      const reference = JSON.stringify(canonicalLevel(level).level);
      const random = generator(name.length);
      for (let trial = 0; trial < 10; trial++) {
        const shuffled = permuted(level, random);
        const renamed = shuffle(
          level.colours.map((_, index) => `colour-${index * 7 + 3}`),
          random,
        );
        for (const text of [asText(shuffled), asJson(shuffled), asText(shuffled, renamed), asJson(shuffled, renamed)]) {
          const form = canonicalLevel(parseSortLevel(text, name));
          expect(form.exact, name).toBe(true);
          expect(JSON.stringify(form.level), name).toBe(reference);
        }
      }
    }
  });

  it("maps back to the level as given: the canonical tubes are the user's tubes, renumbered", () => {
    for (const { level } of levels) {
      const form = canonicalLevel(level);
      form.level.tubes.forEach((tube, index) => expect(tube.map((colour) => form.colour[colour])).toEqual(level.tubes[form.tube[index]]));
      expect([...form.tube].sort((a, b) => a - b)).toEqual(level.tubes.map((_, index) => index));
      expect(pourBack(form, { from: 0, to: 1, amount: 2, colour: 0 })).toEqual({ from: form.tube[0], to: form.tube[1], amount: 2, colour: form.colour[0] });
    }
  });

  it('tells apart levels that differ (a unit swapped between two tubes)', () => {
    const swapped = { ...level133, tubes: level133.tubes.map((tube) => tube.slice()) };
    [swapped.tubes[0][0], swapped.tubes[1][0]] = [swapped.tubes[1][0], swapped.tubes[0][0]];
    expect(JSON.stringify(canonicalLevel(swapped).level)).not.toBe(JSON.stringify(canonicalLevel(level133).level));
  });

  it('breaks ties between colours alike in every way (a symmetric level) the same way whatever the order', () => {
    const symmetric: SortLevel = { rules: 'water', capacity: 2, colours: ['a', 'b', 'c'], tubes: [[0, 1], [1, 2], [2, 0], [], []] };
    const reference = JSON.stringify(canonicalLevel(symmetric).level);
    const random = generator(5);
    for (let trial = 0; trial < 10; trial++) {
      const renamed = shuffle(['x', 'y', 'z'], random);
      expect(JSON.stringify(canonicalLevel(parseSortLevel(asJson(permuted(symmetric, random), renamed), 's')).level)).toBe(reference);
    }
  });
});

describe('one formula for every presentation', () => {
  for (const engine of ['watersort/canonical']) {
    it(`${engine}: level 133 and corpus levels under tube orders and both file forms export the identical formula`, async () => {
      // Two orders of two levels: level 133 at one move, a 9-tube level at two (the rules that tie
      // a step to the one before); each formula takes seconds to print on a loaded machine.
      const cases = [
        { name: 'level 133', level: level133, horizon: 1 },
        { ...corpus.find((entry) => entry.level.tubes.length === 9)!, horizon: 2 },
      ];
      for (const { name, level, horizon } of cases) {
        const reference = await formulaOf(asJson(level), engine, horizon);
        const random = generator(11);
        for (let trial = 0; trial < 2; trial++) {
          const shuffled = permuted(level, random);
          expect(await formulaOf(asText(shuffled), engine, horizon), name).toBe(reference);
          expect(await formulaOf(asJson(shuffled), engine, horizon), name).toBe(reference);
        }
      }
    }, 600_000);
  }

  it('says so in its idea; the encodings of the level as given do not claim it', () => {
    for (const id of ['watersort/canonical', 'watersort/canonical-no-undo']) expect(sortEncodings.get(id).idea).toMatch(/canonical form/);
    for (const encoding of sortEncodings.all().filter((candidate) => !candidate.id.startsWith('watersort/canonical')))
      expect(encoding.idea).not.toMatch(/canonical form/);
  });
});

describe("plans in the user's terms", () => {
  it("every encoding's plan on a shuffled level is in its tube numbers and passes the simulator on it as given", async () => {
    const random = generator(3);
    for (const seed of [1, 2]) {
      for (const rules of ['water', 'ball'] as const) {
        const level = permuted(randomSortLevel(seed, { colours: 3, capacity: 3, empties: 2, rules }), random);
        for (const encoding of sortEncodings.all()) {
          const report = await searchHorizons(encoding, level, {
            from: 0,
            to: 20,
            strategy: 'qf-fd-pb',
            timeoutMs: 30_000,
            verify: (plan) => {
              const verdict = checkPlan(level, plan);
              return verdict.ok ? [] : [verdict.reason];
            },
          });
          expect(report.status, `${encoding.id} ${rules} ${seed}: ${report.problems.join('; ')}`).toBe('sat');
          expect(checkPlan(level, report.plan!).ok).toBe(true);
        }
      }
    }
  }, 600_000);
});
