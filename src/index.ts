// The public API: `import { ... } from 'puzzlebench'`. A flat list of re-exports, grouped by layer;
// anything not listed here is internal and may move. Z3 is loaded on the first solve, not on
// import. solve, check and compare (src/api.ts) answer in the JSON contract and let the process
// end by itself; a program that builds its own formulas (z3Session, solveEncoding) ends with
// `await closeSession()` (or `shutdown(code)`), because Z3's threads otherwise keep it alive.

// The questions, one line each: results in the JSON contract (status solved, no-solution, ...).
export { check, compare, kinds, solve } from './api.ts';
export type { GridQuestions, KindQuestions, PlanningQuestions, PuzzleOf, PuzzleSource, ResultWith, SolveOptions } from './api.ts';
export type { CompareRecord, CompareResult, GridAnswer, PlanAnswer, Result } from './kind/contract.ts';
export type { Options, Outcome } from './kind/kind.ts';

// The modelling DSL: typed variables, pseudo-Boolean cardinality, rules, the answer key.
export { Model, valuesOf } from './dsl/model.ts';
export type { BoolTerm, FormulaSize, IntTerm, Term, Values, Z3 } from './dsl/model.ts';
// What an encoding is: a grid puzzle's, or a planning puzzle's over a growing timeline.
export type { Encoding, PlanningEncoding, Timeline } from './dsl/encoding.ts';
// Planning vocabulary: facts that may be known constants, frame axioms, a choice per step.
export { atMostFacts, chooseOne, clause, exactlyFacts, not, States, unchangedUnless, unknowns, when } from './dsl/planning.ts';
export type { Fact } from './dsl/planning.ts';
// Graphs: "the chosen nodes are connected", with a named encoding (rank up front, or lazy cuts).
export { components, connected, connectivityEncodings } from './dsl/connectivity.ts';
export type { ConnectedOptions, ConnectivityEncoding, Neighbours } from './dsl/connectivity.ts';
// "The chosen edges form exactly one closed loop", with a named encoding (ranks along the loop, lazy cuts, via connectivity).
export { loopEncodings, singleLoop } from './dsl/loop.ts';
export type { LoopEncoding, LoopGraph, LoopOptions } from './dsl/loop.ts';
// Named things (kinds, engines, strategies) looked up by id.
export { Registry } from './dsl/registry.ts';
export type { Named } from './dsl/registry.ts';

// The catalogue of puzzle kinds: each with its formats, engines, checker and examples; kindOf()
// tells which kind an input is.
export { catalogue } from './catalogue/index.ts';
export { kindOf } from './catalogue/detect.ts';
export { Exit } from './kind/kind.ts';
export type { AnyEncoding, Flags, Input, Kind, KindSpec, Output, SettingFlag } from './kind/kind.ts';
// New kinds are specs: gridKind() for grids (solve, unique, count, forced, convert, compare come
// with it), planningKind() for move sequences (check within k, optimal, proofs, compare).
export { gridKind } from './kind/grid.ts';
export type { GridKind, GridRules, GridSolving, GridSpec, MarkDrawing, Problem } from './kind/grid.ts';
// A player's marks on a grid (serve's play mode): the checker on them, and a hint from the solver.
export { checkMarks, hintMarks } from './kind/grid-play.ts';
export type { Marks } from './kind/grid-play.ts';
export { planningKind } from './kind/planning.ts';
export type {
  ImpossibilityProof,
  KnownNone,
  PlanningKind,
  PlanningRules,
  PlanningSolving,
  PlanningSpec,
  SearchEngine,
  SearchOutcome,
} from './kind/planning.ts';
export { agreed, cellName, differences } from './kind/cells.ts';
// The puzzle types of the built-in kinds, for encodings written outside the repository.
export type { Aquarium, AquariumRule, WaterGrid } from './kinds/aquarium/aquarium.ts';
export type { LoopGrid, Masyu, Pearl, Piece } from './kinds/masyu/masyu.ts';
export type { Lits, LitsCell, LitsGrid, Shape as LitsShape } from './kinds/lits/format.ts';
export type { StarBattle, Stars } from './kinds/starbattle/format.ts';
export type { Kakurasu, Shading } from './kinds/kakurasu/format.ts';
export type { Mercury, Thermometers } from './kinds/thermometers/format.ts';
export type { Cell, Grid, PartialGrid } from './kind/cells.ts';
// Plugins: definePlugin() in a module that `--plugin` (or loadPlugin) loads.
export { definePlugin, loadPlugin, PluginError, registerPlugin } from './plugins.ts';
export type { Plugin } from './plugins.ts';
// A puzzle from a file path, a task string, or '-' for stdin; malformed input throws InputError.
export { readInput } from './kind/input.ts';
export { InputError, UsageError } from './errors.ts';

// Solving: one encoding on one instance (solutions, forced cells), plans by horizon, strategies.
export { forcedCells, solve as solveEncoding } from './solver/run.ts';
export type { ForcedReport, RunOptions, Solution, SolveReport, Timings } from './solver/run.ts';
export { searchHorizons } from './solver/horizon.ts';
export type { HorizonOptions, HorizonReport, HorizonStep } from './solver/horizon.ts';
export { availableStrategies, strategies } from './solver/strategy.ts';
export type { Strategy } from './solver/strategy.ts';
// The Z3 session: z3Session() for a context to build a Model in; closeSession() and shutdown(code)
// end Z3's threads so the process can exit.
export { closeSession, shutdown, z3Session } from './solver/session.ts';
export type { Session } from './solver/session.ts';

// Comparing engines x strategies x files, each batch in a child process with a deadline.
export { compare as compareRuns } from './compare/runner.ts';
export type { CompareOptions, Comparison, Disagreement } from './compare/runner.ts';
// A run's record is the contract's CompareRecord (RunRecord: its old name); RunStatus is its `reason`.
export type { RunRecord, RunStatus } from './kind/record.ts';

// The page and its API on a local server (`puzzlebench serve`): serve() starts it, close() ends it.
export { serve } from './serve/server.ts';
export type { ServeOptions, Serving } from './serve/server.ts';

// The package itself: its version, and paths to what it ships (e.g. the bundled puzzles).
export { packagePath, packageVersion } from './package.ts';

// The grid vocabulary: points and directions, regions, polyomino shapes, the grid's edges, and the
// grid-shaped connected / single-loop rules (src/dsl/grid/).
export * from './dsl/grid/index.ts';
