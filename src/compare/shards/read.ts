// Reading a plan's files back: its manifest, a shard's runs, a shard's records. Whatever is wrong
// is one line naming the file and the position (a line, a field), exit 2, never a stack. A records
// file whose last line has no newline was cut off by a node that died mid-write: that fragment is
// no record, and is passed over (run-shard cuts it off and runs that run again).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import { InputError } from '../../errors.ts';
import { type ShardManifest, type ShardRecord, type ShardRun, shardManifestSchema, shardRecordSchema, shardRunSchema } from '../../kind/shard-contract.ts';
import { MANIFEST } from './plan.ts';

/** The first thing wrong, as a position and a phrase: `field record.timings.totalMs` and zod's words. */
function firstIssue(error: z.ZodError, where: string): [string, string] {
  const [issue] = error.issues;
  const field = issue.path.length > 0 ? `field ${issue.path.join('.')}` : 'the whole';
  // A JSON document (the manifest) is placed by its field; a line of JSON lines by the line, then the field.
  return [where === 'JSON' ? field : `${where}, ${field}`, issue.message];
}

function parse<T>(schema: z.ZodType<T>, text: string, file: string, where: string, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new InputError(file, where === 'JSON' ? jsonPosition(text, message) : where, `not JSON (${message}): expected ${what}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const [position, message] = firstIssue(parsed.error, where);
    throw new InputError(file, position, `${message} (expected ${what})`);
  }
  return accepted(parsed, value) ? value : parsed.data;
}

/**
 * The value as read, once its schema accepts it. zod's output lists an object's keys in the
 * schema's order; the value read keeps the order run-shard wrote them in, which is compare's,
 * so that a merge's JSON is a one-machine compare's line for line. (The shard schemas are strict
 * and transform nothing: what they accept is what they would return.)
 */
function accepted<T>(parsed: z.ZodSafeParseResult<T>, _value: unknown): _value is T {
  return parsed.success;
}

/** `line L, column C` of the offset a JSON.parse message names, in a file of several lines. */
function jsonPosition(text: string, message: string): string {
  const offset = /at position (\d+)/.exec(message);
  const at = offset ? Number(offset[1]) : text.length;
  const before = text.slice(0, at).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

export function manifestPath(dir: string): string {
  return join(dir, MANIFEST);
}

export function readManifest(dir: string): ShardManifest {
  const path = manifestPath(dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new InputError(dir, 'folder', 'no such folder (a plan folder, made by compare --plan DIR)');
  if (!existsSync(path)) throw new InputError(path, 'file', 'missing: not a plan folder, or its planning did not finish (compare --plan DIR writes it last)');
  return parse(shardManifestSchema, readFileSync(path, 'utf8'), path, 'JSON', 'the manifest of a plan');
}

/** Lines with their numbers, from 1; `whole`: false when the text ends in a line cut off (no newline). */
function linesOf(text: string): { lines: { n: number; text: string }[]; cut: string } {
  const parts = text.split('\n');
  const cut = parts.pop() ?? '';
  return { lines: parts.map((line, i) => ({ n: i + 1, text: line })).filter((line) => line.text.trim() !== ''), cut };
}

/** The runs of a shard file, each checked against the plan its folder holds. */
export function readRuns(shardFile: string): { manifest: ShardManifest; runs: ShardRun[] } {
  if (!existsSync(shardFile)) throw new InputError(shardFile, 'file', 'no such shard file');
  const manifest = readManifest(dirname(shardFile));
  const { lines, cut } = linesOf(readFileSync(shardFile, 'utf8'));
  const all = cut.trim() === '' ? lines : [...lines, { n: lines.length + 1, text: cut }];
  const runs = all.map(({ n, text }) => {
    const run = parse(shardRunSchema, text, shardFile, `line ${n}`, 'a run of a shard');
    if (run.plan !== manifest.plan) {
      throw new InputError(
        shardFile,
        `line ${n}`,
        `a run of plan ${run.plan}, but ${manifestPath(dirname(shardFile))} is plan ${manifest.plan}: a shard file from another plan`,
      );
    }
    if (run.run >= manifest.runs) throw new InputError(shardFile, `line ${n}`, `run ${run.run} is past the plan's ${manifest.runs} runs`);
    return run;
  });
  return { manifest, runs };
}

export interface RecordsRead {
  records: (ShardRecord & { line: number })[];
  /** Bytes of whole lines: what run-shard keeps when it cuts off a line a dead node left half-written. */
  whole: number;
  /** The length of that fragment, 0 when the file ends in a newline. */
  fragment: number;
}

/** The records of a shard's records file, each of the manifest's plan; none when the file does not exist yet. */
export function readRecords(file: string, manifest: ShardManifest): RecordsRead {
  if (!existsSync(file)) return { records: [], whole: 0, fragment: 0 };
  const text = readFileSync(file, 'utf8');
  const { lines, cut } = linesOf(text);
  const records = lines.map(({ n, text: line }) => {
    const record = parse(shardRecordSchema, line, file, `line ${n}`, "a record of a shard's run");
    if (record.plan !== manifest.plan)
      throw new InputError(file, `line ${n}`, `a record of plan ${record.plan}, but this plan is ${manifest.plan}: records of another plan`);
    if (record.run >= manifest.runs) throw new InputError(file, `line ${n}`, `run ${record.run} is past the plan's ${manifest.runs} runs`);
    return { ...record, line: n };
  });
  const fragment = Buffer.byteLength(cut);
  return { records, whole: Buffer.byteLength(text) - fragment, fragment };
}
