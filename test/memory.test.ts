// Z3's memory over many runs in one process. A run's solver holds its clauses and learnt lemmas;
// left to z3-solver's finalizers, they were freed only when a collection happened to run, and the
// slow corpus test (some 600 runs in one file) once reached Z3's memory limit ("out of memory")
// on a machine where collections were rare. Every run now frees its solver when it ends.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kinds } from '../src/catalogue/index.ts';
import { z3Session } from '../src/solver/session.ts';
import { forcedCells, solve } from '../src/solver/run.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import type { Grid } from '../src/kind/cells.ts';

describe("Z3's memory across runs", () => {
  it('stays level over repeated solves and forced-cell runs of one puzzle', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const spec = (kinds.get('lightup').made as { spec: GridSpec<any, any> }).spec;
    const source = 'puzzles/lightup/large/janko-21x27.txt';
    const puzzle = spec.parse({ source, text: readFileSync(source, 'utf8') });
    const options = { strategy: spec.defaultStrategy, verify: (grid: Grid<boolean>) => spec.verify(puzzle, grid) };
    const { api } = await z3Session();
    const inUse = () => Number(api.Z3.get_estimated_alloc_size()) / 2 ** 20;
    const encoding = spec.encodings.get(spec.defaultEncoding);
    await solve(encoding, puzzle, { ...options, limit: 2 });
    const after = [inUse()];
    for (let run = 0; run < 8; run++) {
      const report = run % 2 ? await forcedCells(encoding, puzzle, options) : await solve(encoding, puzzle, { ...options, limit: 2 });
      expect(report.status).toBe('sat');
      after.push(inUse());
    }
    // Kept, eight runs' solvers added 7 MB here (Light Up 21x27, Booleans only: no arithmetic in Z3).
    expect(Math.max(...after) - after[0], `MB in use after each run: ${after.map((mb) => mb.toFixed(1)).join(', ')}`).toBeLessThan(4);
  });
});
