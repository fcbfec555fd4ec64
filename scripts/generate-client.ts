// `npm run client:generate`: regenerates clients/typescript/src/schema.ts from the OpenAPI document the
// server serves. Run it after changing a route schema, an error code or an event payload, and commit
// the result with the change.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLIENT_SCHEMA_FILE, renderClientSchema, servedOpenApiDocument } from './client-schema.ts';

const text = await renderClientSchema(await servedOpenApiDocument());
const path = fileURLToPath(CLIENT_SCHEMA_FILE);
const before = readIfExists(path);
writeFileSync(path, text);
process.stdout.write(`${before === text ? 'unchanged' : 'written'}: ${path}\n`);

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
