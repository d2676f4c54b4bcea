// Water jugs: measure an amount with jugs that have no marks. A jug can be filled at the tap,
// emptied into the sink, or poured into another jug until the source is empty or the other full.
import { InputError } from '../../errors.ts';
import { parseJsonText } from '../../format/json.ts';
import { compareDigits, exactSum, exactWhole } from '../../format/numbers.ts';
import { readSettings } from '../../format/settings.ts';
import { isOneOf } from '../../narrow.ts';
import type { Detection } from '../../kind/kind.ts';

/** What the puzzle asks for at the end. Jug indexes are 0-based here, 1-based in files. */
export type JugTarget =
  | { kind: 'any'; amount: number }
  | { kind: 'jug'; jug: number; amount: number }
  | { kind: 'total'; amount: number }
  | { kind: 'exactly'; levels: number[] }
  /** Distinct jugs hold these amounts (a sub-multiset of the levels); the others hold anything. */
  | { kind: 'amounts'; amounts: number[] };

export interface JugPuzzle {
  capacities: number[];
  start: number[];
  /** With a tap (and a sink) jugs can be filled and emptied; without, water only moves between jugs. */
  tap: boolean;
  target: JugTarget;
}

export type JugMove = { kind: 'fill'; jug: number } | { kind: 'empty'; jug: number } | { kind: 'pour'; from: number; to: number };

/** J5, J3 when the capacities are distinct (as people say them), else J1, J2, ... */
export function jugNames(capacities: number[]): string[] {
  const distinct = new Set(capacities).size === capacities.length;
  return capacities.map((capacity, i) => `J${distinct ? capacity : i + 1}`);
}

export function formatJugMove(puzzle: JugPuzzle, move: JugMove): string {
  const name = jugNames(puzzle.capacities);
  if (move.kind === 'pour') return `Pour ${name[move.from]} into ${name[move.to]}`;
  return `${move.kind === 'fill' ? 'Fill' : 'Empty'} ${name[move.jug]}`;
}

/** Every move the rules allow, in a fixed order: fills, empties (with a tap), then pours. */
export function jugMoves(puzzle: JugPuzzle): JugMove[] {
  const jugs = puzzle.capacities.map((_, i) => i);
  const moves: JugMove[] = [];
  if (puzzle.tap) {
    for (const jug of jugs) moves.push({ kind: 'fill', jug });
    for (const jug of jugs) moves.push({ kind: 'empty', jug });
  }
  for (const from of jugs) for (const to of jugs) if (from !== to) moves.push({ kind: 'pour', from, to });
  return moves;
}

/** The levels after one move, or why the move is not allowed. */
export function applyJugMove(puzzle: JugPuzzle, levels: readonly number[], move: JugMove): number[] | string {
  const { capacities } = puzzle;
  const exists = (jug: number) => Number.isInteger(jug) && jug >= 0 && jug < capacities.length;
  const next = [...levels];
  if (move.kind === 'pour') {
    if (!exists(move.from) || !exists(move.to)) return 'pours between jugs that do not exist';
    if (move.from === move.to) return 'pours a jug into itself';
    // Water runs until the source is empty or the destination is full.
    const poured = Math.min(levels[move.from], capacities[move.to] - levels[move.to]);
    next[move.from] -= poured;
    next[move.to] += poured;
    return next;
  }
  if (!exists(move.jug)) return `uses jug ${move.jug + 1}, which does not exist`;
  if (!puzzle.tap) return `${move.kind === 'fill' ? 'fills' : 'empties'} a jug, but there is no tap`;
  next[move.jug] = move.kind === 'fill' ? capacities[move.jug] : 0;
  return next;
}

/** True when the levels meet the target. */
export function meetsJugTarget(target: JugTarget, levels: readonly number[]): boolean {
  switch (target.kind) {
    case 'any':
      return levels.includes(target.amount);
    case 'jug':
      return levels[target.jug] === target.amount;
    case 'total':
      return totalIs(levels, target.amount);
    case 'exactly':
      return target.levels.every((level, i) => levels[i] === level);
    case 'amounts':
      return [...new Set(target.amounts)].every((amount) => levels.filter((l) => l === amount).length >= target.amounts.filter((a) => a === amount).length);
  }
}

/**
 * True when the levels add up to `amount`. Each level is exact but their sum can pass 2^53 - 1,
 * where adding rounds; taking them off the amount one by one stays exact (each difference lies
 * between -(2^53 - 1) and 2^53 - 1) and stops once it is short.
 */
function totalIs(levels: readonly number[], amount: number): boolean {
  let left = amount;
  for (const level of levels) {
    left -= level;
    if (left < 0) return false;
  }
  return left === 0;
}

/** Why a plan fails, naming the move where it breaks; empty when it reaches the target. */
export function checkJugPlan(puzzle: JugPuzzle, plan: readonly JugMove[]): string[] {
  let levels = [...puzzle.start];
  for (const [i, move] of plan.entries()) {
    const next = applyJugMove(puzzle, levels, move);
    if (typeof next === 'string') return [`move ${i + 1} (${describe(puzzle, move)}) ${next}`];
    levels = next;
  }
  if (meetsJugTarget(puzzle.target, levels)) return [];
  return [`after ${plan.length} moves the jugs hold ${levels.join(' ')}, which does not meet the target '${formatTarget(puzzle)}'`];
}

function describe(puzzle: JugPuzzle, move: JugMove): string {
  const jugs = [move.kind === 'pour' ? move.from : move.jug, ...(move.kind === 'pour' ? [move.to] : [])];
  return jugs.every((jug) => jug >= 0 && jug < puzzle.capacities.length) ? formatJugMove(puzzle, move) : move.kind;
}

/** The levels after each move of a plan (the plan must be legal). */
export function jugStates(puzzle: JugPuzzle, plan: readonly JugMove[]): number[][] {
  const states = [[...puzzle.start]];
  for (const move of plan) {
    const next = applyJugMove(puzzle, states[states.length - 1], move);
    if (typeof next === 'string') break;
    states.push(next);
  }
  return states;
}

// ---- The text format: `key: value` lines, `#` comments. ----

const KEYS = ['jugs', 'start', 'tap', 'target'] as const;
type Key = (typeof KEYS)[number];
/** A value as written, with the line it came from (for error messages). */
interface Field {
  line: number;
  value: string;
}

/** True for text in the jugs format (a `jugs:` line, or a JSON object with a "jugs" list). */
export function looksLikeJugs(text: string): boolean {
  if (/^\s*\{/.test(text)) return /"jugs"\s*:\s*\[/.test(text);
  return /^\s*jugs\s*:/im.test(text);
}

export function parseJugs(text: string, source: string): JugPuzzle {
  if (text.trim() === '') throw new InputError(source, 'line 1', 'expected a jug puzzle (e.g. "jugs: 3 5" and "target: any 4"), found an empty file');
  return /^\s*\{/.test(text) ? parseJson(text, source) : parseText(text, source);
}

function parseText(text: string, source: string): JugPuzzle {
  const fields: Map<Key, Field> = readSettings(text, source, KEYS);
  return build(fields, source, text.split(/\r?\n/).length);
}

function parseJson(text: string, source: string): JugPuzzle {
  const data = parseJsonText(text, source, '{"jugs": [3, 5], "target": {"any": 4}}');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new InputError(source, 'line 1', 'expected a JSON object with a "jugs" list');
  const lineOf = (key: string) => text.slice(0, Math.max(0, text.indexOf(`"${key}"`))).split('\n').length;
  const fields = new Map<Key, Field>();
  for (const [key, value] of Object.entries(data)) {
    if (!isOneOf(KEYS, key)) throw new InputError(source, `line ${lineOf(key)}`, `unknown key "${key}"; expected one of: ${KEYS.join(', ')}`);
    const spelled = key === 'target' ? spellTarget(value, source, `line ${lineOf(key)}`) : typeof value === 'boolean' ? (value ? 'yes' : 'no') : words(value);
    fields.set(key, { line: lineOf(key), value: spelled });
  }
  return build(fields, source, text.split('\n').length);
}

/** A JSON value as the text format would spell it; an object as JSON, not '[object Object]'. */
const words = (list: unknown) => (Array.isArray(list) ? list.join(' ') : typeof list === 'object' && list !== null ? JSON.stringify(list) : String(list));

/** A JSON target ({"any": 4}, {"jug": 2, "holds": 4}, {"exactly": [4, 4, 0]}) spelled as in the text format. */
function spellTarget(value: unknown, source: string, at: string): string {
  if (typeof value !== 'object' || value === null) return words(value);
  const entries = Object.entries(value);
  if ('jug' in value) {
    const { jug } = value;
    const holds = 'holds' in value ? value.holds : undefined;
    if (holds === undefined) {
      throw new InputError(
        source,
        at,
        `target ${JSON.stringify(value)} names no amount: expected "holds", the amount jug ${words(jug)} must hold, e.g. {"jug": ${JSON.stringify(jug)}, "holds": 4}`,
      );
    }
    return `jug ${words(jug)} holds ${words(holds)}`;
  }
  return entries.map(([name, arg]) => `${name} ${words(arg)}`).join(' ');
}

/** Reads and validates the fields both formats spell the same way. */
function build(fields: Map<Key, Field>, source: string, lastLine: number): JugPuzzle {
  // Each number is exact or refused with the limit named (2^53 - 1); sums of them are taken exactly.
  const numbers = (field: Field, what: string) =>
    field.value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((token) => {
        if (!/^\d+$/.test(token)) throw new InputError(source, `line ${field.line}`, `expected ${what} as whole numbers, found '${token}'`);
        return exactWhole(token, { source, position: `line ${field.line}`, what });
      });
  const jugsField = fields.get('jugs');
  if (!jugsField) throw new InputError(source, `line ${lastLine}`, "expected a 'jugs:' line listing the capacities (e.g. 'jugs: 3 5'), found none");
  const capacities = numbers(jugsField, 'capacities');
  if (capacities.length === 0 || capacities.some((c) => c < 1)) {
    throw new InputError(source, `line ${jugsField.line}`, 'expected at least one jug, each with a capacity of at least 1');
  }
  const names = jugNames(capacities);
  const startField = fields.get('start');
  const start = startField ? numbers(startField, 'starting amounts') : capacities.map(() => 0);
  if (startField) {
    const at = `line ${startField.line}`;
    if (start.length !== capacities.length)
      throw new InputError(source, at, `expected ${capacities.length} starting amounts (one per jug), found ${start.length}`);
    start.forEach((amount, i) => {
      if (amount > capacities[i]) throw new InputError(source, at, `starting amount ${amount} of ${names[i]} is more than its capacity ${capacities[i]}`);
    });
  }
  const tapField = fields.get('tap');
  const tap = !tapField || /^(yes|true)$/i.test(tapField.value);
  if (tapField && !/^(yes|no|true|false)$/i.test(tapField.value))
    throw new InputError(source, `line ${tapField.line}`, `expected 'tap: yes' or 'tap: no', found '${tapField.value}'`);
  const targetField = fields.get('target');
  if (!targetField) throw new InputError(source, `line ${lastLine}`, "expected a 'target:' line (e.g. 'target: any 4'), found none");
  const target = parseTarget(targetField, capacities, names, source, numbers);
  return { capacities, start, tap, target };
}

function parseTarget(field: Field, capacities: number[], names: string[], source: string, numbers: (f: Field, what: string) => number[]): JugTarget {
  const at = `line ${field.line}`;
  const fail = (why: string): never => {
    throw new InputError(source, at, why);
  };
  const [word, ...rest] = field.value.split(/\s+/);
  const args = { line: field.line, value: rest.join(' ') };
  // A target beyond what the jugs hold is a puzzle without a solution, not bad input: it is read
  // here, and unreachableTarget() gives the reason as the proof.
  switch (word.toLowerCase()) {
    case 'any': {
      const [amount, extra] = numbers(args, 'an amount');
      if (amount === undefined || extra !== undefined) fail(`expected 'any <amount>', found '${field.value}'`);
      return { kind: 'any', amount };
    }
    case 'jug': {
      const match = /^(\S+)\s+holds\s+(\d+)$/i.exec(args.value);
      if (!match) return fail(`expected 'jug <number or name> holds <amount>', found '${field.value}'`);
      const byName = names.findIndex((name) => name.toLowerCase() === match[1].toLowerCase());
      // Compared as digits first: a jug number past 2^53 would round, possibly onto a real jug.
      const numbered = /^\d+$/.test(match[1]) && compareDigits(match[1], String(capacities.length)) <= 0;
      const jug = byName >= 0 ? byName : numbered ? Number(match[1]) - 1 : -1;
      if (jug < 0 || jug >= capacities.length) fail(`expected a jug number 1..${capacities.length} or a name among ${names.join(', ')}, found '${match[1]}'`);
      return { kind: 'jug', jug, amount: exactWhole(match[2], { source, position: at, what: 'an amount' }) };
    }
    case 'total': {
      const [amount, extra] = numbers(args, 'an amount');
      if (amount === undefined || extra !== undefined) fail(`expected 'total <amount>', found '${field.value}'`);
      return { kind: 'total', amount };
    }
    case 'exactly': {
      const levels = numbers(args, 'levels');
      if (levels.length !== capacities.length) fail(`expected ${capacities.length} levels after 'exactly' (one per jug), found ${levels.length}`);
      return { kind: 'exactly', levels };
    }
    case 'amounts': {
      const amounts = numbers(args, 'amounts');
      if (amounts.length === 0 || amounts.length > capacities.length)
        fail(`expected 1 to ${capacities.length} amounts after 'amounts', found ${amounts.length}`);
      return { kind: 'amounts', amounts };
    }
    default:
      return fail(`expected a target 'any <t>', 'jug <k> holds <t>', 'total <t>', 'exactly <levels>' or 'amounts <amounts>', found '${field.value}'`);
  }
}

/** Why no jug, or no set of jugs, can ever hold what the target asks; undefined when they can. */
export function unreachableTarget(puzzle: JugPuzzle): string | undefined {
  const { capacities, target } = puzzle;
  const names = jugNames(capacities);
  switch (target.kind) {
    case 'any': {
      const largest = Math.max(...capacities);
      return target.amount > largest ? `no jug holds more than ${largest}, so none can hold ${target.amount}` : undefined;
    }
    case 'jug':
      return target.amount > capacities[target.jug] ? `${names[target.jug]} holds at most ${capacities[target.jug]}, not ${target.amount}` : undefined;
    case 'total': {
      // Summed exactly: capacities go up to 2^53 - 1 each.
      const room = exactSum(capacities);
      return BigInt(target.amount) > room ? `the jugs hold at most ${room} together, not ${target.amount}` : undefined;
    }
    case 'exactly': {
      const jug = target.levels.findIndex((level, i) => level > capacities[i]);
      return jug >= 0 ? `${names[jug]} holds at most ${capacities[jug]}, not ${target.levels[jug]}` : undefined;
    }
    case 'amounts': {
      // The largest amounts need the largest jugs: a matching exists iff sorted pairs fit.
      const jugsBySize = [...capacities].sort((a, b) => b - a);
      const largestFirst = [...target.amounts].sort((a, b) => b - a);
      const fits = largestFirst.every((amount, i) => amount <= jugsBySize[i]);
      return fits
        ? undefined
        : `no ${target.amounts.length} distinct jugs can hold ${target.amounts.join(', ')} (the largest hold ${jugsBySize.slice(0, target.amounts.length).join(', ')})`;
    }
  }
}

export function formatTarget(puzzle: JugPuzzle): string {
  const { target } = puzzle;
  switch (target.kind) {
    case 'any':
    case 'total':
      return `${target.kind} ${target.amount}`;
    case 'jug':
      return `jug ${jugNames(puzzle.capacities)[target.jug]} holds ${target.amount}`;
    case 'exactly':
      return `exactly ${target.levels.join(' ')}`;
    case 'amounts':
      return `amounts ${target.amounts.join(' ')}`;
  }
}

export function formatJugs(puzzle: JugPuzzle): string {
  return (
    [`jugs: ${puzzle.capacities.join(' ')}`, `start: ${puzzle.start.join(' ')}`, `tap: ${puzzle.tap ? 'yes' : 'no'}`, `target: ${formatTarget(puzzle)}`].join(
      '\n',
    ) + '\n'
  );
}

export function jugsToJson(puzzle: JugPuzzle): string {
  const { target } = puzzle;
  const spelled =
    target.kind === 'jug'
      ? { jug: target.jug + 1, holds: target.amount }
      : target.kind === 'exactly'
        ? { exactly: target.levels }
        : target.kind === 'amounts'
          ? { amounts: target.amounts }
          : { [target.kind]: target.amount };
  return `${JSON.stringify({ jugs: puzzle.capacities, start: puzzle.start, tap: puzzle.tap, target: spelled })}\n`;
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeJugs,
};
