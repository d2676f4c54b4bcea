// The shared formats a grid kind writes its puzzle in with an answer (solve --to): those its spec
// declares (pzprv3 files, which keep the answer after the board), and, for every kind that writes
// Puzzle Team tasks, the task with its solution as Puzzle Team puzzles are shared with theirs: the
// task on one line, the solution's rows joined by `/` on the next, in the kind's answer notation
// (the columns of the Puzzle Team corpus, and what the kinds' solution readers take).
import type { Cell, PartialGrid } from './cells.ts';
import type { GridRules } from './grid-spec.ts';

/** The format name of Puzzle Team task strings, in a kind's `formats`. */
export const PUZZLE_TEAM = 'puzzleteam';

export type AnswerWriter<Puzzle, C extends Cell> = (puzzle: Puzzle, answer: PartialGrid<C>) => string;

/** Every writer of the puzzle with an answer the kind has, by format name. */
export function answerWriters<Puzzle, C extends Cell>(spec: GridRules<Puzzle, C>): Record<string, AnswerWriter<Puzzle, C>> {
  const task = spec.formats[PUZZLE_TEAM];
  const withTask: Record<string, AnswerWriter<Puzzle, C>> = task
    ? { [PUZZLE_TEAM]: (puzzle, answer) => `${task(puzzle).trimEnd()}\n${spec.rows(answer).join('/')}\n` }
    : {};
  return { ...withTask, ...spec.answerFormats };
}
