// What a run of several puzzles says of puzzles it did not answer and of itself at the end: shared
// by the run (batch.ts) and by the watchdog that ends it (deadline.ts), which loads nothing heavy.
import type { BatchSummary, Result, Status } from '../kind/contract.ts';
import { header } from '../kind/result.ts';

/** From the best to the worst: the summary's status is the worst seen. */
const ORDER: Status[] = ['solved', 'no-solution', 'unknown', 'invalid', 'error'];

/** A puzzle the whole run's deadline left no time for: its kind is --kind's when given (it was never read). */
export function notTried(command: 'solve' | 'check', source: string, totalS: number, kind: string | null = null): Result {
  const message = `unknown: not tried, the run's --total-timeout of ${totalS} s had passed`;
  return { ...header(command, kind, source), status: 'unknown', reason: 'deadline', message };
}

export function summaryOf(command: 'solve' | 'check', counts: Record<Status, number>, total: number, totalMs: number): BatchSummary {
  const status = [...ORDER].reverse().find((candidate) => counts[candidate] > 0) ?? 'solved';
  const parts = ORDER.filter((candidate) => counts[candidate] > 0).map((candidate) => `${counts[candidate]} ${candidate}`);
  const message = `${total} puzzle${total === 1 ? '' : 's'}: ${parts.join(', ')} (${(totalMs / 1000).toFixed(1)} s in all)`;
  return { schemaVersion: 1, command, type: 'summary', status, message, total, counts, timings: { totalMs: Math.round(totalMs * 10) / 10 } };
}
