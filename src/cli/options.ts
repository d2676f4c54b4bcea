// The command line's options: the readers of option values (each refuses a bad one in words), the
// setting flags the kinds declare, and the option groups several commands share.
import { isMainThread } from 'node:worker_threads';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { UsageError } from '../errors.ts';
import { LARGEST_WHOLE, LARGEST_WHOLE_TEXT, compareDigits } from '../format/numbers.ts';
import type { Flags, Kind, KindSpec, SettingFlag } from '../kind/kind.ts';
import { facts } from './help-facts.ts';
import { schedules } from '../solver/schedule.ts';
import { strategies } from '../solver/strategy.ts';
import { DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S } from './clock.ts';
import { unwritable } from './output.ts';

export const collect = (value: string, previous: string[] = []) => [...previous, value];
export const pluginOption = (command: Command) =>
  command.option('--plugin <module>', 'load encodings or kinds from a module (repeatable; see examples/)', collect);
/**
 * Loads the plugins within `seconds`: each is first tried on a thread of its own (plugin-import.ts), so
 * that one that loops or exits at import is refused in time. A command whose whole run the solving
 * thread's watchdog already bounds (deadline.ts) passes no seconds and pays no second import.
 */
export const loadPlugins = async (paths: string[] = [], seconds?: number) => {
  if (paths.length === 0) return;
  // Loaded only when asked for: plugins.ts registers kinds, so it loads the catalogue.
  const { loadPlugin } = await import('../plugins.ts');
  for (const path of paths) await loadPlugin(path, { timeoutMs: seconds === undefined ? undefined : seconds * 1000 });
};
/** The deadline for loading plugins: the command's --timeout, else the default one. */
export const pluginSeconds = (flags: { timeout?: number }) => (isMainThread || flags.timeout === undefined ? (flags.timeout ?? DEFAULT_TIMEOUT_S) : undefined);

export const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/**
 * Numbers are written in plain decimal: Number() would also read '0x10' as 16, '1e3', '0b11' and
 * 'Infinity', spellings no one means as a count of seconds, so a slip would pass unseen.
 */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
export const positive = (what: string) => (text: string) => {
  if (!DECIMAL.test(text)) throw new InvalidArgumentError(`expected a positive number of ${what} in plain decimal (such as 30 or 0.5)`);
  const value = Number(text);
  if (value <= 0) throw new InvalidArgumentError(`expected a positive number of ${what}`);
  return value;
};
/** --timeout: past MAX_TIMEOUT_S the timers made from it would overflow Node's and fire at once. */
export const seconds = (text: string) => {
  const value = positive('seconds')(text);
  if (value > MAX_TIMEOUT_S) throw new InvalidArgumentError(`expected at most ${MAX_TIMEOUT_S} seconds (about 11 days: Node's timers end at 2^31 - 1 ms)`);
  return value;
};
export const outputFile = (path: string) => {
  const problem = unwritable(path);
  if (problem) throw new InvalidArgumentError(problem);
  return path;
};
/** A whole number, exact: one past 2^53 - 1 would round to a neighbour, so it is refused. */
export const whole = (text: string) => {
  // Decimal digits only, as for --timeout: '1e9' and '0x10' are refused, however large or small.
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError('expected a whole number in decimal digits (such as 20)');
  if (compareDigits(text, String(LARGEST_WHOLE)) > 0) throw new InvalidArgumentError(`expected a whole number of at most ${LARGEST_WHOLE_TEXT}`);
  return Number(text);
};
/** The generator's state is 32 bits: seeds past 2^32 - 1 would repeat the puzzles of smaller ones. */
export const seed = (text: string) => {
  const value = whole(text);
  if (value > 2 ** 32 - 1) throw new InvalidArgumentError(`expected a seed from 0 to ${2 ** 32 - 1} (the generator's state is 32 bits)`);
  return value;
};
export const atLeastOne = (text: string) => {
  if (whole(text) < 1) throw new InvalidArgumentError('expected a whole number, at least 1');
  return Number(text);
};
export const port = (text: string) => {
  if (whole(text) > 65535) throw new InvalidArgumentError('expected a port from 0 to 65535');
  return Number(text);
};
/** Each solving thread starts a Z3 of its own (a second or so, and its own heap): more is a slip. */
export const MAX_WORKERS = 64;
export const workers = (text: string) => {
  if (atLeastOne(text) > MAX_WORKERS) throw new InvalidArgumentError(`expected at most ${MAX_WORKERS} solving threads, each with a Z3 of its own`);
  return Number(text);
};

/**
 * The setting flags the kinds of the catalogue declare (`--stars <k>`), each offered once, with the
 * kinds that read it (help-facts.ts, written from the catalogue). A plugin's kind loads after the
 * program is built, so its settings are not offered.
 */
export function declaredSettings(): { flag: SettingFlag; option: () => Option; attribute: string; readers: string[] }[] {
  return facts.settings.map(({ readers, ...flag }) => {
    // A new Option for each command that offers it: commander keeps state on its options.
    const option = () => new Option(`--${flag.name} <${flag.value}>`, `${flag.description} (${readers.join(', ')})`);
    return { flag, readers, option, attribute: option().attributeName() };
  });
}
export const settings = declaredSettings();
export const settingOptions = (command: Command) => settings.reduce((extended, { option }) => extended.addOption(option()), command);

/** The setting flags given, by name, for a kind that reads them; a usage error for one it does not. */
export function givenSettings(kind: Kind, flags: Flags): Record<string, string> {
  const given: Record<string, string> = {};
  for (const { flag, attribute, readers } of settings) {
    // The flag's attribute, as commander names it.
    const value: unknown = Reflect.get(flags, attribute);
    if (value === undefined) continue;
    if (!readers.includes(kind.id)) throw new UsageError(`--${flag.name} does not apply to ${kind.id} puzzles (it is read by ${readers.join(', ')})`);
    given[flag.name] = String(value);
  }
  return given;
}

/**
 * The flags that ask what only one type of puzzle answers, by the type (a kind's `made.type`):
 * uniqueness, counts, forced cells and explanations are of grids' solutions; optimality, horizons,
 * schedules, a portfolio's race and the states after each move are of plans. Given to a puzzle of
 * the other type, such a flag would be dropped without a word and the answer read as if it had
 * been heeded (a plan under --unique is not shown unique), so it is refused, as a setting flag is.
 */
export const typeFlags: Record<KindSpec['type'], string[]> = {
  grid: ['--unique', '--count', '--forced', '--explain'],
  planning: ['--optimal', '--max-horizon', '--show', '--schedule', '--portfolio-search', '--horizon'],
};
const typeFlagAttributes = Object.entries(typeFlags).flatMap(([type, names]) =>
  names.map((flag) => ({ flag, type, attribute: new Option(flag).attributeName() })),
);

/** A usage error for a flag given that only puzzles of another type than the kind's answer (typeFlags). */
export function refuseOtherType(kind: Kind, flags: Flags): void {
  for (const { flag, type, attribute } of typeFlagAttributes) {
    if (type === kind.made.type || Reflect.get(flags, attribute) === undefined) continue;
    throw new UsageError(`${flag} applies to ${type} puzzles; ${kind.id} is a ${kind.made.type} puzzle (drop ${flag})`);
  }
}

/**
 * Stdout holds one output whole: two would run together into a stream no reader can split (an SVG
 * and then a pzprv3 file). `given`: each output's flag as typed, and whether it goes to stdout.
 */
export function refuseTwoOnStdout(given: [flag: string, onStdout: boolean][]): void {
  const onStdout = given.filter(([, yes]) => yes).map(([flag]) => flag);
  if (onStdout.length > 1) throw new UsageError(`${onStdout.join(' and ')} would both write to stdout; send all but one to a file`);
}

/** What picks the puzzle's kind and encoding: all that `export` needs. `settings`: false for planning-only commands, which no setting applies to. */
export const encodingOptions = (command: Command, settings = true) =>
  (settings ? settingOptions(pluginOption(command)) : pluginOption(command))
    .addOption(new Option('--kind <kind>', 'puzzle kind, when it cannot be told from the content'))
    .option('--engine <id>', 'engine: an encoding id or a search engine (see `puzzlebench encodings`)')
    .option('--encoding <id>', 'the same as --engine, for encodings');

export const engineOptions = (command: Command, settings = true) =>
  encodingOptions(command, settings)
    .option('--strategy <id>', `how Z3 is asked: ${strategies.ids().join(', ')}`)
    .option('--portfolio-search', 'planning, with --engine <kind>/portfolio: race the search engine too')
    .option(
      '--schedule <name>',
      `planning: which horizons an encoding is asked, in which order: ${schedules.ids().join(', ')} (default: linear; check asks once at K when the encoding can stay)`,
    )
    .option('--timeout <seconds>', 'give up after this many seconds and report "unknown"', seconds, 60)
    .option('--json', 'print the answer as JSON');
