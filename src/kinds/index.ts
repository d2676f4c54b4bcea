// Every puzzle kind the command line knows, in the order `demo` and `encodings` list them.
import { Registry } from '../dsl/registry.ts';
import { aquarium } from './aquarium/spec.ts';
import { bridge } from './bridge/spec.ts';
import { jugs } from './jugs/spec.ts';
import { kakurasu } from './kakurasu/spec.ts';
import { lits } from './lits/spec.ts';
import { masyu } from './masyu/spec.ts';
import type { Kind } from '../kind/kind.ts';
import { river } from './river/spec.ts';
import { starBattle } from './starbattle/spec.ts';
import { thermometers } from './thermometers/spec.ts';
import { watersort } from './watersort/spec.ts';

export const kinds = new Registry<Kind>('puzzle kind', [
  // aquarium, watersort, jugs, ... are added here, one line each.
  aquarium,
  masyu,
  bridge,
  river,
  jugs,
  watersort,
  starBattle,
  kakurasu,
  thermometers,
  lits,
]);
