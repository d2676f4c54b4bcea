// Water sort and ball sort on the planning front: the level format, the simulator, the encodings,
// the exact search engine and the pictures, described once as a PlanningSpec.
import { formatSortLevelJson, formatSortLevelText, looksLikeSortLevel, parseSortLevel } from './format.ts';
import { IllegalPour, applyPour, checkPlan, lowerBound, type Tubes } from './simulate.ts';
import { replay } from '../../kind/replay.ts';
import type { Pour, SortLevel } from './watersort.ts';
import { formatPour, renderPlanSvg, renderStateSvg, renderTubes } from './render.ts';
import { DataReader } from '../../format/data.ts';
import { searchSort } from './search.ts';
import type { PlanningRules } from '../../kind/planning.ts';
import { InputError } from '../../format/errors.ts';
import type { PourData } from './contract.ts';

/** The tubes after each move of a plan the simulator has accepted. */
function statesOf(level: SortLevel, plan: Pour[]): Tubes[] {
  const states: Tubes[] = [level.tubes];
  for (const pour of plan) states.push(applyPour(level, states[states.length - 1], pour));
  return states;
}

const units = (level: SortLevel) => level.tubes.reduce((sum, tube) => sum + tube.length, 0);

export const watersortSpec: PlanningRules<SortLevel, Pour> = {
  id: 'watersort',
  idea: 'water sort and ball sort: pour between tubes until every tube is empty or full of one colour',
  examples: [
    'puzzles/watersort/seed-3-flask.txt',
    'puzzles/watersort/seed-ball-80-water.txt',
    'puzzles/watersort/seed-water-133.txt',
    'puzzles/watersort/seed-ball-80.txt',
  ],
  detect: looksLikeSortLevel,
  parse: (input) => parseSortLevel(input.text, input.source),
  search: {
    id: 'watersort/search',
    idea: 'A* over states with tubes interchangeable and an admissible bound: exact, optimal (the oracle)',
    search(level, { timeoutMs }) {
      const result = searchSort(level, { timeoutMs });
      return { status: result.status, plan: result.plan, explored: result.expanded };
    },
  },
  // The search engine answers every bundled level in well under a second; the strongest encoding
  // needs seconds to minutes on the 11- and 14-tube ones (see `puzzlebench compare`).
  // The same A* from the tubes the moves leave: a level of its own.
  searchFrom(level, moves, { timeoutMs }) {
    const tubes = replay(level.tubes, moves, (state: Tubes, pour) => {
      try {
        return applyPour(level, state, pour);
      } catch (error) {
        if (error instanceof IllegalPour) return error.message;
        throw error;
      }
    });
    const result = searchSort({ ...level, tubes }, { timeoutMs });
    return { status: result.status, plan: result.plan, explored: result.expanded };
  },
  defaultEngine: 'watersort/search',
  // The lower bound k is the optimum or one below it on every level measured, so the two halves of
  // a certificate (no plan of exactly k, a plan of exactly k + 1) race, each on a fresh solver;
  // the linear walk, for levels whose optimum lies further up, is held in reserve until one of
  // them has answered without settling it, so that it takes no core from them. Every entrant
  // states the level's canonical form (encodings/watersort/canonical.ts): one formula for every
  // tube order, file form and colour naming, and Z3 on one formula with one seed does the same
  // work, so the presentation no longer draws the time (before: 6 s on level 133 as bundled, over
  // 120 s in other orders). What is left of luck is the seed's. On level 133's canonical formula
  // (CPU, one process each, bench/luck.ts): no plan of 38 in 16-26 s under sat-core-propagate; the
  // plan of 39 in 18 s under sat-core with no pour straight back (seed 0), and 18, 30, 51, 51 s
  // with it allowed (seeds 2, 0, 1, 3). So a second ticket for the plan half, another formula
  // (no-undo or not) and another seed, waits in reserve for the core the proof of 38 frees:
  // on 2 cores a third racer from the start would slow both halves.
  portfolio: [
    { engine: 'watersort/canonical', strategy: 'sat-core-propagate', offset: 0, exact: true },
    { engine: 'watersort/canonical-no-undo', strategy: 'sat-core', offset: 1, exact: true },
    { engine: 'watersort/canonical', strategy: 'sat-core', offset: 1, exact: true, seed: 2, reserve: true },
    { engine: 'watersort/canonical', schedule: 'linear', reserve: true },
  ],
  verify(level, plan) {
    const verdict = checkPlan(level, plan);
    return verdict.ok ? [] : [`move ${verdict.move}: ${verdict.reason}`];
  },
  lowerBound: (level) => lowerBound(level, level.tubes),
  // Not a bound on the optimum (the search engine is the authority on "no plan at all"), but far
  // beyond the optimum of any level seen: every unit moved twice.
  maxHorizon: (level) => Math.max(2 * units(level), lowerBound(level, level.tubes)),
  // Each move adds about 9 x tubes^2 x capacity constraints to the largest encoding, strengthened
  // (measured: 6,325 on level 133's 14 tubes of 4, 13,740 on 14 tubes of 8). 600,000 in all (85
  // moves on level 133) still ran to --timeout cleanly in 0.8 GB and exported in a minute; 1.9
  // million (export --horizon 300) ran Z3's 2 GiB heap out of memory.
  horizonLimit: (level) => Math.max(1, Math.floor(600_000 / (9 * level.tubes.length ** 2 * level.capacity))),
  async proveImpossible(level, known) {
    const result = searchSort(level, { timeoutMs: Math.min(known?.timeoutMs ?? 60_000, 60_000) });
    if (result.status !== 'unsolvable') return undefined;
    return { method: 'exhaustive search', explanation: `all ${result.expanded} reachable states (tubes interchangeable) explored, none sorted` };
  },
  moveData: (level, pour): PourData => ({ from: { tube: pour.from + 1 }, to: { tube: pour.to + 1 }, colour: level.colours[pour.colour], amount: pour.amount }),
  formatMove: (level, pour, index) => formatPour(level, pour, index + 1),
  renderStates(level, plan, options) {
    return statesOf(level, plan)
      .map((tubes, t) => `${t === 0 ? 'start' : `after move ${t}`}:\n${renderTubes(level, tubes, options)}`)
      .join('\n');
  },
  svg: renderPlanSvg,
  stateSvg: renderStateSvg,
  moveFrom(level, data, index) {
    const read = new DataReader('<plan>', `move ${index + 1}`);
    const tube = (path: string) => {
      const number = read.whole(data, path, 1);
      if (number > level.tubes.length) throw new InputError('<plan>', `move ${index + 1}: ${path}`, `expected a tube from 1 to ${level.tubes.length}`);
      return number - 1;
    };
    return {
      from: tube('from.tube'),
      to: tube('to.tube'),
      colour: level.colours.indexOf(read.text(data, 'colour', level.colours)),
      amount: read.whole(data, 'amount', 1),
    };
  },
  formats: { text: formatSortLevelText, json: formatSortLevelJson },
  group: (level) => `${level.tubes.length} tubes`,
};
