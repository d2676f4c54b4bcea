// Where isolated code starts. Built, a thread or a child runs the .js module beside its caller in
// dist/; from the sources (tests, `npm start`) it runs the .ts module through tsx, which neither a
// worker thread nor a child process inherits from the parent: a thread starts at tsx.mjs, which
// registers tsx and imports the entry; a child starts Node with tsx's loader. tsx is a development
// dependency, looked up only from the sources (the packed package has none).
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A module to run in isolation, and whether it needs tsx to be read. */
export interface Entry {
  url: URL;
  typescript: boolean;
}

/**
 * The module `path` (without extension) relative to the caller's `import.meta.url`: the .ts source
 * when the caller is one, the built .js otherwise.
 */
export function entryBeside(callerUrl: string, path: string): Entry {
  const typescript = callerUrl.endsWith('.ts');
  return { url: new URL(`${path}.${typescript ? 'ts' : 'js'}`, callerUrl), typescript };
}

/** The script a thread starts at: the entry itself, or the tsx shim that imports it. */
export const threadScript = (entry: Entry): URL => (entry.typescript ? new URL('./tsx.mjs', import.meta.url) : entry.url);

/**
 * Node's arguments that start a child at the entry. Paths come from fileURLToPath: a URL's
 * pathname keeps `%20` for a space, and a checkout under a folder with a space could start no
 * child at all.
 */
export function childArguments(entry: Entry): string[] {
  const file = fileURLToPath(entry.url);
  if (!entry.typescript) return [file];
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, file];
}
