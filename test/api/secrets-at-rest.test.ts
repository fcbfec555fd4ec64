import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { dbKind, type Db } from '../../src/db/connect.ts';
import { generateMasterKey, Keyring, parseMasterKey } from '../../src/domain/secrets/keyring.ts';
import { openSigningSecret } from '../../src/domain/webhooks/sealed-secrets.ts';
import { createChannel, createWarehouses } from '../helpers/factories.ts';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';

const PUBLIC_URL = 'https://93.184.216.34/hook';

/** Every value of every column of every table, as text, with where it sits. */
async function everyStoredValue(db: Db): Promise<{ where: string; text: string }[]> {
  const tables =
    dbKind(db) === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows.map(
          (r) => r.name,
        );
  assert.ok(tables.includes('webhook_endpoints') && tables.includes('idempotency_records') && tables.includes('api_keys'), tables.join());
  const values: { where: string; text: string }[] = [];
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        values.push({ where: `${table}.${column}`, text: Buffer.isBuffer(value) ? value.toString('latin1') : String(value) });
      }
    }
  }
  return values;
}

/** The forms a shown-once value could be stored in: whole, and the random part of a `whsec_` secret. */
function formsOf(value: string): string[] {
  const forms = [value];
  if (value.startsWith('whsec_')) {
    const raw = Buffer.from(value.slice('whsec_'.length), 'base64');
    forms.push(value.slice('whsec_'.length), raw.toString('hex'), raw.toString('base64url'));
  }
  return forms;
}

describe('secrets at rest: sealed signing secrets, shown-once values never stored (docs/operations.md "Master key")', () => {
  let ctx: TestContext;
  const shown: string[] = [];
  let replays: Record<'key' | 'endpoint' | 'rotated', Reply>;
  const send = (method: string, url: string, key: string, body?: unknown) => call(ctx, method, url, { body, headers: { 'idempotency-key': key } });

  before(async () => {
    ctx = await createContext();
    await createChannel(ctx, 'shop');
    await createWarehouses(ctx, 'EAST');
    const partner = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Acme 3PL', code: 'acme', warehouses: ['EAST'] } });
    assert.equal(partner.status, 201, JSON.stringify(partner.body));
    const key = await send('POST', '/api/v1/api-keys', 'key-1', { role: 'warehouse', partner: 'acme', name: 'dock door' });
    const staffKey = await send('POST', '/api/v1/api-keys', 'key-2', { role: 'staff' });
    const endpoint = await send('POST', '/api/v1/webhook-endpoints', 'hook-1', { url: PUBLIC_URL, events: ['*'], channel: 'shop' });
    const rotated = await send('POST', `/api/v1/webhook-endpoints/${endpoint.body.id}/rotate-secret`, 'rotate-1');
    for (const res of [key, staffKey, endpoint, rotated]) assert.ok(res.status === 200 || res.status === 201, JSON.stringify(res.body));
    shown.push(key.body.key, staffKey.body.key, endpoint.body.secret, rotated.body.secret);
    replays = {
      key: await send('POST', '/api/v1/api-keys', 'key-1', { role: 'warehouse', partner: 'acme', name: 'dock door' }),
      endpoint: await send('POST', '/api/v1/webhook-endpoints', 'hook-1', { url: PUBLIC_URL, events: ['*'], channel: 'shop' }),
      rotated: await send('POST', `/api/v1/webhook-endpoints/${endpoint.body.id}/rotate-secret`, 'rotate-1'),
    };
  });
  after(async () => {
    await ctx.close();
  });

  it('stores no key and no secret that was shown once, in any column of any table', async () => {
    assert.equal(shown.length, 4);
    assert.ok(
      shown.every((value) => typeof value === 'string' && value.length >= 40),
      JSON.stringify(shown),
    );
    const values = await everyStoredValue(ctx.db);
    assert.ok(
      values.some((v) => v.where === 'idempotency_records.response_body'),
      'the answers were stored for replays',
    );
    for (const secret of shown) {
      for (const form of formsOf(secret)) {
        const found = values.find((v) => v.text.includes(form));
        assert.equal(found, undefined, `a shown-once value rests readable in ${found?.where}`);
      }
    }
  });

  it('replays a creation without the value it showed once: same status and record, the key or secret null', async () => {
    assert.deepEqual([replays.key.status, replays.key.headers['idempotent-replayed'], replays.key.body.key], [201, 'true', null]);
    assert.equal(replays.key.body.role, 'warehouse');
    assert.deepEqual([replays.endpoint.status, replays.endpoint.headers['idempotent-replayed'], replays.endpoint.body.secret], [201, 'true', null]);
    assert.equal(replays.endpoint.body.url, PUBLIC_URL);
    assert.deepEqual([replays.rotated.status, replays.rotated.headers['idempotent-replayed'], replays.rotated.body.secret], [200, 'true', null]);
    const keys = await call(ctx, 'GET', '/api/v1/api-keys?role=warehouse');
    assert.equal(keys.body.length, 1, 'the replay created no second key');
    const working = await call(ctx, 'GET', '/services/3pl/v1/carriers.json', { key: shown[0] });
    assert.equal(working.status, 200, 'the key shown once works');
  });

  it('keeps both signing secrets sealed under the master key: they open with it and with no other key', async () => {
    const row = await ctx.db.selectFrom('webhook_endpoints').select(['secret', 'previous_secret']).executeTakeFirstOrThrow();
    assert.equal(openSigningSecret(ctx.keyring, row.secret), shown[3]);
    assert.equal(openSigningSecret(ctx.keyring, row.previous_secret!), shown[2]);
    const other = new Keyring([parseMasterKey(generateMasterKey(), 'another key')], 'another key');
    assert.throws(() => openSigningSecret(other, row.secret), /does not hold/);
    const altered = `${row.secret.slice(0, -4)}${row.secret.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    assert.throws(() => openSigningSecret(ctx.keyring, altered), /altered/);
    assert.throws(() => ctx.keyring.open('another use', row.secret), /altered, or sealed for another use/);
  });
});
