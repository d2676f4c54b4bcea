// `compare --against <id|tag|last>`: each run beside the same run (file, engine, strategy) of an
// earlier comparison in the store, and slowdowns past noise flagged.
//
// How noise is judged: one run's time varies from one process to the next (Z3's start, the other
// load on the machine; two identical runs of a 0.4 s proof here took 415 and 603 ms on a loaded
// 2-core machine; at load 8 there, runs of 0.1 s took twice as long). A change counts only past a band: at least 100 ms, and
// - where the store holds three or more earlier times of that run on that machine: three times
//   their median absolute deviation (scaled to a standard deviation, x1.4826), at least a tenth
//   of the earlier time;
// - else, one time against one: half the earlier time.
// Times from another machine are shown and never flagged. A change of status or answer is always shown.
import type { CompareRecord } from '../kind/contract.ts';
import type { StoredComparison, StoredRun } from './store.ts';

export const NOISE_FLOOR_MS = 100;
/** One time against one: a change must pass this share of the earlier time. */
export const NOISE_SHARE_ALONE = 0.5;
/** With a history: at least this share, whatever the spread says. */
export const NOISE_SHARE_LEAST = 0.1;

export type Change = 'slower' | 'faster' | 'same' | 'other machine' | 'new' | 'status' | 'answer';

export interface RunChange {
  file: string;
  engine: string;
  strategy: string;
  beforeMs?: number;
  nowMs: number;
  bandMs?: number;
  change: Change;
  note: string;
}

const key = (run: { file: string; engine: string; strategy: string }) => `${run.file}\t${run.engine}\t${run.strategy}`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function noiseBand(beforeMs: number, history: number[]): number {
  if (history.length < 3) return Math.max(NOISE_FLOOR_MS, NOISE_SHARE_ALONE * beforeMs);
  const centre = median(history);
  const deviation = 1.4826 * median(history.map((ms) => Math.abs(ms - centre)));
  return Math.max(NOISE_FLOOR_MS, NOISE_SHARE_LEAST * beforeMs, 3 * deviation);
}

const answered = new Set(['sat', 'unsat']);

/**
 * Every run of `records` against the earlier comparison's; `machines`: where each ran (a merge's
 * runs ran on many); `history`: all stored runs, for the noise.
 */
export function changes(records: CompareRecord[], machines: string[], earlier: StoredRun[], history: StoredRun[]): RunChange[] {
  const before = new Map(earlier.map((run) => [key(run), run]));
  const times = new Map<string, number[]>();
  for (const run of history)
    if (answered.has(run.reason)) times.set(`${key(run)}\t${run.machine}`, [...(times.get(`${key(run)}\t${run.machine}`) ?? []), run.totalMs]);
  return records.map((record, i) => {
    const here = machines[i];
    const base = { file: record.file, engine: record.engine, strategy: record.strategy, nowMs: record.timings.totalMs };
    const old = before.get(key(record));
    if (!old) return { ...base, change: 'new', note: 'not in the earlier comparison' };
    const shared = { ...base, beforeMs: old.totalMs };
    if (old.reason !== record.reason) return { ...shared, change: 'status', note: `${old.reason} -> ${record.reason}` };
    if (answered.has(record.reason) && old.answer !== record.answer) return { ...shared, change: 'answer', note: `'${old.answer}' -> '${record.answer}'` };
    if (old.machine !== here) return { ...shared, change: 'other machine', note: `ran on ${old.machine} before: times not compared` };
    const bandMs = noiseBand(old.totalMs, times.get(`${key(record)}\t${here}`) ?? []);
    const delta = record.timings.totalMs - old.totalMs;
    const change: Change = delta > bandMs ? 'slower' : -delta > bandMs ? 'faster' : 'same';
    return { ...shared, bandMs, change, note: change === 'same' ? 'within noise' : `past the noise band of ${Math.round(bandMs)} ms` };
  });
}

/** The change per run as aligned columns, with a count line; slowdowns marked so a reader's eye finds them. */
export function changeTable(found: RunChange[], against: StoredComparison): string {
  const ms = (value?: number) => (value === undefined ? '' : value < 10 ? value.toFixed(1) : String(Math.round(value)));
  // Percentages of times under the floor say nothing (0.1 ms to 0.2 ms is +100%).
  const percent = (c: RunChange) =>
    c.beforeMs === undefined || Math.max(c.beforeMs, c.nowMs) < NOISE_FLOOR_MS
      ? ''
      : `${c.nowMs >= c.beforeMs ? '+' : ''}${Math.round((100 * (c.nowMs - c.beforeMs)) / c.beforeMs)}%`;
  const header = ['file', 'engine', 'strategy', 'before ms', 'now ms', 'change', 'verdict'];
  const rows = found.map((c) => [
    c.file,
    c.engine,
    c.strategy,
    ms(c.beforeMs),
    ms(c.nowMs),
    percent(c),
    `${c.change === 'slower' ? 'SLOWER' : c.change}: ${c.note}`,
  ]);
  const widths = header.map((name, i) => Math.max(name.length, ...rows.map((row) => (i === header.length - 1 ? 0 : row[i].length))));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i >= 3 && i <= 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const count = (change: Change) => found.filter((c) => c.change === change).length;
  const name = `comparison ${against.id}${against.tag ? ` (${against.tag})` : ''} of ${against.at.slice(0, 16).replace('T', ' ')} on ${against.machine}`;
  const summary =
    `Against ${name}: ${count('slower')} slower past noise, ${count('faster')} faster, ${count('same')} within noise, ` +
    `${count('status') + count('answer')} changed status or answer, ${count('other machine')} from another machine, ${count('new')} new.`;
  return `\n${[line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')}\n${summary}\n`;
}
