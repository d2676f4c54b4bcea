// Library calls side by side in one process. Z3 runs a check on a thread of its own while the
// program goes on; calls that shared one Z3 context built terms in it during another call's check,
// which Z3 does not allow: three flows of number puzzles gave a solution twice (a blocking clause
// lost) or a check failed with "unknown parameter 'ctrl_c'". Library calls now take turns
// (src/solver/session.ts, holding), and side by side they answer as one by one.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/api.ts';
import type { Input } from '../src/kind/kind.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { solve as solveEncoding } from '../src/solver/run.ts';

const files = ['futoshiki', 'sudoku', 'killersudoku', 'kakuro'].flatMap((kind) =>
  readdirSync(`puzzles/${kind}`)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => `puzzles/${kind}/${name}`),
);

/** What a result says, for comparing: its status and, where solved, the grid and whether it is unique. */
async function outcome(file: string): Promise<string> {
  const result = await solve(file, { unique: true, timeout: 60 });
  const grid = result.status === 'solved' && result.answer.type === 'grid' ? result.answer : undefined;
  // Which of several solutions comes first is the search's (it follows what ran before), not the puzzle's.
  const first = grid?.unique === false ? '(one of them)' : grid?.grid.join('/');
  return `${file}: ${result.status} ${grid ? `${first} ${grid.solutions} solutions, unique ${grid.unique}` : ''}`;
}

describe('library calls side by side', () => {
  it('answer as the same calls one by one', async () => {
    const oneByOne: string[] = [];
    for (const file of files) oneByOne.push(await outcome(file));
    // Three flows over the same puzzles, each starting elsewhere in the list.
    const flow = async (start: number) => {
      const answers: string[] = [];
      for (let i = 0; i < files.length; i++) answers.push(await outcome(files[(start + i) % files.length]));
      return answers.sort();
    };
    const sideBySide = await Promise.all([flow(0), flow(5), flow(11)]);
    for (const answers of sideBySide) expect(answers).toEqual([...oneByOne].sort());
  }, 120_000);
});

const inputOf = (source: string): Input => ({ source, text: readFileSync(source, 'utf8') });

describe('runs side by side (the low-level API)', () => {
  // What a test that timed out leaves behind: its run goes on while the next test's run starts.
  // Each run logs when its encoding is built and when its checker reads an answer (after a check);
  // a run built while the other's checks go on shows as interleaved names. In test/catalogue.test.ts
  // under load that interleaving gave a search "unsat" where a plan exists, and a hang.
  it('take turns: no run is built while another one checks', async () => {
    const log: string[] = [];
    const grid = catalogue.futoshiki.made.spec;
    const square = grid.parse(inputOf('puzzles/futoshiki/two-solutions-3x3.txt'));
    const gridEncoding = grid.encodings.all()[0];
    const loggedGrid: typeof gridEncoding = { ...gridEncoding, encode: (model, puzzle) => (log.push('grid'), gridEncoding.encode(model, puzzle)) };
    const gridRun = () =>
      solveEncoding(loggedGrid, square, { limit: 2, strategy: grid.defaultStrategy, verify: (answer) => (log.push('grid'), grid.verify(square, answer)) });
    const planning = catalogue.jugs.made.spec;
    const jugs = planning.parse(inputOf('puzzles/jugs/classic-3-5.txt'));
    const planEncoding = planning.encodings.all()[0];
    const loggedPlan: typeof planEncoding = { ...planEncoding, encode: (model, puzzle) => (log.push('plan'), planEncoding.encode(model, puzzle)) };
    const search = () => searchHorizons(loggedPlan, jugs, { from: 0, to: 8, verify: (plan) => (log.push('plan'), planning.verify(jugs, plan)) });

    const [first, second, third] = await Promise.all([gridRun(), search(), gridRun()]);
    expect([first.solutions.length, second.plan?.length, third.solutions.length]).toEqual([2, 6, 2]);
    // Built, then two answers read: three entries a grid run, two a search (built, one plan read).
    expect(log).toEqual(['grid', 'grid', 'grid', 'plan', 'plan', 'grid', 'grid', 'grid']);
  });
});
