// One test for every kind in the catalogue, the same checks for each: detection names the kind
// of every bundled file, convert round-trips, and every encoding agrees with the golden answer and
// the oracle on every bundled puzzle small enough for the oracle, the default encoding with the
// golden answer on the rest (the other encodings on those: test/slow/catalogue-encodings.test.ts,
// 60-70 s that kept npm test past five minutes). A new kind is covered by adding it.
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { kindOf } from '../src/kinds/detect.ts';
import { kinds } from '../src/kinds/index.ts';
import type { Input } from '../src/kind/kind.ts';
import { closeSession } from '../src/solver/session.ts';
import { bundled, everyOnSmall, gridAgreement, planningAgreement } from './helpers/catalogue.ts';

afterAll(closeSession);

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

    it('every encoding agrees with the golden answers and the oracle', async () => {
      for (const input of inputs) {
        if (kind.made.type === 'grid') await gridAgreement(kind.made.spec, input, everyOnSmall);
        else await planningAgreement(kind.made.spec, input);
      }
    });
  });
}
