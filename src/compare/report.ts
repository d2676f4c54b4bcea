// A comparison as a terminal table, Markdown, CSV or JSON.
import { Registry } from '../dsl/registry.ts';
import { type Comparison, unanswered } from './runner.ts';
import { compareResult } from './json.ts';
import type { CompareRecord } from '../kind/contract.ts';

const ms = (value?: number) => (value === undefined ? '' : value < 10 ? value.toFixed(1) : String(Math.round(value)));
// 'conflicts' is what the SAT core and the SMT core both count; it says how hard the search was.
const conflicts = (record: CompareRecord) => {
  const stats = record.statistics ?? {};
  const value = stats['conflicts'] ?? stats['sat conflicts'];
  return value === undefined ? '' : String(value);
};

// Lazy rules (src/solver/lazy.ts): the cuts added, and in how many repeated checks (src/kind/record.ts).
const cuts = (record: CompareRecord) => {
  const stats = record.statistics ?? {};
  return stats['lazy cuts'] === undefined ? '' : `${stats['lazy cuts']} in ${stats['lazy rounds']}`;
};

export const columns: [string, (record: CompareRecord) => string][] = [
  ['file', (r) => r.file],
  ['engine', (r) => r.engine],
  ['strategy', (r) => r.strategy],
  ['status', (r) => r.reason],
  ['answer', (r) => r.answer],
  ['verdict', (r) => r.verdict],
  ['vars', (r) => (r.size ? String(r.size.variables) : '')],
  ['constraints', (r) => (r.size ? String(r.size.constraints) : '')],
  ['encode ms', (r) => ms(r.timings.encodeMs)],
  ['first ms', (r) => ms(r.timings.solveMs)],
  ['total ms', (r) => ms(r.timings.totalMs)],
  ['conflicts', conflicts],
  ['cuts', cuts],
  ['detail', (r) => r.detail ?? ''],
];

function rows(records: CompareRecord[]): string[][] {
  return records.map((record) => columns.map(([, cell]) => cell(record)));
}

/** Disagreements, and files where no engine answered, said loudly; empty when there are none. */
function alarm(comparison: Comparison): string {
  const { disagreements } = comparison;
  const silent = unanswered(comparison.records);
  const bugs = disagreements.length > 0 ? `\nDISAGREEMENT (a bug found):\n${disagreements.map((d) => `  ${d.file}: ${d.message}`).join('\n')}\n` : '';
  const nothing = silent.length > 0 ? `\nNO ANSWER (nothing was compared):\n${silent.map((d) => `  ${d.file}: ${d.message}`).join('\n')}\n` : '';
  return bugs + nothing;
}

function footer(comparison: Comparison): string {
  const alarmed = alarm(comparison);
  if (alarmed) return alarmed;
  const { records } = comparison;
  const answered = records.filter((record) => record.reason === 'sat' || record.reason === 'unsat').length;
  const crashed = records.filter((record) => record.reason === 'crashed').length;
  // Only runs that answered are compared: the count says how many, and crashes are named apart.
  return `\n${records.length} runs, ${answered} answered${crashed > 0 ? `, ${crashed} crashed` : ''}; all engines that answered agree.\n`;
}

function table(comparison: Comparison): string {
  const header = columns.map(([name]) => name);
  const body = rows(comparison.records);
  const widths = header.map((name, i) => Math.max(name.length, ...body.map((row) => (i === header.length - 1 ? 0 : row[i].length))));
  const numeric = new Set(['vars', 'constraints', 'encode ms', 'first ms', 'total ms', 'conflicts']);
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric.has(header[i]) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n') + '\n' + footer(comparison);
}

function markdown(comparison: Comparison): string {
  const escapeCell = (cell: string) => cell.replaceAll('|', '\\|');
  const header = columns.map(([name]) => name);
  return (
    [
      `| ${header.join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
      ...rows(comparison.records).map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
    ].join('\n') +
    '\n' +
    footer(comparison)
  );
}

function csv(comparison: Comparison): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [columns.map(([name]) => name), ...rows(comparison.records)].map((row) => row.map(quote).join(',')).join('\n') + '\n';
}

export interface Format {
  id: string;
  idea: string;
  write(comparison: Comparison): string;
  /** For stderr, when the written form has no place for it: the disagreements, said loudly. */
  aside?(comparison: Comparison): string;
}

export const formats = new Registry<Format>('format', [
  { id: 'table', idea: 'aligned columns for a terminal', write: table },
  { id: 'md', idea: 'a Markdown table', write: markdown },
  { id: 'csv', idea: 'comma-separated values', write: csv, aside: alarm },
  {
    id: 'json',
    idea: 'every record, with statistics and formula sizes (schemas/compare.v1.json)',
    write: (c) => `${JSON.stringify(compareResult(c), null, 2)}\n`,
  },
]);
