// What the page's benchmarks share: headless Chromium (Debian's, driven by playwright-core, as the
// slow browser tests), a server started in-process, and a click timed in the page itself to the
// moment its answer is drawn (the section's data-drawn-at, set once the picture has loaded).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { type Serving, serve } from '../src/serve/server.ts';

export interface Page {
  goto(url: string): Promise<unknown>;
  fill(selector: string, value: string): Promise<void>;
  click(selector: string): Promise<void>;
  selectOption(selector: string, value: string): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  evaluate<T>(script: string): Promise<T>;
}

const browserPath = ['chromium', 'chromium-browser']
  .flatMap((name) =>
    (process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name)),
  )
  .find(existsSync);
// A name in a variable: the bench compiles where the optional package is not installed.
const packageName = 'playwright-core';
const playwright = (await import(packageName).catch(() => undefined)) as
  | { chromium: { launchPersistentContext(dir: string, options: object): Promise<{ newPage(): Promise<Page>; close(): Promise<void> }> } }
  | undefined;

/** What is missing for a browser bench (playwright-core, chromium), or undefined. */
export const browserMissing = (): string | undefined =>
  [!playwright && 'playwright-core (npm install)', !browserPath && 'chromium on the PATH'].filter(Boolean).join(', ') || undefined;

/** The server (two solving threads, warmed) and a page open on it; `close` ends both. */
export async function openPage(): Promise<{ page: Page; serving: Serving; close(): Promise<void> }> {
  if (!playwright || !browserPath) throw new Error(`needs ${browserMissing()}`);
  const serving = await serve({ port: 0, host: '127.0.0.1', workers: 2 });
  const profile = mkdtempSync(join(tmpdir(), 'puzzlebench-bench-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: browserPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await context.newPage();
  await serving.pool.warm();
  await page.goto(serving.url);
  await page.waitForSelector('body[data-ready]');
  return {
    page,
    serving,
    async close() {
      await context.close();
      await serving.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Clicks a button and waits until the container's picture is drawn after it: the milliseconds between, timed by the page. */
export async function clickToDrawn(page: Page, button: string, container: string, ready: string): Promise<number> {
  await page.evaluate(
    `window.clickedAt = undefined; document.querySelector('${button}').addEventListener('click', () => { window.clickedAt = performance.now(); }, { once: true, capture: true })`,
  );
  await page.click(button);
  const ends = performance.now() + 120_000;
  for (;;) {
    const drawn = await page.evaluate<number | null>(
      `(() => { const at = Number(document.querySelector('${container}').dataset.drawnAt); return window.clickedAt !== undefined && at > window.clickedAt && (${ready}) ? at - window.clickedAt : null; })()`,
    );
    if (drawn !== null) return drawn;
    if (performance.now() > ends) throw new Error(`nothing drawn in ${container} within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The request's own time, as the status line ends with it ("solving: 0.42 s"). */
export const requestMs = (page: Page) => page.evaluate<number>("Number((/([\\d.]+) s$/.exec(document.querySelector('#status').textContent) ?? [])[1]) * 1000");

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
