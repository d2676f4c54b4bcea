// `npm run schemas`: writes the JSON Schema files of the contract into schemas/, as
// src/catalogue/contracts.ts generates them (test/contract.test.ts keeps the committed files equal).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { schemaFiles, schemasFolder } from '../src/catalogue/contracts.ts';

for (const [path, content] of Object.entries(schemaFiles())) {
  mkdirSync(dirname(join(schemasFolder, path)), { recursive: true });
  writeFileSync(join(schemasFolder, path), content);
  console.log(`wrote schemas/${path}`);
}
