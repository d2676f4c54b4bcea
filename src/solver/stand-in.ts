// A run before Z3 has started. Starting Z3 (loading the wasm glue, instantiating the module) was a
// quarter of a one-shot `solve --unique` on a settled 15x15 Aquarium (1252 ms then, 907 ms without
// it: bench:startup's g, medians of 7), and a settled grid never needs it: its formula is all
// constants, which src/solver/closed.ts decides without a solver. So when no session is up yet, a
// run of a built-in encoding (RunOptions.standIn: its encode has no side effects, and may run
// twice) is first tried on this stand-in for Z3's context. It makes the two Boolean constants (and
// integer ones, so that a term's sort can be told), which is all that the Model's folding builds
// while every cell is settled; anything else asked of it (a variable, a solver, a method of a term)
// throws NeedsZ3, and the run starts over on Z3. The stand-in's terms never reach Z3: the whole
// attempt is dropped.

import type { Z3 } from '../dsl/model.ts';

/** Thrown where a run on the stand-in needs something of Z3 itself: the run starts over on Z3. */
export class NeedsZ3 extends Error {
  constructor(what: string) {
    super(`a run without Z3 met ${what}`);
  }
}

/**
 * An object whose every property is out of reach: reading one throws NeedsZ3. (Symbols and `then`
 * read as absent, so that it can be inspected, and awaited as a plain value.)
 */
function unreachable<T extends object>(target: T, what: string, allowed: Record<string, unknown> = {}): T {
  return new Proxy(target, {
    get(_, name) {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      if (Object.hasOwn(allowed, name)) return allowed[name];
      throw new NeedsZ3(`${what}.${name}`);
    },
  });
}

/** The sorts of the stand-in's constants, told apart by prototype as isBoolTerm tells Z3's terms. */
class StandInBool {}
class StandInInt {}

/** A stand-in for a Z3 context: the Boolean and integer constants, and nothing else. */
export function standInZ3(): Z3 {
  const truth = unreachable(new StandInBool(), 'a constant term');
  const falsity = unreachable(new StandInBool(), 'a constant term');
  const integers = new Map<number, StandInInt>();
  const boolean = { val: (value: boolean) => (value ? truth : falsity) };
  const integer = {
    val: (value: number) => {
      let term = integers.get(value);
      if (!term) integers.set(value, (term = unreachable(new StandInInt(), 'a constant term')));
      return term;
    },
  };
  // The stand-in stands for Z3's context only where the Model and a closed run use it (above).
  return unreachable({}, 'Z3', { Bool: unreachable({}, 'Bool', boolean), Int: unreachable({}, 'Int', integer) }) as unknown as Z3;
}
