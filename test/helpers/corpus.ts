// The shared corpus lives beside the repository (../shared/corpus from its root). Resolved from
// this file, not from the working directory, so tests find it wherever vitest is started.
import { fileURLToPath } from 'node:url';

/** The path of a file in ../shared/corpus/, relative to the repository root. */
export const corpusPath = (relative: string) => fileURLToPath(new URL(`../../../shared/corpus/${relative}`, import.meta.url));
