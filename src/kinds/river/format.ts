// River-crossing files: a `river:` line names the story (farmer or missionaries), which has its
// own keys; the same as JSON. Reading checks what a person could get wrong and says where.
import { InputError } from '../../errors.ts';
import { parseJsonText } from '../../format/json.ts';
import type { FarmerPuzzle, MissionariesPuzzle, RiverPuzzle } from './river.ts';
import { readSettings, wholeNumber } from '../../format/settings.ts';
import { isObject, isOneOf } from '../../narrow.ts';
import type { Detection } from '../../kind/kind.ts';

/** Each story's keys, and how it reads and writes them. */
interface StoryFormat<P extends RiverPuzzle> {
  keys: string[];
  fromSettings(value: (key: string) => { value: string; where: string } | undefined, source: string): P;
  fromJson(record: Record<string, unknown>, source: string): P;
  toText(puzzle: P): string[];
}

/** Missionaries and cannibals are counted, not told apart: 30 of them make a few hundred states. */
const maxTravellers = 30;
/**
 * A farmer's items are told apart: the states double with each. With 12, searching every state
 * takes at most 2.2 s whatever the boat carries (measured); with 14 and a boat for 7, 21 s, and
 * 20 items ran the search out of time.
 */
const maxItems = 12;
const wordsOf = (text: string) =>
  text
    .split(/\s+|\bwith\b|\+|&/)
    .map((word) => word.trim())
    .filter((word) => word !== '' && word !== 'with');

function checkFarmer(puzzle: FarmerPuzzle, source: string, where: (key: string) => string): FarmerPuzzle {
  if (puzzle.items.length === 0) throw new InputError(source, where('items'), 'expected at least one item');
  if (puzzle.items.length > maxItems)
    throw new InputError(source, where('items'), `expected at most ${maxItems} items, found ${puzzle.items.length} (the size limit of this workbench)`);
  const twice = puzzle.items.find((item, index) => puzzle.items.indexOf(item) !== index || item === 'farmer');
  if (twice) throw new InputError(source, where('items'), `expected distinct item names other than 'farmer'; found '${twice}' again`);
  for (const pair of puzzle.forbidden) {
    const stranger = pair.find((item) => !puzzle.items.includes(item));
    if (stranger) throw new InputError(source, where('forbidden'), `'${stranger}' is not among the items (${puzzle.items.join(', ')})`);
    if (pair[0] === pair[1]) throw new InputError(source, where('forbidden'), `expected two different items; found '${pair[0]}' with itself`);
  }
  return puzzle;
}

const farmer: StoryFormat<FarmerPuzzle> = {
  keys: ['river', 'items', 'carries', 'forbidden'],
  fromSettings(value, source) {
    const items = value('items');
    if (!items) throw new InputError(source, 'end of file', "expected an 'items:' line, like 'items: wolf, goat, cabbage'");
    const carries = value('carries');
    const forbidden = value('forbidden');
    // No 'forbidden:' line: no pair is forbidden.
    const pairs =
      forbidden === undefined
        ? []
        : forbidden.value
            .split(',')
            .filter((entry) => entry.trim() !== '')
            .map((entry): [string, string] => {
              const names = wordsOf(entry);
              if (names.length !== 2)
                throw new InputError(source, forbidden.where, `expected pairs like 'wolf with goat', separated by commas; found '${entry.trim()}'`);
              return [names[0], names[1]];
            });
    return checkFarmer(
      {
        river: 'farmer',
        items: items.value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
        carries: carries ? wholeNumber(carries.value, source, carries.where, 'the items the boat carries beside the farmer', 1) : 1,
        forbidden: pairs,
      },
      source,
      (key) => value(key)?.where ?? 'end of file',
    );
  },
  fromJson(record, source) {
    const strings = (list: unknown, key: string): string[] => {
      if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) throw new InputError(source, `key '${key}'`, 'expected a list of names');
      return list.map((item: string) => item.trim());
    };
    const forbidden = record.forbidden ?? [];
    if (!Array.isArray(forbidden)) throw new InputError(source, "key 'forbidden'", 'expected a list of pairs of items');
    return checkFarmer(
      {
        river: 'farmer',
        items: strings(record.items, 'items'),
        carries: record.carries === undefined ? 1 : wholeNumber(record.carries, source, "key 'carries'", 'the items the boat carries beside the farmer', 1),
        forbidden: forbidden.map((pair, index): [string, string] => {
          const names = strings(pair, `forbidden[${index}]`);
          if (names.length !== 2) throw new InputError(source, `forbidden[${index}]`, 'expected a pair of two items');
          return [names[0], names[1]];
        }),
      },
      source,
      (key) => `key '${key}'`,
    );
  },
  toText: (puzzle) => [
    `items: ${puzzle.items.join(', ')}`,
    `carries: ${puzzle.carries}`,
    ...(puzzle.forbidden.length > 0 ? [`forbidden: ${puzzle.forbidden.map((pair) => pair.join(' with ')).join(', ')}`] : []),
  ],
};

function checkMissionaries(puzzle: MissionariesPuzzle, source: string, where: string): MissionariesPuzzle {
  // Added as bigints: two counts near 2^53 would round in the message.
  const travellers = BigInt(puzzle.missionaries) + BigInt(puzzle.cannibals);
  if (travellers === 0n || travellers > maxTravellers)
    throw new InputError(source, where, `expected 1 to ${maxTravellers} travellers in all; found ${travellers}`);
  return puzzle;
}

const missionaries: StoryFormat<MissionariesPuzzle> = {
  keys: ['river', 'missionaries', 'cannibals', 'boat'],
  fromSettings(value, source) {
    const count = (key: string, what: string, least: number, otherwise?: number) => {
      const setting = value(key);
      if (setting) return wholeNumber(setting.value, source, setting.where, what, least);
      if (otherwise === undefined) throw new InputError(source, 'end of file', `expected a '${key}:' line giving ${what}`);
      return otherwise;
    };
    return checkMissionaries(
      {
        river: 'missionaries',
        missionaries: count('missionaries', 'the number of missionaries', 0),
        cannibals: count('cannibals', 'the number of cannibals', 0),
        boat: count('boat', 'the seats in the boat', 1, 2),
      },
      source,
      value('missionaries')?.where ?? 'end of file',
    );
  },
  fromJson: (record, source) =>
    checkMissionaries(
      {
        river: 'missionaries',
        missionaries: wholeNumber(record.missionaries, source, "key 'missionaries'", 'the number of missionaries', 0),
        cannibals: wholeNumber(record.cannibals, source, "key 'cannibals'", 'the number of cannibals', 0),
        boat: record.boat === undefined ? 2 : wholeNumber(record.boat, source, "key 'boat'", 'the seats in the boat', 1),
      },
      source,
      "key 'missionaries'",
    ),
  toText: (puzzle) => [`missionaries: ${puzzle.missionaries}`, `cannibals: ${puzzle.cannibals}`, `boat: ${puzzle.boat}`],
};

const stories: { [K in RiverPuzzle['river']]: StoryFormat<Extract<RiverPuzzle, { river: K }>> } = { farmer, missionaries };
const storyText = (puzzle: RiverPuzzle) => (puzzle.river === 'farmer' ? farmer.toText(puzzle) : missionaries.toText(puzzle));
const RIVERS = Object.keys(stories).filter((river): river is RiverPuzzle['river'] => river in stories);
const storyNames = RIVERS.join(' or ');

// --- Formats --------------------------------------------------------------------------------
//
//   river: farmer                      river: missionaries
//   items: wolf, goat, cabbage         missionaries: 3
//   carries: 1                         cannibals: 3
//   forbidden: wolf with goat, goat with cabbage   boat: 2
//
// or the same as JSON: {"river": "farmer", "items": [...], "carries": 1, "forbidden": [["wolf", "goat"], ...]}

function storyNamed(name: unknown, source: string, where: string): (typeof stories)[RiverPuzzle['river']] {
  const river = String(name).trim();
  const story = isOneOf(RIVERS, river) ? stories[river] : undefined;
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
    if (!story.keys.includes(key))
      throw new InputError(source, `line ${setting.line}`, `'${key}' is not a key of a ${river.value} puzzle; expected one of: ${story.keys.join(', ')}`);
  }
  return story.fromSettings((key) => {
    const setting = settings.get(key);
    return setting && { value: setting.value, where: `line ${setting.line}` };
  }, source);
}

function parseRiverJson(text: string, source: string): RiverPuzzle {
  const data = parseJsonText(text, source);
  if (!isObject(data) || Array.isArray(data)) throw new InputError(source, 'JSON', `expected an object with a "river" key (${storyNames})`);
  const record = data;
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
  return [`river: ${puzzle.river}`, ...storyText(puzzle), ''].join('\n');
}

/** Conservative: a `river: farmer|missionaries` line, or JSON whose "river" is one of those. */
export function looksLikeRiver(text: string): boolean {
  const names = Object.keys(stories).join('|');
  if (text.trimStart().startsWith('{')) return new RegExp(`"river"\\s*:\\s*"(${names})"`).test(text);
  return new RegExp(`^\\s*river\\s*:\\s*(${names})\\s*(#.*)?$`, 'im').test(text);
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeRiver,
};
