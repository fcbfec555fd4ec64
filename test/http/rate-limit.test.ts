import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';

// 1 request/s sustained with a burst of 5: the limiter's window is 5 s, long enough that the test's
// requests all land in one window.
const BURST = 5;

describe('rate limit: per API key (docs/admin-api.md "Rate limits")', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ config: { rateLimitPerSecond: 1, rateLimitBurst: BURST } });
  });
  after(async () => {
    await ctx.close();
  });

  it('lets a key send its burst, then answers 429 rate_limited with Retry-After and RateLimit headers', async () => {
    for (let i = 1; i <= BURST; i++) {
      const res = await call(ctx, 'GET', '/api/v1/warehouses');
      assert.equal(res.status, 200, `request ${i}`);
      assert.equal(res.headers['ratelimit-limit'], String(BURST));
      assert.equal(res.headers['ratelimit-remaining'], String(BURST - i));
    }
    const limited = await call(ctx, 'GET', '/api/v1/warehouses');
    assert.equal(limited.status, 429);
    assert.match(String(limited.headers['content-type']), /^application\/problem\+json/);
    assert.equal(limited.body.code, 'rate_limited');
    assert.equal(limited.body.request_id, limited.headers['x-request-id']);
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= BURST, `Retry-After ${limited.headers['retry-after']}`);
    assert.equal(limited.headers['ratelimit-limit'], String(BURST));
    assert.equal(limited.headers['ratelimit-remaining'], '0');
    const reset = Number(limited.headers['ratelimit-reset']);
    assert.ok(reset >= 1 && reset <= BURST, `RateLimit-Reset ${limited.headers['ratelimit-reset']}`);
  });

  it('keeps a separate count for a different key', async () => {
    const other = await insertApiKey(ctx.db, { role: 'staff', partnerId: null, name: 'second staff' });
    const res = await call(ctx, 'GET', '/api/v1/warehouses', { key: other.key });
    assert.equal(res.status, 200);
    assert.equal(res.headers['ratelimit-remaining'], String(BURST - 1));
  });

  it('limits the same key however it is presented', async () => {
    const authorization = `Basic ${Buffer.from(`client:${ctx.staffKey}`).toString('base64')}`;
    const res = await call(ctx, 'GET', '/api/v1/warehouses', { key: null, headers: { authorization } });
    assert.equal(res.status, 429);
  });

  it('never limits public routes', async () => {
    for (let i = 0; i < BURST * 3; i++) {
      const res = await call(ctx, 'GET', '/health', { key: null });
      assert.equal(res.status, 200);
      assert.equal(res.headers['ratelimit-limit'], undefined);
    }
    const withKey = await call(ctx, 'GET', '/ready');
    assert.equal(withKey.status, 200, 'a limited key still gets readiness answers');
  });
});

describe('rate limit: off when the rate is 0', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ config: { rateLimitPerSecond: 0, rateLimitBurst: 1 } });
  });
  after(async () => {
    await ctx.close();
  });

  it('sends no RateLimit headers and never answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx, 'GET', '/api/v1/warehouses');
      assert.equal(res.status, 200);
      assert.equal(res.headers['ratelimit-limit'], undefined);
    }
  });
});
