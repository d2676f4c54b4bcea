// puzzlebench serve's page: the puzzle input, pasted or bundled, read and detected by the server;
// the grid, plan and compare sections (their own modules) take it from there.
import { $, fillSelect, page, post, stopAll } from './shared.js';
import { initGrid } from './grid.js';
import { initPlan } from './plan.js';
import { initCompare } from './compare.js';

$('stop').addEventListener('click', stopAll);

const sections = { grid: initGrid(page), planning: initPlan(page), compare: initCompare(page) };
let source;

async function read() {
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
  $('puzzle-text').removeAttribute('aria-invalid');
  const detected = reply.json;
  page.puzzle = { text, source, kind: detected.kind, detected };
  const warnings = detected.warnings.length > 0 ? `; warning: ${detected.warnings.join('; ')}` : '';
  $('detected').textContent = `${detected.kind}${detected.describe ? ` (${detected.describe})` : ''}: ${detected.idea}${warnings}`;
  $('grid-section').hidden = detected.type !== 'grid';
  $('plan-section').hidden = detected.type !== 'planning';
  $('compare-section').hidden = false;
  await Promise.all([sections[detected.type].load(page.puzzle), sections.compare.load(page.puzzle)]);
}

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
$('bundled').addEventListener('change', async () => {
  const path = $('bundled').value;
  if (!path) return;
  const response = await fetch(`/api/puzzles?path=${encodeURIComponent(path)}`);
  const bundled = await response.json();
  $('puzzle-text').value = bundled.text;
  source = bundled.path;
  clearTimeout(typing);
  await read();
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

const started = start();
