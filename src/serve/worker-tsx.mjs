// Runs worker.ts from the sources (tests, `npm run puzzlebench -- serve`): a worker thread does not
// inherit the main thread's tsx loader, so it registers tsx itself before importing the entry.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
