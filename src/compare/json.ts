// A comparison in the JSON contract (src/kind/contract.ts): its records are the runs' own (each
// run's status in the one vocabulary of every result, the finer word the table shows as `reason`:
// src/kind/record.ts), with the verdict of the whole.
import type { CompareResult } from '../kind/contract.ts';
import { type Comparison, unanswered } from './runner.ts';

export function compareResult(comparison: Comparison): CompareResult {
  const { records, disagreements } = comparison;
  // A file on which no engine answered compared nothing: 'unknown', never agreement.
  const silent = unanswered(records);
  const agree = disagreements.length === 0;
  // No run at all (none planned, or every one lost) compared nothing either.
  const message = !agree
    ? `DISAGREEMENT (a bug found): ${disagreements
        .map((d) => `${d.file}: ${d.message}`)
        .join('; ')
        .replaceAll('\n', ' ')}`
    : silent.length > 0
      ? `NO ANSWER: ${silent.map((d) => `${d.file}: ${d.message}`).join('; ')}`
      : records.length === 0
        ? 'NO ANSWER: no run reported (no engine and strategy applied, or every run was lost)'
        : `${records.length} runs; all engines that answered agree`;
  const status = !agree ? 'invalid' : silent.length > 0 || records.length === 0 ? 'unknown' : 'solved';
  return { schemaVersion: 1, command: 'compare', status, message, records, disagreements, unanswered: silent };
}
