// An integer water level per tank, as in the seed article, with bounds tight to the tank.
import { type Aquarium, type TankSegment, type WaterGrid, levelSegments } from '../../src/kinds/aquarium/aquarium.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { requireClues } from './clues.ts';

/** A path down a tank, with its top and bottom segments named (a path has at least its top). */
interface PathDown {
  top: TankSegment;
  bottom: TankSegment;
  segments: TankSegment[];
}

/**
 * Each path down a tank's segments from a top to a bottom segment (a tank-level tank is one path;
 * a connected-level tank whose pools split, like the legs of an arch, has one path per leg).
 */
function pathsDown(segments: TankSegment[]): PathDown[] {
  const hasAbove = new Set(segments.flatMap((segment) => segment.below));
  const paths: PathDown[] = [];
  // A stack of partial paths rather than recursion: a tall tank must not overflow the call stack.
  const open = segments
    .filter((_, i) => !hasAbove.has(i))
    .reverse()
    .map((top): PathDown => ({ top, bottom: top, segments: [top] }));
  for (let path = open.pop(); path; path = open.pop()) {
    const { below } = path.bottom;
    if (below.length === 0) paths.push(path);
    // Reversed onto the stack, so that paths come out in the order the recursion gave them.
    else for (const lower of [...below].reverse()) open.push({ top: path.top, bottom: segments[lower], segments: [...path.segments, segments[lower]] });
  }
  return paths;
}

export const intLevel: Encoding<Aquarium, WaterGrid> = {
  id: 'aquarium/int-level',
  idea: 'an integer level per tank, from its top row to one past its bottom row; a cell is water when at or below it',
  encode(m, p) {
    const water = m.boolGrid('water', p.height, p.width);
    m.answer(water);
    m.cells(water);

    // Each clue counts the water cells of its row or column.
    requireClues(m, p, water);

    // A tank is filled from the bottom up to one level: between its top row (full) and one row
    // past its bottom row (empty), so each filling has exactly one level value.
    // (connected-level: pools that split below an arch each get their own level.)
    for (const { top, bottom, segments } of pathsDown(levelSegments[p.rule](p))) {
      const level = m.int(`level[tank ${top.tank},bottom ${bottom.row},${bottom.cols[0]}]`, top.row, bottom.row + 1);

      // The level is the same across the tank's full width, and water cannot float:
      // a cell is water exactly when its row is at or below the level.
      for (const { row, cols } of segments) {
        for (const col of cols) m.require('level', water[row][col].eq(level.le(row)));
      }
    }

    return (values) => water.map((line) => line.map((cell) => values.bool(cell)));
  },
};
