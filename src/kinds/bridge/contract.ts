// A bridge and torch move in the JSON contract: who walks (by number from 1, in the order of the
// `people:` line, and by name), at whose pace, and the minutes spent so far.
import { z } from 'zod';

export const crossingSchema = z
  .strictObject({
    direction: z.enum(['across', 'back']),
    walkers: z
      .array(
        z.strictObject({
          person: z.number().int().min(1).describe('counted from 1 in the order of the people: line'),
          name: z.string(),
          minutes: z.number().nonnegative().describe('the time this person needs to cross'),
        }),
      )
      .min(1),
    minutes: z.number().nonnegative().describe('this crossing: the pace of its slowest walker'),
    elapsed: z.number().nonnegative().describe('minutes spent when this crossing ends'),
  })
  .meta({ title: 'puzzlebench bridge move, version 1' });
export type CrossingData = z.infer<typeof crossingSchema>;
