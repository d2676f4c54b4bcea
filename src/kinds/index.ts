// The catalogue: every puzzle kind the workbench knows, one line each, in the order `demo` and
// `encodings` list them. A line joins a kind's rules (src/kinds/<kind>/spec.ts) to its encodings
// (encodings/<kind>/index.ts, or the encoding file of a kind that has one); neither imports the
// other's folder.
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

/** Each kind by its id, typed (the library's `kinds.aquarium.solve` reads these). */
export const catalogue = {
  aquarium: gridKind(aquariumSpec, aquariumSolving),
  masyu: gridKind(masyuSpec, masyuSolving),
  bridge: planningKind(bridgeSpec, bridgeSolving),
  river: planningKind(riverSpec, riverSolving),
  jugs: planningKind(jugsSpec, jugsSolving),
  watersort: planningKind(watersortSpec, sortSolving),
  starbattle: gridKind(starBattleSpec, starBattleSolving),
  kakurasu: gridKind(kakurasuSpec, kakurasuSolving),
  thermometers: gridKind(thermometersSpec, thermometersSolving),
  lits: gridKind(litsSpec, litsSolving),
  slitherlink: gridKind(slitherlinkSpec, slitherlinkSolving),
  hashi: gridKind(hashiSpec, hashiSolving),
  shikaku: gridKind(shikakuSpec, shikakuSolving),
  galaxies: gridKind(galaxiesSpec, galaxiesSolving),
  nonogram: gridKind(nonogramSpec, nonogramSolving),
  lightup: gridKind(lightUpSpec, lightUpSolving),
  binairo: gridKind(binairoSpec, binairoSolving),
  hitori: gridKind(hitoriSpec, hitoriSolving),
  yinyang: gridKind(yinYangSpec, yinYangSolving),
  heyawake: gridKind(heyawakeSpec, heyawakeSolving),
  nurikabe: gridKind(nurikabeSpec, nurikabeSolving),
  tents: gridKind(tentsSpec, tentsSolving),
  norinori: gridKind(norinoriSpec, norinoriSolving),
  battleships: gridKind(battleshipsSpec, battleshipsSolving),
  sudoku: gridKind(sudokuSpec, sudokuSolving),
  killersudoku: gridKind(killerSudokuSpec, killerSudokuSolving),
  futoshiki: gridKind(futoshikiSpec, futoshikiSolving),
  skyscrapers: gridKind(skyscrapersSpec, skyscrapersSolving),
  kakuro: gridKind(kakuroSpec, kakuroSolving),
};

export const kinds = new Registry<Kind>('puzzle kind', Object.values(catalogue));

// An argument that is no file is a puzzle when some kind reads it as one (its task string).
recogniseTasks((text) => kinds.all().some((kind) => kind.detect(text)));
