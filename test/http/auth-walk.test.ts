import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { registerAuth } from '../../src/http/auth.ts';
import type { RouteEntry } from '../../src/http/route-table.ts';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { createWarehouseKey } from '../helpers/keys.ts';

// Path parameters get an id no record has, so that walking DELETE or POST .../cancel with a staff
// key cannot revoke the test's own keys or change anything; the walk checks auth, not handlers.
const DUMMY_ID = '999999';

/** A concrete URL for a route pattern: `:param` (with an optional regex) and `*` filled in. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, DUMMY_ID).replace(/\*/g, 'x');
}

type Caller = 'none' | 'warehouse' | 'viewer' | 'staff';

/**
 * What docs/admin-api.md "API keys" expects for a route: per caller, the statuses it must not answer.
 * The walk sends keys, never a session cookie: sign-in takes its key from the body (none here: a 400),
 * and the session routes answer 401 to every key.
 */
function violations(route: RouteEntry, caller: Caller, reply: Reply): string[] {
  const where = `${route.method} ${route.url} (${route.auth}) with ${caller} key answered ${reply.status}`;
  const denied = reply.status === 401 || reply.status === 403;
  if (route.auth === 'public' || route.auth === 'sign-in') return denied ? [where] : [];
  if (route.auth === 'session') return reply.status === 401 ? [] : [`${where}, expected 401`];
  if (caller === 'none') return reply.status === 401 ? [] : [`${where}, expected 401`];
  if (caller === 'warehouse' && (route.auth === 'staff' || route.auth === 'staff-only')) return reply.status === 403 ? [] : [`${where}, expected 403`];
  const reads = route.method === 'GET' || route.method === 'HEAD';
  if (caller === 'viewer' && (route.auth !== 'staff' || !reads)) return reply.status === 403 ? [] : [`${where}, expected 403`];
  return denied ? [where] : [];
}

/** A refusal must be problem+json with the code for its status and the request id (docs/admin-api.md "Problem details"). */
function assertRefusal(route: RouteEntry, reply: Reply): void {
  if (route.method === 'HEAD' || (reply.status !== 401 && reply.status !== 403)) return;
  const where = `${route.method} ${route.url}`;
  assert.match(String(reply.headers['content-type']), /^application\/problem\+json/, where);
  assert.equal(reply.body.code, reply.status === 401 ? 'unauthorized' : 'forbidden', where);
  assert.equal(reply.body.status, reply.status, where);
  assert.equal(reply.body.request_id, reply.headers['x-request-id'], where);
}

describe('auth: every route enforces its rule (docs/admin-api.md "API keys")', () => {
  let ctx: TestContext;
  let warehouseKey: string;
  let viewerKey: string;

  before(async () => {
    ctx = await createContext();
    ({ key: warehouseKey } = await createWarehouseKey(ctx.db, 'WALK'));
    viewerKey = (await call(ctx, 'POST', '/api/v1/api-keys', { body: { role: 'viewer', name: 'auditor' } })).body.key;
  });
  after(async () => {
    await ctx.close();
  });

  it('knows the routes, and scopes them by prefix: admin is staff (but for sign-in and the session), 3PL is warehouse, the rest public but the metrics', () => {
    const urls = ctx.app.routeTable.map((r) => r.url);
    for (const url of ['/health', '/ready', '/openapi.json', '/docs', '/metrics', '/api/v1/warehouses']) assert.ok(urls.includes(url), url);
    const ownRules: Record<string, string> = { '/api/v1/sessions': 'sign-in', '/api/v1/session': 'session', '/metrics': 'staff-only' };
    for (const route of ctx.app.routeTable) {
      const expected = ownRules[route.url] ?? (route.url.startsWith('/api/v1/') ? 'staff' : route.url.startsWith('/services/3pl/v1/') ? 'warehouse' : 'public');
      assert.equal(route.auth, expected, `${route.method} ${route.url}`);
    }
  });

  it('answers no key with 401, a warehouse key on staff routes and a viewer key on writes with 403, and lets allowed keys through', async () => {
    assert.match(viewerKey, /^dk_view_/);
    const found: string[] = [];
    const callers = { none: null, warehouse: warehouseKey, viewer: viewerKey, staff: ctx.staffKey } as const;
    for (const route of ctx.app.routeTable) {
      for (const [caller, key] of Object.entries(callers) as [Caller, string | null][]) {
        const reply = await call(ctx, route.method, concreteUrl(route.url), { key });
        found.push(...violations(route, caller, reply));
        assertRefusal(route, reply);
      }
    }
    assert.deepEqual(found, []);
  });

  it('refuses to register a route without an auth decision', () => {
    const app = Fastify();
    registerAuth(app, ctx.db, { idleMs: 60_000, maxMs: 3_600_000 });
    assert.throws(() => app.get('/no-decision', async () => 'open?'), /GET \/no-decision has no auth decision/);
  });
});

describe('auth: how keys are presented and refused', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  const basic = (text: string) => ({ authorization: `Basic ${Buffer.from(text).toString('base64')}` });

  it('accepts HTTP Basic with the key as the password, or as the user name with an empty password', async () => {
    for (const headers of [basic(`warehouse-client:${ctx.staffKey}`), basic(`${ctx.staffKey}:`)]) {
      const res = await call(ctx, 'GET', '/api/v1/warehouses', { key: null, headers });
      assert.equal(res.status, 200, headers.authorization);
    }
  });

  it('answers 401 unauthorized to malformed or unknown credentials', async () => {
    const malformed = [
      'Bearer',
      `Token ${ctx.staffKey}`,
      'Bearer dk_staff_not-a-key',
      basic('user:wrong').authorization,
      'Basic !!!not-base64!!!',
      basic(':').authorization,
      ctx.staffKey,
    ];
    for (const authorization of malformed) {
      const res = await call(ctx, 'GET', '/api/v1/warehouses', { key: null, headers: { authorization } });
      assert.equal(res.status, 401, authorization);
      assert.equal(res.body.code, 'unauthorized');
      assert.equal(res.body.request_id, res.headers['x-request-id']);
    }
  });

  it('answers 401 to a revoked key that was known before', async () => {
    const { key, keyId } = await createWarehouseKey(ctx.db, 'REVOKE');
    const known = await call(ctx, 'GET', '/api/v1/warehouses', { key });
    assert.equal(known.status, 403);
    await ctx.db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).where('id', '=', keyId).execute();
    const res = await call(ctx, 'GET', '/api/v1/warehouses', { key });
    assert.equal(res.status, 401);
    assert.equal(res.body.code, 'unauthorized');
    assert.match(res.body.detail, /revoked/);
  });

  it('records when a key was last used', async () => {
    const { key, keyId } = await createWarehouseKey(ctx.db, 'USED');
    const before = await ctx.db.selectFrom('api_keys').select('last_used_at').where('id', '=', keyId).executeTakeFirstOrThrow();
    assert.equal(before.last_used_at, null);
    await call(ctx, 'GET', '/api/v1/warehouses', { key });
    const used = await ctx.db.selectFrom('api_keys').select('last_used_at').where('id', '=', keyId).executeTakeFirstOrThrow();
    assert.ok(used.last_used_at);
  });
});
