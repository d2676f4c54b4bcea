// Runs one engine in a child process with a deadline; whatever happens to the child becomes a status.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { RunRecord } from './record.ts';

export const RECORD_MARKER = '@@record ';

export interface Job {
  file: string;
  kind: string;
  engine: string;
  strategy: string;
  /** The run's own budget; the child is killed a grace period after it. */
  timeoutMs: number;
}

// Z3's init and the encoding come before the run's own deadline starts counting.
const GRACE_MS = 15_000;
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const childEntry = new URL('./child.ts', import.meta.url).pathname;

export function runIsolated(job: Job): Promise<RunRecord> {
  const started = performance.now();
  const base = { file: job.file, kind: job.kind, engine: job.engine, strategy: job.strategy, answer: '-', verdict: '-' as const };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, childEntry, job.file, job.kind, job.engine, job.strategy, String(job.timeoutMs)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, job.timeoutMs + GRACE_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const totalMs = performance.now() - started;
      const line = stdout.split('\n').find((text) => text.startsWith(RECORD_MARKER));
      if (line) return resolve(JSON.parse(line.slice(RECORD_MARKER.length)) as RunRecord);
      if (killed) return resolve({ ...base, status: 'timeout', detail: `killed at the deadline (${Math.round((job.timeoutMs + GRACE_MS) / 1000)} s)`, totalMs });
      const why = lastLine(stderr) || `exit ${code ?? signal}`;
      resolve({ ...base, status: /unsupported|not available/i.test(why) ? 'unsupported' : 'crashed', detail: why, totalMs });
    });
  });
}

function lastLine(text: string): string {
  return text.trim().split('\n').filter((line) => line.trim() && !/^\s+at /.test(line)).pop()?.trim().slice(0, 200) ?? '';
}
