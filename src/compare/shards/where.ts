// Where and with what a run ran: the node's name and the versions that matter to its time and its
// answer. Shard records and the results store keep them beside each run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { hostname } from 'node:os';
import { packageVersion } from '../../package.ts';

export interface Versions {
  puzzlebench: string;
  node: string;
  z3: string;
}

/** A plugin module by its content: the same name with other code is another version of its engines. */
export interface PluginVersion {
  name: string;
  sha256: string;
}

export const pluginVersion = (path: string): PluginVersion => ({
  name: basename(path),
  sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
});

let known: Versions | undefined;

/** z3-solver's version, read from its package.json beside its entry (it exports no ./package.json). */
function z3Version(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('z3-solver');
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
      try {
        const meta: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        if (typeof meta === 'object' && meta !== null && 'name' in meta && meta.name === 'z3-solver' && 'version' in meta) return String(meta.version);
      } catch {
        // No package.json at this level: look further up.
      }
    }
  } catch {
    // Not installed where this module can see it: say so rather than fail the run.
  }
  return 'unknown';
}

export function versions(): Versions {
  return (known ??= { puzzlebench: packageVersion(), node: process.version, z3: z3Version() });
}

export const machine = (): string => hostname();
