// One test for every kind in the catalogue, the same checks for each: detection names the kind
// of every bundled file, convert round-trips, and every encoding agrees with the golden answer and
// the oracle on the kind's smallest bundled puzzle small enough for the oracle (a planning kind: on
// the first one short enough), the default encoding with the golden answer on the rest. Every
// encoding on the others is test/slow/catalogue-encodings.test.ts's: 53 s of this file's 55 that
// kept npm test past three minutes. A new kind is covered by adding it.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../src/catalogue/detect.ts';
import { kinds } from '../src/catalogue/index.ts';
import type { Input } from '../src/kind/kind.ts';
import { bundled, everyOnSmallest, gridAgreement, planningAgreement, smallestSmall } from './helpers/catalogue.ts';

for (const kind of kinds.all()) {
  describe(`kind ${kind.id}`, () => {
    const inputs = bundled(kind);

    it('has bundled puzzles, and examples among them', () => {
      expect(inputs.length).toBeGreaterThan(0);
      for (const example of kind.examples) expect(existsSync(example), example).toBe(true);
    });

    it('is detected as itself on every bundled file', () => {
      for (const input of inputs) expect(kindOf(input, {}).id, input.source).toBe(kind.id);
    });

    it('round-trips every bundled file through every format it writes', () => {
      const parse = (input: Input) => kind.made.spec.parse(input);
      for (const input of inputs) {
        for (const format of kind.formats) {
          let written: string;
          try {
            written = kind.convert(input, { to: format });
          } catch (error) {
            // A format may not carry every instance (a task string has no rule); it must say so.
            expect((error as Error).name, `${format} of ${input.source}`).toBe('UsageError');
            continue;
          }
          const again = { source: `${input.source} as ${format}`, text: written };
          expect(kindOf(again, {}).id, again.source).toBe(kind.id);
          expect(parse(again), again.source).toEqual(parse(input));
        }
      }
    });

    it('every encoding agrees with the golden answers and the oracle on one puzzle, the default on the rest', async () => {
      const { made } = kind;
      if (made.type === 'grid') {
        const smallest = smallestSmall(made.spec, inputs);
        for (const input of inputs) await gridAgreement(made.spec, input, everyOnSmallest(smallest));
        return;
      }
      let every = true;
      for (const input of inputs) if (await planningAgreement(made.spec, input, every ? 'every' : 'default')) every = false;
    });
  });
}
