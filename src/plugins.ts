// Plugins: a module that adds encodings to kinds in the catalogue, or whole new kinds, through the
// same API the built-in ones use. `--plugin <module>` loads one (compare's children load it too).
// A plugin is trusted with nothing: its answers go through the kind's checker or simulator like
// any other, and an exception in its code is reported under the plugin's name.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { kinds } from './catalogue/index.ts';
import { pluginAdded } from './catalogue/find.ts';
import { InputError } from './errors.ts';
import { PluginError, importModule, probe } from './plugin-import.ts';
import { fromPlugin } from './kind/trust.ts';
import type { AnyEncoding, Kind } from './kind/kind.ts';
import type { Model } from './dsl/model.ts';
import { isObject } from './narrow.ts';

export interface Plugin {
  /** How errors and listings name the plugin. */
  name: string;
  /** Encodings for kinds already in the catalogue, by kind id (e.g. `{ aquarium: [myEncoding] }`). */
  encodings?: Record<string, AnyEncoding[]>;
  /** Whole new kinds, each made with gridKind() or planningKind(). */
  kinds?: Kind[];
}

/** Declares a plugin (an identity function that gives plugin authors the types). */
export const definePlugin = (plugin: Plugin): Plugin => plugin;

// Defined beside the import, which needs no catalogue: the command line's main thread tells it apart.
export { PluginError } from './plugin-import.ts';

const loaded = new Map<string, Plugin>();

/** The plugins loaded in this process, by the path they were loaded from. */
export const loadedPlugins = () => [...loaded.keys()];

/**
 * Imports a plugin module (its default export, or an export named `plugin`) and registers it. A
 * TypeScript module is loaded through tsx when tsx is installed. With `timeoutMs`, the module is
 * first tried on a thread of its own (plugin-import.ts): one that loops, exits or fails while it
 * loads is refused within the deadline. Without it, the caller is the one who keeps the time.
 */
export async function loadPlugin(path: string, options: { timeoutMs?: number } = {}): Promise<Plugin> {
  const file = resolve(path);
  const known = loaded.get(file);
  if (known) return known;
  if (!existsSync(file)) throw new InputError(path, 'plugin', 'no such file (expected a JavaScript or TypeScript module)');
  if (options.timeoutMs !== undefined) await probe(path, file, options.timeoutMs);
  let module: Record<string, unknown>;
  try {
    module = await importModule(path, file);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(path, 'plugin', `the module failed to load: ${isObject(error) ? error.message : undefined}`);
  }
  const plugin = module.default ?? module.plugin;
  if (!isPluginShaped(plugin)) {
    throw new InputError(path, 'plugin', 'expected a default export made with definePlugin({ name, encodings?, kinds? })');
  }
  registerPlugin(plugin, path);
  loaded.set(file, plugin);
  return plugin;
}

/** What loadPlugin checks of a module's export before registerPlugin checks its kinds and encodings. */
const isPluginShaped = (value: unknown): value is Plugin => isObject(value) && typeof value.name === 'string';

/** Adds a plugin's kinds and encodings to the catalogue, refusing malformed ones by name. */
export function registerPlugin(plugin: Plugin, source = plugin.name): void {
  const refuse = (what: string) => {
    throw new InputError(source, `plugin '${plugin.name}'`, what);
  };
  for (const kind of plugin.kinds ?? []) {
    if (typeof kind?.id !== 'string' || typeof kind.solve !== 'function' || typeof kind.detect !== 'function') {
      refuse('expected each kind to be made with gridKind() or planningKind()');
    }
    if (kinds.has(kind.id)) refuse(`the kind '${kind.id}' is already in the catalogue`);
    kinds.add(kind);
    fromPlugin(kind.id);
  }
  pluginAdded();
  for (const [kindId, encodings] of Object.entries(plugin.encodings ?? {})) {
    if (!kinds.has(kindId)) refuse(`no kind '${kindId}' for its encodings; expected one of: ${kinds.ids().join(', ')}`);
    const kind = kinds.get(kindId);
    for (const encoding of encodings) {
      if (typeof encoding?.id !== 'string' || typeof encoding.idea !== 'string' || typeof encoding.encode !== 'function') {
        refuse(`expected encodings of ${kindId} as { id, idea, encode(model, puzzle) }`);
      }
      if (kind.engines.ids().includes(encoding.id)) refuse(`the engine '${encoding.id}' already exists`);
      kind.addEncoding(guarded(plugin, encoding));
    }
  }
}

/**
 * The encoding with every call into the plugin's code guarded: encode, and the decoder or
 * timeline it returns. An exception there becomes a PluginError naming both.
 */
function guarded(plugin: Plugin, encoding: AnyEncoding): AnyEncoding {
  const fail = (error: unknown): never => {
    throw new PluginError(`plugin '${plugin.name}', encoding ${encoding.id}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const guard =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return call(...args);
      } catch (error) {
        return fail(error);
      }
    };
  const unsupported = encoding.unsupported;
  // The plugin's encoding, each call wrapped: a grid's (encode gives a decoder) or a planning
  // kind's (a timeline), which the kind it is added to tells apart; the types cannot.
  return {
    id: encoding.id,
    idea: encoding.idea,
    ...(unsupported && { unsupported: guard(unsupported.bind(encoding)) }),
    encode: guard((model: Model, puzzle: unknown) => {
      const made: unknown = encoding.encode(model, puzzle);
      if (typeof made === 'function') return guard((...args: unknown[]): unknown => made(...args));
      if (made && typeof made === 'object') {
        return Object.fromEntries(Object.entries(made).map(([key, value]) => [key, typeof value === 'function' ? guard(value.bind(made)) : value]));
      }
      return fail(new Error('encode() returned neither a decoder nor a timeline'));
    }),
  } as AnyEncoding;
}
