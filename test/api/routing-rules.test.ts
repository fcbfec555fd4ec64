import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listRoutingRules } from '../../src/domain/returns/routing-rules.repo.ts';
import { createChannel, createProduct, createWarehouses } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';

const URL = '/api/v1/return-routing-rules';

describe('admin: return routing rules', () => {
  let ctx: TestContext;
  let shopId: number;
  before(async () => {
    ctx = await createContext();
    await createWarehouses(ctx, 'EAST', 'WEST', 'RETURNS');
    shopId = await createChannel(ctx, 'shop');
    await createChannel(ctx, 'amazon', 'marketplace');
    await createProduct(ctx.db, 'SKU-1');
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a rule with every condition and answers references as codes', async () => {
    const res = await call(ctx, 'POST', URL, { body: { priority: 10, channel: 'shop', country_code: 'US', product_code: 'SKU-1', warehouse: 'RETURNS' } });
    assert.equal(res.status, 201);
    assert.deepEqual(Object.keys(res.body).sort(), ['channel', 'country_code', 'created_at', 'id', 'priority', 'product_code', 'updated_at', 'warehouse']);
    assert.equal(res.body.priority, 10);
    assert.equal(res.body.channel, 'shop');
    assert.equal(res.body.country_code, 'US');
    assert.equal(res.body.product_code, 'SKU-1');
    assert.equal(res.body.warehouse, 'RETURNS');
    const one = await call(ctx, 'GET', `${URL}/${res.body.id}`);
    assert.deepEqual(one.body, res.body);
  });

  it('creates a catch-all rule without conditions, references by id allowed', async () => {
    const east = (await call(ctx, 'GET', '/api/v1/warehouses/EAST')).body.id;
    const res = await call(ctx, 'POST', URL, { body: { priority: 100, warehouse: east } });
    assert.equal(res.status, 201);
    assert.equal(res.body.channel, null);
    assert.equal(res.body.country_code, null);
    assert.equal(res.body.product_code, null);
    assert.equal(res.body.warehouse, 'EAST');
    const byChannelId = await call(ctx, 'POST', URL, { body: { priority: 0, channel: shopId, country_code: 'CA', warehouse: 'WEST' } });
    assert.equal(byChannelId.body.channel, 'shop');
  });

  it('refuses unknown references with 422 at the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ priority: 1, warehouse: 'NOWHERE' }, '/warehouse'],
      [{ priority: 1, warehouse: 'EAST', channel: 'ebay' }, '/channel'],
      [{ priority: 1, warehouse: 'EAST', product_code: 'SKU-404' }, '/product_code'],
    ];
    for (const [body, pointer] of cases) {
      const res = await call(ctx, 'POST', URL, { body });
      assert.equal(res.status, 422, pointer);
      assert.equal(res.body.code, 'unknown_reference');
      assert.equal(res.body.errors[0].pointer, pointer);
    }
  });

  it('refuses schema violations with 400, all at once', async () => {
    const res = await call(ctx, 'POST', URL, { body: { priority: -1, country_code: 'us', colour: 'red' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/colour', '/country_code', '/priority', '/warehouse']);
    const fraction = await call(ctx, 'POST', URL, { body: { priority: 1.5, warehouse: 'EAST' } });
    assert.equal(fraction.status, 400);
    const missing = await call(ctx, 'POST', URL, { body: { warehouse: 'EAST' } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors[0].pointer, '/priority');
  });

  it('lists rules in the order they are tried: priority, then id', async () => {
    const tie = await call(ctx, 'POST', URL, { body: { priority: 10, channel: 'amazon', warehouse: 'WEST' } });
    const res = await call(ctx, 'GET', URL);
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.map((r: any) => [r.priority, r.warehouse]),
      [
        [0, 'WEST'],
        [10, 'RETURNS'],
        [10, 'WEST'],
        [100, 'EAST'],
      ],
    );
    assert.equal(res.body[2].id, tie.body.id, 'the older rule wins a tie');
    const domain = await listRoutingRules(ctx.db);
    assert.deepEqual(
      domain.map((r) => r.id),
      res.body.map((r: any) => r.id),
    );
    assert.equal(domain[0]?.channelId, shopId);
    const page = await call(ctx, 'GET', `${URL}?per_page=3`);
    assert.equal(page.body.length, 3);
    assert.match(page.headers.link as string, /page=2/);
    const west = await call(ctx, 'GET', `${URL}?warehouse=WEST`);
    assert.deepEqual(
      west.body.map((r: any) => r.warehouse),
      ['WEST', 'WEST'],
    );
    assert.equal((await call(ctx, 'GET', `${URL}?warehouse=NOWHERE`)).status, 404);
  });

  it('changes a rule; null removes a condition', async () => {
    const created = await call(ctx, 'POST', URL, { body: { priority: 50, channel: 'shop', country_code: 'DE', warehouse: 'EAST' } });
    const res = await call(ctx, 'PATCH', `${URL}/${created.body.id}`, { body: { priority: 5, channel: null, product_code: 'SKU-1', warehouse: 'WEST' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.priority, 5);
    assert.equal(res.body.channel, null);
    assert.equal(res.body.country_code, 'DE', 'fields not sent stay');
    assert.equal(res.body.product_code, 'SKU-1');
    assert.equal(res.body.warehouse, 'WEST');
    const cleared = await call(ctx, 'PATCH', `${URL}/${created.body.id}`, { body: { country_code: null, product_code: null } });
    assert.equal(cleared.body.country_code, null);
    assert.equal(cleared.body.product_code, null);
    const unknown = await call(ctx, 'PATCH', `${URL}/${created.body.id}`, { body: { warehouse: 'NOWHERE' } });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.errors[0].pointer, '/warehouse');
    const noWarehouse = await call(ctx, 'PATCH', `${URL}/${created.body.id}`, { body: { warehouse: null } });
    assert.equal(noWarehouse.status, 400, 'a rule always routes somewhere');
    const after = await call(ctx, 'GET', `${URL}/${created.body.id}`);
    assert.equal(after.body.warehouse, 'WEST');
  });

  it('deletes a rule: 204, then 404', async () => {
    const created = await call(ctx, 'POST', URL, { body: { priority: 7, warehouse: 'EAST' } });
    assert.equal((await call(ctx, 'DELETE', `${URL}/${created.body.id}`)).status, 204);
    assert.equal((await call(ctx, 'GET', `${URL}/${created.body.id}`)).status, 404);
    assert.equal((await call(ctx, 'DELETE', `${URL}/${created.body.id}`)).status, 404);
  });

  it('answers 404 for an unknown rule, before looking at the body, and 400 for a malformed id', async () => {
    const patch = await call(ctx, 'PATCH', `${URL}/99999`, { body: { warehouse: 'NOWHERE' } });
    assert.equal(patch.status, 404);
    assert.equal(patch.body.code, 'not_found');
    assert.equal((await call(ctx, 'GET', `${URL}/99999`)).status, 404);
    assert.equal((await call(ctx, 'GET', `${URL}/first`)).status, 400);
  });

  it('is for staff keys only', async () => {
    assert.equal((await call(ctx, 'GET', URL, { key: null })).status, 401);
    const { key } = await createWarehouseKey(ctx.db, 'WH-RULES');
    assert.equal((await call(ctx, 'POST', URL, { key, body: { priority: 1, warehouse: 'EAST' } })).status, 403);
  });
});
