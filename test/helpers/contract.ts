// Checks that what a command printed under --json (or compare's --format json) is one result in
// the contract: the zod schemas of src/kind/contract.ts, and for plans each kind's move schema.
import { expect } from 'vitest';
import { moveSchemas } from '../../src/catalogue/contracts.ts';
import { type CompareResult, type Result, type Status, compareSchema, resultSchema } from '../../src/kind/contract.ts';

const problems = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');

/** Parses stdout as one JSON value and validates it; fails the test naming every field that breaks the contract. */
export function expectContract(jsonText: string): Result | CompareResult {
  const value: unknown = JSON.parse(jsonText);
  const schema = typeof value === 'object' && value !== null && 'records' in value ? compareSchema : resultSchema;
  const parsed = schema.safeParse(value);
  expect(parsed.success, parsed.success ? '' : `${problems(parsed.error)}\nin ${jsonText}`).toBe(true);
  const result = parsed.data!;
  if ('answer' in result && result.answer?.type === 'plan') {
    const moveSchema = result.kind === null ? undefined : moveSchemas[result.kind];
    for (const step of result.answer.plan) {
      const move = moveSchema?.safeParse(step.move);
      expect(move?.success ?? true, move?.error ? `step ${step.step}: ${problems(move.error)}` : '').toBe(true);
    }
  }
  return result;
}

/** A result (not a comparison) with the status expected, typed by it. */
export function expectResult<S extends Status>(jsonText: string, status: S): Extract<Result, { status: S }> {
  const result = expectContract(jsonText);
  expect('records' in result, 'a comparison, not a result').toBe(false);
  expect(result.status, (result as Result).message).toBe(status);
  return result as Extract<Result, { status: S }>;
}

/** The answer of a result, which must be a grid. */
export function gridOf(result: Result) {
  const answer = 'answer' in result ? result.answer : undefined;
  if (answer?.type !== 'grid') throw new Error(`expected a grid answer, found ${JSON.stringify(answer)}`);
  return answer;
}

/** The answer of a result, which must be a plan. */
export function planOf(result: Result) {
  const answer = 'answer' in result ? result.answer : undefined;
  if (answer?.type !== 'plan') throw new Error(`expected a plan answer, found ${JSON.stringify(answer)}`);
  return answer;
}

export function expectComparison(jsonText: string): CompareResult {
  const result = expectContract(jsonText);
  expect('records' in result, 'a comparison').toBe(true);
  return result as CompareResult;
}
