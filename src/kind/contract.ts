// The JSON contract: what `solve --json`, `check --json` and `compare --format json` print, for
// every kind, as zod schemas; `puzzlebench serve` answers in it too (and with hint and
// check-marks). schemas/*.json are generated from these (`npm run schemas`) and a test keeps them
// equal, so the published files and the code cannot drift apart.
//
// Only tests, the schema writer and library users import this file: zod costs ~75 ms to load, so
// the command line imports its types alone (`import type`), which cost nothing at run time.
import { z } from 'zod';
import { commands, statuses } from './commands.ts';
import { recordOf } from '../narrow.ts';

/** Raised when a field is renamed, removed or changes meaning; the schema files carry it in their names. */
export const SCHEMA_VERSION = 1;

// The statuses (commands.ts).
export { statuses };
export const statusSchema = z.enum(statuses).meta({ id: 'Status' });
export type Status = z.infer<typeof statusSchema>;

const count = z.number().int().nonnegative();
const line = z.string().regex(/^[^\n]*$/, 'one line');
// Finer than a tenth of a millisecond is noise between runs, so the contract promises no more.
const ms = z
  .number()
  .nonnegative()
  .refine((value) => Math.round(value * 10) / 10 === value, 'rounded to 0.1 ms')
  .describe('milliseconds, rounded to 0.1');

export const timingsSchema = z
  .strictObject({
    encodeMs: ms.optional().describe('building the formula'),
    solveMs: ms.optional().describe('to the first answer'),
    proofMs: ms.optional().describe('spent on a proof of impossibility'),
    totalMs: ms.describe('in all (for solve: Z3 start-up included)'),
  })
  .meta({ id: 'Timings' });

export const proofSchema = z
  .strictObject({
    method: z.string().describe("how the claim was established, e.g. 'exhaustive search', 'unsat at each shorter horizon'"),
    explanation: z.string().describe('the proof in words, one line'),
    upTo: z
      .union([count, z.literal('all')])
      .optional()
      .describe("no plan of at most this many moves exists ('all': of any length); absent for grids"),
    conflict: z
      .array(
        z.strictObject({
          rule: z.string().describe("the rule, as the encoding names it ('row clues', 'level')"),
          where: z.string().optional().describe("which instance of it, where the encoding names one ('row 3: 5'); absent: the rule as a whole"),
          at: z
            .union([
              z.strictObject({
                line: z.enum(['row', 'column']),
                index: z.number().int().min(1).describe('the row or column, counted from 1'),
                side: z
                  .enum(['start', 'end'])
                  .optional()
                  .describe("'end': the clue after the line (right of a row, below a column); absent or 'start': before it"),
              }),
              z.strictObject({
                cells: z.array(z.strictObject({ row: z.number().int().min(1), col: z.number().int().min(1) })).describe('counted from 1, as cell names are'),
              }),
            ])
            .optional()
            .describe('where the clue sits, where the encoding says: beside a row or column, or in cells (a cell clue, a region)'),
        }),
      )
      .optional()
      .describe('solve --explain on a grid with no solution: rules and clues that cannot all hold (minimal unless the time ran out)'),
  })
  .meta({ id: 'Proof', description: 'why a plan is optimal, why there is no solution, or why a grid is unique' });

export const sizeSchema = z
  .strictObject({
    variables: count,
    constraints: count,
    perRule: z.record(z.string(), count).describe("constraints per rule of the encoding, by the rule's name"),
  })
  .meta({ id: 'FormulaSize' });

const rows = z.array(z.string()).describe("one string per row in the kind's notation (Aquarium: '#' water, '.' air, '?' undecided)");

export const cellSchema = z
  .strictObject({
    row: z.number().int().min(1).describe('counted from 1 at the top'),
    col: z.number().int().min(1).describe('counted from 1 at the left'),
    name: z
      .string()
      .regex(/^\(\d+,\d+\)$/)
      .describe("as messages name the cell: '(row,col)'"),
  })
  .meta({ id: 'Cell' });

export const gridAnswerSchema = z
  .strictObject({
    type: z.literal('grid'),
    grid: rows.describe('the first solution found'),
    solutions: count.describe('solutions found (two are sought, to tell whether it is unique)'),
    complete: z.boolean().describe('every solution was found'),
    unique: z.boolean().nullable().describe('null: not established in time'),
    grids: z.array(rows).optional().describe('under --count: every solution found'),
    forced: rows.nullable().optional().describe("under --forced: the cells equal in every solution, others '?'; null when not settled in time"),
    second: rows.optional().describe('under --unique: a second solution'),
    differing: z.array(cellSchema).optional().describe('the cells where the first two solutions differ'),
  })
  .meta({ id: 'GridAnswer' });

export const planStepSchema = z
  .strictObject({
    step: z.number().int().min(1),
    move: z.record(z.string(), z.unknown()).describe("the move as data, in the kind's names and 1-based numbers (schemas/moves/<kind>.v1.json)"),
    text: z.string().describe('the line the text output shows for it'),
  })
  .meta({ id: 'PlanStep' });

export const planAnswerSchema = z
  .strictObject({
    type: z.literal('plan'),
    moves: count,
    plan: z.array(planStepSchema),
    summary: z.string().optional().describe("a line after the moves where they are not all alike (bridge: '17 min in all, ...')"),
  })
  .meta({ id: 'PlanAnswer' });

export const problemSchema = z
  .strictObject({
    rule: z.string().describe("the rule broken, in the kind's words ('row clue', 'level')"),
    message: line,
    cells: z.array(cellSchema).describe('the cells that break it (empty when the rule names none)'),
  })
  .meta({ id: 'Problem' });

export const marksAnswerSchema = z
  .strictObject({
    type: z.literal('marks'),
    marks: rows.describe("a player's marks (serve's play mode), '?' where a cell is unmarked"),
    complete: z.boolean().describe('every cell is marked'),
    problems: z.array(problemSchema).describe("what the kind's checker finds broken, or the marks no solution has together"),
  })
  .meta({ id: 'MarksAnswer' });

export const hintAnswerSchema = z
  .strictObject({
    type: z.literal('hint'),
    cell: cellSchema
      .nullable()
      .describe(
        'a cell not yet marked whose value every solution with the marks shares; null when there is none (every cell marked, or solutions with the marks differ on every other)',
      ),
    value: z.string().optional().describe("its value in the kind's notation ('#' water)"),
    name: z.string().optional().describe("its value's name ('water')"),
    rules: z.array(z.string()).optional().describe("the encoding's rules that force it, with the marks, when one or two of them suffice"),
  })
  .meta({ id: 'HintAnswer' });

export const nextMoveAnswerSchema = z
  .strictObject({
    type: z.literal('next-move'),
    made: count.describe('the moves the player has made from the start: the hint is from the state they reach'),
    move: planStepSchema
      .nullable()
      .describe('a good next move: the first of a shortest plan from here, numbered after those made; null when the goal is reached'),
    remaining: count.describe(
      "the moves left in a shortest plan from here (the kind's search: fewest moves; bridge: fewest crossings within what is left of the torch)",
    ),
    plan: z.array(planStepSchema).describe('that shortest plan from here, the simulator having accepted the moves made followed by it'),
    summary: z
      .string()
      .optional()
      .describe("a line after the moves where they are not all alike (bridge: '17 min in all, ...'), for the moves made and the plan"),
  })
  .meta({ id: 'NextMoveAnswer' });

export const answerSchema = z
  .discriminatedUnion('type', [gridAnswerSchema, planAnswerSchema, marksAnswerSchema, hintAnswerSchema, nextMoveAnswerSchema])
  .meta({ id: 'Answer' });

export const horizonSchema = z
  .strictObject({
    horizon: count,
    check: z.enum(['sat', 'unsat', 'unknown', 'timeout']).describe("Z3's answer to 'a plan of exactly this many moves?' (with atMost: of at most this many)"),
    ms,
    atMost: z
      .literal(true)
      .optional()
      .describe('the question was a plan of at most this many moves (a timeline whose steps may stay; any schedule but linear)'),
  })
  .meta({ id: 'HorizonCheck' });

export const errorSchema = z
  .strictObject({
    message: line,
    source: z.string().optional().describe('the file, <argument> or <stdin>'),
    position: z.string().optional().describe("where in it, e.g. 'line 3' or 'line 2, column 7'"),
    problems: z.array(z.string()).optional().describe('what the checker or simulator found wrong with a rejected answer'),
  })
  .meta({ id: 'ErrorDetail' });

const common = {
  schemaVersion: z.literal(SCHEMA_VERSION),
  command: z.enum(commands).nullable().describe('null when the command line named none'),
  kind: z.string().nullable().describe('the puzzle kind; null when the input was not read'),
  input: z.string().optional().describe('where the puzzle came from: a path, <argument> or <stdin>'),
  message: line.describe('what the text output would say, in one line'),
  reason: z.string().optional().describe("a finer word for the status: 'timeout', 'limit', 'rejected', 'input', 'usage', ..."),
  engine: z.string().optional(),
  strategy: z.string().optional().describe("how Z3 was asked; 'native' for a search engine"),
  settings: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe("the instance's settings (Aquarium: its rule)"),
  within: count.optional().describe('check: the most moves allowed'),
  timings: timingsSchema.optional(),
  horizons: z.array(horizonSchema).optional().describe('planning by Z3: each horizon asked'),
  size: sizeSchema.optional(),
  confirmedBy: z
    .strictObject({
      engine: z.string().describe('the built-in engine that asked the same question and agreed'),
      claim: z.string().describe("what it confirmed: 'no solution', 'a unique solution', 'the forced cells', 'no plan of at most 5 moves', ..."),
    })
    .optional()
    .describe(
      'an engine a plugin added is not believed on claims no checker can test (no solution, unique, forced, optimal, no plan within k): a built-in engine confirmed this one',
    ),
};

/** What `solve --json` and `check --json` print, any command's error under --json, and serve's hint, check-marks and next-move. */
export const resultSchema = z
  .discriminatedUnion('status', [
    z.strictObject({ ...common, status: z.literal('solved'), answer: answerSchema, proof: proofSchema.optional() }),
    z.strictObject({ ...common, status: z.literal('no-solution'), proof: proofSchema }),
    z.strictObject({ ...common, status: z.literal('unknown'), answer: answerSchema.optional().describe('what was found before time ran out') }),
    z.strictObject({
      ...common,
      status: z.literal('invalid'),
      error: errorSchema,
      answer: marksAnswerSchema.optional().describe('check-marks and hint: the marks and the rules they break'),
    }),
    z.strictObject({ ...common, status: z.literal('error'), error: errorSchema }),
  ])
  .meta({ title: `puzzlebench result, version ${SCHEMA_VERSION}` });
export type Result = z.infer<typeof resultSchema>;
/** A grid in a result: the rows in the kind's notation, and what was established (unique, count, forced cells). */
export type GridAnswer = z.infer<typeof gridAnswerSchema>;
/** A plan in a result: the moves, each as the kind's move data, and whether it is optimal. */
export type PlanAnswer = z.infer<typeof planAnswerSchema>;

/** The finer words a compare run records (the table, Markdown and CSV show these). */
export const runReasons = ['sat', 'unsat', 'unknown', 'timeout', 'crashed', 'unsupported', 'rejected'] as const;

export const compareRecordSchema = z
  .strictObject({
    file: z.string(),
    kind: z.string(),
    engine: z.string(),
    strategy: z.string(),
    status: statusSchema,
    reason: z.enum(runReasons),
    answer: z.string().describe("what engines must agree on: 'unique', '2+ solutions, 5 of 16 cells forced', 'optimum 22', 'no plan'"),
    partial: z.boolean().optional().describe('a solution found, its uniqueness or optimality not established in time'),
    verdict: z.enum(['accepted', 'rejected', '-']).describe("the checker's or simulator's verdict on the answer"),
    detail: z.string().optional(),
    size: sizeSchema.optional(),
    timings: timingsSchema,
    statistics: z.record(z.string(), z.number()).optional().describe("Z3's statistics"),
    group: z.string().optional().describe("a group for benchmark tables, e.g. '15x15'"),
  })
  .meta({ id: 'CompareRecord' });

/**
 * What `compare --format json` prints. Its own status: solved when every engine that answered
 * agrees and every file had an answer; unknown when some file had none (exit 3).
 */
export const compareSchema = z
  .strictObject({
    schemaVersion: z.literal(SCHEMA_VERSION),
    command: z.literal('compare'),
    status: z
      .enum(['solved', 'invalid', 'unknown'])
      .describe('invalid: engines disagree, or a checker rejected an answer (exit 1); unknown: on some file no engine answered (exit 3)'),
    message: line,
    records: z.array(compareRecordSchema),
    disagreements: z.array(z.strictObject({ file: z.string(), message: z.string() })),
    unanswered: z.array(z.strictObject({ file: z.string(), message: z.string() })).describe('files on which no engine answered: nothing was compared there'),
  })
  .meta({ title: `puzzlebench comparison, version ${SCHEMA_VERSION}` });
export type CompareResult = z.infer<typeof compareSchema>;

/**
 * The last line of `solve --json` or `check --json` over several puzzles (JSON lines: one result
 * per puzzle, then this): how many ended in each status; its own status is the worst of theirs.
 */
export const batchSchema = z
  .strictObject({
    schemaVersion: z.literal(SCHEMA_VERSION),
    command: z.enum(['solve', 'check']),
    type: z.literal('summary'),
    status: statusSchema.describe('the worst status of the puzzles: error, then invalid, unknown, no-solution, solved'),
    message: line,
    total: count,
    counts: z.strictObject(recordOf(statuses, () => count)),
    timings: z.strictObject({ totalMs: z.number().nonnegative() }),
  })
  .meta({ title: `puzzlebench summary of several puzzles, version ${SCHEMA_VERSION}` });
export type BatchSummary = z.infer<typeof batchSchema>;
export type CompareRecord = z.infer<typeof compareRecordSchema>;
