import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { eventsOf, setupMerchant } from '../helpers/tpl-fixture.ts';
import { RETURNS, createReturn, crsRecord, lineOf, returnRowCounts, shippedOrder } from '../helpers/returns-fixture.ts';

describe('admin POST /returns: creating returns from every source', () => {
  let ctx: TestContext;
  let key: string;
  let warehouses: Record<string, number>;
  before(async () => {
    ctx = await createContext();
    ({ key, warehouses } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a return order (RO-) with one pending CRS (CRS-), answered as docs/admin-api.md describes', async () => {
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 3 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      source: 'marketplace',
      planned_date: '2026-12-01',
      carrier_code: 'ups',
      service_code: 'Ground',
      tracking_number: '1Z999AA10123456784',
      lines: [
        { order_line_id: lineOf(order, 'WIDGET'), quantity: 2, reason: 'wrong size' },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    assert.match(ro.number, /^RO-\d{6}$/);
    assert.equal(ro.state, 'open');
    assert.equal(ro.source, 'marketplace');
    assert.deepEqual(ro.order, { id: order.id, number: order.number, reference: order.reference });
    assert.deepEqual(ro.customer, order.customer);
    assert.deepEqual(ro.origin_address, order.shipping_address, "origin defaults to the order's shipping address");
    assert.equal(ro.planned_date, '2026-12-01');
    assert.deepEqual(
      ro.lines.map((l: any) => [l.order_line_id, l.product_code, l.quantity, l.reason, l.warehouse, l.received_quantity]),
      [
        [lineOf(order, 'WIDGET'), 'WIDGET', 2, 'wrong size', 'EAST', 0],
        [lineOf(order, 'GADGET'), 'GADGET', 1, null, 'EAST', 0],
      ],
    );
    assert.equal(ro.customer_return_shipments.length, 1);
    const [crs] = ro.customer_return_shipments;
    assert.match(crs.number, /^CRS-\d{6}$/);
    assert.deepEqual([crs.warehouse, crs.state], ['EAST', 'pending']);
    const record = await crsRecord(ctx, crs.id);
    assert.equal(record.tracking_url, 'https://www.ups.com/track?tracknum=1Z999AA10123456784', 'tracking URL from the carrier template');
    assert.deepEqual([record.carrier_code, record.service_code, record.planned_date], ['ups', 'Ground', '2026-12-01']);
    const [created] = (await eventsOf(ctx, 'customer_return_shipment.created')).filter((e) => e.resource_id === crs.id);
    assert.ok(created, 'a customer_return_shipment.created event');
    assert.equal(created.warehouse_id, warehouses.EAST, "the warehouse's partner hears of it");
    assert.ok(created.channel_id, "and the order's channel");
    assert.deepEqual(created.data, { ...record, order: ro.order }, 'the event carries the docs/3pl-api.md section 13 record and the sales order');
    const got = await call(ctx, 'GET', `${RETURNS}/${ro.number}`);
    assert.deepEqual(got.body, ro, 'GET by number answers what POST answered');
    assert.deepEqual((await call(ctx, 'GET', `${RETURNS}/${ro.id}`)).body, ro);
  });

  it('follows one workflow for every source, with a given origin address', async () => {
    for (const source of ['storefront', 'marketplace', 'channel', 'manual']) {
      const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
      const origin = { name: 'Returns desk', street: '9 Elm St', city: 'Dover', zip: '19901', country_code: 'US' };
      const ro = await createReturn(ctx, { order: order.id, source, origin_address: origin, lines: [{ product_code: 'WIDGET', quantity: 1 }] });
      assert.equal(ro.source, source);
      assert.deepEqual(ro.origin_address, { ...origin, street2: null, subdivision_code: null, phone: null, email: null });
      assert.equal(ro.customer_return_shipments[0].state, 'pending');
      assert.equal((await crsRecord(ctx, ro.customer_return_shipments[0].id)).return_order.source, source);
    }
  });

  it('refuses an over-return with 422 pointing at the line quantity, and creates nothing', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const before = await returnRowCounts(ctx);
    const res = await call(ctx, 'POST', RETURNS, {
      body: { order: order.number, source: 'manual', origin_address: { street: 'x' }, lines: [{ product_code: 'WIDGET', quantity: 3 }] },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.code, 'invalid_value');
    assert.deepEqual(
      res.body.errors.map((e: any) => [e.code, e.pointer]),
      [['quantity_exceeds_returnable', '/lines/0/quantity']],
    );
    assert.deepEqual(await returnRowCounts(ctx), before);
  });

  it('counts what earlier returns and earlier lines of the same request took back', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 3 }]);
    await createReturn(ctx, { order: order.number, lines: [{ product_code: 'WIDGET', quantity: 2 }] });
    const again = await call(ctx, 'POST', RETURNS, { body: { order: order.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 2 }] } });
    assert.equal(again.status, 422);
    assert.match(again.body.errors[0].message, /only 1 of WIDGET/);
    const twoLines = await call(ctx, 'POST', RETURNS, {
      body: {
        order: order.number,
        source: 'manual',
        lines: [
          { product_code: 'WIDGET', quantity: 1 },
          { order_line_id: lineOf(order, 'WIDGET'), quantity: 0.5 },
        ],
      },
    });
    assert.equal(twoLines.status, 422);
    assert.deepEqual(
      twoLines.body.errors.map((e: any) => e.pointer),
      ['/lines/1/quantity'],
    );
    const rest = await createReturn(ctx, { order: order.number, lines: [{ product_code: 'WIDGET', quantity: 1 }] });
    assert.equal(rest.lines[0].quantity, 1);
  });

  it('returns at most what shipped: a partial shipment bounds the return, not the ordered quantity', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 5 }], { ship: { GADGET: 2 } });
    const res = await call(ctx, 'POST', RETURNS, { body: { order: order.number, source: 'channel', lines: [{ product_code: 'GADGET', quantity: 3 }] } });
    assert.equal(res.status, 422);
    assert.match(res.body.errors[0].message, /only 2 of GADGET/);
    await createReturn(ctx, { order: order.number, lines: [{ product_code: 'GADGET', quantity: 2 }] });
  });

  it('a product code fills the order lines of that product in order, then bundle lines holding it', async () => {
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'KIT', quantity: 2 },
      { product_code: 'WIDGET', quantity: 1 },
    ]);
    const [first, kit, second] = order.lines.map((l: any) => l.id);
    const ro = await createReturn(ctx, { order: order.number, lines: [{ product_code: 'WIDGET', quantity: 3, reason: 'damaged in transit' }] });
    assert.deepEqual(
      ro.lines.map((l: any) => [l.order_line_id, l.product_code, l.quantity, l.reason]),
      [
        [first, 'WIDGET', 1, 'damaged in transit'],
        [second, 'WIDGET', 1, 'damaged in transit'],
        [kit, 'WIDGET', 1, 'damaged in transit'],
      ],
    );
  });

  it('returns a bundle line as its components, and counts bundles and components consistently', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'KIT', quantity: 3 }]);
    const kit = lineOf(order, 'KIT');
    const whole = await createReturn(ctx, { order: order.number, lines: [{ order_line_id: kit, quantity: 1 }] });
    assert.deepEqual(
      whole.lines.map((l: any) => [l.product_code, l.quantity]),
      [['KIT', 1]],
    );
    const record = await crsRecord(ctx, whole.customer_return_shipments[0].id);
    assert.deepEqual(
      record.lines.map((l: any) => [l.product.code, l.quantity, l.order_line.id]),
      [
        ['WIDGET', 1, kit],
        ['CASE', 1, kit],
        ['STRAP', 2, kit],
      ],
    );
    // 4 straps remain returnable; returning 3 alone leaves 1, so no whole bundle can follow.
    const straps = await createReturn(ctx, { order: order.number, lines: [{ order_line_id: kit, product_code: 'STRAP', quantity: 3 }] });
    assert.deepEqual(
      straps.lines.map((l: any) => [l.order_line_id, l.product_code, l.quantity]),
      [[kit, 'STRAP', 3]],
    );
    const bundle = await call(ctx, 'POST', RETURNS, { body: { order: order.number, source: 'manual', lines: [{ order_line_id: kit, quantity: 1 }] } });
    assert.equal(bundle.status, 422);
    assert.match(bundle.body.errors[0].message, /only 0 of KIT/);
    const strap = await call(ctx, 'POST', RETURNS, { body: { order: order.number, source: 'manual', lines: [{ product_code: 'STRAP', quantity: 2 }] } });
    assert.match(strap.body.errors[0].message, /only 1 of STRAP/);
    const widgets = await createReturn(ctx, { order: order.number, lines: [{ product_code: 'WIDGET', quantity: 2 }] });
    assert.deepEqual(
      widgets.lines.map((l: any) => [l.order_line_id, l.product_code, l.quantity]),
      [[kit, 'WIDGET', 2]],
    );
  });

  it('bounds whole bundles by the bundles shipped whole', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'KIT', quantity: 2 }], { ship: { KIT: 1 } });
    const res = await call(ctx, 'POST', RETURNS, { body: { order: order.number, source: 'manual', lines: [{ product_code: 'KIT', quantity: 2 }] } });
    assert.equal(res.status, 422);
    assert.match(res.body.errors[0].message, /only 1 of KIT/);
  });

  it('answers every reference problem at once with pointers (422), nothing created', async () => {
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'KIT', quantity: 1 },
    ]);
    const before = await returnRowCounts(ctx);
    const bad = await call(ctx, 'POST', RETURNS, {
      body: {
        order: order.number,
        source: 'manual',
        carrier_code: 'pigeon',
        lines: [
          { order_line_id: 999999, quantity: 1 },
          { product_code: 'NOPE', quantity: 1 },
          { product_code: 'GADGET', quantity: 1 },
          { order_line_id: lineOf(order, 'WIDGET'), product_code: 'STRAP', quantity: 1 },
          { quantity: 1 },
          { product_code: 'WIDGET', quantity: 0.0001 },
        ],
      },
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(
      bad.body.errors.map((e: any) => [e.code, e.pointer]),
      [
        ['unknown_reference', '/carrier_code'],
        ['unknown_reference', '/lines/0/order_line_id'],
        ['unknown_reference', '/lines/1/product_code'],
        ['product_not_on_order', '/lines/2/product_code'],
        ['product_not_on_order_line', '/lines/3/product_code'],
        ['required', '/lines/4'],
        ['invalid_value', '/lines/5/quantity'],
      ],
    );
    const unknownOrder = await call(ctx, 'POST', RETURNS, { body: { order: 'SO-NOPE', source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] } });
    assert.equal(unknownOrder.status, 422);
    assert.deepEqual(
      unknownOrder.body.errors.map((e: any) => [e.code, e.pointer]),
      [['unknown_reference', '/order']],
    );
    const schema = await call(ctx, 'POST', RETURNS, { body: { order: order.number, source: 'email', lines: [], extra: 1 } });
    assert.equal(schema.status, 400);
    assert.deepEqual(schema.body.errors.map((e: any) => e.pointer).sort(), ['/extra', '/lines', '/source']);
    assert.deepEqual(await returnRowCounts(ctx), before);
  });

  it('lists return orders with filters and paging; GET of an unknown return is 404', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const a = await createReturn(ctx, { order: order.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] });
    const b = await createReturn(ctx, { order: order.number, source: 'channel', lines: [{ product_code: 'WIDGET', quantity: 1 }] });
    const byOrder = await call(ctx, 'GET', `${RETURNS}?order=${order.number}`);
    assert.deepEqual(
      byOrder.body.map((r: any) => r.id),
      [a.id, b.id],
    );
    assert.deepEqual(
      (await call(ctx, 'GET', `${RETURNS}?order=${order.id}&source=channel`)).body.map((r: any) => r.id),
      [b.id],
    );
    assert.deepEqual(
      (await call(ctx, 'GET', `${RETURNS}?number=${a.number}`)).body.map((r: any) => r.id),
      [a.id],
    );
    assert.ok((await call(ctx, 'GET', `${RETURNS}?state=open`)).body.some((r: any) => r.id === a.id));
    assert.deepEqual((await call(ctx, 'GET', `${RETURNS}?state=closed`)).body, []);
    assert.deepEqual((await call(ctx, 'GET', `${RETURNS}?updated_at_min=2999-01-01T00:00:00Z`)).body, []);
    const page = await call(ctx, 'GET', `${RETURNS}?order=${order.number}&per_page=1`);
    assert.deepEqual(
      page.body.map((r: any) => r.id),
      [a.id],
    );
    assert.match(String(page.headers.link), /[?&]cursor=/);
    assert.equal((await call(ctx, 'GET', `${RETURNS}?state=lost`)).status, 400);
    assert.equal((await call(ctx, 'GET', `${RETURNS}/RO-999999`)).status, 404);
    assert.equal((await call(ctx, 'GET', `${RETURNS}/999999`)).status, 404);
    assert.equal(
      (await call(ctx, 'POST', RETURNS, { key, body: { order: order.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] } })).status,
      403,
    );
  });
});
