// The grid section, for any grid kind: the puzzle drawn by the kind's own SVG; Solve, Unique?
// (the second solution beside the first, the cells where they differ outlined) and Forced cells;
// a play mode where the player marks cells over the picture (click, or arrows and Space), with
// Check (the kind's checker) and Hint (a cell the solver proves forced by the marks). A kind whose
// answer is drawn (a loop, bridges) is played by drawing lines instead (lines.js); either way each
// change can be undone and redone, and a finished grid is checked without a click.
import { history } from './history.js';
import { clueEditor, editCaption } from './edit.js';
import { drawLines, lineBoard } from './lines.js';
import { markBoard, markCells } from './marks.js';
import { $, fillSelect, image, picture, post, runRequest, showMessage, stopPanel } from './shared.js';

const SVG = 'http://www.w3.org/2000/svg';
const node = (name, attributes) => {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
};

export function initGrid(page) {
  let puzzle;
  let layout;
  let playing = false;
  // Who has the pictures: each action that puts up a view takes a new turn, and an answer whose
  // pictures arrive after another action took a turn (Play clicked while they were fetched) is not
  // drawn over that action's view.
  let turn = 0;
  let cursor = { row: 0, col: 0 };
  /** Outlined cells: { row, col, kind } counted from 0, kind one of problem, hint, differ. */
  let highlights = [];
  let hinted;
  let bare;
  let overlays = [];
  /** What the player has done: marks on cells (marks.js), or lines drawn in a kind played by lines (lines.js). */
  let board;
  /** The clue editor (edit.js), for a kind that has one; on while `editing`, across the re-reads each edit makes. */
  let editor;
  let editing = false;
  let editCursor = { row: 0, col: 0 };
  /** Walls drawn inside regions, not yet closing one off: the server answers them with each wall, and they are sent with the next. */
  let innerWalls = [];
  /** The next puzzle read is the answer to an edit (its inner walls still belong to it). */
  let edited = false;
  // Check's turns: an automatic check that answers after a later change (or a click on Check) is dropped.
  let checkTurn = 0;
  const undo = history({ snapshot: () => board.snapshot(), restore: (saved) => board.restore(saved), changed: () => changed() });

  const base = () => ({ text: puzzle.text, source: puzzle.source, kind: puzzle.kind });
  const cellOf = (cell) => ({ row: cell.row - 1, col: cell.col - 1 });

  /** Draws marks or lines, highlights and the cursor over the picture, in the SVG's own units. */
  function drawOverlay(overlay, options) {
    const { cell, left, top } = layout;
    const square = (row, col, attributes) => node('rect', { x: left + col * cell, y: top + row * cell, width: cell, height: cell, ...attributes });
    const parts = options.marks && board ? board.nodes(node) : [];
    for (const { row, col, kind } of options.highlights ?? []) parts.push(square(row, col, { class: kind }));
    if (options.cursor && playing) parts.push(board.cursorNode(node, cursor));
    overlay.replaceChildren(...parts);
  }

  /** Pictures side by side, each an <img> of the kind's SVG with an overlay when the kind says where its cells are. */
  async function show(list, state) {
    const figures = [];
    const drawn = [];
    overlays = [];
    for (const { pic, caption, options } of list) {
      const figure = document.createElement('figure');
      const label = document.createElement('figcaption');
      label.textContent = caption;
      const frame = document.createElement('div');
      frame.className = 'picture';
      const { img, drawn: loaded } = image(pic, caption);
      drawn.push(loaded);
      frame.append(img);
      if (layout) {
        const overlay = node('svg', { class: 'overlay', viewBox: `0 0 ${pic.width} ${pic.height}`, 'aria-hidden': 'true', 'data-kind': puzzle.kind ?? '' });
        if (options.interactive) makePlayable(overlay, options);
        drawOverlay(overlay, options);
        overlays.push({ overlay, options });
        frame.append(overlay);
      }
      figure.append(label, frame);
      figures.push(figure);
    }
    // The editor keeps the keyboard across the re-read each clue makes, but never takes it from
    // the text box (a puzzle typed there in edit mode is read again too).
    const editorHadKeys = $('grid-pictures').contains(document.activeElement) || document.activeElement === document.body;
    $('grid-pictures').replaceChildren(...figures);
    if (editing && editor && overlays[0]) {
      editor.attach(overlays[0].overlay);
      if (editorHadKeys) overlays[0].overlay.focus();
    }
    await Promise.all(drawn);
    $('grid-pictures').dataset.state = state;
    $('grid-pictures').dataset.drawnAt = String(performance.now());
  }

  const redraw = () => overlays.forEach(({ overlay, options }) => drawOverlay(overlay, options));
  const describeCursor = () => {
    $('play-help').textContent = board.describe(cursor);
  };

  /** A cell marked (by the player or a hint taken): one step to undo. */
  function mark(row, col, value) {
    undo.remember();
    board.set(row, col, value);
    if (hinted && hinted.row === row && hinted.col === col) setHint(undefined);
    cursor = { row, col };
    changed();
  }

  /** After any change of marks or lines (undo and redo too): the outlines go, and a finished grid is checked. */
  function changed() {
    highlights = [];
    for (const entry of overlays) entry.options.highlights = [];
    redraw();
    describeCursor();
    $('undo').disabled = !undo.canUndo;
    $('redo').disabled = !undo.canRedo;
    if (board.finished()) void check(true);
  }

  /** Check: the kind's checker on the marks or lines; `auto`: asked by a change, shown only when the grid is complete. */
  async function check(auto) {
    const mine = ++checkTurn;
    const reply = await post('check-marks', { ...base(), ...board.played() });
    if (mine !== checkTurn || !playing || (auto && !reply.json.answer?.complete)) return;
    const problems = reply.json.answer?.type === 'marks' ? reply.json.answer.problems : [];
    if (auto && reply.json.status !== 'solved') {
      // One line and the outlines: the list that Check shows above the picture would move it under a drag.
      showMessage($('grid-message'), { ...reply.json, message: `${problems.length} rule${problems.length === 1 ? '' : 's'} broken; Check lists them` });
      highlights = outlined(problems);
    } else {
      showMessage($('grid-message'), reply.json);
      listProblems(problems);
    }
    if (overlays[0]) overlays[0].options.highlights = highlights;
    redraw();
  }

  function makePlayable(overlay, options) {
    overlay.classList.add('playing');
    overlay.setAttribute('tabindex', '0');
    overlay.setAttribute('role', 'application');
    overlay.removeAttribute('aria-hidden');
    overlay.addEventListener('keydown', (event) => {
      const key = event.key.toLowerCase();
      if (!(event.ctrlKey || event.metaKey) || (key !== 'z' && key !== 'y')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (key === 'y' || event.shiftKey) undo.redo();
      else undo.undo();
    });
    options.cursor = true;
    const moved = () => {
      redraw();
      describeCursor();
    };
    const place = { get: () => cursor, set: (point) => (cursor = point) };
    if (board.played().lines) {
      const changedBy = (before) => {
        undo.remember(before);
        changed();
      };
      drawLines(overlay, board, { changed: changedBy, redraw: moved, cursor: place });
    } else markCells(overlay, board, { mark, redraw: moved, cursor: place });
  }

  const playView = () => show([{ pic: bare, caption: 'your marks', options: { marks: true, highlights, interactive: true } }], 'play');

  function setHint(hint) {
    hinted = hint;
    $('apply-hint').hidden = !hint;
  }

  function listProblems(problems) {
    $('grid-problems').replaceChildren(
      ...problems.map((problem) => {
        const item = document.createElement('li');
        item.textContent = problem.message;
        return item;
      }),
    );
    highlights = outlined(problems);
  }

  const outlined = (problems) => problems.flatMap((problem) => problem.cells.map((cell) => ({ ...cellOf(cell), kind: 'problem' })));

  /** One run at a time in this panel: its buttons wait while one goes. */
  const busy = (on) => {
    for (const id of ['solve', 'unique', 'forced', 'hint']) $(id).disabled = on;
    $('grid-section').dataset.busy = String(on);
  };

  async function solve(flags, what) {
    const mine = ++turn;
    busy(true);
    const reply = await runRequest(
      'solve',
      { ...base(), engine: $('grid-engine').value, strategy: $('grid-strategy').value, timeout: Number($('grid-timeout').value), ...flags },
      what,
      'grid',
    ).finally(() => busy(false));
    const result = reply.json;
    // The answer belongs to the request: a puzzle loaded since (or another view put up) discards it.
    if (mine !== turn) return;
    showMessage($('grid-message'), result);
    listProblems([]);
    setPlaying(false);
    const answer = result.answer;
    if (!answer || answer.type !== 'grid') {
      $('grid-text').textContent = '';
      return show([{ pic: bare, caption: 'the puzzle', options: {} }], 'puzzle');
    }
    const differ = (answer.differing ?? []).map((cell) => ({ ...cellOf(cell), kind: 'differ' }));
    const shown =
      flags.forced && answer.forced
        ? [[answer.forced, 'forced cells (? where solutions differ)']]
        : answer.second
          ? [
              [answer.grid, 'a solution'],
              [answer.second, 'a second solution: the cells that differ are outlined'],
            ]
          : [[answer.grid, answer.unique ? 'the solution (unique)' : 'a solution']];
    const pics = await Promise.all(shown.map(([rows]) => picture({ ...base(), grid: rows })));
    if (mine !== turn) return;
    $('grid-text').textContent = shown.map(([rows, caption]) => `${caption}:\n${rows.join('\n')}`).join('\n\n');
    await show(
      shown.map(([, caption], i) => ({ pic: pics[i], caption, options: { highlights: differ } })),
      'answer',
    );
  }

  function setEditing(on) {
    editing = on;
    $('edit-clues').setAttribute('aria-pressed', String(on));
  }

  /**
   * One change (edit.js): a clue in a cell or outside, or a wall. The text answered becomes the
   * puzzle, read again as a paste (app.js); a wall that changed no region is only drawn.
   */
  async function sendEdit(change) {
    const reply = await post('edit', { ...base(), ...change });
    if (!reply.ok) {
      $('grid-message').textContent = reply.json.message;
      return;
    }
    if (reply.json.inner) innerWalls = reply.json.inner;
    if (reply.json.text === puzzle.text) {
      if (overlays[0]) editor?.redraw(overlays[0].overlay);
      return;
    }
    edited = true;
    document.dispatchEvent(new CustomEvent('puzzle-edited', { detail: { text: reply.json.text, kind: puzzle.kind } }));
  }
  const sendChange = {
    cell: (cell, clue) => sendEdit({ cell, clue }),
    outside: (outside, clue) => sendEdit({ outside, clue }),
    wall: (wall) => sendEdit({ wall, inner: innerWalls }),
  };
  const puzzleCaption = () => (editing && editor ? editCaption(puzzle.detected.edit) : 'the puzzle');

  function setPlaying(on) {
    playing = on;
    if (on) setEditing(false);
    $('play').setAttribute('aria-pressed', String(on));
    $('play-controls').hidden = !on;
    if (!on) setHint(undefined);
  }

  $('solve').addEventListener('click', () => void solve({}, 'solving'));
  $('unique').addEventListener('click', () => void solve({ unique: true }, 'solving, then proving it unique'));
  $('forced').addEventListener('click', () => void solve({ forced: true }, 'finding the forced cells'));
  $('live').addEventListener('change', () => {
    if ($('live').checked && puzzle) void solve({ forced: true }, 'finding the forced cells');
  });
  $('play').addEventListener('click', async () => {
    turn++;
    setPlaying(!playing);
    if (!playing) return show([{ pic: bare, caption: 'the puzzle', options: {} }], 'puzzle');
    $('grid-message').textContent = '';
    await playView();
    overlays[0]?.overlay.focus();
    describeCursor();
  });
  $('edit-clues').addEventListener('click', () => {
    turn++;
    setPlaying(false);
    setEditing(!editing);
    // Into edit mode, the keys go to the picture (arrows and typed clues).
    void show([{ pic: bare, caption: puzzleCaption(), options: {} }], editing ? 'edit' : 'puzzle').then(() => editing && overlays[0]?.overlay.focus());
  });
  $('check-marks').addEventListener('click', () => void check(false));
  $('undo').addEventListener('click', () => undo.undo());
  $('redo').addEventListener('click', () => undo.redo());
  $('hint').addEventListener('click', async () => {
    const mine = turn;
    busy(true);
    const reply = await runRequest(
      'hint',
      { ...base(), ...board.played(), engine: $('grid-engine').value, timeout: Number($('grid-timeout').value) },
      'looking for a hint',
      'grid',
    ).finally(() => busy(false));
    const result = reply.json;
    if (mine !== turn) return;
    showMessage($('grid-message'), result);
    const answer = result.answer;
    listProblems(answer?.type === 'marks' ? answer.problems : []);
    if (answer?.type === 'hint' && answer.cell) {
      const cell = cellOf(answer.cell);
      highlights = [{ ...cell, kind: 'hint' }];
      // A hint names a cell's value: with lines drawn, it is outlined for the player to draw.
      if (board.values) setHint({ ...cell, value: board.values.findIndex((value) => value.notation === answer.value) });
    } else setHint(undefined);
    if (overlays[0]) overlays[0].options.highlights = highlights;
    redraw();
  });
  $('apply-hint').addEventListener('click', () => {
    if (hinted) mark(hinted.row, hinted.col, hinted.value);
    overlays[0]?.overlay.focus();
  });
  $('clear-marks').addEventListener('click', () => {
    undo.remember();
    board.clear();
    $('undo').disabled = false;
    cursor = { row: 0, col: 0 };
    $('grid-message').textContent = '';
    listProblems([]);
    setHint(undefined);
    void playView();
  });

  return {
    async load(read) {
      // Another puzzle: an answer still on its way belongs to the one before; its run is stopped.
      turn++;
      stopPanel('grid');
      puzzle = read;
      const detected = read.detected;
      fillSelect(
        $('grid-engine'),
        detected.engines.map((engine) => ({ value: engine.id, label: engine.id })),
        detected.defaultEngine,
      );
      const usable = page.strategies.filter((strategy) => strategy.available && strategy.id !== 'qf-fd-pb-fresh');
      fillSelect(
        $('grid-strategy'),
        usable.map((strategy) => ({ value: strategy.id, label: strategy.id })),
        detected.defaultStrategy,
      );
      // Where the cells are (for outlines), also in a kind that has no play mode.
      layout = detected.layout ?? detected.play?.layout;
      const lines = detected.play?.lines;
      board = !detected.play ? undefined : lines ? lineBoard(lines, layout) : markBoard(detected.play.values, layout);
      undo.reset();
      $('undo').disabled = true;
      $('redo').disabled = true;
      $('play-help').textContent = lines
        ? 'Drag from point to point to draw a line (over a drawn one to erase it), or use the arrow keys and Shift with an arrow'
        : 'Click a cell, or use the arrow keys and Space, to mark it';
      $('play').disabled = !detected.play;
      $('edit-clues').disabled = !detected.edit;
      if (!detected.edit) setEditing(false);
      // The cursor stays where it was (on a clue outside the grid if this kind has clues there), within this puzzle's size.
      const sides = detected.edit?.outside?.sides ?? {};
      const keep = (at, before, after, most) => Math.max(before ? -1 : 0, Math.min(at, after ? most : most - 1));
      editCursor = {
        row: keep(editCursor.row, sides.top, sides.bottom, layout?.rows ?? 1),
        col: keep(editCursor.col, sides.left, sides.right, layout?.cols ?? 1),
      };
      if (!edited) innerWalls = [];
      edited = false;
      editor =
        detected.edit && layout
          ? clueEditor({
              layout,
              settings: detected.edit,
              send: sendChange,
              node,
              place: { get: () => editCursor, set: (at) => (editCursor = at) },
              inner: () => innerWalls,
            })
          : undefined;
      cursor = { row: 0, col: 0 };
      highlights = [];
      setPlaying(false);
      $('grid-message').textContent = '';
      $('grid-text').textContent = '';
      listProblems([]);
      bare = await picture(base());
      if (bare.error) {
        $('grid-message').textContent = bare.error.message;
        return;
      }
      await show([{ pic: bare, caption: puzzleCaption(), options: {} }], 'puzzle');
      // Editing with Live on: each puzzle read shows its forced cells (or that it has no solution) at once.
      if ($('live').checked) await solve({ forced: true }, 'finding the forced cells');
    },
  };
}
