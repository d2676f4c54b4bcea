// A planning answer in the JSON contract (src/kind/contract.ts): the plan as data in the kind's
// own names, the proof of optimality or impossibility as data, and the message the text shows.
import type { Result } from './contract.ts';
import type { Input } from './kind.ts';
import type { Answer, PlanningSpec, PlanProof } from './planning-spec.ts';
import { header, roundMs, sizeOf, timingsOf, upToOf } from './result.ts';

export interface PlanOutcome<P, M> {
  command: 'solve' | 'check';
  input: Input;
  puzzle: P;
  result: Answer<M>;
  /** The text output's verdict, in one line. */
  message: string;
  /** check: the most moves allowed. */
  within?: number;
}

export function planResult<P, M>(spec: PlanningSpec<P, M>, outcome: PlanOutcome<P, M>): Result {
  const { command, input, puzzle, result, message, within } = outcome;
  const { report } = result;
  const base = {
    ...header(command, spec.id, input.source),
    message,
    engine: result.engine,
    strategy: result.strategy,
    ...(within !== undefined && { within }),
    timings: timingsOf({
      encodeMs: report?.encodeMs,
      // A search engine's time is all solving; a proof after it is counted apart.
      solveMs: report?.solveMs ?? result.ms - (result.proofMs ?? 0),
      proofMs: result.proofMs,
      totalMs: result.ms,
    }),
    ...(result.horizons.length > 0 && {
      horizons: result.horizons.map((step) => ({
        horizon: step.horizon,
        check: step.status,
        ms: roundMs(step.ms),
        ...(step.atMost && { atMost: true as const }),
      })),
    }),
    ...(report && { size: sizeOf(report.size) }),
    ...(result.confirmedBy && { confirmedBy: result.confirmedBy }),
  };
  const proofOf = (given: PlanProof | undefined) =>
    given && {
      method: given.method,
      explanation: given.explanation,
      ...(given.upTo !== undefined && { upTo: upToOf(given.upTo) }),
    };
  switch (result.status) {
    case 'plan': {
      const { plan } = result;
      const proof = proofOf(result.proof);
      const summary = spec.summary?.(puzzle, plan);
      const steps = plan.map((move, i) => ({ step: i + 1, move: spec.moveData(puzzle, move, i, plan), text: spec.formatMove(puzzle, move, i, plan) }));
      const answer = { type: 'plan' as const, moves: plan.length, plan: steps, ...(summary !== undefined && { summary }) };
      return { ...base, status: 'solved', answer, ...(proof && { proof }) };
    }
    case 'none':
      return { ...base, status: 'no-solution', proof: proofOf(result.proof) ?? { method: result.engine, explanation: result.certificate } };
    case 'unknown':
      return { ...base, status: 'unknown', ...(result.reason !== undefined && { reason: result.reason }) };
    case 'rejected':
      return { ...base, status: 'invalid', reason: 'rejected', error: { message, problems: result.problems } };
  }
}
