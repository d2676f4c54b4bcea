// A second oracle for the search engines at the edges of their numeric range: breadth-first
// search over states named by exact strings, with moves each test writes itself (in bigints where
// amounts are large). Plain and slow on purpose; it shares no code with the engines it checks.

export interface ExactSpace<State> {
  start: State;
  /** A string equal for equal states and different for different ones, whatever the numbers in them. */
  key(state: State): string;
  isGoal(state: State): boolean;
  next(state: State): State[];
}

/** The fewest moves to a goal, 'none' when every reachable state was seen, or 'limit' past `maxStates`. */
export function fewestMoves<State>(space: ExactSpace<State>, maxStates = 200_000): number | 'none' | 'limit' {
  const seen = new Set([space.key(space.start)]);
  let frontier = [space.start];
  for (let moves = 0; frontier.length > 0; moves++) {
    if (frontier.some(space.isGoal)) return moves;
    const after: State[] = [];
    for (const state of frontier) {
      for (const next of space.next(state)) {
        const key = space.key(next);
        if (seen.has(key)) continue;
        if (seen.size >= maxStates) return 'limit';
        seen.add(key);
        after.push(next);
      }
    }
    frontier = after;
  }
  return 'none';
}
