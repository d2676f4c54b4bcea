// solve --explain where a rule is stated lazily (Heyawake's default, 'unshaded connected' by lazy
// cuts): the explanation refines as a run does, so it is held to the same brute-force oracle as
// Aquarium's (explain.test.ts) on small unsolvable instances: the room numbers it names, alone,
// leave no solution, and each is needed when it says it is minimal. Both encodings are asked, the
// lazy one and the one with every rule up front.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue/index.ts';
import { type Heyawake, roomCells } from '../src/kinds/heyawake/format.ts';
import { explainNone } from '../src/solver/explain.ts';
import { capture } from './helpers/capture.ts';
import { main } from '../src/cli/main.ts';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const spec = catalogue.heyawake.made.spec;

/** A small random Heyawake: rooms grown cell by cell (joined to the left or above, or new), random numbers. */
function randomHeyawake(seed: number, width: number, height: number): Heyawake {
  let state = seed * 2654435761 + 1;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const rooms: number[][] = [];
  let made = 0;
  for (let row = 0; row < height; row++) {
    rooms.push([]);
    for (let col = 0; col < width; col++) {
      const choice = next(3);
      rooms[row].push(choice === 0 && col > 0 ? rooms[row][col - 1] : choice === 1 && row > 0 ? rooms[row - 1][col] : made++);
    }
  }
  // Room ids in order of first appearance, as the kind numbers them.
  const order = [...new Set(rooms.flat())];
  const renumbered = rooms.map((line) => line.map((room) => order.indexOf(room)));
  const puzzle: Heyawake = { width, height, rooms: renumbered, counts: order.map(() => null) };
  const sizes = roomCells(puzzle).map((cells) => cells.length);
  return { ...puzzle, counts: sizes.map((size) => (next(2) === 0 ? next(Math.min(size, 3) + 1) : null)) };
}

/** The puzzle with only the named rooms' numbers kept. */
function keeping(p: Heyawake, named: string[]): Heyawake {
  const cells = roomCells(p);
  return {
    ...p,
    counts: p.counts.map((count, room) => (named.includes(`room at (${cells[room][0].row + 1},${cells[room][0].col + 1}): ${count}`) ? count : null)),
  };
}

/** Unsolvable small puzzles, found by the oracle among random ones (the same every run). */
// A third of them one row high, where only the connectivity (all lazy) can cut the row in two.
const unsolvable = Array.from({ length: 400 }, (_, seed) => randomHeyawake(seed, 3 + (seed % 2), seed % 3 === 0 ? 1 : 3))
  .filter((p) => p.counts.some((count) => count !== null) && spec.oracle?.(p, 1).length === 0)
  .slice(0, 10);

describe('an explanation through lazy cuts', () => {
  it('has unsolvable instances to explain', () => {
    expect(unsolvable.length).toBeGreaterThanOrEqual(6);
  });

  for (const encoding of spec.encodings.ids()) {
    it(`${encoding}: the room numbers it names leave no solution on their own, and each is needed`, async () => {
      const rules = new Set<string>();
      let cut = 0;
      for (const puzzle of unsolvable) {
        const explained = await explainNone(spec.encodings.get(encoding), puzzle, { timeoutMs: 20_000 });
        if (explained.status !== 'explained') throw new Error(`not explained: ${JSON.stringify(explained)}`);
        for (const member of explained.conflict) if (member.where === undefined) rules.add(member.rule);
        if (explained.cuts > 0) cut++;
        const named = explained.conflict.flatMap((member) => (member.where === undefined ? [] : [member.where]));
        const context = JSON.stringify(puzzle);
        expect(spec.oracle?.(keeping(puzzle, named), 1), context).toEqual([]);
        if (explained.minimal)
          for (const clue of named)
            expect(
              spec.oracle?.(
                keeping(
                  puzzle,
                  named.filter((other) => other !== clue),
                ),
                1,
              ).length,
              `without ${clue} in ${context}`,
            ).toBe(1);
        // Each named room says where it is: its cells.
        for (const member of explained.conflict) if (member.where !== undefined) expect(member.at, member.where).toHaveProperty('cells');
      }
      // The connectivity took part somewhere, and the lazy encoding's explanations needed its cuts
      // for some: those were held to the oracle like the rest.
      expect([...rules]).toContain('unshaded connected');
      if (encoding.includes('lazy')) expect(cut).toBeGreaterThan(0);
      else expect(cut).toBe(0);
    }, 60_000);
  }

  it('solve --explain names the room of a puzzle that only the connectivity makes unsolvable', async () => {
    // One room of one cell between two others, with its number 1: shading it cuts the row in two.
    const dir = mkdtempSync(join(tmpdir(), 'explain-lazy-'));
    const file = join(dir, 'cut.txt');
    writeFileSync(file, 'kind: heyawake\nrooms:\nabc\nnumbers:\n.1.\n');
    const text = capture();
    expect(await main(['solve', file, '--explain'], text)).toBe(1);
    expect(text.stdout()).toMatch(/^no solution: room at \(1,2\): 1 \(room counts\), .*the rule 'unshaded connected' cannot all hold\n$/);
  }, 30_000);
});
