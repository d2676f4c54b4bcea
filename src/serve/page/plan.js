// The plan section, for any planning kind: the start drawn; "within k?" and Optimal; the plan
// stepped through (Prev, Next, Play, the slider, or a click on a move), each state drawn by the
// kind's own picture; the proof shown, of optimality or of there being no plan. Next move? asks the
// kind's search for a shortest plan from the state shown: a good next move, and how many remain;
// Make it takes that move (the plan from here replaces the rest).
import { $, fillSelect, image, picture, runRequest, showMessage, stopPanel } from './shared.js';

export function initPlan(page) {
  let puzzle;
  let steps = [];
  let step = 0;
  let animation;
  let pictures = new Map();
  // Each request takes a turn; an answer that arrives after another puzzle was loaded is dropped.
  let turn = 0;
  /** The shortest plan from the state shown, when Next move? found one; cleared when the state shown changes. */
  let ahead;

  const base = () => ({ text: puzzle.text, source: puzzle.source, kind: puzzle.kind });
  const drawable = () => puzzle.detected.pictures;

  /** The engine chosen, and the strategy when it is a Z3 encoding (a search engine takes none). */
  function engineFlags() {
    const engine = puzzle.detected.engines.find((candidate) => candidate.id === $('plan-engine').value);
    const native = engine.strategies.length === 1 && engine.strategies[0] === 'native';
    $('plan-strategy').disabled = native;
    return { engine: engine.id, ...(native ? {} : { strategy: $('plan-strategy').value }), timeout: Number($('plan-timeout').value) };
  }

  async function draw(at) {
    if (!drawable()) return;
    const key = `${steps.length}:${at}`;
    if (!pictures.has(key)) pictures.set(key, picture({ ...base(), plan: steps.map((entry) => entry.move), step: at }));
    const pic = await pictures.get(key);
    if (pic.error) {
      $('plan-picture').textContent = pic.error.message;
      return;
    }
    const { img, drawn } = image(pic, at === 0 ? 'the start' : `after move ${at}`);
    const frame = document.createElement('div');
    frame.className = 'picture';
    frame.append(img);
    $('plan-picture').replaceChildren(frame);
    await drawn;
    $('plan-picture').dataset.step = String(at);
    $('plan-picture').dataset.drawnAt = String(performance.now());
  }

  function setAhead(found) {
    ahead = found;
    $('take-move').hidden = !found;
    if (!found) $('plan-hint').textContent = '';
  }

  async function go(at) {
    const was = step;
    step = Math.max(0, Math.min(steps.length, at));
    if (step !== was) setAhead(undefined);
    $('step').value = String(step);
    $('prev').disabled = step === 0;
    $('next').disabled = step === steps.length;
    $('step-label').textContent = `move ${step} of ${steps.length}${step > 0 ? `: ${steps[step - 1].text.replace(/^\d+\.\s*/, '')}` : ''}`;
    for (const item of $('moves').children) item.removeAttribute('aria-current');
    if (step > 0) {
      const item = $('moves').children[step - 1];
      item.setAttribute('aria-current', 'step');
      item.scrollIntoView({ block: 'nearest' });
    }
    await draw(step);
  }

  function stopAnimation() {
    clearInterval(animation);
    animation = undefined;
    $('animate').setAttribute('aria-pressed', 'false');
    $('animate').textContent = 'Play';
  }

  function showResult(result) {
    showMessage($('plan-message'), result);
    const proof = result.proof;
    // A long explanation the message already gives (a jug puzzle's gcd invariant) is said once;
    // a short one ("the shortest plan has 39 moves") stays beside its method.
    const said = proof && proof.explanation.length > 60 && (result.message ?? '').includes(proof.explanation);
    $('plan-proof').textContent =
      !proof || said ? '' : `${result.status === 'no-solution' ? 'why there is none' : 'why none is shorter'}: ${proof.method}: ${proof.explanation}`;
    stopAnimation();
    const answer = result.answer;
    setSteps(answer?.type === 'plan' ? answer.plan : []);
    if (answer?.summary) $('plan-proof').textContent += `${$('plan-proof').textContent ? '; ' : ''}${answer.summary}`;
    setAhead(undefined);
    return go(0);
  }

  /** The moves listed and stepped through: a solver's plan, or the player's way with a hint's plan after it. */
  function setSteps(list) {
    steps = list;
    pictures = new Map();
    $('stepper').hidden = steps.length === 0;
    $('step').max = String(steps.length);
    $('moves').replaceChildren(
      ...steps.map((entry, i) => {
        const item = document.createElement('li');
        item.textContent = entry.text.replace(/^\d+\.\s*/, '');
        // Reachable by keyboard as by mouse: Tab to a move, Enter or Space shows the state after it.
        item.tabIndex = 0;
        item.addEventListener('click', () => void go(i + 1));
        item.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          void go(i + 1);
        });
        return item;
      }),
    );
  }

  /** Next move?: from the state after the moves shown so far, the kind's search (on a solving thread, so Stop ends it). */
  async function nextMove() {
    const mine = ++turn;
    const from = step;
    $('next-move').disabled = true;
    const moves = steps.slice(0, from).map((entry) => entry.move);
    const reply = await runRequest('next-move', { ...base(), moves, timeout: Number($('plan-timeout').value) }, 'looking for a next move', 'plan').finally(
      () => {
        $('next-move').disabled = false;
      },
    );
    if (mine !== turn || from !== step) return;
    const result = reply.json;
    const answer = result.answer;
    setAhead(answer?.type === 'next-move' && answer.move ? answer.plan : undefined);
    showMessage($('plan-hint'), result);
  }

  /** One run at a time in this panel; its answer is shown only if the puzzle is still the one asked about. */
  async function ask(path, body, what) {
    const mine = ++turn;
    for (const id of ['optimal', 'check-within']) $(id).disabled = true;
    const reply = await runRequest(path, body, what, 'plan').finally(() => {
      for (const id of ['optimal', 'check-within']) $(id).disabled = false;
    });
    if (mine === turn) await showResult(reply.json);
  }

  $('optimal').addEventListener('click', () => void ask('solve', { ...base(), ...engineFlags() }, 'finding the shortest plan'));
  $('check-within').addEventListener('click', () => {
    const within = $('within').value.trim();
    // An empty box is not 0 moves: it is a question not asked yet.
    if (!/^\d+$/.test(within)) {
      showMessage($('plan-message'), { status: 'invalid', message: 'Within: enter the most moves allowed, a whole number such as 12' });
      return;
    }
    void ask('check', { ...base(), ...engineFlags(), within: Number(within) }, `solvable within ${within}?`);
  });
  $('plan-engine').addEventListener('change', engineFlags);
  $('next-move').addEventListener('click', () => void nextMove());
  $('take-move').addEventListener('click', () => {
    if (!ahead) return;
    const at = step;
    setSteps([...steps.slice(0, at), ...ahead]);
    void go(at + 1);
  });
  $('prev').addEventListener('click', () => void go(step - 1));
  $('next').addEventListener('click', () => void go(step + 1));
  $('step').addEventListener('input', () => void go(Number($('step').value)));
  $('animate').addEventListener('click', () => {
    if (animation) return stopAnimation();
    if (step === steps.length) void go(0);
    $('animate').setAttribute('aria-pressed', 'true');
    $('animate').textContent = 'Pause';
    animation = setInterval(() => (step >= steps.length ? stopAnimation() : void go(step + 1)), 700);
  });

  return {
    async load(read) {
      turn++;
      stopPanel('plan');
      puzzle = read;
      const detected = read.detected;
      fillSelect(
        $('plan-engine'),
        detected.engines.map((engine) => ({ value: engine.id, label: engine.id })),
        detected.defaultEngine,
      );
      const usable = page.strategies.filter((strategy) => strategy.available);
      fillSelect(
        $('plan-strategy'),
        usable.map((strategy) => ({ value: strategy.id, label: strategy.id })),
        detected.defaultStrategy,
      );
      engineFlags();
      $('within').value = String(detected.lowerBound);
      $('plan-message').textContent = '';
      $('plan-proof').textContent = '';
      $('next-move').hidden = !detected.nextMove;
      setAhead(undefined);
      steps = [];
      stopAnimation();
      $('stepper').hidden = true;
      $('moves').replaceChildren();
      pictures = new Map();
      $('plan-picture').replaceChildren();
      await go(0);
    },
  };
}
