// puzzlebench serve's API without a browser: the server started in-process on port 0 with two
// solving threads. Every answer is a result in the contract, the same as the command line's;
// bad input is a 400 with the contract's invalid result and never a stack trace; a slow solve
// holds up no other request; Stop and the deadline end a run and its thread is replaced; the
// command itself stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kinds } from '../../src/catalogue/index.ts';
import { type Serving, serve } from '../../src/serve/server.ts';
import { compareSchema, type Result } from '../../src/kind/contract.ts';
import { expectContract } from '../helpers/contract.ts';

let serving: Serving;
beforeAll(async () => {
  serving = await serve({ port: 0, host: '127.0.0.1', workers: 2 });
  await serving.pool.warm();
}, 60_000);
afterAll(() => serving?.close());

const url = (path: string) => new URL(path, serving.url).href;
async function post(path: string, body: unknown) {
  const response = await fetch(url(`/api/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-puzzlebench-token': serving.token },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}
const result = (text: string) => expectContract(text) as Result;
const answerOf = (value: Result) => ('answer' in value ? value.answer : undefined);
/** The same command through the command line's kind, in this process: what `--json` prints. */
async function cli(path: string, flags: Record<string, unknown>, command: 'solve' | 'check' = 'solve') {
  const input = { source: path, text: readFileSync(path, 'utf8') };
  const kind = kinds.all().find((candidate) => candidate.detect(input.text))!;
  return (await kind[command]!(input, { complete: true, ...flags })).result;
}
/** What no answer may hold: a stack trace. */
const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at |\bat .*\.ts:\d+/);
const TASK = '3_3_3_4_5_4_5_4_2_4_3_4;1,2,2,2,2,2,1,2,2,1,3,2,1,1,1,1,3,2,1,4,4,1,3,3,5,4,4,1,3,6,5,5,5,5,6,6';

describe('reading', () => {
  it('lists the kinds with their engines, and the bundled puzzles', async () => {
    const listed = (await (await fetch(url('/api/kinds'))).json()) as { kinds: { id: string; engines: { id: string }[] }[]; strategies: { id: string }[] };
    expect(listed.kinds.map((kind) => kind.id)).toEqual(kinds.ids());
    expect(listed.kinds.find((kind) => kind.id === 'watersort')!.engines.map((engine) => engine.id)).toContain('watersort/search');
    expect(listed.strategies.map((strategy) => strategy.id)).toContain('qf-fd-pb');
    const { puzzles } = (await (await fetch(url('/api/puzzles'))).json()) as { puzzles: { path: string; kind: string }[] };
    expect(puzzles).toContainEqual({ path: 'puzzles/watersort/seed-water-133.txt', kind: 'watersort' });
    const one = (await (await fetch(url('/api/puzzles?path=puzzles/jugs/classic-3-5.txt'))).json()) as { text: string };
    expect(one.text).toBe(readFileSync('puzzles/jugs/classic-3-5.txt', 'utf8'));
    const other = await fetch(url('/api/puzzles?path=../package.json'));
    expect(other.status).toBe(400);
    expect(result(await other.text())).toMatchObject({ status: 'invalid', reason: 'usage' });
  });

  it('detects a pasted task string, a var task snippet and a level file', async () => {
    for (const text of [TASK, `<script>var task = '${TASK}';</script>`]) {
      const detected = await post('detect', { text });
      expect(detected.status).toBe(200);
      expect(JSON.parse(detected.text)).toMatchObject({
        kind: 'aquarium',
        type: 'grid',
        describe: '6x6',
        play: {
          values: [
            { name: 'water', notation: '#' },
            { name: 'air', notation: '.' },
          ],
          layout: { rows: 6, cols: 6 },
        },
      });
    }
    const level = await post('detect', { text: readFileSync('puzzles/watersort/seed-3-flask.txt', 'utf8') });
    expect(JSON.parse(level.text)).toMatchObject({ kind: 'watersort', type: 'planning', defaultEngine: 'watersort/search', pictures: true });
  });

  it('answers bad input with a 400 and the invalid result: source, position, what was expected', async () => {
    const cases: [unknown, RegExp, string?][] = [
      [{ text: 'jugs: 3 5\nstart: 0 x\ntarget: any 4' }, /^<pasted>: line 2: expected/, 'line 2'],
      [{ text: '' }, /^<pasted>: line 1: expected a puzzle, found an empty input/, 'line 1'],
      [{ text: 'hello there' }, /cannot tell which kind of puzzle this is/],
      [{ text: TASK, kind: 'bogus' }, /^unknown puzzle kind 'bogus'/],
      [{ text: 'a\u0000b;' }, /binary data/],
      ['{"text": ', /^<request>: end of input: expected valid JSON/],
      ['[1, 2]', /^<request>: body: expected a JSON object/],
      [{ text: 'x'.repeat(3 * 1024 * 1024) }, /^<request>: size: expected a request of at most \d+ kB/],
      [{ nothing: true }, /^<request>: text: expected the puzzle as a string/],
    ];
    for (const [body, message, position] of cases) {
      const reply = await post('detect', body);
      expect(reply.status, reply.text.slice(0, 200)).toBe(400);
      const invalid = result(reply.text);
      expect(invalid.status).toBe('invalid');
      expect(invalid.message).toMatch(message);
      if (position && invalid.status === 'invalid') expect(invalid.error.position).toBe(position);
      noStack(reply.text);
    }
    const unknownRoute = await fetch(url('/api/nothing'));
    expect(unknownRoute.status).toBe(404);
    expect(result(await unknownRoute.text())).toMatchObject({ status: 'invalid', reason: 'usage' });
    const wrongFlag = await post('solve', { text: TASK, timeout: -1 });
    expect([wrongFlag.status, result(wrongFlag.text).message]).toEqual([400, 'timeout: expected a positive number up to 3600']);
  });

  it('draws the puzzle, an answer, and each state of a plan; a move that does not fit is a 400', async () => {
    const bare = await post('svg', { text: TASK });
    expect([bare.status, bare.type]).toEqual([200, 'image/svg+xml']);
    const rows = answerOf(await cli('puzzles/aquarium/small-5x4.txt', {})) as { grid: string[] };
    const solved = await post('svg', { puzzle: 'puzzles/aquarium/small-5x4.txt', grid: rows.grid });
    // Every water cell of the answer is drawn as a water square.
    const water = /<g fill="#4a90d9">(.*?)<\/g>/.exec(solved.text)![1].match(/<rect/g)?.length ?? 0;
    expect(water).toBe(rows.grid.join('').split('#').length - 1);
    const plan = answerOf(await cli('puzzles/watersort/seed-3-flask.txt', {})) as { plan: { move: unknown }[] };
    const moves = plan.plan.map((step) => step.move);
    for (const step of [0, 1, moves.length]) {
      const state = await post('svg', { puzzle: 'puzzles/watersort/seed-3-flask.txt', plan: moves, step });
      expect(state.text).toContain(step === 0 ? 'aria-label="start"' : `aria-label="after move ${step}:`);
    }
    const wrong = await post('svg', { puzzle: 'puzzles/watersort/seed-3-flask.txt', plan: [{ ...(moves[0] as object), amount: 3 }] });
    expect(wrong.status).toBe(400);
    expect(result(wrong.text).message).toMatch(/^<plan>: move 1: /);
    const outside = await post('svg', { puzzle: 'puzzles/jugs/classic-3-5.txt', plan: [{ kind: 'fill', jug: { jug: 9 } }] });
    expect(result(outside.text).message).toBe('<plan>: move 1: jug.jug: expected a jug from 1 to 2');
  });
});

describe('solving', () => {
  it('solve answers what the command line answers, for grids and plans', async () => {
    for (const [path, flags] of [
      ['puzzles/aquarium/seed-10x10.txt', { unique: true }],
      ['puzzles/aquarium/two-solutions-4x4.txt', { unique: true }],
      ['puzzles/aquarium/two-solutions-4x4.txt', { forced: true }],
      ['puzzles/lits/sampler-7x7.txt', { unique: true }],
      ['puzzles/lits/two-solutions-5x5.txt', { forced: true }],
      ['puzzles/watersort/seed-water-133.txt', {}],
      ['puzzles/jugs/pour-4-4-3.txt', {}],
    ] as const) {
      const reply = await post('solve', { puzzle: path, ...flags });
      expect(reply.status).toBe(200);
      const served = result(reply.text);
      const printed = await cli(path, flags);
      expect([served.status, served.command, served.kind, served.input]).toEqual([printed.status, 'solve', printed.kind, path]);
      // Where a puzzle has several solutions, which one comes first is the search's, not the
      // puzzle's (it follows Z3's term ids, which depend on what the thread ran before): the
      // facts must agree (how many, unique or not, the forced cells), and each grid is verified.
      const facts = (answer: ReturnType<typeof answerOf>) =>
        answer?.type === 'grid' && answer.unique === false ? { ...answer, grid: undefined, second: undefined, differing: undefined } : answer;
      expect(facts(answerOf(served))).toEqual(facts(answerOf(printed)));
      if ('proof' in printed) expect('proof' in served && served.proof).toEqual(printed.proof);
    }
  });

  it('check says whether a plan within k moves exists, with the proof when none does', async () => {
    const no = result((await post('check', { puzzle: 'puzzles/watersort/seed-water-133.txt', within: 38 })).text);
    expect(no).toMatchObject({ status: 'no-solution', within: 38, proof: { method: 'optimal search' } });
    const yes = result((await post('check', { puzzle: 'puzzles/watersort/seed-water-133.txt', within: 39 })).text);
    expect(answerOf(yes)).toMatchObject({ type: 'plan', moves: 39 });
    // A grid's question asked of a plan is refused, not dropped.
    const unique = await post('solve', { puzzle: 'puzzles/watersort/seed-water-133.txt', unique: true });
    expect([unique.status, result(unique.text).message]).toEqual([400, 'unique: applies to grid puzzles; watersort is a planning puzzle']);
    const missing = await post('check', { puzzle: 'puzzles/watersort/seed-water-133.txt' });
    expect([missing.status, result(missing.text).message]).toEqual([400, 'check needs "within": the most moves allowed']);
    const grid = await post('check', { text: TASK, within: 3 });
    expect(result(grid.text).message).toMatch(/^aquarium puzzles have no moves/);
  });

  it('check-marks and hint answer in the contract; marks of the wrong shape are a 400', async () => {
    const empty = Array.from({ length: 4 }, () => Array(5).fill(null));
    const hint = result((await post('hint', { puzzle: 'puzzles/aquarium/small-5x4.txt', marks: empty })).text);
    expect(hint).toMatchObject({ command: 'hint', status: 'solved', answer: { type: 'hint', cell: { name: '(1,1)' }, name: 'air', rules: ['row clues'] } });
    const wrong = empty.map((line) => [...line]);
    wrong[0][0] = 0; // water where the row's clue is 0
    const checked = await post('check-marks', { puzzle: 'puzzles/aquarium/small-5x4.txt', marks: wrong });
    expect(checked.status).toBe(200);
    expect(result(checked.text)).toMatchObject({
      command: 'check-marks',
      status: 'invalid',
      reason: 'rejected',
      answer: { type: 'marks', problems: [{ rule: 'row clue', cells: [{ name: '(1,1)' }] }] },
    });
    const shapeless = await post('check-marks', { puzzle: 'puzzles/aquarium/small-5x4.txt', marks: [[0]] });
    expect([shapeless.status, result(shapeless.text).message]).toEqual([400, '<marks>: rows: expected 4 rows of marks']);
    const planning = await post('hint', { puzzle: 'puzzles/jugs/classic-3-5.txt', marks: [] });
    expect(result(planning.text).message).toBe('jugs puzzles have no cells to hint at; /api/next-move hints at a move');
  });

  it('next-move answers from where the moves made lead, in the contract; a move the rules refuse is a 400', async () => {
    const path = 'puzzles/jugs/classic-3-5.txt';
    const optimal = answerOf(await cli(path, {}));
    if (optimal?.type !== 'plan') throw new Error('expected a plan');
    const start = result((await post('next-move', { puzzle: path, moves: [] })).text);
    expect(start).toMatchObject({
      command: 'next-move',
      status: 'solved',
      engine: 'jugs/bfs',
      answer: { type: 'next-move', made: 0, remaining: optimal.moves },
    });
    const moves = optimal.plan.slice(0, 2).map((step) => step.move);
    const later = result((await post('next-move', { puzzle: path, moves })).text);
    expect(later).toMatchObject({ status: 'solved', answer: { made: 2, remaining: optimal.moves - 2, move: { step: 3 } } });
    // A pour of more than the top run: refused by the rules, named.
    const level = 'puzzles/watersort/seed-3-flask.txt';
    const sorted = answerOf(await cli(level, {}));
    if (sorted?.type !== 'plan') throw new Error('expected a plan');
    const pour = sorted.plan[0].move as { amount: number };
    const refused = await post('next-move', { puzzle: level, moves: [{ ...pour, amount: pour.amount + 1 }] });
    expect(refused.status).toBe(400);
    expect(result(refused.text).message).toMatch(/^<plan>: move 1: expected a move the rules allow here: /);
    const grid = await post('next-move', { puzzle: 'puzzles/aquarium/small-5x4.txt', moves: [] });
    expect([grid.status, result(grid.text).message]).toEqual([400, 'aquarium puzzles have no moves; /api/hint hints at a cell']);
  });

  it('check-marks reads lines drawn in a kind played by lines, and names a segment that cannot be drawn', async () => {
    const path = 'puzzles/masyu/small-5x5.txt';
    const detected = JSON.parse((await post('detect', { puzzle: path })).text);
    expect(detected.play.lines).toEqual({ through: 'centres', most: 1 });
    const open = result((await post('check-marks', { puzzle: path, lines: [{ from: { row: 0, col: 2 }, to: { row: 0, col: 3 }, count: 1 }] })).text);
    expect(open).toMatchObject({ command: 'check-marks', status: 'unknown', reason: 'incomplete' });
    const diagonal = await post('check-marks', { puzzle: path, lines: [{ from: { row: 0, col: 0 }, to: { row: 1, col: 1 }, count: 1 }] });
    expect([diagonal.status, result(diagonal.text).message]).toEqual([400, '<lines>: segment 1: no line runs from (1,1) to (2,2): expected neighbours']);
  });

  it('plays Star Battle: its values and layout on detect, its checker on check-marks, a forced star as a hint', async () => {
    const puzzle = 'puzzles/starbattle/task-6x6.txt';
    const detected = JSON.parse((await post('detect', { text: readFileSync(puzzle, 'utf8') })).text);
    expect(detected).toMatchObject({
      kind: 'starbattle',
      play: {
        values: [
          { name: 'star', notation: '*', draw: { as: 'symbol', symbol: '★' } },
          { name: 'empty', notation: '.', draw: { as: 'dot' } },
        ],
        layout: { rows: 6, cols: 6, left: 16, top: 40, cell: 32 },
      },
    });
    const empty = Array.from({ length: 6 }, () => Array(6).fill(null));
    // (5,4) is a region of one cell: its star is forced by the regions rule alone.
    const hint = result((await post('hint', { puzzle, marks: empty })).text);
    expect(hint).toMatchObject({
      command: 'hint',
      kind: 'starbattle',
      status: 'solved',
      answer: { type: 'hint', cell: { name: '(5,4)' }, name: 'star', rules: ['regions'] },
    });
    const touching = empty.map((line) => [...line]);
    touching[0][0] = 0;
    touching[1][1] = 0;
    const checked = result((await post('check-marks', { puzzle, marks: touching })).text);
    expect(checked).toMatchObject({ command: 'check-marks', status: 'invalid', answer: { type: 'marks', complete: false } });
    const problems = answerOf(checked)?.type === 'marks' ? (answerOf(checked) as { problems: { rule: string; message: string }[] }).problems : [];
    expect(problems.map((problem) => [problem.rule, problem.message])).toEqual([
      ['regions', 'region 1 (a) has 2 stars, it needs 1'],
      ['no touching', 'the stars at (1,1) and (2,2) touch'],
    ]);
  });

  it('streams a comparison as NDJSON: a start, a row per run as it ends, the result in the contract', async () => {
    const reply = await post('compare', { text: TASK, source: 'pasted-6x6', engines: ['row-level', 'weighted-rows'], strategies: ['qf-fd-pb'], timeout: 20 });
    expect([reply.status, reply.type]).toEqual([200, 'application/x-ndjson; charset=utf-8']);
    const events = reply.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.map((event) => event.type)).toEqual(['start', 'row', 'row', 'end']);
    expect(events[1]).toMatchObject({ done: 1, total: 2, record: { file: 'pasted-6x6', answer: 'unique' } });
    expect(events[1].cells).toHaveLength(events[0].columns.length);
    expect(events[2].chart).toMatch(/^<svg/);
    const end = compareSchema.parse(events[3].result);
    expect([end.status, end.records.length]).toEqual(['solved', 2]);
    expect(events[3].csv.split('\n')[0]).toBe(events[0].columns.join(','));
    const bad = await post('compare', { text: TASK, engines: ['nothing'] });
    expect([bad.status, result(bad.text).message]).toEqual([
      400,
      'none of the engines nothing applies to <pasted> (aquarium: aquarium/row-level, aquarium/cell-chain, aquarium/int-level, aquarium/weighted-rows, aquarium/settled)',
    ]);
  });
});

describe('runs that take long', () => {
  // Level 133 by a Z3 encoding takes 50-105 s (docs/measured.md); here it is only ever stopped.
  const slow = { puzzle: 'puzzles/watersort/seed-water-133.txt', engine: 'strengthened', timeout: 300 };

  it('a slow solve holds up no other request, and Stop ends it at once; its thread is replaced', async () => {
    const started = performance.now();
    const long = post('solve', { ...slow, run: 'slow-1' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const quick = result((await post('solve', { puzzle: 'puzzles/aquarium/small-5x4.txt' })).text);
    expect(quick.status).toBe('solved');
    expect(performance.now() - started).toBeLessThan(20_000);
    const stopped = JSON.parse((await post('stop', { run: 'slow-1' })).text);
    expect(stopped).toEqual({ stopped: true });
    const ended = result((await long).text);
    expect(ended).toMatchObject({ status: 'unknown', reason: 'stopped' });
    expect(ended.message).toMatch(/^stopped after \d+\.\d s$/);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(JSON.parse((await post('stop', { run: 'slow-1' })).text)).toEqual({ stopped: false });
    await serving.pool.warm();
    expect(serving.pool.state).toMatchObject({ threads: 2, ready: 2, busy: 0 });
    expect(result((await post('solve', { puzzle: 'puzzles/jugs/classic-3-5.txt' })).text).status).toBe('solved');
  });

  it('says where each run is: running, or waiting for a thread; a waiting one stopped never started', async () => {
    // Two slow runs fill both threads; a third waits.
    const first = post('solve', { ...slow, run: 'busy-1' });
    const second = post('solve', { ...slow, run: 'busy-2' });
    const third = post('solve', { ...slow, run: 'queued-3' });
    const where = async () =>
      ((await (await fetch(url('/api/runs?ids=busy-1,busy-2,queued-3,nobody'))).json()) as { runs: Record<string, { state: string; ahead?: number }> }).runs;
    let runs = await where();
    for (let tries = 0; tries < 50 && runs['queued-3']?.state !== 'waiting'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      runs = await where();
    }
    expect(runs).toMatchObject({
      'busy-1': { state: 'running' },
      'busy-2': { state: 'running' },
      'queued-3': { state: 'waiting', ahead: 0 },
      nobody: { state: 'gone' },
    });
    expect(JSON.parse((await post('stop', { run: 'queued-3' })).text)).toEqual({ stopped: true });
    expect(result((await third).text)).toMatchObject({
      status: 'unknown',
      reason: 'stopped',
      message: 'stopped before it started (it was waiting for a solving thread)',
    });
    for (const run of ['busy-1', 'busy-2']) await post('stop', { run });
    await Promise.all([first, second]);
    await serving.pool.warm();
  });

  it('a run past its deadline ends with its thread, as unknown', async () => {
    const input = { source: 'level-133', text: readFileSync(slow.puzzle, 'utf8') };
    const outcome = await serving.pool.run(
      { op: 'solve', input, kind: 'watersort', flags: { engine: 'watersort/strengthened', timeout: 300 } },
      { deadlineMs: 1500 },
    );
    expect(outcome).toMatchObject({ interrupted: 'deadline' });
    await serving.pool.warm();
    expect(serving.pool.state).toMatchObject({ threads: 2, ready: 2 });
  });
});

describe('the command', () => {
  it('prints its address, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--port', '0', '--workers', '1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(stdout);
        if (found) resolve(found[0]);
      });
      child.on('exit', () => reject(new Error(`exited: ${stderr}`)));
    });
    const page = await fetch(address);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(await page.text()).toContain('<script type="module" src="/page/app.js">');
    const sent = performance.now();
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(performance.now() - sent).toBeLessThan(5000);
    expect(stderr).toContain('puzzlebench serve: stopped');
  });
});
