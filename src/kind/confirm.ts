// Confirming a claim no checker can test, made by an engine that is not trusted (trust.ts): a
// built-in engine of the kind is asked the same question, and its answer settles what is printed.
// Grids and plans alike end in a Confirmation; grid.ts and planning.ts say it in their own words.
import type { Encoding } from '../dsl/encoding.ts';
import { forcedCells, solve } from '../solver/run.ts';
import { type Cell, type Grid, type PartialGrid, agreed, cellName } from './cells.ts';
import type { GridSpec } from './grid-spec.ts';
import { builtIn, trusted } from './trust.ts';

/** What the confirming engine made of the claim. */
export type Unconfirmed = Exclude<Confirmation, { outcome: 'confirmed' }>;
export type Confirmation =
  | { outcome: 'confirmed'; by: string; claim: string }
  | { outcome: 'refuted'; by: string; claim: string; message: string }
  | { outcome: 'unknown'; by?: string; claim: string; message: string };

/** The `confirmedBy` of a result in the JSON contract. */
export const confirmedBy = (confirmation: Confirmation & { outcome: 'confirmed' }) => ({ engine: confirmation.by, claim: confirmation.claim });

/** The claim a grid run made when it says it found every solution (none, one, or some). */
export interface GridClaim<C extends Cell> {
  engine: string;
  /** Every solution the engine found; it claims there are no others. */
  grids: Grid<C>[];
  /** Under --forced: the cells it claims equal in every solution. */
  forced?: PartialGrid<C>;
}

export const gridClaimWords = (claim: GridClaim<Cell>) =>
  claim.forced
    ? 'the forced cells'
    : claim.grids.length === 0
      ? 'no solution'
      : claim.grids.length === 1
        ? 'a unique solution'
        : `exactly ${claim.grids.length} solutions`;

/** The built-in encoding that confirms: the kind's default for the puzzle (`preferred`), else the first that states it. */
function confirmer<P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P, preferred: string): Encoding<P, Grid<C>> | undefined {
  const candidates = [spec.encodings.get(preferred), ...spec.encodings.all().filter((encoding) => encoding.id !== preferred)];
  return candidates.find((encoding) => trusted(encoding.id) && !encoding.unsupported?.(puzzle));
}

/**
 * Asks a built-in encoding for the solutions (one more than claimed) or the forced cells, within
 * `timeoutMs`. A solution the claim lacks refutes it (the checker accepted that solution); a search
 * the built-in engine finished confirms it; anything else leaves it unknown.
 */
export async function confirmGrid<P, C extends Cell>(
  spec: GridSpec<P, C>,
  puzzle: P,
  claim: GridClaim<C>,
  preferred: string,
  timeoutMs: number,
): Promise<Confirmation> {
  const words = gridClaimWords(claim);
  const encoding = confirmer(spec, puzzle, preferred);
  if (!encoding)
    return {
      outcome: 'unknown',
      claim: words,
      message: `no built-in engine of ${spec.id} states this puzzle, so ${claim.engine}'s claim of ${words} cannot be confirmed`,
    };
  const by = encoding.id;
  const unsettled = (status: string) => ({
    outcome: 'unknown' as const,
    by,
    claim: words,
    message: `${claim.engine}'s claim of ${words} is not confirmed: ${by} did not settle it in time (${status})`,
  });
  if (timeoutMs <= 0) return unsettled('no time left');
  // The confirmer is a built-in engine: like any built-in run, it may be tried before Z3 starts.
  const options = { strategy: spec.defaultStrategy, timeoutMs, verify: (grid: Grid<C>) => spec.verify(puzzle, grid), standIn: builtIn(spec.id, encoding.id) };
  const key = (grid: PartialGrid<C>) => spec.rows(grid).join('\n');
  const refuted = (why: string) => ({ outcome: 'refuted' as const, by, claim: words, message: `${claim.engine} claims ${words}, but ${by} ${why}` });

  if (claim.forced) {
    const report = await forcedCells(encoding, puzzle, options);
    const found = report.solutions.map((solution) => solution.answer);
    if (report.status === 'rejected' || (found.length > 0 && report.forced === undefined)) return unsettled(report.status);
    if (found.length === 0) return report.status === 'unsat' ? refuted('finds no solution at all') : unsettled(report.status);
    const theirs = agreed(found);
    if (key(theirs) === key(claim.forced)) return { outcome: 'confirmed', by, claim: words };
    const forced = claim.forced;
    const differ = theirs.flatMap((line, row) => line.flatMap((value, col) => (value !== forced[row][col] ? [cellName(row, col)] : [])));
    return refuted(`finds other forced cells, differing in ${differ.join(' ')}`);
  }

  const report = await solve(encoding, puzzle, { ...options, limit: claim.grids.length + 1 });
  if (report.status === 'rejected') return unsettled('its own answer was rejected');
  const claimed = new Set(claim.grids.map(key));
  const missed = report.solutions.find((solution) => !claimed.has(key(solution.answer)));
  if (missed) return refuted(`finds a solution it does not have, which the checker accepts: ${spec.rows(missed.answer).join(' / ')}`);
  return report.complete ? { outcome: 'confirmed', by, claim: words } : unsettled(report.status);
}
