// Undo and redo for the play mode: each change (a mark, a stroke of lines, Clear) is one step, kept
// as the state before it, so that marks and drawn lines go back and forth alike.

export function history({ snapshot, restore, changed }) {
  let past = [];
  let future = [];
  const step = (from, to) => {
    if (from.length === 0) return false;
    to.push(snapshot());
    restore(from.pop());
    changed();
    return true;
  };
  return {
    /** Before a change: the state it leaves behind (a stroke hands in the state before it began). */
    remember(before = snapshot()) {
      past.push(before);
      future = [];
    },
    undo: () => step(past, future),
    redo: () => step(future, past),
    reset() {
      past = [];
      future = [];
    },
    get canUndo() {
      return past.length > 0;
    },
    get canRedo() {
      return future.length > 0;
    },
  };
}
