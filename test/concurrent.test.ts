// Library calls side by side in one process. Z3 runs a check on a thread of its own while the
// program goes on; calls that shared one Z3 context built terms in it during another call's check,
// which Z3 does not allow: three flows of number puzzles gave a solution twice (a blocking clause
// lost) or a check failed with "unknown parameter 'ctrl_c'". Library calls now take turns
// (src/solver/session.ts, holding), and side by side they answer as one by one.
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { solve } from '../src/api.ts';
import { closeSession } from '../src/solver/session.ts';

afterAll(closeSession);

const files = ['futoshiki', 'sudoku', 'kakuro'].flatMap((kind) =>
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
