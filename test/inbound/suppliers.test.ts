import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('admin: suppliers', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a supplier and reads it back by id and by code, every address field present', async () => {
    const body = { code: 'ACME', name: 'Acme Supplies', email: 'orders@acme.example', address: { street: '1 Mill Rd', country_code: 'DE' } };
    const res = await call(ctx, 'POST', '/api/v1/suppliers', { body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.code, 'ACME');
    assert.equal(res.body.phone, null);
    assert.deepEqual(res.body.address, {
      name: null,
      street: '1 Mill Rd',
      street2: null,
      city: null,
      zip: null,
      subdivision_code: null,
      country_code: 'DE',
      phone: null,
      email: null,
    });
    assert.ok(res.body.id > 0 && res.body.created_at && res.body.updated_at);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/suppliers/${res.body.id}`)).body, res.body);
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/suppliers/ACME')).body, res.body);
  });

  it('answers 409 already_exists at /code for a duplicate code, and 404 for an unknown supplier', async () => {
    const res = await call(ctx, 'POST', '/api/v1/suppliers', { body: { code: 'ACME', name: 'Again' } });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'already_exists');
    assert.equal(res.body.errors[0].pointer, '/code');
    assert.equal((await call(ctx, 'GET', '/api/v1/suppliers/NOPE')).status, 404);
  });

  it('refuses a missing name and unknown fields with 400, listing each', async () => {
    const res = await call(ctx, 'POST', '/api/v1/suppliers', { body: { code: 'B', colour: 'red' } });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors.map((e: { pointer: string }) => e.pointer).sort(), ['/colour', '/name']);
  });

  it('lists suppliers with paging and a code filter', async () => {
    await call(ctx, 'POST', '/api/v1/suppliers', { body: { code: 'BOLT', name: 'Bolt Co' } });
    const page = await call(ctx, 'GET', '/api/v1/suppliers?per_page=1');
    assert.equal(page.body.length, 1);
    assert.match(page.headers.link as string, /rel="next"/);
    const byCode = await call(ctx, 'GET', '/api/v1/suppliers?code=BOLT');
    assert.deepEqual(
      byCode.body.map((s: { code: string }) => s.code),
      ['BOLT'],
    );
  });
});
