// `compare --merge DIR...`: every shard's records, from one plan folder or several (each machine's
// copy), checked against the manifest (each run recorded exactly once) and put back in the order a
// one-machine compare lists them, so that the table, the HTML page and the JSON are that compare's
// (a disagreement among runs of several machines names the machine of each).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../errors.ts';
import type { CompareRecord } from '../../kind/contract.ts';
import type { ShardManifest, ShardRecord } from '../../kind/shard-contract.ts';
import { type Comparison, disagreements } from '../runner.ts';
import { recordsSuffix } from './plan.ts';
import { manifestPath, readManifest, readRecords, readRuns } from './read.ts';

export interface Merged {
  manifest: ShardManifest;
  comparison: Comparison;
  /** Each record's line, in the comparison's order: where, when and with what versions it ran. */
  lines: ShardRecord[];
  /** Records files read, and fragments a dead node left (each a run that has no record). */
  files: number;
}

export function mergePlan(dirs: string[]): Merged {
  const manifest = readManifest(dirs[0]);
  for (const dir of dirs.slice(1)) {
    const other = readManifest(dir);
    if (other.plan !== manifest.plan)
      throw new InputError(manifestPath(dir), 'field plan', `plan ${other.plan}, but ${manifestPath(dirs[0])} is plan ${manifest.plan}: folders of two plans`);
  }
  const byRun: (ShardRecord | undefined)[] = new Array(manifest.runs);
  const where: string[] = new Array(manifest.runs);
  let files = 0;
  for (const dir of dirs) {
    for (const name of readdirSync(dir)
      .filter((entry) => entry.endsWith(recordsSuffix))
      .sort()) {
      const file = join(dir, name);
      files++;
      for (const record of readRecords(file, manifest).records) {
        const { line, ...kept } = record;
        const earlier = where[record.run];
        if (earlier !== undefined) {
          const { file: puzzle, engine, strategy } = record.record;
          throw new InputError(
            file,
            `line ${line}`,
            `run ${record.run} (${puzzle}, ${engine}, ${strategy}) is recorded twice: also at ${earlier} (the same shard run on two nodes? keep one records file)`,
          );
        }
        byRun[record.run] = kept;
        where[record.run] = `${file} line ${line}`;
      }
    }
  }
  const missing = [...byRun.keys()].filter((run) => byRun[run] === undefined);
  if (missing.length > 0) throw new InputError(manifestPath(dirs[0]), 'runs', missingRuns(dirs[0], manifest, new Set(missing)));
  const lines = byRun.filter((line) => line !== undefined);
  const records = lines.map((line) => line.record);
  // Runs of one machine read as compare's; of several, each run in a disagreement says where it ran.
  const machines = new Map(lines.map((line) => [line.record, line.machine]));
  const machineOf = new Set(machines.values()).size > 1 ? (record: CompareRecord) => machines.get(record) ?? '?' : undefined;
  return { manifest, comparison: { records, disagreements: disagreements(records, machineOf) }, lines, files };
}

/** Which shards lack records, each with its first run missing named: what to run again. */
function missingRuns(dir: string, manifest: ShardManifest, missing: Set<number>): string {
  const shards = manifest.shards.flatMap((shard) => {
    const lacking = readRuns(join(dir, shard.file)).runs.filter((run) => missing.has(run.run));
    if (lacking.length === 0) return [];
    const [first] = lacking;
    return [`${shard.file}: ${lacking.length} of ${shard.runs} (run ${first.run}: ${first.file}, ${first.engine}, ${first.strategy})`];
  });
  const named = shards.length > 4 ? [...shards.slice(0, 4), `and ${shards.length - 4} more shards`] : shards;
  return `${missing.size} of ${manifest.runs} runs have no record: ${named.join('; ')}; run those shards again (run-shard runs only what a shard lacks)`;
}
