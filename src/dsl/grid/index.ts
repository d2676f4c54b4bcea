// The grid vocabulary in one import: points and directions, regions, polyomino shapes, the grid's
// edges, and the grid-shaped connected / single-loop rules.
export * from './point.ts';
export * from './regions.ts';
export * from './shapes.ts';
export * from './edges.ts';
export * from './rules.ts';
export * from './numbers.ts';
export * from './clues.ts';
export * from './search.ts';
export * from './blocks.ts';
