import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { createChannel, createWarehouses } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { openSigningSecret } from '../../src/domain/webhooks/sealed-secrets.ts';

const PUBLIC_URL = 'https://93.184.216.34/hook';

/** The signing secret an endpoint's row holds, opened with the master key (it rests sealed). */
async function storedSecret(ctx: TestContext, id: number): Promise<string> {
  const row = await ctx.db.selectFrom('webhook_endpoints').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
  assert.match(row.secret, /^dk1:mk_[0-9a-f]{16}:/, 'the secret rests sealed');
  return openSigningSecret(ctx.keyring, row.secret);
}

async function countEndpoints(ctx: TestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function assertSecret(secret: string): void {
  assert.match(secret, /^whsec_[A-Za-z0-9+/]+=*$/);
  assert.equal(Buffer.from(secret.slice('whsec_'.length), 'base64').length, 32);
}

describe('admin: webhook endpoints', () => {
  let ctx: TestContext;
  let partnerId: number;
  before(async () => {
    ctx = await createContext();
    await createWarehouses(ctx, 'EAST');
    await createChannel(ctx, 'shop');
    partnerId = (await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Acme 3PL', code: 'acme', warehouses: ['EAST'] } })).body.id;
  });
  after(async () => {
    await ctx.close();
  });
  afterEach(() => {
    delete process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE;
  });

  it('registers a merchant endpoint and shows its secret only in that answer', async () => {
    const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['customer_shipment.shipped', 'inventory.updated'] } });
    assert.equal(res.status, 201);
    assert.deepEqual(Object.keys(res.body).sort(), [
      'channel',
      'consecutive_failures',
      'created_at',
      'description',
      'enabled',
      'events',
      'failing_since',
      'id',
      'last_error',
      'partner',
      'secret',
      'updated_at',
      'url',
    ]);
    assert.equal(res.body.url, PUBLIC_URL);
    assert.deepEqual(res.body.events, ['customer_shipment.shipped', 'inventory.updated']);
    assert.equal(res.body.channel, null);
    assert.equal(res.body.partner, null);
    assert.equal(res.body.description, null);
    assert.equal(res.body.enabled, true);
    assert.equal(res.body.failing_since, null);
    assert.equal(res.body.last_error, null);
    assertSecret(res.body.secret);
    assert.equal(await storedSecret(ctx, res.body.id), res.body.secret);
    const one = await call(ctx, 'GET', `/api/v1/webhook-endpoints/${res.body.id}`);
    assert.equal(one.status, 200);
    assert.equal(one.body.secret, undefined);
    const { secret: _secret, ...withoutSecret } = res.body;
    assert.deepEqual(one.body, withoutSecret);
    const list = await call(ctx, 'GET', '/api/v1/webhook-endpoints');
    assert.ok(list.body.every((e: any) => e.secret === undefined));
  });

  it('registers channel and partner endpoints, referenced by code or id', async () => {
    const channel = await call(ctx, 'POST', '/api/v1/webhook-endpoints', {
      body: { url: 'https://93.184.216.34/shop', events: ['*'], channel: 'shop', description: 'storefront sync', enabled: false },
    });
    assert.equal(channel.status, 201);
    assert.equal(channel.body.channel, 'shop');
    assert.equal(channel.body.partner, null);
    assert.deepEqual(channel.body.events, ['*']);
    assert.equal(channel.body.description, 'storefront sync');
    assert.equal(channel.body.enabled, false);
    const partner = await call(ctx, 'POST', '/api/v1/webhook-endpoints', {
      body: { url: 'https://[2606:4700:4700::1111]/3pl', events: ['customer_shipment.released'], partner: 'acme' },
    });
    assert.equal(partner.status, 201);
    assert.equal(partner.body.partner, partnerId);
    assert.equal(partner.body.channel, null);
    const byId = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'], partner: partnerId } });
    assert.equal(byId.body.partner, partnerId);
  });

  it('refuses a channel and a partner together, and unknown references, with 422', async () => {
    const both = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'], channel: 'shop', partner: 'acme' } });
    assert.equal(both.status, 422);
    assert.equal(both.body.code, 'invalid_value');
    assert.equal(both.body.errors[0].pointer, '/partner');
    const channel = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'], channel: 'nowhere' } });
    assert.equal(channel.status, 422);
    assert.equal(channel.body.code, 'unknown_reference');
    assert.equal(channel.body.errors[0].pointer, '/channel');
    const partner = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'], partner: 99999 } });
    assert.equal(partner.status, 422);
    assert.equal(partner.body.errors[0].pointer, '/partner');
  });

  it('refuses URLs that are not https or reach loopback, private, link-local or reserved addresses', async () => {
    const refused = [
      'http://93.184.216.34/hook',
      'ftp://93.184.216.34/',
      'not a url',
      '/relative',
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://10.0.0.5/',
      'https://172.16.0.1/',
      'https://172.31.255.254/',
      'https://192.168.1.10/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fc00::1]/',
      'https://[fd12:3456::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://localhost/',
      'https://LOCALHOST./',
      'https://api.localhost:8443/',
      'https://no-such-host.invalid/hook',
    ];
    const before = await countEndpoints(ctx);
    for (const url of refused) {
      const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url, events: ['*'] } });
      assert.equal(res.status, 422, url);
      assert.equal(res.body.code, 'invalid_value', url);
      assert.equal(res.body.errors[0].pointer, '/url', url);
    }
    assert.equal(await countEndpoints(ctx), before, 'none of them was stored');
  });

  it('accepts public addresses next to the private ranges', async () => {
    for (const url of ['https://172.32.0.1/', 'https://100.128.0.1/', 'https://11.0.0.1:8443/x?y=1', 'https://192.169.0.1/']) {
      const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url, events: ['inventory.discrepancy'] } });
      assert.equal(res.status, 201, url);
    }
  });

  it('allows http and private receivers with DOCKSIDE_WEBHOOK_ALLOW_PRIVATE=1, read at request time', async () => {
    process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE = '1';
    const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: 'http://127.0.0.1:9999/hook', events: ['*'] } });
    assert.equal(res.status, 201);
    const ftp = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: 'ftp://127.0.0.1/', events: ['*'] } });
    assert.equal(ftp.status, 422);
    process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE = '0';
    const off = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: 'http://127.0.0.1:9999/hook', events: ['*'] } });
    assert.equal(off.status, 422);
  });

  it('checks event types: unknown, empty or repeated lists are 400, "*" beside others is 422', async () => {
    const unknown = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['order.created'] } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors[0].pointer, '/events/0');
    assert.match(unknown.body.errors[0].message, /must be one of .*customer_shipment\.shipped/);
    const empty = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: [] } });
    assert.equal(empty.status, 400);
    const repeated = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['inventory.updated', 'inventory.updated'] } });
    assert.equal(repeated.status, 400);
    const star = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['inventory.updated', '*'] } });
    assert.equal(star.status, 422);
    assert.equal(star.body.code, 'invalid_value');
    assert.equal(star.body.errors[0].pointer, '/events/1');
    const missing = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { colour: 'red' } });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.errors.map((e: any) => e.pointer).sort(), ['/colour', '/events', '/url']);
  });

  it('changes url, events, description and enabled with the same checks', async () => {
    const created = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'], channel: 'shop' } });
    const id = created.body.id;
    const res = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${id}`, {
      body: { url: 'https://93.184.216.34/v2', events: ['return_order.closed'], description: 'v2', enabled: false },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.url, 'https://93.184.216.34/v2');
    assert.deepEqual(res.body.events, ['return_order.closed']);
    assert.equal(res.body.description, 'v2');
    assert.equal(res.body.enabled, false);
    assert.equal(res.body.channel, 'shop');
    assert.equal(res.body.secret, undefined);
    assert.equal(await storedSecret(ctx, id), created.body.secret, 'a PATCH keeps the secret');
    const privateUrl = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${id}`, { body: { url: 'https://10.1.2.3/' } });
    assert.equal(privateUrl.status, 422);
    assert.equal(privateUrl.body.errors[0].pointer, '/url');
    const star = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${id}`, { body: { events: ['*', 'inventory.updated'] } });
    assert.equal(star.status, 422);
    const owner = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${id}`, { body: { channel: null } });
    assert.equal(owner.status, 400, 'the owner of an endpoint is fixed');
    const unchanged = await call(ctx, 'GET', `/api/v1/webhook-endpoints/${id}`);
    assert.equal(unchanged.body.url, 'https://93.184.216.34/v2');
  });

  it('forgets the failure streak when an endpoint is enabled again', async () => {
    const created = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'] } });
    await ctx.db.updateTable('webhook_endpoints').set({ enabled: 0, failing_since: '2026-01-01T00:00:00.000Z' }).where('id', '=', created.body.id).execute();
    const described = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${created.body.id}`, { body: { description: 'flaky' } });
    assert.equal(described.body.failing_since, '2026-01-01T00:00:00.000Z');
    const enabled = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${created.body.id}`, { body: { enabled: true } });
    assert.equal(enabled.body.enabled, true);
    assert.equal(enabled.body.failing_since, null);
  });

  it('rotates the secret: the new one is answered once and replaces the old one', async () => {
    const created = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'] } });
    const res = await call(ctx, 'POST', `/api/v1/webhook-endpoints/${created.body.id}/rotate-secret`);
    assert.equal(res.status, 200);
    assertSecret(res.body.secret);
    assert.notEqual(res.body.secret, created.body.secret);
    assert.equal(await storedSecret(ctx, created.body.id), res.body.secret);
    assert.equal(res.body.url, PUBLIC_URL);
    const missing = await call(ctx, 'POST', '/api/v1/webhook-endpoints/99999/rotate-secret');
    assert.equal(missing.status, 404);
  });

  it('deletes an endpoint with its delivery log, keeping the events', async () => {
    const created = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: PUBLIC_URL, events: ['*'] } });
    const now = new Date().toISOString();
    const event = await ctx.db
      .insertInto('events')
      .values({ type: 'inventory.updated', resource_type: 'product', resource_id: 1, data: '{}', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('webhook_deliveries')
      .values({ event_id: event.id, endpoint_id: created.body.id, status: 'failed', attempts: 3, created_at: now, updated_at: now })
      .execute();
    const res = await call(ctx, 'DELETE', `/api/v1/webhook-endpoints/${created.body.id}`);
    assert.equal(res.status, 204);
    assert.equal((await call(ctx, 'GET', `/api/v1/webhook-endpoints/${created.body.id}`)).status, 404);
    const deliveries = await ctx.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', created.body.id).execute();
    assert.deepEqual(deliveries, []);
    assert.ok(await ctx.db.selectFrom('events').select('id').where('id', '=', event.id).executeTakeFirst());
    const again = await call(ctx, 'DELETE', `/api/v1/webhook-endpoints/${created.body.id}`);
    assert.equal(again.status, 404);
  });

  it('answers 404 for unknown endpoints and 400 for malformed ids', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/webhook-endpoints/99999')).status, 404);
    assert.equal((await call(ctx, 'PATCH', '/api/v1/webhook-endpoints/99999', { body: { enabled: true } })).status, 404);
    assert.equal((await call(ctx, 'GET', '/api/v1/webhook-endpoints/abc')).status, 400);
  });

  it('lists endpoints filtered by channel, partner and enabled, paged', async () => {
    const shop = await call(ctx, 'GET', '/api/v1/webhook-endpoints?channel=shop');
    assert.ok(shop.body.length >= 2);
    assert.ok(shop.body.every((e: any) => e.channel === 'shop'));
    const acme = await call(ctx, 'GET', '/api/v1/webhook-endpoints?partner=acme');
    assert.equal(acme.body.length, 2);
    assert.ok(acme.body.every((e: any) => e.partner === partnerId));
    const disabled = await call(ctx, 'GET', '/api/v1/webhook-endpoints?enabled=false');
    assert.ok(disabled.body.length >= 1);
    assert.ok(disabled.body.every((e: any) => e.enabled === false));
    const unknown = await call(ctx, 'GET', '/api/v1/webhook-endpoints?channel=nowhere');
    assert.equal(unknown.status, 404);
    const page = await call(ctx, 'GET', '/api/v1/webhook-endpoints?per_page=2');
    assert.equal(page.body.length, 2);
    assert.match(page.headers.link as string, /page=2/);
    const stamps = (await call(ctx, 'GET', '/api/v1/webhook-endpoints')).body.map((e: any) => e.updated_at);
    assert.deepEqual(stamps, [...stamps].sort());
  });

  it('is for staff keys only', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/webhook-endpoints', { key: null })).status, 401);
    const { key } = await createWarehouseKey(ctx.db, 'WH-HOOKS');
    const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { key, body: { url: PUBLIC_URL, events: ['*'] } });
    assert.equal(res.status, 403);
  });
});
