// Bridge and torch: people must cross a narrow bridge at night. The bridge holds only a few at a
// time, nobody crosses without the one torch, and a group walks at the pace of its slowest
// member. Everyone must be across before the torch burns out.
import { InputError } from '../../errors.ts';
import { parseJsonText } from '../../format/json.ts';
import { readSettings, wholeNumber } from '../../format/settings.ts';
import { isObject } from '../../narrow.ts';
import type { Detection } from '../../kind/kind.ts';

export interface Walker {
  name: string;
  /** Minutes this person needs to cross. */
  minutes: number;
}

export interface BridgePuzzle {
  people: Walker[];
  /** How many people the bridge holds at once. */
  capacity: number;
  /** Minutes the torch lasts: everyone must be across by then. */
  torch: number;
}

/** Odd moves go across (the torch starts on the near side), even moves bring the torch back. */
export type Direction = 'across' | 'back';

/** One crossing: the walkers (indexes into `people`, ascending) carry the torch over. */
export interface Crossing {
  direction: Direction;
  walkers: number[];
}

export interface BridgeState {
  /** `far[i]`: person i is on the far side. */
  far: boolean[];
  torchFar: boolean;
  elapsed: number;
}

/**
 * The most people a file may list: the state space doubles with each, and the least-time search
 * behind the proofs and the summary explores all of it. 12 people take at most 7 s (any capacity,
 * measured); 14 with a bridge for 7 took 51 s and 3.5 GB, 16 for 2 took 39 s and 1.9 GB.
 */
export const maxPeople = 12;

/**
 * The most minutes a person or the torch may take (10^12, about two million years). Every sum the
 * engines form then stays exact, far below 2^53: a plan within the torch, a search's cost of at most
 * the torch plus one crossing, and least-time search's, at most 2 x 16 crossings.
 */
export const maxMinutes = 1_000_000_000_000;
const minutesLimit = { most: maxMinutes, why: '10^12, so that every sum of minutes stays exact' };

export const bridgeStart = (puzzle: BridgePuzzle): BridgeState => ({ far: puzzle.people.map(() => false), torchFar: false, elapsed: 0 });

/** A group walks at the pace of its slowest member. */
export const crossingMinutes = (puzzle: BridgePuzzle, walkers: number[]): number => Math.max(0, ...walkers.map((person) => puzzle.people[person].minutes));

export const everyoneAcross = (state: BridgeState): boolean => state.far.every(Boolean);

/** Applies one crossing, or says why it is not allowed. The time limit is checked by `checkBridgePlan`. */
export function cross(puzzle: BridgePuzzle, state: BridgeState, move: Crossing): BridgeState | string {
  const direction: Direction = state.torchFar ? 'back' : 'across';
  if (move.direction !== direction) return `the torch is on the ${state.torchFar ? 'far' : 'near'} side, so this move must go ${direction}`;
  if (move.walkers.length === 0) return 'nobody carries the torch';
  if (move.walkers.length > puzzle.capacity) return `${move.walkers.length} people on a bridge that holds ${puzzle.capacity}`;
  if (new Set(move.walkers).size !== move.walkers.length) return 'a person is listed twice';
  const far = [...state.far];
  for (const person of move.walkers) {
    const walker = puzzle.people[person];
    if (!walker) return `there is no person number ${person + 1}`;
    if (far[person] !== state.torchFar) return `${walker.name} is not on the torch's side`;
    far[person] = !far[person];
  }
  return { far, torchFar: !state.torchFar, elapsed: state.elapsed + crossingMinutes(puzzle, move.walkers) };
}

/** Why a plan fails (empty when everyone is across in time), naming the move where it breaks. */
export function checkBridgePlan(puzzle: BridgePuzzle, plan: Crossing[]): string[] {
  let state = bridgeStart(puzzle);
  for (const [index, move] of plan.entries()) {
    const next = cross(puzzle, state, move);
    if (typeof next === 'string') return [`move ${index + 1}: ${next}`];
    if (next.elapsed > puzzle.torch) return [`move ${index + 1}: ends at ${next.elapsed} min, after the ${puzzle.torch}-minute torch has burnt out`];
    state = next;
  }
  const behind = puzzle.people.filter((_, person) => !state.far[person]).map((walker) => walker.name);
  return behind.length > 0 ? [`after ${plan.length} moves: ${behind.join(', ')} still on the near side`] : [];
}

/** Every crossing allowed from a state: 1..capacity people from the torch's side. */
export function possibleCrossings(puzzle: BridgePuzzle, state: BridgeState): Crossing[] {
  const direction: Direction = state.torchFar ? 'back' : 'across';
  const here = puzzle.people.map((_, person) => person).filter((person) => state.far[person] === state.torchFar);
  const groups: number[][] = [];
  const extend = (group: number[], from: number) => {
    if (group.length > 0) groups.push(group);
    if (group.length === puzzle.capacity) return;
    for (let next = from; next < here.length; next++) extend([...group, here[next]], next + 1);
  };
  extend([], 0);
  return groups.map((walkers) => ({ direction, walkers }));
}

/** "2. Cross: A (1 min) and B (2 min), 2 min; 3 min total", given the moves before it. */
export function describeCrossing(puzzle: BridgePuzzle, move: Crossing, index: number, before: Crossing[]): string {
  const elapsed = [...before, move].reduce((sum, step) => sum + crossingMinutes(puzzle, step.walkers), 0);
  const names = move.walkers.map((person) => puzzle.people[person]);
  const minutes = crossingMinutes(puzzle, move.walkers);
  const verb = move.direction === 'across' ? 'Cross' : 'Back';
  if (names.length === 1) return `${index + 1}. ${verb}: ${names[0].name}, ${minutes} min; ${elapsed} min total`;
  const who = names.map((walker) => `${walker.name} (${walker.minutes} min)`);
  return `${index + 1}. ${verb}: ${who.slice(0, -1).join(', ')} and ${who.at(-1)}, ${minutes} min; ${elapsed} min total`;
}

/** Who is on each side after each move, one line per state, for --show. */
export function sidesAfterEachMove(puzzle: BridgePuzzle, plan: Crossing[]): string {
  const lines: string[] = [];
  let state: BridgeState | string = bridgeStart(puzzle);
  for (let index = 0; index <= plan.length && typeof state !== 'string'; index++) {
    const now: BridgeState = state;
    const side = (far: boolean) => puzzle.people.filter((_, person) => now.far[person] === far).map((walker) => walker.name);
    const torch = (far: boolean) => (now.torchFar === far ? ['(torch)'] : []);
    lines.push(
      `${index === 0 ? 'start' : `after ${index}`}: ${[...side(false), ...torch(false)].join(' ') || '-'} | ${[...side(true), ...torch(true)].join(' ') || '-'}; ${state.elapsed} min`,
    );
    if (index < plan.length) state = cross(puzzle, state, plan[index]);
  }
  return `${lines.join('\n')}\n`;
}

// --- Formats --------------------------------------------------------------------------------
//
//   # Four friends and a torch that lasts 12 minutes.
//   people: A 1, B 2, C 4, D 5      (name and minutes; a bare number is named A, B, C...)
//   capacity: 2                     (people on the bridge at once; 2 when left out)
//   torch: 12                       (minutes; "12 min" is fine too)
//
// or the same as JSON: {"people": [{"name": "A", "minutes": 1}, ...], "capacity": 2, "torch": 12}

const bridgeKeys = ['people', 'capacity', 'torch'];

const minutesUnit = /\s*(min|mins|minutes?)\.?$/i;
const letterName = (index: number) => String.fromCharCode(65 + (index % 26)) + (index >= 26 ? String(Math.floor(index / 26)) : '');

function checkPuzzle(puzzle: BridgePuzzle, source: string, position: string): BridgePuzzle {
  if (puzzle.people.length === 0) throw new InputError(source, position, 'expected at least one person');
  if (puzzle.people.length > maxPeople)
    throw new InputError(source, position, `expected at most ${maxPeople} people, found ${puzzle.people.length} (the size limit of this workbench)`);
  const names = new Set<string>();
  for (const walker of puzzle.people) {
    if (names.has(walker.name)) throw new InputError(source, position, `expected distinct names; '${walker.name}' appears twice`);
    names.add(walker.name);
  }
  return puzzle;
}

function parseBridgeText(text: string, source: string): BridgePuzzle {
  const settings = readSettings(text, source, bridgeKeys);
  const required = (key: string) => {
    const setting = settings.get(key);
    if (!setting) throw new InputError(source, 'end of file', `expected a '${key}:' line (keys: ${bridgeKeys.join(', ')})`);
    return setting;
  };
  const people = required('people');
  const torch = required('torch');
  const where = `line ${people.line}`;
  const walkers = people.value.split(',').map((entry, index): Walker => {
    const words = entry.trim().replace(minutesUnit, '').split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 2)
      throw new InputError(source, where, `expected 'name minutes' for person ${index + 1}, like 'A 1'; found '${entry.trim()}'`);
    const name = words.length === 2 ? words[0] : letterName(index);
    return { name, minutes: wholeNumber(words.at(-1), source, where, `the minutes of ${name}`, 1, undefined, minutesLimit) };
  });
  const capacity = settings.get('capacity');
  return checkPuzzle(
    {
      people: walkers,
      capacity: capacity ? wholeNumber(capacity.value, source, `line ${capacity.line}`, 'the number of people the bridge holds', 1) : 2,
      torch: wholeNumber(torch.value, source, `line ${torch.line}`, "the torch's minutes", 0, minutesUnit, minutesLimit),
    },
    source,
    where,
  );
}

function parseBridgeJson(text: string, source: string): BridgePuzzle {
  const data = parseJsonText(text, source);
  if (!isObject(data) || Array.isArray(data)) throw new InputError(source, 'JSON', 'expected an object with people, capacity and torch');
  const record = data;
  const unknown = Object.keys(record).find((key) => !bridgeKeys.includes(key));
  if (unknown) throw new InputError(source, `key '${unknown}'`, `unknown key; expected one of: ${bridgeKeys.join(', ')}`);
  if (!Array.isArray(record.people)) throw new InputError(source, "key 'people'", 'expected a list of {"name", "minutes"}');
  const people = record.people.map((entry: unknown, index): Walker => {
    const walker: Record<string, unknown> = isObject(entry) ? entry : {};
    const name = typeof walker.name === 'string' && walker.name.trim() !== '' ? walker.name.trim() : letterName(index);
    return { name, minutes: wholeNumber(walker.minutes, source, `people[${index}].minutes`, `the minutes of ${name}`, 1, undefined, minutesLimit) };
  });
  return checkPuzzle(
    {
      people,
      capacity: record.capacity === undefined ? 2 : wholeNumber(record.capacity, source, "key 'capacity'", 'the number of people the bridge holds', 1),
      torch: wholeNumber(record.torch, source, "key 'torch'", "the torch's minutes", 0, undefined, minutesLimit),
    },
    source,
    "key 'people'",
  );
}

export function parseBridge(text: string, source: string): BridgePuzzle {
  return text.trimStart().startsWith('{') ? parseBridgeJson(text, source) : parseBridgeText(text, source);
}

export function formatBridge(puzzle: BridgePuzzle, format: 'text' | 'json' = 'text'): string {
  if (format === 'json') return `${JSON.stringify(puzzle, null, 2)}\n`;
  return [
    `people: ${puzzle.people.map((walker) => `${walker.name} ${walker.minutes}`).join(', ')}`,
    `capacity: ${puzzle.capacity}`,
    `torch: ${puzzle.torch}`,
    '',
  ].join('\n');
}

/** Conservative: a text file with both a `people:` and a `torch:` line, or JSON with those keys. */
export function looksLikeBridge(text: string): boolean {
  if (text.trimStart().startsWith('{')) return /"torch"\s*:/.test(text) && /"people"\s*:/.test(text);
  return /^\s*torch\s*:/im.test(text) && /^\s*people\s*:/im.test(text);
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeBridge,
};
