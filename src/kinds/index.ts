// The whole catalogue, loaded at once: every kind of src/kinds/shelf.ts, whose lines load each kind
// only when it is asked for, as a command that solves one puzzle does (src/kinds/find.ts). This is
// for the library, the server, compare and the tests. Each line here makes its kind from what this
// module imported, through its shelf line, so that both give the same object.
import { aquariumSolving } from '../../encodings/aquarium/index.ts';
import { battleshipsSolving } from '../../encodings/battleships/index.ts';
import { binairoSolving } from '../../encodings/binairo/index.ts';
import { bridgeSolving } from '../../encodings/bridge/index.ts';
import { futoshikiSolving } from '../../encodings/futoshiki/index.ts';
import { galaxiesSolving } from '../../encodings/galaxies/index.ts';
import { hashiSolving } from '../../encodings/hashi/index.ts';
import { heyawakeSolving } from '../../encodings/heyawake/rules.ts';
import { hitoriSolving } from '../../encodings/hitori/index.ts';
import { jugsSolving } from '../../encodings/jugs/index.ts';
import { kakurasuSolving } from '../../encodings/kakurasu/index.ts';
import { kakuroSolving } from '../../encodings/kakuro/index.ts';
import { lightUpSolving } from '../../encodings/lightup/index.ts';
import { litsSolving } from '../../encodings/lits/index.ts';
import { masyuSolving } from '../../encodings/masyu/index.ts';
import { nonogramSolving } from '../../encodings/nonogram/index.ts';
import { norinoriSolving } from '../../encodings/norinori/index.ts';
import { nurikabeSolving } from '../../encodings/nurikabe/index.ts';
import { riverSolving } from '../../encodings/river/index.ts';
import { shikakuSolving } from '../../encodings/shikaku/index.ts';
import { skyscrapersSolving } from '../../encodings/skyscrapers/index.ts';
import { slitherlinkSolving } from '../../encodings/slitherlink/index.ts';
import { sortSolving } from '../../encodings/watersort/index.ts';
import { starBattleSolving } from '../../encodings/starbattle/index.ts';
import { sudokuSolving } from '../../encodings/sudoku/index.ts';
import { killerSudokuSolving } from '../../encodings/killersudoku/index.ts';
import { tentsSolving } from '../../encodings/tents/index.ts';
import { thermometersSolving } from '../../encodings/thermometers/index.ts';
import { yinYangSolving } from '../../encodings/yinyang/index.ts';
import { gridKind } from '../kind/grid.ts';
import type { Kind } from '../kind/kind.ts';
import { recogniseTasks } from '../kind/input.ts';
import { planningKind } from '../kind/planning.ts';
import { Registry } from '../dsl/registry.ts';
import { aquariumSpec } from './aquarium/spec.ts';
import { battleshipsSpec } from './battleships/spec.ts';
import { binairoSpec } from './binairo/spec.ts';
import { bridgeSpec } from './bridge/spec.ts';
import { futoshikiSpec } from './futoshiki/spec.ts';
import { galaxiesSpec } from './galaxies/spec.ts';
import { hashiSpec } from './hashi/spec.ts';
import { heyawakeSpec } from './heyawake/spec.ts';
import { hitoriSpec } from './hitori/spec.ts';
import { jugsSpec } from './jugs/spec.ts';
import { kakurasuSpec } from './kakurasu/spec.ts';
import { kakuroSpec } from './kakuro/spec.ts';
import { lightUpSpec } from './lightup/spec.ts';
import { litsSpec } from './lits/spec.ts';
import { masyuSpec } from './masyu/spec.ts';
import { nonogramSpec } from './nonogram/spec.ts';
import { norinoriSpec } from './norinori/spec.ts';
import { nurikabeSpec } from './nurikabe/spec.ts';
import { riverSpec } from './river/spec.ts';
import { shikakuSpec } from './shikaku/spec.ts';
import { skyscrapersSpec } from './skyscrapers/spec.ts';
import { slitherlinkSpec } from './slitherlink/spec.ts';
import { starBattleSpec } from './starbattle/spec.ts';
import { sudokuSpec } from './sudoku/spec.ts';
import { killerSudokuSpec } from './killersudoku/spec.ts';
import { tentsSpec } from './tents/spec.ts';
import { thermometersSpec } from './thermometers/spec.ts';
import { watersortSpec } from './watersort/spec.ts';
import { yinYangSpec } from './yinyang/spec.ts';
import { shelf } from './shelf.ts';

/** Each kind by its id, typed (the library's `kinds.aquarium.solve` reads these). */
export const catalogue = {
  aquarium: shelf.aquarium.made(() => gridKind(aquariumSpec, aquariumSolving)),
  masyu: shelf.masyu.made(() => gridKind(masyuSpec, masyuSolving)),
  bridge: shelf.bridge.made(() => planningKind(bridgeSpec, bridgeSolving)),
  river: shelf.river.made(() => planningKind(riverSpec, riverSolving)),
  jugs: shelf.jugs.made(() => planningKind(jugsSpec, jugsSolving)),
  watersort: shelf.watersort.made(() => planningKind(watersortSpec, sortSolving)),
  starbattle: shelf.starbattle.made(() => gridKind(starBattleSpec, starBattleSolving)),
  kakurasu: shelf.kakurasu.made(() => gridKind(kakurasuSpec, kakurasuSolving)),
  thermometers: shelf.thermometers.made(() => gridKind(thermometersSpec, thermometersSolving)),
  lits: shelf.lits.made(() => gridKind(litsSpec, litsSolving)),
  slitherlink: shelf.slitherlink.made(() => gridKind(slitherlinkSpec, slitherlinkSolving)),
  hashi: shelf.hashi.made(() => gridKind(hashiSpec, hashiSolving)),
  shikaku: shelf.shikaku.made(() => gridKind(shikakuSpec, shikakuSolving)),
  galaxies: shelf.galaxies.made(() => gridKind(galaxiesSpec, galaxiesSolving)),
  nonogram: shelf.nonogram.made(() => gridKind(nonogramSpec, nonogramSolving)),
  lightup: shelf.lightup.made(() => gridKind(lightUpSpec, lightUpSolving)),
  binairo: shelf.binairo.made(() => gridKind(binairoSpec, binairoSolving)),
  hitori: shelf.hitori.made(() => gridKind(hitoriSpec, hitoriSolving)),
  yinyang: shelf.yinyang.made(() => gridKind(yinYangSpec, yinYangSolving)),
  heyawake: shelf.heyawake.made(() => gridKind(heyawakeSpec, heyawakeSolving)),
  nurikabe: shelf.nurikabe.made(() => gridKind(nurikabeSpec, nurikabeSolving)),
  tents: shelf.tents.made(() => gridKind(tentsSpec, tentsSolving)),
  norinori: shelf.norinori.made(() => gridKind(norinoriSpec, norinoriSolving)),
  battleships: shelf.battleships.made(() => gridKind(battleshipsSpec, battleshipsSolving)),
  sudoku: shelf.sudoku.made(() => gridKind(sudokuSpec, sudokuSolving)),
  killersudoku: shelf.killersudoku.made(() => gridKind(killerSudokuSpec, killerSudokuSolving)),
  futoshiki: shelf.futoshiki.made(() => gridKind(futoshikiSpec, futoshikiSolving)),
  skyscrapers: shelf.skyscrapers.made(() => gridKind(skyscrapersSpec, skyscrapersSolving)),
  kakuro: shelf.kakuro.made(() => gridKind(kakuroSpec, kakuroSolving)),
};

export const kinds = new Registry<Kind>('puzzle kind', Object.values(catalogue));

// An argument that is no file is a puzzle when some kind reads it as one (its task string).
recogniseTasks((text) => kinds.all().some((kind) => kind.detect(text)));
