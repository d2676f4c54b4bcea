// The whole catalogue, loaded at once: every kind of src/catalogue/shelf.ts, whose lines load each kind
// only when it is asked for, as a command that solves one puzzle does (src/catalogue/find.ts). This is
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
import { aquariumSpec } from '../kinds/aquarium/spec.ts';
import { battleshipsSpec } from '../kinds/battleships/spec.ts';
import { binairoSpec } from '../kinds/binairo/spec.ts';
import { bridgeSpec } from '../kinds/bridge/spec.ts';
import { futoshikiSpec } from '../kinds/futoshiki/spec.ts';
import { galaxiesSpec } from '../kinds/galaxies/spec.ts';
import { hashiSpec } from '../kinds/hashi/spec.ts';
import { heyawakeSpec } from '../kinds/heyawake/spec.ts';
import { hitoriSpec } from '../kinds/hitori/spec.ts';
import { jugsSpec } from '../kinds/jugs/spec.ts';
import { kakurasuSpec } from '../kinds/kakurasu/spec.ts';
import { kakuroSpec } from '../kinds/kakuro/spec.ts';
import { lightUpSpec } from '../kinds/lightup/spec.ts';
import { litsSpec } from '../kinds/lits/spec.ts';
import { masyuSpec } from '../kinds/masyu/spec.ts';
import { nonogramSpec } from '../kinds/nonogram/spec.ts';
import { norinoriSpec } from '../kinds/norinori/spec.ts';
import { nurikabeSpec } from '../kinds/nurikabe/spec.ts';
import { riverSpec } from '../kinds/river/spec.ts';
import { shikakuSpec } from '../kinds/shikaku/spec.ts';
import { skyscrapersSpec } from '../kinds/skyscrapers/spec.ts';
import { slitherlinkSpec } from '../kinds/slitherlink/spec.ts';
import { starBattleSpec } from '../kinds/starbattle/spec.ts';
import { sudokuSpec } from '../kinds/sudoku/spec.ts';
import { killerSudokuSpec } from '../kinds/killersudoku/spec.ts';
import { tentsSpec } from '../kinds/tents/spec.ts';
import { thermometersSpec } from '../kinds/thermometers/spec.ts';
import { watersortSpec } from '../kinds/watersort/spec.ts';
import { yinYangSpec } from '../kinds/yinyang/spec.ts';
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
