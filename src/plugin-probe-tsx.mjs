// Runs the plugin probe (plugin-import.ts) from the sources (tests, `npm start`): a worker thread
// does not inherit the main thread's tsx loader, so it registers tsx itself first.
import { register } from 'tsx/esm/api';

register();
await import('./plugin-import.ts');
