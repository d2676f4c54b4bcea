// solve --explain: why a grid has no solution, as clues and rules that cannot all hold. Each
// explanation is held to the brute-force oracle: the puzzle with only the clues it names (every
// other clue dropped) must still have no solution, and dropping any one of them must give it one
// when the explanation says it is minimal and names no whole rule.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue/index.ts';
import type { Aquarium } from '../src/kinds/aquarium/aquarium.ts';
import { explainNone } from '../src/solver/explain.ts';
import { capture } from './helpers/capture.ts';
import { expectResult } from './helpers/contract.ts';
import { main } from '../src/cli/main.ts';

const spec = catalogue.aquarium.made.spec;
const file = 'puzzles/aquarium/unsolvable-4x4.txt';
const puzzle = spec.parse({ source: file, text: readFileSync(file, 'utf8') });

/** The puzzle with only the named clues kept. */
function keeping(p: Aquarium, named: string[]): Aquarium {
  return {
    ...p,
    rows: p.rows.map((clue, row) => (named.includes(`row ${row + 1}: ${clue}`) ? clue : null)),
    columns: p.columns.map((clue, col) => (named.includes(`column ${col + 1}: ${clue}`) ? clue : null)),
  };
}

describe('an explanation of no solution', () => {
  for (const encoding of spec.encodings.ids()) {
    it(`${encoding}: the clues it names contradict the rules on their own (the oracle finds no solution)`, async () => {
      const explained = await explainNone(spec.encodings.get(encoding), puzzle, { timeoutMs: 20_000 });
      if (explained.status !== 'explained') throw new Error(`not explained: ${JSON.stringify(explained)}`);
      const named = explained.conflict.flatMap((member) => (member.where === undefined ? [] : [member.where]));
      expect(named.length).toBeGreaterThan(0);
      expect(spec.oracle?.(keeping(puzzle, named), 1)).toEqual([]);
      // Minimal: every named clue is needed (the rules the explanation names are the puzzle's anyway).
      if (explained.minimal) {
        for (const clue of named)
          expect(
            spec.oracle?.(
              keeping(
                puzzle,
                named.filter((other) => other !== clue),
              ),
              1,
            ).length,
            `without ${clue}`,
          ).toBe(1);
      }
    }, 30_000);
  }

  it('solve --explain says it in the message, and as the proof in JSON', async () => {
    const text = capture();
    expect(await main(['solve', file, '--explain'], text)).toBe(1);
    // Which clues it names depends on Z3's search (row 2 and column 4 in a fresh process; three
    // others after other solves in the same one): any set that contradicts the rules on its own.
    expect(text.stdout()).toMatch(/^no solution: (row|column) \d: \d \((row|column) clues\), .* cannot all hold\n$/);
    const json = capture();
    expect(await main(['solve', file, '--explain', '--json'], json)).toBe(1);
    const result = expectResult(json.stdout(), 'no-solution');
    // The default (settled) explains through row-level, its plain sibling (reasonsBy): the core names clues.
    expect(result.proof.method).toMatch(/^unsat core of aquarium\/row-level/);
    const named = (result.proof.conflict ?? []).flatMap((member) => (member.where === undefined ? [] : [member.where]));
    expect(spec.oracle?.(keeping(puzzle, named), 1)).toEqual([]);
    expect(result.proof.conflict).toContainEqual(expect.objectContaining({ rule: expect.stringMatching(/^(row|column) clues$/), at: expect.anything() }));
    // Without --explain, no time is spent on it.
    const plain = capture();
    expect(await main(['solve', file], plain)).toBe(1);
    expect(plain.stdout()).toBe('no solution: the clues contradict the rules\n');
    // ... and stderr says how to have them named; with --explain there is nothing more to say.
    expect(plain.stderr()).toContain('--explain names a small set of the clues and rules that cannot all hold');
    expect(text.stderr()).not.toContain('--explain');
  }, 60_000);
});
