// clasp, the solver inside clingo, on the same formula: compiled to a ground program (src/solver/
// aspif.ts), solved by the `clingo` program (Debian package 'gringo'), and its answer read back into
// a Z3 model so that decoders and checkers work unchanged. Optional like the other native backends.
import type { Solver } from 'z3-solver';
import type { BoolTerm, Reach, Z3 } from '../dsl/model.ts';
import type { AspifCompiler } from './aspif.ts';
import { errorCode } from '../narrow.ts';
import { NativeSolver, nativeSeconds, onPath, UnavailableError } from './native.ts';

type Verdict = 'sat' | 'unsat' | 'unknown';

/** What one clasp run said: the verdict, the atoms true in its answer (when sat), why not (when unknown). */
export interface ClaspAnswer {
  verdict: Verdict;
  atoms?: Iterable<string>;
  why: string;
  statistics: Record<string, number>;
}

/**
 * A solver whose checks compile the assertions to aspif and hand them to clasp; how clasp is run
 * (a `clingo` process, clingo-wasm in a worker thread) is the one thing subclasses say.
 */
export abstract class ClaspSolver extends NativeSolver {
  private compiler?: AspifCompiler;
  /** Lazy rules stated whole (Model.reachability), compiled with the first check. */
  readonly reaches: Reach[] = [];
  /**
   * The assertions as added, kept here too (with the length at each push): asking the wasm solver
   * for them wraps every one anew, ~0.1 s a check on a 50x50 grid.
   */
  private readonly asserted: BoolTerm[] = [];
  private readonly marks: number[] = [];

  override add(...constraints: BoolTerm[]) {
    super.add(...constraints);
    for (const constraint of constraints) this.asserted.push(constraint);
  }
  override push() {
    super.push();
    this.marks.push(this.asserted.length);
  }
  override pop(levels = 1) {
    super.pop(levels);
    for (let level = 0; level < levels; level++) this.asserted.length = this.marks.pop() ?? 0;
  }

  /** Runs clasp on a ground program for one answer, within the solver's timeout. */
  protected abstract clasp(aspif: string): Promise<ClaspAnswer>;

  async check(...assumptions: BoolTerm[]): Promise<Verdict> {
    // Loaded here, not at start-up: the compiler reads Z3's operator table from z3-solver itself.
    const [{ AspifCompiler }, { z3Session }] = await Promise.all([import('./aspif.ts'), import('./session.ts')]);
    if (!this.compiler) {
      const { api } = await z3Session();
      this.compiler = new AspifCompiler(api.Z3, api.em, this.z3.ptr);
      // The assertions first: they state the integers' bounds, which a node's Boolean may need.
      this.compiler.compile(this.asserted, this.marks[0] ?? this.asserted.length);
      for (const reach of this.reaches) this.compiler.reach(reach);
    }
    // Only what is below the first push is permanent (the compiler takes integers' bounds from it alone).
    const program = this.compiler.program([...this.asserted, ...assumptions], this.marks[0] ?? this.asserted.length);
    const { atoms, ...answer } = await this.clasp(program.aspif);
    this.last = answer;
    if (answer.verdict === 'sat') this.last.model = this.modelFrom(new Set(atoms), this.compiler);
    return answer.verdict;
  }

  private modelFrom(atoms: Set<string>, compiler: AspifCompiler) {
    const model = new this.z3.Model();
    // Through the C API: z3-solver's updateValue makes two wrapped terms a constant (~0.1 s on a 50x50 LITS).
    compiler.fill(model.ptr, atoms);
    return model;
  }
}

/** clasp as the `clingo` program, one process a check. */
class NativeClasp extends ClaspSolver {
  protected async clasp(aspif: string): Promise<ClaspAnswer> {
    // clingo's exit status says what it found (10 sat, 20 unsat, 30 sat and exhausted); 0 or 1 when stopped by its time limit.
    const result = this.run('clingo', ['--mode=clasp', '--models=1', '--stats', `--time-limit=${nativeSeconds(this.timeoutMs)}`, '-'], aspif);
    const output = result.stdout ?? '';
    const verdict: Verdict = /^UNSATISFIABLE$/m.test(output) ? 'unsat' : /^SATISFIABLE$/m.test(output) ? 'sat' : 'unknown';
    return {
      verdict,
      atoms: (output.match(/^Answer: \d+\n(.*)$/m)?.[1] ?? '').split(/\s+/).filter(Boolean),
      why:
        verdict === 'unknown' ? claspGaveUp(result.status, result.stderr ?? '', output, errorCode(result.error) === 'ETIMEDOUT' || result.signal !== null) : '',
      statistics: claspStatistics(output),
    };
  }
}

function claspGaveUp(status: number | null, stderr: string, output: string, killed: boolean): string {
  // Its own limit prints UNKNOWN (and INTERRUPTED); the guard past it kills the process.
  if (killed || /^UNKNOWN$/m.test(output) || /INTERRUPTED/.test(output)) return 'timeout';
  return `clingo failed (exit ${status}): ${stderr.trim().split('\n')[0] || 'no verdict'}`;
}

/** clasp's own counts, as Z3's statistics are shown: choices, conflicts, the time it took. */
function claspStatistics(output: string): Record<string, number> {
  const statistics: Record<string, number> = {};
  for (const [, key, value] of output.matchAll(/^(Choices|Conflicts|Restarts|Time)\s*:\s*([\d.]+)/gm)) statistics[key.toLowerCase()] = Number(value);
  return statistics;
}

export function claspSolver(z3: Z3): Solver<'main'> {
  if (!onPath('clingo')) throw new UnavailableError("native-clasp is not available: no 'clingo' program on the PATH (Debian package 'gringo')");
  return new NativeClasp(z3) as unknown as Solver<'main'>;
}

/**
 * Hands the lazy rules that are stated whole to a clasp solver, which keeps them as reachability
 * (they are compiled with its first check, so they are handed over before it: src/solver/run.ts does
 * so as it loads); other solvers keep cutting. The cuts are still asked for on every model clasp
 * finds, so a whole statement weaker than its rule costs time, never an answer; one stronger than
 * its rule would lose solutions, which test/connectivity.test.ts and test/loop.test.ts hold it to
 * (exactly brute force's sets, with no cut).
 */
export function stateWhole(solver: unknown, reaches: Reach[]): void {
  if (solver instanceof ClaspSolver) solver.reaches.push(...reaches);
}
