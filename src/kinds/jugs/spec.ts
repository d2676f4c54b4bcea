// Water jugs on the planning front: the format, the simulator, the encodings, the BFS oracle and
// the proofs of impossibility, described once as a PlanningSpec.
import {
  applyJugMove,
  checkJugPlan,
  formatJugMove,
  formatJugs,
  type JugMove,
  type JugPuzzle,
  jugNames,
  jugStates,
  jugsToJson,
  meetsJugTarget,
  parseJugs,
  unreachableTarget,
  detection,
} from './jugs.ts';
import { jugHorizonLimit, searchJugs } from './bfs.ts';
import { replay } from '../../kind/replay.ts';
import { plainlyImpossible, proveJugsImpossible } from './proof.ts';
import type { PlanningRules } from '../../kind/planning.ts';
import { stateGraphOf } from '../../kind/engines/graph.ts';
import { listJugStates } from './states.ts';
import type { JugMoveData } from './contract.ts';
import { renderJugsSvg } from './render.ts';
import { DataReader } from '../../format/data.ts';
import { InputError } from '../../errors.ts';

/**
 * The levels along a plan, simulated once per plan: simulating the prefix for each move made
 * printing the 9,996 moves of a plan for 5000-litre jugs take 20 s.
 */
const along = new WeakMap<JugMove[], number[][]>();
function statesAlong(puzzle: JugPuzzle, plan: JugMove[]): number[][] {
  let states = along.get(plan);
  if (!states) along.set(plan, (states = jugStates(puzzle, plan)));
  return states;
}

const levels = (puzzle: JugPuzzle, state: number[]) =>
  jugNames(puzzle.capacities)
    .map((name, jug) => `${name} ${state[jug]}`)
    .join(', ');

/**
 * Every move changes at most two jugs, so an exact target needs at least half as many moves as
 * there are jugs off their target level; any other unmet target needs at least one move.
 */
export function fewestJugMoves(puzzle: JugPuzzle): number {
  if (meetsJugTarget(puzzle.target, puzzle.start)) return 0;
  const { target } = puzzle;
  if (target.kind !== 'exactly') return 1;
  return Math.ceil(target.levels.filter((level, jug) => puzzle.start[jug] !== level).length / 2);
}

export const jugsSpec: PlanningRules<JugPuzzle, JugMove> = {
  id: 'jugs',
  idea: 'water jugs: measure an amount by filling, emptying and pouring jugs that have no marks',
  examples: ['puzzles/jugs/classic-3-5.txt', 'puzzles/jugs/share-8-5-3.txt', 'puzzles/jugs/pour-4-4-3.txt'],
  ...detection,
  parse: (input) => parseJugs(input.text, input.source),
  search: {
    id: 'jugs/bfs',
    idea: 'breadth-first search over the jug levels (the oracle)',
    search: (puzzle, { timeoutMs }) => searchJugs(puzzle, { timeoutMs }),
  },
  // The same search from the levels the moves leave: a puzzle that starts there.
  searchFrom: (puzzle, moves, { timeoutMs }) =>
    searchJugs({ ...puzzle, start: replay(puzzle.start, moves, (levels: number[], move) => applyJugMove(puzzle, levels, move)) }, { timeoutMs }),
  defaultEngine: 'jugs/conserving',
  // When the states can be listed, the state graph: its time does not grow with the plan's length
  // (a plan of 136 moves is past what any horizon schedule reaches in a minute). A target plainly
  // out of reach goes to the encoding, whose proof names the reason (the capacities, the gcd).
  engineFor: (puzzle) => (!plainlyImpossible(puzzle) && stateGraphOf(jugsSpec, puzzle) ? 'jugs/state-graph' : undefined),
  listStates: listJugStates,
  verify: checkJugPlan,
  lowerBound: fewestJugMoves,
  // A shortest plan never repeats a state; a target past the capacities has no plan to look for.
  maxHorizon: (puzzle) => (unreachableTarget(puzzle) ? 0 : jugHorizonLimit(puzzle)),
  proveImpossible: proveJugsImpossible,
  moveData(puzzle, move, index, plan): JugMoveData {
    const names = jugNames(puzzle.capacities);
    const jug = (i: number) => ({ jug: i + 1, name: names[i] });
    const [before, after] = jugStates(puzzle, plan.slice(0, index + 1)).slice(index);
    const levels = after.map((holds, i) => ({ ...jug(i), holds }));
    if (move.kind === 'pour') return { kind: 'pour', from: jug(move.from), to: jug(move.to), amount: after[move.to] - before[move.to], after: levels };
    return { kind: move.kind, jug: jug(move.jug), after: levels };
  },
  formatMove(puzzle, move, index, plan) {
    const after = statesAlong(puzzle, plan)[index + 1];
    return `${`${index + 1}. ${formatJugMove(puzzle, move)}`.padEnd(24)}${after ? `  (${levels(puzzle, after)})` : ''}`;
  },
  renderStates: (puzzle, plan) =>
    jugStates(puzzle, plan)
      .map((state, t) => `${t === 0 ? 'start' : `after ${t}`}: ${levels(puzzle, state)}\n`)
      .join(''),
  stateSvg: renderJugsSvg,
  moveFrom(puzzle, data, index): JugMove {
    const read = new DataReader('<plan>', `move ${index + 1}`);
    const jug = (path: string) => {
      const number = read.whole(data, `${path}.jug`, 1);
      if (number > puzzle.capacities.length)
        throw new InputError('<plan>', `move ${index + 1}: ${path}.jug`, `expected a jug from 1 to ${puzzle.capacities.length}`);
      return number - 1;
    };
    const kind = read.word(data, 'kind', ['fill', 'empty', 'pour'] as const);
    return kind === 'pour' ? { kind, from: jug('from'), to: jug('to') } : { kind, jug: jug('jug') };
  },
  formats: { text: formatJugs, json: jugsToJson },
  group: (puzzle) => `${puzzle.capacities.length} jugs${puzzle.tap ? ', tap' : ''}`,
};
