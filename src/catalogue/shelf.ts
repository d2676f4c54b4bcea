// The catalogue: every puzzle kind the workbench knows, one line each, in the order `demo` and
// `encodings` list them. A line names how a kind's texts are told, from its format (`detection`, or
// the forms formsOf declares: readers, no rules), and joins the kind's rules (src/kinds/<kind>/spec.ts)
// to its encodings (encodings/<kind>/index.ts, or the encoding file of a kind that has one);
// neither imports the other's folder.
//
// Nothing here loads until it is asked for. A command that solves one puzzle loads every kind's
// detection to tell which kind the input is, then that one kind (src/catalogue/find.ts): for an
// Aquarium, 132 modules where the whole catalogue is 388 (`npm run bench:startup`'s j and i time
// them), and the whole catalogue was most of what a settled solve cost. The
// whole catalogue, loaded at once, is src/catalogue/index.ts: it repeats each line with static imports
// (a module that awaited its imports would make every importer wait, which CommonJS callers
// cannot), and test/find.test.ts holds the two lists equal.
import type { GridKind } from '../kind/grid.ts';
import type { GridRules, GridSolving } from '../kind/grid-spec.ts';
import type { Detection, Kind } from '../kind/kind.ts';
import type { PlanningKind } from '../kind/planning.ts';
import type { PlanningRules, PlanningSolving } from '../kind/planning-spec.ts';
import type { Cell } from '../kind/cells.ts';

/** One line of the catalogue: its kind's detection, and the kind itself, each loaded once, when first asked for. */
export interface Line<K extends Kind> {
  detection(): Promise<Detection>;
  kind(): Promise<K>;
  /**
   * The kind, made at once by `make` where its modules are already loaded (the whole catalogue,
   * index.ts), unless the line has made it: the same object as kind() gives, either way.
   */
  made(make: () => K): K;
}

function line<K extends Kind>(detect: () => Promise<Detection>, load: () => Promise<() => K>): Line<K> {
  let detection: Promise<Detection> | undefined;
  let kind: K | undefined;
  const made = (make: () => K) => (kind ??= make());
  return {
    detection: () => (detection ??= detect()),
    kind: async () => kind ?? made(await load()),
    made,
  };
}

const grid = <P, C extends Cell>(detect: () => Promise<Detection>, parts: () => Promise<{ rules: GridRules<P, C>; solving: GridSolving<P, C> }>) =>
  line<GridKind<P, C>>(detect, async () => {
    const [{ gridKind }, { rules, solving }] = await Promise.all([import('../kind/grid.ts'), parts()]);
    return () => gridKind(rules, solving);
  });

const planning = <P, M>(detect: () => Promise<Detection>, parts: () => Promise<{ rules: PlanningRules<P, M>; solving: PlanningSolving<P, M> }>) =>
  line<PlanningKind<P, M>>(detect, async () => {
    const [{ planningKind }, { rules, solving }] = await Promise.all([import('../kind/planning.ts'), parts()]);
    return () => planningKind(rules, solving);
  });

export const shelf = {
  aquarium: grid(
    async () => (await import('../kinds/aquarium/format.ts')).detection,
    async () => ({
      rules: (await import('../kinds/aquarium/spec.ts')).aquariumSpec,
      solving: (await import('../../encodings/aquarium/index.ts')).aquariumSolving,
    }),
  ),
  masyu: grid(
    async () => (await import('../kinds/masyu/format.ts')).detection,
    async () => ({ rules: (await import('../kinds/masyu/spec.ts')).masyuSpec, solving: (await import('../../encodings/masyu/index.ts')).masyuSolving }),
  ),
  bridge: planning(
    async () => (await import('../kinds/bridge/bridge.ts')).detection,
    async () => ({ rules: (await import('../kinds/bridge/spec.ts')).bridgeSpec, solving: (await import('../../encodings/bridge/index.ts')).bridgeSolving }),
  ),
  river: planning(
    async () => (await import('../kinds/river/format.ts')).detection,
    async () => ({ rules: (await import('../kinds/river/spec.ts')).riverSpec, solving: (await import('../../encodings/river/index.ts')).riverSolving }),
  ),
  jugs: planning(
    async () => (await import('../kinds/jugs/jugs.ts')).detection,
    async () => ({ rules: (await import('../kinds/jugs/spec.ts')).jugsSpec, solving: (await import('../../encodings/jugs/index.ts')).jugsSolving }),
  ),
  watersort: planning(
    async () => (await import('../kinds/watersort/format.ts')).detection,
    async () => ({
      rules: (await import('../kinds/watersort/spec.ts')).watersortSpec,
      solving: (await import('../../encodings/watersort/index.ts')).sortSolving,
    }),
  ),
  starbattle: grid(
    async () => (await import('../kinds/starbattle/format.ts')).detection,
    async () => ({
      rules: (await import('../kinds/starbattle/spec.ts')).starBattleSpec,
      solving: (await import('../../encodings/starbattle/index.ts')).starBattleSolving,
    }),
  ),
  kakurasu: grid(
    async () => (await import('../kinds/kakurasu/format.ts')).detection,
    async () => ({
      rules: (await import('../kinds/kakurasu/spec.ts')).kakurasuSpec,
      solving: (await import('../../encodings/kakurasu/index.ts')).kakurasuSolving,
    }),
  ),
  thermometers: grid(
    async () => (await import('../kinds/thermometers/format.ts')).detection,
    async () => ({
      rules: (await import('../kinds/thermometers/spec.ts')).thermometersSpec,
      solving: (await import('../../encodings/thermometers/index.ts')).thermometersSolving,
    }),
  ),
  lits: grid(
    async () => (await import('../kinds/lits/format.ts')).detection,
    async () => ({ rules: (await import('../kinds/lits/spec.ts')).litsSpec, solving: (await import('../../encodings/lits/index.ts')).litsSolving }),
  ),
  slitherlink: grid(
    async () => (await import('../kinds/slitherlink/format.ts')).slitherlinkForms,
    async () => ({
      rules: (await import('../kinds/slitherlink/spec.ts')).slitherlinkSpec,
      solving: (await import('../../encodings/slitherlink/index.ts')).slitherlinkSolving,
    }),
  ),
  hashi: grid(
    async () => (await import('../kinds/hashi/format.ts')).hashiForms,
    async () => ({ rules: (await import('../kinds/hashi/spec.ts')).hashiSpec, solving: (await import('../../encodings/hashi/index.ts')).hashiSolving }),
  ),
  shikaku: grid(
    async () => (await import('../kinds/shikaku/format.ts')).shikakuForms,
    async () => ({ rules: (await import('../kinds/shikaku/spec.ts')).shikakuSpec, solving: (await import('../../encodings/shikaku/index.ts')).shikakuSolving }),
  ),
  galaxies: grid(
    async () => (await import('../kinds/galaxies/format.ts')).galaxiesForms,
    async () => ({
      rules: (await import('../kinds/galaxies/spec.ts')).galaxiesSpec,
      solving: (await import('../../encodings/galaxies/index.ts')).galaxiesSolving,
    }),
  ),
  nonogram: grid(
    async () => (await import('../kinds/nonogram/format.ts')).nonogramForms,
    async () => ({
      rules: (await import('../kinds/nonogram/spec.ts')).nonogramSpec,
      solving: (await import('../../encodings/nonogram/index.ts')).nonogramSolving,
    }),
  ),
  lightup: grid(
    async () => (await import('../kinds/lightup/format.ts')).lightUpForms,
    async () => ({ rules: (await import('../kinds/lightup/spec.ts')).lightUpSpec, solving: (await import('../../encodings/lightup/index.ts')).lightUpSolving }),
  ),
  binairo: grid(
    async () => (await import('../kinds/binairo/format.ts')).binairoForms,
    async () => ({ rules: (await import('../kinds/binairo/spec.ts')).binairoSpec, solving: (await import('../../encodings/binairo/index.ts')).binairoSolving }),
  ),
  hitori: grid(
    async () => (await import('../kinds/hitori/format.ts')).detection,
    async () => ({ rules: (await import('../kinds/hitori/spec.ts')).hitoriSpec, solving: (await import('../../encodings/hitori/index.ts')).hitoriSolving }),
  ),
  yinyang: grid(
    async () => (await import('../kinds/yinyang/format.ts')).detection,
    async () => ({ rules: (await import('../kinds/yinyang/spec.ts')).yinYangSpec, solving: (await import('../../encodings/yinyang/index.ts')).yinYangSolving }),
  ),
  heyawake: grid(
    async () => (await import('../kinds/heyawake/format.ts')).detection,
    async () => ({
      rules: (await import('../kinds/heyawake/spec.ts')).heyawakeSpec,
      solving: (await import('../../encodings/heyawake/rules.ts')).heyawakeSolving,
    }),
  ),
  nurikabe: grid(
    async () => (await import('../kinds/nurikabe/format.ts')).nurikabeForms,
    async () => ({
      rules: (await import('../kinds/nurikabe/spec.ts')).nurikabeSpec,
      solving: (await import('../../encodings/nurikabe/index.ts')).nurikabeSolving,
    }),
  ),
  tents: grid(
    async () => (await import('../kinds/tents/format.ts')).tentsForms,
    async () => ({ rules: (await import('../kinds/tents/spec.ts')).tentsSpec, solving: (await import('../../encodings/tents/index.ts')).tentsSolving }),
  ),
  norinori: grid(
    async () => (await import('../kinds/norinori/format.ts')).detection,
    async () => ({
      rules: (await import('../kinds/norinori/spec.ts')).norinoriSpec,
      solving: (await import('../../encodings/norinori/index.ts')).norinoriSolving,
    }),
  ),
  battleships: grid(
    async () => (await import('../kinds/battleships/format.ts')).battleshipsForms,
    async () => ({
      rules: (await import('../kinds/battleships/spec.ts')).battleshipsSpec,
      solving: (await import('../../encodings/battleships/index.ts')).battleshipsSolving,
    }),
  ),
  sudoku: grid(
    async () => (await import('../kinds/sudoku/format.ts')).sudokuForms,
    async () => ({ rules: (await import('../kinds/sudoku/spec.ts')).sudokuSpec, solving: (await import('../../encodings/sudoku/index.ts')).sudokuSolving }),
  ),
  killersudoku: grid(
    async () => (await import('../kinds/killersudoku/format.ts')).killerForms,
    async () => ({
      rules: (await import('../kinds/killersudoku/spec.ts')).killerSudokuSpec,
      solving: (await import('../../encodings/killersudoku/index.ts')).killerSudokuSolving,
    }),
  ),
  futoshiki: grid(
    async () => (await import('../kinds/futoshiki/format.ts')).futoshikiForms,
    async () => ({
      rules: (await import('../kinds/futoshiki/spec.ts')).futoshikiSpec,
      solving: (await import('../../encodings/futoshiki/index.ts')).futoshikiSolving,
    }),
  ),
  skyscrapers: grid(
    async () => (await import('../kinds/skyscrapers/format.ts')).skyscrapersForms,
    async () => ({
      rules: (await import('../kinds/skyscrapers/spec.ts')).skyscrapersSpec,
      solving: (await import('../../encodings/skyscrapers/index.ts')).skyscrapersSolving,
    }),
  ),
  kakuro: grid(
    async () => (await import('../kinds/kakuro/format.ts')).kakuroForms,
    async () => ({ rules: (await import('../kinds/kakuro/spec.ts')).kakuroSpec, solving: (await import('../../encodings/kakuro/index.ts')).kakuroSolving }),
  ),
};
