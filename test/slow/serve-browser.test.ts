// puzzlebench serve's page in a real browser: Debian's Chromium, headless, driven by
// playwright-core (a development dependency; it downloads no browser). The page is loaded from
// the server started in-process; a task is pasted and solved, the game played with the mouse and
// the keys, a hint taken and the marks checked (an Aquarium, then a Star Battle), a water-sort plan stepped through, a comparison
// run, a slow run stopped; what the page draws is held against what the command line answers.
// Skipped, with the reason printed, where playwright-core or Chromium is missing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kinds } from '../../src/catalogue/index.ts';
import { STAR_BATTLE_SVG } from '../../src/kinds/starbattle/render.ts';
import { type Serving, serve } from '../../src/serve/server.ts';
import { compareSchema, type Result } from '../../src/kind/contract.ts';

/** The little of playwright-core's API used here (typed by hand: the package is optional). */
interface Locator {
  click(options?: { position?: { x: number; y: number } }): Promise<void>;
  hover(options?: { position?: { x: number; y: number } }): Promise<void>;
  boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null>;
  count(): Promise<number>;
  textContent(): Promise<string | null>;
  isVisible(): Promise<boolean>;
}
interface Page {
  goto(url: string): Promise<unknown>;
  fill(selector: string, value: string): Promise<void>;
  click(selector: string): Promise<void>;
  check(selector: string): Promise<void>;
  uncheck(selector: string): Promise<void>;
  focus(selector: string): Promise<void>;
  selectOption(selector: string, value: string): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number; state?: string }): Promise<unknown>;
  textContent(selector: string): Promise<string | null>;
  evaluate<T>(script: string): Promise<T>;
  locator(selector: string): Locator & { nth(index: number): Locator };
  keyboard: { press(key: string): Promise<void> };
  mouse: { click(x: number, y: number): Promise<void> };
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  waitForEvent(event: 'download'): Promise<{ path(): Promise<string | null> }>;
  on(event: 'pageerror', listener: (error: Error) => void): void;
}
interface Context {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: {
    launchPersistentContext(dir: string, options: { executablePath: string; headless: boolean; args: string[]; acceptDownloads: boolean }): Promise<Context>;
  };
}

const browserPath = ['chromium', 'chromium-browser']
  .flatMap((name) =>
    (process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name)),
  )
  .find(existsSync);
// A name in a variable: the test compiles and runs (skipped) where the package is not installed.
const packageName = 'playwright-core';
const playwright = await import(packageName).then(
  (module) => module as Playwright,
  () => undefined,
);
const missing = !playwright
  ? 'playwright-core is not installed (npm install)'
  : !browserPath
    ? 'no chromium on the PATH (apt-get install chromium)'
    : undefined;
if (missing) console.log(`test/slow/serve-browser.test.ts skipped: ${missing}`);

const TASK = '3_3_3_4_5_4_5_4_2_4_3_4;1,2,2,2,2,2,1,2,2,1,3,2,1,1,1,1,3,2,1,4,4,1,3,3,5,4,4,1,3,6,5,5,5,5,6,6';

/** What `puzzlebench solve --json` answers, run in this process. */
async function cli(text: string, flags: Record<string, unknown> = {}) {
  const kind = kinds.all().find((candidate) => candidate.detect(text))!;
  return (await kind.solve({ source: 'cli', text }, { complete: true, ...flags })).result as Extract<Result, { status: 'solved' }>;
}

describe.skipIf(missing !== undefined)('the page in Chromium', () => {
  let serving: Serving;
  let context: Context;
  let page: Page;
  let profile: string;
  const errors: string[] = [];

  beforeAll(async () => {
    serving = await serve({ port: 0, host: '127.0.0.1', workers: 2 });
    profile = mkdtempSync(join(tmpdir(), 'puzzlebench-chromium-'));
    context = await playwright!.chromium.launchPersistentContext(profile, {
      executablePath: browserPath!,
      headless: true,
      acceptDownloads: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await serving.pool.warm();
    await page.goto(serving.url);
    await page.waitForSelector('body[data-opened]');
  }, 90_000);
  afterAll(async () => {
    await context?.close();
    await serving?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  /** Clicks the middle of a cell of the play overlay (in the picture's units), placed when it is clicked. */
  async function clickCell(row: number, col: number, { left, top, cell }: { left: number; top: number; cell: number }) {
    const overlay = page.locator('#grid-pictures svg.overlay');
    const scale =
      (await overlay.boundingBox())!.width / (await page.evaluate<number>("document.querySelector('#grid-pictures svg.overlay').viewBox.baseVal.width"));
    await overlay.click({ position: { x: (left + (col + 0.5) * cell) * scale, y: (top + (row + 0.5) * cell) * scale } });
  }

  /**
   * Waits until an expression holds in the page. (Playwright's waitForFunction evaluates its
   * predicate with eval, which the page's Content-Security-Policy forbids, rightly.) A timeout says
   * what the page showed, so that a failure names its state.
   */
  async function until(expression: string, timeoutMs = 30_000) {
    const ends = performance.now() + timeoutMs;
    while (!(await page.evaluate<boolean>(expression))) {
      if (performance.now() > ends) {
        const shown = await page.evaluate<string>(
          "JSON.stringify({ help: document.querySelector('#play-help')?.textContent, message: document.querySelector('#grid-message')?.textContent, state: document.querySelector('#grid-pictures')?.dataset.state, focus: document.activeElement?.tagName })",
        );
        throw new Error(`timed out waiting for ${expression}; the page shows ${shown}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The SVG text of the n-th picture drawn in a container, as the page holds it. */
  const drawnSvg = (container: string, index = 0) =>
    page.evaluate<string>(`fetch(document.querySelectorAll('${container} img')[${index}].src).then((r) => r.text())`);

  it('greets a first visit with a word on what to do and an example loaded', async () => {
    expect(await page.locator('#intro').isVisible()).toBe(true);
    expect(await page.textContent('#detected')).toMatch(/^aquarium \(5x4\)/);
    expect(await page.evaluate<string>('location.search')).toBe('?puzzle=puzzles%2Faquarium%2Fsmall-5x4.txt');
    await page.click('#intro-close');
    expect(await page.locator('#intro').isVisible()).toBe(false);
  });

  it('reads a pasted task, solves it, and draws what the command line answers', async () => {
    await page.fill('#puzzle-text', `var task = '${TASK}';`);
    await page.click('#read');
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    expect(await page.textContent('#detected')).toMatch(/^aquarium \(6x6\)/);
    await page.click('#solve');
    await page.waitForSelector('#grid-pictures[data-state="answer"]');
    const rows = (await cli(TASK)).answer as { grid: string[] };
    expect((await page.textContent('#grid-text'))!.split('\n').slice(1)).toEqual(rows.grid);
    // The picture shows a water square for each water cell of that answer.
    const svg = await drawnSvg('#grid-pictures');
    expect(/<g fill="#4a90d9">(.*?)<\/g>/.exec(svg)![1].match(/<rect/g)!.length).toBe(rows.grid.join('').split('#').length - 1);
    expect(await page.textContent('#grid-message')).toMatch(/^solved by aquarium\/settled \(its deductions, no search\); unique: yes/);
    await page.click('#unique');
    await until("document.querySelector('#grid-message').textContent.includes('unique: yes (proved)')");
  });

  it('plays: marks by mouse and by keys, takes a hint, and checks the marks', async () => {
    const solution = ((await cli(TASK)).answer as { grid: string[] }).grid;
    const presses = (row: number, col: number) => (solution[row][col] === '#' ? 1 : 2);
    await page.click('#play');
    await page.waitForSelector('#grid-pictures[data-state="play"]');
    // By mouse: cell (1,1), clicked once for water, twice for air. Each click is placed on the
    // picture as it is laid out at that moment (Playwright waits for it to stand still) and its
    // effect awaited: on a loaded machine a click aimed by an earlier measurement, or sent before
    // the last one was drawn, missed (tests that failed by timing, issue 31).
    const valueAt = (row: number, col: number) => (solution[row][col] === '#' ? 'water' : 'air');
    for (let i = 0; i < presses(0, 0); i++) {
      await clickCell(0, 0, { left: 32, top: 32, cell: 32 });
      await until(`document.querySelector('#play-help').textContent === '(1,1): ${['water', 'air'][i]}'`, 10_000);
    }
    // By keys: right to (1,2), Space as many times.
    await page.focus('#grid-pictures svg.overlay');
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < presses(0, 1); i++) await page.keyboard.press(' ');
    await until(`document.querySelector('#play-help').textContent === '(1,2): ${valueAt(0, 1)}'`, 10_000);
    await page.click('#check-marks');
    await until("document.querySelector('#grid-message').textContent.startsWith('no rule broken so far; 34 cells unmarked')");
    await page.click('#hint');
    await until("/ is (water|air): forced/.test(document.querySelector('#grid-message').textContent)");
    const [, row, col, name] = /^\((\d+),(\d+)\) is (water|air)/.exec((await page.textContent('#grid-message'))!)!;
    expect(name).toBe(solution[Number(row) - 1][Number(col) - 1] === '#' ? 'water' : 'air');
    expect(await page.locator('#grid-pictures svg.overlay rect.hint').count()).toBe(1);
    await page.click('#apply-hint');
    await page.click('#check-marks');
    await until("document.querySelector('#grid-message').textContent.includes('33 cells unmarked')");
    // Every cell by keys, row by row in a snake: the grid solved; then one cell wrong.
    await page.click('#clear-marks');
    await page.focus('#grid-pictures svg.overlay');
    for (let r = 0; r < 6; r++) {
      const cols = r % 2 === 0 ? [0, 1, 2, 3, 4, 5] : [5, 4, 3, 2, 1, 0];
      for (const [i, c] of cols.entries()) {
        for (let k = 0; k < presses(r, c); k++) await page.keyboard.press('Enter');
        if (i < 5) await page.keyboard.press(r % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
      }
      if (r < 5) await page.keyboard.press('ArrowDown');
    }
    await page.click('#check-marks');
    await until("document.querySelector('#grid-message').textContent === 'solved: every cell is marked and no rule is broken'");
    // The cursor is at (6,1): marked the other way, the checker finds a rule broken there.
    await page.focus('#grid-pictures svg.overlay');
    await page.keyboard.press('Delete');
    for (let k = 0; k < 3 - presses(5, 0); k++) await page.keyboard.press(' ');
    await page.click('#check-marks');
    await until("/^\\d+ rules? broken: /.test(document.querySelector('#grid-message').textContent)");
    expect(await page.locator('#grid-problems li').count()).toBeGreaterThan(0);
    expect(await page.locator('#grid-pictures svg.overlay rect.problem').count()).toBeGreaterThan(0);
  });

  it('plays a Star Battle: a star by mouse, a hint taken, and the marks checked', async () => {
    const path = 'puzzles/starbattle/task-6x6.txt';
    const solution = readFileSync(path.replace('.txt', '.solution'), 'utf8').trim().split('\n');
    await page.selectOption('#bundled', path);
    await until("document.querySelector('#detected').textContent.startsWith('starbattle (6x6)')");
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    await page.click('#play');
    await page.waitForSelector('#grid-pictures[data-state="play"]');
    // Where render.svg draws cell (row, col), counted from 0: below the caption band.
    const { left, top, cell } = { left: STAR_BATTLE_SVG.margin, top: STAR_BATTLE_SVG.margin + STAR_BATTLE_SVG.caption, cell: STAR_BATTLE_SVG.cell };
    const click = (row: number, col: number) => clickCell(row, col, { left, top, cell });
    // (1,6) holds a star in the solution: one click marks it.
    expect(solution[0][5]).toBe('*');
    await click(0, 5);
    // Waited for, not read at once: the page draws the click when it gets to it.
    await until("document.querySelector('#play-help').textContent === '(1,6): star'", 10_000);
    expect(await page.locator('#grid-pictures svg.overlay text.mark-symbol').count()).toBe(1);
    await page.click('#hint');
    await until("/ is (star|empty): forced/.test(document.querySelector('#grid-message').textContent)");
    const [, row, col, name] = /^\((\d+),(\d+)\) is (star|empty)/.exec((await page.textContent('#grid-message'))!)!;
    expect(name).toBe(solution[Number(row) - 1][Number(col) - 1] === '*' ? 'star' : 'empty');
    await page.click('#apply-hint');
    await page.click('#check-marks');
    await until("document.querySelector('#grid-message').textContent === 'no rule broken so far; 34 cells unmarked'");
    // A star at (2,5) touches the one at (1,6): Check names the rule and outlines both cells.
    await click(1, 4);
    await page.click('#check-marks');
    await until("[...document.querySelectorAll('#grid-problems li')].some((item) => item.textContent === 'the stars at (1,6) and (2,5) touch')");
    expect(await page.locator('#grid-pictures svg.overlay rect.problem').count()).toBeGreaterThanOrEqual(2);
  });

  it('steps through a water-sort plan, each state drawn, and shows the proof', async () => {
    const path = 'puzzles/watersort/seed-water-133.txt';
    await page.selectOption('#bundled', path);
    await page.waitForSelector('#plan-picture[data-step="0"]');
    await page.click('#optimal');
    await page.waitForSelector('#stepper:not([hidden])');
    const plan = (await cli(readFileSync(path, 'utf8'))).answer as { plan: { text: string }[] };
    const listed = await page.evaluate<string[]>("[...document.querySelectorAll('#moves li')].map((li) => li.textContent)");
    expect(listed).toEqual(plan.plan.map((step) => step.text.replace(/^\d+\.\s*/, '')));
    expect(await page.textContent('#plan-proof')).toMatch(/^why none is shorter: optimal search: /);
    await page.click('#next');
    await page.waitForSelector('#plan-picture[data-step="1"]');
    expect(await drawnSvg('#plan-picture')).toContain(
      `aria-label="after move 1: ${plan.plan[0].text
        .replace(/^1\.\s*/, '')
        .replace(' -> ', ' \u2192 ')
        .replace(/: (\d+) x /, ', $1 \u00d7 ')}"`,
    );
    await page.fill('#step', '37');
    await page.waitForSelector('#plan-picture[data-step="37"]');
    await page.click('#animate');
    await page.waitForSelector('#plan-picture[data-step="39"]', { timeout: 10_000 });
    await until("document.querySelector('#animate').getAttribute('aria-pressed') === 'false'");
    expect(await page.textContent('#step-label')).toMatch(/^move 39 of 39: /);
    await page.fill('#within', '38');
    await page.click('#check-within');
    await until("document.querySelector('#plan-message').textContent.startsWith('solvable within 38: no')");
    expect(await page.textContent('#plan-proof')).toMatch(/^why there is none: optimal search: the shortest plan has 39 moves/);
  });

  it('stops a slow run with the Stop button', async () => {
    await page.selectOption('#plan-engine', 'watersort/strengthened');
    await page.click('#optimal');
    await until("!document.querySelector('#stop').disabled");
    await page.click('#stop');
    await until("document.querySelector('#plan-message').textContent.startsWith('stopped after')", 15_000);
    expect(await page.locator('#stop').isVisible()).toBe(true);
  });

  it('runs a small comparison: rows with progress, the chart, the table, the JSON to download', async () => {
    await page.selectOption('#bundled', 'puzzles/aquarium/small-5x4.txt');
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    // Two engines compared, whatever others the kind has: every other one unticked.
    const kept = ['aquarium/row-level', 'aquarium/weighted-rows'];
    const engines = await page.evaluate<string[]>("[...document.querySelectorAll('#compare-engines input')].map((input) => input.value)");
    for (const engine of engines) if (!kept.includes(engine)) await page.uncheck(`#compare-engines input[value="${engine}"]`);
    await page.fill('#compare-timeout', '30');
    await page.click('#compare');
    await page.waitForSelector('#compare-section[data-done="2"]', { timeout: 90_000 });
    expect(await page.locator('#compare-table tbody tr').count()).toBe(2);
    expect(await page.textContent('#compare-message')).toBe('2 runs; all engines that answered agree');
    expect(await page.locator('#compare-chart img').count()).toBe(1);
    const download = page.waitForEvent('download');
    await page.click('#download-json');
    const saved = compareSchema.parse(JSON.parse(readFileSync((await (await download).path())!, 'utf8')));
    expect(saved.records.map((record) => [record.engine, record.answer])).toEqual([
      ['aquarium/row-level', 'unique'],
      ['aquarium/weighted-rows', 'unique'],
    ]);
  });

  it('drops a late answer when another puzzle is loaded, stops its run, and runs one at a time', async () => {
    await page.selectOption('#bundled', 'puzzles/watersort/seed-water-133.txt');
    await page.waitForSelector('#plan-picture[data-step="0"]');
    await page.selectOption('#plan-engine', 'watersort/strengthened');
    await page.click('#optimal');
    await until("!document.querySelector('#stop').disabled");
    // One run per panel: its buttons wait while it goes.
    expect(await page.evaluate<boolean>("document.querySelector('#optimal').disabled && document.querySelector('#check-within').disabled")).toBe(true);
    await page.selectOption('#bundled', 'puzzles/watersort/tiny-two-colours.txt');
    await until("document.querySelector('#detected').textContent.startsWith('watersort (')");
    // The old run is stopped (its level's answer would take half a minute), and nothing of it shows.
    await until("document.querySelector('#stop').disabled", 15_000);
    expect(await page.textContent('#plan-message')).toBe('');
    expect(await page.locator('#stepper').isVisible()).toBe(false);
    expect(await page.evaluate<boolean>("document.querySelector('#optimal').disabled")).toBe(false);
    // An empty Within box is a question not asked, not "within 0".
    await page.fill('#within', '');
    await page.click('#check-within');
    expect(await page.textContent('#plan-message')).toMatch(/^Within: enter the most moves allowed/);
  });

  it("draws a LITS's forced cells and outlines where two solutions differ, without a play mode", async () => {
    await page.selectOption('#bundled', 'puzzles/lits/two-solutions-5x5.txt');
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    await page.click('#forced');
    await page.waitForSelector('#grid-pictures[data-state="answer"]');
    expect(await page.textContent('#grid-message')).toMatch(/forced/);
    expect(await page.locator('#grid-pictures img').count()).toBe(1);
    expect(await drawnSvg('#grid-pictures')).toContain('<svg');
    await page.click('#unique');
    await until("document.querySelectorAll('#grid-pictures img').length === 2");
    expect(await page.locator('#grid-pictures svg.overlay rect.differ').count()).toBeGreaterThan(0);
  });

  it('says what to do in its own words: the Kind list, at least one engine; the status line settles', async () => {
    await page.fill('#puzzle-text', 'not a puzzle at all');
    await page.click('#read');
    await until("!document.querySelector('#input-error').hidden");
    expect(await page.textContent('#input-error')).toMatch(/choose it in the Kind list/);
    await page.selectOption('#bundled', 'puzzles/aquarium/small-5x4.txt');
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    for (const box of await page.evaluate<string[]>("[...document.querySelectorAll('#compare-engines input:checked')].map((box) => box.value)"))
      await page.uncheck(`#compare-engines input[value="${box}"]`);
    await page.click('#compare');
    expect(await page.textContent('#compare-message')).toBe('tick at least one engine to compare');
    await page.check('#compare-engines input[value="aquarium/row-level"]');
    await page.click('#compare');
    await page.waitForSelector('#compare-section[data-done="1"]', { timeout: 90_000 });
    // The status line ends with the run's time, not a clock that keeps counting.
    await until("/^comparing: [0-9.]+ s$/.test(document.querySelector('#status').textContent)");
  });

  it('keeps the puzzle in its address: a reload or a shared link opens it again', async () => {
    await page.fill('#puzzle-text', `var task = '${TASK}';`);
    await page.click('#read');
    await until("location.search.startsWith('?p=')");
    const address = await page.evaluate<string>('location.href');
    await page.goto(serving.url.replace(/\/?$/, '/?puzzle=puzzles/jugs/classic-3-5.txt'));
    await page.waitForSelector('body[data-opened]');
    expect(await page.textContent('#detected')).toMatch(/^jugs/);
    // The intro was dismissed once: a later visit does not show it again.
    expect(await page.locator('#intro').isVisible()).toBe(false);
    await page.goto(address);
    await page.waitForSelector('body[data-opened]');
    expect(await page.evaluate<string>("document.querySelector('#puzzle-text').value")).toBe(`var task = '${TASK}';`);
    expect(await page.textContent('#detected')).toMatch(/^aquarium \(6x6\)/);
  });

  it('live forced cells follow each change of the puzzle; the puzzle exports to another format', async () => {
    await page.selectOption('#bundled', 'puzzles/aquarium/two-solutions-4x4.txt');
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    await page.check('#live');
    // The message comes with the answer, the picture after it (one more request): wait for both.
    await until(
      "document.querySelector('#grid-message').textContent.includes('forced') && document.querySelector('#grid-pictures').dataset.state === 'answer'",
    );
    expect(await page.textContent('#grid-pictures figcaption')).toMatch(/^forced cells/);
    // An edit (the 6x6 task pasted over it) is read, and its forced cells shown, with no click on Forced cells.
    await page.fill('#puzzle-text', `var task = '${TASK}';`);
    await page.click('#read');
    await until(
      "document.querySelector('#detected').textContent.startsWith('aquarium (6x6)') && document.querySelector('#grid-pictures').dataset.state === 'answer' && document.querySelector('#grid-message').textContent !== ''",
    );
    expect(await page.textContent('#grid-message')).toMatch(/forced/);
    expect(await page.textContent('#grid-pictures figcaption')).toMatch(/^forced cells/);
    await page.uncheck('#live');
    await page.selectOption('#export-format', 'puzzleteam');
    await page.click('#export');
    await until("!document.querySelector('#exported').hidden");
    expect((await page.textContent('#exported'))?.trim()).toBe(TASK);
  });

  it('places clues by clicks and keys in the editor; Live forced cells follow each change', async () => {
    await page.selectOption('#bundled', 'puzzles/nurikabe/puzzleteam-5x5.txt');
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    await page.check('#live');
    await until("document.querySelector('#grid-pictures').dataset.state === 'answer'");
    await page.click('#edit-clues');
    expect(await page.evaluate<string>("document.querySelector('#edit-clues').getAttribute('aria-pressed')")).toBe('true');
    // Each change is read again as a paste; Live then says its forced cells (or that it has none), and
    // draws them, over which the editor stays.
    const settled = (row: number, line: string) =>
      until(
        `document.querySelector('#puzzle-text').value.split('\\n')[${row}] === '${line}' && document.querySelector('#grid-message').textContent !== '' && document.querySelector('#grid-pictures').dataset.state !== 'reading' && document.activeElement?.classList.contains('editing')`,
      );
    // A click on the middle cell of the 5x5 (empty) places the first number there.
    const overlay = page.locator('#grid-pictures .overlay.editing').nth(0);
    const box = await overlay.boundingBox();
    expect(box).toBeTruthy();
    await overlay.click({ position: { x: box!.width / 2, y: box!.height / 2 } });
    await settled(3, '. . 1 . .');
    // Keys: the cursor is on the clicked cell; Delete clears it; up one, a 4 typed.
    await page.keyboard.press('Delete');
    await settled(3, '. . . . .');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('4');
    await settled(2, '. 2 4 2 .');
    expect(await page.textContent('#detected')).toMatch(/^nurikabe \(5x5\)/);
    // Live: the edited puzzle's forced cells (or that it has none) are said after the change.
    expect(await page.textContent('#grid-message')).not.toBe('');
    // Text typed in the box while editing is read again, and the box keeps the keys.
    await page.uncheck('#live');
    await page.evaluate("document.querySelector('#grid-pictures').dataset.state = 'before'");
    await page.focus('#puzzle-text');
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    await until("document.querySelector('#grid-pictures').dataset.state === 'puzzle'");
    expect(await page.evaluate<string>('document.activeElement.id')).toBe('puzzle-text');
    await page.click('#edit-clues');
    expect(await page.evaluate<string>("document.querySelector('#edit-clues').getAttribute('aria-pressed')")).toBe('false');
    expect(errors).toEqual([]);
  });

  /** A click on the editor's picture at a point in the picture's own units (or the pointer moved there). */
  async function clickAt(x: number, y: number, action: 'click' | 'hover' = 'click') {
    // The editing overlay is drawn a moment after edit mode starts, and again after each change:
    // wait for it, and ask again should it be replaced between the wait and the measure.
    const overlay = page.locator('#grid-pictures .overlay.editing').nth(0);
    let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
    for (let attempt = 0; attempt < 5 && !box; attempt++) {
      await page.waitForSelector('#grid-pictures .overlay.editing', { state: 'visible', timeout: 30_000 });
      box = await overlay.boundingBox();
    }
    if (!box) throw new Error('the editing overlay kept being redrawn: no box to click in');
    const width = await page.evaluate<number>("document.querySelector('#grid-pictures .overlay.editing').viewBox.baseVal.width");
    await overlay[action]({ position: { x: (x * box.width) / width, y: (y * box.width) / width } });
  }

  it('draws walls and sets the counts outside the grid in the editor; Live forced cells follow each change', async () => {
    await page.selectOption('#bundled', 'puzzles/aquarium/two-solutions-4x4.txt');
    await until(
      "document.querySelector('#grid-pictures').dataset.state === 'puzzle' && document.querySelector('#detected').textContent.startsWith('aquarium')",
    );
    await page.check('#live');
    await until("document.querySelector('#grid-pictures').dataset.state === 'answer'");
    const twoWays = await page.textContent('#grid-message');
    expect(twoWays).toMatch(/forced/);
    await page.click('#edit-clues');
    expect(await page.textContent('#grid-pictures figcaption')).toMatch(/click a side between two cells to draw or erase a wall; click a number outside/);
    const settled = (row: number, line: string) =>
      until(
        `document.querySelector('#puzzle-text').value.split('\\n')[${row}] === '${line}' && document.querySelector('#grid-message').textContent !== '' && document.querySelector('#grid-pictures').dataset.state !== 'reading' && document.activeElement?.classList.contains('editing')`,
      );
    // The wall between the one-cell tanks a and b taken away: one tank of two cells, and no solution.
    // (Aquarium's clues take the first row and column of 32-unit squares.) The side under the pointer is shown.
    const here = "document.querySelectorAll('#grid-pictures .overlay.editing .wall-here').length";
    await clickAt(32 + 30, 32 + 16, 'hover');
    await until(`${here} === 1`);
    await clickAt(32 + 16, 32 + 16, 'hover');
    await until(`${here} === 0`);
    await clickAt(32 + 30, 32 + 16);
    await settled(2, '1 aabb');
    expect(await page.textContent('#grid-message')).toMatch(/no solution/i);
    // Put back (Shift and an arrow from the cell left of it): the puzzle as it was, solvable two ways.
    await page.keyboard.press('Shift+ArrowRight');
    await settled(2, '1 abcc');
    expect(await page.textContent('#grid-message')).toBe(twoWays);
    // The count above column 1 clicked: 3 becomes 4, which no filling meets; Delete clears it.
    await clickAt(32 + 16, 16);
    await settled(0, '  4321');
    expect(await page.textContent('#grid-message')).toMatch(/no solution/i);
    await page.keyboard.press('Delete');
    await settled(0, '  -321');
    expect(await page.textContent('#grid-message')).toMatch(/forced/);
    // A wall inside tank c (a 2x2 square) cuts nothing off yet: it is drawn over the picture, not
    // written in the puzzle; a second click takes it away.
    const inner = "document.querySelectorAll('#grid-pictures .overlay.editing .inner-wall').length";
    await clickAt(32 + 3 * 32 - 2, 32 + 16);
    await until(`${inner} === 1`);
    expect((await page.evaluate<string>("document.querySelector('#puzzle-text').value")).split('\n')[2]).toBe('1 abcc');
    await clickAt(32 + 3 * 32 - 2, 32 + 16);
    await until(`${inner} === 0`);
    await page.uncheck('#live');
    await page.click('#edit-clues');
    expect(errors).toEqual([]);
  });

  it('sets the clues on every side of a Skyscrapers by clicks outside the grid', async () => {
    const spec = kinds.all().find((kind) => kind.id === 'skyscrapers')!.made;
    if (spec.type !== 'grid') throw new Error('skyscrapers is a grid kind');
    await page.selectOption('#bundled', 'puzzles/skyscrapers/janko-6x6.txt');
    await until(
      "document.querySelector('#grid-pictures').dataset.state === 'puzzle' && document.querySelector('#detected').textContent.startsWith('skyscrapers')",
    );
    await page.click('#edit-clues');
    const shown = async () => spec.spec.parse({ source: 'page', text: await page.evaluate<string>("document.querySelector('#puzzle-text').value") });
    // Each click a little outside the grid, in the middle of a line; the margins follow the clues, so the layout is read each time.
    const clickOutside = async (side: 'top' | 'bottom' | 'left' | 'right', index: number) => {
      const { left, top, cell, rows, cols } = spec.spec.play!.layout(await shown());
      const along = (from: number) => from + (index + 0.5) * cell;
      const [x, y] = {
        top: [along(left), top - 6],
        bottom: [along(left), top + rows * cell + 6],
        left: [left - 6, along(top)],
        right: [left + cols * cell + 6, along(top)],
      }[side];
      await clickAt(x, y);
    };
    const untilShown = async (check: (p: Awaited<ReturnType<typeof shown>>) => boolean) => {
      const ends = performance.now() + 30_000;
      while (!check(await shown())) {
        if (performance.now() > ends)
          throw new Error(`timed out: the page shows ${await page.evaluate<string>("document.querySelector('#puzzle-text').value")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    // Below column 2 (none: then 1), right of row 1 (2: then 3), above column 1 (none: then 1), left of row 2 (none: then 1).
    await clickOutside('bottom', 1);
    await untilShown((p) => p.bottom[1] === 1);
    await clickOutside('right', 0);
    await untilShown((p) => p.right[0] === 3);
    await clickOutside('top', 0);
    await untilShown((p) => p.top[0] === 1);
    await clickOutside('left', 1);
    await untilShown((p) => p.left[1] === 1);
    // The cursor is on that clue: Delete clears it.
    await page.keyboard.press('Delete');
    await untilShown((p) => p.left[1] === null);
    await page.click('#edit-clues');
    expect(errors).toEqual([]);
  });

  it('reads at phone width: nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
