// Runs portfolio-worker.ts from the sources (tests, tsx): a worker thread does not inherit the
// main thread's tsx loader, so it registers tsx itself before importing the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./portfolio-worker.ts');
