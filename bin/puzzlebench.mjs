#!/usr/bin/env node
// The installed command: runs the built command line in this same process (no second Node, no
// transpiling at run time). The package ships dist/ (`npm pack` builds it: `prepack`); a checkout
// that has not run `npm run build` runs the sources through tsx instead, a little slower to start.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/src/cli/bin.js', import.meta.url);
const sources = new URL('../src/cli/bin.ts', import.meta.url);
if (existsSync(entry)) await import(entry.href);
else if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api').catch(() => ({ register: undefined }));
  if (!register) {
    process.stderr.write('puzzlebench: not built, and tsx is not installed to run the sources: run `npm install` and `npm run build`\n');
    process.exit(4);
  }
  register();
  await import(sources.href);
} else {
  process.stderr.write('puzzlebench: this package has no dist/: reinstall it\n');
  process.exit(4);
}
