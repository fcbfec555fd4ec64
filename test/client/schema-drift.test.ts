import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CLIENT_SCHEMA_FILE, renderClientSchema, servedOpenApiDocument } from '../../scripts/client-schema.ts';
import { call, createContext } from '../helpers/context.ts';

describe('@dockside/client: generated types', () => {
  it('clients/typescript/src/schema.ts is what the served OpenAPI document generates (npm run client:generate)', async () => {
    const document = await servedOpenApiDocument();
    const expected = await renderClientSchema(document);
    const committed = readFileSync(CLIENT_SCHEMA_FILE, 'utf8');
    if (committed !== expected) {
      const committedLines = committed.split('\n');
      const expectedLines = expected.split('\n');
      const line = expectedLines.findIndex((text, i) => text !== committedLines[i]);
      assert.fail(
        `schema.ts differs from the served document from line ${line + 1}:\n` +
          `  committed: ${committedLines[line]}\n  generated: ${expectedLines[line]}\nRun "npm run client:generate" and commit the result.`,
      );
    }
  });

  it('generates from exactly the document the app serves at GET /openapi.json, webhooks included', async () => {
    const document = await servedOpenApiDocument();
    const ctx = await createContext();
    try {
      const served = await call(ctx, 'GET', '/openapi.json', { key: null });
      assert.equal(served.status, 200);
      assert.deepEqual(document, served.body);
    } finally {
      await ctx.close();
    }
    assert.ok(Object.keys(document.webhooks ?? {}).includes('customer_shipment.shipped'));
    const text = await renderClientSchema(document);
    assert.match(text, /^export interface webhooks \{$/m);
    assert.match(text, /"Sync-Token": string;/);
  });
});
