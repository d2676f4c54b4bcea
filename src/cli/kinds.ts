// Every puzzle kind the command line knows, in the order `demo` and `encodings` list them.
import { Registry } from '../dsl/registry.ts';
import { aquarium } from './aquarium.ts';
import { bridge } from './bridge.ts';
import { jugs } from './jugs.ts';
import type { Kind } from './kind.ts';
import { river } from './river.ts';
import { watersort } from './watersort.ts';

export const kinds = new Registry<Kind>('puzzle kind', [
  // aquarium, watersort, jugs, ... are added here, one line each.
  aquarium,
  bridge,
  river,
  jugs,
  watersort,
]);
