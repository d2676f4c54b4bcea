// Serve's next-move hint for any planning kind with `searchFrom`: from the state the player's moves
// reach, the kind's own search (exact, optimal) finds a shortest plan to the goal; the simulator
// checks the moves made followed by that plan before anything is said. Answers in the JSON
// contract: a good next move and how many remain, or that no plan is left from here.
import { UsageError } from '../errors.ts';
import type { Result } from './contract.ts';
import type { Input, Options } from './kind.ts';
import type { MoveData, PlanningSpec } from './planning-spec.ts';
import { header, roundMs } from './result.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `made`: the moves made from the start, each as the contract has it (a plan step's `move`). */
export function nextMove<P, M>(spec: PlanningSpec<P, M>, input: Input, made: unknown, flags: Options): Result {
  const started = performance.now();
  // Bound, as calls on spec would be (a plugin's spec may use `this`).
  const moveFrom = spec.moveFrom?.bind(spec);
  const searchFrom = spec.searchFrom?.bind(spec);
  if (!moveFrom || !searchFrom) throw new UsageError(`${spec.id} plans have no next-move hints yet`);
  const puzzle = spec.parse(input);
  if (!Array.isArray(made) || made.length > 100_000) throw new UsageError('moves: expected a list of moves (the "move" of each step of a result)');
  // A client's moves, unchecked: moveFrom reads each field by field, searchFrom replays them by the rules.
  const moves = made.map((data, index) => moveFrom(puzzle, data as MoveData, index));
  const outcome = searchFrom(puzzle, moves, { timeoutMs: (flags.timeout ?? 60) * 1000 });
  const run = { ...header('next-move', spec.id, input.source), engine: spec.search.id, strategy: 'native' };
  const timings = () => ({ totalMs: roundMs(performance.now() - started) });
  if (outcome.status === 'unsolvable') {
    const explanation = `every state reachable from here was explored (${outcome.explored}); none is the goal`;
    return {
      ...run,
      timings: timings(),
      status: 'no-solution',
      message: `no plan from here: ${explanation}`,
      proof: { method: 'exhaustive search', explanation },
    };
  }
  if (outcome.status === 'limit' || !outcome.plan) {
    return { ...run, timings: timings(), status: 'unknown', reason: 'limit', message: `no next move found in time (${outcome.explored} states explored)` };
  }
  const whole = [...moves, ...outcome.plan];
  const problems = spec.verify(puzzle, whole);
  if (problems.length > 0) {
    const message = `${spec.search.id} produced a plan from here that the simulator rejects`;
    return { ...run, timings: timings(), status: 'invalid', reason: 'rejected', message, error: { message, problems } };
  }
  const step = (index: number) => ({
    step: index + 1,
    move: spec.moveData(puzzle, whole[index], index, whole),
    text: spec.formatMove(puzzle, whole[index], index, whole),
  });
  const plan = outcome.plan.map((_, offset) => step(moves.length + offset));
  const [next] = plan;
  const summary = spec.summary?.(puzzle, whole);
  const message = next
    ? `next: ${next.text.replace(/^\d+\.\s*/, '')}; ${plural(plan.length, 'move')} remain${plan.length === 1 ? 's' : ''} in a shortest plan from here`
    : `solved: the ${plural(moves.length, 'move')} made reach the goal`;
  return {
    ...run,
    timings: timings(),
    status: 'solved',
    message,
    answer: { type: 'next-move', made: moves.length, move: next ?? null, remaining: plan.length, plan, ...(summary && { summary }) },
  };
}
