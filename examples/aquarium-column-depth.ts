// A plugin: one more Aquarium encoding, written against the public API alone. Load it with
//   puzzlebench solve puzzles/aquarium/seed-10x10.txt --plugin examples/aquarium-column-depth.ts --engine column-depth
//   puzzlebench compare puzzles/aquarium/*.txt --plugin examples/aquarium-column-depth.ts
// Its answers go through the Aquarium checker like any built-in encoding's. `puzzlebench` is the
// running command's own package wherever the plugin lives, so this file runs unchanged from the
// repository and from an install (node_modules/puzzlebench/examples/).
import { type Aquarium, type Encoding, type IntTerm, type WaterGrid, definePlugin } from 'puzzlebench';

export const columnDepth: Encoding<Aquarium, WaterGrid> = {
  id: 'aquarium/column-depth',
  idea: 'one integer per tank column: how many of its cells, counted from the bottom, hold water',
  unsupported: (p) => (p.rule === 'tank-level' ? undefined : 'it states the tank-level rule only'),
  encode(m, p) {
    // The cells of each tank in each column, bottom first: water fills them from the bottom up.
    const stacks = new Map<string, { tank: number; col: number; rows: number[] }>();
    for (let row = p.height - 1; row >= 0; row--) {
      p.tanks[row].forEach((tank, col) => {
        const key = `${tank},${col}`;
        if (!stacks.has(key)) stacks.set(key, { tank, col, rows: [] });
        stacks.get(key)!.rows.push(row);
      });
    }
    const depthOf = new Map<string, IntTerm>();
    for (const [key, stack] of stacks) depthOf.set(key, m.int(`depth[tank ${stack.tank},col ${stack.col}]`, 0, stack.rows.length));
    m.answer([...depthOf.values()]);
    const waterAt = (row: number, col: number) => {
      const stack = stacks.get(`${p.tanks[row][col]},${col}`)!;
      // The k-th cell from the bottom is water when the depth is more than k.
      return depthOf.get(`${stack.tank},${col}`)!.gt(stack.rows.indexOf(row));
    };

    // Each clue counts the water cells of its row or column.
    p.rows.forEach((clue, row) => {
      if (clue !== null) m.require('row clues', m.sum(p.tanks[row].map((_, col) => m.ite(waterAt(row, col), 1, 0))).eq(clue));
    });
    p.columns.forEach((clue, col) => {
      const depths = [...stacks.values()].filter((stack) => stack.col === col).map((stack) => depthOf.get(`${stack.tank},${col}`)!);
      if (clue !== null) m.require('column clues', m.sum(depths).eq(clue));
    });

    // The level is the same across the tank's full width: its cells on one row are all water or all air.
    p.tanks.forEach((line, row) => {
      const seen = new Map<number, number>();
      line.forEach((tank, col) => {
        if (seen.has(tank)) m.require('one level', m.iff(waterAt(row, col), waterAt(row, seen.get(tank)!)));
        else seen.set(tank, col);
      });
    });

    return (values) => p.tanks.map((line, row) => line.map((_, col) => values.bool(waterAt(row, col))));
  },
};

export default definePlugin({ name: 'aquarium-column-depth', encodings: { aquarium: [columnDepth] } });
