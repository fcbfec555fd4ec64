import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { addStock, createBundle, createChannel, createProduct, createWarehouses, eventsOf, orderBody, placeOrder, stockOf } from '../helpers/factories.ts';
import { exactly } from '../helpers/lists.ts';

describe('admin: orders', () => {
  let ctx: TestContext;
  let shopId: number;
  before(async () => {
    ctx = await createContext();
    await createWarehouses(ctx, 'EAST', 'WEST');
    shopId = await createChannel(ctx, 'shop');
    await createChannel(ctx, 'amazon', 'marketplace');
    await createProduct(ctx.db, 'WIDGET', { unit_customs_value: '8.00' });
    await createProduct(ctx.db, 'GADGET');
    await createProduct(ctx.db, 'STRAP');
    await createProduct(ctx.db, 'BOX-S', { consumable: true });
    await createProduct(ctx.db, 'LAST');
    await createBundle(ctx.db, 'KIT', [
      { code: 'WIDGET', quantity: 1 },
      { code: 'STRAP', quantity: 2 },
    ]);
    await createBundle(ctx.db, 'HALF', [{ code: 'STRAP', quantity: 0.5 }]);
    await addStock(ctx.db, 'EAST', 'WIDGET', 100);
    await addStock(ctx.db, 'EAST', 'STRAP', 100);
    await addStock(ctx.db, 'EAST', 'BOX-S', 10);
    await addStock(ctx.db, 'EAST', 'LAST', 1);
  });
  after(async () => {
    await ctx.close();
  });

  /** A warehouse as event payloads name it. */
  async function warehouseRef(code: string) {
    const { id, name } = (await call(ctx, 'GET', `/api/v1/warehouses/${code}`)).body;
    return { id, code, name };
  }

  it('creates an order with one pending shipment that allocates its stock, and writes the released event', async () => {
    const body = orderBody(
      [
        { product_code: 'WIDGET', quantity: 2, unit_price: '12.50' },
        { product_code: 'BOX-S', quantity: 1, unit_price: '007.5', unit_customs_value: '0.10' },
      ],
      {
        shipping_instructions: 'Leave at the door',
        carrier_identifier: 'ups',
        carrier_service: 'Ground',
        planned_date: '2026-12-01',
      },
    );
    const order = await placeOrder(ctx, body);
    assert.equal(order.number, body.number);
    assert.equal(order.channel, 'shop');
    assert.equal(order.currency, 'USD', 'defaults to the merchant currency');
    assert.equal(order.state, 'open');
    assert.deepEqual(order.customer, { code: (body.customer as { code: string }).code, name: 'Ada Lovelace', email: 'ada@example.com', phone: null });
    assert.equal(order.shipping_address.city, 'Springfield');
    assert.equal(order.shipping_address.street2, null);
    assert.equal(order.carrier_identifier, 'ups');
    assert.equal(order.planned_date, '2026-12-01');
    assert.deepEqual(
      order.lines.map((l: any) => [l.product_code, l.quantity, l.unit_price, l.unit_customs_value, l.warehouse]),
      [
        ['WIDGET', 2, '12.50', null, 'EAST'],
        ['BOX-S', 1, '7.5', '0.10', 'EAST'],
      ],
      'money keeps its scale, loses leading zeros',
    );
    assert.equal(order.customer_shipments.length, 1);
    const [shipment] = order.customer_shipments;
    assert.match(shipment.number, /^CS-\d{6}$/);
    assert.equal(shipment.number, `CS-${String(shipment.id).padStart(6, '0')}`);
    assert.deepEqual([shipment.warehouse, shipment.state], ['EAST', 'pending']);

    assert.deepEqual(await stockOf(ctx, 'EAST', 'WIDGET'), { on_hand: 100, allocated: 2, available: 98 });
    assert.deepEqual(await stockOf(ctx, 'EAST', 'BOX-S'), { on_hand: 10, allocated: 1, available: 9 });

    const [event] = exactly(await eventsOf(ctx.db, 'customer_shipment.released', shipment.id), 1);
    assert.equal(event.channel_id, shopId);
    assert.ok(event.warehouse_id);
    assert.deepEqual(event.data, {
      id: shipment.id,
      number: shipment.number,
      state: 'pending',
      warehouse: await warehouseRef('EAST'),
      order: { id: order.id, number: order.number, reference: order.reference },
      backorder_of: null,
    });

    const byNumber = await call(ctx, 'GET', `/api/v1/orders/${order.number}`);
    assert.deepEqual(byNumber.body, order);
    const byId = await call(ctx, 'GET', `/api/v1/orders/${order.id}`);
    assert.deepEqual(byId.body, order);
  });

  it('splits an order over two warehouses; the one without stock waits and holds nothing', async () => {
    await addStock(ctx.db, 'WEST', 'WIDGET', 5);
    const order = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'WIDGET', quantity: 3, warehouse: 'WEST' },
        { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
      ]),
    );
    assert.deepEqual(
      order.lines.map((l: any) => l.warehouse),
      ['EAST', 'WEST', 'WEST'],
    );
    assert.deepEqual(
      order.customer_shipments.map((s: any) => [s.warehouse, s.state]),
      [
        ['EAST', 'pending'],
        ['WEST', 'waiting'],
      ],
    );
    const west = order.customer_shipments[1];
    assert.deepEqual(await stockOf(ctx, 'WEST', 'WIDGET'), { on_hand: 5, allocated: 0, available: 5 }, 'a waiting shipment holds no partial allocation');
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.released', west.id)).length, 0);
    const record = await call(ctx, 'GET', `/api/v1/customer-shipments/${west.id}`);
    assert.deepEqual(
      record.body.lines.map((l: any) => [l.product.code, l.quantity, l.allocated_quantity]),
      [
        ['WIDGET', 3, 0],
        ['GADGET', 1, 0],
      ],
    );
  });

  it('gives a bundle line its components as sublines with multiplied quantities, allocating the components', async () => {
    const before = await stockOf(ctx, 'EAST', 'STRAP');
    const order = await placeOrder(ctx, orderBody([{ product_code: 'KIT', quantity: 3, unit_price: '40.00' }]));
    const [shipment] = order.customer_shipments;
    assert.equal(shipment.state, 'pending');
    const record = (await call(ctx, 'GET', `/api/v1/customer-shipments/${shipment.id}`)).body;
    assert.equal(record.lines.length, 1);
    const [line] = record.lines;
    assert.deepEqual([line.product.code, line.quantity, line.allocated_quantity], ['KIT', 3, 0]);
    assert.deepEqual(
      line.sublines.map((s: any) => [s.product.code, s.quantity, s.uom, s.allocated_quantity]),
      [
        ['WIDGET', 3, 'u', 3],
        ['STRAP', 6, 'u', 6],
      ],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).allocated, before.allocated + 6);
    assert.equal((await stockOf(ctx, 'EAST', 'KIT')).allocated, 0, 'the bundle itself holds no stock');
  });

  it('refuses a bundle quantity whose component quantities are not exact to three decimals', async () => {
    const res = await call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'HALF', quantity: 0.001 }]) });
    assert.equal(res.status, 422);
    assert.equal(res.body.code, 'invalid_value');
    assert.equal(res.body.errors[0].pointer, '/lines/0/quantity');
    const ok = await call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'HALF', quantity: 0.002 }]) });
    assert.equal(ok.status, 201);
  });

  it('lets only one of two orders take the last unit', async () => {
    const [a, b] = await Promise.all([
      call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'LAST', quantity: 1 }]) }),
      call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'LAST', quantity: 1 }]) }),
    ]);
    assert.deepEqual([a.status, b.status], [201, 201]);
    const states = [a.body.customer_shipments[0].state, b.body.customer_shipments[0].state].sort();
    assert.deepEqual(states, ['pending', 'waiting']);
    assert.deepEqual(await stockOf(ctx, 'EAST', 'LAST'), { on_hand: 1, allocated: 1, available: 0 });
  });

  it('answers 422 with a pointer for every unknown channel, carrier, warehouse and product at once, creating nothing', async () => {
    const before = await ctx.db
      .selectFrom('sales_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call(ctx, 'POST', '/api/v1/orders', {
      body: orderBody(
        [
          { product_code: 'NOPE', quantity: 1 },
          { product_code: 'WIDGET', quantity: 1, warehouse: 'MARS' },
        ],
        { channel: 'fax', carrier_identifier: 'pigeon_post' },
      ),
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.code, 'unknown_reference');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/carrier_identifier', '/channel', '/lines/0/product_code', '/lines/1/warehouse']);
    const orderWarehouse = await call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'WIDGET', quantity: 1 }], { warehouse: 'MARS' }) });
    assert.equal(orderWarehouse.status, 422);
    assert.equal(orderWarehouse.body.errors[0].pointer, '/warehouse');
    const after = await ctx.db
      .selectFrom('sales_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  it('needs a warehouse on each line or on the order', async () => {
    const body = orderBody([
      { product_code: 'WIDGET', quantity: 1, warehouse: 'EAST' },
      { product_code: 'WIDGET', quantity: 1 },
    ]);
    delete body.warehouse;
    const res = await call(ctx, 'POST', '/api/v1/orders', { body });
    assert.equal(res.status, 422);
    assert.deepEqual(
      res.body.errors.map((e: any) => [e.code, e.pointer]),
      [['warehouse_required', '/lines/1/warehouse']],
    );
  });

  it('refuses quantities beyond three decimals and unknown currencies with 422, schema errors with 400', async () => {
    const precise = await call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'WIDGET', quantity: 1.0005 }]) });
    assert.equal(precise.status, 422);
    assert.equal(precise.body.errors[0].pointer, '/lines/0/quantity');
    const currency = await call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'WIDGET', quantity: 1 }], { currency: 'ABC' }) });
    assert.equal(currency.status, 422);
    assert.deepEqual(
      currency.body.errors.map((e: any) => [e.code, e.pointer]),
      [['invalid_currency', '/currency']],
    );
    const schema = await call(ctx, 'POST', '/api/v1/orders', {
      body: orderBody([{ product_code: 'WIDGET', quantity: 0, unit_price: '1,50' }], { currency: 'usd', lines: [] }),
    });
    assert.equal(schema.status, 400);
    assert.deepEqual(schema.body.errors.map((e: any) => e.pointer).sort(), ['/currency', '/lines']);
    const line = await call(ctx, 'POST', '/api/v1/orders', { body: orderBody([{ product_code: 'WIDGET', quantity: 0, unit_price: '1,50', colour: 'red' }]) });
    assert.equal(line.status, 400);
    assert.deepEqual(line.body.errors.map((e: any) => e.pointer).sort(), ['/lines/0/colour', '/lines/0/quantity', '/lines/0/unit_price']);
  });

  it('accepts 250 lines and refuses 251', async () => {
    const many = (n: number) => orderBody(Array.from({ length: n }, () => ({ product_code: 'GADGET', quantity: 1 })));
    const ok = await call(ctx, 'POST', '/api/v1/orders', { body: many(250) });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.lines.length, 250);
    const tooMany = await call(ctx, 'POST', '/api/v1/orders', { body: many(251) });
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.body.errors[0].pointer, '/lines');
  });

  it('answers 409 for a duplicate order number and changes nothing', async () => {
    const body = orderBody([{ product_code: 'WIDGET', quantity: 1 }]);
    await placeOrder(ctx, body);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const again = await call(ctx, 'POST', '/api/v1/orders', { body: { ...body, customer: { code: 'NEW-CUSTOMER', name: 'New' } } });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_exists');
    assert.equal(again.body.errors[0].pointer, '/number');
    assert.deepEqual(await stockOf(ctx, 'EAST', 'WIDGET'), before);
    const customer = await ctx.db.selectFrom('customers').select('id').where('code', '=', 'NEW-CUSTOMER').executeTakeFirst();
    assert.equal(customer, undefined);
  });

  it('upserts the customer by code, keeping contact details an order leaves out', async () => {
    await placeOrder(
      ctx,
      orderBody([{ product_code: 'WIDGET', quantity: 1 }], { customer: { code: 'VIP', name: 'Grace', email: 'grace@example.com', phone: '555' } }),
    );
    const second = await placeOrder(ctx, orderBody([{ product_code: 'WIDGET', quantity: 1 }], { customer: { code: 'VIP', name: 'Grace Hopper' } }));
    assert.deepEqual(second.customer, { code: 'VIP', name: 'Grace Hopper', email: 'grace@example.com', phone: '555' });
    const rows = await ctx.db.selectFrom('customers').select('id').where('code', '=', 'VIP').execute();
    assert.equal(rows.length, 1);
  });

  it('takes products and warehouses by id, and a currency when given', async () => {
    const widget = await ctx.db.selectFrom('products').select('id').where('code', '=', 'WIDGET').executeTakeFirstOrThrow();
    const east = await call(ctx, 'GET', '/api/v1/warehouses/EAST');
    const order = await placeOrder(ctx, orderBody([{ product_code: widget.id, quantity: 1, warehouse: east.body.id }], { channel: shopId, currency: 'EUR' }));
    assert.deepEqual([order.lines[0].product_code, order.lines[0].warehouse, order.channel, order.currency], ['WIDGET', 'EAST', 'shop', 'EUR']);
  });

  it('lists orders sorted by update, filtered by number, channel and time, with paging', async () => {
    const amazon = await placeOrder(ctx, orderBody([{ product_code: 'WIDGET', quantity: 1 }], { channel: 'amazon' }));
    const byChannel = await call(ctx, 'GET', '/api/v1/orders?channel=amazon');
    assert.deepEqual(
      byChannel.body.map((o: any) => o.number),
      [amazon.number],
    );
    const byNumber = await call(ctx, 'GET', `/api/v1/orders?number=${amazon.number}`);
    assert.deepEqual(
      byNumber.body.map((o: any) => o.id),
      [amazon.id],
    );
    const since = await call(ctx, 'GET', `/api/v1/orders?updated_at_min=${encodeURIComponent(amazon.updated_at)}`);
    assert.ok(since.body.some((o: any) => o.id === amazon.id));
    assert.ok(since.body.every((o: any) => o.updated_at >= amazon.updated_at));
    const page = await call(ctx, 'GET', '/api/v1/orders?per_page=2');
    assert.equal(page.body.length, 2);
    assert.match(page.headers.link as string, /page=2/);
    const all = await call(ctx, 'GET', '/api/v1/orders');
    const keys = all.body.map((o: any) => `${o.updated_at}|${String(o.id).padStart(9, '0')}`);
    assert.deepEqual(keys, [...keys].sort());
    assert.equal((await call(ctx, 'GET', '/api/v1/orders/SO-NOPE')).status, 404);
  });

  it('cancels an order: every shipment is cancelled, stock freed, events written; twice is a 409', async () => {
    await addStock(ctx.db, 'WEST', 'GADGET', 2);
    const order = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'WIDGET', quantity: 4 },
        { product_code: 'GADGET', quantity: 2, warehouse: 'WEST' },
      ]),
    );
    assert.deepEqual(
      order.customer_shipments.map((s: any) => s.state),
      ['pending', 'pending'],
    );
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await call(ctx, 'POST', `/api/v1/orders/${order.number}/cancel`);
    assert.equal(res.status, 200);
    assert.equal(res.body.state, 'cancelled');
    assert.deepEqual(
      res.body.customer_shipments.map((s: any) => s.state),
      ['cancelled', 'cancelled'],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).allocated, before.allocated - 4);
    assert.equal((await stockOf(ctx, 'WEST', 'GADGET')).allocated, 0);
    for (const s of order.customer_shipments) {
      const [event] = await eventsOf(ctx.db, 'customer_shipment.cancelled', s.id);
      assert.ok(event, 'a customer_shipment.cancelled event');
      assert.deepEqual(event.data, {
        id: s.id,
        number: s.number,
        state: 'cancelled',
        warehouse: await warehouseRef(s.warehouse),
        order: { id: order.id, number: order.number, reference: order.reference },
        backorder_of: null,
      });
      assert.equal(event.channel_id, shopId);
    }
    const again = await call(ctx, 'POST', `/api/v1/orders/${order.id}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');
  });

  it('cancels what is left of an order with a shipped shipment, and refuses once nothing is left', async () => {
    const order = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
      ]),
    );
    const [east, west] = order.customer_shipments;
    // Shipping is the 3PL's confirmation; here the shipment is marked shipped directly.
    await ctx.db.updateTable('customer_shipments').set({ state: 'done' }).where('id', '=', east.id).execute();
    const res = await call(ctx, 'POST', `/api/v1/orders/${order.number}/cancel`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.cancellation_outcomes.map((o: any) => [o.id, o.outcome]),
      [
        [east.id, 'shipped'],
        [west.id, 'cancelled'],
      ],
    );
    const after = (await call(ctx, 'GET', `/api/v1/orders/${order.number}`)).body;
    assert.equal(after.state, 'done', 'what shipped stays shipped; the rest is cancelled');
    assert.equal(after.customer_shipments.find((s: any) => s.id === west.id).state, 'cancelled');
    const again = await call(ctx, 'POST', `/api/v1/orders/${order.number}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');
  });
});
