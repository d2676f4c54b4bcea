// The compare command's action beyond one machine: `--plan DIR` writes the grid as shards,
// `run-shard FILE` runs one, `--merge DIR...` reads their records back; and `--store FILE` keeps
// every run in the results store, `--against` sets a comparison beside an earlier one. What reads
// or writes those files is loaded when asked for (zod, sql.js), so plain `compare` pays nothing.
import { basename, resolve } from 'node:path';
import { compareHtml } from '../compare/html.ts';
import { formats } from '../compare/report.ts';
import { type CompareOptions, type Comparison, unanswered } from '../compare/runner.ts';
import type { PluginVersion } from '../compare/shards/where.ts';
import type { RunPlace } from '../compare/store.ts';
import { UsageError } from '../errors.ts';
import { Exit, type Output } from '../kind/kind.ts';
import { writeOutput } from './output.ts';

export interface AtScaleFlags {
  format: string;
  json?: boolean;
  html?: string;
  plan?: string;
  shards?: number;
  merge?: string[];
  store?: string;
  tag?: string;
  against?: string;
}

/** compare's exit: 1 on a disagreement, 3 when some file (or the whole grid) had no answer, else 0. */
export function exitOf(comparison: Comparison): number {
  // A file that no run answered compared nothing: that is no agreement.
  // No run reporting at all (none planned, or every one lost) is no agreement either.
  const silent = comparison.records.length === 0 || unanswered(comparison.records).length > 0;
  return comparison.disagreements.length > 0 ? 1 : silent ? Exit.unknown : 0;
}

function refuseMixed(files: string[], flags: AtScaleFlags): void {
  if (flags.merge && files.length > 0)
    throw new UsageError(`--merge reads plan folders, not puzzles: drop ${files[0]} (or merge it as a folder after --merge)`);
  if (flags.merge && flags.plan) throw new UsageError('--plan and --merge are two steps: plan first, run the shards, then merge');
  if (!flags.merge && files.length === 0) throw new UsageError("compare needs puzzle files (or --merge DIR... to read a plan's records)");
  if (flags.shards !== undefined && !flags.plan) throw new UsageError('--shards sizes a plan: give --plan DIR too');
  if (flags.store === '-') throw new UsageError('--store needs a file: the results store is a SQLite file, not a stream');
  if (flags.against && !flags.store) throw new UsageError('--against finds the earlier comparison in the results store: give --store FILE too');
  if (flags.tag && !flags.store) throw new UsageError('--tag names the comparison in the results store: give --store FILE too');
  if (flags.plan && flags.against) throw new UsageError('--against compares runs that ran: use it with --merge, not --plan');
}

/** compare, or its --plan and --merge: returns the exit status. `local` runs the grid here, as compare always has. */
export async function compareAtScale(
  files: string[],
  flags: AtScaleFlags,
  options: CompareOptions,
  io: Output,
  local: () => Promise<Comparison>,
): Promise<number> {
  refuseMixed(files, flags);
  if (flags.plan) return plan(files, { ...flags, plan: flags.plan }, options, io);
  // The store is opened, and the comparison --against names found, before any run: a wrong name costs nothing.
  const kept = flags.store ? await openStore(flags.store, flags.against) : undefined;
  try {
    let comparison: Comparison;
    let places: RunPlace[] = [];
    let planId: string | undefined;
    let plugins: PluginVersion[] = [];
    if (flags.merge) {
      const { mergePlan } = await import('../compare/shards/merge.ts');
      const merged = mergePlan(flags.merge);
      comparison = merged.comparison;
      places = merged.lines;
      planId = merged.manifest.plan;
      // The plan's copies, hashed when planned and checked by every node that ran them.
      plugins = merged.manifest.plugins.map((plugin) => ({ name: basename(plugin.from), sha256: plugin.sha256 }));
      // Runs of different versions are merged (the store keeps each run's), but a reader of the table should know.
      const mixed = new Set(places.map(({ versions: v }) => `puzzlebench ${v.puzzlebench}, z3-solver ${v.z3}`));
      if (mixed.size > 1) io.err(`warning: the shards ran with different versions: ${[...mixed].join('; ')}\n`);
    } else {
      // Hashed before the runs load them: the code that ran, should the file change meanwhile.
      if (kept) plugins = (options.plugins ?? []).map(kept.pluginVersion);
      comparison = await local();
    }
    const format = formats.get(flags.json ? 'json' : flags.format);
    const out = flags.html === '-' ? io.err : io.out;
    out(format.write(comparison));
    io.err(format.aside?.(comparison) ?? '');
    if (kept) {
      const { store, earlier, changes, changeTable, here } = kept;
      if (earlier) {
        const machines = comparison.records.map((_, i) => places[i]?.machine ?? here);
        const table = changeTable(changes(comparison.records, machines, store.runs(earlier.id), store.runs()), earlier);
        // The change table follows a table for the eye; beside JSON or CSV it goes to stderr, keeping stdout one document.
        (format.id === 'json' || format.id === 'csv' ? io.err : out)(table);
      }
      const id = store.add(comparison.records, places, { tag: flags.tag, plan: planId, plugins });
      store.save();
      io.err(`stored as comparison ${id} in ${store.path}${flags.tag ? ` (tag ${flags.tag})` : ''}\n`);
    }
    if (flags.html) {
      writeOutput(flags.html, compareHtml(comparison), io.out);
      if (flags.html !== '-') io.err(`wrote ${flags.html}\n`);
    }
    return exitOf(comparison);
  } finally {
    kept?.store.close();
  }
}

async function openStore(path: string, against?: string) {
  const [{ Store }, { changeTable, changes }, { machine, pluginVersion }] = await Promise.all([
    import('../compare/store.ts'),
    import('../compare/against.ts'),
    import('../compare/shards/where.ts'),
  ]);
  const store = await Store.open(path);
  try {
    // Found before this comparison is added, so that `last` means the one before.
    return { store, earlier: against === undefined ? undefined : store.find(against), changes, changeTable, here: machine(), pluginVersion };
  } catch (error) {
    store.close();
    throw error;
  }
}

async function plan(files: string[], flags: AtScaleFlags & { plan: string }, options: CompareOptions, io: Output): Promise<number> {
  const { writePlan } = await import('../compare/shards/plan.ts');
  // Past runs in the store tell how long each run takes: shards are cut to equal work, not equal counts.
  let estimate: ((run: { file: string; engine: string; strategy: string }) => number | undefined) | undefined;
  if (flags.store) {
    const { Store } = await import('../compare/store.ts');
    const kept = await Store.open(flags.store);
    estimate = kept.estimates();
    kept.close();
  }
  const { manifest } = writePlan(flags.plan, files, {
    ...options,
    plugins: options.plugins?.map((path) => resolve(path)),
    shards: flags.shards ?? 1,
    estimate,
  });
  const first = `${flags.plan}/${manifest.shards[0]?.file ?? 'shard-001.runs.jsonl'}`;
  io.out(
    `planned ${manifest.runs} runs in ${manifest.shards.length} shard${manifest.shards.length === 1 ? '' : 's'} (plan ${manifest.plan}) in ${flags.plan}\n` +
      `run each shard anywhere with the package: puzzlebench run-shard ${first}\n` +
      `then: puzzlebench compare --merge ${flags.plan}\n`,
  );
  return 0;
}

export async function runShardCommand(file: string, flags: { out?: string; jobs: number }, io: Output): Promise<number> {
  const { runShard } = await import('../compare/shards/run.ts');
  const ran = await runShard(file, {
    out: flags.out,
    jobs: flags.jobs,
    onProgress: (done, total, run) => {
      if (io.interactive) io.err(`\r\x1b[K[${done + 1}/${total}] ${run.engine} (${run.strategy}) on ${run.file}`);
    },
  });
  if (io.interactive) io.err('\r\x1b[K');
  const { comparison } = ran;
  io.out(`${file}: ${comparison.records.length} runs recorded in ${ran.out} (${ran.ran} run now, ${ran.skipped} recorded before)\n`);
  io.out(formats.get('csv').aside?.(comparison) ?? '');
  return exitOf(comparison);
}
