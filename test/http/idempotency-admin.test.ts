import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('Idempotency-Key on admin writes (docs/3pl-api.md section 9: any PUT/POST)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('replays the stored answer of a POST, refuses the key for another body, and keeps keys apart per API key', async () => {
    const headers = { 'idempotency-key': 'create-shop-1' };
    const first = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'shop', name: 'Shop', kind: 'storefront' }, headers });
    assert.equal(first.status, 201);
    const again = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'shop', name: 'Shop', kind: 'storefront' }, headers });
    assert.equal(again.status, 201, 'a retry gets the first answer, not 409 already_exists');
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.body, first.body);
    const other = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'market', name: 'Market', kind: 'marketplace' }, headers });
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 'idempotency_key_reused');
    const listed = await call(ctx, 'GET', '/api/v1/channels');
    assert.equal(listed.body.length, 1);
  });

  it('stores error answers too, and refuses a malformed key', async () => {
    const headers = { 'idempotency-key': 'dup-channel' };
    const dup = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'shop', name: 'Again', kind: 'storefront' }, headers });
    assert.equal(dup.status, 409);
    const replay = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'shop', name: 'Again', kind: 'storefront' }, headers });
    assert.equal(replay.status, 409);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.match(replay.headers['content-type'] as string, /problem\+json/);
    const bad = await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'x', name: 'X', kind: 'other' }, headers: { 'idempotency-key': 'x'.repeat(256) } });
    assert.equal(bad.status, 400);
  });
});
