import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';

describe('admin: locations can be renamed, moved, and archived when empty (docs/admin-api.md "Locations")', () => {
  let ctx: TestContext;
  const ok = async (method: string, url: string, body?: unknown) => {
    const res = await call(ctx, method, url, { body });
    assert.ok(res.status < 300, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const patch = (location: string, body: unknown) => call(ctx, 'PATCH', `/api/v1/warehouses/EAST/locations/${location}`, { body });
  const refusal = (res: Reply) => [res.status, res.body.errors?.[0]?.pointer];

  before(async () => {
    ctx = await createContext();
    await ok('POST', '/api/v1/warehouses', { code: 'EAST', name: 'East' });
    await ok('POST', '/api/v1/products', { code: 'WIDGET', name: 'Widget' });
    await ok('POST', '/api/v1/warehouses/EAST/locations', { code: 'A-01' });
    await ok('POST', '/api/v1/warehouses/EAST/locations', { code: 'A-01-1', parent: 'A-01' });
    await ok('POST', '/api/v1/warehouses/EAST/locations', { code: 'QC', parent: 'lost_and_found' });
  });
  after(async () => {
    await ctx.close();
  });

  it('renames a bin, code and name, found by code or id', async () => {
    const renamed = (await patch('A-01', { code: 'A-1', name: 'Aisle A, bay 1' })).body;
    assert.deepEqual([renamed.code, renamed.name, renamed.parent], ['A-1', 'Aisle A, bay 1', 'storage']);
    const byId = await patch(String(renamed.id), { name: 'Aisle A' });
    assert.equal(byId.body.name, 'Aisle A');
    assert.deepEqual(refusal(await patch('A-1', { code: 'QC' })), [409, '/code']);
  });

  it('moves a bin, its own bins with it; never under itself; across trees only when empty', async () => {
    assert.deepEqual(refusal(await patch('A-1', { parent: 'A-01-1' })), [422, '/parent']);
    assert.deepEqual(refusal(await patch('A-1', { parent: 'NOPE' })), [422, '/parent']);
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', location: 'A-01-1', product_code: 'WIDGET', quantity: 3 });
    assert.deepEqual(refusal(await patch('A-1', { parent: 'lost_and_found' })), [422, '/parent']);
    const onHand = (await ok('GET', '/api/v1/inventory?warehouse=EAST&product_code=WIDGET'))[0].on_hand;
    assert.equal(onHand, 3, 'a refused move changed nothing');
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', location: 'A-01-1', product_code: 'WIDGET', quantity: -3 });
    const moved = (await patch('A-1', { parent: 'lost_and_found' })).body;
    assert.deepEqual([moved.parent, moved.primary_storage], ['lost_and_found', false]);
    const child = (await ok('GET', '/api/v1/warehouses/EAST/locations')).find((l: any) => l.code === 'A-01-1');
    assert.equal(child.primary_storage, false, 'the bins under it moved out of primary storage too');
    await ok('PATCH', '/api/v1/warehouses/EAST/locations/A-1', { parent: 'storage' });
  });

  it('archives an empty bin after the bins under it; nothing is put away there while archived; brings it back', async () => {
    assert.deepEqual(refusal(await patch('A-1', { archived: true })), [422, '/archived']);
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', location: 'A-01-1', product_code: 'WIDGET', quantity: 1 });
    assert.deepEqual(refusal(await patch('A-01-1', { archived: true })), [422, '/archived']);
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', location: 'A-01-1', product_code: 'WIDGET', quantity: -1 });
    const archived = (await patch('A-01-1', { archived: true })).body;
    assert.ok(archived.archived_at);
    assert.ok((await patch('A-1', { archived: true })).body.archived_at);
    const adjust = await call(ctx, 'POST', '/api/v1/inventory/adjustments', {
      body: { warehouse: 'EAST', location: 'A-1', product_code: 'WIDGET', quantity: 1 },
    });
    assert.deepEqual(refusal(adjust), [422, '/location']);
    assert.deepEqual(refusal(await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: 'A-2', parent: 'A-1' } })), [422, '/parent']);
    assert.deepEqual(refusal(await patch('A-01-1', { archived: false })), [422, '/archived'], 'not under an archived location');
    assert.equal((await patch('A-1', { archived: false })).body.archived_at, null);
    assert.equal((await patch('A-01-1', { archived: false })).body.archived_at, null);
  });

  it('lets standard locations change only their name', async () => {
    for (const body of [{ code: 'main' }, { parent: 'A-1' }, { archived: true }]) {
      const res = await patch('storage', body);
      assert.equal(res.status, 422, JSON.stringify(body));
    }
    assert.equal((await patch('storage', { name: 'Main floor' })).body.name, 'Main floor');
    assert.equal((await call(ctx, 'PATCH', '/api/v1/warehouses/EAST/locations/nope', { body: { name: 'x' } })).status, 404);
    await assertLedgerInvariant(ctx.db);
  });
});
