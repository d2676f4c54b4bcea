// serve's API: each endpoint reads its request (request.ts), answers in the JSON contract, and
// sends solving to the pool of threads (pool.ts). Reading, detection, pictures and Check are quick
// and run here; solve, check within k and hints run on a thread under a deadline.
import { UsageError } from '../errors.ts';
import { kinds } from '../catalogue/index.ts';
import { availableStrategies, strategies } from '../solver/strategy.ts';
import type { Result } from '../kind/contract.ts';
import { defaultEncodingOf } from '../kind/grid.ts';
import { checkMarks, playValues, readRows } from '../kind/grid-play.ts';
import { lineSettings } from '../kind/grid-lines.ts';
import type { Kind } from '../kind/kind.ts';
import { defaultEngineOf } from '../kind/engines/engines.ts';
import type { MoveData } from '../kind/planning-spec.ts';
import { header } from '../kind/result.ts';
import type { Interrupted, Pool } from './pool.ts';
import { type Body, bundledInput, bundledPuzzles, flagsOf, inputOf, kindOfRequest, whole } from './request.ts';
import type { Operation } from './worker.ts';
import { editClue, editOutside, editSettings } from '../kind/grid-edit.ts';
import { editWall } from '../kind/grid-edit-walls.ts';

/** Past its timeout, the share of it a run may overrun before its thread is stopped (as the command line's deadline). */
const DEADLINE_SLACK = 1.35;
/** Plus this, for a thread that had to start Z3 first (one replaced after a stop). */
const START_MS = 5000;

/** An answer: the HTTP status and a JSON value, or an SVG picture. */
export type Reply = { status: number; json: unknown } | { status: number; svg: string };

/** The HTTP status of a result: input or usage to fix is 400; ours to fix (a crash, a rejected answer) 500. */
export function httpStatus(result: Result): number {
  if (result.status === 'invalid')
    return result.reason === 'input' || result.reason === 'usage' ? 400 : result.command === 'hint' || result.command === 'check-marks' ? 200 : 500;
  if (result.status === 'error') return result.reason === 'unavailable' ? 400 : 500;
  return 200;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function interrupted(op: Operation, kind: Kind, source: string, outcome: Interrupted, timeoutS: number): Result {
  const message =
    outcome.interrupted === 'stopped'
      ? outcome.queued
        ? 'stopped before it started (it was waiting for a solving thread)'
        : `stopped after ${seconds(outcome.ms)}`
      : `unknown after ${timeoutS} s (the run was stopped at its deadline)`;
  return { ...header(op, kind.id, source), status: 'unknown', reason: outcome.interrupted, message };
}

/**
 * solve, check and hint: on a thread of the pool, with a deadline; `run` names the run for Stop,
 * and `signal` (the request's connection closing) stops it too.
 */
export async function solving(pool: Pool, op: Operation, body: Body, signal?: AbortSignal): Promise<Reply> {
  const input = inputOf(body);
  const kind = kindOfRequest(body, input);
  const flags = flagsOf(body, kind);
  if (op === 'check' && flags.within === undefined) throw new UsageError('check needs "within": the most moves allowed');
  if (op === 'check' && !kind.check) throw new UsageError(`${kind.id} puzzles have no moves; use /api/solve`);
  if (op === 'hint' && kind.made.type !== 'grid') throw new UsageError(`${kind.id} puzzles have no cells to hint at; /api/next-move hints at a move`);
  if (op === 'next-move' && kind.made.type !== 'planning') throw new UsageError(`${kind.id} puzzles have no moves; /api/hint hints at a cell`);
  const run = typeof body.run === 'string' ? body.run : undefined;
  const outcome = await pool.run(
    { op, input, kind: kind.id, flags, marks: body.lines === undefined ? body.marks : { lines: body.lines }, moves: body.moves ?? [] },
    { run, signal, deadlineMs: flags.timeout * 1000 * DEADLINE_SLACK + START_MS },
  );
  const result = 'interrupted' in outcome ? interrupted(op, kind, input.source, outcome, flags.timeout) : outcome;
  return { status: httpStatus(result), json: result };
}

export function checkMarksReply(body: Body): Reply {
  const input = inputOf(body);
  const kind = kindOfRequest(body, input);
  if (kind.made.type !== 'grid') throw new UsageError(`${kind.id} puzzles have no cells to mark`);
  // Lines drawn, in a kind played by lines; else the marked cells.
  const result = checkMarks(kind.made.spec, input, body.lines === undefined ? body.marks : { lines: body.lines });
  return { status: httpStatus(result), json: result };
}

/**
 * Serve's editor: the puzzle with one change, and the text written back: a cell's clue (`cell`,
 * `clue`; no `clue`: the next in the cycle), a clue outside the grid (`outside` {side, index},
 * `clue`), or a wall toggled (`wall` {row, col, side}, with the `inner` walls the last one answered).
 */
export function editReply(body: Body): Reply {
  const input = inputOf(body);
  const kind = kindOfRequest(body, input);
  if (kind.made.type !== 'grid') throw new UsageError(`${kind.id} puzzles have no cells to place clues in`);
  const { spec } = kind.made;
  const asked = (['cell', 'outside', 'wall'] as const).filter((part) => body[part] !== undefined);
  if (asked.length !== 1)
    throw new UsageError(`an edit names one change: a cell, outside (a clue's place outside the grid) or wall; found ${asked.join(', ') || 'none'}`);
  const changed =
    asked[0] === 'wall'
      ? editWall(spec, input, body.wall, body.inner)
      : asked[0] === 'outside'
        ? editOutside(spec, input, body.outside, body.clue)
        : editClue(spec, input, body.cell, body.clue);
  return { status: 200, json: { kind: kind.id, ...changed } };
}

/** The puzzle in another of its kind's formats (`to`: one of those detect lists), for the page's Export. */
export function convertReply(body: Body): Reply {
  const input = inputOf(body);
  const kind = kindOfRequest(body, input);
  if (body.to !== undefined && typeof body.to !== 'string') throw new UsageError('to: expected a format name');
  return { status: 200, json: { kind: kind.id, format: body.to ?? kind.formats[0], text: kind.convert(input, { to: body.to }) } };
}

/** What the page needs to know of a puzzle before anything is solved: its kind, size, engines, play mode. */
export function detectReply(body: Body): Reply {
  const input = inputOf(body);
  const kind = kindOfRequest(body, input);
  const base = { kind: kind.id, idea: kind.idea, input: input.source, type: kind.made.type, engines: engineList(kind), formats: kind.formats };
  if (kind.made.type === 'grid') {
    const { spec } = kind.made;
    const puzzle = spec.parse(input);
    const play = spec.play && {
      values: playValues(spec).map(({ name, notation, draw }) => ({ name, notation, draw })),
      layout: spec.play.layout(puzzle),
      // A kind whose answer is drawn: the page draws lines between these points instead of marking cells.
      ...(spec.play.lines && { lines: lineSettings(spec.play.lines, puzzle) }),
    };
    // Where the cells are, for outlines, also for a kind without a play mode.
    const layout = (spec.layout ?? spec.play?.layout)?.(puzzle);
    return {
      status: 200,
      json: {
        ...base,
        describe: spec.describe(puzzle),
        warnings: spec.warnings?.(puzzle) ?? [],
        defaultEngine: defaultEncodingOf(spec, puzzle),
        defaultStrategy: spec.defaultStrategy,
        ...(play && { play }),
        ...(spec.edit && { edit: editSettings(spec.edit, puzzle) }),
        ...(layout && { layout }),
        pictures: Boolean(spec.render.svg),
      },
    };
  }
  const { spec } = kind.made;
  const puzzle = spec.parse(input);
  return {
    status: 200,
    json: {
      ...base,
      describe: spec.group?.(puzzle) ?? '',
      warnings: [],
      defaultEngine: defaultEngineOf(spec, puzzle),
      defaultStrategy: spec.defaultStrategy ?? 'qf-fd',
      lowerBound: spec.lowerBound(puzzle),
      pictures: Boolean(spec.stateSvg && spec.moveFrom),
      // Next move?: the kind's search can start from where the player's moves lead.
      nextMove: Boolean(spec.searchFrom && spec.moveFrom),
    },
  };
}

const engineList = (kind: Kind) => kind.engines.all().map((engine) => ({ id: engine.id, idea: engine.idea, strategies: kind.strategiesFor(engine.id) }));

export function kindsReply(): Reply {
  const available = new Set(availableStrategies().map((strategy) => strategy.id));
  return {
    status: 200,
    json: {
      kinds: kinds.all().map((kind) => ({ id: kind.id, idea: kind.idea, type: kind.made.type, engines: engineList(kind) })),
      strategies: strategies.all().map((strategy) => ({
        id: strategy.id,
        idea: strategy.idea,
        available: available.has(strategy.id),
        ...(strategy.unavailable?.() && { why: strategy.unavailable() }),
      })),
    },
  };
}

export function puzzlesReply(query: URLSearchParams): Reply {
  const path = query.get('path');
  if (path === null) return { status: 200, json: { puzzles: bundledPuzzles() } };
  const input = bundledInput(path);
  const bundled = bundledPuzzles().find((puzzle) => puzzle.path === path);
  // bundledInput read it, so the list has it.
  if (!bundled) throw new Error(`internal error: ${path} is not among the bundled puzzles`);
  return { status: 200, json: { path: input.source, kind: bundled.kind, text: input.text } };
}

/**
 * A picture: a grid puzzle bare or with `grid` (rows in the kind's notation, '?' undecided); a
 * planning puzzle's state after `step` moves of `plan` (moves as the contract has them).
 */
export function svgReply(body: Body): Reply {
  const input = inputOf(body);
  const kind = kindOfRequest(body, input);
  if (kind.made.type === 'grid') {
    const { spec } = kind.made;
    if (!spec.render.svg) throw new UsageError(`${kind.id} puzzles have no SVG picture yet`);
    const puzzle = spec.parse(input);
    const grid = body.grid === undefined || body.grid === null ? null : readRows(spec, puzzle, body.grid);
    return { status: 200, svg: spec.render.svg(puzzle, grid) };
  }
  const { spec } = kind.made;
  // Bound, as a call on spec would be (a plugin's spec may use `this`).
  const moveFrom = spec.moveFrom?.bind(spec);
  if (!spec.stateSvg || !moveFrom) throw new UsageError(`${kind.id} plans have no pictures yet`);
  const puzzle = spec.parse(input);
  const data = body.plan ?? [];
  if (!Array.isArray(data) || data.length > 100_000) throw new UsageError('plan: expected a list of moves (the "move" of each step of a result)');
  // A client's moves, unchecked: moveFrom reads each field by field (DataReader), naming what is amiss.
  const plan = data.map((move, index) => moveFrom(puzzle, move as MoveData, index));
  const step = body.step === undefined ? plan.length : whole(body.step, 'step', 0, plan.length);
  return { status: 200, svg: spec.stateSvg(puzzle, plan, step) };
}

/** GET /api/svg?puzzle=<bundled path>: a bundled puzzle's picture, bare (or its start). */
export function svgOfBundled(query: URLSearchParams): Reply {
  return svgReply({ puzzle: query.get('puzzle') ?? undefined, kind: query.get('kind') ?? undefined });
}
