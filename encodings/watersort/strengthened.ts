// The one-hot rules plus pruning that keeps at least one shortest plan, the admissible lower bound
// at every step, and a count of the steps that bring the bound down: what makes "no plan within k"
// quick to prove.
import type { Pour, SortLevel, SortRules } from '../../src/kinds/watersort/watersort.ts';
import type { PlanningEncoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { not, States, when } from '../../src/dsl/planning.ts';
import {
  type Bound,
  choosePour,
  coloursOf,
  commuting,
  declareSlots,
  decodePours,
  linkAmount,
  lowerBound,
  type Ordered,
  type Slots,
  slotParts,
  slotsOf,
  sortedGoal,
  startBound,
  startSlots,
  tubesOf,
} from './common.ts';
import { pourStep } from './pour-rules.ts';

interface Step extends Ordered {
  before: Slots;
  after: Slots;
  /** The step brings the lower bound down by one (only true when it may). */
  progress: BoolTerm;
}

/** Conditions without which a step cannot bring the lower bound down. */
const progressRules: Record<SortRules, (m: Model, level: SortLevel, step: Step) => void> = {
  water(m, level, { before, after, pour, partial, intoEmpty, progress }) {
    // It pours the whole run: a partial pour leaves the source's block and joins the destination's.
    when(m, 'progress', [progress, partial]);
    for (const colour of coloursOf(level)) {
      for (const tube of tubesOf(level)) {
        // Into an empty tube, it founds a colour that is at no tube's bottom yet.
        when(m, 'progress', [progress, intoEmpty, pour.colour[colour]], not(before.holds[tube][0][colour]));
        // Emptying a tube, the colour keeps a bottom elsewhere.
        const elsewhere = tubesOf(level)
          .filter((other) => other !== tube)
          .map((other) => before.holds[other][0][colour]);
        when(m, 'progress', [progress, pour.from[tube], not(after.filled[tube][0]), pour.colour[colour]], ...elsewhere);
      }
    }
  },
  ball(m, level, { before, pour, intoEmpty, progress }) {
    for (const colour of coloursOf(level)) {
      for (const tube of tubesOf(level)) {
        // The ball lands on its own colour only, or founds a colour that is at no tube's bottom yet.
        for (const slot of slotsOf(level))
          when(m, 'progress', [progress, pour.to[tube], before.filled[tube][slot], pour.colour[colour]], before.holds[tube][slot][colour]);
        when(m, 'progress', [progress, intoEmpty, pour.colour[colour]], not(before.holds[tube][0][colour]));
      }
    }
  },
};

/** A finished tube (full of one colour) is never poured from. */
const finishedTubeRules: Record<SortRules, (m: Model, level: SortLevel, step: Step) => void> = {
  // Implied: its whole run could only go into an empty tube, which just swaps two tubes. Stated
  // anyway, it slowed the search for a plan (level 133 at 39 pours: 3 of 4 seeds over 120 s, not 15-25 s).
  water() {},
  // A ball taken from it could only start a second tube of its colour, which must be undone again.
  ball(m, level, { before, pour }) {
    for (const tube of tubesOf(level)) {
      for (const colour of coloursOf(level)) when(m, 'symmetry', [pour.from[tube], ...slotsOf(level).map((slot) => before.holds[tube][slot][colour])]);
    }
  },
};

/**
 * Pruning that keeps a shortest plan, added to a step with the step before it (undefined at the
 * first): each is a registry value of the encodings built from it, never a flag.
 */
export type Pruning = (m: Model, level: SortLevel, step: Step, previous: Step | undefined, t: number) => void;

/** The strengthened encoding with `pruning` added to every step. */
export function strengthenedWith(id: string, idea: string, pruning: Pruning[]): PlanningEncoding<SortLevel, Pour> {
  return {
    id,
    idea,
    encode(m, level) {
      const bounds: Bound[] = [];
      const states = new States((t) => {
        const state = t === 0 ? startSlots(level) : declareSlots(m, level, t);
        bounds.push(lowerBound[level.rules](m, level, state, t));
        return state;
      });
      states.at(0);
      const steps: Step[] = [];
      return {
        step(t) {
          const [before, after, pour] = [states.at(t), states.at(t + 1), choosePour(m, level, t)];
          const { partial } = pourStep(m, level, before, after, pour, t);
          const step = { before, after, pour, partial: partial ?? false, intoEmpty: m.bool(`t${t}/into an empty tube`), progress: m.bool(`t${t}/progress`) };
          steps.push(step);
          progressRules[level.rules](m, level, step);
          finishedTubeRules[level.rules](m, level, step);
          // Redundant, for propagation: the amount ties the source's fall to the destination's rise.
          linkAmount(m, level, before, after, pour, t);
          for (const tube of tubesOf(level)) {
            const empty = not(before.filled[tube][0]);
            when(m, 'symmetry', [pour.to[tube], empty], step.intoEmpty);
            when(m, 'symmetry', [pour.to[tube], step.intoEmpty], empty);
            // Empty tubes are interchangeable: pour only into the first empty one.
            for (const lower of tubesOf(level).slice(0, tube)) when(m, 'symmetry', [pour.to[tube], empty], before.filled[lower][0]);
            // Pouring a whole tube into an empty one only swaps two tubes.
            when(m, 'symmetry', [pour.from[tube], step.intoEmpty], after.filled[tube][0]);
          }
          if (t > 0) commuting(m, level, steps[t - 1], step, t);
          for (const prune of pruning) prune(m, level, step, steps[t - 1], t);
        },
        state: (t) => slotParts(states.at(t)),
        goal(horizon) {
          const last = states.at(horizon);
          // At every step the lower bound leaves room for the rest of the plan: bound(t) <= k - t.
          const inTime = Array.from({ length: horizon + 1 }, (_, t) => bounds[t](horizon - t));
          // The bound falls by at most one a step, so at most k - bound(start) steps fail to lower it.
          const idle = m.atMost(
            steps.slice(0, horizon).map((step) => step.progress.not()),
            horizon - startBound(level),
          );
          return [...sortedGoal(m, level, last), ...inTime, idle];
        },
        decode: (values, horizon) =>
          decodePours(
            values,
            level,
            (t) => states.at(t),
            steps.map((step) => step.pour),
            horizon,
          ),
      };
    },
  };
}

export const strengthened = strengthenedWith(
  'watersort/strengthened',
  'one-hot pours, symmetry breaking, and the lower bound required at every step (bound(t) <= k - t)',
  [],
);

/**
 * A pour straight back (a to b, then b to a) is never in a shortest plan: the pair moves back at
 * least what went (the whole run now on b's top, as much as a has room for, which is at least what
 * left it), so it either restores the state or ends where the one pour b to a, made first, ends.
 */
export const noUndo: Pruning = (m, level, step, previous) => {
  if (!previous) return;
  for (const a of tubesOf(level)) {
    for (const b of tubesOf(level)) if (a !== b) when(m, 'dominance', [previous.pour.from[a], previous.pour.to[b], step.pour.from[b], step.pour.to[a]]);
  }
};

export const strengthenedNoUndo = strengthenedWith(
  'watersort/no-undo',
  'strengthened, and no pour straight back (a to b, then b to a: dominated by the one pour b to a, or by none)',
  [noUndo],
);
