import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { purgeEndedSessions } from '../../src/domain/partners/sessions.repo.ts';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { createWarehouseKey } from '../helpers/keys.ts';

// docs/admin-api.md "Sessions (the staff console)".

const IDLE_MINUTES = 30;
const MAX_HOURS = 2;
const MINUTE = 60_000;

type Browser = { cookie: string; csrf: string };
type Sent = Reply & { setCookie: string | undefined };
type Options = { cookie?: string; csrf?: string; origin?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string };

/** Sends a request the way a browser on the console would: the cookie, and the CSRF token and Origin when asked. */
async function send(ctx: TestContext, method: string, url: string, options: Options = {}): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  if (options.csrf !== undefined) headers['x-csrf-token'] = options.csrf;
  if (options.origin !== undefined) headers.origin = options.origin;
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const body = response.body ? JSON.parse(response.body) : null;
  const setCookie = response.headers['set-cookie'];
  return { status: response.statusCode, body, headers: response.headers, setCookie: Array.isArray(setCookie) ? setCookie.join('\n') : setCookie };
}

/** Signs in with a key; answers the cookie pair to send back and the CSRF token. */
async function signIn(ctx: TestContext, key: string, options: Options = {}): Promise<Browser & { res: Sent }> {
  const res = await send(ctx, 'POST', '/api/v1/sessions', { ...options, body: { key } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const [, cookie] = /^(dockside_session=[^;]+)/.exec(res.setCookie ?? '') ?? [];
  assert.ok(cookie, `a session cookie in ${res.setCookie}`);
  return { cookie, csrf: res.body.csrf_token, res };
}

async function newKey(ctx: TestContext, role: 'staff' | 'viewer'): Promise<{ id: number; key: string }> {
  const res = await call(ctx, 'POST', '/api/v1/api-keys', { body: { role, name: `${role} console` } });
  return { id: res.body.id, key: res.body.key };
}

function tokenOf(browser: Browser): string {
  return browser.cookie.slice('dockside_session='.length);
}

async function sessionRow(ctx: TestContext, browser: Browser) {
  const hash = createHash('sha256').update(tokenOf(browser)).digest('hex');
  return ctx.db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

/** Moves a session's clock back: it was last seen, and signed in, `ms` earlier than it was. */
async function age(ctx: TestContext, browser: Browser, fields: { lastSeenMs?: number; expiresMs?: number }): Promise<void> {
  const row = await sessionRow(ctx, browser);
  assert.ok(row);
  const shift = (iso: string, ms = 0) => new Date(Date.parse(iso) - ms).toISOString();
  await ctx.db
    .updateTable('staff_sessions')
    .set({ last_seen_at: shift(row.last_seen_at, fields.lastSeenMs), expires_at: shift(row.expires_at, fields.expiresMs) })
    .where('id', '=', row.id)
    .execute();
}

function assertProblem(res: Reply, status: number, code: string): void {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
  assert.equal(res.body.code, code);
}

describe('sessions: signing in to the staff console', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ config: { sessionIdleMinutes: IDLE_MINUTES, sessionMaxHours: MAX_HOURS, signInPerMinute: 1000 } });
  });
  after(async () => {
    await ctx.close();
  });

  it('exchanges a staff key for an HttpOnly, SameSite=Strict cookie and answers the session, never the key', async () => {
    const { key, id } = await newKey(ctx, 'staff');
    const started = Date.now();
    const { res, cookie, csrf } = await signIn(ctx, key);
    assert.deepEqual(Object.keys(res.body).sort(), ['api_key', 'created_at', 'csrf_token', 'expires_at', 'idle_expires_at', 'role']);
    assert.equal(res.body.role, 'staff');
    assert.deepEqual(res.body.api_key, { id, prefix: key.slice(0, 12), name: 'staff console' });
    assert.ok(!JSON.stringify(res.body).includes(key), 'the key is not answered');
    const attributes = res.setCookie!.split('; ');
    assert.deepEqual(attributes.slice(1).sort(), ['HttpOnly', `Max-Age=${MAX_HOURS * 3600}`, 'Path=/', 'SameSite=Strict'], 'no Secure over plain http');
    assert.match(cookie, /^dockside_session=[A-Za-z0-9_-]{43}$/);
    assert.notEqual(tokenOf({ cookie, csrf }), csrf);
    const expires = Date.parse(res.body.expires_at) - started;
    assert.ok(Math.abs(expires - MAX_HOURS * 3_600_000) < 5000, `expires_at ${res.body.expires_at}`);
    const idle = Date.parse(res.body.idle_expires_at) - started;
    assert.ok(Math.abs(idle - IDLE_MINUTES * MINUTE) < 5000, `idle_expires_at ${res.body.idle_expires_at}`);
    const read = await send(ctx, 'GET', '/api/v1/warehouses', { cookie });
    assert.equal(read.status, 200);
    const record = await call(ctx, 'GET', `/api/v1/api-keys/${id}`);
    assert.ok(record.body.last_used_at, 'signing in uses the key');
  });

  it('signs a viewer key in: the session reads, and refuses writes as the key would', async () => {
    const { key } = await newKey(ctx, 'viewer');
    const viewer = await signIn(ctx, key);
    assert.equal(viewer.res.body.role, 'viewer');
    assert.equal((await send(ctx, 'GET', '/api/v1/products', { cookie: viewer.cookie })).status, 200);
    const write = await send(ctx, 'POST', '/api/v1/channels', {
      cookie: viewer.cookie,
      csrf: viewer.csrf,
      body: { code: 'viewer-shop', name: 'Shop', kind: 'storefront' },
    });
    assertProblem(write, 403, 'forbidden');
    assertProblem(
      await send(ctx, 'POST', '/api/v1/channels', { cookie: viewer.cookie, body: { code: 'viewer-shop', name: 'Shop', kind: 'storefront' } }),
      403,
      'csrf_token_missing',
    );
  });

  it('refuses warehouse, unknown and revoked keys with 401, and sets no cookie', async () => {
    const { key: warehouseKey } = await createWarehouseKey(ctx.db, 'SIGNIN');
    const revoked = await newKey(ctx, 'staff');
    assert.equal((await call(ctx, 'DELETE', `/api/v1/api-keys/${revoked.id}`)).status, 204);
    const cases: [string, RegExp][] = [
      [warehouseKey, /warehouse key cannot sign in/],
      ['dk_staff_not-a-key', /unknown or revoked/],
      [revoked.key, /unknown or revoked/],
    ];
    for (const [key, detail] of cases) {
      const res = await send(ctx, 'POST', '/api/v1/sessions', { body: { key } });
      assertProblem(res, 401, 'unauthorized');
      assert.match(res.body.detail, detail);
      assert.equal(res.setCookie, undefined);
      assert.ok(!res.body.detail.includes(key), 'the key is not echoed');
    }
    assertProblem(await send(ctx, 'POST', '/api/v1/sessions', { body: { key: '', extra: 1 } }), 400, 'validation_failed');
  });

  it('needs the CSRF token for every change sent with the cookie, and accepts it', async () => {
    const staff = await signIn(ctx, ctx.staffKey);
    const channel = { code: 'console-shop', name: 'Console shop', kind: 'storefront' };
    assertProblem(await send(ctx, 'POST', '/api/v1/channels', { cookie: staff.cookie, body: channel }), 403, 'csrf_token_missing');
    assertProblem(
      await send(ctx, 'POST', '/api/v1/channels', { cookie: staff.cookie, csrf: `${staff.csrf.slice(0, -1)}x`, body: channel }),
      403,
      'csrf_token_invalid',
    );
    assertProblem(await send(ctx, 'POST', '/api/v1/channels', { cookie: staff.cookie, csrf: 'short', body: channel }), 403, 'csrf_token_invalid');
    assert.equal((await call(ctx, 'GET', '/api/v1/channels/console-shop')).status, 404, 'nothing was applied');
    const created = await send(ctx, 'POST', '/api/v1/channels', { cookie: staff.cookie, csrf: staff.csrf, body: channel });
    assert.equal(created.status, 201);
    const settings = { multi_warehouse_shipping: true };
    assertProblem(await send(ctx, 'PATCH', '/api/v1/settings', { cookie: staff.cookie, body: settings }), 403, 'csrf_token_missing');
    const patched = await send(ctx, 'PATCH', '/api/v1/settings', { cookie: staff.cookie, csrf: staff.csrf, body: settings });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    const other = await newKey(ctx, 'viewer');
    assertProblem(await send(ctx, 'DELETE', `/api/v1/api-keys/${other.id}`, { cookie: staff.cookie }), 403, 'csrf_token_missing');
    assert.equal((await send(ctx, 'DELETE', `/api/v1/api-keys/${other.id}`, { cookie: staff.cookie, csrf: staff.csrf })).status, 204);
  });

  it('leaves requests with an Authorization header as they were: no CSRF token, no Origin check, the key decides', async () => {
    const { key } = await newKey(ctx, 'viewer');
    const viewer = await signIn(ctx, key);
    const body = { code: 'bearer-shop', name: 'Shop', kind: 'storefront' };
    const byKey = await call(ctx, 'POST', '/api/v1/channels', { body, headers: { cookie: viewer.cookie, origin: 'https://elsewhere.example' } });
    assert.equal(byKey.status, 201, 'the staff key decides, not the viewer cookie');
    const byViewerKey = await call(ctx, 'GET', '/api/v1/channels', { key, headers: { origin: 'https://elsewhere.example' } });
    assert.equal(byViewerKey.status, 200);
  });

  it('refuses a request with the cookie from another Origin, and accepts its own', async () => {
    const staff = await signIn(ctx, ctx.staffKey);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080', 'https://localhost']) {
      const res = await send(ctx, 'GET', '/api/v1/warehouses', { cookie: staff.cookie, origin });
      assertProblem(res, 403, 'origin_mismatch');
    }
    const write = await send(ctx, 'POST', '/api/v1/channels', {
      cookie: staff.cookie,
      csrf: staff.csrf,
      origin: 'https://evil.example',
      body: { code: 'evil', name: 'Evil', kind: 'other' },
    });
    assertProblem(write, 403, 'origin_mismatch');
    // app.inject sends Host: localhost:80, so the server's own origin is http://localhost.
    const own = await send(ctx, 'POST', '/api/v1/channels', {
      cookie: staff.cookie,
      csrf: staff.csrf,
      origin: 'http://localhost',
      body: { code: 'same-origin', name: 'Same', kind: 'other' },
    });
    assert.equal(own.status, 201);
    assertProblem(await send(ctx, 'POST', '/api/v1/sessions', { origin: 'https://evil.example', body: { key: ctx.staffKey } }), 403, 'origin_mismatch');
    assert.equal((await send(ctx, 'POST', '/api/v1/sessions', { origin: 'http://localhost', body: { key: ctx.staffKey } })).status, 201);
    const proxied = await send(ctx, 'GET', '/api/v1/warehouses', {
      cookie: staff.cookie,
      origin: 'https://dockside.example',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'dockside.example' },
    });
    assertProblem(proxied, 403, 'origin_mismatch');
    assert.match(proxied.body.detail, /DOCKSIDE_TRUST_PROXY/, 'forwarded headers count only from a trusted proxy');
  });

  it('answers the current session, with the same CSRF token, and 401 without one', async () => {
    const staff = await signIn(ctx, ctx.staffKey);
    const current = await send(ctx, 'GET', '/api/v1/session', { cookie: staff.cookie });
    assert.equal(current.status, 200);
    assert.deepEqual(current.body, staff.res.body);
    assertProblem(await send(ctx, 'GET', '/api/v1/session'), 401, 'unauthorized');
    assertProblem(await call(ctx, 'GET', '/api/v1/session'), 401, 'unauthorized');
    assertProblem(await send(ctx, 'GET', '/api/v1/session', { cookie: 'dockside_session=not-a-session' }), 401, 'unauthorized');
    assertProblem(await send(ctx, 'GET', '/api/v1/warehouses', { cookie: 'dockside_session=not-a-session' }), 401, 'unauthorized');
  });

  it('signs out: CSRF token needed, 204, the cookie cleared and the session gone', async () => {
    const { key } = await newKey(ctx, 'viewer');
    const viewer = await signIn(ctx, key);
    assertProblem(await send(ctx, 'DELETE', '/api/v1/session', { cookie: viewer.cookie }), 403, 'csrf_token_missing');
    const out = await send(ctx, 'DELETE', '/api/v1/session', { cookie: viewer.cookie, csrf: viewer.csrf });
    assert.equal(out.status, 204, 'a viewer may end its own session');
    assert.deepEqual(out.setCookie!.split('; ').sort(), ['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict', 'dockside_session=']);
    assert.equal(await sessionRow(ctx, viewer), undefined);
    assertProblem(await send(ctx, 'GET', '/api/v1/session', { cookie: viewer.cookie }), 401, 'unauthorized');
    assertProblem(await send(ctx, 'GET', '/api/v1/products', { cookie: viewer.cookie }), 401, 'unauthorized');
    assertProblem(await send(ctx, 'DELETE', '/api/v1/session', { cookie: viewer.cookie, csrf: viewer.csrf }), 401, 'unauthorized');
  });

  it('ends a session replaced by signing in again from the same browser', async () => {
    const first = await signIn(ctx, ctx.staffKey);
    const second = await signIn(ctx, ctx.staffKey, { cookie: first.cookie });
    assert.notEqual(second.cookie, first.cookie);
    assertProblem(await send(ctx, 'GET', '/api/v1/session', { cookie: first.cookie }), 401, 'unauthorized');
    assert.equal((await send(ctx, 'GET', '/api/v1/session', { cookie: second.cookie })).status, 200);
  });

  it('stores only a hash of the session token, and nothing of the CSRF token', async () => {
    const staff = await signIn(ctx, ctx.staffKey);
    const row = await sessionRow(ctx, staff);
    assert.ok(row, 'the row is found by the SHA-256 of the token');
    assert.match(row.token_hash, /^[0-9a-f]{64}$/);
    const rows = await ctx.db.selectFrom('staff_sessions').selectAll().execute();
    const stored = JSON.stringify(rows);
    assert.ok(!stored.includes(tokenOf(staff)), 'the token is not stored');
    assert.ok(!stored.includes(staff.csrf), 'the CSRF token is not stored');
  });

  it('ends a session unused for the idle time, and moves last_seen_at at most once a minute', async () => {
    const staff = await signIn(ctx, ctx.staffKey);
    const signedInAt = (await sessionRow(ctx, staff))!.last_seen_at;
    assert.equal((await send(ctx, 'GET', '/api/v1/warehouses', { cookie: staff.cookie })).status, 200);
    assert.equal((await sessionRow(ctx, staff))!.last_seen_at, signedInAt, 'no write within the minute');
    await age(ctx, staff, { lastSeenMs: 2 * MINUTE });
    const current = await send(ctx, 'GET', '/api/v1/session', { cookie: staff.cookie });
    assert.equal(current.status, 200);
    const seen = (await sessionRow(ctx, staff))!.last_seen_at;
    assert.ok(Date.parse(seen) > Date.parse(signedInAt), 'used after a minute: last_seen_at moves');
    assert.equal(current.body.idle_expires_at, new Date(Date.parse(seen) + IDLE_MINUTES * MINUTE).toISOString());
    await age(ctx, staff, { lastSeenMs: (IDLE_MINUTES - 1) * MINUTE });
    assert.equal((await send(ctx, 'GET', '/api/v1/warehouses', { cookie: staff.cookie })).status, 200, 'a minute before the idle time');
    await age(ctx, staff, { lastSeenMs: IDLE_MINUTES * MINUTE + 1000 });
    const ended = await send(ctx, 'GET', '/api/v1/warehouses', { cookie: staff.cookie });
    assertProblem(ended, 401, 'unauthorized');
    assert.match(ended.body.detail, /expired/);
  });

  it('ends a session at its lifetime however much it is used', async () => {
    const staff = await signIn(ctx, ctx.staffKey);
    const row = (await sessionRow(ctx, staff))!;
    assert.equal(Date.parse(row.expires_at) - Date.parse(row.created_at), MAX_HOURS * 3_600_000);
    await age(ctx, staff, { expiresMs: MAX_HOURS * 3_600_000 - 60_000 });
    const near = await send(ctx, 'GET', '/api/v1/session', { cookie: staff.cookie });
    assert.equal(near.status, 200);
    assert.equal(near.body.idle_expires_at, near.body.expires_at, 'the lifetime caps the idle expiry');
    await age(ctx, staff, { expiresMs: 61_000 });
    assertProblem(await send(ctx, 'GET', '/api/v1/warehouses', { cookie: staff.cookie }), 401, 'unauthorized');
  });

  it('ends the sessions of a revoked key at once, however it was revoked', async () => {
    const staff = await newKey(ctx, 'staff');
    const a = await signIn(ctx, staff.key);
    const b = await signIn(ctx, staff.key);
    assert.equal((await call(ctx, 'DELETE', `/api/v1/api-keys/${staff.id}`)).status, 204);
    for (const browser of [a, b]) assertProblem(await send(ctx, 'GET', '/api/v1/warehouses', { cookie: browser.cookie }), 401, 'unauthorized');
    const left = await ctx.db.selectFrom('staff_sessions').select('id').where('api_key_id', '=', staff.id).execute();
    assert.deepEqual(left, [], 'revoking deletes them');
    // `dockside keys revoke` marks the key only: its sessions are refused all the same.
    const viewer = await newKey(ctx, 'viewer');
    const c = await signIn(ctx, viewer.key);
    await ctx.db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).where('id', '=', viewer.id).execute();
    assertProblem(await send(ctx, 'GET', '/api/v1/session', { cookie: c.cookie }), 401, 'unauthorized');
  });

  it('never opens the 3PL API to a session cookie: only the key counts there', async () => {
    const staff = await signIn(ctx, ctx.staffKey);
    const cookieOnly = await send(ctx, 'GET', '/services/3pl/v1/customer-shipments.json', { cookie: staff.cookie });
    assertProblem(cookieOnly, 401, 'unauthorized');
    const write = await send(ctx, 'PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', {
      cookie: staff.cookie,
      csrf: staff.csrf,
      body: { shipments: [] },
    });
    assertProblem(write, 401, 'unauthorized');
    const { key } = await createWarehouseKey(ctx.db, 'COOKIE');
    const withKey = await send(ctx, 'GET', '/services/3pl/v1/customer-shipments.json', { cookie: staff.cookie, headers: { authorization: `Bearer ${key}` } });
    assert.equal(withKey.status, 200, 'the warehouse key answers, the cookie is ignored');
  });

  it('housekeeping purges ended sessions and keeps live ones', async () => {
    const live = await signIn(ctx, ctx.staffKey);
    const idle = await signIn(ctx, ctx.staffKey);
    const old = await signIn(ctx, ctx.staffKey);
    await age(ctx, idle, { lastSeenMs: IDLE_MINUTES * MINUTE + 1000 });
    await age(ctx, old, { expiresMs: MAX_HOURS * 3_600_000 + 1000 });
    const purged = await purgeEndedSessions(ctx.db, { idleMs: IDLE_MINUTES * MINUTE, maxMs: MAX_HOURS * 3_600_000 });
    assert.ok(purged >= 2, `purged ${purged}`);
    assert.equal(await sessionRow(ctx, idle), undefined);
    assert.equal(await sessionRow(ctx, old), undefined);
    assert.ok(await sessionRow(ctx, live));
    assert.equal((await send(ctx, 'GET', '/api/v1/session', { cookie: live.cookie })).status, 200);
  });
});

describe('sessions: behind a trusted reverse proxy (DOCKSIDE_TRUST_PROXY)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ config: { trustProxy: 'loopback', signInPerMinute: 1000 } });
  });
  after(async () => {
    await ctx.close();
  });

  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'dockside.example' };

  it("marks the cookie Secure when the proxy says https, and takes the proxy's origin as its own", async () => {
    const staff = await signIn(ctx, ctx.staffKey, { headers: forwarded, origin: 'https://dockside.example' });
    assert.ok(staff.res.setCookie!.split('; ').includes('Secure'));
    const write = await send(ctx, 'POST', '/api/v1/channels', {
      cookie: staff.cookie,
      csrf: staff.csrf,
      origin: 'https://dockside.example',
      headers: forwarded,
      body: { code: 'proxied', name: 'Proxied', kind: 'other' },
    });
    assert.equal(write.status, 201);
    assertProblem(
      await send(ctx, 'GET', '/api/v1/warehouses', { cookie: staff.cookie, origin: 'http://dockside.example', headers: forwarded }),
      403,
      'origin_mismatch',
    );
    const out = await send(ctx, 'DELETE', '/api/v1/session', { cookie: staff.cookie, csrf: staff.csrf, headers: forwarded });
    assert.equal(out.status, 204);
    assert.ok(out.setCookie!.split('; ').includes('Secure'));
  });

  it('believes forwarded headers only from the proxies named', async () => {
    const direct = await signIn(ctx, ctx.staffKey, { headers: forwarded, remoteAddress: '203.0.113.9' });
    assert.ok(!direct.res.setCookie!.split('; ').includes('Secure'), 'a client that is not the proxy cannot claim https');
  });
});

describe('sessions: sign-in attempts are limited per client address', () => {
  const LIMIT = 3;
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ config: { signInPerMinute: LIMIT } });
  });
  after(async () => {
    await ctx.close();
  });

  it('answers 429 rate_limited after the limit, even to a good key, and counts each address on its own', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await send(ctx, 'POST', '/api/v1/sessions', { body: { key: `dk_staff_guess-${i}` } });
      assertProblem(res, 401, 'unauthorized');
      assert.equal(res.headers['ratelimit-remaining'], String(LIMIT - i - 1));
    }
    const limited = await send(ctx, 'POST', '/api/v1/sessions', { body: { key: ctx.staffKey } });
    assertProblem(limited, 429, 'rate_limited');
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal(limited.setCookie, undefined);
    const elsewhere = await send(ctx, 'POST', '/api/v1/sessions', { body: { key: ctx.staffKey }, remoteAddress: '198.51.100.7' });
    assert.equal(elsewhere.status, 201);
    assert.equal((await call(ctx, 'GET', '/api/v1/warehouses')).status, 200, 'keys are not held back by the sign-in limit');
  });
});

describe('sessions: configuration (docs/operations.md "Configuration")', () => {
  it('defaults to an hour idle, twelve hours in all, ten sign-ins a minute, no trusted proxy', () => {
    const config = loadConfig({});
    assert.deepEqual([config.sessionIdleMinutes, config.sessionMaxHours, config.signInPerMinute, config.trustProxy], [60, 12, 10, '']);
  });

  it('takes proxies as addresses, CIDR ranges and named ranges, and refuses anything else by name', () => {
    const ok = loadConfig({ DOCKSIDE_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, ::1, fd00::/8, loopback' });
    assert.equal(ok.trustProxy, '10.0.0.0/8, 192.168.1.7, ::1, fd00::/8, loopback');
    for (const bad of ['true', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/1']) {
      assert.throws(() => loadConfig({ DOCKSIDE_TRUST_PROXY: bad }), /DOCKSIDE_TRUST_PROXY/, bad);
    }
    assert.throws(
      () => loadConfig({ DOCKSIDE_SESSION_IDLE_MINUTES: '0', DOCKSIDE_SESSION_MAX_HOURS: 'x' }),
      /DOCKSIDE_SESSION_IDLE_MINUTES.*\n.*DOCKSIDE_SESSION_MAX_HOURS/,
    );
  });
});
