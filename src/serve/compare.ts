// serve's compare: the puzzle of the page (or bundled ones) through `compare`, each run in a
// child process as on the command line, its rows streamed as NDJSON while they arrive, each with
// the report's table cells and the chart so far; the last line has the whole result in the
// contract and its CSV.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeChart } from '../compare/html.ts';
import { compareResult } from '../compare/json.ts';
import { columns, formats } from '../compare/report.ts';
import { type Comparison, compare, disagreements, plan } from '../compare/runner.ts';
import { UsageError } from '../errors.ts';
import type { CompareRecord } from '../kind/contract.ts';
import { type Body, MAX_TIMEOUT_S, bundledPuzzles, idsOf, inputOf, kindOfRequest, positive } from './request.ts';
import { packagePath } from '../package.ts';

/** Runs a comparison may have: each is a process of a second or more. */
const MOST_RUNS = 200;

export type CompareEvent =
  | { type: 'waiting'; ahead: number }
  | { type: 'start'; total: number; columns: string[] }
  | { type: 'row'; done: number; total: number; record: CompareRecord; cells: string[]; chart: string }
  | { type: 'end'; result: ReturnType<typeof compareResult>; csv: string; chart: string; stopped: boolean }
  | { type: 'error'; message: string };

export interface ComparePlan {
  files: string[];
  /** The label each file has in the rows: the pasted puzzle's source, or the bundled path. */
  labels: Map<string, string>;
  options: { engines?: string[]; strategies?: string[]; kind?: string; timeoutMs: number };
  cleanup(): void;
}

/**
 * Reads and checks the request before anything runs (a bad puzzle, engine or strategy is a 400):
 * a pasted puzzle is written to a temporary file for the children to read.
 */
export function planCompare(body: Body): ComparePlan {
  const labels = new Map<string, string>();
  let folder: string | undefined;
  const cleanup = () => folder && rmSync(folder, { recursive: true, force: true });
  try {
    if (Array.isArray(body.puzzles)) {
      const known = new Set(bundledPuzzles().map((puzzle) => puzzle.path));
      for (const path of body.puzzles) {
        if (typeof path !== 'string' || !known.has(path)) throw new UsageError(`unknown bundled puzzle ${JSON.stringify(path)}; GET /api/puzzles lists them`);
        labels.set(packagePath(path), path);
      }
    } else {
      const input = inputOf(body);
      const kind = kindOfRequest(body, input);
      folder = mkdtempSync(join(tmpdir(), 'puzzlebench-serve-'));
      const file = join(folder, 'puzzle.txt');
      writeFileSync(file, input.text);
      labels.set(file, input.source);
      body = { ...body, kind: kind.id };
    }
    const options = {
      engines: idsOf(body.engines, 'engines'),
      strategies: idsOf(body.strategies, 'strategies'),
      kind: typeof body.kind === 'string' && body.kind !== '' ? body.kind : undefined,
      timeoutMs: (body.timeout === undefined ? 10 : positive(body.timeout, 'timeout', MAX_TIMEOUT_S)) * 1000,
    };
    const files = [...labels.keys()];
    const runs = planned(files, options, labels).length;
    if (runs === 0) throw new UsageError('nothing to compare: no engine and strategy apply');
    if (runs > MOST_RUNS) throw new UsageError(`${runs} runs asked for; at most ${MOST_RUNS} at once (choose fewer engines or strategies)`);
    return { files, labels, options, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** compare's plan, with its usage errors naming the puzzles as the page does (not by their temporary files). */
function planned(files: string[], options: ComparePlan['options'], labels: Map<string, string>) {
  try {
    return plan(files, options);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    throw new UsageError([...labels].reduce((message, [file, label]) => message.replaceAll(file, label), error.message));
  }
}

/** Runs the comparison, one run at a time, sending each event as it happens. */
export async function runCompare(planned: ComparePlan, send: (event: CompareEvent) => void, signal: AbortSignal): Promise<void> {
  const records: CompareRecord[] = [];
  const label = (record: CompareRecord) => ({ ...record, file: planned.labels.get(record.file) ?? record.file });
  try {
    send({ type: 'start', total: plan(planned.files, planned.options).length, columns: columns.map(([name]) => name) });
    const comparison = await compare(planned.files, {
      ...planned.options,
      jobs: 1,
      signal,
      onRecord: (raw, done, total) => {
        const record = label(raw);
        records.push(record);
        send({ type: 'row', done, total, record, cells: columns.map(([, cell]) => cell(record)), chart: timeChart(records) });
      },
    });
    const labelled: Comparison = { records: comparison.records.map(label), disagreements: [] };
    labelled.disagreements = disagreements(labelled.records);
    send({
      type: 'end',
      result: compareResult(labelled),
      csv: formats.get('csv').write(labelled),
      chart: timeChart(labelled.records),
      stopped: signal.aborted,
    });
  } catch (error) {
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    planned.cleanup();
  }
}
