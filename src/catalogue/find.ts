// Which kind an input is, loading no more of the catalogue than it takes: every kind's detection
// (in its format module), then the one kind found. Whatever is not plainly one built-in kind
// (plugins, no kind or several, a task with a slip) goes to kindOf (detect.ts) over the whole
// catalogue, so its answers and its messages are kindOf's own.
import { looksLikeJson, parseJsonText } from '../format/json.ts';
import { recogniseTasks } from '../kind/input.ts';
import type { Detection, Flags, Input, Kind } from '../kind/kind.ts';
import { shelf } from './shelf.ts';

type Id = keyof typeof shelf;
const shelved = (id: string): id is Id => Object.hasOwn(shelf, id);

let loaded: Promise<[Id, Detection][]> | undefined;
let pluginsAdded = false;

/**
 * A plugin has added kinds or encodings to the whole catalogue (plugins.ts, as it registers one):
 * from then on only the whole catalogue (kindOf, its registry) sees every kind.
 */
export const pluginAdded = () => void (pluginsAdded = true);

/**
 * Loads every kind's detection, and recognises a task string given in place of a file as the
 * whole catalogue would (readInput asks before any kind is chosen; a plugin's kinds are in the
 * whole catalogue only, which recognises their task strings itself).
 */
function recogniseBuiltInTasks(): Promise<[Id, Detection][]> {
  loaded ??= Promise.all((Object.keys(shelf) as Id[]).map(async (id): Promise<[Id, Detection]> => [id, await shelf[id].detection()])).then((all) => {
    recogniseTasks((text) => all.some(([, detection]) => detection.detect(text)));
    return all;
  });
  return loaded;
}

/**
 * Reads an input (readInput, or a line of a batch) and tells its kind as kindOf would: by --kind, or
 * the one kind whose detection takes the text. Plugins must be loaded before.
 */
export async function readKind(read: () => Input, flags: Flags): Promise<{ input: Input; kind: Kind }> {
  await recogniseBuiltInTasks();
  const input = read();
  return { input, kind: pluginsAdded ? (await import('./detect.ts')).kindOf(input, flags) : await findKind(input, flags) };
}

/**
 * The kind of this id: a built-in one alone, or from the whole catalogue once plugins have added
 * to it (load them before). Its inputs are read after: task strings given in place of files are recognised.
 */
export async function kindById(id: string): Promise<Kind> {
  await recogniseBuiltInTasks();
  return !pluginsAdded && shelved(id) ? shelf[id].kind() : (await import('./index.ts')).kinds.get(id);
}

async function findKind(input: Input, flags: Flags): Promise<Kind> {
  const whole = async () => (await import('./detect.ts')).kindOf(input, flags);
  if (flags.kind !== undefined) return shelved(flags.kind) ? shelf[flags.kind].kind() : whole();
  // Broken JSON is no kind's: its syntax error is the answer, as kindOf gives it.
  if (looksLikeJson(input.text)) parseJsonText(input.text, input.source);
  const recognised = (await recogniseBuiltInTasks()).filter(([, detection]) => detection.detect(input.text));
  // Where two kinds take the same text, one may have declared that it reads it first.
  const found = recognised.filter(([id]) => !recognised.some(([, other]) => other.precedes?.includes(id)));
  return found.length === 1 ? shelf[found[0][0]].kind() : whole();
}
