// Water sort and ball sort on the planning front: the level format, the simulator, the encodings,
// the exact search engine and the pictures, described once as a PlanningSpec.
import { formatSortLevelJson, formatSortLevelText, parseSortLevel, detection } from './format.ts';
import { IllegalPour, applyPour, checkPlan, lowerBound, type Tubes } from './simulate.ts';
import { replay } from '../../kind/replay.ts';
import type { Pour, SortLevel } from './watersort.ts';
import { formatPour, renderPlanSvg, renderStateSvg, renderTubes } from './render.ts';
import { DataReader } from '../../format/data.ts';
import { searchSort } from './search.ts';
import type { PlanningRules } from '../../kind/planning.ts';
import { InputError } from '../../errors.ts';
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
  ...detection,
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
  // The lower bound k is the optimum or one below it on most levels measured, so a certificate
  // has two halves: a plan of k + 1 (or of k, which the bound proves shortest), and no plan of
  // exactly k. Every Z3 entrant states the level's canonical form (encodings/watersort/canonical.ts):
  // one formula for every tube order, file form and colour naming. What was left was the seed's
  // luck, most of it in the plan half (CPU, one process a check, bench/luck.ts): level 133's plan
  // of 39 took 13 s under one seed and over 60 s under three others, level 639's plan of 38 12 s
  // and over 60 s. So the plan is the search engine's (under 0.3 s on every corpus level), checked
  // by the simulator like any other, and Z3 is asked only for the proof, under two strategies on
  // the two cores, the first to answer settling it: "none of k" took 4.2, 6.3, 7.7 and 17.7 s under
  // sat-core on BlockPuz295, BlockPuz425, level 639 and level 133, and 6.3, 9.5, 11.3 and 16.3 s
  // under sat-core-propagate. A second seed would not do: seeds 0 and 2 of sat-core-propagate took
  // the same time to the tenth of a second on two of three levels. The linear walk waits in
  // reserve for levels whose optimum lies further up.
  portfolio: [
    { engine: 'watersort/search', planOnly: true },
    { engine: 'watersort/canonical', strategy: 'sat-core-propagate', offset: 0, exact: true },
    { engine: 'watersort/canonical', strategy: 'sat-core', offset: 0, exact: true },
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
