import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { formatSortLevelJson, formatSortLevelText, looksLikeSortLevel, parseSortLevel } from '../src/kinds/watersort/format.ts';
import { IllegalPour, applyPour, canonicalKey, checkPlan, isSorted, legalPours, lowerBound, pourBetween, type Tubes } from '../src/kinds/watersort/simulate.ts';
import type { Pour, SortLevel, SortRules } from '../src/kinds/watersort/watersort.ts';
import { colourHexes, formatPour, renderPlanSvg, renderTubes } from '../src/kinds/watersort/render.ts';
import { searchBound, searchSort } from '../src/kinds/watersort/search.ts';
import { plainBfsSort } from './helpers/sort-bfs.ts';
import { randomSortLevel, type DealShape } from './helpers/sort-generate.ts';
import { corpusPath } from './helpers/corpus.ts';

const folder = 'puzzles/watersort';
const bundled = readdirSync(folder)
  .filter((name) => name.endsWith('.txt'))
  .sort();
const read = (name: string) => readFileSync(join(folder, name), 'utf8');
const load = (name: string) => parseSortLevel(read(name), name);
/** The `# optimum: N` (or unsolvable) line of a bundled file. */
const optimum = (name: string) => {
  const noted = /^# optimum: (\w+)/m.exec(read(name))?.[1];
  return noted === 'unsolvable' ? 'unsolvable' : Number(noted);
};
const answer = (level: SortLevel) => {
  const result = searchSort(level);
  return result.status === 'solved' ? result.moves : result.status;
};
const other = (rules: SortRules): SortRules => (rules === 'water' ? 'ball' : 'water');

const corpusFile = corpusPath('sort/levels.tsv');
const corpus = existsSync(corpusFile)
  ? readFileSync(corpusFile, 'utf8')
      .split('\n')
      .filter((row) => row.trim() !== '' && !row.startsWith('#'))
      .map((row) => {
        const [source, rules, capacity, tubes, known] = row.split('\t');
        return { source, rules, capacity: Number(capacity), tubes, known: known === 'UNSOLVABLE' ? 'unsolvable' : Number(known) };
      })
  : [];

describe('level formats', () => {
  it.each(bundled)('%s: text -> JSON -> text round trips exactly', (name) => {
    const level = load(name);
    const json = formatSortLevelJson(level);
    expect(parseSortLevel(json, 'json')).toEqual(level);
    expect(parseSortLevel(formatSortLevelText(level), 'text')).toEqual(level);
    expect(formatSortLevelText(parseSortLevel(json, 'json'))).toBe(formatSortLevelText(level));
    expect(looksLikeSortLevel(read(name))).toBe(true);
    expect(looksLikeSortLevel(json)).toBe(true);
  });

  it('reads tubes top first when the order says so, and names that hold spaces after commas', () => {
    const water = load('seed-water-133.txt');
    const names = (tube: number[]) => tube.map((colour) => water.colours[colour]);
    expect(names(water.tubes[0])).toEqual(['lime', 'maroon', 'blue', 'lime']);
    expect(water.tubes[13]).toEqual([]);
    const ball = load('seed-ball-80.txt');
    expect(ball.rules).toBe('ball');
    expect(ball.tubes[1].map((colour) => ball.colours[colour])).toEqual(['green', 'not red', 'not red', 'not red']);
  });

  it('matches colour names ignoring case, spaces and dashes, keeps the first spelling, infers the capacity', () => {
    const level = parseSortLevel('DarkBlue dark-blue red\nred, DARK BLUE\n RED # a comment\n-', 'mixed');
    expect(level.colours).toEqual(['DarkBlue', 'red']);
    expect(level.capacity).toBe(3);
    expect(level.tubes).toEqual([[0, 0, 1], [1, 0], [1], []]);
  });

  it('reads the JSON forms: an object and a bare array of tubes', () => {
    const object = parseSortLevel('{ "rules": "ball", "capacity": 2, "tubes": [["Blue", "Red"], ["Red", "Blue"], []] }', 'object');
    expect(object).toEqual({ rules: 'ball', capacity: 2, colours: ['Blue', 'Red'], tubes: [[0, 1], [1, 0], []] });
    const bare = parseSortLevel('[["Blue", "Red"], ["Red", "Blue"], []]', 'bare');
    expect(bare).toEqual({ ...object, rules: 'water' });
  });

  it.skipIf(corpus.length === 0).each(corpus.map((row) => [row.source, row] as const))('corpus %s parses', (_, row) => {
    const level = parseSortLevel(`{ "rules": "${row.rules}", "capacity": ${row.capacity}, "tubes": ${row.tubes} }`, row.source);
    expect(level.tubes.flat()).toHaveLength(level.colours.length * row.capacity);
    expect(parseSortLevel(row.tubes, row.source).tubes).toEqual(level.tubes);
    expect(looksLikeSortLevel(row.tubes)).toBe(true);
  });

  it('does not claim other kinds of input', () => {
    const others = [
      '3_3_3;1,2,2',
      '6_6_6_6_6_6_6_6_6_6_6_6;1,1,2,2\n',
      '2 aaaabccdde\n3 abbbbccdde\n',
      'aab\nabb\nccc\n',
      'capacities: 3 5\ntarget: 4\n',
      'jugs: 8 5 3\nstart: 8 0 0\n',
      '',
      '{"capacities": [3, 5]}',
      '[1, 2, 3]',
    ];
    for (const text of others) expect(looksLikeSortLevel(text), text).toBe(false);
  });

  it('does not claim the bundled files of the other kinds', () => {
    const others = readdirSync('puzzles', { recursive: true, encoding: 'utf8' }).filter(
      (path) => !path.startsWith('watersort') && statSync(join('puzzles', path)).isFile(),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const path of others) expect(looksLikeSortLevel(readFileSync(join('puzzles', path), 'utf8')), path).toBe(false);
  });
});

describe('bad level input', () => {
  const cases: [string, string, string[]][] = [
    ['empty file', '  \n', ['line 1', 'empty file']],
    ['capacity out of range', 'capacity: 9\nred\n', ['line 1', 'capacity from 2 to 8', 'found 9']],
    ['capacity not a number', 'capacity: four\nred\n', ['line 1', "found 'four'"]],
    ['unknown rules', 'rules: sand\nred red\n', ['line 1', 'water or ball', "'sand'"]],
    ['unknown setting', 'capacitiy: 4\nred\n', ['line 1', "'capacitiy'", 'rules, capacity, colours, order']],
    ['setting twice', 'rules: water\nrules: ball\n', ['line 2', "'rules' is given twice"]],
    ['bad order', 'order: upside-down\nred\n', ['line 1', 'bottom-to-top or top-to-bottom']],
    [
      'tube over capacity',
      'capacity: 4\n# a comment\nred red red red\nblue blue blue blue\nred blue red blue red\n',
      ['line 5', 'tube 3 holds 5 units', 'capacity 4'],
    ],
    ['colour count', 'capacity: 4\nred red blue blue\nblue blue red green\n-\n', ['line 2, unit 1', "colour 'red' has 3 units, expected 4 (the capacity)"]],
    ['counts disagree', 'red red blue\nblue blue red\nred green\n', ['line 1, unit 3', "colour 'blue' has 3 units but 'red' has 4"]],
    ['unit not a name', 'red -3 red\n', ['line 1, unit 2', "found '-3'"]],
    ['unknown colour', 'colours: red blue\nred red\nbleu blue\n', ['line 3, unit 1', "unknown colour 'bleu'", 'red, blue']],
    ['colour never used', 'colours: red blue\nred red\n', ['line 1, unit 2', "colour 'blue' has 0 units"]],
    ['invalid JSON', '{ "tubes": [\n ["red", "red"],\n ["blue" "blue"]\n] }', ['line 3, column', 'valid JSON']],
    ['JSON unit not a name', '{ "tubes": [["red", "red"], [true]] }', ['tube 2, unit 1', 'colour name']],
    ['JSON unit a fraction', '{ "tubes": [["red", "red"], [1.5]] }', ['tube 2, unit 1', 'colour name', '1.5']],
    ['JSON unknown key', '{ "tubes": [["red", "red"]], "jugs": 3 }', ['key "jugs"', 'rules, capacity']],
    ['JSON without tubes', '{ "rules": "water" }', ['key "tubes"', 'non-empty array']],
  ];
  it.each(cases)('%s', (_, text, parts) => {
    let error: unknown;
    try {
      parseSortLevel(text, 'level.txt');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message.startsWith('level.txt: ')).toBe(true);
    expect(message).not.toContain('\n');
    for (const part of parts) expect(message).toContain(part);
  });
});

describe('simulator', () => {
  const colours = ['red', 'blue', 'green'];
  const level = (rules: SortRules, tubes: Tubes, capacity = 4): SortLevel => ({ rules, capacity, colours, tubes });
  const [red, blue, green] = [0, 1, 2];

  it('pours the whole top run, truncated to the free space', () => {
    const water = level('water', [[blue, red, red, red], [green, green, red], [], [blue, blue, blue, green]]);
    expect(pourBetween(water, water.tubes, 0, 1)).toEqual({ from: 0, to: 1, amount: 1, colour: red });
    expect(pourBetween(water, water.tubes, 0, 2)).toEqual({ from: 0, to: 2, amount: 3, colour: red });
    expect(applyPour(water, water.tubes, { from: 0, to: 2, amount: 3, colour: red })).toEqual([
      [blue],
      [green, green, red],
      [red, red, red],
      [blue, blue, blue, green],
    ]);
    expect(water.tubes[0]).toEqual([blue, red, red, red]);
  });

  it('refuses a mismatched top, a full tube, an empty source, a wrong amount or colour', () => {
    const water = level('water', [[blue, red], [green, blue], [red, red, red, blue], []]);
    expect(pourBetween(water, water.tubes, 0, 1)).toBe('tube 2 has blue on top, not red');
    expect(pourBetween(water, water.tubes, 1, 2)).toBe('tube 3 is full');
    expect(pourBetween(water, water.tubes, 3, 0)).toBe('tube 4 is empty');
    expect(() => applyPour(water, water.tubes, { from: 0, to: 1, amount: 1, colour: red })).toThrow(IllegalPour);
    expect(() => applyPour(water, water.tubes, { from: 0, to: 3, amount: 2, colour: red })).toThrow('moves 1 x red, not 2');
    expect(() => applyPour(water, water.tubes, { from: 0, to: 3, amount: 1, colour: blue })).toThrow('red on top, not blue');
    expect(legalPours(water, water.tubes).map((pour) => [pour.from, pour.to])).toEqual([
      [0, 3],
      [1, 3],
      [2, 1],
      [2, 3],
    ]);
  });

  it('moves one unit under ball rules', () => {
    const ball = level('ball', [[blue, red, red, red], []]);
    expect(legalPours(ball, ball.tubes)).toEqual([{ from: 0, to: 1, amount: 1, colour: red }]);
  });

  it('checks plans: the breaking move, or why the end is not sorted', () => {
    const water = level('water', [[red, blue], [blue, red], []], 2);
    const plan: Pour[] = [
      { from: 0, to: 2, amount: 1, colour: blue },
      { from: 1, to: 0, amount: 1, colour: red },
      { from: 1, to: 2, amount: 1, colour: blue },
    ];
    const verdict = checkPlan(water, plan);
    expect(verdict.ok).toBe(true);
    expect(verdict.ok && isSorted(water, verdict.final)).toBe(true);
    expect(checkPlan(water, [plan[0], plan[2]])).toEqual({ ok: false, move: 2, reason: 'tube 3 has blue on top, not red' });
    expect(checkPlan(water, [plan[0], { ...plan[1], amount: 2 }])).toMatchObject({ ok: false, move: 2, reason: 'the pour moves 1 x red, not 2' });
    expect(checkPlan(water, [])).toEqual({ ok: false, move: 0, reason: 'after 0 moves tube 1 still mixes red and blue' });
    expect(checkPlan(water, [plan[0]])).toEqual({ ok: false, move: 1, reason: 'after 1 moves tube 1 holds 1 of 2 red' });
    expect(checkPlan(water, [{ from: 0, to: 7, amount: 1, colour: blue }])).toMatchObject({ ok: false, move: 1, reason: 'there is no tube 8' });
  });

  it('forgets the order of tubes in canonical keys', () => {
    expect(canonicalKey([[red, blue], [], [blue, red]])).toBe(canonicalKey([[blue, red], [red, blue], []]));
    expect(canonicalKey([[red, blue], []])).not.toBe(canonicalKey([[blue, red], []]));
  });

  it('has a lower bound that is consistent (changes by at most 1 a move), 0 when sorted, the same in the search', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const rules: SortRules = seed % 2 ? 'water' : 'ball';
      const deal = randomSortLevel(seed, { colours: 3 + (seed % 3), capacity: 3 + (seed % 2), empties: 2, rules });
      // Walk 30 random legal moves and check every edge out of every state on the way.
      let tubes = deal.tubes;
      for (let step = 0; step < 30; step++) {
        const pours = legalPours(deal, tubes);
        if (pours.length === 0) break;
        expect(searchBound(deal, tubes)).toBe(lowerBound(deal, tubes));
        for (const pour of pours) {
          expect(Math.abs(lowerBound(deal, applyPour(deal, tubes, pour)) - lowerBound(deal, tubes))).toBeLessThanOrEqual(1);
        }
        tubes = applyPour(deal, tubes, pours[(seed * 7 + step * 13) % pours.length]);
      }
    }
    const sorted = level('ball', [[red, red], [], [blue, blue], [green, green]], 2);
    expect(isSorted(sorted, sorted.tubes)).toBe(true);
    expect(lowerBound(sorted, sorted.tubes)).toBe(0);
  });
});

describe('exact search', () => {
  it.each(bundled)('%s: the noted optimum, equal to plain BFS under both rules where BFS fits', (name) => {
    const level = load(name);
    expect(answer(level)).toBe(optimum(name));
    // Plain BFS over raw states takes seconds to give up on the seed levels (11 and 14 tubes).
    if (level.tubes.length > 6) return;
    for (const rules of [level.rules, other(level.rules)]) {
      const variant = { ...level, rules };
      const result = searchSort(variant);
      const oracle = plainBfsSort(variant, 1_000_000);
      expect(result.status === 'solved' ? result.moves : result.status).toBe(oracle);
      if (result.plan) expect(checkPlan(variant, result.plan).ok).toBe(true);
    }
  });

  it("finds the seed articles' optima: 38 ball moves and 29 pours for level 80, 39 pours for level 133", () => {
    expect(answer(load('seed-ball-80.txt'))).toBe(38);
    expect(answer(load('seed-ball-80-water.txt'))).toBe(29);
    expect(answer(load('seed-water-133.txt'))).toBe(39);
  });

  const shapes: DealShape[] = [
    { colours: 2, capacity: 3, empties: 0, rules: 'water' },
    { colours: 3, capacity: 3, empties: 1, rules: 'water' },
    { colours: 3, capacity: 3, empties: 1, rules: 'ball' },
    { colours: 3, capacity: 4, empties: 1, rules: 'water' },
    { colours: 3, capacity: 4, empties: 1, rules: 'ball' },
    { colours: 4, capacity: 3, empties: 1, rules: 'water' },
    { colours: 4, capacity: 3, empties: 1, rules: 'ball' },
    { colours: 3, capacity: 3, empties: 2, rules: 'ball' },
    { colours: 2, capacity: 4, empties: 1, rules: 'ball' },
    { colours: 3, capacity: 2, empties: 1, rules: 'water' },
    { colours: 4, capacity: 4, empties: 2, rules: 'water' },
    { colours: 4, capacity: 4, empties: 2, rules: 'ball' },
  ];
  const deals = shapes.flatMap((shape, index) => [1, 2, 3].map((round) => randomSortLevel(1000 * index + round, shape)));

  it('agrees with plain BFS on 36 random small deals, both rules, solvable or not', () => {
    const outcomes = new Set<string>();
    for (const deal of deals) {
      const result = searchSort(deal);
      const oracle = plainBfsSort(deal, 1_000_000);
      expect(oracle).not.toBe('limit');
      expect(result.status === 'solved' ? result.moves : result.status, JSON.stringify(deal)).toBe(oracle);
      if (result.plan) expect(checkPlan(deal, result.plan)).toMatchObject({ ok: true });
      outcomes.add(result.status);
    }
    expect([...outcomes].sort()).toEqual(['solved', 'unsolvable']);
  });

  it('finds a deal solvable under water rules exactly when under ball rules', () => {
    for (const deal of deals) {
      expect(searchSort({ ...deal, rules: 'water' }).status).toBe(searchSort({ ...deal, rules: 'ball' }).status);
    }
  });

  it('stays exact when a level names a colour that has no units (levels built in code)', () => {
    const level: SortLevel = { rules: 'water', capacity: 2, colours: ['red', 'blue', 'unused'], tubes: [[0, 1], [1, 0], []] };
    expect(answer(level)).toBe(plainBfsSort(level, 10_000));
  });

  it('gives up at its limits', () => {
    const level = load('seed-ball-80.txt');
    expect(searchSort(level, { maxStates: 50 }).status).toBe('limit');
  });

  it.skipIf(corpus.length === 0).each(corpus.map((row) => [row.source, row] as const))('corpus %s: the known optimum', (_, row) => {
    const level = parseSortLevel(`{ "rules": "${row.rules}", "capacity": ${row.capacity}, "tubes": ${row.tubes} }`, row.source);
    const result = searchSort(level, { timeoutMs: 20_000 });
    expect(result.status === 'solved' ? result.moves : result.status).toBe(row.known);
    if (result.plan) expect(checkPlan(level, result.plan).ok).toBe(true);
  });
});

describe('rendering', () => {
  const level = load('seed-3-flask.txt');
  const plan = searchSort(level).plan!;

  it('describes a pour with tube numbers from 1 and the colour name', () => {
    expect(formatPour(level, { from: 2, to: 8, amount: 2, colour: 0 }, 7)).toBe('7. tube 3 -> tube 9: 2 x orange');
  });

  it('draws tubes as columns with the top row first, with or without colour', () => {
    const plain = renderTubes(level, level.tubes, { colour: false }).split('\n');
    expect(plain).toHaveLength(level.capacity + 2);
    expect(plain[0]).toBe('|Bl| |Or| |  |');
    expect(plain[3]).toBe('|Or| |Bl| |  |');
    expect(plain[5]).toMatch(/^\s+1\s+2\s+3$/);
    const coloured = renderTubes(level, level.tubes, { colour: true });
    expect(coloured).toContain('\x1b[');
    expect(coloured.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0]).toBe('│Bl│ │Or│ │  │');
  });

  it('draws an SVG frame for the start and each move, in the named colours', () => {
    const svg = renderPlanSvg(level, plan);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<g class="state">/g)).toHaveLength(plan.length + 1);
    // Every frame holds all 8 units: orange and blue from the name table.
    expect(svg.match(/fill="#fb8c00"/g)).toHaveLength(4 * (plan.length + 1));
    expect(svg.match(/fill="#1e88e5"/g)).toHaveLength(4 * (plan.length + 1));
    // Each frame numbers its tubes from 1, as the moves do.
    expect(svg.match(/<text class="number"[^>]*>\d+<\/text>/g)).toHaveLength(level.tubes.length * (plan.length + 1));
    expect(svg).toContain(`>${level.tubes.length}</text>`);
  });

  it('draws names it does not know in colours far from every colour in use', () => {
    // Ball level 80: "not green" and "not red" were drawn red beside red and green beside green.
    const ball = load('seed-ball-80.txt');
    const hexes = colourHexes(ball);
    expect(new Set(hexes).size).toBe(ball.colours.length);
    const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    const apart = (a: string, b: string) => Math.hypot(...rgb(a).map((value, i) => value - rgb(b)[i]));
    for (const name of ['not green', 'not red']) {
      const mine = hexes[ball.colours.indexOf(name)];
      for (const other of hexes.filter((hex) => hex !== mine)) expect(apart(mine, other), `${name} ${mine} against ${other}`).toBeGreaterThan(60);
    }
    // Two names of one shade ("gray", "grey") are two colours of the level: drawn apart.
    const greys = colourHexes({
      rules: 'water',
      capacity: 2,
      colours: ['gray', 'grey'],
      tubes: [
        [0, 1],
        [1, 0],
      ],
    });
    expect(greys[0]).not.toBe(greys[1]);
    // Numbered colours are all unknown names: all distinct.
    const numbered = colourHexes({ rules: 'water', capacity: 1, colours: Array.from({ length: 30 }, (_, i) => String(i + 1)), tubes: [] });
    expect(new Set(numbered).size).toBe(30);
  });
});
