// The JSON contract on every kind: each outcome of solve and check under --json (solved, no
// solution, unknown) is one result the schemas accept, with the exit status of the text output,
// moves named as the text names them, and the committed schema files equal to the generated ones.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { moveSchemas, schemaFiles, schemasFolder } from '../src/catalogue/contracts.ts';
import { kinds } from '../src/catalogue/index.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf, planOf } from './helpers/contract.ts';

/** Runs the command line in-process; returns the exit status and what it printed on stdout. */
async function json(...argv: string[]) {
  const io = capture();
  const code = await main([...argv, '--json'], io);
  return { code, out: io.stdout() };
}

const solutionRows = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split(/\r?\n/)
    .filter((line) => /^[#.]+$/.test(line));

describe('the schema files', () => {
  it('are what the zod schemas generate (npm run schemas), and nothing else', () => {
    const files = schemaFiles();
    for (const [path, text] of Object.entries(files))
      expect(readFileSync(join(schemasFolder, path), 'utf8'), `schemas/${path}: run npm run schemas`).toBe(text);
    const onDisk = readdirSync(schemasFolder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(schemasFolder, join(entry.parentPath, entry.name)));
    expect(onDisk.sort()).toEqual(Object.keys(files).sort());
  });

  it("include every planning kind's moves (contracts.ts lists them, the catalogue does not)", () => {
    const planning = kinds.all().filter(({ made }) => made.type === 'planning');
    expect(Object.keys(moveSchemas).sort()).toEqual(planning.map((kind) => kind.id).sort());
  });
});

describe('aquarium under --json', () => {
  it('solved: the grid in its notation, uniqueness proved, engine, strategy, rounded timings', async () => {
    const { code, out } = await json('solve', 'puzzles/aquarium/small-5x4.txt');
    expect(code).toBe(0);
    const result = expectResult(out, 'solved');
    expect(result).toMatchObject({ command: 'solve', kind: 'aquarium', engine: 'aquarium/settled', settings: { rule: 'tank-level' } });
    expect(gridOf(result)).toMatchObject({ grid: solutionRows('puzzles/aquarium/small-5x4.solution'), unique: true, solutions: 1 });
    // The 5x4 is settled whole by the deductions (src/solver/closed.ts).
    expect(result.proof?.method).toBe('every cell settled by deductions');
  });

  it('not unique: the second solution, and the differing cells as 1-based rows and columns with their names', async () => {
    const { code, out } = await json('solve', 'puzzles/aquarium/two-solutions-4x4.txt', '--unique');
    expect(code).toBe(0);
    const answer = gridOf(expectResult(out, 'solved'));
    expect(answer.unique).toBe(false);
    expect(answer.differing!.length).toBeGreaterThan(0);
    for (const cell of answer.differing!) {
      expect(cell.name).toBe(`(${cell.row},${cell.col})`);
      expect(answer.grid[cell.row - 1][cell.col - 1]).not.toBe(answer.second![cell.row - 1][cell.col - 1]);
    }
  });

  it('--count and --forced carry every grid and the partial grid', async () => {
    const counted = gridOf(expectResult((await json('solve', 'puzzles/aquarium/two-solutions-4x4.txt', '--count', '5')).out, 'solved'));
    expect(counted).toMatchObject({ solutions: 2, complete: true });
    expect(counted.grids).toHaveLength(2);
    const forced = expectResult((await json('solve', 'puzzles/aquarium/two-solutions-4x4.txt', '--forced')).out, 'solved');
    expect(forced.message).toMatch(/^forced: \d+ of 16 cells/);
    expect(gridOf(forced).forced!.join('')).toMatch(/^[#.?]{16}$/);
  });

  it('no solution: exit 1, with the proof as data', async () => {
    const { code, out } = await json('solve', 'puzzles/aquarium/unsolvable-4x4.txt');
    expect(code).toBe(1);
    const result = expectResult(out, 'no-solution');
    expect(result.message).toBe('no solution: the clues contradict the rules');
    expect(result.proof.method).toBe('unsat');
  });
});

describe('planning kinds under --json', () => {
  it('water sort: tubes numbered from 1 and colours by name, as the text says them', async () => {
    const { code, out } = await json('solve', 'puzzles/watersort/tiny-two-colours.txt');
    expect(code).toBe(0);
    const result = expectResult(out, 'solved');
    expect(result).toMatchObject({ engine: 'watersort/search', strategy: 'native', proof: { method: 'optimal search', upTo: 2 } });
    const plan = planOf(result);
    expect(plan.moves).toBe(3);
    for (const { move, text } of plan.plan) {
      const { from, to, colour, amount } = move as { from: { tube: number }; to: { tube: number }; colour: string; amount: number };
      expect(text).toContain(`tube ${from.tube} -> tube ${to.tube}: ${amount} x ${colour}`);
    }
  });

  it('water sort: unknown after a tiny --timeout, exit 3', async () => {
    const { code, out } = await json('solve', 'puzzles/watersort/seed-water-133.txt', '--engine', 'strengthened', '--timeout', '0.5');
    expect(code).toBe(3);
    const result = expectResult(out, 'unknown');
    expect(result.reason).toMatch(/timeout|unknown/);
    expect(result.message).toMatch(/^unknown after 0\.5 s /);
  });

  it('water sort: impossible by exhaustive search, upTo all', async () => {
    const { code, out } = await json('solve', 'puzzles/watersort/unsolvable-three-greens.txt');
    expect(code).toBe(1);
    expect(expectResult(out, 'no-solution').proof).toMatchObject({ method: 'exhaustive search', upTo: 'all' });
  });

  it('jugs: each move with the jug numbers and names the text shows, and the levels after it', async () => {
    const { code, out } = await json('solve', 'puzzles/jugs/seven-five-six.txt', '--engine', 'unary-table', '--strategy', 'qf-fd');
    expect(code).toBe(0);
    const result = expectResult(out, 'solved');
    expect(result.horizons!.at(-1)).toMatchObject({ check: 'sat', horizon: 10 });
    expect(result.proof!.upTo).toBe(9);
    for (const { move, text } of planOf(result).plan) {
      const data = move as {
        kind: string;
        jug?: { name: string };
        from?: { jug: number; name: string };
        to?: { name: string };
        after: { name: string; holds: number }[];
      };
      expect(text).toContain(
        data.kind === 'pour' ? `Pour ${data.from!.name} into ${data.to!.name}` : `${data.kind === 'fill' ? 'Fill' : 'Empty'} ${data.jug!.name}`,
      );
      expect(text).toContain(`(${data.after.map((jug) => `${jug.name} ${jug.holds}`).join(', ')})`);
    }
  });

  it('jugs: check --within on an impossible puzzle, exit 1, proved for every length', async () => {
    const { code, out } = await json('check', 'puzzles/jugs/pour-4-4-3.txt', '--within', '2');
    expect(code).toBe(1);
    const result = expectResult(out, 'no-solution');
    expect(result).toMatchObject({ command: 'check', within: 2, proof: { method: 'inductive invariant (Z3 Horn clauses)', upTo: 'all' } });
    expect(result.timings!.proofMs).toBeGreaterThan(0);
    expect(result.message).toMatch(/^solvable within 2: no; impossible: proved by/);
  }, 60_000);

  it('bridge: walkers numbered from 1 with their names, and the minutes in the summary', async () => {
    const { code, out } = await json('solve', 'puzzles/bridge/classic-17.txt');
    expect(code).toBe(0);
    const plan = planOf(expectResult(out, 'solved'));
    expect(plan.summary).toMatch(/^17 min in all/);
    const first = plan.plan[0].move as { direction: string; walkers: { person: number; name: string }[]; elapsed: number };
    expect(first.direction).toBe('across');
    for (const walker of first.walkers) expect(plan.plan[0].text).toContain(walker.name);
    expect((plan.plan.at(-1)!.move as { elapsed: number }).elapsed).toBe(17);
    const none = await json('check', 'puzzles/bridge/classic-16.txt', '--within', '9');
    expect(none.code).toBe(1);
    expect(expectResult(none.out, 'no-solution').proof.upTo).toBe('all');
  });

  it('river: who is aboard, by the names the text uses', async () => {
    const { code, out } = await json('solve', 'puzzles/river/wolf-goat-cabbage.txt', '--engine', 'river/bfs');
    expect(code).toBe(0);
    const plan = planOf(expectResult(out, 'solved'));
    expect(plan.moves).toBe(7);
    const first = plan.plan[0].move as { aboard: { traveller: string; count: number }[] };
    expect(first.aboard).toEqual([
      { traveller: 'farmer', count: 1 },
      { traveller: 'goat', count: 1 },
    ]);
    expect(plan.plan[0].text).toBe('1. Boat takes goat across');
  });
});
