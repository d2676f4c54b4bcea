// What a request to serve's API carries, read and checked: the puzzle (pasted text or a bundled
// file), its kind, and the flags of a command, each refused with a usage error that names it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, UsageError } from '../errors.ts';
import { kindOf } from '../catalogue/detect.ts';
import { kinds } from '../catalogue/index.ts';
import { packagePath } from '../package.ts';
import { strategies } from '../solver/strategy.ts';
import { readInput, textInput } from '../kind/input.ts';
import type { Input, Kind, Options } from '../kind/kind.ts';

/** The longest --timeout a request may ask for, in seconds: a run holds a solving thread that long. */
export const MAX_TIMEOUT_S = 3600;

export type Body = Record<string, unknown>;

/** The bundled puzzles, as paths relative to the package, with the kind each folder holds. */
export function bundledPuzzles(): { path: string; kind: string }[] {
  return kinds.ids().flatMap((kind) => {
    let names: string[];
    try {
      names = readdirSync(packagePath(join('puzzles', kind)));
    } catch {
      return [];
    }
    return names
      .filter((name) => /\.(txt|json)$/.test(name))
      .sort()
      .map((name) => ({ path: `puzzles/${kind}/${name}`, kind }));
  });
}

/** A bundled puzzle by its path (only those listed: never any other file of the machine). */
export function bundledInput(path: unknown): Input {
  const found = bundledPuzzles().find((puzzle) => puzzle.path === path);
  if (!found) throw new UsageError(`unknown bundled puzzle ${JSON.stringify(path)}; GET /api/puzzles lists them`);
  return { ...readInput(packagePath(found.path)), source: found.path };
}

/** The puzzle of a request: `text` (pasted, named by `source` when given) or `puzzle` (a bundled path). */
export function inputOf(body: Body): Input {
  if (body.puzzle !== undefined) return bundledInput(body.puzzle);
  if (typeof body.text !== 'string') throw new InputError('<request>', 'text', 'expected the puzzle as a string in "text" (or a bundled path in "puzzle")');
  const source = typeof body.source === 'string' && body.source.trim() !== '' ? body.source.slice(0, 200) : '<pasted>';
  return textInput(source, body.text);
}

/** The kind named in the request, or detected; the puzzle is read in full, so a malformed one is refused here. */
export function kindOfRequest(body: Body, input: Input): Kind {
  if (body.kind !== undefined && typeof body.kind !== 'string') throw new UsageError('kind: expected a kind id');
  let kind: Kind;
  try {
    kind = kindOf(input, { kind: body.kind || undefined });
  } catch (error) {
    throw error instanceof InputError ? inPageWords(error) : error;
  }
  kind.validate(input);
  return kind;
}

/** Detection's advice names the command line's flag; the page has a Kind list instead. */
function inPageWords(error: InputError): InputError {
  const expected = error.expected.replace(/pass --kind/g, 'choose it in the Kind list').replace(/--kind (\S+)/g, 'Kind $1');
  return new InputError(error.source, error.position, expected);
}

const positive = (value: unknown, what: string, most: number) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > most)
    throw new UsageError(`${what}: expected a positive number up to ${most}`);
  return value;
};
const whole = (value: unknown, what: string, least: number, most = Number.MAX_SAFE_INTEGER) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least || value > most)
    throw new UsageError(`${what}: expected a whole number from ${least} to ${most}`);
  return value;
};
const yes = (value: unknown, what: string) => {
  if (typeof value !== 'boolean') throw new UsageError(`${what}: expected true or false`);
  return value;
};

/** The flags a command takes from the request: engine, strategy, timeout (s), unique, forced, count, within. */
export function flagsOf(body: Body, kind: Kind): Options & { timeout: number } {
  const flags: Options & { timeout: number } = { timeout: body.timeout === undefined ? 60 : positive(body.timeout, 'timeout', MAX_TIMEOUT_S) };
  if (body.engine !== undefined && body.engine !== '') {
    if (typeof body.engine !== 'string') throw new UsageError('engine: expected an engine id');
    flags.engine = kind.engines.get(body.engine).id;
  }
  if (body.strategy !== undefined && body.strategy !== '') {
    if (typeof body.strategy !== 'string') throw new UsageError('strategy: expected a strategy id');
    flags.strategy = strategies.get(body.strategy).id;
  }
  // Uniqueness, forced cells and counts are of grids' solutions: on a plan they would be dropped
  // without a word, as the command line refuses them too (typeFlags in src/cli/options.ts).
  if (kind.made.type !== 'grid')
    for (const name of ['unique', 'forced', 'count'] as const)
      if (body[name] !== undefined) throw new UsageError(`${name}: applies to grid puzzles; ${kind.id} is a ${kind.made.type} puzzle`);
  if (body.unique !== undefined) flags.unique = yes(body.unique, 'unique');
  if (body.forced !== undefined) flags.forced = yes(body.forced, 'forced');
  if (body.count !== undefined) flags.count = whole(body.count, 'count', 1, 1000);
  if (body.within !== undefined) flags.within = whole(body.within, 'within', 0);
  return flags;
}

/** A list of ids (engines, strategies) or undefined for all. */
export function idsOf(value: unknown, what: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) throw new UsageError(`${what}: expected a list of ids`);
  return value.length === 0 ? undefined : value;
}

export { positive, whole };
