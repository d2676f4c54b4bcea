// `solve` for every grid kind, as a value: the result in the JSON contract, the exit status that
// goes with it, and how to draw the answer as text or SVG. Nothing here prints; the command line
// renders an Outcome as text or JSON, serve sends its result, the library returns it.
import { type SolveReport, forcedCells, solve } from '../solver/run.ts';
import { z3Started } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { type Cell, type Grid, type PartialGrid, agreed, countKnown, differences } from './cells.ts';
import { type GridClaim, confirmGrid, confirmedBy } from './confirm.ts';
import type { GridRules, GridSpec, PzprForm } from './grid-spec.ts';
import { InputError } from '../errors.ts';
import { pzprFormOf } from '../format/puzzlink.ts';
import { Exit, type Input, type Options, type Outcome, limitWords } from './kind.ts';
import { header, sizeOf, timingsOf } from './result.ts';
import { builtIn, trusted } from './trust.ts';
import { type Conflicting, explainNone, explanationText } from '../solver/explain.ts';
import { conflictPicture } from './conflict-picture.ts';
import { answerWriters } from './answer-formats.ts';
import type { Place } from '../dsl/model.ts';

export const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The encoding a puzzle is solved with unless one is asked for: the kind's, for the puzzle's size. */
export const defaultEncodingOf = <P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P) => spec.encodingFor?.(puzzle) ?? spec.defaultEncoding;

/** The puzzle read, with what a user should know before solving (not errors) as stderr lines. */
export function parseGrid<P, C extends Cell>(spec: GridSpec<P, C>, input: Input, options: Options): { puzzle: P; warnings: string[] } {
  refuseUnreadForm(spec, input);
  const puzzle = spec.parse(input, options.settings ?? {});
  return { puzzle, warnings: (spec.warnings?.(puzzle) ?? []).map((warning) => `${input.source}: warning: ${warning}`) };
}

/** The pzprjs forms a kind reads: as it says, or the puzz.link URL alone when it reads some type. */
export const formsOf = (spec: Pick<GridRules<unknown, Cell>, 'pzprForms' | 'puzzlinkTypes'>): readonly PzprForm[] =>
  spec.pzprForms ?? (spec.puzzlinkTypes?.length ? ['url'] : []);

const FORM_NAMES = { url: 'puzz.link URLs', file: 'pzprv3 files', penpa: 'penpa-edit URLs' } as const;

/** A pzprjs form of the kind's genre that its reader does not take: said in words, with what it does read. */
function refuseUnreadForm<P, C extends Cell>(spec: GridSpec<P, C>, input: Input): void {
  const form = pzprFormOf(input.text);
  const forms = formsOf(spec);
  if (form === undefined || forms.includes(form)) return;
  const reads = forms.length > 0 ? `it reads ${forms.map((name) => FORM_NAMES[name]).join(' and ')}` : 'it reads its task and text forms';
  const hint = form === 'file' && forms.includes('url') ? ' (in pzprjs, File > Export URL gives one)' : '';
  throw new InputError(
    input.source,
    form === 'file' ? 'pzprv3 line 1' : form === 'penpa' ? 'penpa URL' : 'URL',
    `${spec.id} does not read ${FORM_NAMES[form]}: ${reads}${hint}`,
  );
}

/** The encoding, strategy and budget a request picks (the kind's defaults where it names none). */
export function choicesOf<P, C extends Cell>(spec: GridSpec<P, C>, options: Options, puzzle: P) {
  return {
    encoding: spec.encodings.get(options.engine ?? options.encoding ?? defaultEncodingOf(spec, puzzle)),
    strategy: strategies.get(options.strategy ?? spec.defaultStrategy).id,
    timeoutMs: (options.timeout ?? 60) * 1000,
  };
}

/**
 * What a run claims that no checker can test: no solution, or (its search finished) that the grids
 * found are all there are, or the forced cells. Only an engine that is not trusted has it
 * confirmed (confirm.ts); the built-in ones are complete.
 */
function claimOf<C extends Cell>(engine: string, report: SolveReport<Grid<C>>, grids: Grid<C>[], forced: boolean): GridClaim<C> | undefined {
  if (trusted(engine) || report.status === 'rejected') return undefined;
  if (grids.length === 0) return report.status === 'unsat' ? { engine, grids } : undefined;
  if (forced) return 'forced' in report && report.forced !== undefined ? { engine, grids, forced: agreed(grids) } : undefined;
  return report.complete ? { engine, grids } : undefined;
}

/** A clue's place as the JSON contract counts rows, columns and cells: from 1. */
const placeFromOne = (at: Place) =>
  'cells' in at ? { cells: at.cells.map(({ row, col }) => ({ row: row + 1, col: col + 1 })) } : { ...at, index: at.index + 1 };

/**
 * --explain: clues and rules that cannot all hold, from the encoding that found none (a plugin's
 * encoding is not believed: the kind's default explains instead). Words for the message, and the
 * proof with the conflict as data; undefined when there is none to give.
 */
async function explainOf<P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P, engine: string, timeoutMs: number) {
  const started = performance.now();
  const found = spec.encodings.get(trusted(engine) ? engine : defaultEncodingOf(spec, puzzle));
  // An encoding that deduces before Z3 names its deductions, not the clues: its plain sibling explains.
  const encoding = found.reasonsBy ? spec.encodings.get(found.reasonsBy) : found;
  // At least a few seconds: the unsat check that came first may have spent most of the budget.
  const budget = Math.max(timeoutMs, 3000);
  const explanation = await explainNone(encoding, puzzle, { timeoutMs: budget });
  if (explanation.status !== 'explained') return { words: `the clues contradict the rules (no smaller reason found in time: ${explanation.reason})` };
  const { conflict, minimal } = explanation;
  const doubt = await recheck(spec, puzzle, conflict, budget - (performance.now() - started));
  if (doubt) return { words: `the clues contradict the rules (${doubt})` };
  const words = explanationText(conflict);
  // A kind that cannot write a puzzle without a clue has its explanation from the core alone: said so.
  const unchecked =
    !spec.keepClues && conflict.some((member) => member.where !== undefined) ? ' (from the unsat core alone: not re-checked on the puzzle)' : '';
  return {
    words: `${words}${minimal ? '' : ' (perhaps not the smallest such set: the time ran out)'}${unchecked}`,
    conflict,
    // The JSON counts places from 1, as it counts cells.
    proof: {
      method: `unsat core of ${encoding.id}${minimal ? ', minimal' : ''}${spec.keepClues ? ', re-checked on the puzzle with only those clues' : ''}`,
      explanation: words,
      conflict: conflict.map(({ rule, where, at }) => (where === undefined ? { rule } : { rule, where, ...(at && { at: placeFromOne(at) }) })),
    },
  };
}

/**
 * An explanation is told only once the puzzle with only the clues it names has no solution either
 * (the kind's default encoding, a complete search): an unsat core drops a clue's constraint, but
 * not what an encoding worked out from the clue's value before (an island's reach from its
 * number, cells settled by deductions), so a core alone can name too few. Undefined when it holds;
 * else why it is not told. A kind that cannot write a puzzle without a clue is not re-checked.
 */
async function recheck<P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P, conflict: Conflicting[], timeoutMs: number): Promise<string | undefined> {
  if (!spec.keepClues) return undefined;
  const reduced = spec.keepClues(
    puzzle,
    conflict.flatMap(({ at }) => (at ? [at] : [])),
  );
  const report = await solve(spec.encodings.get(defaultEncodingOf(spec, reduced)), reduced, {
    strategy: spec.defaultStrategy,
    timeoutMs: Math.max(timeoutMs, 1000),
    verify: (grid) => spec.verify(reduced, grid),
    limit: 1,
  });
  if (report.status === 'unsat') return undefined;
  return report.solutions.length > 0
    ? 'the smaller set of clues an unsat core named has a solution on its own, so it is not given'
    : `the smaller set of clues an unsat core named could not be re-checked in time (${report.status})`;
}

export async function solveGrid<P, C extends Cell>(spec: GridSpec<P, C>, input: Input, options: Options): Promise<Outcome> {
  const { puzzle, warnings } = parseGrid(spec, input, options);
  const { encoding, strategy, timeoutMs } = choicesOf(spec, options, puzzle);
  const verify = (grid: Grid<C>) => spec.verify(puzzle, grid);
  // A built-in encoding may be tried before Z3 starts, and a settled grid decided without it.
  const standIn = builtIn(spec.id, encoding.id);
  const started = performance.now();
  // Two solutions answer "unique?"; a result meant to be complete (JSON, serve, the library) asks it too.
  const limit = options.count ?? (options.unique || options.complete ? 2 : 1);
  const report = options.forced
    ? await forcedCells(encoding, puzzle, { strategy, timeoutMs, verify, standIn })
    : await solve(encoding, puzzle, { strategy, timeoutMs, verify, limit, standIn });
  const grids = report.solutions.map((solution) => solution.answer);
  const claim = claimOf(encoding.id, report, grids, !!options.forced);
  const confirmation = claim && (await confirmGrid(spec, puzzle, claim, defaultEncodingOf(spec, puzzle), timeoutMs - (performance.now() - started)));
  const totalMs = performance.now() - started;
  const settings = spec.settings?.(puzzle);
  const run = {
    ...header('solve', spec.id, input.source),
    engine: encoding.id,
    strategy,
    ...(settings && { settings }),
    timings: timingsOf({ encodeMs: report.timings.encodeMs, solveMs: report.timings.solveMs, totalMs }),
    size: sizeOf(report.size),
  };
  // Bound, as a call on spec.render would be (a plugin's render may use `this`).
  const svg = spec.render.svg?.bind(spec.render);
  const picture = (grid: PartialGrid<C>) => ({
    text: (colour: boolean) => spec.render.text(puzzle, grid, { colour }),
    svg: svg && (() => svg(puzzle, grid)),
  });
  /** An outcome with nothing to draw: its message on stdout (or only on stderr, for an error). */
  const bare = (result: Outcome['result'], exit: number, error?: string): Outcome => ({
    result,
    exit,
    warnings,
    errors: error ? [`puzzlebench: ${error}`] : [],
    notes: [],
    text: () => (error ? '' : `${result.message}\n`),
  });

  // A claim of an engine that is not trusted, refuted by a built-in one (exit 4: the engine is
  // wrong, and no answer is shown) or not confirmed in time (exit 3: unknown, never a proof).
  if (confirmation?.outcome === 'refuted') {
    const { message } = confirmation;
    return bare({ ...run, status: 'invalid', reason: 'rejected', message, error: { message } }, Exit.internal, message);
  }
  if (confirmation?.outcome === 'unknown') {
    return bare({ ...run, status: 'unknown', reason: 'unconfirmed', message: `unknown after ${limitWords(options)} (${confirmation.message})` }, Exit.unknown);
  }
  if (report.status === 'rejected') {
    const message = `${encoding.id} produced a grid the checker rejects`;
    return bare(
      { ...run, status: 'invalid', reason: 'rejected', message, error: { message, problems: report.problems } },
      Exit.internal,
      `internal error: ${message}: ${report.problems.join('; ')}`,
    );
  }
  if (grids.length === 0) {
    if (report.status !== 'unsat') {
      // Out of time, the run took the --timeout asked (counted from the process's start, which the
      // timings here do not see); stopped otherwise (Z3 gave up), it took what it measured.
      const after = report.status === 'timeout' ? limitWords(options) : seconds(Math.min(timeoutMs, report.timings.encodeMs + report.timings.solveMs));
      const message = `unknown after ${after} (${report.status})`;
      return bare({ ...run, status: 'unknown', reason: report.status, message }, Exit.unknown);
    }
    const explained = options.explain ? await explainOf(spec, puzzle, encoding.id, timeoutMs - (performance.now() - started)) : undefined;
    const message = `no solution: ${explained?.words ?? 'the clues contradict the rules'}${confirmation ? ` (confirmed by ${confirmation.by})` : ''}`;
    const proof =
      explained?.proof ??
      (report.searched ? { method: 'unsat', explanation: `${encoding.id} under ${strategy}: the formula is unsat` } : refutedByDeductions(encoding.id));
    // The picture of no solution is the bare puzzle, with the clues that conflict outlined when explained.
    const conflict = explained?.conflict;
    const layout = spec.layout?.(puzzle) ?? spec.play?.layout(puzzle);
    const bareSvg = svg && (() => (conflict ? conflictPicture(svg(puzzle, null), layout, conflict) : svg(puzzle, null)));
    // "the clues contradict the rules" names nothing: say how to have them named.
    const notes = explained ? [] : ['--explain names a small set of the clues and rules that cannot all hold'];
    return {
      ...bare({ ...run, status: 'no-solution', message, proof, ...(confirmation && { confirmedBy: confirmedBy(confirmation) }) }, Exit.none),
      notes,
      ...(bareSvg && { svg: bareSvg }),
    };
  }

  const by = confirmation ? `confirmed by ${confirmation.by}` : '';
  const confirmed = by && ` (${by})`;
  const proved = report.complete && grids.length === 1;
  // Forced cells are known only when the search finished; cells that agree so far are not.
  const settled = !options.forced || ('forced' in report && report.forced !== undefined);
  const forced = options.forced && settled ? agreed(grids) : undefined;
  const differ = grids.length > 1 ? differences(grids[0], grids[1]) : [];
  const differing = `${differ.length} cells: ${differ.map((cell) => cell.name).join(' ')}`;
  const counted = report.complete
    ? `that is all of them${confirmed}`
    : grids.length === options.count
      ? `there may be more (limit ${options.count})`
      : `search stopped: ${report.status}`;
  // The line that says what was established, in the text and as the JSON message alike.
  const verdict = options.forced
    ? forced
      ? `forced: ${countKnown(forced)} of ${grids[0].flat().length} cells are the same in every solution${proved ? ' (the solution is unique)' : ''}${confirmed}`
      : `forced cells: unknown after ${limitWords(options)} (${report.status}); one solution is shown`
    : options.count !== undefined
      ? `${grids.length} solution${grids.length === 1 ? '' : 's'}; ${counted}`
      : proved
        ? `unique: yes (proved${by && `; ${by}`})`
        : differ.length > 0
          ? `unique: no; they differ in ${differing}`
          : `unique: unknown after ${limitWords(options)} (${report.status})`;
  const answer = {
    type: 'grid' as const,
    grid: spec.rows(grids[0]),
    solutions: grids.length,
    complete: report.complete,
    unique: proved ? true : grids.length > 1 ? false : null,
    ...(options.count !== undefined && { grids: grids.map(spec.rows) }),
    ...(options.forced && { forced: forced ? spec.rows(forced) : null }),
    ...(options.unique && grids.length > 1 && { second: spec.rows(grids[1]) }),
    ...(differ.length > 0 && { differing: differ }),
  };
  const shown = picture(forced ?? grids[0]);
  const lazy =
    report.size.lazy && report.searched ? `, ${plural(report.size.lazy.cuts, 'lazy cut')} in ${plural(report.size.lazy.rounds, 'repeated check')}` : '';
  // A settled grid's formula of constants is decided without Z3 (src/solver/closed.ts): no strategy ran.
  const how = report.searched ? `under ${strategy}` : 'decided by its deductions, no search';
  const timing = `${encoding.id} ${how}: ${seconds(report.timings.encodeMs + report.timings.solveMs)} (${seconds(totalMs)} ${z3Started() ? 'with Z3 start-up' : 'in all, Z3 never started'}${lazy})`;
  // solve --to: the puzzle with the answer shown (the forced cells under --forced) in a shared format.
  const written = (format: string) => {
    const write = answerWriters(spec)[format];
    if (!write) throw new Error(`internal error: ${spec.id} answers are not written as ${format}`);
    return write(puzzle, forced ?? grids[0]);
  };
  const drawn = (text: (colour: boolean) => string) => ({
    warnings,
    errors: [],
    svg: shown.svg,
    written,
    text: ({ colour }: { colour: boolean }) => text(colour),
  });

  if (options.forced) {
    const exit = forced ? Exit.solved : Exit.unknown;
    const result = forced
      ? {
          ...run,
          status: 'solved' as const,
          message: verdict,
          answer,
          proof: report.searched
            ? { method: 'unsat after excluding the forced values', explanation: 'no solution differs from the forced cells in any of them' }
            : settledByDeductions,
          ...(confirmation && { confirmedBy: confirmedBy(confirmation) }),
        }
      : { ...run, status: 'unknown' as const, reason: report.status, message: verdict, answer };
    return { result, exit, notes: [], ...drawn((colour) => `${shown.text(colour)}${verdict}\n`) };
  }
  const proof = !report.complete
    ? undefined
    : report.searched
      ? { method: 'unsat after excluding the solutions found', explanation: `no solution other than the ${grids.length === 1 ? 'one' : grids.length} found` }
      : settledByDeductions;
  const message = options.count !== undefined ? verdict : `solved by ${encoding.id} (${report.searched ? strategy : 'its deductions, no search'}); ${verdict}`;
  const result = {
    ...run,
    status: 'solved' as const,
    message,
    answer,
    ...(proof && { proof }),
    ...(confirmation && { confirmedBy: confirmedBy(confirmation) }),
  };
  if (options.count !== undefined) {
    return {
      result,
      exit: Exit.solved,
      notes: [],
      ...drawn((colour) => `${grids.map((grid, i) => `solution ${i + 1}:\n${picture(grid).text(colour)}`).join('')}${verdict}\n`),
    };
  }
  const uniqueness = (colour: boolean) =>
    !options.unique
      ? ''
      : differ.length > 0
        ? `unique: no; a second solution:\n${picture(grids[1]).text(colour)}they differ in ${differing}\n`
        : `${verdict}\n`;
  return { result, exit: Exit.solved, notes: [timing], ...drawn((colour) => `${shown.text(colour)}${uniqueness(colour)}`) };
}

// A settled grid's formula of constants is decided without a solver (src/solver/closed.ts): its
// proofs rest on the deductions, each of which holds in every solution, and say so.
const settledByDeductions = {
  method: 'every cell settled by deductions',
  explanation: 'each deduction holds in every solution, and they left one value for each cell',
};
const refutedByDeductions = (encoding: string) => ({
  method: 'deductions',
  explanation: `${encoding}: a rule is false over the cells the deductions settled`,
});
