// The grid vocabulary in one import: points and directions, regions, polyomino shapes, the grid's
// edges, numbers and clues, searches (breadth first, a largest matching), and the grid-shaped
// rules: connected, single loop, no full 2x2 block, counts beside the lines.
export * from './point.ts';
export * from './regions.ts';
export * from './shapes.ts';
export * from './edges.ts';
export * from './rules.ts';
export * from './numbers.ts';
export * from './clues.ts';
export * from './search.ts';
export * from './blocks.ts';
export * from './line-counts.ts';
export * from './matching.ts';
