// The results store (`compare --store FILE`): every run of every comparison kept in one SQLite file,
// one row per run with the machine, the versions (the plugins' too, by content hash: a plugin's
// engine keeps its id from one version of its code to the next) and the date, so that one version
// of an encoding can be compared with the next (`--against`: src/compare/against.ts). SQLite through sql.js, its
// WebAssembly build: nothing native to compile on install. sql.js works on a copy in memory, so a
// comparison is written back whole (to a temporary file, then renamed: a crash leaves the old file).
// One writer at a time: two comparisons storing into one file at once keep only one's runs.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import initSqlJs from 'sql.js';
import { InputError, UsageError } from '../errors.ts';
import type { CompareRecord } from '../kind/contract.ts';
import { machine, type PluginVersion, type Versions, versions } from './shards/where.ts';

/** Where and when one run ran: a shard's record says, a local comparison's is this machine's, now. */
export interface RunPlace {
  machine: string;
  at: string;
  versions: Versions;
}

export interface StoredRun {
  comparison: number;
  file: string;
  engine: string;
  strategy: string;
  reason: string;
  answer: string;
  totalMs: number;
  machine: string;
  at: string;
}

export interface StoredComparison {
  id: number;
  tag: string | null;
  at: string;
  machine: string;
  runs: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS comparisons (id INTEGER PRIMARY KEY, tag TEXT, at TEXT NOT NULL, machine TEXT NOT NULL, plan TEXT, runs INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
  comparison INTEGER NOT NULL REFERENCES comparisons(id), file TEXT NOT NULL, kind TEXT NOT NULL, engine TEXT NOT NULL, strategy TEXT NOT NULL,
  status TEXT NOT NULL, reason TEXT NOT NULL, answer TEXT NOT NULL, verdict TEXT NOT NULL, total_ms REAL NOT NULL,
  machine TEXT NOT NULL, at TEXT NOT NULL, puzzlebench TEXT NOT NULL, node TEXT NOT NULL, z3 TEXT NOT NULL, record TEXT NOT NULL,
  plugins TEXT NOT NULL DEFAULT '[]');
CREATE INDEX IF NOT EXISTS runs_by_run ON runs(file, engine, strategy);`;
/** Version 2 added the plugins column: a store of version 1 gains it, '[]' in its runs (it kept no plugins). */
const VERSION = 2;
// Named in the insert: a store that gained the plugins column has it last, as a new one does, but need not say so.
const COLUMNS = 'comparison, file, kind, engine, strategy, status, reason, answer, verdict, total_ms, machine, at, puzzlebench, node, z3, record, plugins';
const PLACES = COLUMNS.split(', ').fill('?').join(', ');

type Database = initSqlJs.Database;

export class Store {
  private constructor(
    private readonly db: Database,
    readonly path: string,
  ) {}

  static async open(path: string): Promise<Store> {
    const SQL = await initSqlJs();
    let db: Database;
    try {
      db = existsSync(path) ? new SQL.Database(readFileSync(path)) : new SQL.Database();
      db.exec(SCHEMA);
      const columns = db.exec('PRAGMA table_info(runs)')[0].values.map((column) => String(column[1]));
      if (!columns.includes('plugins')) db.exec("ALTER TABLE runs ADD COLUMN plugins TEXT NOT NULL DEFAULT '[]'");
      db.exec(`PRAGMA user_version = ${VERSION}`);
    } catch (error) {
      throw new InputError(path, 'file', `not a results store (${error instanceof Error ? error.message : String(error)})`);
    }
    return new Store(db, path);
  }

  /** Keeps a comparison's runs, each with the plugins the comparison loaded; returns its id. */
  add(records: CompareRecord[], places: RunPlace[], options: { tag?: string; plan?: string; plugins?: PluginVersion[] } = {}): number {
    const here: RunPlace = { machine: machine(), at: new Date().toISOString(), versions: versions() };
    this.db.run('BEGIN');
    this.db.run('INSERT INTO comparisons (tag, at, machine, plan, runs) VALUES (?, ?, ?, ?, ?)', [
      options.tag ?? null,
      here.at,
      here.machine,
      options.plan ?? null,
      records.length,
    ]);
    const id = Number(this.db.exec('SELECT last_insert_rowid()')[0].values[0][0]);
    const insert = this.db.prepare(`INSERT INTO runs (${COLUMNS}) VALUES (${PLACES})`);
    const plugins = JSON.stringify(options.plugins ?? []);
    for (const [i, r] of records.entries()) {
      const place = places[i] ?? here;
      const v = place.versions;
      insert.run([
        id,
        r.file,
        r.kind,
        r.engine,
        r.strategy,
        r.status,
        r.reason,
        r.answer,
        r.verdict,
        r.timings.totalMs,
        place.machine,
        place.at,
        v.puzzlebench,
        v.node,
        v.z3,
        JSON.stringify(r),
        plugins,
      ]);
    }
    insert.free();
    this.db.run('COMMIT');
    return id;
  }

  /** The comparison `--against` names: its id, else the latest with that tag; `last`: the latest of all. */
  find(name: string): StoredComparison {
    const query =
      name === 'last'
        ? this.db.prepare('SELECT id, tag, at, machine, runs FROM comparisons ORDER BY id DESC LIMIT 1')
        : /^\d+$/.test(name)
          ? this.db.prepare('SELECT id, tag, at, machine, runs FROM comparisons WHERE id = ?', [Number(name)])
          : this.db.prepare('SELECT id, tag, at, machine, runs FROM comparisons WHERE tag = ? ORDER BY id DESC LIMIT 1', [name]);
    const found = query.step() ? query.get() : undefined;
    query.free();
    if (!found) {
      const tags = this.db.exec('SELECT DISTINCT tag FROM comparisons WHERE tag IS NOT NULL')[0]?.values.map(([tag]) => String(tag)) ?? [];
      throw new UsageError(
        `--against ${name}: no such comparison in ${this.path} (ids 1 to ${this.count()}${tags.length > 0 ? `; tags: ${tags.join(', ')}` : ''}; or 'last')`,
      );
    }
    const [id, tag, at, where, runs] = found;
    return { id: Number(id), tag: tag === null ? null : String(tag), at: String(at), machine: String(where), runs: Number(runs) };
  }

  count(): number {
    return Number(this.db.exec('SELECT COUNT(*) FROM comparisons')[0].values[0][0]);
  }

  /** Runs of one comparison, or (none given) of every comparison: the history the noise is judged from. */
  runs(comparison?: number): StoredRun[] {
    const sql = 'SELECT comparison, file, engine, strategy, reason, answer, total_ms, machine, at FROM runs';
    const query = comparison === undefined ? this.db.prepare(sql) : this.db.prepare(`${sql} WHERE comparison = ?`, [comparison]);
    const found: StoredRun[] = [];
    while (query.step()) {
      const [c, file, engine, strategy, reason, answer, totalMs, where, at] = query.get();
      found.push({
        comparison: Number(c),
        file: String(file),
        engine: String(engine),
        strategy: String(strategy),
        reason: String(reason),
        answer: String(answer),
        totalMs: Number(totalMs),
        machine: String(where),
        at: String(at),
      });
    }
    query.free();
    return found;
  }

  /** Each run's median time over the runs that answered, by file, engine and strategy: what a plan's shards are cut by. */
  estimates(): (run: { file: string; engine: string; strategy: string }) => number | undefined {
    const times = new Map<string, number[]>();
    for (const run of this.runs()) {
      if (run.reason !== 'sat' && run.reason !== 'unsat') continue;
      const key = `${run.file}\t${run.engine}\t${run.strategy}`;
      times.set(key, [...(times.get(key) ?? []), run.totalMs]);
    }
    return (run) => {
      const known = times.get(`${run.file}\t${run.engine}\t${run.strategy}`);
      return known ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : undefined;
    };
  }

  save(): void {
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, this.db.export());
    renameSync(temporary, this.path);
  }

  close(): void {
    this.db.close();
  }
}
