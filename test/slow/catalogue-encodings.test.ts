// The catalogue test's other half (test/catalogue.test.ts has the first): every encoding agrees with
// the golden answer and the oracle on the bundled grid puzzles small enough for the oracle but the
// kind's smallest, and with the search's optimum on a planning kind's puzzles but its first; on every
// bundled grid puzzle too large for the oracle, each encoding but the default agrees with the golden
// answer, or with the others where there is none.
import { describe, it } from 'vitest';
import { kinds } from '../../src/catalogue/index.ts';
import { bundled, everyOnOtherSmall, gridAgreement, othersOnLarge, planningAgreement, smallestSmall } from '../helpers/catalogue.ts';

for (const kind of kinds.all()) {
  const { made } = kind;
  describe(`kind ${kind.id}`, () => {
    const inputs = bundled(kind);
    if (made.type !== 'grid') {
      it('every encoding agrees with the search on the puzzles but the first', async () => {
        let first = true;
        for (const input of inputs) if (await planningAgreement(made.spec, input, first ? 'none' : 'every')) first = false;
      });
      return;
    }
    it('every encoding agrees with the golden answers and the oracle on the small puzzles but the smallest', async () => {
      const smallest = smallestSmall(made.spec, inputs);
      for (const input of inputs) await gridAgreement(made.spec, input, everyOnOtherSmall(smallest));
    });
    it('every other encoding agrees with the golden answers on the larger puzzles', async () => {
      for (const input of inputs) await gridAgreement(made.spec, input, othersOnLarge);
    });
  });
}
