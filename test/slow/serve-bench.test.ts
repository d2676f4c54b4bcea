// bench:serve's per-kind timings (bench/serve-kinds.ts), on a few kinds: the same headless
// Chromium and server as the bench, each example clicked once, every click timed from the click to
// the answer drawn, and the table as the bench writes it. Skipped, with the reason printed, where
// playwright-core or Chromium is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, openPage } from '../../bench/browser.ts';
import { kindsTable, measureKinds } from '../../bench/serve-kinds.ts';
import { kinds } from '../../src/catalogue/index.ts';
import { bundledPuzzles } from '../../src/serve/request.ts';

const missing = browserMissing();
if (missing) console.log(`test/slow/serve-bench.test.ts skipped: needs ${missing}`);

describe.skipIf(missing !== undefined)('bench:serve --kinds', () => {
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage();
  }, 90_000);
  afterAll(async () => {
    await opened?.close();
  });

  it('times a click to the drawn answer for each example of a grid kind, a loop kind and a planning kind', async () => {
    const list = ['aquarium', 'masyu', 'jugs'].map((id) => kinds.get(id));
    const rows = await measureKinds(opened.page, list, 1);
    expect(rows.map((row) => [row.kind, row.drawn.length])).toEqual(list.map((kind) => [kind.id, kind.examples.length]));
    for (const row of rows) {
      for (const [i, drawn] of row.drawn.entries()) {
        expect(drawn).toBeGreaterThan(0);
        // The status line rounds the request to 10 ms; the click includes it, and the drawing after it.
        expect(row.request[i]).toBeLessThanOrEqual(drawn + 10);
      }
    }
    const table = kindsTable(rows, 1, 1.5).split('\n');
    expect(table[0]).toMatch(
      /^Click to drawn answer in headless Chromium, per kind over its bundled examples, each clicked once .* All \d+ clicks: median \d+ ms, worst \d+ ms\.$/,
    );
    expect(table.slice(4).map((line) => line.split(' | ')[0])).toEqual(['| aquarium (grid)', '| masyu (grid)', '| jugs (planning)']);
  });

  it('with --all, clicks every puzzle of the Bundled list: the unsolvable and the two-solution ones too', async () => {
    const list = [kinds.get('aquarium')];
    const bundled = bundledPuzzles().filter((puzzle) => puzzle.kind === 'aquarium');
    // More than the examples, and the hard cases among them.
    expect(bundled.length).toBeGreaterThan(kinds.get('aquarium').examples.length);
    expect(bundled.map((puzzle) => puzzle.path)).toEqual(
      expect.arrayContaining(['puzzles/aquarium/unsolvable-4x4.txt', 'puzzles/aquarium/two-solutions-4x4.txt']),
    );
    const rows = await measureKinds(opened.page, list, 1, undefined, 'all');
    expect(rows.map((row) => [row.kind, row.examples, row.drawn.length])).toEqual([['aquarium', bundled.length, bundled.length]]);
    expect(kindsTable(rows, 1, 1.5, 'all').split('\n')[0]).toMatch(/per kind over every puzzle bundled with it/);
  }, 120_000);
});
