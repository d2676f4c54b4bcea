// Searching the grid in plain TypeScript, for the structure worked out before Z3 is asked (the
// cells a Nurikabe island may reach) and for the checkers (the islands a Bridges network joins).
import { type Point, pointKey } from './point.ts';

/**
 * The points reached from `start`, breadth first and each once, `start` first: `next` gives the
 * points one step on from a point found `steps` steps from the start.
 */
export function breadthFirst(start: Point, next: (point: Point, steps: number) => readonly Point[]): Point[] {
  const steps = new Map([[pointKey(start), 0]]);
  const found = [start];
  for (let i = 0; i < found.length; i++) {
    const here = steps.get(pointKey(found[i])) ?? 0;
    for (const point of next(found[i], here)) {
      if (steps.has(pointKey(point))) continue;
      steps.set(pointKey(point), here + 1);
      found.push(point);
    }
  }
  return found;
}
