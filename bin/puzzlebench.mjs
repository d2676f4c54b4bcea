#!/usr/bin/env node
// The installed command: runs the built command line in this same process (no second Node, no
// transpiling at run time). `npm install` / `npm ci` in a checkout build dist/ through `prepare`.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/src/cli/bin.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('puzzlebench: not built yet; run `npm run build` (or `npm run puzzlebench -- <args>` to run the sources)\n');
  process.exit(4);
}
await import(entry.href);
