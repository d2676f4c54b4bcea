// The command line's help says what the catalogue holds without loading it: src/cli/help-facts.ts
// is written from the catalogue by `npm run catalogue`, and must say what the catalogue says now.
import { describe, expect, it } from 'vitest';
import { facts } from '../src/cli/help-facts.ts';
import { FORMAT_IDS } from '../src/compare/format-ids.ts';
import { formats } from '../src/compare/report.ts';
import { helpFacts } from '../src/catalogue/help-facts.ts';

describe("the help's facts of the catalogue", () => {
  it('are what the catalogue says (else run `npm run catalogue`)', () => {
    expect(facts).toEqual(helpFacts());
  });

  it("name compare's output formats as its registry holds them", () => {
    expect(formats.ids()).toEqual([...FORMAT_IDS]);
  });
});
