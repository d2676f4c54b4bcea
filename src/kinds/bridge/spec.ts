// Bridge and torch on the planning front: the instance format, the simulator, the encodings and
// the explicit-state oracle, described once as a PlanningSpec.
import {
  type BridgePuzzle,
  type BridgeState,
  type Crossing,
  cross,
  checkBridgePlan,
  crossingMinutes,
  describeCrossing,
  formatBridge,
  parseBridge,
  sidesAfterEachMove,
  detection,
} from './bridge.ts';
import { shortestPlan } from '../../search/bfs.ts';
import { replay } from '../../kind/replay.ts';
import { bridgeSpace, fewestCrossings, longestCrossings, quickestCrossing } from './space.ts';
import type { PlanningRules } from '../../kind/planning.ts';
import type { CrossingData } from './contract.ts';
import { renderBridgeSvg } from './render.ts';
import { DataReader } from '../../format/data.ts';
import { InputError } from '../../errors.ts';

export const bridgeSpec: PlanningRules<BridgePuzzle, Crossing> = {
  id: 'bridge',
  idea: 'bridge and torch: everyone across a narrow bridge, with one torch, before it burns out',
  examples: ['puzzles/bridge/cave-12.txt', 'puzzles/bridge/classic-17.txt', 'puzzles/bridge/classic-16.txt'],
  ...detection,
  parse: (input) => parseBridge(input.text, input.source),
  search: {
    id: 'bridge/bfs',
    idea: 'breadth-first search over who is across and the minutes spent, within the torch',
    search: (puzzle, { timeoutMs }) => shortestPlan(bridgeSpace(puzzle), { costBound: puzzle.torch, timeoutMs }),
  },
  // The same search from where the crossings leave everyone, within what is left of the torch.
  searchFrom(puzzle, moves, { timeoutMs }) {
    const space = bridgeSpace(puzzle);
    const start = replay(space.start, moves, (state: BridgeState, move) => cross(puzzle, state, move));
    return shortestPlan({ ...space, start }, { costBound: puzzle.torch - start.elapsed, timeoutMs });
  },
  defaultEngine: 'bridge/sides-clock',
  verify: checkBridgePlan,
  lowerBound: fewestCrossings,
  maxHorizon: longestCrossings,
  async proveImpossible(puzzle) {
    const quickest = quickestCrossing(puzzle);
    if (quickest === undefined) return { method: 'exhaustive search', explanation: 'no sequence of crossings gets everyone across, however long the torch' };
    if (quickest > puzzle.torch) {
      return {
        method: 'least-time search (Dijkstra)',
        explanation: `the quickest way across takes ${quickest} min, more than the ${puzzle.torch}-minute torch`,
      };
    }
    return undefined;
  },
  renderStates: (puzzle, plan) => sidesAfterEachMove(puzzle, plan),
  stateSvg: renderBridgeSvg,
  moveFrom(puzzle, data, index): Crossing {
    const read = new DataReader('<plan>', `move ${index + 1}`);
    const walkers = read.list(data, 'walkers').map((_, i) => {
      const person = read.whole(data, `walkers.${i}.person`, 1);
      if (person > puzzle.people.length)
        throw new InputError('<plan>', `move ${index + 1}: walkers.${i}.person`, `expected a person from 1 to ${puzzle.people.length}`);
      return person - 1;
    });
    return { direction: read.word(data, 'direction', ['across', 'back'] as const), walkers: walkers.sort((a, b) => a - b) };
  },
  moveData(puzzle, move, index, plan): CrossingData {
    const walkers = move.walkers.map((person) => ({ person: person + 1, name: puzzle.people[person].name, minutes: puzzle.people[person].minutes }));
    const elapsed = plan.slice(0, index + 1).reduce((sum, step) => sum + crossingMinutes(puzzle, step.walkers), 0);
    return { direction: move.direction, walkers, minutes: crossingMinutes(puzzle, move.walkers), elapsed };
  },
  formatMove: (puzzle, move, index, plan) => describeCrossing(puzzle, move, index, plan.slice(0, index)),
  summary(puzzle, plan) {
    const total = plan.reduce((sum, move) => sum + crossingMinutes(puzzle, move.walkers), 0);
    return `${total} min in all, within the ${puzzle.torch}-minute torch; the quickest way across takes ${quickestCrossing(puzzle)} min`;
  },
  formats: { text: (puzzle) => formatBridge(puzzle, 'text'), json: (puzzle) => formatBridge(puzzle, 'json') },
  group: (puzzle) => `${puzzle.people.length} people`,
};
