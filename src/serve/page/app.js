// puzzlebench serve's page: the puzzle input, pasted or bundled, read and detected by the server;
// the grid, plan and compare sections (their own modules) take it from there.
import { $, fillSelect, page, post, setStatus, stopAll } from './shared.js';
import { initGrid } from './grid.js';
import { initPlan } from './plan.js';
import { initCompare } from './compare.js';

$('stop').addEventListener('click', stopAll);

const sections = { grid: initGrid(page), planning: initPlan(page), compare: initCompare(page) };
let source;

/** From the moment a puzzle is asked for, the pictures on show are the last one's: they say so until the new ones are drawn. */
const reading = () => {
  $('grid-pictures').dataset.state = 'reading';
};

async function read() {
  reading();
  await started;
  const text = $('puzzle-text').value;
  const kind = $('kind').value;
  const error = $('input-error');
  const reply = await post('detect', { text, source, kind: kind || undefined });
  if (!reply.ok) {
    error.textContent = reply.json.message;
    error.hidden = false;
    $('puzzle-text').setAttribute('aria-invalid', 'true');
    $('detected').textContent = '';
    for (const id of ['grid-section', 'plan-section', 'compare-section']) $(id).hidden = true;
    page.puzzle = undefined;
    return;
  }
  error.hidden = true;
  $('exported').hidden = true;
  $('puzzle-text').removeAttribute('aria-invalid');
  const detected = reply.json;
  page.puzzle = { text, source, kind: detected.kind, detected };
  showInAddress(text, source, kind);
  fillSelect(
    $('export-format'),
    detected.formats.map((format) => ({ value: format, label: format })),
    detected.formats[0],
  );
  $('export-format').disabled = false;
  $('export').disabled = false;
  const warnings = detected.warnings.length > 0 ? `; warning: ${detected.warnings.join('; ')}` : '';
  $('detected').textContent = `${detected.kind}${detected.describe ? ` (${detected.describe})` : ''}: ${detected.idea}${warnings}`;
  $('grid-section').hidden = detected.type !== 'grid';
  $('plan-section').hidden = detected.type !== 'planning';
  $('compare-section').hidden = false;
  await Promise.all([sections[detected.type].load(page.puzzle), sections.compare.load(page.puzzle)]);
}

/** The longest pasted puzzle the address carries (a long level file is shared as a file instead). */
const LONGEST_IN_ADDRESS = 8000;

/**
 * The address holds the puzzle read: `?puzzle=<bundled path>` or `?p=<the pasted text>`, with
 * `&kind=` when one was chosen; a reload or a shared link opens the same puzzle.
 */
function showInAddress(text, bundledPath, kind) {
  const query = new URLSearchParams();
  if (bundledPath) query.set('puzzle', bundledPath);
  else if (text.length <= LONGEST_IN_ADDRESS) query.set('p', text);
  if (kind) query.set('kind', kind);
  history.replaceState(null, '', query.size > 0 ? `?${query}` : location.pathname);
  $('copy-link').disabled = !bundledPath && text.length > LONGEST_IN_ADDRESS;
  $('copy-link').title = $('copy-link').disabled
    ? `a puzzle longer than ${LONGEST_IN_ADDRESS} characters is not put in the address`
    : 'copy the address of this puzzle';
}

$('copy-link').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(location.href);
    setStatus('link copied');
  } catch {
    setStatus(`copy this address: ${location.href}`);
  }
});
/** Export: the puzzle read, written in another of its kind's formats (a task string, a puzz.link URL, ...), to copy or to save. */
$('export').addEventListener('click', async () => {
  if (!page.puzzle) return;
  const format = $('export-format').value;
  const reply = await post('convert', { text: page.puzzle.text, source: page.puzzle.source, kind: page.puzzle.kind, to: format });
  if (!reply.ok) {
    setStatus(`export: ${reply.json.message}`);
    return;
  }
  $('exported').textContent = reply.json.text;
  $('exported').hidden = false;
  try {
    await navigator.clipboard.writeText(reply.json.text);
    setStatus(`exported as ${format}, and copied`);
  } catch {
    setStatus(`exported as ${format} (below)`);
  }
});

$('intro-close').addEventListener('click', () => {
  $('intro').hidden = true;
  localStorage.setItem('puzzlebench-intro', 'seen');
});

let typing;
$('puzzle-text').addEventListener('input', () => {
  source = undefined;
  $('bundled').value = '';
  clearTimeout(typing);
  typing = setTimeout(read, 600);
});
$('read').addEventListener('click', () => {
  clearTimeout(typing);
  void read();
});
$('kind').addEventListener('change', () => void read());
// The clue editor (grid.js) answers the whole puzzle's text: it is the puzzle now, of the same kind.
document.addEventListener('puzzle-edited', (event) => {
  $('puzzle-text').value = event.detail.text;
  $('kind').value = event.detail.kind;
  $('bundled').value = '';
  source = undefined;
  clearTimeout(typing);
  void read();
});
async function openBundled(path) {
  reading();
  const response = await fetch(`/api/puzzles?path=${encodeURIComponent(path)}`).catch(() => undefined);
  const bundled = await response?.json().catch(() => undefined);
  if (!response?.ok || !bundled) {
    $('input-error').textContent = bundled?.message ?? `cannot open ${path}: no answer from the server`;
    $('input-error').hidden = false;
    return;
  }
  $('bundled').value = bundled.path;
  $('puzzle-text').value = bundled.text;
  source = bundled.path;
  clearTimeout(typing);
  await read();
}

$('bundled').addEventListener('change', () => {
  const path = $('bundled').value;
  // A bundled puzzle is read as its own kind: not as the one chosen or edited before (the editor sets the Kind list).
  $('kind').value = '';
  if (path) void openBundled(path);
});

async function start() {
  const [kinds, puzzles] = await Promise.all([fetch('/api/kinds').then((r) => r.json()), fetch('/api/puzzles').then((r) => r.json())]);
  page.kinds = kinds.kinds;
  page.strategies = kinds.strategies;
  fillSelect($('kind'), [{ value: '', label: 'detect' }, ...kinds.kinds.map((kind) => ({ value: kind.id, label: kind.id }))], '');
  const groups = new Map();
  for (const puzzle of puzzles.puzzles) groups.set(puzzle.kind, [...(groups.get(puzzle.kind) ?? []), puzzle]);
  for (const [kind, list] of groups) {
    const group = document.createElement('optgroup');
    group.label = kind;
    group.append(...list.map((puzzle) => new Option(puzzle.path.split('/').pop(), puzzle.path)));
    $('bundled').append(group);
  }
  document.body.dataset.ready = 'true';
}

/** What the address asks for (a shared link, a reload); else, on a first visit, an example and a word on what to do. */
async function openFromAddress() {
  await started;
  const query = new URLSearchParams(location.search);
  if (query.get('kind')) $('kind').value = query.get('kind');
  if (query.get('puzzle')) return openBundled(query.get('puzzle'));
  if (query.get('p') !== null) {
    $('puzzle-text').value = query.get('p');
    return read();
  }
  if (localStorage.getItem('puzzlebench-intro') !== 'seen') {
    $('intro').hidden = false;
    await openBundled(FIRST_EXAMPLE);
  }
}

/** The puzzle a newcomer sees first: small, unique, solved in a moment. */
const FIRST_EXAMPLE = 'puzzles/aquarium/small-5x4.txt';

const started = start();
void openFromAddress().finally(() => {
  document.body.dataset.opened = 'true';
});
