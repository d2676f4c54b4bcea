// The water sort encodings, by name.
import type { Pour, SortLevel } from '../../src/kinds/watersort/watersort.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { intSlot } from './int-slot.ts';
import { oneHot } from './one-hot.ts';
import { strengthened } from './strengthened.ts';

export const sortEncodings = new Registry<PlanningEncoding<SortLevel, Pour>>('encoding', [strengthened, oneHot, intSlot]);
