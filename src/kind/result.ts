// Results in the JSON contract (src/kind/contract.ts), built here without loading zod: the types
// come from the schemas, so a field the contract does not know is a compile error, and the tests
// validate what is printed against the schemas themselves.
import type { FormulaSize } from '../dsl/model.ts';
import type { Result } from './contract.ts';

export { commands } from './commands.ts';

/** Timings in JSON and run records: a tenth of a millisecond is finer than any run repeats. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

type Timings = NonNullable<Result['timings']>;

/** The timings given, rounded, leaving out those not measured. */
export function timingsOf(times: { encodeMs?: number; solveMs?: number; proofMs?: number; totalMs: number }): Timings {
  const parts: Omit<Timings, 'totalMs'> = {};
  for (const key of ['encodeMs', 'solveMs', 'proofMs'] as const) if (times[key] !== undefined) parts[key] = roundMs(times[key]);
  return { ...parts, totalMs: roundMs(times.totalMs) };
}

/** A formula's size as the contract has it (a copy: the model's own object is not ours to hand out). */
export const sizeOf = (size: FormulaSize) => ({ variables: size.variables, constraints: size.constraints, perRule: { ...size.perRule } });

/** `upTo` in the contract: Infinity (every length excluded) is written 'all'. */
export const upToOf = (upTo: number): number | 'all' => (upTo === Infinity ? 'all' : upTo);

/** The fields every result starts with. */
export const header = (command: Result['command'], kind: string | null, input?: string) => ({
  schemaVersion: 1 as const,
  command,
  kind,
  ...(input !== undefined && { input }),
});

/** Messages are one line in the contract: anything after a line break is folded into it. */
export const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, '; ');
