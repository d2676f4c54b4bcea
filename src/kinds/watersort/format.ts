// Water sort level files, in a text form a person can type and a JSON form (puzzles/watersort/FORMAT.md):
//
//   # water sort level 20          comments start with '#', anywhere on a line
//   rules: water                   water | ball (default water)
//   capacity: 4                    2..8 (default: the number of units of each colour)
//   colours: red blue green        optional; fixes the colour order and catches typos
//   order: bottom-to-top           or top-to-bottom: which end of a tube line is listed first
//   red red blue green             one tube per line, colour names separated by spaces,
//   blue, green, red, blue         or by commas (then names may hold spaces: "not green")
//   -                              a dash is an empty tube
//
// JSON: { "rules": "water", "capacity": 4, "tubes": [["Blue", "Red"], []] } with tubes bottom to
// top, or a bare array of tubes. Colour names match ignoring case, spaces, '-' and '_'. Levels
// from games often number their colours: `1 3 2 1`, ["1", "3"] and [1, 3] are colour names too.
import { InputError } from '../../errors.ts';
import { parseCount } from '../../format/numbers.ts';
import { parseJsonText } from '../../format/json.ts';
import { CAPACITY_RANGE, MAX_COLOURS, MAX_TUBES, type SortLevel, type SortRules } from './watersort.ts';
import { isObject, isOneOf } from '../../narrow.ts';
import type { Detection } from '../../kind/kind.ts';

const RULES: readonly SortRules[] = ['water', 'ball'];
const ORDERS = ['bottom-to-top', 'top-to-bottom'] as const;
const TEXT_KEYS = ['rules', 'capacity', 'colours', 'colors', 'order'];
const JSON_KEYS = ['rules', 'capacity', 'colours', 'colors', 'order', 'tubes'];
const HEADER = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/;
const COLOUR_NAME = /^[A-Za-z0-9][\w' -]*$/;
/** A name made of digits only: a colour number, as games write them. */
const NUMBERED = /^\d/;

/** A unit's colour as written, and where (for error messages). */
interface Unit {
  name: string;
  position: string;
}

/** What a file says, before the colours are numbered and the counts checked. */
interface Draft {
  rules?: string;
  rulesAt?: string;
  capacity?: number;
  capacityAt?: string;
  colours?: Unit[];
  topFirst: boolean;
  tubes: { units: Unit[]; position: string }[];
}

const colourId = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const stripComment = (line: string) => line.replace(/#.*$/, '').trim();

/** Reads a level from text or JSON (whichever it is). Throws InputError naming source and position. */
export function parseSortLevel(text: string, source: string): SortLevel {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new InputError(source, 'line 1', 'expected a water sort level, found an empty file');
  const draft = /^\s*[[{]/.test(body) ? readJson(body, source) : readText(body, source);
  return settle(draft, source);
}

/** Splits a tube or colours line into names: by commas when there are any, else by spaces. */
function names(content: string, position: string, source: string): Unit[] {
  const tokens = content.includes(',') ? content.split(',').map((token) => token.trim().replace(/\s+/g, ' ')) : content.split(/\s+/);
  // A trailing comma lets a single name hold spaces ("not green,").
  if (tokens.length > 1 && tokens[tokens.length - 1] === '') tokens.pop();
  return tokens.map((name, index) => {
    const at = `${position}, unit ${index + 1}`;
    if (!COLOUR_NAME.test(name)) {
      throw new InputError(source, at, `expected a colour name (a word starting with a letter or digit), found '${name || '(nothing)'}'`);
    }
    return { name, position: at };
  });
}

function readText(text: string, source: string): Draft {
  const draft: Draft = { topFirst: false, tubes: [] };
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const position = `line ${index + 1}`;
    const line = stripComment(raw);
    if (line === '') return;
    const header = HEADER.exec(line);
    if (header === null) {
      draft.tubes.push({ units: line === '-' ? [] : names(line, position, source), position });
      return;
    }
    const key = header[1].toLowerCase();
    const value = header[2].trim();
    if (!TEXT_KEYS.includes(key)) {
      throw new InputError(source, position, `unknown setting '${header[1]}', expected one of: rules, capacity, colours, order`);
    }
    const canonical = key === 'colors' ? 'colours' : key;
    if (seen.has(canonical)) throw new InputError(source, position, `'${canonical}' is given twice`);
    seen.add(canonical);
    if (canonical === 'rules') Object.assign(draft, { rules: value, rulesAt: position });
    if (canonical === 'capacity') Object.assign(draft, { capacity: parseCount(value, source, position, 'a capacity (a whole number)'), capacityAt: position });
    if (canonical === 'colours') draft.colours = names(value, position, source);
    if (canonical === 'order') draft.topFirst = orderIsTopFirst(value, source, position);
  });
  if (draft.tubes.length === 0) throw new InputError(source, 'end of file', 'expected at least one tube line (a dash for an empty tube)');
  return draft;
}

function orderIsTopFirst(value: string, source: string, position: string): boolean {
  const order = value.toLowerCase();
  if (order !== ORDERS[0] && order !== ORDERS[1]) {
    throw new InputError(source, position, `expected order ${ORDERS.join(' or ')}, found '${value}'`);
  }
  return order === 'top-to-bottom';
}

function readJson(text: string, source: string): Draft {
  const data = parseJsonText(text, source);
  const object = Array.isArray(data) ? { tubes: data } : data;
  if (!isObject(object)) throw new InputError(source, 'top level', 'expected an object with "tubes" or an array of tubes');
  for (const key of Object.keys(object)) {
    if (!JSON_KEYS.includes(key)) throw new InputError(source, `key "${key}"`, `unknown key, expected one of: ${JSON_KEYS.join(', ')}`);
  }
  const draft: Draft = { topFirst: false, tubes: [] };
  if (object.rules !== undefined) Object.assign(draft, { rules: String(object.rules), rulesAt: 'key "rules"' });
  if (object.capacity !== undefined) {
    draft.capacity = parseCount(String(object.capacity), source, 'key "capacity"', 'a capacity (a whole number)');
    draft.capacityAt = 'key "capacity"';
  }
  if (object.order !== undefined) draft.topFirst = orderIsTopFirst(String(object.order), source, 'key "order"');
  const declared = object.colours ?? object.colors;
  if (declared !== undefined) draft.colours = jsonNames(declared, 'key "colours"', source);
  if (!Array.isArray(object.tubes) || object.tubes.length === 0) {
    throw new InputError(source, 'key "tubes"', 'expected a non-empty array of tubes (arrays of colour names)');
  }
  draft.tubes = object.tubes.map((tube, index) => ({ units: jsonNames(tube, `tube ${index + 1}`, source), position: `tube ${index + 1}` }));
  return draft;
}

function jsonNames(list: unknown, position: string, source: string): Unit[] {
  if (!Array.isArray(list)) throw new InputError(source, position, `expected an array of colour names, found ${JSON.stringify(list)}`);
  return list.map((unit, index) => {
    const at = `${position}, unit ${index + 1}`;
    // A colour number written as a JSON number names the colour by its digits. A fraction or a
    // number past 2^53 has no exact digits to name it by.
    const name = typeof unit === 'number' && Number.isSafeInteger(unit) && unit >= 0 ? String(unit) : unit;
    if (typeof name !== 'string' || !COLOUR_NAME.test(name.trim())) {
      throw new InputError(source, at, `expected a colour name (a string starting with a letter or digit, or a whole number), found ${JSON.stringify(name)}`);
    }
    return { name: name.trim(), position: at };
  });
}

/** Numbers the colours and checks the rules, capacity, tube sizes and colour counts. */
function settle(draft: Draft, source: string): SortLevel {
  const rules = (draft.rules ?? 'water').toLowerCase();
  if (!isOneOf(RULES, rules)) {
    throw new InputError(source, draft.rulesAt ?? 'rules', `expected rules ${RULES.join(' or ')}, found '${draft.rules}'`);
  }
  const colours: string[] = [];
  const byId = new Map<string, number>();
  const firstSeen: string[] = [];
  for (const unit of draft.colours ?? []) {
    if (byId.has(colourId(unit.name))) throw new InputError(source, unit.position, `colour '${unit.name}' is listed twice`);
    if (colours.length === MAX_COLOURS) throw new InputError(source, unit.position, `expected at most ${MAX_COLOURS} colours; '${unit.name}' is one more`);
    byId.set(colourId(unit.name), colours.length);
    colours.push(unit.name);
    firstSeen.push(unit.position);
  }
  const counts = colours.map(() => 0);
  const tubes = draft.tubes.map(({ units }) => {
    const tube = units.map((unit) => {
      let colour = byId.get(colourId(unit.name));
      if (colour === undefined) {
        if (draft.colours !== undefined) {
          throw new InputError(source, unit.position, `unknown colour '${unit.name}', expected one of the colours: ${colours.join(', ')}`);
        }
        colour = colours.length;
        if (colour === MAX_COLOURS) throw new InputError(source, unit.position, `expected at most ${MAX_COLOURS} colours; '${unit.name}' is one more`);
        byId.set(colourId(unit.name), colour);
        colours.push(unit.name);
        firstSeen.push(unit.position);
        counts.push(0);
      }
      counts[colour]++;
      return colour;
    });
    return draft.topFirst ? tube.reverse() : tube;
  });
  if (draft.tubes.length > MAX_TUBES) {
    throw new InputError(
      source,
      draft.tubes[MAX_TUBES].position,
      `expected at most ${MAX_TUBES} tubes, found ${draft.tubes.length} (the size limit of this workbench)`,
    );
  }
  const capacity = draft.capacity ?? impliedCapacity(counts, colours, firstSeen, source);
  if (capacity < CAPACITY_RANGE.min || capacity > CAPACITY_RANGE.max) {
    throw new InputError(source, draft.capacityAt ?? 'capacity', `expected a capacity from ${CAPACITY_RANGE.min} to ${CAPACITY_RANGE.max}, found ${capacity}`);
  }
  draft.tubes.forEach(({ units, position }, index) => {
    if (units.length > capacity) {
      throw new InputError(source, position, `tube ${index + 1} holds ${units.length} units, more than the capacity ${capacity}`);
    }
  });
  counts.forEach((count, colour) => {
    if (count !== capacity) {
      throw new InputError(source, firstSeen[colour], `colour '${colours[colour]}' has ${count} units, expected ${capacity} (the capacity)`);
    }
  });
  return { rules, capacity, colours, tubes };
}

/** Without a capacity line, each colour's count is the capacity; they must agree. */
function impliedCapacity(counts: number[], colours: string[], firstSeen: string[], source: string): number {
  if (counts.length === 0) return 4;
  const mismatch = counts.findIndex((count) => count !== counts[0]);
  if (mismatch >= 0) {
    throw new InputError(
      source,
      firstSeen[mismatch],
      `colour '${colours[mismatch]}' has ${counts[mismatch]} units but '${colours[0]}' has ${counts[0]}; every colour needs exactly capacity units (add 'capacity: N')`,
    );
  }
  return counts[0];
}

/** The text form: settings, then one tube per line, bottom to top. Parses back to an equal level. */
export function formatSortLevelText(level: SortLevel): string {
  const spaced = level.colours.some((name) => /\s/.test(name));
  const list = (units: string[]) => (spaced ? units.join(', ') + (units.length === 1 ? ',' : '') : units.join(' '));
  const lines = [
    `rules: ${level.rules}`,
    `capacity: ${level.capacity}`,
    `colours: ${list(level.colours)}`,
    'order: bottom-to-top',
    ...level.tubes.map((tube) => (tube.length === 0 ? '-' : list(tube.map((colour) => level.colours[colour])))),
  ];
  return `${lines.join('\n')}\n`;
}

/** The JSON form, one tube per line, bottom to top. Parses back to an equal level. */
export function formatSortLevelJson(level: SortLevel): string {
  const tubes = level.tubes.map((tube) => `    ${JSON.stringify(tube.map((colour) => level.colours[colour]))}`);
  return [
    '{',
    `  "rules": ${JSON.stringify(level.rules)},`,
    `  "capacity": ${level.capacity},`,
    `  "colours": ${JSON.stringify(level.colours)},`,
    '  "tubes": [',
    tubes.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/**
 * True when the text looks like a sort level (to pick the kind when none is given). Conservative:
 * JSON with tubes of colour names; or text whose every line is a comment, a setting, a dash, or a
 * line of colour words; and one of this format's settings or a dash, or else a colour that repeats
 * and a line of several units (lines of single words may be something else's rows) and no colour
 * numbers (an Aquarium's clues and rows are numbers and words too).
 */
export function looksLikeSortLevel(text: string): boolean {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return false;
  if (/^[[{]/.test(body)) {
    try {
      // Through the shared parser: it refuses nesting deep enough to overflow the stack.
      const data = parseJsonText(body, '');
      const tubes = Array.isArray(data) ? data : isObject(data) ? data.tubes : undefined;
      const unit = (value: unknown) => typeof value === 'string' || typeof value === 'number';
      return Array.isArray(tubes) && tubes.length > 0 && tubes.every((tube) => Array.isArray(tube) && tube.every(unit));
    } catch {
      return false;
    }
  }
  let marked = false;
  const words = new Set<string>();
  let repeated = false;
  let severalUnits = false;
  let numbered = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = stripComment(raw);
    if (line === '') continue;
    const header = HEADER.exec(line);
    if (header !== null) {
      // A misspelt setting still leaves the tubes to tell, so that the parser can name the key.
      if (TEXT_KEYS.includes(header[1].toLowerCase())) marked = true;
      continue;
    }
    if (line === '-') {
      marked = true;
      continue;
    }
    const tokens = line.includes(',') ? line.split(',').map((token) => token.trim()) : line.split(/\s+/);
    if (tokens.length > 1 && tokens[tokens.length - 1] === '') tokens.pop();
    if (!tokens.every((token) => COLOUR_NAME.test(token))) return false;
    if (tokens.length > 1) severalUnits = true;
    if (tokens.some((token) => NUMBERED.test(token))) numbered = true;
    for (const token of tokens) {
      if (words.has(colourId(token))) repeated = true;
      words.add(colourId(token));
    }
  }
  // Numbers alone look like an Aquarium's clue lines: numbered colours need a setting or a dash.
  return words.size > 0 && (marked || (!numbered && repeated && severalUnits));
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeSortLevel,
};
