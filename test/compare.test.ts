// The comparison report: disagreement detection, the formats, and the HTML page (rendered in
// headless Chromium where it is installed); a real comparison of jug engines on impossible puzzles.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RunMeasures, runRecord } from '../src/kind/record.ts';
import { formats } from '../src/compare/report.ts';
import { compare, disagreements, unanswered } from '../src/compare/runner.ts';
import { main } from '../src/cli/main.ts';
import { parseAquarium } from '../src/kinds/aquarium/format.ts';
import { compareHtml } from '../src/compare/html.ts';
import { strategies } from '../src/solver/strategy.ts';
import { bruteForceAquarium } from '../src/kinds/aquarium/brute.ts';
import { capture, finerThanATenth } from './helpers/capture.ts';
import { expectComparison } from './helpers/contract.ts';

const run = (engine: string, status: RunMeasures['status'], answer: string, totalMs = 120, file = 'a.txt') =>
  runRecord({
    file,
    kind: 'aquarium',
    engine,
    strategy: 'qf-fd',
    status,
    answer,
    verdict: status === 'sat' ? 'accepted' : '-',
    totalMs,
    solveMs: totalMs / 2,
    encodeMs: 3,
    size: { variables: 100, constraints: 40, perRule: { clues: 20, level: 20 } },
    statistics: { conflicts: 7 },
  });

describe('disagreements', () => {
  it('are none when every engine that answered says the same', () => {
    expect(disagreements([run('e1', 'sat', 'unique'), run('e2', 'sat', 'unique'), run('e3', 'timeout', '-')])).toEqual([]);
  });

  it('are flagged when two engines answer differently on one file', () => {
    const found = disagreements([run('e1', 'sat', 'unique'), run('e2', 'sat', '2+ solutions'), run('e3', 'sat', 'other', 1, 'b.txt')]);
    expect(found).toHaveLength(1);
    expect(found[0].file).toBe('a.txt');
    expect(found[0].message).toMatch(/unique: e1.*2\+ solutions: e2/);
  });

  it('are none between a proof of impossibility and a horizon exhausted, and flagged against a plan', () => {
    const proved = { ...run('jugs/bfs', 'unsat', 'no plan'), detail: 'impossible: exhaustive search: all 8 reachable states explored' };
    const exhausted = { ...run('jugs/conserving', 'unsat', 'no plan'), detail: 'no plan of at most 13 moves exists (unsat at every horizon 1..13)' };
    expect(disagreements([proved, exhausted])).toEqual([]);
    expect(disagreements([proved, exhausted, run('jugs/unary-table', 'sat', 'optimum 7')])[0].message).toMatch(
      /no plan: jugs\/bfs.*optimum 7: jugs\/unary-table/,
    );
  });

  it('hold a run that found one solution and then ran out of time only against "no solution"', () => {
    const halfway = { ...run('e3', 'sat', '1 solution, then timeout'), partial: true };
    expect(disagreements([run('e1', 'sat', 'unique'), run('e2', 'sat', '2+ solutions', 80, 'b.txt'), halfway])).toEqual([]);
    const found = disagreements([run('e1', 'unsat', 'no solution'), halfway]);
    expect(found).toHaveLength(1);
    expect(found[0].message).toMatch(/a solution: e3.*no solution: e1/);
  });

  it('are flagged when the checker rejects an answer, even with nobody to disagree with', () => {
    const found = disagreements([{ ...run('e1', 'rejected', '-'), verdict: 'rejected', detail: 'row 2 has 3 water cells' }]);
    expect(found[0].message).toContain('row 2 has 3 water cells');
  });
});

describe('files no engine answered', () => {
  const crashed = { ...run('jugs/bfs', 'crashed', '-'), detail: 'Invalid array length' };

  it('are flagged, with what happened to each run; a crash is never counted as agreement', () => {
    expect(unanswered([crashed, run('jugs/conserving', 'timeout', '-')])).toEqual([
      { file: 'a.txt', message: 'no engine answered (1 crashed, 1 timeout); jugs/bfs (qf-fd): Invalid array length' },
    ]);
    expect(unanswered([crashed, run('jugs/conserving', 'sat', 'optimum 1')])).toEqual([]);
    const silent = { records: [crashed, { ...crashed, engine: 'jugs/conserving' }], disagreements: [] };
    for (const id of ['table', 'md']) {
      expect(formats.get(id).write(silent), id).toContain('NO ANSWER (nothing was compared):\n  a.txt: no engine answered (2 crashed)');
      expect(formats.get(id).write(silent), id).not.toContain('agree');
    }
    expect(formats.get('csv').aside?.(silent)).toContain('NO ANSWER');
    expect(JSON.parse(formats.get('json').write(silent)).unanswered).toHaveLength(1);
    expect(compareHtml(silent)).toContain('No answer: nothing was compared');
    // Where some engine answered, the crashes are counted apart from the answers.
    expect(formats.get('table').write({ records: [crashed, run('jugs/conserving', 'sat', 'optimum 1')], disagreements: [] })).toContain(
      '\n2 runs, 1 answered, 1 crashed; all engines that answered agree.\n',
    );
  });

  it('make compare exit 3, saying so, when every run was refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlebench-silent-'));
    const file = join(dir, 'large.txt');
    writeFileSync(file, 'jugs: 1000 700 300\nstart: 1000 0 0\ntap: no\ntarget: jug 2 holds 1\n');
    const io = capture();
    expect(await main(['compare', file, '--engines', 'jugs/unary-table', '--strategies', 'qf-fd', '--timeout', '20'], io)).toBe(3);
    expect(io.stdout()).toMatch(/NO ANSWER \(nothing was compared\):\n  .*large\.txt: no engine answered \(1 unsupported\)\n$/);
    expect(io.stdout()).toMatch(/unsupported .*more than its limit of 100000/);
  }, 60_000);
});

describe('formats', () => {
  const comparison = { records: [run('aquarium/row-level', 'sat', 'unique'), run('aquarium/int-level', 'timeout', '-', 30_000)], disagreements: [] };

  it('write every run in every format', () => {
    const table = formats.get('table').write(comparison);
    expect(table.split('\n')[0]).toMatch(/^file\s+engine\s+strategy\s+status/);
    expect(table).toContain('aquarium/int-level');
    expect(formats.get('md').write(comparison)).toContain('| a.txt | aquarium/row-level | qf-fd | sat | unique |');
    const csv = formats.get('csv').write(comparison).trim().split('\n');
    expect(csv).toHaveLength(3);
    expect(expectComparison(formats.get('json').write(comparison)).records).toHaveLength(2);
  });

  it("show lazy rules' cuts: counted among the statistics, since the contract's size has no place for them", () => {
    const lazy = runRecord({
      file: 'a.txt',
      kind: 'masyu',
      engine: 'masyu/edges-lazy-cuts',
      strategy: 'qf-fd-pb',
      status: 'sat',
      answer: 'unique',
      verdict: 'accepted',
      totalMs: 12.345,
      size: { variables: 88, constraints: 63, perRule: { degree: 63 }, lazy: { rules: ['one loop'], cuts: 4, rounds: 2 } },
      statistics: { conflicts: 67 },
    });
    expect(lazy).toMatchObject({
      size: { variables: 88, constraints: 63, perRule: { degree: 63 } },
      statistics: { conflicts: 67, 'lazy cuts': 4, 'lazy rounds': 2 },
      timings: { totalMs: 12.3 },
    });
    expect(
      formats
        .get('table')
        .write({ records: [lazy], disagreements: [] })
        .split('\n')[2],
    ).toMatch(/ 67  4 in 2$/);
    expect(expectComparison(formats.get('json').write({ records: [lazy], disagreements: [] })).records[0].size).not.toHaveProperty('lazy');
  });

  it('say loudly when engines disagree', () => {
    const broken = { ...comparison, disagreements: [{ file: 'a.txt', message: 'engines disagree: ...' }] };
    for (const id of ['table', 'md']) expect(formats.get(id).write(broken), id).toContain('DISAGREEMENT');
    expect(expectComparison(formats.get('json').write(broken)).disagreements).toHaveLength(1);
    // CSV has no place for it in its rows: it goes to stderr beside them.
    expect(formats.get('csv').write(broken)).not.toContain('DISAGREEMENT');
    expect(formats.get('csv').aside?.(broken)).toContain('DISAGREEMENT');
    expect(formats.get('csv').aside?.(comparison)).toBe('');
  });
});

describe('the HTML page', () => {
  const records = [
    run('aquarium/row-level', 'sat', 'unique', 12),
    run('aquarium/int-level', 'sat', 'unique', 4_000),
    run('aquarium/cell-chain', 'crashed', '-', 900),
  ];
  const page = compareHtml({ records, disagreements: [] });

  it('is self-contained and has one bar per run on a log scale', () => {
    expect(page).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect(page.match(/<g class="run"/g)).toHaveLength(3);
    expect(page).toContain('1 s');
  });

  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  it.skipIf(!chromium)('renders in headless Chromium with the chart and the table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlebench-html-'));
    const file = join(dir, 'compare.html');
    writeFileSync(file, page);
    const flags = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${join(dir, 'profile')}`,
    ];
    const dom = spawnSync(chromium!, [...flags, '--dump-dom', `file://${file}`], { encoding: 'utf8', timeout: 60_000 });
    expect(dom.stdout).toContain('<svg');
    expect(dom.stdout.match(/<rect /g)).toHaveLength(3);
    expect(dom.stdout.match(/<tr class=/g)).toHaveLength(3);
    const shot = spawnSync(chromium!, [...flags, `--screenshot=${join(dir, 'page.png')}`, '--window-size=1000,800', `file://${file}`], { timeout: 60_000 });
    expect(shot.status).toBe(0);
    expect(existsSync(join(dir, 'page.png'))).toBe(true);
  });
});

describe('a comparison of planning engines', () => {
  it('names the proof of impossibility in the records of engines that only search horizons, and finds no disagreement', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlebench-compare-'));
    const even = join(dir, 'even.txt');
    writeFileSync(even, 'jugs: 2 4\ntap: yes\ntarget: any 1\n');
    const horn = 'puzzles/jugs/pour-4-4-3.txt';
    const { records, disagreements: found } = await compare([even, horn], {
      engines: ['jugs/bfs', 'jugs/conserving'],
      strategies: ['qf-fd'],
      timeoutMs: 20_000,
      jobs: 2,
    });
    const detail = (file: string, engine: string) => records.find((r) => r.file === file && r.engine === engine)?.detail;
    expect(records.map((r) => [r.reason, r.answer])).toEqual(Array(4).fill(['unsat', 'no plan']));
    expect(detail(even, 'jugs/conserving')).toMatch(/^impossible: proved by gcd invariant: every jug always holds a multiple of 2 /);
    expect(detail(horn, 'jugs/conserving')).toMatch(/^impossible: proved by exhausted horizon bound: .*; jugs\/conserving found no plan of at most 13 moves$/);
    expect(detail(horn, 'jugs/bfs')).toBe('impossible: exhaustive search: all 8 reachable states explored');
    expect(found).toEqual([]);
    // The proof's time is part of the run's; timings are kept to a tenth of a millisecond.
    for (const record of records) expect(record.timings.totalMs).toBeGreaterThanOrEqual(record.timings.solveMs!);
    expect(finerThanATenth(JSON.stringify(records))).toEqual([]);
  }, 60_000);
});

describe('compare refuses what it cannot run before it starts', () => {
  const folder = mkdtempSync(join(tmpdir(), 'compare-'));
  const good = 'puzzles/aquarium/small-5x4.txt';

  it('a malformed file, with the line that is wrong', async () => {
    const bad = join(folder, 'big-clue.txt');
    writeFileSync(bad, '  91232\n\n0 aabbc\n3 adbbc\n2 ddecc\n4 fdeee\n');
    await expect(compare([good, bad], { strategies: ['qf-fd'], timeoutMs: 20_000, jobs: 1 })).rejects.toThrow(/big-clue\.txt: .*larger than/);
  });

  it('an unknown strategy, with the known ones', async () => {
    await expect(compare([good], { strategies: ['qf-fdd'], timeoutMs: 20_000, jobs: 1 })).rejects.toThrow(
      /unknown strategy 'qf-fdd'; expected one of: default/,
    );
  });

  it('keeps a row for a native strategy, unsupported where its program is missing', async () => {
    const { records } = await compare([good], { engines: ['aquarium/row-level'], strategies: ['native-z3'], timeoutMs: 20_000, jobs: 1 });
    expect(records).toHaveLength(1);
    expect(records[0].reason).toBe(strategies.get('native-z3').unavailable?.() ? 'unsupported' : 'sat');
  });

  it('runs the SAT-core strategies on grids, and leaves out a planning variant the same there as its original', async () => {
    const { records } = await compare([good], {
      engines: ['aquarium/row-level'],
      strategies: ['sat-core', 'sat-core-propagate', 'qf-fd-pb-fresh'],
      timeoutMs: 20_000,
      jobs: 1,
    });
    expect(records.map((record) => [record.strategy, record.reason])).toEqual([
      ['sat-core', 'sat'],
      ['sat-core-propagate', 'sat'],
    ]);
  });
});

describe('a comparison of Aquarium engines on a puzzle with two solutions', () => {
  it('gives every engine the forced-cell count that brute force finds, and no disagreement', async () => {
    const file = 'puzzles/aquarium/two-solutions-4x4.txt';
    const solutions = bruteForceAquarium(parseAquarium(readFileSync(file, 'utf8'), file), 100);
    const forced = solutions[0].flat().filter((water, cell) => solutions.every((other) => other.flat()[cell] === water)).length;
    const { records, disagreements: found } = await compare([file], { strategies: ['qf-fd-pb'], timeoutMs: 20_000, jobs: 2 });
    expect(records.length).toBeGreaterThanOrEqual(4);
    for (const record of records) expect(record.answer, record.engine).toBe(`2+ solutions, ${forced} of 16 cells forced`);
    expect(found).toEqual([]);
  });
});
