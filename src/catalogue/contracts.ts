// The JSON Schema files of the contract, generated from the zod schemas: the result of solve and
// check, the comparison, and each planning kind's moves. `npm run schemas` (bench/schemas.ts)
// writes them into schemas/; test/contract.test.ts keeps the committed files equal to what this generates.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SCHEMA_VERSION, batchSchema, compareSchema, resultSchema } from '../kind/contract.ts';
import { shardManifestSchema, shardRecordSchema, shardRunSchema } from '../kind/shard-contract.ts';
import { crossingSchema } from '../kinds/bridge/contract.ts';
import { jugMoveSchema } from '../kinds/jugs/contract.ts';
import { ferrySchema } from '../kinds/river/contract.ts';
import { pourSchema } from '../kinds/watersort/contract.ts';

/**
 * Each planning kind's move, by kind id: what `answer.plan[].move` holds in its results. Listed
 * here, not in the kinds' specs: the catalogue would load zod for it (~100 modules, 70-90 ms of
 * CPU in every command), and only the schema writer and the tests read them.
 */
export const moveSchemas: Record<string, z.ZodType> = { bridge: crossingSchema, jugs: jugMoveSchema, river: ferrySchema, watersort: pourSchema };

const text = (schema: z.ZodType) => `${JSON.stringify(z.toJSONSchema(schema, { target: 'draft-2020-12' }), null, 2)}\n`;

/** Every schema file, by its path under schemas/. */
export function schemaFiles(): Record<string, string> {
  const v = `v${SCHEMA_VERSION}`;
  return {
    [`result.${v}.json`]: text(resultSchema),
    [`compare.${v}.json`]: text(compareSchema),
    [`summary.${v}.json`]: text(batchSchema),
    [`shard-plan.${v}.json`]: text(shardManifestSchema),
    [`shard-run.${v}.json`]: text(shardRunSchema),
    [`shard-record.${v}.json`]: text(shardRecordSchema),
    ...Object.fromEntries(Object.entries(moveSchemas).map(([kind, schema]) => [`moves/${kind}.${v}.json`, text(schema)])),
  };
}

export const schemasFolder = fileURLToPath(new URL('../../schemas/', import.meta.url));
