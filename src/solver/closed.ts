// A formula with nothing left to decide. When a settle pass decides every cell, a settled encoding
// states the rules over constants: each constraint folds to true (or to false, a contradiction)
// and the answer reads off the constants. Z3 would have nothing to search, yet each check costs
// 5-18 ms of start-up in the wasm build (QF_FD's tactics run over the empty formula, the check
// crosses to Z3's thread), and a proof of uniqueness is a second check. So src/solver/run.ts
// decides such a run here, as Z3 would: sat when every constraint is true, unsat when one is false.
// The first term met that is not a constant (one the decoder reads, a lazy rule's cut, a blocking
// clause over integers) hands the whole formula to Z3 instead.
import type { Model, Values } from '../dsl/model.ts';

/** Thrown where a term is not a constant: the run goes to Z3. */
export class Open extends Error {
  constructor() {
    super('a term that is not a constant');
  }
}

/** The values of the one assignment a closed formula has: its constants'. */
export function closedValues(model: Model): Values {
  const z3 = model.context;
  return {
    bool(term) {
      const value = model.known(term);
      if (value === undefined) throw new Open();
      return value;
    },
    int(term) {
      if (!z3.isIntVal(term)) throw new Open();
      const value = Number(term.value());
      if (!Number.isSafeInteger(value)) throw new Open();
      return value;
    },
  };
}
