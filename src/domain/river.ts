// River crossing: ferry everyone across a river in a small boat, never leaving a bank in a state
// the story forbids. Two stories share one model of groups, seats and bank rules:
// - farmer: a farmer rows items across (wolf, goat, cabbage); some pairs may not be left alone
//   together without the farmer;
// - missionaries: missionaries and cannibals row themselves; cannibals may never outnumber the
//   missionaries on a bank where missionaries are.
// The bank rules are judged after each crossing, counting the boat's load on the bank it reached.
import { InputError } from './errors.ts';
import { readSettings, wholeNumber } from './bridge.ts';

export interface FarmerPuzzle {
  river: 'farmer';
  items: string[];
  /** Items the boat carries beside the farmer. */
  carries: number;
  /** Pairs of items that may not be left together without the farmer. */
  forbidden: [string, string][];
}

export interface MissionariesPuzzle {
  river: 'missionaries';
  missionaries: number;
  cannibals: number;
  /** Seats in the boat; at least one person rows. */
  boat: number;
}

export type RiverPuzzle = FarmerPuzzle | MissionariesPuzzle;

/** Travellers of one kind: interchangeable, so states count them. */
export interface Group {
  name: string;
  plural: string;
  count: number;
  /** Whether one of them can row the boat. */
  rows: boolean;
}

/**
 * A rule every bank must satisfy. `apart`: groups `pair` are never together without `guard`.
 * `outnumber`: where any of `victims` are, `threat` are no more than they.
 */
export type BankRule = { rule: 'apart'; pair: [number, number]; guard: number } | { rule: 'outnumber'; victims: number; threat: number };

export interface RiverRules {
  groups: Group[];
  /** Travellers in the boat at once, rower included. */
  seats: number;
  bankRules: BankRule[];
}

export type Direction = 'across' | 'back';

/** One crossing: how many of each group (in `riverRules` order) are aboard. */
export interface Ferry {
  direction: Direction;
  aboard: number[];
}

export interface RiverState {
  /** Travellers of each group on the near bank. */
  near: number[];
  boatFar: boolean;
}

/** Each story: its keys, how it reads and writes, its rules, and how it tells a crossing. */
interface Story<P extends RiverPuzzle> {
  keys: string[];
  fromSettings(value: (key: string) => { value: string; where: string } | undefined, source: string): P;
  fromJson(record: Record<string, unknown>, source: string): P;
  toText(puzzle: P): string[];
  rules(puzzle: P): RiverRules;
  describe(rules: RiverRules, move: Ferry): string;
}

const maxTravellers = 30;
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
const wordsOf = (text: string) => text.split(/\s+|\bwith\b|\+|&/).map((word) => word.trim()).filter((word) => word !== '' && word !== 'with');

function checkFarmer(puzzle: FarmerPuzzle, source: string, where: (key: string) => string): FarmerPuzzle {
  if (puzzle.items.length === 0) throw new InputError(source, where('items'), 'expected at least one item');
  if (puzzle.items.length > maxTravellers) throw new InputError(source, where('items'), `expected at most ${maxTravellers} items`);
  const twice = puzzle.items.find((item, index) => puzzle.items.indexOf(item) !== index || item === 'farmer');
  if (twice) throw new InputError(source, where('items'), `expected distinct item names other than 'farmer'; found '${twice}' again`);
  for (const pair of puzzle.forbidden) {
    const stranger = pair.find((item) => !puzzle.items.includes(item));
    if (stranger) throw new InputError(source, where('forbidden'), `'${stranger}' is not among the items (${puzzle.items.join(', ')})`);
    if (pair[0] === pair[1]) throw new InputError(source, where('forbidden'), `expected two different items; found '${pair[0]}' with itself`);
  }
  return puzzle;
}

const farmer: Story<FarmerPuzzle> = {
  keys: ['river', 'items', 'carries', 'forbidden'],
  fromSettings(value, source) {
    const items = value('items');
    if (!items) throw new InputError(source, 'end of file', "expected an 'items:' line, like 'items: wolf, goat, cabbage'");
    const carries = value('carries');
    const forbidden = value('forbidden');
    const pairs = (forbidden?.value ?? '').split(',').filter((entry) => entry.trim() !== '').map((entry): [string, string] => {
      const names = wordsOf(entry);
      if (names.length !== 2) throw new InputError(source, forbidden!.where, `expected pairs like 'wolf with goat', separated by commas; found '${entry.trim()}'`);
      return [names[0], names[1]];
    });
    return checkFarmer({
      river: 'farmer',
      items: items.value.split(',').map((item) => item.trim()).filter(Boolean),
      carries: carries ? wholeNumber(carries.value, source, carries.where, 'the items the boat carries beside the farmer', 1) : 1,
      forbidden: pairs,
    }, source, (key) => value(key)?.where ?? 'end of file');
  },
  fromJson(record, source) {
    const strings = (list: unknown, key: string): string[] => {
      if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) throw new InputError(source, `key '${key}'`, 'expected a list of names');
      return list.map((item: string) => item.trim());
    };
    const forbidden = (record.forbidden ?? []) as unknown[];
    if (!Array.isArray(forbidden)) throw new InputError(source, "key 'forbidden'", 'expected a list of pairs of items');
    return checkFarmer({
      river: 'farmer',
      items: strings(record.items, 'items'),
      carries: record.carries === undefined ? 1 : wholeNumber(record.carries, source, "key 'carries'", 'the items the boat carries beside the farmer', 1),
      forbidden: forbidden.map((pair, index) => {
        const names = strings(pair, `forbidden[${index}]`);
        if (names.length !== 2) throw new InputError(source, `forbidden[${index}]`, 'expected a pair of two items');
        return [names[0], names[1]] as [string, string];
      }),
    }, source, (key) => `key '${key}'`);
  },
  toText: (puzzle) => [
    `items: ${puzzle.items.join(', ')}`,
    `carries: ${puzzle.carries}`,
    ...(puzzle.forbidden.length > 0 ? [`forbidden: ${puzzle.forbidden.map((pair) => pair.join(' with ')).join(', ')}`] : []),
  ],
  rules: (puzzle) => ({
    groups: [
      { name: 'farmer', plural: 'farmers', count: 1, rows: true },
      ...puzzle.items.map((item) => ({ name: item, plural: item, count: 1, rows: false })),
    ],
    seats: puzzle.carries + 1,
    bankRules: puzzle.forbidden.map((pair) => ({
      rule: 'apart', guard: 0, pair: [1 + puzzle.items.indexOf(pair[0]), 1 + puzzle.items.indexOf(pair[1])] as [number, number],
    })),
  }),
  describe(rules, move) {
    const cargo = rules.groups.slice(1).filter((_, index) => move.aboard[index + 1] > 0).map((group) => group.name);
    if (cargo.length === 0) return move.direction === 'across' ? 'Boat crosses empty' : 'Boat returns empty';
    return move.direction === 'across' ? `Boat takes ${listed(cargo)} across` : `Boat brings ${listed(cargo)} back`;
  },
};

function checkMissionaries(puzzle: MissionariesPuzzle, source: string, where: string): MissionariesPuzzle {
  const travellers = puzzle.missionaries + puzzle.cannibals;
  if (travellers === 0 || travellers > maxTravellers) throw new InputError(source, where, `expected 1 to ${maxTravellers} travellers in all; found ${travellers}`);
  return puzzle;
}

const missionaries: Story<MissionariesPuzzle> = {
  keys: ['river', 'missionaries', 'cannibals', 'boat'],
  fromSettings(value, source) {
    const count = (key: string, what: string, least: number, otherwise?: number) => {
      const setting = value(key);
      if (!setting && otherwise === undefined) throw new InputError(source, 'end of file', `expected a '${key}:' line giving ${what}`);
      return setting ? wholeNumber(setting.value, source, setting.where, what, least) : otherwise!;
    };
    return checkMissionaries({
      river: 'missionaries',
      missionaries: count('missionaries', 'the number of missionaries', 0),
      cannibals: count('cannibals', 'the number of cannibals', 0),
      boat: count('boat', 'the seats in the boat', 1, 2),
    }, source, value('missionaries')!.where);
  },
  fromJson: (record, source) => checkMissionaries({
    river: 'missionaries',
    missionaries: wholeNumber(record.missionaries, source, "key 'missionaries'", 'the number of missionaries', 0),
    cannibals: wholeNumber(record.cannibals, source, "key 'cannibals'", 'the number of cannibals', 0),
    boat: record.boat === undefined ? 2 : wholeNumber(record.boat, source, "key 'boat'", 'the seats in the boat', 1),
  }, source, "key 'missionaries'"),
  toText: (puzzle) => [`missionaries: ${puzzle.missionaries}`, `cannibals: ${puzzle.cannibals}`, `boat: ${puzzle.boat}`],
  rules: (puzzle) => ({
    groups: [
      { name: 'missionary', plural: 'missionaries', count: puzzle.missionaries, rows: true },
      { name: 'cannibal', plural: 'cannibals', count: puzzle.cannibals, rows: true },
    ],
    seats: puzzle.boat,
    bankRules: [{ rule: 'outnumber', victims: 0, threat: 1 }],
  }),
  describe(rules, move) {
    const people = rules.groups.flatMap((group, index) => {
      const count = move.aboard[index];
      return count > 0 ? [`${count} ${count === 1 ? group.name : group.plural}`] : [];
    });
    const alone = move.aboard.reduce((sum, count) => sum + count, 0) === 1;
    return `${listed(people)} ${move.direction === 'across' ? (alone ? 'crosses' : 'cross') : alone ? 'returns' : 'return'}`;
  },
};

const stories: { [K in RiverPuzzle['river']]: Story<Extract<RiverPuzzle, { river: K }>> } = { farmer, missionaries };
const storyOf = <P extends RiverPuzzle>(puzzle: P) => stories[puzzle.river] as unknown as Story<P>;
const storyNames = Object.keys(stories).join(' or ');

export const riverRules = (puzzle: RiverPuzzle): RiverRules => storyOf(puzzle).rules(puzzle);

// --- Formats --------------------------------------------------------------------------------
//
//   river: farmer                      river: missionaries
//   items: wolf, goat, cabbage         missionaries: 3
//   carries: 1                         cannibals: 3
//   forbidden: wolf with goat, goat with cabbage   boat: 2
//
// or the same as JSON: {"river": "farmer", "items": [...], "carries": 1, "forbidden": [["wolf", "goat"], ...]}

function storyNamed(name: unknown, source: string, where: string): Story<RiverPuzzle> {
  const story = stories[String(name).trim() as RiverPuzzle['river']] as Story<RiverPuzzle> | undefined;
  if (!story) throw new InputError(source, where, `expected the river puzzle to be ${storyNames}; found '${String(name ?? '').trim()}'`);
  return story;
}

function parseRiverText(text: string, source: string): RiverPuzzle {
  const allKeys = [...new Set(Object.values(stories).flatMap((story) => story.keys))];
  const settings = readSettings(text, source, allKeys);
  const river = settings.get('river');
  if (!river) throw new InputError(source, 'line 1', `expected a 'river:' line naming the puzzle (${storyNames})`);
  const story = storyNamed(river.value, source, `line ${river.line}`);
  for (const [key, setting] of settings) {
    if (!story.keys.includes(key)) throw new InputError(source, `line ${setting.line}`, `'${key}' is not a key of a ${river.value} puzzle; expected one of: ${story.keys.join(', ')}`);
  }
  return story.fromSettings((key) => {
    const setting = settings.get(key);
    return setting && { value: setting.value, where: `line ${setting.line}` };
  }, source);
}

function parseRiverJson(text: string, source: string): RiverPuzzle {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(source, 'JSON', `expected valid JSON (${error instanceof Error ? error.message : error})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new InputError(source, 'JSON', `expected an object with a "river" key (${storyNames})`);
  const record = data as Record<string, unknown>;
  const story = storyNamed(record.river, source, "key 'river'");
  const unknown = Object.keys(record).find((key) => !story.keys.includes(key));
  if (unknown) throw new InputError(source, `key '${unknown}'`, `unknown key; expected one of: ${story.keys.join(', ')}`);
  return story.fromJson(record, source);
}

export function parseRiver(text: string, source: string): RiverPuzzle {
  return text.trimStart().startsWith('{') ? parseRiverJson(text, source) : parseRiverText(text, source);
}

export function formatRiver(puzzle: RiverPuzzle, format: 'text' | 'json' = 'text'): string {
  if (format === 'json') return `${JSON.stringify(puzzle, null, 2)}\n`;
  return [`river: ${puzzle.river}`, ...storyOf(puzzle).toText(puzzle), ''].join('\n');
}

/** Conservative: a `river: farmer|missionaries` line, or JSON whose "river" is one of those. */
export function looksLikeRiver(text: string): boolean {
  const names = Object.keys(stories).join('|');
  if (text.trimStart().startsWith('{')) return new RegExp(`"river"\\s*:\\s*"(${names})"`).test(text);
  return new RegExp(`^\\s*river\\s*:\\s*(${names})\\s*(#.*)?$`, 'im').test(text);
}

// --- Simulator ------------------------------------------------------------------------------

export const riverStart = (rules: RiverRules): RiverState => ({ near: rules.groups.map((group) => group.count), boatFar: false });

export const allAcross = (state: RiverState): boolean => state.near.every((count) => count === 0);

/** The first bank rule a state breaks, in words, or undefined when both banks are safe. */
export function unsafeBank(rules: RiverRules, state: RiverState): string | undefined {
  const banks = [
    { bank: 'near bank', count: state.near },
    { bank: 'far bank', count: state.near.map((near, group) => rules.groups[group].count - near) },
  ];
  for (const { bank, count } of banks) {
    for (const rule of rules.bankRules) {
      const name = (group: number) => (count[group] === 1 ? rules.groups[group].name : rules.groups[group].plural);
      if (rule.rule === 'apart' && count[rule.pair[0]] > 0 && count[rule.pair[1]] > 0 && count[rule.guard] === 0) {
        return `the ${name(rule.pair[0])} and the ${name(rule.pair[1])} are left on the ${bank} without the ${rules.groups[rule.guard].name}`;
      }
      if (rule.rule === 'outnumber' && count[rule.victims] > 0 && count[rule.threat] > count[rule.victims]) {
        return `${count[rule.threat]} ${name(rule.threat)} outnumber ${count[rule.victims]} ${name(rule.victims)} on the ${bank}`;
      }
    }
  }
  return undefined;
}

/** Applies one crossing (boat load and rowers, not the bank rules), or says why it is not allowed. */
export function ferry(rules: RiverRules, state: RiverState, move: Ferry): RiverState | string {
  const direction: Direction = state.boatFar ? 'back' : 'across';
  if (move.direction !== direction) return `the boat is on the ${state.boatFar ? 'far' : 'near'} bank, so this move must go ${direction}`;
  if (move.aboard.length !== rules.groups.length || move.aboard.some((count) => !Number.isInteger(count) || count < 0)) return 'the load is not a count per group';
  const load = move.aboard.reduce((sum, count) => sum + count, 0);
  if (load > rules.seats) return `${load} aboard a boat for ${rules.seats}`;
  if (!move.aboard.some((count, group) => count > 0 && rules.groups[group].rows)) return 'nobody aboard can row';
  const near = state.near.map((count, group) => count + (state.boatFar ? move.aboard[group] : -move.aboard[group]));
  const short = near.findIndex((count, group) => count < 0 || count > rules.groups[group].count);
  if (short >= 0) return `not enough ${rules.groups[short].plural} on the ${state.boatFar ? 'far' : 'near'} bank`;
  return { near, boatFar: !state.boatFar };
}

/** Why a plan fails (empty when everyone is across), naming the move where it breaks. */
export function checkRiverPlan(puzzle: RiverPuzzle, plan: Ferry[]): string[] {
  const rules = riverRules(puzzle);
  let state = riverStart(rules);
  const unsafeAtStart = unsafeBank(rules, state);
  if (unsafeAtStart) return [`before the first move: ${unsafeAtStart}`];
  for (const [index, move] of plan.entries()) {
    const next = ferry(rules, state, move);
    if (typeof next === 'string') return [`move ${index + 1}: ${next}`];
    const unsafe = unsafeBank(rules, next);
    if (unsafe) return [`move ${index + 1}: ${unsafe}`];
    state = next;
  }
  const behind = rules.groups.flatMap((group, index) => {
    const count = state.near[index];
    return count === 0 ? [] : [count === 1 && group.count === 1 ? `the ${group.name}` : `${count} ${count === 1 ? group.name : group.plural}`];
  });
  return behind.length > 0 ? [`after ${plan.length} moves: ${listed(behind)} still on the near bank`] : [];
}

/** Every load the boat may carry from a state: within the seats, with a rower (bank rules not judged). */
export function possibleFerries(rules: RiverRules, state: RiverState): Ferry[] {
  const direction: Direction = state.boatFar ? 'back' : 'across';
  const here = state.near.map((near, group) => (state.boatFar ? rules.groups[group].count - near : near));
  const loads: number[][] = [];
  const extend = (load: number[], seatsLeft: number) => {
    if (load.length === here.length) {
      if (load.some((count, group) => count > 0 && rules.groups[group].rows)) loads.push(load);
      return;
    }
    for (let count = 0; count <= Math.min(here[load.length], seatsLeft); count++) extend([...load, count], seatsLeft - count);
  };
  extend([], rules.seats);
  return loads.map((aboard) => ({ direction, aboard }));
}

/** Bank arrangements where both banks are safe, times the two boat sides: a bound on any shortest plan's states. */
export function safeStates(rules: RiverRules): number {
  let safe = 0;
  const visit = (near: number[]) => {
    if (near.length === rules.groups.length) {
      if (!unsafeBank(rules, { near, boatFar: false })) safe++;
      return;
    }
    for (let count = 0; count <= rules.groups[near.length].count; count++) visit([...near, count]);
  };
  visit([]);
  return 2 * safe;
}

/** "1. Boat takes goat across", "2. 1 missionary and 1 cannibal cross". */
export function describeFerry(puzzle: RiverPuzzle, move: Ferry, index: number): string {
  return `${index + 1}. ${storyOf(puzzle).describe(riverRules(puzzle), move)}`;
}
