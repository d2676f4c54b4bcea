// Reading Z3's terms through its C API on raw pointers, for compilers to other solvers' formats
// (src/solver/aspif.ts). The high-level objects cost an allocation, a reference count and a
// finalizer each, and a large grid's formula has hundreds of thousands of subterms. A raw pointer
// stays valid while some live term holds it: the caller keeps the terms it reads alive.
import {
  Z3_parameter_kind as Parameter,
  Z3_sort_kind as Sort,
  type Z3_app,
  type Z3_ast,
  type Z3_context,
  type Z3_func_decl,
  type Z3_model,
  type Z3Core,
} from 'z3-solver';

export type Node = Z3_ast;

/**
 * Two C functions of the hot path, straight from the wasm module: z3-solver wraps these (an
 * unsigned result) in Emscripten's generic ccall, several times the cost of the call.
 */
interface RawCalls {
  _Z3_get_ast_id(context: number, term: number): number;
  _Z3_get_app_num_args(context: number, term: number): number;
}

export class Terms {
  private readonly context: Z3_context;
  private readonly raw: RawCalls;
  private readonly pointer: number;

  /** `api` and `module` are a z3-solver session's `api.Z3` and `api.em`; `context` a Context's `ptr`. */
  constructor(
    private readonly api: Z3Core,
    module: unknown,
    context: unknown,
  ) {
    this.raw = module as RawCalls;
    this.context = context as Z3_context;
    this.pointer = context as number;
  }

  // Every term of a quantifier-free formula is an application (constants and numbers too), so a
  // term is taken as one without asking: Z3's to_app is a cast.
  decl(term: Node) {
    return this.api.get_app_decl(this.context, term as unknown as Z3_app);
  }

  kind(term: Node): number {
    return this.api.get_decl_kind(this.context, this.decl(term));
  }

  children(term: Node): Node[] {
    const app = term as unknown as Z3_app;
    const count = this.raw._Z3_get_app_num_args(this.pointer, term as unknown as number) >>> 0;
    return Array.from({ length: count }, (_, i) => this.api.get_app_arg(this.context, app, i));
  }

  arg(term: Node, i: number): Node {
    return this.api.get_app_arg(this.context, term as unknown as Z3_app, i);
  }

  id(term: Node): number {
    return this.raw._Z3_get_ast_id(this.pointer, term as unknown as number) >>> 0;
  }

  name(term: Node): string {
    return this.api.get_symbol_string(this.context, this.api.get_decl_name(this.context, this.decl(term)));
  }

  sortKind(term: Node): number {
    return this.api.get_sort_kind(this.context, this.api.get_sort(this.context, term));
  }

  isBool(term: Node): boolean {
    return this.sortKind(term) === Sort.Z3_BOOL_SORT;
  }

  /** A declaration's numeric parameters: a cardinality's bound, a pseudo-Boolean's bound and weights. */
  params(term: Node): bigint[] {
    const decl = this.decl(term);
    return Array.from({ length: this.api.get_decl_num_parameters(this.context, decl) }, (_, i) =>
      this.api.get_decl_parameter_kind(this.context, decl, i) === Parameter.Z3_PARAMETER_INT
        ? BigInt(this.api.get_decl_int_parameter(this.context, decl, i))
        : BigInt(this.api.get_decl_rational_parameter(this.context, decl, i)),
    );
  }

  numeral(term: Node): bigint {
    return BigInt(this.api.get_numeral_string(this.context, term));
  }

  /**
   * Gives a constant (by its declaration) a value in a model. Z3 keeps a new term alive until the
   * next call, and the call that takes it is the next.
   */
  assign(model: unknown, declaration: Z3_func_decl, value: boolean | bigint) {
    const term =
      typeof value === 'boolean'
        ? value
          ? this.api.mk_true(this.context)
          : this.api.mk_false(this.context)
        : this.api.mk_numeral(this.context, String(value), this.api.mk_int_sort(this.context));
    this.api.add_const_interp(this.context, model as Z3_model, declaration, term);
  }

  /** The term as Z3 prints it, for messages. */
  text(term: Node): string {
    return this.api.ast_to_string(this.context, term);
  }
}
