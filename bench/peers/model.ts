// A peer model for one kind: bench/peers/<kind>.lp, written from the rules apart from our encodings,
// with how our parsed puzzle becomes its facts and how clingo's atoms become an answer again.
export interface PeerModel<Puzzle> {
  /** The kind's id in our catalogue; the model is bench/peers/<kind>.lp. */
  kind: string;
  facts(puzzle: Puzzle): string[];
  /** clingo's shown atoms, each split into [name, ...arguments], as the kind's solution text (the form of puzzles/<kind>/*.solution). */
  answer(atoms: string[][], puzzle: Puzzle): string;
}
