// The peers of the second batch of kinds (issue 25): each kind's clingo model, how our parsed puzzle
// becomes its facts, and how its atoms become our answer again. (A method's parameter is bivariant,
// so each kind's PeerModel<Puzzle> is a PeerModel<unknown>; the registry passes our own parsed puzzle.)
import type { PeerModel } from './model.ts';
import { peer as norinori } from './norinori.ts';

export const modelsB: PeerModel<unknown>[] = [norinori];
