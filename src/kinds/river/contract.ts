// A river crossing move in the JSON contract: who is aboard, by the names the text uses
// ('farmer', 'goat'; 'missionary', 'cannibal'), and how many of each.
import { z } from 'zod';

export const ferrySchema = z
  .strictObject({
    direction: z.enum(['across', 'back']),
    aboard: z
      .array(
        z.strictObject({
          traveller: z.string().describe("the travellers' name in the singular, as the puzzle names them"),
          count: z.number().int().min(1),
        }),
      )
      .min(1)
      .describe('those aboard, rowers included, in the order the puzzle lists them'),
  })
  .meta({ title: 'puzzlebench river move, version 1' });
export type FerryData = z.infer<typeof ferrySchema>;
