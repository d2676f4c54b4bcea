// The package's own files (its package.json, the bundled puzzles) are found from where this module
// lives, never from the working directory: an installed `puzzlebench demo` runs from anywhere.
// The module sits at src/package.ts in a checkout and at dist/src/package.js when built, so the
// root is the nearest folder above it that holds a package.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObject } from './narrow.ts';

let root: string | undefined;

/** The package's root folder (the one with its package.json). */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return (root = dir);
}

/** A path inside the package, e.g. `packagePath('puzzles/aquarium/small-5x4.txt')`. */
export function packagePath(relative: string): string {
  return resolve(packageRoot(), relative);
}

/** The version in the package's package.json. */
export function packageVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(packagePath('package.json'), 'utf8'));
  if (!isObject(manifest) || typeof manifest.version !== 'string') throw new Error('internal error: the package.json has no version');
  return manifest.version;
}
