// What one run of one engine under one strategy on one instance reports, for `compare` and bench.
import type { FormulaSize } from '../dsl/model.ts';

export type RunStatus = 'sat' | 'unsat' | 'unknown' | 'timeout' | 'crashed' | 'unsupported' | 'rejected';

export interface RunRecord {
  file: string;
  kind: string;
  engine: string;
  strategy: string;
  status: RunStatus;
  /**
   * The answer in a form engines must agree on, e.g. `unique` / `2+ solutions` for grids, or
   * `optimum 22` / `no plan` for planning. Different values across engines on one file is a bug found.
   */
  answer: string;
  /**
   * The run settled only part of its question (a solution found, its uniqueness not, within the
   * budget). Its answer is then held only against runs that claim there is no solution at all.
   */
  partial?: boolean;
  /** The checker's or simulator's verdict on the answer: accepted, rejected, or '-' when none. */
  verdict: 'accepted' | 'rejected' | '-';
  /** A longer description: forced-cell counts, certificates, horizons tried. */
  detail?: string;
  size?: FormulaSize;
  encodeMs?: number;
  /** Time to the first answer (solve), and in all (solve plus proof of uniqueness or optimality). */
  solveMs?: number;
  totalMs: number;
  statistics?: Record<string, number>;
  /** A group for benchmark tables (e.g. `15x15`, `9 tubes`). */
  group?: string;
}
