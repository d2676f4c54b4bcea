// What every section of the page shares: the API, runs that the Stop button can end, pictures.

export const $ = (id) => document.getElementById(id);

/** Where a pointer event falls in an overlay's own units (the picture's SVG coordinates). */
export function svgPointOf(overlay, event) {
  const point = overlay.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  return point.matrixTransform(overlay.getScreenCTM().inverse());
}

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The cell an arrow key moves a cursor to, kept inside the grid; undefined for any other key. */
export function cursorMove(at, key, size) {
  if (!MOVES[key]) return undefined;
  const [down, right] = MOVES[key];
  return { row: Math.min(size.rows - 1, Math.max(0, at.row + down)), col: Math.min(size.cols - 1, Math.max(0, at.col + right)) };
}

/**
 * What every POST to the API sends: JSON, and the session token the server put in this page's
 * HTML (it refuses POSTs without it, so that no other page can drive it).
 */
export const apiHeaders = {
  'content-type': 'application/json',
  'x-puzzlebench-token': document.querySelector('meta[name="puzzlebench-token"]')?.content ?? '',
};

/** POSTs JSON to the API; the answer is a result in the contract (or the API's own JSON). */
export async function post(path, body) {
  let response;
  try {
    response = await fetch(`/api/${path}`, { method: 'POST', headers: apiHeaders, body: JSON.stringify(body) });
  } catch (error) {
    // The server is gone (stopped, or the network): a result that says so, not an uncaught error.
    return { ok: false, status: 0, json: { status: 'error', message: `no answer from the server (${error.message}); is puzzlebench serve still running?` } };
  }
  const json = await response.json().catch(() => ({ status: 'error', message: `the server answered ${response.status} without JSON` }));
  return { ok: response.ok, status: response.status, json };
}

/** A picture from /api/svg as an <img> source, with its size in SVG units; a result on error. */
export async function picture(body) {
  let response;
  try {
    response = await fetch('/api/svg', { method: 'POST', headers: apiHeaders, body: JSON.stringify(body) });
  } catch (error) {
    return { error: { message: `no answer from the server (${error.message})` } };
  }
  if (!response.ok) return { error: await response.json().catch(() => ({ message: `error ${response.status}` })) };
  const text = await response.text();
  const box = /viewBox="\s*[-\d.]+\s+[-\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(text) ?? /width="([\d.]+)"\s+height="([\d.]+)"/.exec(text);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  return { url, width: Number(box?.[1] ?? 300), height: Number(box?.[2] ?? 150) };
}

/** An <img> of a picture, resolved once it is drawn. */
export function image(pic, alt) {
  const img = document.createElement('img');
  img.alt = alt;
  img.width = pic.width;
  img.height = pic.height;
  const drawn = new Promise((resolve) => {
    img.onload = () => resolve(img);
    img.onerror = () => resolve(img);
  });
  img.src = pic.url;
  return { img, drawn };
}

// ---- Runs: each request that solves gets an id and belongs to a panel (grid, plan, compare);
// Stop ends every run still going, and a panel that loads another puzzle ends its own. ----

const running = new Map();
let ticker;

/** Where the server says each run is: a run that waits for a solving thread is shown as waiting. */
let placed = new Map();
let asking = false;

async function askWhere() {
  if (asking || running.size === 0) return;
  asking = true;
  try {
    const ids = [...running.keys()].join(',');
    const reply = await fetch(`/api/runs?ids=${encodeURIComponent(ids)}`).then((response) => response.json());
    placed = new Map(Object.entries(reply.runs ?? {}));
  } catch {
    // The server is gone: the run's own request will say so.
  } finally {
    asking = false;
  }
}

function showRunning() {
  $('stop').disabled = running.size === 0;
  clearInterval(ticker);
  if (running.size === 0) return;
  let ticks = 0;
  const update = () => {
    const [run, [what, started]] = [...running.entries()].at(-1);
    const more = running.size > 1 ? ` (+${running.size - 1} more)` : '';
    const where = placed.get(run);
    const waiting = where?.state === 'waiting' ? `waiting for a solving thread (${where.ahead} ahead) to start ` : '';
    setStatus(`${waiting}${what}… ${((performance.now() - started) / 1000).toFixed(1)} s${more}`);
    if (ticks++ % 3 === 0) void askWhere();
  };
  update();
  ticker = setInterval(update, 200);
}

export function setStatus(text) {
  $('status').textContent = text;
}

const newRun = () => `run-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** POSTs a run that Stop can end; `what` says what it does, for the status line; `panel` owns it. */
export async function runRequest(path, body, what, panel) {
  const run = newRun();
  running.set(run, [what, performance.now(), panel]);
  showRunning();
  try {
    return await post(path, { ...body, run });
  } finally {
    const [, started] = running.get(run);
    running.delete(run);
    showRunning();
    if (running.size === 0) setStatus(`${what}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  }
}

/** Streams run too (compare): registered here so that Stop reaches them. */
export function trackRun(what, panel) {
  const run = newRun();
  const started = performance.now();
  running.set(run, [what, started, panel]);
  showRunning();
  return {
    run,
    done: () => {
      running.delete(run);
      showRunning();
      if (running.size === 0) setStatus(`${what}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    },
  };
}

/** True while a run of this panel is going. */
export const panelBusy = (panel) => [...running.values()].some(([, , owner]) => owner === panel);

/** Ends the runs of one panel: its puzzle changed, so their answers would belong to another. */
export function stopPanel(panel) {
  for (const [run, [, , owner]] of running) if (owner === panel) void post('stop', { run });
}

/** Stop: every run still going is ended by the server (its thread terminated and replaced). */
export function stopAll() {
  for (const run of running.keys()) void post('stop', { run });
}

/** A result's message, coloured by its status. */
export function showMessage(element, result) {
  element.textContent = result.message ?? '';
  element.classList.toggle('bad', result.status === 'invalid' || result.status === 'error' || result.status === 'no-solution');
  element.classList.toggle('good', result.status === 'solved');
}

export function fillSelect(select, options, chosen) {
  select.replaceChildren(...options.map(({ value, label }) => new Option(label, value, false, value === chosen)));
}

export function download(name, type, text) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** What the sections share: the puzzle read last, the kinds and strategies the server offers. */
export const page = { puzzle: undefined, kinds: [], strategies: [] };
