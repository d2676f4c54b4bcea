// What one run of one engine under one strategy on one instance reports, for `compare` and bench:
// the JSON contract's CompareRecord (src/kind/contract.ts), made by runRecord() where the run ends
// (in the kind's runEngine, or by compare when the run crashed), without loading zod.
import type { FormulaSize } from '../dsl/model.ts';
import type { CompareRecord, Status } from './contract.ts';
import { sizeOf, timingsOf } from './result.ts';

export type { CompareRecord };

/** The finer word for how a run ended: the record's `reason` (the table, Markdown and CSV show it as the status). */
export type RunStatus = CompareRecord['reason'];

/** @deprecated A run's record is the contract's CompareRecord: use that name (its `status` is now the one vocabulary, `reason` the finer word). */
export type RunRecord = CompareRecord;

/**
 * crashed and unsupported are errors of the run, not of the puzzle: a missing program, a dead
 * process. A plan is as 'sat' as a grid here: both are solutions the checker accepted.
 */
export const statusOfRun: Record<RunStatus, Status> = {
  sat: 'solved',
  unsat: 'no-solution',
  unknown: 'unknown',
  timeout: 'unknown',
  crashed: 'error',
  unsupported: 'error',
  rejected: 'invalid',
};

/** What a run measured, as it measured it: the finer word as its status, the model's size, the times unrounded. */
export type RunMeasures = Omit<CompareRecord, 'status' | 'reason' | 'size' | 'timings'> & {
  status: RunStatus;
  size?: FormulaSize;
  encodeMs?: number;
  /** Time to the first answer (solve), and in all (solve plus proof of uniqueness or optimality). */
  solveMs?: number;
  totalMs: number;
};

/**
 * The record of a run: its status in the one vocabulary, the finer word as `reason`, the size as
 * the contract has it and the timings rounded. Lazy rules' cuts (src/solver/lazy.ts), which the
 * contract's size has no place for, are counted among the statistics ('lazy cuts', 'lazy rounds').
 */
export function runRecord(run: RunMeasures): CompareRecord {
  const { status, size, encodeMs, solveMs, totalMs, ...rest } = run;
  const lazy = size?.lazy;
  return {
    ...rest,
    ...(lazy && { statistics: { ...rest.statistics, 'lazy cuts': lazy.cuts, 'lazy rounds': lazy.rounds } }),
    status: statusOfRun[status],
    reason: status,
    ...(size && { size: sizeOf(size) }),
    timings: timingsOf({ encodeMs, solveMs, totalMs }),
  };
}
