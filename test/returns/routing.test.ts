import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createContext, type TestContext } from '../helpers/context.ts';
import { eventsOf, setupMerchant } from '../helpers/tpl-fixture.ts';
import { createReturn, crsAt, crsRecord, lineOf, resetRouting, shippedOrder } from '../helpers/returns-fixture.ts';

describe('return routing: product assignment, then rules by priority, then where it shipped from', () => {
  let ctx: TestContext;
  let ok: Awaited<ReturnType<typeof setupMerchant>>['ok'];
  before(async () => {
    ctx = await createContext();
    ({ ok } = await setupMerchant(ctx));
    await ok('POST', '/api/v1/channels', { code: 'market', name: 'Marketplace', kind: 'marketplace' });
  });
  after(async () => {
    await ctx.close();
  });

  it('without assignments or rules, goes back to the warehouse each item shipped from: one CRS per warehouse', async () => {
    await resetRouting(ctx);
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1, warehouse: 'EAST' },
      { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    assert.deepEqual(
      ro.lines.map((l: any) => [l.product_code, l.warehouse]),
      [
        ['WIDGET', 'EAST'],
        ['GADGET', 'WEST'],
      ],
    );
    assert.deepEqual(ro.customer_return_shipments.map((c: any) => c.warehouse).sort(), ['EAST', 'WEST']);
    const east = await crsRecord(ctx, crsAt(ro, 'EAST').id);
    const west = await crsRecord(ctx, crsAt(ro, 'WEST').id);
    assert.deepEqual(
      east.lines.map((l: any) => l.product.code),
      ['WIDGET'],
    );
    assert.deepEqual(
      west.lines.map((l: any) => l.product.code),
      ['GADGET'],
    );
    assert.equal((await eventsOf(ctx, 'customer_return_shipment.created')).filter((e) => e.data.return_order.id === ro.id).length, 2);
  });

  it("splits a return across two warehouses by a product's return warehouse", async () => {
    await resetRouting(ctx);
    await ok('PATCH', '/api/v1/products/GADGET', { return_warehouse: 'NORTH' });
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'GADGET', quantity: 2 },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 2 },
        { product_code: 'GADGET', quantity: 2 },
      ],
    });
    assert.deepEqual(
      ro.lines.map((l: any) => [l.product_code, l.warehouse]),
      [
        ['WIDGET', 'EAST'],
        ['GADGET', 'NORTH'],
      ],
    );
    assert.equal(ro.customer_return_shipments.length, 2);
    assert.deepEqual(
      (await crsRecord(ctx, crsAt(ro, 'NORTH').id)).lines.map((l: any) => [l.product.code, l.quantity]),
      [['GADGET', 2]],
    );
  });

  it('splits a return across two warehouses by a routing rule on the product', async () => {
    await resetRouting(ctx);
    await ok('POST', '/api/v1/return-routing-rules', { priority: 1, product_code: 'WIDGET', warehouse: 'WEST' });
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    assert.deepEqual(
      ro.lines.map((l: any) => [l.product_code, l.warehouse]),
      [
        ['WIDGET', 'WEST'],
        ['GADGET', 'EAST'],
      ],
    );
    assert.deepEqual(ro.customer_return_shipments.map((c: any) => c.warehouse).sort(), ['EAST', 'WEST']);
  });

  it('tries rules by priority, first match wins, matching channel and destination country', async () => {
    await resetRouting(ctx);
    await ok('POST', '/api/v1/return-routing-rules', { priority: 50, warehouse: 'EAST' });
    await ok('POST', '/api/v1/return-routing-rules', { priority: 10, channel: 'market', warehouse: 'NORTH' });
    await ok('POST', '/api/v1/return-routing-rules', { priority: 20, country_code: 'CA', warehouse: 'WEST' });
    const canadian = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }], { country: 'CA', warehouse: 'NORTH' });
    const caReturn = await createReturn(ctx, { order: canadian.number, lines: [{ product_code: 'GADGET', quantity: 1 }] });
    assert.equal(caReturn.lines[0].warehouse, 'WEST', 'the country rule beats the catch-all, the channel rule does not match');
    const domestic = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }], { warehouse: 'WEST' });
    assert.equal(
      (await createReturn(ctx, { order: domestic.number, lines: [{ product_code: 'GADGET', quantity: 1 }] })).lines[0].warehouse,
      'EAST',
      'the catch-all',
    );
    await ok('POST', '/api/v1/return-routing-rules', { priority: 5, channel: 'shop', country_code: 'CA', warehouse: 'NORTH' });
    const again = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }], { country: 'CA' });
    assert.equal(
      (await createReturn(ctx, { order: again.number, lines: [{ product_code: 'GADGET', quantity: 1 }] })).lines[0].warehouse,
      'NORTH',
      'every condition of the best rule matches',
    );
  });

  it("a product's return warehouse beats every rule", async () => {
    await resetRouting(ctx);
    await ok('POST', '/api/v1/return-routing-rules', { priority: 0, warehouse: 'WEST' });
    await ok('PATCH', '/api/v1/products/WIDGET', { return_warehouse: 'NORTH' });
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    assert.deepEqual(
      ro.lines.map((l: any) => [l.product_code, l.warehouse]),
      [
        ['WIDGET', 'NORTH'],
        ['GADGET', 'WEST'],
      ],
    );
  });

  it('routes a whole bundle by the bundle product (its components travel together), a component by itself', async () => {
    await resetRouting(ctx);
    await ok('PATCH', '/api/v1/products/STRAP', { return_warehouse: 'NORTH' });
    await ok('PATCH', '/api/v1/products/KIT', { return_warehouse: 'WEST' });
    const order = await shippedOrder(ctx, [{ product_code: 'KIT', quantity: 2 }]);
    const kit = lineOf(order, 'KIT');
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { order_line_id: kit, quantity: 1 },
        { order_line_id: kit, product_code: 'STRAP', quantity: 1 },
      ],
    });
    assert.deepEqual(
      ro.lines.map((l: any) => [l.product_code, l.warehouse]),
      [
        ['KIT', 'WEST'],
        ['STRAP', 'NORTH'],
      ],
    );
    assert.deepEqual(
      (await crsRecord(ctx, crsAt(ro, 'WEST').id)).lines.map((l: any) => [l.product.code, l.quantity]),
      [
        ['WIDGET', 1],
        ['CASE', 1],
        ['STRAP', 2],
      ],
    );
  });
});
