// The catalogue: every puzzle kind the workbench knows, one line each, in the order `demo` and
// `encodings` list them. A line joins a kind's rules (src/kinds/<kind>/spec.ts) to its encodings
// (encodings/<kind>/index.ts); neither imports the other's folder.
import { aquariumSolving } from '../../encodings/aquarium/index.ts';
import { bridgeSolving } from '../../encodings/bridge/index.ts';
import { futoshikiSolving } from '../../encodings/futoshiki/index.ts';
import { jugsSolving } from '../../encodings/jugs/index.ts';
import { kakuroSolving } from '../../encodings/kakuro/index.ts';
import { kakurasuSolving } from '../../encodings/kakurasu/index.ts';
import { litsSolving } from '../../encodings/lits/index.ts';
import { masyuSolving } from '../../encodings/masyu/index.ts';
import { riverSolving } from '../../encodings/river/index.ts';
import { skyscrapersSolving } from '../../encodings/skyscrapers/index.ts';
import { starBattleSolving } from '../../encodings/starbattle/index.ts';
import { sudokuSolving } from '../../encodings/sudoku/index.ts';
import { thermometersSolving } from '../../encodings/thermometers/index.ts';
import { sortSolving } from '../../encodings/watersort/index.ts';
import { gridKind } from '../kind/grid.ts';
import type { Kind } from '../kind/kind.ts';
import { planningKind } from '../kind/planning.ts';
import { Registry } from '../dsl/registry.ts';
import { aquariumSpec } from './aquarium/spec.ts';
import { bridgeSpec } from './bridge/spec.ts';
import { futoshikiSpec } from './futoshiki/spec.ts';
import { jugsSpec } from './jugs/spec.ts';
import { kakuroSpec } from './kakuro/spec.ts';
import { kakurasuSpec } from './kakurasu/spec.ts';
import { litsSpec } from './lits/spec.ts';
import { masyuSpec } from './masyu/spec.ts';
import { riverSpec } from './river/spec.ts';
import { skyscrapersSpec } from './skyscrapers/spec.ts';
import { starBattleSpec } from './starbattle/spec.ts';
import { sudokuSpec } from './sudoku/spec.ts';
import { thermometersSpec } from './thermometers/spec.ts';
import { watersortSpec } from './watersort/spec.ts';

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
  sudoku: gridKind(sudokuSpec, sudokuSolving),
  futoshiki: gridKind(futoshikiSpec, futoshikiSolving),
  skyscrapers: gridKind(skyscrapersSpec, skyscrapersSolving),
  kakuro: gridKind(kakuroSpec, kakuroSolving),
};

export const kinds = new Registry<Kind>('puzzle kind', Object.values(catalogue));
