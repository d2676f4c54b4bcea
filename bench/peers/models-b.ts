// The peers of the second batch of kinds (issue 25): each kind's clingo model, how our parsed puzzle
// becomes its facts, and how its atoms become our answer again. (A method's parameter is bivariant,
// so each kind's PeerModel<Puzzle> is a PeerModel<unknown>; the registry passes our own parsed puzzle.)
import type { PeerModel } from './model.ts';
import { peer as battleships } from './battleships.ts';
import { peer as binairo } from './binairo.ts';
import { peer as futoshiki } from './futoshiki.ts';
import { peer as galaxies } from './galaxies.ts';
import { peer as kakurasu } from './kakurasu.ts';
import { peer as norinori } from './norinori.ts';
import { peer as shikaku } from './shikaku.ts';
import { peer as skyscrapers } from './skyscrapers.ts';
import { peer as tents } from './tents.ts';
import { peer as thermometers } from './thermometers.ts';
import { peer as yinyang } from './yinyang.ts';

export const modelsB: PeerModel<unknown>[] = [
  norinori,
  tents,
  skyscrapers,
  futoshiki,
  binairo,
  battleships,
  shikaku,
  galaxies,
  yinyang,
  kakurasu,
  thermometers,
];
