// A self-contained HTML page of a comparison: a chart of times per engine on a log scale (so a
// 20 ms run and a 20 s run are both readable) and the full table. No scripts, no external files.
import type { CompareRecord } from '../kind/contract.ts';
import { type Comparison, unanswered } from './runner.ts';
import { columns } from './report.ts';
import { escapeXml } from '../format/xml.ts';

const palette = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
const answered = new Set(['sat', 'unsat']);

/** Horizontal bars, one per run, grouped by file; the x axis is log10 of the total time in ms. */
export function timeChart(records: CompareRecord[]): string {
  const series = [...new Set(records.map((r) => `${r.engine} (${r.strategy})`))];
  const colour = (record: CompareRecord) => palette[series.indexOf(`${record.engine} (${record.strategy})`) % palette.length];
  const times = records.map((r) => Math.max(1, r.timings.totalMs));
  const lo = Math.floor(Math.log10(Math.min(...times, 10)));
  const hi = Math.ceil(Math.log10(Math.max(...times, 1000)));
  const left = 260;
  const plotWidth = 560;
  const bar = 14;
  const x = (msValue: number) => left + ((Math.log10(Math.max(1, msValue)) - lo) / (hi - lo)) * plotWidth;
  const parts: string[] = [];
  let y = 30;
  for (const [file, runs] of groupByFile(records)) {
    parts.push(`<text x="4" y="${y + 10}" class="file">${escapeXml(file)}</text>`);
    y += 16;
    for (const run of runs) {
      const width = Math.max(1, x(run.timings.totalMs) - left);
      const fill = answered.has(run.reason) ? colour(run) : '#bbb';
      const label = `${run.engine} (${run.strategy})`;
      parts.push(
        `<g class="run" data-status="${run.reason}"><title>${escapeXml(`${label}: ${run.reason}, ${Math.round(run.timings.totalMs)} ms`)}</title>` +
          `<text x="${left - 6}" y="${y + bar - 3}" text-anchor="end">${escapeXml(label)}</text>` +
          `<rect x="${left}" y="${y}" width="${width.toFixed(1)}" height="${bar}" fill="${fill}"/>` +
          `<text x="${left + width + 4}" y="${y + bar - 3}">${Math.round(run.timings.totalMs)} ms${answered.has(run.reason) ? '' : ` ${run.reason}`}</text></g>`,
      );
      y += bar + 4;
    }
    y += 8;
  }
  const ticks = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).map((power) => {
    const at = x(10 ** power);
    const label = power >= 3 ? `${10 ** (power - 3)} s` : `${10 ** power} ms`;
    return `<line x1="${at}" y1="20" x2="${at}" y2="${y}" class="grid"/><text x="${at}" y="14" text-anchor="middle">${label}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${left + plotWidth + 120}" height="${y + 10}" class="chart" role="img" aria-label="total time per run, log scale">${ticks.join('')}${parts.join('')}</svg>`;
}

function groupByFile(records: CompareRecord[]): Map<string, CompareRecord[]> {
  const groups = new Map<string, CompareRecord[]>();
  for (const record of records) groups.set(record.file, [...(groups.get(record.file) ?? []), record]);
  return groups;
}

export function compareHtml(comparison: Comparison, title = 'puzzlebench comparison'): string {
  const header = columns.map(([name]) => `<th>${escapeXml(name)}</th>`).join('');
  const body = comparison.records
    .map((record) => `<tr class="${escapeXml(record.reason)}">${columns.map(([, cell]) => `<td>${escapeXml(cell(record))}</td>`).join('')}</tr>`)
    .join('\n');
  const silent = unanswered(comparison.records);
  const list = (found: { file: string; message: string }[]) =>
    `<ul>${found.map((d) => `<li>${escapeXml(d.file)}: ${escapeXml(d.message)}</li>`).join('')}</ul>`;
  const verdict =
    comparison.disagreements.length > 0
      ? `<div class="bug"><h2>Disagreement: a bug found</h2>${list(comparison.disagreements)}</div>`
      : silent.length > 0
        ? `<div class="bug"><h2>No answer: nothing was compared</h2>${list(silent)}</div>`
        : `<p class="ok">${comparison.records.length} runs; every engine that answered agrees.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: left; }
tr.timeout td, tr.crashed td, tr.unknown td { color: #888; } tr.rejected td { background: #fdd; }
.chart text { font-size: 11px; } .chart .file { font-weight: bold; } .chart .grid { stroke: #ddd; }
.bug { border: 2px solid #c00; padding: 0 1em; } .ok { color: #070; }
</style></head><body>
<h1>${escapeXml(title)}</h1>
${verdict}
<h2>Total time per run (log scale)</h2>
${timeChart(comparison.records)}
<h2>All runs</h2>
<table><thead><tr>${header}</tr></thead><tbody>
${body}
</tbody></table>
</body></html>
`;
}
