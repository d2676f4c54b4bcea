// The grid section, for any grid kind: the puzzle drawn by the kind's own SVG; Solve, Unique?
// (the second solution beside the first, the cells where they differ outlined) and Forced cells;
// a play mode where the player marks cells over the picture (click, or arrows and Space), with
// Check (the kind's checker) and Hint (a cell the solver proves forced by the marks).
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
  let values = [];
  let marks = [];
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

  const base = () => ({ text: puzzle.text, source: puzzle.source, kind: puzzle.kind });
  const cellOf = (cell) => ({ row: cell.row - 1, col: cell.col - 1 });

  /** Draws marks, highlights and the cursor over the picture, in the SVG's own units. */
  function drawOverlay(overlay, options) {
    const { cell, left, top } = layout;
    const square = (row, col, attributes) => node('rect', { x: left + col * cell, y: top + row * cell, width: cell, height: cell, ...attributes });
    const parts = [];
    if (options.marks) {
      marks.forEach((line, row) =>
        line.forEach((mark, col) => {
          if (mark === null) return;
          // Each kind says how its marks look (GridRules.play.values[].draw): a star as the site draws it, say.
          const draw = values[mark].draw;
          const centre = { x: left + (col + 0.5) * cell, y: top + (row + 0.5) * cell };
          if (draw.as === 'fill') parts.push(square(row, col, { class: 'mark-fill', ...(draw.colour && { style: `fill: ${draw.colour}` }) }));
          else if (draw.as === 'dot') parts.push(node('circle', { class: 'mark-dot', cx: centre.x, cy: centre.y, r: cell / 8 }));
          else {
            const text = node('text', { class: draw.as === 'symbol' ? 'mark-symbol' : 'mark-text', ...centre });
            text.textContent = draw.as === 'symbol' ? draw.symbol : values[mark].notation;
            parts.push(text);
          }
        }),
      );
    }
    for (const { row, col, kind } of options.highlights ?? []) parts.push(square(row, col, { class: kind }));
    if (options.cursor && playing) parts.push(square(cursor.row, cursor.col, { class: 'cursor' }));
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
    $('grid-pictures').replaceChildren(...figures);
    await Promise.all(drawn);
    $('grid-pictures').dataset.state = state;
    $('grid-pictures').dataset.drawnAt = String(performance.now());
  }

  const redraw = () => overlays.forEach(({ overlay, options }) => drawOverlay(overlay, options));

  function describeCursor() {
    const mark = marks[cursor.row][cursor.col];
    $('play-help').textContent = `(${cursor.row + 1},${cursor.col + 1}): ${mark === null ? 'unmarked' : values[mark].name}`;
  }

  function mark(row, col, value) {
    marks[row][col] = value;
    highlights = [];
    for (const entry of overlays) entry.options.highlights = [];
    if (hinted && hinted.row === row && hinted.col === col) setHint(undefined);
    cursor = { row, col };
    redraw();
    describeCursor();
  }

  const cycle = (row, col) => {
    const now = marks[row][col];
    mark(row, col, now === null ? 0 : now + 1 < values.length ? now + 1 : null);
  };

  function makePlayable(overlay, options) {
    overlay.classList.add('playing');
    overlay.setAttribute('tabindex', '0');
    overlay.setAttribute('role', 'application');
    overlay.setAttribute(
      'aria-label',
      `the grid: arrow keys move, Space cycles the marks, ${values.map((value) => `${value.notation} ${value.name}`).join(', ')}, Delete clears`,
    );
    overlay.removeAttribute('aria-hidden');
    overlay.addEventListener('click', (event) => {
      const point = overlay.createSVGPoint();
      point.x = event.clientX;
      point.y = event.clientY;
      const local = point.matrixTransform(overlay.getScreenCTM().inverse());
      const col = Math.floor((local.x - layout.left) / layout.cell);
      const row = Math.floor((local.y - layout.top) / layout.cell);
      if (row < 0 || col < 0 || row >= layout.rows || col >= layout.cols) return;
      cycle(row, col);
    });
    overlay.addEventListener('keydown', (event) => {
      const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      if (moves[event.key]) {
        const [down, right] = moves[event.key];
        cursor = { row: Math.min(layout.rows - 1, Math.max(0, cursor.row + down)), col: Math.min(layout.cols - 1, Math.max(0, cursor.col + right)) };
        redraw();
        describeCursor();
      } else if (event.key === ' ' || event.key === 'Enter') cycle(cursor.row, cursor.col);
      else if (event.key === 'Delete' || event.key === 'Backspace') mark(cursor.row, cursor.col, null);
      // A value's own notation types it (a digit for the number kinds, '#' to shade).
      else if (values.some((value) => value.notation === event.key))
        mark(
          cursor.row,
          cursor.col,
          values.findIndex((value) => value.notation === event.key),
        );
      else return;
      event.preventDefault();
    });
    options.cursor = true;
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
    highlights = problems.flatMap((problem) => problem.cells.map((cell) => ({ ...cellOf(cell), kind: 'problem' })));
  }

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

  function setPlaying(on) {
    playing = on;
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
  $('check-marks').addEventListener('click', async () => {
    const reply = await post('check-marks', { ...base(), marks });
    showMessage($('grid-message'), reply.json);
    listProblems(reply.json.answer?.type === 'marks' ? reply.json.answer.problems : []);
    overlays[0].options.highlights = highlights;
    redraw();
  });
  $('hint').addEventListener('click', async () => {
    const mine = turn;
    busy(true);
    const reply = await runRequest(
      'hint',
      { ...base(), marks, engine: $('grid-engine').value, timeout: Number($('grid-timeout').value) },
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
      setHint({ ...cell, value: values.findIndex((value) => value.notation === answer.value) });
    } else setHint(undefined);
    if (overlays[0]) overlays[0].options.highlights = highlights;
    redraw();
  });
  $('apply-hint').addEventListener('click', () => {
    if (hinted) mark(hinted.row, hinted.col, hinted.value);
    overlays[0]?.overlay.focus();
  });
  $('clear-marks').addEventListener('click', () => {
    marks = marks.map((line) => line.map(() => null));
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
      values = detected.play?.values ?? [];
      $('play').disabled = !detected.play;
      marks = layout ? Array.from({ length: layout.rows }, () => Array(layout.cols).fill(null)) : [];
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
      await show([{ pic: bare, caption: 'the puzzle', options: {} }], 'puzzle');
      // Editing with Live on: each puzzle read shows its forced cells (or that it has no solution) at once.
      if ($('live').checked) await solve({ forced: true }, 'finding the forced cells');
    },
  };
}
