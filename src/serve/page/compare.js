// The compare section: engines and strategies chosen, each run a child process on the server,
// rows arriving as they end (NDJSON) with a progress bar; the chart and table of the HTML report;
// the whole comparison as JSON or CSV to download.
import { $, apiHeaders, download, stopPanel, trackRun } from './shared.js';

export function initCompare(page) {
  let puzzle;
  let last;

  const checkbox = (name, value, label, checked) => {
    const wrap = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.name = name;
    box.value = value;
    box.checked = checked;
    wrap.append(box, ` ${label}`);
    return wrap;
  };
  const chosen = (id) => [...$(id).querySelectorAll('input:checked')].map((box) => box.value);

  function showChart(svg) {
    const img = document.createElement('img');
    img.alt = 'total time per run, log scale';
    img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    $('compare-chart').replaceChildren(img);
  }

  function addRow(event) {
    const row = document.createElement('tr');
    row.className = event.record.reason;
    row.append(
      ...event.cells.map((text) => {
        const cell = document.createElement('td');
        cell.textContent = text;
        return cell;
      }),
    );
    $('compare-table').tBodies[0].append(row);
  }

  function handle(event) {
    if (event.type === 'waiting') {
      // The server runs one comparison at a time; this one waits its turn.
      $('compare-count').textContent = `waiting: ${event.ahead} comparison${event.ahead === 1 ? '' : 's'} ahead`;
    } else if (event.type === 'start') {
      const head = document.createElement('tr');
      head.append(
        ...event.columns.map((name) => {
          const cell = document.createElement('th');
          cell.textContent = name;
          return cell;
        }),
      );
      $('compare-table').tHead.replaceChildren(head);
      $('compare-progress').max = event.total;
      $('compare-count').textContent = `0 of ${event.total} runs`;
    } else if (event.type === 'row') {
      addRow(event);
      $('compare-progress').value = event.done;
      $('compare-count').textContent = `${event.done} of ${event.total} runs`;
      showChart(event.chart);
    } else if (event.type === 'end') {
      last = event;
      showChart(event.chart);
      $('compare-message').textContent = `${event.stopped ? 'stopped; ' : ''}${event.result.message}`;
      $('compare-message').className = `message ${event.result.status === 'solved' ? 'good' : 'bad'}`;
      $('download-json').disabled = false;
      $('download-csv').disabled = false;
      $('compare-section').dataset.done = String(event.result.records.length);
    } else if (event.type === 'error') {
      $('compare-message').textContent = event.message;
      $('compare-message').className = 'message bad';
    }
  }

  let turn = 0;

  $('compare').addEventListener('click', async () => {
    // Nothing ticked is not "everything": say so rather than run what was not asked for.
    const [engines, strategies] = [chosen('compare-engines'), chosen('compare-strategies')];
    if (engines.length === 0 || strategies.length === 0) {
      $('compare-message').textContent = `tick at least one ${engines.length === 0 ? 'engine' : 'strategy'} to compare`;
      $('compare-message').className = 'message bad';
      return;
    }
    const mine = ++turn;
    const { run, done } = trackRun('comparing', 'compare');
    last = undefined;
    $('download-json').disabled = true;
    $('download-csv').disabled = true;
    $('compare-table').tHead.replaceChildren();
    $('compare-table').tBodies[0].replaceChildren();
    $('compare-chart').replaceChildren();
    $('compare-message').textContent = '';
    delete $('compare-section').dataset.done;
    $('compare-progress').hidden = false;
    $('compare-progress').value = 0;
    $('compare').disabled = true;
    try {
      const response = await fetch('/api/compare', {
        method: 'POST',
        headers: apiHeaders,
        body: JSON.stringify({
          text: puzzle.text,
          source: puzzle.source,
          kind: puzzle.kind,
          engines,
          strategies,
          timeout: Number($('compare-timeout').value),
          run,
        }),
      });
      if (!response.ok) {
        const result = await response.json();
        $('compare-message').textContent = result.message;
        $('compare-message').className = 'message bad';
        return;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let pending = '';
      for (;;) {
        const { value, done: ended } = await reader.read();
        pending += decoder.decode(value ?? new Uint8Array(), { stream: !ended });
        const lines = pending.split('\n');
        pending = lines.pop();
        // Rows of a comparison of the puzzle before are not this one's.
        if (mine === turn) for (const line of lines.filter(Boolean)) handle(JSON.parse(line));
        if (ended) break;
      }
    } catch (error) {
      $('compare-message').textContent = `the comparison stopped: ${error.message}`;
    } finally {
      $('compare').disabled = false;
      $('compare-progress').hidden = true;
      done();
    }
  });
  $('download-json').addEventListener('click', () => last && download('comparison.json', 'application/json', `${JSON.stringify(last.result, null, 2)}\n`));
  $('download-csv').addEventListener('click', () => last && download('comparison.csv', 'text/csv', last.csv));

  return {
    load(read) {
      turn++;
      stopPanel('compare');
      $('compare').disabled = false;
      $('compare-progress').hidden = true;
      puzzle = read;
      const detected = read.detected;
      // Every engine of a grid kind; of a planning kind, its default and its search engine (Z3's
      // encodings can take minutes on the larger levels).
      const search = detected.engines.filter((engine) => engine.strategies.join() === 'native').map((engine) => engine.id);
      const picked = (id) => detected.type === 'grid' || id === detected.defaultEngine || search.includes(id);
      $('compare-engines').replaceChildren(...detected.engines.map((engine) => checkbox('engine', engine.id, engine.id, picked(engine.id))));
      const strategies = page.strategies.filter((strategy) => strategy.available);
      $('compare-strategies').replaceChildren(
        ...strategies.map((strategy) => checkbox('strategy', strategy.id, strategy.id, strategy.id === detected.defaultStrategy)),
      );
      $('compare-message').textContent = '';
      $('compare-chart').replaceChildren();
      $('compare-table').tHead.replaceChildren();
      $('compare-table').tBodies[0].replaceChildren();
      $('download-json').disabled = true;
      $('download-csv').disabled = true;
    },
  };
}
