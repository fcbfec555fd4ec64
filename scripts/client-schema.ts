// The generated types of @dockside/client: the OpenAPI document the server serves, turned into TypeScript
// by openapi-typescript. Used by scripts/generate-client.ts (writes the file) and by the drift test
// (test/client/schema-drift.test.ts), so both produce the same text from the same document.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { generateMasterKey } from '../src/domain/secrets/keyring.ts';
import { openKeyring } from '../src/domain/webhooks/sealed-secrets.ts';

/** The committed generated file, relative to the repository root. */
export const CLIENT_SCHEMA_FILE = new URL('../clients/typescript/src/schema.ts', import.meta.url);

const BANNER = [
  '// Generated from the OpenAPI document Dockside serves (GET /openapi.json) by `npm run client:generate`',
  '// (scripts/generate-client.ts, with openapi-typescript). Do not edit: change the route schemas and',
  '// regenerate; test/client/schema-drift.test.ts fails while this file differs from what the document gives.',
  '',
].join('\n');

/**
 * The OpenAPI document exactly as the server serves it: the app built over a fresh in-memory SQLite
 * database (the document does not depend on the data or the backend), asked for GET /openapi.json, closed.
 */
export async function servedOpenApiDocument(): Promise<OpenAPI3> {
  const db = connect('sqlite::memory:');
  await migrateToLatest(db);
  const masterKey = generateMasterKey();
  const { keyring } = await openKeyring(db, { key: masterKey, decryptOnly: [], file: '' });
  const app = await buildApp({ ...loadConfig({}), databaseUrl: 'sqlite::memory:', masterKey }, db, keyring, { logger: false });
  try {
    const answer = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (answer.statusCode !== 200) throw new Error(`GET /openapi.json answered ${answer.statusCode}`);
    return JSON.parse(answer.body) as OpenAPI3;
  } finally {
    await app.close();
  }
}

/** The text of clients/typescript/src/schema.ts for a document. */
export async function renderClientSchema(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, { silent: true, alphabetize: false, exportType: false });
  return BANNER + astToString(ast);
}
