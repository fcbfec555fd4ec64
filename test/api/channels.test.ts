import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('admin: channels', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a channel and reads it back by id and by code', async () => {
    const res = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'shop', name: 'Web shop', kind: 'storefront' } });
    assert.equal(res.status, 201);
    assert.equal(res.body.code, 'shop');
    assert.equal(res.body.kind, 'storefront');
    assert.ok(res.body.id > 0 && res.body.created_at && res.body.updated_at);
    const byId = await call(ctx, 'GET', `/api/v1/channels/${res.body.id}`);
    assert.deepEqual(byId.body, res.body);
    const byCode = await call(ctx, 'GET', '/api/v1/channels/shop');
    assert.deepEqual(byCode.body, res.body);
  });

  it('answers 409 already_exists for a duplicate code', async () => {
    const res = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'shop', name: 'Again', kind: 'other' } });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'already_exists');
    assert.equal(res.body.errors[0].pointer, '/code');
  });

  it('refuses an unknown kind and unknown fields with 400', async () => {
    const res = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'x', name: 'X', kind: 'mall', colour: 'red' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/colour', '/kind']);
  });

  it('lists channels with paging and filters by kind and code', async () => {
    await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'amazon', name: 'Amazon', kind: 'marketplace' } });
    await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'phone', name: 'Phone orders', kind: 'other' } });
    const first = await call(ctx, 'GET', '/api/v1/channels?per_page=2');
    assert.deepEqual(
      first.body.map((c: any) => c.code),
      ['shop', 'amazon'],
    );
    assert.match(first.headers.link as string, /page=2.*rel="next"/);
    const marketplaces = await call(ctx, 'GET', '/api/v1/channels?kind=marketplace');
    assert.deepEqual(
      marketplaces.body.map((c: any) => c.code),
      ['amazon'],
    );
    const one = await call(ctx, 'GET', '/api/v1/channels?code=phone');
    assert.deepEqual(
      one.body.map((c: any) => c.code),
      ['phone'],
    );
  });

  it("changes a channel's name and kind, by code or id, and keeps its code", async () => {
    const renamed = await call(ctx, 'PATCH', '/api/v1/channels/amazon', { body: { name: 'Amazon US', kind: 'other' } });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual([renamed.body.code, renamed.body.name, renamed.body.kind], ['amazon', 'Amazon US', 'other']);
    assert.ok(renamed.body.updated_at >= renamed.body.created_at);
    const byId = await call(ctx, 'PATCH', `/api/v1/channels/${renamed.body.id}`, { body: { kind: 'marketplace' } });
    assert.deepEqual([byId.body.name, byId.body.kind], ['Amazon US', 'marketplace'], 'a field not sent keeps its value');
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/channels/amazon')).body, byId.body);
  });

  it('refuses a code, an empty name, an unknown kind or field with 400 and changes nothing; 404 for no such channel', async () => {
    const before = (await call(ctx, 'GET', '/api/v1/channels/phone')).body;
    const res = await call(ctx, 'PATCH', '/api/v1/channels/phone', { body: { code: 'tel', name: '', kind: 'mall' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/code', '/kind', '/name']);
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/channels/phone')).body, before);
    const missing = await call(ctx, 'PATCH', '/api/v1/channels/nope', { body: { name: 'Nope' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'not_found');
  });

  it('answers 404 for an unknown channel and 401 without a key', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/channels/nope')).status, 404);
    assert.equal((await call(ctx, 'GET', '/api/v1/channels', { key: null })).status, 401);
  });
});
