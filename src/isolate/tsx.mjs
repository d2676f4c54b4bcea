// A thread that runs TypeScript sources (tests, `npm start`) starts here: a worker thread does not
// inherit the main thread's tsx loader, so this registers tsx and then imports the entry that
// thread.ts names in workerData. Built threads never come here: they start at the .js entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
