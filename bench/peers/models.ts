// The registry of peer models over the shared interface (bench/peers/model.ts): one line per kind.
// The four first kinds (aquarium, starbattle, lits, masyu) keep their own table in clingo.ts.
import type { PeerModel } from './model.ts';
import { modelsB } from './models-b.ts';
import { peer as hashi } from './hashi.ts';
import { peer as heyawake } from './heyawake.ts';
import { peer as hitori } from './hitori.ts';
import { peer as kakuro } from './kakuro.ts';
import { peer as lightup } from './lightup.ts';
import { peer as nonogram } from './nonogram.ts';
import { peer as nurikabe } from './nurikabe.ts';
import { peer as slitherlink } from './slitherlink.ts';
import { peer as sudoku } from './sudoku.ts';
import { peer as killerSudoku } from './killersudoku.ts';

export const models: PeerModel<never>[] = [
  nurikabe,
  lightup,
  sudoku,
  killerSudoku,
  nonogram,
  slitherlink,
  hashi,
  heyawake,
  hitori,
  kakuro,
  ...modelsB,
] as PeerModel<never>[];

export const peerOf = (kind: string) => models.find((model) => model.kind === kind);
