// Which engines are believed on claims no checker can test. A grid or a plan is checked whatever
// engine found it; "no solution", "unique", "these cells are forced", "optimal" and "no plan within
// k" are not, so they are believed only from an engine known complete: the kind's own. An encoding
// a plugin adds to a kind (Kind.addEncoding is how every plugin encoding arrives) is not: its
// negative claims are confirmed by a built-in engine before they are printed (confirm.ts,
// engines/confirm.ts), and in compare a claim no built-in engine shares is a disagreement.
//
// A kind a plugin brings whole is its own rulebook: its checker is the plugin's too, so its engines
// are the kind's built-in ones, and nothing outside it could confirm them.

/** Engine ids added to a kind after it was made, with who added them. */
const added = new Map<string, string>();

/** Records an engine as added from outside the kind (`by`: the plugin, or 'a plugin'). */
export function distrust(engine: string, by = 'a plugin'): void {
  added.set(engine, by);
}

/** True when the engine's claims need no confirmation: it came with its kind. */
export const trusted = (engine: string): boolean => !added.has(engine);

/** Who added an engine that is not trusted ('a plugin' when not named). */
export const addedBy = (engine: string): string | undefined => added.get(engine);

/** Kinds a plugin brought whole: their encodings are the plugin's code too. */
const pluginKinds = new Set<string>();

/** Records a kind as a plugin's. */
export function fromPlugin(kind: string): void {
  pluginKinds.add(kind);
}

/**
 * True for the engines the workbench itself ships: their encode has no side effects, so a run may
 * build it twice (first on a stand-in for Z3: src/solver/stand-in.ts).
 */
export const builtIn = (kind: string, engine: string): boolean => trusted(engine) && !pluginKinds.has(kind);
