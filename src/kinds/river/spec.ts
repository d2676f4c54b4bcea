// River crossing on the planning front: the farmer's wolf, goat and cabbage, and missionaries and
// cannibals, described once as a PlanningSpec.
import { formatRiver, parseRiver, detection } from './format.ts';
import { type Ferry, type RiverPuzzle, type RiverState, banksAfterEachMove, checkRiverPlan, describeFerry, ferry, riverRules, safeStates } from './river.ts';
import { shortestPlan } from '../../search/bfs.ts';
import { replay } from '../../kind/replay.ts';
import { fewestFerries, listRiverStates, riverSpace } from './space.ts';
import type { PlanningRules } from '../../kind/planning.ts';
import type { FerryData } from './contract.ts';
import { renderRiverSvg } from './render.ts';
import { DataReader } from '../../format/data.ts';

function group(puzzle: RiverPuzzle): string {
  const rules = riverRules(puzzle);
  return `${rules.groups.reduce((sum, kind) => sum + kind.count, 0)} travellers, boat ${rules.seats}`;
}

export const riverSpec: PlanningRules<RiverPuzzle, Ferry> = {
  id: 'river',
  idea: 'river crossing: ferry everyone over in a small boat, never leaving a bank in a forbidden state',
  examples: [
    'puzzles/river/wolf-goat-cabbage.txt',
    'puzzles/river/missionaries-3-3.txt',
    'puzzles/river/missionaries-4-4.txt',
    'puzzles/river/missionaries-5-5-boat-3.txt',
  ],
  ...detection,
  parse: (input) => parseRiver(input.text, input.source),
  search: {
    id: 'river/bfs',
    idea: 'breadth-first search over how many of each kind are on each bank',
    search: (puzzle, { timeoutMs }) => shortestPlan(riverSpace(riverRules(puzzle)), { timeoutMs }),
  },
  // The same search from the banks the moves leave.
  searchFrom(puzzle, moves, { timeoutMs }) {
    const rules = riverRules(puzzle);
    const space = riverSpace(rules);
    return shortestPlan({ ...space, start: replay(space.start, moves, (state: RiverState, move) => ferry(rules, state, move)) }, { timeoutMs });
  },
  defaultEngine: 'river/travellers',
  listStates: (puzzle, limit) => listRiverStates(riverRules(puzzle), limit),
  verify: checkRiverPlan,
  lowerBound: (puzzle) => fewestFerries(riverRules(puzzle)),
  // A shortest plan visits each safe arrangement (with the boat on one side) at most once.
  maxHorizon: (puzzle) => Math.max(0, safeStates(riverRules(puzzle)) - 1),
  async proveImpossible(puzzle) {
    const outcome = shortestPlan(riverSpace(riverRules(puzzle)));
    if (outcome.status !== 'unsolvable') return undefined;
    return { method: 'exhaustive search', explanation: `all ${outcome.explored} safe states reachable from the start explored, none with everyone across` };
  },
  renderStates: (puzzle, plan) => banksAfterEachMove(puzzle, plan),
  stateSvg: renderRiverSvg,
  moveFrom(puzzle, data, index): Ferry {
    const read = new DataReader('<plan>', `move ${index + 1}`);
    const { groups } = riverRules(puzzle);
    const aboard = groups.map(() => 0);
    read.list(data, 'aboard').forEach((_, i) => {
      const group = groups.findIndex(
        (candidate) =>
          candidate.name ===
          read.text(
            data,
            `aboard.${i}.traveller`,
            groups.map((g) => g.name),
          ),
      );
      aboard[group] += read.whole(data, `aboard.${i}.count`, 1);
    });
    return { direction: read.word(data, 'direction', ['across', 'back'] as const), aboard };
  },
  moveData(puzzle, move): FerryData {
    const aboard = riverRules(puzzle).groups.flatMap((group, i) => (move.aboard[i] > 0 ? [{ traveller: group.name, count: move.aboard[i] }] : []));
    return { direction: move.direction, aboard };
  },
  formatMove: (puzzle, move, index) => describeFerry(puzzle, move, index),
  formats: { text: (puzzle) => formatRiver(puzzle, 'text'), json: (puzzle) => formatRiver(puzzle, 'json') },
  group,
};
