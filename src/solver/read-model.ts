// Reading a model's values through Z3's low-level API. z3-solver's own `model.eval(term)` wraps every
// answer as an object with a finalizer, asks Z3 about it several times over (its kind, its sort, its
// declaration) and runs Z3's model evaluator: ~35 us a Boolean, and a lazy rule reads every edge of
// a 25x25 Masyu's model each round (0.9 s of CPU in 2 s of solving). A declared constant's value is
// in the model's table, two calls away (~1 us); an and, or, not of such constants (LITS's "this cell
// has shape L") is worked out from them here. Anything else is left to `model.eval`.
import type { Z3Core, Z3_app, Z3_ast, Z3_func_decl } from 'z3-solver';
import { type Term, type Z3, readModelsWith } from '../dsl/model.ts';

/**
 * Z3's codes (z3-solver's Z3_ast_kind, Z3_decl_kind and Z3_lbool enums, written out: importing
 * them would load z3-solver, ~80 ms, into every thread that imports the session, --help's too).
 * test/read-model.test.ts checks them against the enums.
 */
export const APP_AST = 1;
export const UNINTERPRETED = 49167;
export const OP = { true: 256, false: 257, and: 261, or: 262, not: 265 } as const;
export const L_TRUE = 1;
export const L_FALSE = -1;

/**
 * What a term is, worked out once per term: a constant (its declaration), a connective over terms
 * (its arguments, held by the term, so they live as long as it does), or neither (null).
 */
type Shape = { constant: Z3_func_decl } | { op: number; args: Shape[] } | null;

/** Registers the low-level reading for a context that `api` made. */
export function readFast(z3: Z3, api: Z3Core): void {
  const context = z3.ptr;
  const shapeOf = (ast: Z3_ast): Shape => {
    if (api.get_ast_kind(context, ast) !== APP_AST) return null;
    const app = ast as unknown as Z3_app;
    const declaration = api.get_app_decl(context, app);
    const kind = api.get_decl_kind(context, declaration);
    const count = api.get_app_num_args(context, app);
    if (kind === UNINTERPRETED && count === 0) return { constant: declaration };
    if (!Object.values(OP).includes(kind as never)) return null;
    const args = Array.from({ length: count }, (_, i) => shapeOf(api.get_app_arg(context, app, i)));
    return args.includes(null) ? null : { op: kind, args };
  };
  const shapes = new WeakMap<Term, Shape>();

  readModelsWith(z3, (model) => {
    const value = (shape: Shape): boolean | bigint | undefined => {
      if (!shape) return undefined;
      if ('op' in shape) return connective(shape.op, shape.args.map(value));
      // Null when the model leaves the constant out: model completion decides it, in eval.
      const interpretation = api.model_get_const_interp(context, model.ptr, shape.constant);
      if (!interpretation) return undefined;
      const truth = api.get_bool_value(context, interpretation);
      if (truth === L_TRUE) return true;
      if (truth === L_FALSE) return false;
      if (!api.is_numeral_ast(context, interpretation)) return undefined;
      const numeral = api.get_numeral_string(context, interpretation);
      return /^-?\d+$/.test(numeral) ? BigInt(numeral) : undefined;
    };
    return (term: Term) => {
      let shape = shapes.get(term);
      if (shape === undefined) shapes.set(term, (shape = shapeOf(term.ast)));
      return value(shape);
    };
  });
}

/** An and, or, not of known truth values; undefined when an argument is not known. */
function connective(op: number, args: (boolean | bigint | undefined)[]): boolean | undefined {
  if (op === OP.true) return true;
  if (op === OP.false) return false;
  if (!args.every((arg) => typeof arg === 'boolean')) return undefined;
  if (op === OP.not) return !args[0];
  return op === OP.and ? args.every(Boolean) : args.some(Boolean);
}
