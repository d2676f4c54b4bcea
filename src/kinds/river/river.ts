// River crossing: ferry everyone across a river in a small boat, never leaving a bank in a state
// the story forbids. Two stories share one model of groups, seats and bank rules:
// - farmer: a farmer rows items across (wolf, goat, cabbage); some pairs may not be left alone
//   together without the farmer;
// - missionaries: missionaries and cannibals row themselves; cannibals may never outnumber the
//   missionaries on a bank where missionaries are.
// The bank rules are judged after each crossing, counting the boat's load on the bank it reached.

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

/** How each story sets up the groups and bank rules, and tells a crossing. */
interface Telling<P extends RiverPuzzle> {
  rules(puzzle: P): RiverRules;
  describe(rules: RiverRules, move: Ferry): string;
}

const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

const farmer: Telling<FarmerPuzzle> = {
  rules: (puzzle) => ({
    groups: [{ name: 'farmer', plural: 'farmers', count: 1, rows: true }, ...puzzle.items.map((item) => ({ name: item, plural: item, count: 1, rows: false }))],
    seats: puzzle.carries + 1,
    bankRules: puzzle.forbidden.map(
      (pair): BankRule => ({
        rule: 'apart',
        guard: 0,
        pair: [1 + puzzle.items.indexOf(pair[0]), 1 + puzzle.items.indexOf(pair[1])],
      }),
    ),
  }),
  describe(rules, move) {
    const cargo = rules.groups
      .slice(1)
      .filter((_, index) => move.aboard[index + 1] > 0)
      .map((group) => group.name);
    if (cargo.length === 0) return move.direction === 'across' ? 'Boat crosses empty' : 'Boat returns empty';
    return move.direction === 'across' ? `Boat takes ${listed(cargo)} across` : `Boat brings ${listed(cargo)} back`;
  },
};

const missionaries: Telling<MissionariesPuzzle> = {
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

const tellings: { [K in RiverPuzzle['river']]: Telling<Extract<RiverPuzzle, { river: K }>> } = { farmer, missionaries };

export const riverRules = (puzzle: RiverPuzzle): RiverRules => (puzzle.river === 'farmer' ? farmer.rules(puzzle) : missionaries.rules(puzzle));

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
  if (move.aboard.length !== rules.groups.length || move.aboard.some((count) => !Number.isInteger(count) || count < 0))
    return 'the load is not a count per group';
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

/**
 * Bank arrangements where both banks are safe, times the two boat sides: a bound on any shortest
 * plan's states. Past a million arrangements (20 farmer's items and more) they are not judged one
 * by one, which took minutes: every arrangement counts, a larger bound that is still sound.
 */
export function safeStates(rules: RiverRules, judged = 2 ** 20): number {
  const arrangements = rules.groups.reduce((product, group) => product * (group.count + 1), 1);
  if (arrangements > judged) return 2 * arrangements;
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

/** How many of each kind are on each bank after each move, one line per state, for --show. */
export function banksAfterEachMove(puzzle: RiverPuzzle, plan: Ferry[]): string {
  const rules = riverRules(puzzle);
  const lines: string[] = [];
  let state: RiverState | string = riverStart(rules);
  for (let index = 0; index <= plan.length && typeof state !== 'string'; index++) {
    const near = state.near;
    const bank = (counts: number[], boat: boolean) =>
      [
        ...rules.groups.flatMap((group, kind) =>
          counts[kind] > 0 ? [group.count === 1 ? group.name : `${counts[kind]} ${counts[kind] === 1 ? group.name : group.plural}`] : [],
        ),
        ...(boat ? ['(boat)'] : []),
      ].join(', ') || '-';
    const far = near.map((count, kind) => rules.groups[kind].count - count);
    lines.push(`${index === 0 ? 'start' : `after ${index}`}: ${bank(near, !state.boatFar)} | ${bank(far, state.boatFar)}`);
    if (index < plan.length) state = ferry(rules, state, plan[index]);
  }
  return `${lines.join('\n')}\n`;
}

/** "1. Boat takes goat across", "2. 1 missionary and 1 cannibal cross". */
export function describeFerry(puzzle: RiverPuzzle, move: Ferry, index: number): string {
  return `${index + 1}. ${tellings[puzzle.river].describe(riverRules(puzzle), move)}`;
}
