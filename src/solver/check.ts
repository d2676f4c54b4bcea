// One check against a wall-clock deadline. A timeout is an answer ("unknown"), never a hang.
import type { Solver } from 'z3-solver';
import type { BoolTerm } from '../dsl/model.ts';
import { releaseWhenIdle } from './finalizer-gate.ts';

export type CheckStatus = 'sat' | 'unsat' | 'unknown' | 'timeout';

/** A wall-clock budget shared by all checks of a run. */
export class Deadline {
  private readonly endsAt: number;

  constructor(readonly limitMs?: number) {
    this.endsAt = limitMs === undefined ? Infinity : performance.now() + limitMs;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - performance.now());
  }

  passed(): boolean {
    return this.remainingMs() <= 0;
  }
}

/**
 * A budget as Z3's 'timeout' parameter: whole milliseconds, at least 1, at most 2^32 - 1. Z3 reads it
 * as an unsigned 32-bit number: 2^32 + 50 ms was taken as 50 ms, and Infinity was refused ("expected
 * unsigned int"); a longer budget (past about 50 days) is cut to the largest such number instead.
 */
export const z3TimeoutMs = (ms: number) => Math.min(4294967295, Math.max(1, Math.floor(ms)));

export async function checkWithin(solver: Solver<'main'>, deadline: Deadline, assumptions: BoolTerm[] = []): Promise<CheckStatus> {
  if (deadline.passed()) return 'timeout';
  const remaining = deadline.remainingMs();
  solver.set('timeout', z3TimeoutMs(remaining));
  const status = await solver.check(...assumptions);
  if (status !== 'unknown') return status;
  return deadline.passed() || /timeout|canceled/i.test(solver.reasonUnknown()) ? 'timeout' : 'unknown';
}

/** Z3's statistics of the last check, as numbers. */
export function statisticsOf(solver: Solver<'main'>): Record<string, number> {
  const out: Record<string, number> = {};
  const statistics = solver.statistics();
  for (const entry of statistics) out[entry.key] = Number(entry.value);
  // Released now rather than by a finalizer: see Loaded.release.
  releaseWhenIdle(statistics);
  return out;
}
