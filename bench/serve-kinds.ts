// `npm run bench:serve -- --kinds [rounds] [--all]` (bench/serve.ts runs it): the page as a person
// uses it, kind by kind, in headless Chromium: every bundled example of every kind in the catalogue
// (the spec's `examples`; with --all, every puzzle the page's Bundled list offers, the unsolvable
// and the two-solution ones too), clicked `rounds` times (3 by default): Solve on a grid, to the answer drawn;
// Optimal on a plan, to the plan listed and its start drawn. Per kind, the median and the worst
// click to drawn answer, and the median of the requests' own times (the status line's) beside
// them, as a Markdown table (bench/results/serve-kinds.md, for `npm run bench:readme`).
import { loadavg } from 'node:os';
import type { Kind } from '../src/kind/kind.ts';
import { kinds } from '../src/catalogue/index.ts';
import { bundledPuzzles } from '../src/serve/request.ts';
import { browserMissing, clickToDrawn, median, openPage, type Page, requestMs } from './browser.ts';
import { writeResult } from './results.ts';

export interface KindTimes {
  kind: string;
  type: string;
  /** The puzzles clicked. */
  examples: number;
  /** Click to drawn answer, each click, in ms. */
  drawn: number[];
  /** The request's own time, as the status line gives it, each click. */
  request: number[];
}

/** Opens a bundled puzzle and waits until its section has drawn it (the marks reset first, so that an earlier drawing does not count). */
async function open(page: Page, path: string, grid: boolean): Promise<void> {
  await page.evaluate("document.querySelector('#grid-pictures').dataset.state = 'loading'; document.querySelector('#plan-picture').dataset.step = 'loading'");
  await page.selectOption('#bundled', path);
  await page.waitForSelector(grid ? '#grid-pictures[data-state="puzzle"]' : '#plan-picture[data-step="0"]', { timeout: 60_000 });
}

/** Which puzzles of a kind are clicked: its spec's examples, or every bundled one (--all). */
export type Puzzles = 'examples' | 'all';

const puzzlesOf = (kind: Kind, which: Puzzles) =>
  which === 'examples' ? kind.examples : bundledPuzzles().flatMap((puzzle) => (puzzle.kind === kind.id ? [puzzle.path] : []));

/** Each kind's puzzles, each clicked `rounds` times on the page, timed by the page. */
export async function measureKinds(
  page: Page,
  list: readonly Kind[],
  rounds: number,
  progress?: (times: KindTimes) => void,
  which: Puzzles = 'examples',
): Promise<KindTimes[]> {
  const rows: KindTimes[] = [];
  for (const kind of list) {
    const grid = kind.made.type === 'grid';
    const paths = puzzlesOf(kind, which);
    const row: KindTimes = { kind: kind.id, type: kind.made.type, examples: paths.length, drawn: [], request: [] };
    for (const path of paths) {
      await open(page, path, grid);
      for (let round = 0; round < rounds; round++) {
        row.drawn.push(
          grid
            ? await clickToDrawn(page, '#solve', '#grid-pictures', "['answer', 'puzzle'].includes(document.querySelector('#grid-pictures').dataset.state)")
            : await clickToDrawn(page, '#optimal', '#plan-picture', "document.querySelector('#plan-message').textContent !== ''"),
        );
        row.request.push(await requestMs(page));
      }
    }
    progress?.(row);
    rows.push(row);
  }
  return rows;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The table: a line on how it was measured, then a row per kind. */
export function kindsTable(rows: readonly KindTimes[], rounds: number, load: number, which: Puzzles = 'examples'): string {
  const all = rows.flatMap((row) => row.drawn);
  const over = which === 'examples' ? 'its bundled examples' : "every puzzle bundled with it (the page's Bundled list)";
  return [
    `Click to drawn answer in headless Chromium, per kind over ${over}, each clicked ${rounds === 1 ? 'once' : `${rounds} times`} (Solve on a grid: solve and prove unique; Optimal on a plan); two solving threads; load average ${load.toFixed(1)} before the runs. All ${all.length} clicks: median ${ms(median(all))}, worst ${ms(Math.max(...all))}.`,
    '',
    `| kind | ${which === 'examples' ? 'examples' : 'puzzles'} | clicks | click to drawn, median | worst | of it, the request (median) |`,
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.kind} (${row.type}) | ${row.examples} | ${row.drawn.length} | ${ms(median(row.drawn))} | ${ms(Math.max(...row.drawn))} | ${ms(median(row.request))} |`,
    ),
  ].join('\n');
}

/** The bench itself: every kind of the catalogue; prints the table and writes it (serve-kinds, or serve-kinds-all). */
export async function kindsBench(rounds: number, which: Puzzles = 'examples'): Promise<void> {
  const missing = browserMissing();
  if (missing) {
    console.error(`bench:serve --kinds: needs ${missing}`);
    process.exit(2);
  }
  const load = loadavg()[0];
  const { page, close } = await openPage();
  const report = (row: KindTimes) => console.log(`${row.kind}: ${row.drawn.map(Math.round).join(', ')} ms`);
  const rows = await measureKinds(page, kinds.all(), rounds, report, which).finally(close);
  const text = kindsTable(rows, rounds, load, which);
  console.log(text);
  console.log(`wrote ${writeResult(which === 'examples' ? 'serve-kinds' : 'serve-kinds-all', text)}`);
}
