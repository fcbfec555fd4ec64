import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createWarehouses } from '../helpers/factories.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';

function basic(user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

describe('admin: API keys', () => {
  let ctx: TestContext;
  let partnerId: number;
  before(async () => {
    ctx = await createContext();
    await createWarehouses(ctx, 'EAST');
    const partner = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Acme 3PL', code: 'acme', warehouses: ['EAST'] } });
    partnerId = partner.body.id;
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a staff key, shows it once, and the key works on staff routes', async () => {
    const res = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'staff', name: 'ops laptop' } });
    assert.equal(res.status, 201);
    assert.deepEqual(Object.keys(res.body).sort(), ['created_at', 'id', 'key', 'name', 'partner', 'prefix', 'role']);
    assert.equal(res.body.role, 'staff');
    assert.equal(res.body.partner, null);
    assert.equal(res.body.name, 'ops laptop');
    assert.ok(res.body.key.startsWith(res.body.prefix));
    const used = await call(ctx, 'GET', '/api/v1/settings', { key: res.body.key });
    assert.equal(used.status, 200);
    const record = await call(ctx, 'GET', `/api/v1/api-keys/${res.body.id}`);
    assert.equal(record.status, 200);
    assert.equal(record.body.key, undefined, 'the key is never shown again');
    assert.ok(record.body.last_used_at, 'last_used_at is set once the key is used');
    assert.equal(record.body.revoked_at, null);
  });

  it('accepts a key as the HTTP Basic password with any user name', async () => {
    const created = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'staff' } });
    for (const user of ['', 'anyone', 'dockside']) {
      const res = await call(ctx, 'GET', '/api/v1/settings', { key: null, headers: basic(user, created.body.key) });
      assert.equal(res.status, 200, `user "${user}"`);
    }
    const wrong = await call(ctx, 'GET', '/api/v1/settings', { key: null, headers: basic('anyone', 'dk_staff_not-a-key') });
    assert.equal(wrong.status, 401);
  });

  it('creates a warehouse key for a partner: 403 on the admin API, accepted on the 3PL API', async () => {
    const res = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'warehouse', partner: 'acme' } });
    assert.equal(res.status, 201);
    assert.equal(res.body.role, 'warehouse');
    assert.equal(res.body.partner, partnerId);
    assert.equal(res.body.name, null);
    for (const [method, url] of [
      ['GET', '/api/v1/settings'],
      ['GET', '/api/v1/api-keys'],
      ['POST', '/api/v1/api-keys'],
    ] as const) {
      const denied = await call(ctx, method, url, { key: res.body.key, body: method === 'POST' ? { role: 'staff' } : undefined });
      assert.equal(denied.status, 403, `${method} ${url}`);
      assert.equal(denied.body.code, 'forbidden');
    }
    const tpl = await call(ctx, 'GET', '/services/3pl/v1/customer-shipments.json', { key: res.body.key });
    assert.notEqual(tpl.status, 401);
    assert.notEqual(tpl.status, 403);
    const byId = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'warehouse', partner: partnerId } });
    assert.equal(byId.body.partner, partnerId);
  });

  it('enforces the partner rules of each role with 422 at /partner', async () => {
    const staff = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'staff', partner: 'acme' } });
    assert.equal(staff.status, 422);
    assert.equal(staff.body.code, 'invalid_value');
    assert.equal(staff.body.errors[0].pointer, '/partner');
    const warehouse = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'warehouse' } });
    assert.equal(warehouse.status, 422);
    assert.equal(warehouse.body.errors[0].pointer, '/partner');
    const unknown = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'warehouse', partner: 'nobody' } });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.code, 'unknown_reference');
    assert.equal(unknown.body.errors[0].pointer, '/partner');
  });

  it('refuses schema violations with 400', async () => {
    const res = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'admin', colour: 'red' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/colour', '/role']);
  });

  it('lists keys without the keys themselves, filtered by role and partner', async () => {
    const res = await call(ctx, 'GET', '/api/v1/api-keys');
    assert.equal(res.status, 200);
    assert.ok(res.body.length >= 5);
    for (const key of res.body) {
      assert.deepEqual(Object.keys(key).sort(), ['created_at', 'id', 'last_used_at', 'name', 'partner', 'prefix', 'revoked_at', 'role']);
    }
    const warehouse = await call(ctx, 'GET', '/api/v1/api-keys?role=warehouse');
    assert.equal(warehouse.body.length, 2);
    assert.ok(warehouse.body.every((k: any) => k.partner === partnerId));
    const byPartner = await call(ctx, 'GET', '/api/v1/api-keys?partner=acme');
    assert.deepEqual(
      byPartner.body.map((k: any) => k.id),
      warehouse.body.map((k: any) => k.id),
    );
    const unknownPartner = await call(ctx, 'GET', '/api/v1/api-keys?partner=nobody');
    assert.equal(unknownPartner.status, 404);
    const paged = await call(ctx, 'GET', '/api/v1/api-keys?per_page=2');
    assert.equal(paged.body.length, 2);
    assert.match(paged.headers.link as string, /page=2/);
  });

  it('revokes a key: 204, then 401 with it, listed with revoked_at, and 404 when revoked again', async () => {
    const created = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'warehouse', partner: 'acme', name: 'old scanner' } });
    const res = await call(ctx, 'DELETE', `/api/v1/api-keys/${created.body.id}`);
    assert.equal(res.status, 204);
    assert.equal(res.body, null);
    const after = await call(ctx, 'GET', '/services/3pl/v1/customer-shipments.json', { key: created.body.key });
    assert.equal(after.status, 401);
    assert.equal(after.body.code, 'unauthorized');
    const record = await call(ctx, 'GET', `/api/v1/api-keys/${created.body.id}`);
    assert.ok(record.body.revoked_at);
    const revoked = await call(ctx, 'GET', '/api/v1/api-keys?revoked=true');
    assert.deepEqual(
      revoked.body.map((k: any) => k.id),
      [created.body.id],
    );
    const active = await call(ctx, 'GET', '/api/v1/api-keys?revoked=false');
    assert.ok(!active.body.some((k: any) => k.id === created.body.id));
    const again = await call(ctx, 'DELETE', `/api/v1/api-keys/${created.body.id}`);
    assert.equal(again.status, 404);
    assert.equal(again.body.code, 'not_found');
  });

  it('answers 404 for an unknown key and 400 for a malformed id', async () => {
    assert.equal((await call(ctx, 'DELETE', '/api/v1/api-keys/99999')).status, 404);
    assert.equal((await call(ctx, 'GET', '/api/v1/api-keys/99999')).status, 404);
    assert.equal((await call(ctx, 'DELETE', '/api/v1/api-keys/abc')).status, 400);
  });

  it('answers 401 without a key or with an unknown one', async () => {
    const none = await call(ctx, 'GET', '/api/v1/api-keys', { key: null });
    assert.equal(none.status, 401);
    assert.match(none.headers['content-type'] as string, /application\/problem\+json/);
    assert.equal((await call(ctx, 'GET', '/api/v1/api-keys', { key: 'dk_staff_unknown' })).status, 401);
  });
});

describe('admin: API keys never lock the merchant out', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('lets a staff key revoke itself only while another staff key remains', async () => {
    const second = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'staff', name: 'second' } });
    const keys = await call(ctx, 'GET', '/api/v1/api-keys?role=staff');
    const first = keys.body.find((k: any) => k.id !== second.body.id);
    const own = await call(ctx, 'DELETE', `/api/v1/api-keys/${first.id}`);
    assert.equal(own.status, 204, 'the key in use may revoke itself while "second" remains');
    assert.equal((await call(ctx, 'GET', '/api/v1/settings')).status, 401);
    const last = await call(ctx, 'DELETE', `/api/v1/api-keys/${second.body.id}`, { key: second.body.key });
    assert.equal(last.status, 422);
    assert.equal(last.body.code, 'invalid_value');
    assert.match(last.body.detail, /last active staff key/);
    assert.equal((await call(ctx, 'GET', '/api/v1/settings', { key: second.body.key })).status, 200);
  });
});
