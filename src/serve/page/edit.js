// The clue editor, for a kind whose spec has `edit` (detect's `edit`: the clues by name, the
// numbers): a click on a cell of the picture cycles its clue (none, the named clues, the numbers);
// with the picture focused, the arrow keys move a cursor, a clue's notation or a number typed
// places it, Delete clears it. Each change is one request (`send`); the text it answers becomes
// the puzzle, read again as a paste, so Live forced cells follow each change.
import { cursorMove, svgPointOf } from './shared.js';

/** Digits typed within this long of each other make one number (a 12). */
const TYPING_MS = 800;

/**
 * `layout`: where the cells are in the SVG; `settings`: detect's `edit`; `send(cell, clue)`: the
 * change (clue undefined: the next in the cycle); `place`: the cursor, kept across re-reads.
 */
export function clueEditor({ layout, settings, send, place, node }) {
  let typed = '';
  let typedAt = 0;
  const names = [
    ...settings.clues.map((clue) => `${clue.notation} ${clue.name}`),
    ...(settings.numbers ? [`${settings.numbers.from}-${settings.numbers.to}`] : []),
  ];

  /** The cell under a click, in the overlay's own units; undefined outside the grid. */
  function cellAt(overlay, event) {
    const local = svgPointOf(overlay, event);
    const row = Math.floor((local.y - layout.top) / layout.cell);
    const col = Math.floor((local.x - layout.left) / layout.cell);
    return row >= 0 && col >= 0 && row < layout.rows && col < layout.cols ? { row, col } : undefined;
  }

  function drawCursor(overlay) {
    overlay.querySelector('.cursor')?.remove();
    const { row, col } = place.get();
    const { cell, left, top } = layout;
    overlay.append(node('rect', { class: 'cursor', x: left + col * cell, y: top + row * cell, width: cell, height: cell }));
  }

  function typedClue(key) {
    if (settings.clues.some((clue) => clue.notation.toLowerCase() === key.toLowerCase()))
      return settings.clues.find((clue) => clue.notation.toLowerCase() === key.toLowerCase()).notation;
    if (!settings.numbers || !/^[0-9]$/.test(key)) return undefined;
    const now = performance.now();
    typed = now - typedAt < TYPING_MS && Number(typed + key) <= settings.numbers.to ? typed + key : key;
    typedAt = now;
    return typed;
  }

  return {
    /** Makes a picture's overlay the editor's: clicks and keys edit its cells. */
    attach(overlay) {
      overlay.classList.add('editing');
      overlay.setAttribute('tabindex', '0');
      overlay.setAttribute('role', 'application');
      overlay.removeAttribute('aria-hidden');
      overlay.setAttribute('aria-label', `the puzzle's clues: a click cycles a cell's clue; arrow keys move; type ${names.join(', ')}; Delete clears`);
      drawCursor(overlay);
      overlay.addEventListener('click', (event) => {
        const at = cellAt(overlay, event);
        if (!at) return;
        place.set(at);
        drawCursor(overlay);
        send(at, undefined);
      });
      overlay.addEventListener('keydown', (event) => {
        const at = place.get();
        const clue = event.key === 'Delete' || event.key === 'Backspace' ? '' : typedClue(event.key);
        const next = cursorMove(at, event.key, layout);
        if (next) {
          place.set(next);
          drawCursor(overlay);
        } else if (event.key === ' ' || event.key === 'Enter') send(at, undefined);
        else if (clue !== undefined) send(at, clue);
        else return;
        event.preventDefault();
      });
    },
  };
}
