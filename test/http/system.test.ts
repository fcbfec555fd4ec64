import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.ts';
import { connect, ping } from '../../src/db/connect.ts';
import { registerDeprecation } from '../../src/http/deprecation.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('health and readiness (docs/operations.md)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('answers /health 200 without a key', async () => {
    const res = await call(ctx, 'GET', '/health', { key: null });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'ok' });
  });

  it('answers /ready 200 while the database answers', async () => {
    const res = await call(ctx, 'GET', '/ready', { key: null });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'ready' });
  });

  it('answers /ready 503 not_ready, and /health still 200, when the database is gone', async () => {
    const gone = connect(ctx.databaseUrl, ctx.schema ? { schema: ctx.schema } : {});
    assert.equal(await ping(gone), true);
    await gone.destroy();
    const app = await buildApp(ctx.config, gone, ctx.keyring, { logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      assert.equal(ready.statusCode, 503);
      assert.match(String(ready.headers['content-type']), /^application\/problem\+json/);
      const body = ready.json();
      assert.equal(body.code, 'not_ready');
      assert.equal(body.request_id, ready.headers['x-request-id']);
      const health = await app.inject({ method: 'GET', url: '/health' });
      assert.equal(health.statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('deprecated routes (docs/admin-api.md "Versioning and deprecation")', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({
      beforeReady: (app) => {
        const schema = { response: { 200: { type: 'object', properties: { old: { type: 'boolean' } } } } };
        app.get('/api/v1/old-thing', { config: { auth: 'staff', deprecated: { sunset: '2027-06-30' } }, schema }, async () => ({ old: true }));
        app.get(
          '/api/v1/older-thing',
          {
            config: { auth: 'staff', deprecated: { since: '2026-11-01T00:00:00Z', sunset: '2027-06-30' } },
            schema,
          },
          async () => ({ old: true }),
        );
      },
    });
  });
  after(async () => {
    await ctx.close();
  });

  it('answers a deprecated route with Deprecation and Sunset headers', async () => {
    const res = await call(ctx, 'GET', '/api/v1/old-thing');
    assert.equal(res.status, 200);
    assert.equal(res.headers.deprecation, 'true');
    assert.equal(res.headers.sunset, 'Wed, 30 Jun 2027 00:00:00 GMT');
  });

  it('writes the deprecation date in the RFC 9745 form when the route gives one', async () => {
    const res = await call(ctx, 'GET', '/api/v1/older-thing');
    assert.equal(res.headers.deprecation, `@${Date.UTC(2026, 10, 1) / 1000}`);
    assert.equal(res.headers.sunset, 'Wed, 30 Jun 2027 00:00:00 GMT');
  });

  it('adds the headers to refusals too, and to no route that is not deprecated', async () => {
    const refused = await call(ctx, 'GET', '/api/v1/old-thing', { key: null });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.sunset, 'Wed, 30 Jun 2027 00:00:00 GMT');
    const current = await call(ctx, 'GET', '/api/v1/warehouses');
    assert.equal(current.headers.deprecation, undefined);
    assert.equal(current.headers.sunset, undefined);
  });

  it('marks the operation deprecated in the OpenAPI document', async () => {
    const doc = await call(ctx, 'GET', '/openapi.json', { key: null });
    assert.equal(doc.body.paths['/api/v1/old-thing'].get.deprecated, true);
    assert.equal(doc.body.paths['/api/v1/warehouses'].get.deprecated, undefined);
  });

  it('refuses to register a route whose sunset is not a date', () => {
    const app = Fastify();
    registerDeprecation(app);
    assert.throws(
      () => app.get('/typo', { config: { deprecated: { sunset: '2027-13-45' } } }, async () => ({})),
      /deprecated\.sunset "2027-13-45" is not a date/,
    );
  });
});
