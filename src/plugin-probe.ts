// The plugin probe's thread (probe() in plugin-import.ts): import the module, say how it went, and
// wait to be ended.
import { InputError } from './errors.ts';
import { threadSide } from './isolate/thread.ts';
import { type FromProbe, type ProbeData, consoleToStderr, importModule } from './plugin-import.ts';

const { data, post } = threadSide<ProbeData, FromProbe>('src/plugin-probe.ts');
consoleToStderr();
importModule(data.path, data.file).then(
  () => post({ loaded: true }),
  (error: unknown) =>
    post({
      failed: error instanceof InputError ? error.expected : `the module failed to load: ${error instanceof Error ? error.message : String(error)}`,
    }),
);
