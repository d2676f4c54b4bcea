// The grid vocabulary (src/dsl/grid/): neighbours at corners and edges, lines, windows and pairs,
// regions from ids and from walls, polyomino orientations and placements, the grid's edges.
import { describe, expect, it } from 'vitest';
import {
  TETROMINOES,
  cols,
  column,
  gridEdges,
  groups,
  inOnePiece,
  indexOf,
  inside,
  move,
  neighbouringRegions,
  opposite,
  orientations,
  pairs,
  placements,
  pointAt,
  points,
  polyomino,
  regionCount,
  regionInPieces,
  regionPoints,
  regionsFromWalls,
  renumber,
  rows,
  shapeKey,
  sideGraph,
  sideNeighbours,
  sideTowards,
  squares,
  touchingNeighbours,
  diagonalNeighbours,
  wallBetween,
  wallsFromRegions,
  FORWARD_AROUND,
  breadthFirst,
  largestMatching,
  pointKey,
  type Point,
} from '../src/dsl/grid/index.ts';

const size = { width: 4, height: 3 };

describe('points and neighbours', () => {
  it('steps and stays inside', () => {
    expect(move({ row: 1, col: 1 }, 'NE', 2)).toEqual({ row: -1, col: 3 });
    expect(opposite('E')).toBe('W');
    expect(opposite('SW')).toBe('NE');
    expect(inside(size, { row: 2, col: 3 })).toBe(true);
    expect(inside(size, { row: 3, col: 0 })).toBe(false);
    expect(sideTowards({ row: 1, col: 1 }, { row: 0, col: 1 })).toBe('N');
    expect(sideTowards({ row: 1, col: 1 }, { row: 0, col: 0 })).toBeUndefined();
  });

  it('counts neighbours at a corner, on an edge and inside', () => {
    const corner = { row: 0, col: 0 };
    const edge = { row: 0, col: 1 };
    const middle = { row: 1, col: 1 };
    expect(sideNeighbours(corner, size)).toEqual([
      { row: 0, col: 1 },
      { row: 1, col: 0 },
    ]);
    expect(sideNeighbours(edge, size)).toHaveLength(3);
    expect(sideNeighbours(middle, size)).toEqual([
      { row: 0, col: 1 },
      { row: 1, col: 2 },
      { row: 2, col: 1 },
      { row: 1, col: 0 },
    ]);
    expect(diagonalNeighbours(corner, size)).toEqual([{ row: 1, col: 1 }]);
    expect(touchingNeighbours(corner, size)).toHaveLength(3);
    expect(touchingNeighbours(edge, size)).toHaveLength(5);
    expect(touchingNeighbours(middle, size)).toHaveLength(8);
    // Without a size, off-grid points are kept: callers that look things up with ?. want them.
    expect(sideNeighbours(corner)).toHaveLength(4);
  });

  it('numbers points in reading order and lists rows, columns, windows and pairs', () => {
    expect(points(size).map((p) => indexOf(size, p))).toEqual([...Array(12).keys()]);
    expect(pointAt(size, 5)).toEqual({ row: 1, col: 1 });
    expect(rows(size)).toHaveLength(3);
    expect(rows(size)[1]).toEqual([0, 1, 2, 3].map((col) => ({ row: 1, col })));
    expect(cols(size)[2]).toEqual([0, 1, 2].map((row) => ({ row, col: 2 })));
    expect(
      column(
        [
          [1, 2],
          [3, 4],
        ],
        1,
      ),
    ).toEqual([2, 4]);
    expect(squares(size)).toHaveLength(6);
    expect(squares(size)[0]).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 1, col: 0 },
      { row: 1, col: 1 },
    ]);
    // Side pairs: 3 per row across, 4 per row gap down; touching pairs add 2 x 3 diagonals per row gap.
    expect(pairs(size)).toHaveLength(3 * 3 + 4 * 2);
    expect(pairs(size, FORWARD_AROUND)).toHaveLength(3 * 3 + 4 * 2 + 2 * 3 * 2);
  });
});

describe('regions', () => {
  const ids = renumber([
    ['b', 'b', 'a', 'a'],
    ['b', 'b', 'a', 'c'],
    ['c', 'c', 'c', 'c'],
  ]);

  it('numbers regions by first appearance and lists their cells', () => {
    expect(ids[0]).toEqual([0, 0, 1, 1]);
    expect(regionCount(ids)).toBe(3);
    expect(regionPoints(ids)[1]).toEqual([
      { row: 0, col: 2 },
      { row: 0, col: 3 },
      { row: 1, col: 2 },
    ]);
    expect([...neighbouringRegions(ids)[1]].sort()).toEqual([0, 2]);
  });

  it('tells a region in pieces', () => {
    expect(inOnePiece(ids, 2)).toBe(true);
    const split = [
      [0, 1, 0],
      [0, 1, 1],
    ];
    expect(inOnePiece(split, 0)).toBe(false);
    expect(regionInPieces(split)).toBe(0);
    expect(regionInPieces(ids)).toBeUndefined();
    expect(
      groups([
        { row: 0, col: 0 },
        { row: 1, col: 1 },
        { row: 0, col: 1 },
      ]),
    ).toHaveLength(1);
  });

  it('reads regions back from their walls, and sees walls inside a region', () => {
    const walls = wallsFromRegions(ids);
    expect(walls.vertical[0]).toEqual([false, true, false]);
    expect(wallBetween(ids, { row: 0, col: 1 }, { row: 0, col: 2 })).toBe(true);
    expect(wallBetween(ids, { row: 0, col: 0 }, { row: -1, col: 0 })).toBe(true);
    expect(regionsFromWalls(walls, size)).toEqual({ regions: ids, innerWalls: [] });
    // A wall inside the square region 0 (between (1,1) and (1,2)) separates nothing: it stays one.
    walls.vertical[0][0] = true;
    const read = regionsFromWalls(walls, size);
    expect(read.regions).toEqual(ids);
    expect(read.innerWalls).toEqual([{ row: 0, col: 0, side: 'right' }]);
  });
});

describe('shapes', () => {
  it('counts the fixed orientations of the five free tetrominoes, mirror images included', () => {
    const counts = Object.fromEntries(Object.entries(TETROMINOES).map(([letter, shape]) => [letter, orientations(shape).length]));
    expect(counts).toEqual({ L: 8, I: 2, T: 4, S: 4, O: 1 });
    // Without mirror images L and S have half as many (J and Z are shapes of their own).
    expect(orientations(TETROMINOES.L, { mirror: false })).toHaveLength(4);
    expect(orientations(TETROMINOES.S, { mirror: false })).toHaveLength(2);
    // All 19 fixed tetrominoes are distinct.
    expect(new Set(Object.values(TETROMINOES).flatMap((shape) => orientations(shape).map(shapeKey))).size).toBe(19);
  });

  it('places a shape wherever it fits inside some cells', () => {
    const grid = points({ width: 4, height: 4 });
    expect(placements(orientations(TETROMINOES.O), grid)).toHaveLength(9);
    expect(placements(orientations(TETROMINOES.I), grid)).toHaveLength(8);
    const domino = polyomino(['##']);
    // The first quarter turn stands the domino up, so the upright placement comes first.
    expect(
      placements(orientations(domino), [
        { row: 0, col: 0 },
        { row: 0, col: 1 },
        { row: 1, col: 1 },
      ]),
    ).toEqual([
      [
        { row: 0, col: 1 },
        { row: 1, col: 1 },
      ],
      [
        { row: 0, col: 0 },
        { row: 0, col: 1 },
      ],
    ]);
  });
});

describe('edges', () => {
  it('lists the edges across, then down, and finds them from a cell and a side', () => {
    const edges = gridEdges({ width: 3, height: 2 });
    expect(edges.edges).toEqual([
      [0, 1],
      [1, 2],
      [3, 4],
      [4, 5],
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    // Each edge from both of its cells; none past the border.
    expect([edges.edgeAt({ row: 0, col: 1 }, 'E'), edges.edgeAt({ row: 0, col: 2 }, 'W')]).toEqual([1, 1]);
    expect([edges.edgeAt({ row: 1, col: 1 }, 'N'), edges.edgeAt({ row: 1, col: 1 }, 'W')]).toEqual([5, 2]);
    expect([edges.edgeAt({ row: 1, col: 1 }, 'S'), edges.edgeAt({ row: 0, col: 2 }, 'E')]).toEqual([undefined, undefined]);
    expect([edges.from(1), edges.from(5)]).toEqual([
      { point: { row: 0, col: 1 }, side: 'E' },
      { point: { row: 0, col: 1 }, side: 'S' },
    ]);
    // One column: every edge goes down, though its ends are numbered one apart.
    expect(gridEdges({ width: 1, height: 3 }).from(0)).toEqual({ point: { row: 0, col: 0 }, side: 'S' });
    expect(edges.name(4)).toBe('(2,2)');
    expect(sideGraph({ width: 2, height: 2 })).toEqual([
      [1, 2],
      [3, 0],
      [0, 3],
      [1, 2],
    ]);
  });
});

describe('search', () => {
  it('finds points breadth first, the start first, each once, as far as `next` goes', () => {
    const within = (steps: number) => breadthFirst({ row: 1, col: 1 }, (point, taken) => (taken < steps ? sideNeighbours(point, size) : []));
    expect(within(0)).toEqual([{ row: 1, col: 1 }]);
    // One step: the four neighbours in sideNeighbours' order (N, E, S, W).
    expect(within(1).map(pointKey)).toEqual(['1,1', '0,1', '1,2', '2,1', '1,0']);
    // Far enough, every point of the 4x3 grid once, nearer ones first.
    const all = within(10);
    expect(new Set(all.map(pointKey)).size).toBe(12);
    expect(all.length).toBe(12);
    expect(all.at(-1)).toEqual({ row: 2, col: 3 });
  });
});

describe('largestMatching', () => {
  // The Tents checker and the lazy Hall cuts both rest on it: held to brute force on random
  // bipartite graphs (trees to the tent sites beside them).
  it('matches as many points as the largest matching found by trying every assignment', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const largest = (from: Point[], partners: (point: Point) => readonly Point[], taken = new Set<string>(), at = 0): number => {
      if (at === from.length) return 0;
      let best = largest(from, partners, taken, at + 1);
      for (const partner of partners(from[at])) {
        const key = pointKey(partner);
        if (taken.has(key)) continue;
        taken.add(key);
        best = Math.max(best, 1 + largest(from, partners, taken, at + 1));
        taken.delete(key);
      }
      return best;
    };
    for (let round = 0; round < 300; round++) {
      const from = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => ({ row: 0, col: i }));
      const sites = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => ({ row: 1, col: i }));
      const edges = new Map(from.map((point) => [pointKey(point), sites.filter(() => random() < 0.4)]));
      const partners = (point: Point) => edges.get(pointKey(point)) ?? [];
      const { owner, alone } = largestMatching(from, partners);
      expect(from.length - alone.length).toBe(largest(from, partners));
      // A true matching: each partner owned once, by a point that has it as a partner.
      expect(owner.size).toBe(from.length - alone.length);
      for (const [key, point] of owner) expect(partners(point).map(pointKey)).toContain(key);
    }
  });
});
