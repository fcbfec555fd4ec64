import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createWarehouses } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('admin: partners', () => {
  let ctx: TestContext;
  let westId: number;
  before(async () => {
    ctx = await createContext();
    await createWarehouses(ctx, 'EAST', 'WEST', 'NORTH', 'SOUTH');
    westId = (await call(ctx, 'GET', '/api/v1/warehouses/WEST')).body.id;
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a partner with warehouses named by code or id, answered as codes', async () => {
    const res = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Acme 3PL', code: 'acme', warehouses: ['EAST', westId] } });
    assert.equal(res.status, 201);
    assert.deepEqual(Object.keys(res.body).sort(), ['code', 'created_at', 'id', 'name', 'updated_at', 'warehouses']);
    assert.equal(res.body.code, 'acme');
    assert.equal(res.body.name, 'Acme 3PL');
    assert.deepEqual(res.body.warehouses, ['EAST', 'WEST']);
    const byCode = await call(ctx, 'GET', '/api/v1/partners/acme');
    assert.deepEqual(byCode.body, res.body);
    const byId = await call(ctx, 'GET', `/api/v1/partners/${res.body.id}`);
    assert.deepEqual(byId.body, res.body);
  });

  it('creates a partner without a code or warehouses', async () => {
    const res = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Nameless', warehouses: [] } });
    assert.equal(res.status, 201);
    assert.equal(res.body.code, null);
    assert.deepEqual(res.body.warehouses, []);
  });

  it('answers 409 already_exists for a taken code', async () => {
    const res = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Other', code: 'acme', warehouses: ['NORTH'] } });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'already_exists');
    assert.equal(res.body.errors[0].pointer, '/code');
    const north = await call(ctx, 'GET', '/api/v1/partners?code=acme');
    assert.equal(north.body.length, 1, 'nothing half-applied');
  });

  it('refuses a warehouse run by another partner with 409 naming that partner', async () => {
    const res = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Rival', code: 'rival', warehouses: ['NORTH', 'WEST'] } });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'already_exists');
    assert.equal(res.body.errors[0].pointer, '/warehouses/1');
    assert.match(res.body.errors[0].message, /WEST.*acme/);
    const list = await call(ctx, 'GET', '/api/v1/partners?code=rival');
    assert.deepEqual(list.body, [], 'the partner was not created either');
  });

  it('refuses unknown and repeated warehouses with 422 pointing at the element', async () => {
    const unknown = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Ghost', warehouses: ['NORTH', 'NOWHERE'] } });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.code, 'unknown_reference');
    assert.equal(unknown.body.errors[0].pointer, '/warehouses/1');
    const unknownId = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Ghost', warehouses: [99999] } });
    assert.equal(unknownId.status, 422);
    assert.equal(unknownId.body.errors[0].pointer, '/warehouses/0');
    const northId = (await call(ctx, 'GET', '/api/v1/warehouses/NORTH')).body.id;
    const twice = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Twice', warehouses: ['NORTH', northId] } });
    assert.equal(twice.status, 422);
    assert.equal(twice.body.code, 'invalid_value');
    assert.equal(twice.body.errors[0].pointer, '/warehouses/1');
  });

  it('refuses schema violations with 400, all at once', async () => {
    const res = await call(ctx, 'POST', '/api/v1/partners', { body: { name: '', code: 'bad code', colour: 'red' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/code', '/colour', '/name', '/warehouses']);
  });

  it('changes name and code, and replaces the warehouse list', async () => {
    const res = await call(ctx, 'PATCH', '/api/v1/partners/acme', { body: { name: 'Acme Logistics', code: 'acme_logistics', warehouses: ['EAST', 'SOUTH'] } });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'Acme Logistics');
    assert.equal(res.body.code, 'acme_logistics');
    assert.deepEqual(res.body.warehouses, ['EAST', 'SOUTH']);
    assert.ok(res.body.updated_at >= res.body.created_at);
    const nameOnly = await call(ctx, 'PATCH', `/api/v1/partners/${res.body.id}`, { body: { name: 'Acme' } });
    assert.deepEqual(nameOnly.body.warehouses, ['EAST', 'SOUTH'], 'warehouses untouched when not sent');
    // WEST was released by the change above and may now go to another partner.
    const other = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Westies', code: 'westies', warehouses: ['WEST'] } });
    assert.equal(other.status, 201);
  });

  it("refuses a PATCH that would take another partner's warehouse or code", async () => {
    const steal = await call(ctx, 'PATCH', '/api/v1/partners/westies', { body: { name: 'Greedy', warehouses: ['WEST', 'EAST'] } });
    assert.equal(steal.status, 409);
    assert.equal(steal.body.errors[0].pointer, '/warehouses/1');
    const after = await call(ctx, 'GET', '/api/v1/partners/westies');
    assert.equal(after.body.name, 'Westies', 'nothing half-applied');
    assert.deepEqual(after.body.warehouses, ['WEST']);
    const code = await call(ctx, 'PATCH', '/api/v1/partners/westies', { body: { code: 'acme_logistics' } });
    assert.equal(code.status, 409);
    assert.equal(code.body.errors[0].pointer, '/code');
    const unknown = await call(ctx, 'PATCH', '/api/v1/partners/westies', { body: { warehouses: ['NOWHERE'] } });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.errors[0].pointer, '/warehouses/0');
    const bad = await call(ctx, 'PATCH', '/api/v1/partners/westies', { body: { colour: 'red' } });
    assert.equal(bad.status, 400);
  });

  it('answers 404 for an unknown partner', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/partners/nobody')).status, 404);
    const patch = await call(ctx, 'PATCH', '/api/v1/partners/99999', { body: { name: 'x' } });
    assert.equal(patch.status, 404);
    assert.equal(patch.body.code, 'not_found');
  });

  it('lists partners by updated_at, filtered by code and paged', async () => {
    const all = await call(ctx, 'GET', '/api/v1/partners');
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.body.map((p: any) => p.name),
      ['Nameless', 'Acme', 'Westies'],
    );
    const first = await call(ctx, 'GET', '/api/v1/partners?per_page=2');
    assert.equal(first.body.length, 2);
    assert.match(first.headers.link as string, /page=2/);
    const since = await call(ctx, 'GET', `/api/v1/partners?updated_at_min=${encodeURIComponent(all.body[2].updated_at)}`);
    assert.deepEqual(
      since.body.map((p: any) => p.code),
      ['westies'],
    );
    const byCode = await call(ctx, 'GET', '/api/v1/partners?code=westies');
    assert.deepEqual(
      byCode.body.map((p: any) => p.name),
      ['Westies'],
    );
  });

  it('is for staff keys only', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/partners', { key: null })).status, 401);
    const { key } = await createWarehouseKey(ctx.db, 'WH-PARTNERS');
    assert.equal((await call(ctx, 'GET', '/api/v1/partners', { key })).status, 403);
  });
});
