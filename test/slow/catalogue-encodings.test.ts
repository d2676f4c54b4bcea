// The catalogue test's other half (test/catalogue.test.ts has the first): on every bundled grid
// puzzle too large for the oracle, each encoding but the default agrees with the golden answer, or
// with the others where there is none.
import { afterAll, describe, it } from 'vitest';
import { kinds } from '../../src/kinds/index.ts';
import { closeSession } from '../../src/solver/session.ts';
import { bundled, gridAgreement, othersOnLarge } from '../helpers/catalogue.ts';

afterAll(closeSession);

for (const kind of kinds.all()) {
  if (kind.made.type !== 'grid') continue;
  const { spec } = kind.made;
  describe(`kind ${kind.id}`, () => {
    it('every other encoding agrees with the golden answers on the larger puzzles', async () => {
      for (const input of bundled(kind)) await gridAgreement(spec, input, othersOnLarge);
    });
  });
}
