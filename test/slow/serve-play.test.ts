// The page's play by drawing, in a real browser (Debian's Chromium, headless, driven by
// playwright-core, as serve-browser.test.ts): a Masyu's loop drawn with one mouse drag through the
// cells' centres, erased by a drag over it, undone and redone; a Slitherlink's loop drawn along the
// edges by the keys alone; a Shikaku cut into its rectangles by the keys; a Bridges solved by drags
// from island to island. Each is checked without a click once finished. And a plan's next move: a water-sort level played from its start by Next
// move? and Make it alone, each hint one move shorter, to the goal. Skipped, with the reason printed, where playwright-core or Chromium is missing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Serving, serve } from '../../src/serve/server.ts';
import { kinds } from '../../src/catalogue/index.ts';

interface Page {
  goto(url: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  focus(selector: string): Promise<void>;
  selectOption(selector: string, value: string): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  textContent(selector: string): Promise<string | null>;
  evaluate<T>(script: string): Promise<T>;
  locator(selector: string): { boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null>; count(): Promise<number> };
  keyboard: { press(key: string): Promise<void> };
  mouse: { move(x: number, y: number, options?: { steps?: number }): Promise<void>; down(): Promise<void>; up(): Promise<void> };
  on(event: 'pageerror', listener: (error: Error) => void): void;
}
interface Context {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: { launchPersistentContext(dir: string, options: { executablePath: string; headless: boolean; args: string[] }): Promise<Context> };
}

const browserPath = ['chromium', 'chromium-browser']
  .flatMap((name) =>
    (process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name)),
  )
  .find(existsSync);
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
if (missing) console.log(`test/slow/serve-play.test.ts skipped: ${missing}`);

type At = { row: number; col: number };
const rowsOf = (path: string) => readFileSync(path, 'utf8').trim().split('\n');
const SOLVED = 'solved: every cell is decided by the lines and no rule is broken';

describe.skipIf(missing !== undefined)('drawing lines in Chromium', () => {
  let serving: Serving;
  let context: Context;
  let page: Page;
  let profile: string;
  const errors: string[] = [];

  beforeAll(async () => {
    serving = await serve({ port: 0, host: '127.0.0.1', workers: 1 });
    profile = mkdtempSync(join(tmpdir(), 'puzzlebench-chromium-'));
    context = await playwright!.chromium.launchPersistentContext(profile, {
      executablePath: browserPath!,
      headless: true,
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

  /** Waits until an expression holds in the page (not waitForFunction: the page's CSP forbids its eval). */
  async function until(expression: string, timeoutMs = 20_000) {
    const ends = performance.now() + timeoutMs;
    while (!(await page.evaluate<boolean>(expression))) {
      if (performance.now() > ends) {
        const shown = await page.evaluate<string>(
          "JSON.stringify({ help: document.querySelector('#play-help')?.textContent, message: document.querySelector('#grid-message')?.textContent, problems: document.querySelector('#grid-problems')?.textContent })",
        );
        throw new Error(`timed out waiting for ${expression}; the page shows ${shown}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const message = (text: string) => until(`document.querySelector('#grid-message').textContent === ${JSON.stringify(text)}`);

  async function play(path: string) {
    await page.selectOption('#bundled', path);
    await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
    await page.click('#play');
    await page.waitForSelector('#grid-pictures[data-state="play"]');
    // Drags land only on what the window shows.
    await page.evaluate("document.querySelector('#grid-pictures').scrollIntoView({ block: 'start' })");
  }

  /** Where a point of the picture (in its SVG units) is on the screen. */
  async function screen(x: number, y: number) {
    const box = (await page.locator('#grid-pictures svg.overlay').boundingBox())!;
    const width = await page.evaluate<number>("document.querySelector('#grid-pictures svg.overlay').viewBox.baseVal.width");
    const scale = box.width / width;
    return { x: box.x + x * scale, y: box.y + y * scale };
  }

  /** One drag through the centres of these cells, in order. */
  async function drag(cells: At[], layout: { left: number; top: number; cell: number }) {
    const centre = ({ row, col }: At) => screen(layout.left + (col + 0.5) * layout.cell, layout.top + (row + 0.5) * layout.cell);
    const start = await centre(cells[0]);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (const cell of cells.slice(1)) {
      const { x, y } = await centre(cell);
      await page.mouse.move(x, y, { steps: 4 });
    }
    await page.mouse.up();
  }

  const lineCount = () => page.locator('#grid-pictures svg.overlay line.line-drawn').count();

  it("draws a Masyu's loop in one drag, erases a stretch by dragging over it, undoes and redoes", async () => {
    await play('puzzles/masyu/small-5x5.txt');
    const pieces = rowsOf('puzzles/masyu/small-5x5.solution');
    const arms: Record<string, [number, number][]> = {
      '-': [
        [0, 1],
        [0, -1],
      ],
      '|': [
        [1, 0],
        [-1, 0],
      ],
      L: [
        [-1, 0],
        [0, 1],
      ],
      J: [
        [-1, 0],
        [0, -1],
      ],
      '7': [
        [1, 0],
        [0, -1],
      ],
      F: [
        [1, 0],
        [0, 1],
      ],
    };
    // The loop in order: from its first cell, on along the arm that does not lead back.
    const start = pieces.flatMap((line, row) => [...line].flatMap((piece, col) => (piece !== '.' ? [{ row, col }] : [])))[0];
    const loop: At[] = [start];
    for (let previous: At | undefined, at = start; ; ) {
      const next = arms[pieces[at.row][at.col]]
        .map(([dr, dc]) => ({ row: at.row + dr, col: at.col + dc }))
        .find((cell) => !previous || cell.row !== previous.row || cell.col !== previous.col)!;
      if (next.row === start.row && next.col === start.col) break;
      loop.push(next);
      [previous, at] = [at, next];
    }
    const layout = { left: 16, top: 16, cell: 32 };
    await drag([...loop, start], layout);
    // Finished: checked without a click.
    await message(SOLVED);
    expect(await lineCount()).toBe(loop.length);
    // A drag over two drawn segments erases them: the loop is open again, and Check says so.
    await drag(loop.slice(0, 3), layout);
    expect(await lineCount()).toBe(loop.length - 2);
    await page.click('#check-marks');
    await until("document.querySelector('#grid-message').textContent.startsWith('no rule broken so far; 2 cells not decided by the lines yet')");
    await page.click('#undo');
    await message(SOLVED);
    expect(await lineCount()).toBe(loop.length);
    await page.focus('#grid-pictures svg.overlay');
    await page.keyboard.press('Control+y');
    await until(`document.querySelectorAll('#grid-pictures svg.overlay line.line-drawn').length === ${loop.length - 2}`);
    await page.keyboard.press('Control+z');
    await message(SOLVED);
  });

  /**
   * Draws edges by the keys alone: the cursor goes to each edge's first corner, and Shift with the
   * arrow draws the edge and moves along it. Where the cursor ends.
   */
  async function drawByKeys(edges: { from: At; key: string }[]): Promise<At> {
    await page.focus('#grid-pictures svg.overlay');
    let cursor = { row: 0, col: 0 };
    for (const { from, key } of edges) {
      for (; cursor.row < from.row; cursor.row++) await page.keyboard.press('ArrowDown');
      for (; cursor.row > from.row; cursor.row--) await page.keyboard.press('ArrowUp');
      for (; cursor.col < from.col; cursor.col++) await page.keyboard.press('ArrowRight');
      for (; cursor.col > from.col; cursor.col--) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press(`Shift+${key}`);
      cursor = key === 'ArrowRight' ? { row: from.row, col: from.col + 1 } : { row: from.row + 1, col: from.col };
    }
    return cursor;
  }

  it("draws a Slitherlink's loop along the edges by the keys alone", async () => {
    await play('puzzles/slitherlink/janko-4x4.txt');
    const inside = rowsOf('puzzles/slitherlink/janko-4x4.solution').map((line) => [...line].map((c) => c === '#'));
    const cell = (row: number, col: number) => inside[row]?.[col] ?? false;
    const edges: { from: At; key: string }[] = [];
    for (let row = 0; row <= 4; row++)
      for (let col = 0; col <= 4; col++) {
        if (col < 4 && cell(row - 1, col) !== cell(row, col)) edges.push({ from: { row, col }, key: 'ArrowRight' });
        if (row < 4 && cell(row, col - 1) !== cell(row, col)) edges.push({ from: { row, col }, key: 'ArrowDown' });
      }
    const cursor = await drawByKeys(edges);
    await message(SOLVED);
    expect(await lineCount()).toBe(edges.length);
    expect(await page.textContent('#play-help')).toBe(`at (${cursor.row + 1},${cursor.col + 1}); ${edges.length} lines drawn`);
  });

  it('cuts a Shikaku into its rectangles along the edges by the keys, and Check reads the pieces', async () => {
    await play('puzzles/shikaku/puzzle-shikaku-5x5.txt');
    const pieces = readFileSync('puzzles/shikaku/puzzle-shikaku-5x5.solution', 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/));
    const [rows, cols] = [pieces.length, pieces[0].length];
    // A cut wherever two side neighbours lie in different rectangles: down between columns, right between rows.
    const edges: { from: At; key: string }[] = [];
    for (let row = 0; row <= rows; row++)
      for (let col = 0; col <= cols; col++) {
        if (row > 0 && row < rows && col < cols && pieces[row - 1][col] !== pieces[row][col]) edges.push({ from: { row, col }, key: 'ArrowRight' });
        if (col > 0 && col < cols && row < rows && pieces[row][col - 1] !== pieces[row][col]) edges.push({ from: { row, col }, key: 'ArrowDown' });
      }
    await drawByKeys(edges);
    await message(SOLVED);
    expect(await lineCount()).toBe(edges.length);
  });

  it('solves a Bridges by drags from island to island: a second drag doubles a bridge, a third takes it away', async () => {
    await play('puzzles/hashi/janko-5x5.txt');
    const layout = await page.evaluate<{ left: number; top: number; cell: number }>(
      "fetch('/api/detect', { method: 'POST', headers: { 'content-type': 'application/json', 'x-puzzlebench-token': document.querySelector('meta[name=\"puzzlebench-token\"]').content }, body: JSON.stringify({ puzzle: 'puzzles/hashi/janko-5x5.txt' }) }).then((r) => r.json()).then((d) => d.play.layout)",
    );
    const solution = rowsOf('puzzles/hashi/janko-5x5.solution');
    const island = (row: number, col: number) => /\d/.test(solution[row]?.[col] ?? '');
    const bridges: { from: At; to: At; count: number }[] = [];
    solution.forEach((line, row) =>
      [...line].forEach((symbol, col) => {
        if (!island(row, col)) return;
        const [east, south] = [Math.floor(Number(symbol) / 3), Number(symbol) % 3];
        let [r, c] = [row + 1, col + 1];
        while (east > 0 && !island(row, c)) c++;
        while (south > 0 && !island(r, col)) r++;
        if (east > 0) bridges.push({ from: { row, col }, to: { row, col: c }, count: east });
        if (south > 0) bridges.push({ from: { row, col }, to: { row: r, col }, count: south });
      }),
    );
    const [first] = bridges;
    // Three drags over one pair: 1, 2, then none.
    for (const lines of [1, 2, 0]) {
      await drag([first.from, first.to], layout);
      expect(await lineCount()).toBe(lines);
    }
    let drawn = 0;
    for (const { from, to, count } of bridges)
      for (let i = 0; i < count; i++) {
        await drag([from, to], layout);
        expect([from, to, await lineCount()]).toEqual([from, to, ++drawn]);
      }
    await message(SOLVED);
    expect(await lineCount()).toBe(bridges.reduce((sum, bridge) => sum + bridge.count, 0));
    expect(errors).toEqual([]);
  });

  it('plays a water-sort level by next-move hints alone: each a move shorter, to the goal', async () => {
    const path = 'puzzles/watersort/seed-3-flask.txt';
    const kind = kinds.get('watersort');
    if (kind.made.type !== 'planning') throw new Error('water sort plans');
    const { spec } = kind.made;
    const optimal = spec.search.search(spec.parse({ source: path, text: readFileSync(path, 'utf8') }), { timeoutMs: 60_000 }).plan!.length;
    await page.selectOption('#bundled', path);
    await page.waitForSelector('#plan-picture[data-step="0"]');
    for (let made = 0; made < optimal; made++) {
      await page.click('#next-move');
      const left = optimal - made;
      await until(`/^next: .*; ${left} moves? remains? in a shortest plan from here$/.test(document.querySelector('#plan-hint').textContent)`);
      await page.click('#take-move');
      await page.waitForSelector(`#plan-picture[data-step="${made + 1}"]`);
    }
    await page.click('#next-move');
    await until(`document.querySelector('#plan-hint').textContent === 'solved: the ${optimal} moves made reach the goal'`);
    expect(await page.textContent('#step-label')).toMatch(new RegExp(`^move ${optimal} of ${optimal}: `));
    expect(errors).toEqual([]);
  });
});
