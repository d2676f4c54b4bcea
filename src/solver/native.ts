// Native backends, to show what the wasm build costs: the same formula, exported, solved by a `z3`
// binary (SMT-LIB2) or by CaDiCaL (DIMACS after bit-blasting), and the answer mapped back into a
// wasm-side model so decoders and checkers work unchanged. Both are optional: without the binary
// the strategy reports "not available", never a failure.
import { spawnSync } from 'node:child_process';
import type { Bool, Model as Z3Model, Solver } from 'z3-solver';
import type { BoolTerm, Z3 } from '../dsl/model.ts';
import { errorCode, isOneOf } from '../narrow.ts';

export class UnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnavailableError';
  }
}

/**
 * A budget in whole seconds for a native program. z3 takes -T:<seconds> into milliseconds as an
 * unsigned 32-bit number: the largest budget (no timeout, 2^32 - 1 ms) as 4294968 s wrapped to 0.7 s,
 * and a 30x30 Aquarium came back "unknown". Past about 49 days it is cut to the largest that fits.
 */
export const nativeSeconds = (ms: number) => Math.min(Math.floor((2 ** 32 - 1) / 1000), Math.max(1, Math.ceil(ms / 1000)));

export function onPath(binary: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;
}

type Verdict = 'sat' | 'unsat' | 'unknown';

/**
 * The part of z3-solver's Solver that runs and horizon searches use. Assertions are kept in a wasm
 * solver (for push/pop and export); checks go to the native program.
 */
export abstract class NativeSolver {
  protected readonly store: Solver<'main'>;
  protected timeoutMs = 4294967295;
  protected last: { verdict: Verdict; model?: Z3Model<'main'>; why: string; statistics: Record<string, number> } = {
    verdict: 'unknown',
    why: 'not checked',
    statistics: {},
  };

  constructor(protected readonly z3: Z3) {
    this.store = new z3.Solver();
  }

  add(...constraints: Bool<'main'>[]) {
    for (const constraint of constraints) this.store.add(constraint);
  }
  push() {
    this.store.push();
  }
  pop(levels?: number) {
    this.store.pop(levels);
  }
  set(key: string, value: unknown) {
    if (key === 'timeout') this.timeoutMs = Number(value);
  }
  toSmtlib2() {
    return this.store.toSmtlib2();
  }
  release() {
    this.store.release();
  }
  reasonUnknown() {
    return this.last.why;
  }
  model() {
    if (!this.last.model) throw new Error('no model: the last check was not sat');
    return this.last.model;
  }
  /** Iterable like z3-solver's Statistics, and released like them (there is nothing in wasm to free). */
  statistics() {
    const entries = Object.entries(this.last.statistics).map(([key, value]) => ({ key, value }));
    return Object.assign(entries, { release() {} });
  }

  abstract check(...assumptions: BoolTerm[]): Promise<Verdict>;

  protected run(binary: string, args: string[], input: string) {
    // The program has its own time limit; this one only catches a program that ignores it.
    return spawnSync(binary, args, { input, encoding: 'utf8', timeout: Math.min(this.timeoutMs, 2 ** 31 - 1) + 2000, maxBuffer: 1 << 28 });
  }
}

/** Runs the SMT-LIB2 text through `z3 -in` and reads its model back. */
class NativeZ3 extends NativeSolver {
  async check(...assumptions: BoolTerm[]): Promise<Verdict> {
    const smt = this.store.toSmtlib2().replace(/\(check-sat\)\s*$/, '');
    const extra = assumptions.map((term) => `(assert ${term.sexpr()})`).join('\n');
    const seconds = nativeSeconds(this.timeoutMs);
    const result = this.run('z3', ['-in', '-smt2', '-st', `-T:${seconds}`], `${smt}\n${extra}\n(check-sat)\n(get-model)\n`);
    const output = result.stdout ?? '';
    const said = output.match(/^(sat|unsat|unknown|timeout)\b/m)?.[1];
    const verdict = isOneOf(['sat', 'unsat', 'unknown', 'timeout'], said) ? said : 'unknown';
    this.last = {
      verdict: verdict === 'timeout' ? 'unknown' : verdict,
      why: verdict === 'timeout' || result.signal ? 'timeout' : (result.stderr || 'unknown').trim(),
      statistics: nativeStatistics(output),
    };
    if (verdict === 'sat') this.last.model = this.modelFrom(output);
    return this.last.verdict;
  }

  private modelFrom(output: string): Z3Model<'main'> {
    const model = new this.z3.Model();
    const definition = /\(define-fun\s+(\|[^|]*\||\S+)\s+\(\)\s+(Bool|Int)\s+(true|false|-?\d+|\(-\s*\d+\))\s*\)/g;
    for (const [, quoted, sort, text] of output.matchAll(definition)) {
      const name = quoted.replace(/^\|(.*)\|$/, '$1');
      if (sort === 'Bool') model.updateValue(this.z3.Bool.const(name), this.z3.Bool.val(text === 'true'));
      // As a bigint: a value past 2^53 would round as a number (and z3-solver refuses unsafe numbers).
      else model.updateValue(this.z3.Int.const(name), this.z3.Int.val(BigInt(text.replace(/[()\s]/g, ''))));
    }
    return model;
  }
}

// Pseudo-Booleans and bounded integers become bits, then clauses.
const TO_CNF = ['simplify', 'normalize-bounds', 'lia2pb', 'pb2bv', 'bit-blast', 'tseitin-cnf'] as const;

/** Bit-blasts to CNF, runs CaDiCaL, and lets the wasm solver complete the model from its answer. */
class NativeCadical extends NativeSolver {
  async check(...assumptions: BoolTerm[]): Promise<Verdict> {
    const dimacs = await toDimacs(this.z3, [...this.store.assertions(), ...assumptions]).catch((error: unknown) => {
      throw error instanceof UnavailableError ? new UnavailableError(`native-cadical: ${error.message}`) : error;
    });
    const seconds = Math.max(1, Math.ceil(this.timeoutMs / 1000));
    // The text ends in a newline: Z3 leaves it off, and CaDiCaL refuses a header it does not end
    // ('p cnf 0 0', the CNF of a formula with no clauses, such as the eager part of an encoding that
    // states its rules lazily) with a parse error.
    const result = this.run('cadical', ['-q', '-t', String(seconds)], `${dimacs}\n`);
    const output = result.stdout ?? '';
    const verdict: Verdict = /^s SATISFIABLE/m.test(output) ? 'sat' : /^s UNSATISFIABLE/m.test(output) ? 'unsat' : 'unknown';
    this.last = { verdict, why: verdict === 'unknown' ? cadicalGaveUp(result) : '', statistics: {} };
    if (verdict !== 'sat') return verdict;
    // The CNF names the original Booleans; fixing them, the wasm solver only propagates the rest.
    const names = new Map([...dimacs.matchAll(/^c (\d+) (.+)$/gm)].map(([, id, name]) => [Number(id), name]));
    const fixed = [...output.matchAll(/-?\d+/g)].flatMap(([text]) => {
      const literal = Number(text);
      const name = names.get(Math.abs(literal));
      if (name === undefined) return [];
      return [literal > 0 ? this.z3.Bool.const(name) : this.z3.Not(this.z3.Bool.const(name))];
    });
    if ((await this.store.check(...assumptions, ...fixed)) !== 'sat') {
      this.last = { verdict: 'unknown', why: 'CaDiCaL model did not map back', statistics: {} };
      return 'unknown';
    }
    this.last.model = this.store.model();
    return 'sat';
  }
}

/**
 * Why CaDiCaL gave no verdict. Its time limit is the only one it is given, and reaching it prints
 * 'UNKNOWN' ('c UNKNOWN' or 's UNKNOWN' by version); the run's guard killing it is a timeout too.
 * Anything else is the program failing (a parse error, a crash), said as such: called a timeout,
 * as it was, an empty CNF refused by the parser read as a hard instance.
 */
function cadicalGaveUp(result: ReturnType<typeof spawnSync>): string {
  const killed = errorCode(result.error) === 'ETIMEDOUT';
  if (killed || /^[cs] UNKNOWN/m.test(String(result.stdout ?? ''))) return 'timeout';
  const error = result.error?.message ?? (String(result.stderr ?? '').trim() || 'no verdict');
  return `cadical failed (${result.signal ? `signal ${result.signal}` : `exit ${result.status}`}): ${error}`;
}

/** The formula as DIMACS CNF with variable names in comments, or an UnavailableError if it is not propositional after bit-blasting. */
export async function toDimacs(z3: Z3, constraints: Iterable<BoolTerm>): Promise<string> {
  const goal = new z3.Goal();
  for (const constraint of constraints) goal.add(constraint);
  const [first, second, ...rest] = TO_CNF;
  try {
    const result = await z3.AndThen(first, second, ...rest).apply(goal);
    if (result.length() !== 1) throw new Error('the formula did not reduce to one goal');
    const dimacs = result.getSubgoal(0).dimacs(true);
    // Z3 prints an atom it could not blast (a weighted `pbeq`, say) as one more variable, named by
    // its operator; CaDiCaL would then ignore that constraint. Such a name repeats, or is an operator.
    const names = [...dimacs.matchAll(/^c \d+ (.+)$/gm)].map(([, name]) => name);
    const opaque = names.find((name, i) => /^(pb(eq|le|ge)|at-(most|least)|[<>=+*-]+)$/.test(name) || names.indexOf(name) !== i);
    if (opaque) throw new Error(`'${opaque}' atoms remain`);
    return dimacs;
  } catch (error) {
    // Z3's reason may be a whole term over many lines; a table row and an error line want one short line.
    const reason = String(error instanceof Error ? error.message : error)
      .replace(/\s+/g, ' ')
      .trim();
    throw new UnavailableError(`the formula is not propositional after bit-blasting (${reason.length > 100 ? `${reason.slice(0, 99)}…` : reason})`);
  }
}

function nativeStatistics(output: string): Record<string, number> {
  const statistics: Record<string, number> = {};
  for (const [, key, value] of output.matchAll(/:([\w-]+)\s+(-?[\d.]+)/g)) statistics[key.replaceAll('-', ' ')] = Number(value);
  return statistics;
}

const natives = { z3: NativeZ3, cadical: NativeCadical };

export function nativeSolver(binary: 'z3' | 'cadical', z3: Z3): Solver<'main'> {
  if (!onPath(binary)) throw new UnavailableError(`native-${binary} is not available: no '${binary}' program on the PATH (Debian package '${binary}')`);
  const solver = new natives[binary](z3);
  // The runs use only the methods above; the cast keeps their single solver type.
  return solver as unknown as Solver<'main'>;
}
