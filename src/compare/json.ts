// A comparison in the JSON contract (src/kind/contract.ts): each run's status in the one
// vocabulary of every result, the finer word the table shows kept as its `reason`.
import type { CompareRecord, CompareResult, Status } from '../kind/contract.ts';
import type { RunRecord, RunStatus } from '../kind/record.ts';
import { sizeOf, timingsOf } from '../kind/result.ts';
import { type Comparison, unanswered } from './runner.ts';

/**
 * crashed and unsupported are errors of the run, not of the puzzle: a missing program, a dead
 * process. A plan is as 'sat' as a grid here: both are solutions the checker accepted.
 */
export const statusOfRun: Record<RunStatus, Status> = {
  sat: 'solved', unsat: 'no-solution', unknown: 'unknown', timeout: 'unknown', crashed: 'error', unsupported: 'error', rejected: 'invalid',
};

export function recordOf(record: RunRecord): CompareRecord {
  const { status, size, encodeMs, solveMs, totalMs, ...rest } = record;
  return {
    ...rest,
    status: statusOfRun[status], reason: status,
    ...(size && { size: sizeOf(size) }),
    timings: timingsOf({ encodeMs, solveMs, totalMs }),
  };
}

export function compareResult(comparison: Comparison): CompareResult {
  const { records, disagreements } = comparison;
  // A file on which no engine answered compared nothing: 'unknown', never agreement.
  const silent = unanswered(records);
  const agree = disagreements.length === 0;
  // No run at all (none planned, or every one lost) compared nothing either.
  const message = !agree
    ? `DISAGREEMENT (a bug found): ${disagreements.map((d) => `${d.file}: ${d.message}`).join('; ').replaceAll('\n', ' ')}`
    : silent.length > 0
      ? `NO ANSWER: ${silent.map((d) => `${d.file}: ${d.message}`).join('; ')}`
      : records.length === 0
        ? 'NO ANSWER: no run reported (no engine and strategy applied, or every run was lost)'
        : `${records.length} runs; all engines that answered agree`;
  const status = !agree ? 'invalid' : silent.length > 0 || records.length === 0 ? 'unknown' : 'solved';
  return { schemaVersion: 1, command: 'compare', status, message, records: records.map(recordOf), disagreements, unanswered: silent };
}
