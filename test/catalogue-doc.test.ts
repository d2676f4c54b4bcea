// The table of kinds in the README and docs/kinds.md is generated from the catalogue
// (`npm run catalogue`, then `npm run bench:readme`): the committed table must be what the
// catalogue says now, so a kind added or changed without it fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueTable } from '../bench/catalogue.ts';

describe('the generated table of kinds', () => {
  it('is what the catalogue says (npm run catalogue && npm run bench:readme)', () => {
    expect(readFileSync('bench/results/catalogue.md', 'utf8')).toBe(`${catalogueTable()}\n`);
    const docs = readFileSync('docs/kinds.md', 'utf8');
    expect(docs).toContain(catalogueTable());
  });
});
