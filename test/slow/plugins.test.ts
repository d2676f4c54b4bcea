// Plugins: a good one agrees with the built-in encodings; one that throws and one that lies are
// reported under their names, never believed.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { compare } from '../../src/compare/runner.ts';
import { capture } from '../helpers/capture.ts';

const good = 'examples/aquarium-column-depth.ts';
const lying = 'test/fixtures/plugins/lying.ts';
const throwing = 'test/fixtures/plugins/throwing.ts';
const puzzle = 'puzzles/aquarium/seed-10x10.txt';

describe('a plugin encoding', () => {
  it('solves like the built-in encodings, and is listed among the engines', async () => {
    const builtIn = capture();
    expect(await main(['solve', puzzle, '--unique'], builtIn)).toBe(0);
    const plugged = capture();
    expect(await main(['solve', puzzle, '--unique', '--plugin', good, '--engine', 'column-depth'], plugged)).toBe(0);
    // The same grid and verdict; the plugin's claim of uniqueness is confirmed by a built-in engine.
    expect(plugged.stdout()).toBe(builtIn.stdout().replace('unique: yes (proved)', 'unique: yes (proved; confirmed by aquarium/settled)'));
    expect(plugged.stdout()).toContain('unique: yes (proved; confirmed by aquarium/settled)');
    const listed = capture();
    expect(await main(['encodings', '--plugin', good], listed)).toBe(0);
    expect(listed.stdout()).toMatch(/aquarium\/column-depth\s+one integer per tank column/);
  });

  it('is refused, not crashed, on a rule it does not state', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/aquarium/arch-connected-5x5.txt', '--plugin', good, '--engine', 'column-depth'], io)).toBe(2);
    expect(io.stderr()).toContain('aquarium/column-depth cannot state this puzzle: it states the tank-level rule only');
  });

  it('runs beside the built-ins in compare, whose children load the plugin too, and agrees', async () => {
    const files = [puzzle, 'puzzles/aquarium/two-solutions-4x4.txt', 'puzzles/aquarium/unsolvable-4x4.txt'];
    const { records, disagreements } = await compare(files, {
      engines: ['weighted-rows', 'column-depth'],
      strategies: ['qf-fd-pb'],
      timeoutMs: 30_000,
      plugins: [good],
    });
    expect(records.filter((record) => record.engine === 'aquarium/column-depth').map((record) => record.answer)).toEqual([
      'unique',
      '2+ solutions, 12 of 16 cells forced',
      'no solution',
    ]);
    expect(disagreements).toEqual([]);
  });
});

describe('a plugin that goes wrong', () => {
  it('that throws is reported under its name, with exit 4, and as a crashed run in compare', async () => {
    const io = capture();
    expect(await main(['solve', puzzle, '--plugin', throwing, '--engine', 'throws'], io)).toBe(4);
    expect(io.stderr()).toBe("puzzlebench: plugin 'throwing', encoding aquarium/throws: this encoding is not finished\n");
    const { records } = await compare([puzzle], { engines: ['throws'], strategies: ['qf-fd-pb'], timeoutMs: 30_000, plugins: [throwing] });
    expect(records.map((record) => [record.reason, record.detail])).toEqual([
      ['crashed', "plugin 'throwing', encoding aquarium/throws: this encoding is not finished"],
    ]);
  });

  it('that lies is caught by the checker: never printed as an answer, and a disagreement in compare', async () => {
    const io = capture();
    expect(await main(['solve', puzzle, '--plugin', lying, '--engine', 'all-water'], io)).toBe(4);
    expect(io.stdout()).toBe('');
    expect(io.stderr()).toMatch(/aquarium\/all-water produced a grid the checker rejects/);
    const { records, disagreements } = await compare([puzzle], {
      engines: ['weighted-rows', 'all-water'],
      strategies: ['qf-fd-pb'],
      timeoutMs: 30_000,
      plugins: [lying],
    });
    expect(records.find((record) => record.engine === 'aquarium/all-water')?.reason).toBe('rejected');
    expect(disagreements.map((found) => found.message).join('\n')).toMatch(/aquarium\/all-water \(qf-fd-pb\) gave an answer the checker rejects/);
  });

  it('that is not a plugin module is refused with one line', async () => {
    const io = capture();
    expect(await main(['solve', puzzle, '--plugin', 'test/helpers/capture.ts'], io)).toBe(2);
    expect(io.stderr()).toMatch(/^puzzlebench: test\/helpers\/capture\.ts: plugin: expected a default export made with definePlugin/);
  });
});
