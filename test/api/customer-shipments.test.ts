import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, nextQuery, type TestContext } from '../helpers/context.ts';
import { addStock, createBundle, createChannel, createProduct, createWarehouses, eventsOf, orderBody, placeOrder, stockOf } from '../helpers/factories.ts';

const RECORD_KEYS = [
  'id',
  'number',
  'state',
  'planned_date',
  'created_at',
  'updated_at',
  'acknowledged_at',
  'tpl_reference',
  'warehouse',
  'order',
  'customer',
  'delivery_address',
  'transfer',
  'carrier_identifier',
  'carrier_service',
  'shipping_instructions',
  'hold',
  'cancellation',
  'lines',
];
const ADMIN_KEYS = [
  'released_at',
  'shipped_at',
  'cancelled_at',
  'backorder_of',
  'tracking_number',
  'tracking_url',
  'cost',
  'cost_currency_code',
  'override_sscc',
  'override_scac',
  'packages',
];
const LINE_KEYS = [
  'id',
  'currency',
  'order',
  'product',
  'quantity',
  'uom',
  'unit_price',
  'unit_customs_value',
  'sublines',
  'shipped_quantity',
  'allocated_quantity',
];

const decimal = (value: string) => ({ __class__: 'Decimal', decimal: value });

describe('admin: customer shipments', () => {
  let ctx: TestContext;
  let shopId: number;
  before(async () => {
    ctx = await createContext();
    await createWarehouses(ctx, 'EAST', 'WEST');
    shopId = await createChannel(ctx, 'shop');
    await createProduct(ctx.db, 'WIDGET', { name: 'Widget', upc: '036000291452', unit_customs_value: '8.00' });
    await createProduct(ctx.db, 'GADGET', { name: 'Gadget' });
    await createProduct(ctx.db, 'STRAP', { name: 'Strap' });
    await createBundle(
      ctx.db,
      'KIT',
      [
        { code: 'WIDGET', quantity: 1 },
        { code: 'STRAP', quantity: 2 },
      ],
      { name: 'Starter kit' },
    );
    await addStock(ctx.db, 'EAST', 'WIDGET', 50);
    await addStock(ctx.db, 'EAST', 'STRAP', 50);
    await addStock(ctx.db, 'EAST', 'GADGET', 2);
  });
  after(async () => {
    await ctx.close();
  });

  it('answers the docs/3pl-api.md section 5 record with Decimal prices, customs fallbacks, sublines and the admin extras', async () => {
    const order = await placeOrder(
      ctx,
      orderBody(
        [
          { product_code: 'WIDGET', quantity: 2, unit_price: '12.50' },
          { product_code: 'GADGET', quantity: 1, unit_price: '20.00', unit_customs_value: '15.00' },
          { product_code: 'GADGET', quantity: 0.5, unit_price: '20.00' },
          { product_code: 'KIT', quantity: 1, unit_price: '40.00' },
        ],
        {
          reference: 'WEB-77',
          customer: { code: 'ADA', name: 'Ada Lovelace', email: 'ada@example.com', phone: '555-0100' },
          carrier_identifier: 'ups',
          carrier_service: 'Ground',
          shipping_instructions: 'Ring twice',
          planned_date: '2026-12-01',
        },
      ),
    );
    const [shipment] = order.customer_shipments;
    const res = await call(ctx, 'GET', `/api/v1/customer-shipments/${shipment.id}`);
    assert.equal(res.status, 200);
    const record = res.body;
    assert.deepEqual(Object.keys(record).sort(), [...RECORD_KEYS, ...ADMIN_KEYS].sort());
    assert.deepEqual([record.id, record.number, record.state, record.planned_date], [shipment.id, shipment.number, 'pending', '2026-12-01']);
    assert.equal(record.acknowledged_at, null);
    assert.ok(record.released_at);
    assert.equal(record.backorder_of, null);
    assert.deepEqual(record.warehouse.code, 'EAST');
    assert.deepEqual(Object.keys(record.warehouse).sort(), ['code', 'id', 'name']);
    const orderRef = { id: order.id, number: order.number, reference: 'WEB-77', channel: { id: shopId, name: 'Channel shop', code: 'shop' } };
    assert.deepEqual(record.order, orderRef);
    assert.deepEqual(record.customer, { code: 'ADA', name: 'Ada Lovelace', email: 'ada@example.com', phone: '555-0100' });
    assert.deepEqual(record.delivery_address, {
      name: 'Ada Lovelace',
      street: '12 Main St',
      street2: null,
      city: 'Springfield',
      zip: '12345',
      subdivision_code: null,
      country_code: 'US',
      phone: null,
      email: null,
    });
    assert.deepEqual([record.carrier_identifier, record.carrier_service, record.shipping_instructions], ['ups', 'Ground', 'Ring twice']);

    assert.equal(record.lines.length, 4);
    const [widget, gadget, halfGadget, kit] = record.lines;
    assert.deepEqual(Object.keys(widget).sort(), [...LINE_KEYS].sort());
    assert.deepEqual(widget.product, { id: widget.product.id, code: 'WIDGET', name: 'Widget', upc: '036000291452' });
    assert.deepEqual([widget.currency, widget.quantity, widget.uom], ['USD', 2, 'u']);
    assert.deepEqual(widget.order, orderRef);
    assert.deepEqual(widget.unit_price, decimal('12.50'));
    assert.deepEqual(widget.unit_customs_value, decimal('8.00'), "no customs value on the line: the product's");
    assert.deepEqual(gadget.unit_customs_value, decimal('15.00'), "the line's own customs value");
    assert.deepEqual(halfGadget.unit_customs_value, decimal('20.00'), 'neither: the unit price');
    assert.equal(halfGadget.quantity, 0.5);
    assert.deepEqual(widget.sublines, []);
    assert.equal(kit.product.code, 'KIT');
    assert.deepEqual(
      kit.sublines.map((s: any) => Object.keys(s).sort()),
      [
        ['allocated_quantity', 'id', 'product', 'quantity', 'shipped_quantity', 'uom'],
        ['allocated_quantity', 'id', 'product', 'quantity', 'shipped_quantity', 'uom'],
      ],
    );
    assert.deepEqual(
      kit.sublines.map((s: any) => [s.product.code, s.quantity]),
      [
        ['WIDGET', 1],
        ['STRAP', 2],
      ],
    );
    assert.deepEqual([widget.shipped_quantity, widget.allocated_quantity, kit.allocated_quantity], [0, 2, 0]);
  });

  it('answers 404 for an unknown shipment and 400 for an id that is not a number', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/customer-shipments/999999')).status, 404);
    assert.equal((await call(ctx, 'GET', '/api/v1/customer-shipments/CS-1')).status, 400);
  });

  it('lists shipments filtered by state, warehouse, order and numbers, sorted by update, with paging', async () => {
    const a = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'STRAP', quantity: 1, warehouse: 'WEST' },
      ]),
    );
    const [east, west] = a.customer_shipments;
    const waiting = await call(ctx, 'GET', '/api/v1/customer-shipments?state=waiting');
    assert.ok(waiting.body.some((s: any) => s.id === west.id));
    assert.ok(waiting.body.every((s: any) => s.state === 'waiting'));
    const byOrder = await call(ctx, 'GET', `/api/v1/customer-shipments?order=${a.number}`);
    assert.deepEqual(byOrder.body.map((s: any) => s.id).sort(), [east.id, west.id].sort());
    const byOrderId = await call(ctx, 'GET', `/api/v1/customer-shipments?order=${a.id}`);
    assert.equal(byOrderId.body.length, 2);
    const byWarehouse = await call(ctx, 'GET', `/api/v1/customer-shipments?warehouse=WEST&order=${a.number}`);
    assert.deepEqual(
      byWarehouse.body.map((s: any) => s.id),
      [west.id],
    );
    const byNumbers = await call(ctx, 'GET', `/api/v1/customer-shipments?numbers=${east.number},${west.number}`);
    assert.equal(byNumbers.body.length, 2);
    const page = await call(ctx, 'GET', '/api/v1/customer-shipments?per_page=1');
    assert.equal(page.body.length, 1);
    assert.match(page.headers.link as string, /[?&]cursor=[A-Za-z0-9_-]+.*rel="next"/);
    const all = await call(ctx, 'GET', '/api/v1/customer-shipments');
    const next = await call(ctx, 'GET', `/api/v1/customer-shipments${nextQuery(page)}`);
    assert.deepEqual(
      next.body.map((s: any) => s.id),
      [all.body[1].id],
      'the cursor page holds the next record',
    );
    const keys = all.body.map((s: any) => `${s.updated_at}|${String(s.id).padStart(9, '0')}`);
    assert.deepEqual(keys, [...keys].sort());
    const bad = await call(ctx, 'GET', '/api/v1/customer-shipments?state=lost');
    assert.equal(bad.status, 400);
  });

  it('force-releases a waiting shipment: allocated even when short, event written; a second release is a 409', async () => {
    const order = await placeOrder(ctx, orderBody([{ product_code: 'GADGET', quantity: 5 }]));
    const [shipment] = order.customer_shipments;
    assert.equal(shipment.state, 'waiting');
    const before = await stockOf(ctx, 'EAST', 'GADGET');
    const res = await call(ctx, 'POST', `/api/v1/customer-shipments/${shipment.id}/release`);
    assert.equal(res.status, 200);
    assert.equal(res.body.state, 'pending');
    assert.ok(res.body.released_at);
    assert.equal(res.body.lines[0].allocated_quantity, 5);
    const after = await stockOf(ctx, 'EAST', 'GADGET');
    assert.equal(after.allocated, before.allocated + 5);
    assert.ok(after.available < 0, 'the shortfall shows as negative availability');
    const [event] = await eventsOf(ctx.db, 'customer_shipment.released', shipment.id);
    assert.ok(event, 'a customer_shipment.released event');
    assert.deepEqual(event.data, {
      id: shipment.id,
      number: shipment.number,
      state: 'pending',
      warehouse: res.body.warehouse,
      order: { id: order.id, number: order.number, reference: order.reference },
      backorder_of: null,
    });
    const again = await call(ctx, 'POST', `/api/v1/customer-shipments/${shipment.id}/release`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');
  });

  it('cancels a pending shipment, freeing its allocation; the order is cancelled with its last shipment', async () => {
    const order = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'KIT', quantity: 2 },
        { product_code: 'WIDGET', quantity: 1, warehouse: 'WEST' },
      ]),
    );
    const [east, west] = order.customer_shipments;
    assert.deepEqual([east.state, west.state], ['pending', 'waiting']);
    const before = await stockOf(ctx, 'EAST', 'STRAP');
    const res = await call(ctx, 'POST', `/api/v1/customer-shipments/${east.id}/cancel`);
    assert.equal(res.status, 200);
    assert.equal(res.body.state, 'cancelled');
    assert.ok(res.body.cancelled_at);
    assert.deepEqual(
      res.body.lines[0].sublines.map((s: any) => s.allocated_quantity),
      [0, 0],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).allocated, before.allocated - 4);
    const [event] = await eventsOf(ctx.db, 'customer_shipment.cancelled', east.id);
    assert.ok(event, 'a customer_shipment.cancelled event');
    assert.equal(event.channel_id, shopId);
    assert.deepEqual(event.data, {
      id: east.id,
      number: east.number,
      state: 'cancelled',
      warehouse: res.body.warehouse,
      order: { id: order.id, number: order.number, reference: order.reference },
      backorder_of: null,
    });
    assert.equal((await call(ctx, 'GET', `/api/v1/orders/${order.id}`)).body.state, 'open', 'one shipment is still to go');

    const westCancel = await call(ctx, 'POST', `/api/v1/customer-shipments/${west.id}/cancel`);
    assert.equal(westCancel.status, 200);
    assert.equal((await call(ctx, 'GET', `/api/v1/orders/${order.id}`)).body.state, 'cancelled');
    const again = await call(ctx, 'POST', `/api/v1/customer-shipments/${west.id}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');
    const release = await call(ctx, 'POST', `/api/v1/customer-shipments/${west.id}/release`);
    assert.equal(release.status, 409);
  });

  it('refuses to cancel a shipped shipment or release an open one', async () => {
    const order = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'STRAP', quantity: 1 },
      ]),
    );
    const [shipment] = order.customer_shipments;
    // Acknowledging and shipping are the 3PL's; here the states are set directly.
    await ctx.db.updateTable('customer_shipments').set({ state: 'open' }).where('id', '=', shipment.id).execute();
    const release = await call(ctx, 'POST', `/api/v1/customer-shipments/${shipment.id}/release`);
    assert.equal(release.status, 409);
    assert.equal(release.body.code, 'invalid_state');
    await ctx.db.updateTable('customer_shipments').set({ state: 'done' }).where('id', '=', shipment.id).execute();
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const cancel = await call(ctx, 'POST', `/api/v1/customer-shipments/${shipment.id}/cancel`);
    assert.equal(cancel.status, 409);
    assert.equal(cancel.body.code, 'invalid_state');
    assert.deepEqual(await stockOf(ctx, 'EAST', 'WIDGET'), before);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.cancelled', shipment.id)).length, 0);
  });

  it('lets only one of two simultaneous cancels through, freeing the stock once', async () => {
    const order = await placeOrder(ctx, orderBody([{ product_code: 'WIDGET', quantity: 3 }]));
    const [shipment] = order.customer_shipments;
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const answers = await Promise.all([1, 2].map(() => call(ctx, 'POST', `/api/v1/customer-shipments/${shipment.id}/cancel`)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    assert.ok(['invalid_state', 'concurrent_update'].includes(refused.body.code));
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).allocated, before.allocated - 3);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.cancelled', shipment.id)).length, 1);
  });

  it('releases waiting shipments, oldest first and all lines or none, when an adjustment brings stock', async () => {
    await createProduct(ctx.db, 'RARE');
    await createProduct(ctx.db, 'SCARCE');
    const first = (await placeOrder(ctx, orderBody([{ product_code: 'RARE', quantity: 2 }]))).customer_shipments[0];
    const second = (await placeOrder(ctx, orderBody([{ product_code: 'RARE', quantity: 2 }]))).customer_shipments[0];
    const both = (
      await placeOrder(
        ctx,
        orderBody([
          { product_code: 'RARE', quantity: 1 },
          { product_code: 'SCARCE', quantity: 1 },
        ]),
      )
    ).customer_shipments[0];
    assert.deepEqual([first.state, second.state, both.state], ['waiting', 'waiting', 'waiting']);

    const adjust = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'RARE', quantity: 3 } });
    assert.equal(adjust.status, 201, JSON.stringify(adjust.body));
    const state = async (id: number) => (await call(ctx, 'GET', `/api/v1/customer-shipments/${id}`)).body.state;
    assert.deepEqual(
      [await state(first.id), await state(second.id), await state(both.id)],
      ['pending', 'waiting', 'waiting'],
      'the oldest fits; the next needs 2 of the 1 left; the last lacks SCARCE and takes nothing',
    );
    assert.deepEqual(await stockOf(ctx, 'EAST', 'RARE'), { on_hand: 3, allocated: 2, available: 1 });
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.released', first.id)).length, 1);

    await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'SCARCE', quantity: 1 } });
    assert.deepEqual([await state(second.id), await state(both.id)], ['waiting', 'pending']);
    assert.deepEqual(await stockOf(ctx, 'EAST', 'RARE'), { on_hand: 3, allocated: 3, available: 0 });

    await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'WEST', product_code: 'RARE', quantity: 5 } });
    assert.equal(await state(second.id), 'waiting', 'stock at another warehouse does not release it');
    await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', location: 'lost_and_found', product_code: 'RARE', quantity: 5 } });
    assert.equal(await state(second.id), 'waiting', 'stock outside primary storage is not for sale');
    await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'RARE', quantity: 1 } });
    assert.equal(await state(second.id), 'waiting', 'one unit available, two needed');
    await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'RARE', quantity: 1 } });
    assert.equal(await state(second.id), 'pending');
    assert.deepEqual(await stockOf(ctx, 'EAST', 'RARE'), { on_hand: 5, allocated: 5, available: 0 });
  });
});
