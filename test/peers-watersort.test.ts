// The water sort peer of bench:peers-watersort (bench/peers/watersort.lp and its runner): the facts
// it is given, its verdicts either side of a known optimum, and the replay that holds its plans to
// our simulator. clingo's part needs the `clingo` program (Debian: gringo) and is skipped without it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clingo, facts, planProblem } from '../bench/peers/watersort.ts';
import { parseSortLevel } from '../src/kinds/watersort/format.ts';

const level = (name: string) => parseSortLevel(readFileSync(`puzzles/watersort/${name}.txt`, 'utf8'), name);
const hasClingo = spawnSync('clingo', ['--version']).status === 0;

describe('water sort peer', () => {
  it('states the level as facts: tubes and colours from 1, positions from the bottom', () => {
    expect(facts(level('tiny-two-colours'))).toEqual([
      'capacity(2).',
      'tube(1).',
      'holds(1,1,1).',
      'holds(1,2,2).',
      'tube(2).',
      'holds(2,1,2).',
      'holds(2,2,1).',
      'tube(3).',
    ]);
  });

  it('refuses a plan that breaks a rule or leaves the level unsorted', () => {
    const tiny = level('tiny-two-colours');
    expect(planProblem(tiny, [{ from: 0, to: 1, amount: 1, colour: 1 }], 3)).toMatch(/tube 2 is full/);
    expect(planProblem(tiny, [{ from: 0, to: 2, amount: 1, colour: 1 }], 3)).toMatch(/after 1 moves/);
  });

  describe.skipIf(!hasClingo)('with clingo (skipped: no clingo program on the PATH)', () => {
    it('finds a plan at the optimum that our simulator accepts, and none one pour shorter', () => {
      // tiny-three-colours: optimum 7 (the level file says so; our search agrees).
      const tiny = level('tiny-three-colours');
      const within7 = clingo(tiny, 7, 60, 'auto');
      expect(within7.verdict).toBe('sat');
      expect(within7.plan).toHaveLength(7);
      expect(planProblem(tiny, within7.plan!, 7)).toBeNull();
      expect(clingo(tiny, 6, 60, 'auto').verdict).toBe('unsat');
    });
  });
});
