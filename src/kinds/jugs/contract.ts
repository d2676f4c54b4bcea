// A jugs move in the JSON contract: jugs by their number (from 1, in the order of the `jugs:`
// line) and by the name the text gives them, with every jug's level after the move.
import { z } from 'zod';

const jug = {
  jug: z.number().int().min(1).describe('counted from 1 in the order of the jugs: line'),
  name: z.string().describe("as the text names it: 'J5' by capacity, or 'J1' by number when two capacities are equal"),
};
const ref = z.strictObject(jug);
const after = z.array(z.strictObject({ ...jug, holds: z.number().int().nonnegative() })).describe('every jug after the move');

export const jugMoveSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('fill'), jug: ref, after }),
    z.strictObject({ kind: z.literal('empty'), jug: ref, after }),
    z.strictObject({ kind: z.literal('pour'), from: ref, to: ref, amount: z.number().int().nonnegative().describe('how much was poured'), after }),
  ])
  .meta({ title: 'puzzlebench jugs move, version 1' });
export type JugMoveData = z.infer<typeof jugMoveSchema>;
