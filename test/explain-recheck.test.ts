// solve --explain tells an explanation only once the puzzle with only the clues it names has no
// solution either. An unsat core drops a clue's constraint but not what an encoding worked out
// from the clue's value before: Nurikabe's encodings give each island Booleans only within reach
// of its number, and the settled one adds cells deduced from every number. So a core can name too
// few clues (on small random Nurikabes, 6 of 40 explanations by rank or lazy cuts named a set with
// a solution of its own). Held here to the brute-force oracle, encoding by encoding.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/format/random.ts';
import { catalogue } from '../src/catalogue/index.ts';
import type { Nurikabe } from '../src/kinds/nurikabe/format.ts';
import { expectResult } from './helpers/contract.ts';

const kind = catalogue.nurikabe;
const spec = kind.made.spec;
const text = (p: Nurikabe) => `kind: nurikabe\n${p.clues.map((line) => line.map((clue) => clue ?? '.').join(' ')).join('\n')}\n`;

/** Small Nurikabes with no solution (the oracle's word), the same every run. */
const unsolvable: Nurikabe[] = [];
for (let seed = 1; unsolvable.length < 12 && seed < 5000; seed++) {
  const random = seededRandom(seed, 7);
  const size = 3 + Math.floor(random.next() * 2);
  const clues = Array.from({ length: 3 }, () => Array.from({ length: size }, () => (random.next() < 0.25 ? 1 + Math.floor(random.next() * 5) : null)));
  const count = clues.flat().filter((clue) => clue !== null).length;
  const puzzle = { width: size, height: 3, clues };
  if (count >= 2 && count <= 4 && spec.oracle?.(puzzle, 1).length === 0) unsolvable.push(puzzle);
}

describe('an explanation is re-checked on the puzzle with only its clues', () => {
  it('has unsolvable instances to explain', () => expect(unsolvable.length).toBe(12));

  for (const engine of spec.encodings.ids()) {
    it(`${engine}: what it tells holds by the oracle, and what it withholds it says it withholds`, async () => {
      let told = 0;
      for (const puzzle of unsolvable) {
        const outcome = await kind.solve({ source: 'random.txt', text: text(puzzle) }, { engine, explain: true });
        const result = expectResult(JSON.stringify(outcome.result), 'no-solution');
        const conflict = result.proof.conflict;
        if (conflict === undefined) {
          // Withheld: the core's set had a solution of its own, or (a busy machine) no core or re-check in time.
          expect(result.message).toMatch(
            /^no solution: the clues contradict the rules \((the smaller set of clues an unsat core named (has a solution|could not be re-checked)|no smaller reason found in time)/,
          );
          continue;
        }
        told++;
        expect(result.proof.method).toContain('re-checked on the puzzle with only those clues');
        // The named cells (counted from 1 in the JSON) alone, every other number taken away.
        const named = new Set(
          conflict.flatMap((member) => (member.at && 'cells' in member.at ? member.at.cells.map(({ row, col }) => `${row - 1},${col - 1}`) : [])),
        );
        const kept = { ...puzzle, clues: puzzle.clues.map((line, row) => line.map((clue, col) => (named.has(`${row},${col}`) ? clue : null))) };
        expect(spec.oracle?.(kept, 1), `${JSON.stringify(puzzle.clues)}: ${result.message}`).toEqual([]);
      }
      expect(told).toBeGreaterThan(0);
    }, 60_000);
  }
});
