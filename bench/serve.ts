// `npm run bench:serve`: puzzlebench serve as a person uses it, in headless Chromium (Debian's,
// driven by playwright-core): the time from a click on Solve to the answer drawn on the page, for
// every 15x15 Aquarium of the corpus (../shared/corpus/aquarium/puzzleteam.tsv), and from a click
// on Optimal to the plan listed and drawn for water-sort level 133 by the A* search engine, then
// from a click on Next to the next state drawn. The clicks are timed in the page itself, and the
// answers' own solve times (the result's timings) are given beside them. Prints a Markdown table
// and writes it to bench/results/serve.md for `npm run bench:readme` (docs/measured.md).
//
// `npm run bench:serve -- --kinds [rounds] [--all]`: click to drawn answer per kind, over every
// kind's bundled examples (serve-kinds.ts); bench/results/serve-kinds.md; with --all, over every
// bundled puzzle, bench/results/serve-kinds-all.md.
//
// `npm run bench:serve -- --memory [solves] [--collect-mb N]`: the server's memory instead (no
// browser): that many solves of a 5x4 Aquarium (20,000 by default), two clients at once on the
// two solving threads, the process's RSS every so many; bench/results/serve-memory.md. A huge
// --collect-mb turns the threads' collections off, to see what they prevent.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { MEMORY_LIMITS } from '../src/serve/memory.ts';
import { serve } from '../src/serve/server.ts';
import { writeResult } from './results.ts';
import { kindsBench } from './serve-kinds.ts';
import { browserMissing, clickToDrawn, median, openPage, requestMs } from './browser.ts';

// --kinds: every kind's bundled examples instead (serve-kinds.ts).
if (process.argv.includes('--kinds')) {
  const rounds = process.argv[process.argv.indexOf('--kinds') + 1];
  await kindsBench(rounds !== undefined && /^\d+$/.test(rounds) ? Number(rounds) : 3, process.argv.includes('--all') ? 'all' : 'examples');
  process.exit(0);
}

if (process.argv.includes('--memory')) {
  await memoryBench();
  process.exit(0);
}

/** The samples as one table row of solves and one of RSS, the run read left to right. */
function table(samples: { done: number; rss: number }[]): string[] {
  return [
    `| solves | ${samples.map((sample) => sample.done).join(' | ')} |`,
    `|---|${samples.map(() => '---|').join('')}`,
    `| RSS (MB) | ${samples.map((sample) => sample.rss).join(' | ')} |`,
  ];
}

async function memoryBench(): Promise<void> {
  const after = (flag: string) => {
    const value = process.argv[process.argv.indexOf(flag) + 1];
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const solves = after('--memory') ?? 20_000;
  const memory = { ...MEMORY_LIMITS, collectMb: after('--collect-mb') ?? MEMORY_LIMITS.collectMb };
  const serving = await serve({ port: 0, host: '127.0.0.1', workers: 2, memory });
  await serving.pool.warm();
  const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
  const headers = { 'content-type': 'application/json', 'x-puzzlebench-token': serving.token };
  const body = JSON.stringify({ puzzle: 'puzzles/aquarium/small-5x4.txt' });
  const every = Math.max(100, Math.round(solves / 20));
  const samples: { done: number; rss: number; s: number }[] = [{ done: 0, rss: rss(), s: 0 }];
  const started = performance.now();
  let done = 0;
  let failed: string | undefined;
  const client = async () => {
    while (done < solves && !failed) {
      const result = (await (await fetch(new URL('/api/solve', serving.url), { method: 'POST', headers, body })).json()) as { status: string; message: string };
      if (result.status !== 'solved') failed = `solve ${done + 1}: ${result.status}: ${result.message}`;
      if (++done % every === 0) {
        samples.push({ done, rss: rss(), s: (performance.now() - started) / 1000 });
        console.log(`${done} solves: RSS ${samples.at(-1)!.rss} MB, ${samples.at(-1)!.s.toFixed(0)} s; Z3 ${serving.pool.state.z3Mb.join(', ')} MB`);
      }
    }
  };
  await Promise.all([client(), client()]);
  const { recycled } = serving.pool.state;
  await serving.close();
  // The threads' first solves fill the memory that the collections then reuse: flat is judged from a tenth of the way on.
  const base = samples[Math.min(2, samples.length - 1)];
  const last = samples.at(-1)!;
  const most = Math.max(...samples.slice(2).map((sample) => sample.rss));
  const rows = [
    `${last.done} solves of a 5x4 Aquarium (\`POST /api/solve\`, two clients, two threads; a thread collects when Z3 has grown ${memory.collectMb} MB)${failed ? `; stopped: ${failed}` : ''}: ${(last.done / last.s).toFixed(0)} solves/s; threads recycled: ${recycled}.`,
    '',
    ...table(samples.filter((_, index) => index % 2 === 0 || index === samples.length - 1)),
    '',
    `From ${base.done} solves to ${last.done}: RSS ${base.rss} to ${last.rss} MB (${last.rss >= base.rss ? '+' : ''}${(100 * (last.rss / base.rss - 1)).toFixed(0)}%), at most ${most} MB (${(100 * (most / base.rss - 1)).toFixed(0)}% over).`,
  ].join('\n');
  console.log(rows);
  if (memory.collectMb === MEMORY_LIMITS.collectMb) console.log(`wrote ${writeResult('serve-memory', rows)}`);
}

const corpus = new URL('../../shared/corpus/aquarium/puzzleteam.tsv', import.meta.url);
const level133 = 'puzzles/watersort/seed-water-133.txt';
const ROUNDS_133 = 10;

const missing = [browserMissing(), !existsSync(corpus) && 'the corpus (../shared/corpus)'].filter(Boolean).join(', ');
if (missing) {
  console.error(`bench/serve.ts: needs ${missing}`);
  process.exit(2);
}

const tasks = readFileSync(corpus, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([, size]) => size.startsWith('15x15'))
  .map(([source, size, task]) => ({ source, size, task }));

const loadBefore = loadavg()[0];
const { page, close } = await openPage();
const solvedMs = () => requestMs(page);

const aquarium: { drawn: number; request: number }[] = [];
for (const [index, { task }] of [tasks[0], ...tasks].entries()) {
  await page.fill('#puzzle-text', task);
  await page.click('#read');
  await page.waitForSelector('#grid-pictures[data-state="puzzle"]');
  const drawn = await clickToDrawn(page, '#solve', '#grid-pictures', "document.querySelector('#grid-pictures').dataset.state === 'answer'");
  // The first is a warm-up (the page's modules, the threads' first Aquarium): not counted.
  if (index > 0) aquarium.push({ drawn, request: await solvedMs() });
}

await page.selectOption('#bundled', level133);
await page.waitForSelector('#plan-picture[data-step="0"]');
const sorting: { drawn: number; request: number; next: number }[] = [];
for (let round = 0; round <= ROUNDS_133; round++) {
  const drawn = await clickToDrawn(
    page,
    '#optimal',
    '#plan-picture',
    "!document.querySelector('#stepper').hidden && document.querySelector('#plan-picture').dataset.step === '0'",
  );
  const request = await solvedMs();
  const next = await clickToDrawn(page, '#next', '#plan-picture', "document.querySelector('#plan-picture').dataset.step === '1'");
  if (round > 0) sorting.push({ drawn, request, next });
}

await close();
const ms = (values: number[]) => `${Math.round(median(values))} / ${Math.round(Math.max(...values))} ms`;
const rows = [
  `Click to drawn answer, median / worst; load average ${loadBefore.toFixed(1)} before the runs.`,
  '',
  '| what | runs | click to drawn | of it, the request (status line) | Next to drawn |',
  '|---|---|---|---|---|',
  `| Aquarium 15x15, corpus (Solve: solve and prove unique, aquarium/row-level, qf-fd-pb) | ${aquarium.length} | ${ms(aquarium.map((run) => run.drawn))} | ${ms(aquarium.map((run) => run.request))} | |`,
  `| water sort level 133 (Optimal: watersort/search, A*) | ${sorting.length} | ${ms(sorting.map((run) => run.drawn))} | ${ms(sorting.map((run) => run.request))} | ${ms(sorting.map((run) => run.next))} |`,
].join('\n');
console.log(rows);
console.log(`wrote ${writeResult('serve', rows)}`);
