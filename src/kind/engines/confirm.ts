// A planning engine that is not trusted (trust.ts) has its claims that no simulator can test
// confirmed by the kind's default engine before they are printed: "no plan of at most k moves",
// "no plan at all", and "optimal" (no plan one move shorter). The plan itself needs no
// confirmation: the simulator has already replayed it.
import type { Registry } from '../../dsl/registry.ts';
import { defaultEngineOf, moves, type PlanEngine, type Request } from './engines.ts';
import type { Answer, PlanningSpec } from '../planning-spec.ts';
import { trusted } from '../trust.ts';

/** The question that settles a claim, or none when the answer claims nothing a simulator cannot test. */
function claimOf<M>(result: Answer<M>, maxHorizon: number): { words: string; mode: Request<unknown>['mode']; limit: number } | undefined {
  if (result.status === 'none') {
    return result.upTo === Infinity
      ? { words: 'no plan of any length', mode: 'shortest', limit: maxHorizon }
      : { words: `no plan of at most ${moves(result.upTo)}`, mode: 'within', limit: result.upTo };
  }
  const length = result.status === 'plan' ? result.plan.length : 0;
  if (result.status === 'plan' && result.optimal && length > 0) return { words: `no plan of at most ${moves(length - 1)}`, mode: 'within', limit: length - 1 };
  return undefined;
}

/**
 * The answer as it may be printed: unchanged from a trusted engine; otherwise with its claim
 * confirmed by the kind's default engine within `budgetMs` (`confirmedBy`), refuted (status
 * 'rejected', `refuted` saying how), or, where that engine did not settle it in time, withdrawn:
 * 'unknown' in place of "no plan", a plan not shown shortest in place of "optimal".
 */
export async function confirmAnswer<P, M>(
  spec: PlanningSpec<P, M>,
  engines: Registry<PlanEngine<P, M>>,
  puzzle: P,
  result: Answer<M>,
  budgetMs: number,
): Promise<Answer<M>> {
  if (trusted(result.engine)) return result;
  const claim = claimOf(result, spec.maxHorizon(puzzle));
  if (!claim) return result;
  const engine = engines.get(defaultEngineOf(spec, puzzle));
  const started = performance.now();
  let answer: Answer<M> | undefined;
  try {
    if (budgetMs > 0) answer = await engine.answer({ puzzle, flags: { timeout: budgetMs / 1000 }, limit: claim.limit, mode: claim.mode });
  } catch {
    // The default engine cannot state this puzzle (a limit of its own): the claim stays unconfirmed.
  }
  const ms = result.ms + (performance.now() - started);
  if (answer?.status === 'plan') {
    const refuted = `${result.engine} claims ${claim.words}, but ${answer.engine} finds a plan of ${moves(answer.plan.length)}, which the simulator accepts`;
    return { ...result, ms, status: 'rejected', reason: 'rejected', refuted, problems: [refuted], certificate: '' };
  }
  if (answer?.status === 'none' && (claim.mode === 'within' || answer.upTo === Infinity))
    return { ...result, ms, confirmedBy: { engine: answer.engine, claim: claim.words } };
  const why = `${result.engine}'s claim of ${claim.words} is not confirmed: ${engine.id} did not settle it in time`;
  // The proof is withdrawn: it stays as a key, undefined, over the one the spread carries.
  if (result.status === 'none') return { ...result, ms, status: 'unknown', reason: 'unconfirmed', certificate: why, ...{ proof: undefined } };
  if (result.status === 'plan') return { ...result, ms, optimal: false, certificate: `not shown (${why})`, proof: undefined };
  // A claim comes only from 'none' or an optimal plan.
  return result;
}
