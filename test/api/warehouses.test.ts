import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('admin: warehouses and locations', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a warehouse with storage, lost_and_found and consumables', async () => {
    const res = await call(ctx, 'POST', '/api/v1/warehouses', {
      body: { code: 'EAST', name: 'East DC', address: { city: 'Newark', country_code: 'US' }, return_address: { street: '1 Dock Rd', country_code: 'US' } },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.code, 'EAST');
    assert.equal(res.body.address.city, 'Newark');
    assert.equal(res.body.address.street, null);
    assert.deepEqual(
      res.body.locations.map((l: any) => l.code),
      ['storage', 'lost_and_found', 'consumables'],
    );
    assert.equal(res.body.locations[0].primary_storage, true);
    assert.equal(res.body.locations[1].primary_storage, false);
  });

  it('answers 409 already_exists for a duplicate code', async () => {
    const res = await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'Again' } });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'already_exists');
    assert.equal(res.body.errors[0].pointer, '/code');
    assert.match(res.headers['content-type'] as string, /application\/problem\+json/);
  });

  it('lists every schema error at once, unknown fields included, and creates nothing', async () => {
    const res = await call(ctx, 'POST', '/api/v1/warehouses', { body: { name: '', colour: 'red', address: { country_code: 'usa' } } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    const pointers = res.body.errors.map((e: any) => e.pointer).sort();
    assert.deepEqual(pointers, ['/address/country_code', '/code', '/colour', '/name']);
    assert.ok(res.body.request_id);
    const list = await call(ctx, 'GET', '/api/v1/warehouses');
    assert.equal(list.body.length, 1);
  });

  it('adds bins under storage that count as primary storage, and refuses unknown parents', async () => {
    const bin = await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: 'A-01', name: 'Aisle A bin 1' } });
    assert.equal(bin.status, 201);
    assert.equal(bin.body.parent, 'storage');
    assert.equal(bin.body.primary_storage, true);
    const nested = await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: 'LF-1', parent: 'lost_and_found' } });
    assert.equal(nested.body.primary_storage, false);
    const bad = await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: 'X-1', parent: 'nowhere' } });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.code, 'unknown_reference');
    assert.equal(bad.body.errors[0].pointer, '/parent');
    const dup = await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: 'A-01' } });
    assert.equal(dup.status, 409);
  });

  it('pages lists with a Link header and filters by code', async () => {
    for (const code of ['W1', 'W2', 'W3']) await call(ctx, 'POST', '/api/v1/warehouses', { body: { code, name: code } });
    const first = await call(ctx, 'GET', '/api/v1/warehouses?per_page=2');
    assert.equal(first.body.length, 2);
    assert.match(first.headers.link as string, /page=2.*rel="next"/);
    const last = await call(ctx, 'GET', '/api/v1/warehouses?per_page=2&page=2');
    assert.equal(last.body.length, 2);
    assert.equal(last.headers.link, undefined);
    const one = await call(ctx, 'GET', '/api/v1/warehouses?code=W2');
    assert.deepEqual(
      one.body.map((w: any) => w.code),
      ['W2'],
    );
  });

  it('answers 404 for an unknown warehouse', async () => {
    const res = await call(ctx, 'GET', '/api/v1/warehouses/999');
    assert.equal(res.status, 404);
    assert.equal(res.body.code, 'not_found');
  });
});
