// The Star Battle encodings, by id. The default is the faster on solve plus proof of uniqueness
// over the corpus (measured: bench/grid-kinds.ts; see bench/results.md).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { StarBattle, Stars } from '../../src/kinds/starbattle/starbattle.ts';
import { blocks } from './blocks.ts';
import { cardinality } from './cardinality.ts';
import { counterPairs } from './counter-pairs.ts';

export const starBattleEncodings = new Registry<Encoding<StarBattle, Stars>>('encoding', [cardinality, counterPairs, blocks]);

export const defaultStarBattleEncoding = 'starbattle/cardinality';

export const defaultStarBattleStrategy = 'qf-fd-pb';
