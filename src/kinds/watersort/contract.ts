// A water sort or ball sort move in the JSON contract: tubes by their number (from 1, in the
// order of the level's lines), the colour by its name, as `tube 3 -> tube 9: 2 x red` says.
import { z } from 'zod';

const tube = z.strictObject({ tube: z.number().int().min(1).describe("counted from 1 in the order of the level's tubes") });

export const pourSchema = z
  .strictObject({
    from: tube,
    to: tube,
    colour: z.string().describe("the colour's name as the level file spells it"),
    amount: z.number().int().min(1).describe('units moved: a whole run of one colour under water rules, one under ball rules'),
  })
  .meta({ title: 'puzzlebench water sort move, version 1' });
export type PourData = z.infer<typeof pourSchema>;
