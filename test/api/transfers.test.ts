import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { settleTransfers } from '../../src/domain/inbound/settle-transfers.ts';
import { receiptSourceLocation } from '../../src/domain/inbound/settle-transfers.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { eventsOf, placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';

const FETCH = '/services/3pl/v1/customer-shipments.json';
const SHIP = '/services/3pl/v1/customer-shipments/ship.json';
const SOUTH_ADDRESS = { name: 'SOUTH receiving', street: '9 Harbor Way', city: 'Mobile', zip: '36602', subdivision_code: 'AL', country_code: 'US' };

describe('Transfers between warehouses', () => {
  let ctx: TestContext;
  let key: string;
  let ok: Awaited<ReturnType<typeof setupMerchant>>['ok'];
  before(async () => {
    ctx = await createContext();
    ({ key, ok } = await setupMerchant(ctx));
    await ok('POST', '/api/v1/warehouses', { code: 'SOUTH', name: 'SOUTH DC', address: SOUTH_ADDRESS, return_address: SOUTH_ADDRESS });
  });
  after(async () => {
    await ctx.close();
  });

  const transfer = (body: unknown) => call(ctx, 'POST', '/api/v1/transfers', { body });
  const fetchShipment = async (id: number) => {
    const res = await call(ctx, 'GET', `${FETCH}?ids=${id}`, { key });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body[0];
  };
  const ship = (shipments: unknown[]) => call(ctx, 'PUT', SHIP, { key, body: { shipments } });
  const supplierShipments = (transferId: number) =>
    ctx.db
      .selectFrom('supplier_shipments')
      .select(['id', 'state', 'carrier_code', 'tracking_number', 'source', 'warehouse_id'])
      .where('transfer_id', '=', transferId)
      .orderBy('id')
      .execute();
  const ssLines = (ssId: number) =>
    ctx.db.selectFrom('supplier_shipment_lines').select(['transfer_line_id', 'quantity']).where('supplier_shipment_id', '=', ssId).orderBy('id').execute();

  it('creates the source shipment (released), a waiting supplier shipment at the destination, and the fetched record names the transfer', async () => {
    const res = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'WIDGET', quantity: 5 }] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const t = res.body;
    assert.match(t.number, /^TR-\d{6}$/);
    assert.equal(t.state, 'open');
    assert.equal(t.from_warehouse.code, 'EAST');
    assert.equal(t.to_warehouse.code, 'SOUTH');
    assert.equal(t.order.number, t.number);
    assert.equal(t.customer_shipments.length, 1);
    assert.equal(t.customer_shipments[0].state, 'pending');
    assert.deepEqual(
      t.supplier_shipments.map((s: { state: string }) => s.state),
      ['waiting'],
    );
    const [ss] = await supplierShipments(t.id);
    assert.equal(ss!.source, 'transfer');
    const record = await fetchShipment(t.customer_shipments[0].id);
    assert.deepEqual(record.transfer, { id: t.id, number: t.number, to_warehouse: t.to_warehouse });
    assert.equal(record.delivery_address.street, SOUTH_ADDRESS.street);
    assert.equal(record.delivery_address.city, SOUTH_ADDRESS.city);
    assert.equal(record.warehouse.code, 'EAST');
    const byNumber = await call(ctx, 'GET', `/api/v1/transfers/${t.number}`);
    assert.equal(byNumber.status, 200);
    assert.equal(byNumber.body.id, t.id);
  });

  it("an order's fetched shipment carries transfer null", async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    assert.equal((await fetchShipment(cs.id)).transfer, null);
  });

  it('ship.json moves the stock to transit, the supplier shipment becomes pending with tracking, the transfer in transit', async () => {
    const created = (await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'GADGET', quantity: 3 }] })).body;
    const before = await stockOf(ctx, 'EAST', 'GADGET');
    const res = await ship([
      {
        id: created.customer_shipments[0].id,
        carrier_identifier: 'ups',
        tracking_number: '1Z999AA10123456784',
        lines: [{ product_code: 'GADGET', quantity: 3 }],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.shipments[0].state, 'done');
    const after = await stockOf(ctx, 'EAST', 'GADGET');
    assert.equal(after.on_hand, before.on_hand - 3);
    const transit = await ctx.db
      .selectFrom('stock_moves as m')
      .innerJoin('locations as l', 'l.id', 'm.to_location_id')
      .select(['l.kind', 'm.quantity'])
      .where('m.shipment_id', '=', created.customer_shipments[0].id)
      .execute();
    assert.deepEqual(
      transit.map((m) => [m.kind, Number(m.quantity)]),
      [['transit', 3000]],
    );
    const t = (await call(ctx, 'GET', `/api/v1/transfers/${created.id}`)).body;
    assert.equal(t.state, 'in_transit');
    assert.ok(t.shipped_at);
    assert.deepEqual(t.supplier_shipments, [
      {
        id: created.supplier_shipments[0].id,
        number: created.supplier_shipments[0].number,
        state: 'pending',
        carrier_code: 'ups',
        tracking_number: '1Z999AA10123456784',
      },
    ]);
    assert.equal(t.lines[0].shipped_quantity, 3);
    const [event] = (await eventsOf(ctx, 'transfer.shipped')).filter((e) => e.resource_id === created.id);
    assert.ok(event);
    assert.equal(event.data.state, 'in_transit');
    assert.deepEqual(event.data.supplier_shipment, { id: created.supplier_shipments[0].id, number: created.supplier_shipments[0].number });
    assert.equal(event.warehouse_id, created.to_warehouse.id);
    assert.equal(event.channel_id, null);
    await assertLedgerInvariant(ctx.db);
    const cancel = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`);
    assert.equal(cancel.status, 409);
    assert.equal(cancel.body.code, 'invalid_state');
  });

  it('a partial shipment: the pending supplier shipment carries what shipped, a new waiting one the backorder', async () => {
    const created = (
      await transfer({
        from_warehouse: 'EAST',
        to_warehouse: 'SOUTH',
        lines: [
          { product_code: 'WIDGET', quantity: 4 },
          { product_code: 'CASE', quantity: 2 },
        ],
      })
    ).body;
    const res = await ship([{ id: created.customer_shipments[0].id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const backorder = res.body.shipments[0].backorder;
    assert.ok(backorder);
    const [pending, waiting] = await supplierShipments(created.id);
    assert.equal(pending!.state, 'pending');
    assert.equal(waiting!.state, 'waiting');
    const [widgetLine, caseLine] = created.lines;
    assert.deepEqual(await ssLines(pending!.id), [{ transfer_line_id: widgetLine.id, quantity: 1000 }]);
    assert.deepEqual(await ssLines(waiting!.id), [
      { transfer_line_id: widgetLine.id, quantity: 3000 },
      { transfer_line_id: caseLine.id, quantity: 2000 },
    ]);
    assert.deepEqual((await fetchShipment(backorder.id)).transfer.number, created.number);
    const second = await ship([
      {
        id: backorder.id,
        lines: [
          { product_code: 'WIDGET', quantity: 3 },
          { product_code: 'CASE', quantity: 2 },
        ],
      },
    ]);
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const states = (await supplierShipments(created.id)).map((s) => s.state);
    assert.deepEqual(states, ['pending', 'pending']);
    const t = (await call(ctx, 'GET', `/api/v1/transfers/${created.id}`)).body;
    assert.equal(t.state, 'in_transit');
    assert.deepEqual(
      t.lines.map((l: { shipped_quantity: number }) => l.shipped_quantity),
      [4, 2],
    );
    assert.equal((await eventsOf(ctx, 'transfer.shipped')).filter((e) => e.resource_id === created.id).length, 2);
  });

  it('settleTransfers marks a transfer received once all its supplier shipments are done, and a receipt takes from transit', async () => {
    const created = (await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'STRAP', quantity: 2 }] })).body;
    await ship([{ id: created.customer_shipments[0].id, lines: [{ product_code: 'STRAP', quantity: 2 }] }]);
    const [ss] = await supplierShipments(created.id);
    const now = new Date().toISOString();
    const events = await ctx.db.transaction().execute(async (trx) => {
      assert.deepEqual(await settleTransfers(trx, [ss!.id], now), [], 'pending: not received yet');
      // What the receipt of receive.json does to the supplier shipment (branch inbound-tpl), then settles.
      await trx.updateTable('supplier_shipments').set({ state: 'done', received_at: now }).where('id', '=', ss!.id).execute();
      return settleTransfers(trx, [ss!.id], now);
    });
    assert.equal(events.length, 1);
    assert.equal(events[0]!.type, 'transfer.received');
    assert.equal(events[0]!.warehouseId, created.from_warehouse.id);
    assert.equal((events[0]!.data as { state: string }).state, 'received');
    const t = (await call(ctx, 'GET', `/api/v1/transfers/${created.id}`)).body;
    assert.equal(t.state, 'received');
    assert.deepEqual(await ctx.db.transaction().execute((trx) => settleTransfers(trx, [ss!.id], now)), [], 'received once');
    assert.equal((await receiptSourceLocation(ctx.db, 'transfer')).kind, 'transit');
    assert.equal((await receiptSourceLocation(ctx.db, 'purchase_order')).kind, 'supplier');
  });

  it('cancels an open transfer: the source shipment is cancelled and its stock freed, the supplier shipment cancelled', async () => {
    const before = await stockOf(ctx, 'EAST', 'CASE');
    const created = (await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'CASE', quantity: 5 }] })).body;
    assert.equal((await stockOf(ctx, 'EAST', 'CASE')).allocated, before.allocated + 5);
    const res = await call(ctx, 'POST', `/api/v1/transfers/${created.number}/cancel`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'cancelled');
    assert.equal(res.body.customer_shipments[0].state, 'cancelled');
    assert.equal(res.body.supplier_shipments[0].state, 'cancelled');
    assert.equal((await stockOf(ctx, 'EAST', 'CASE')).allocated, before.allocated);
    const again = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');
  });

  it('waits when the source lacks stock and is released by an adjustment', async () => {
    const created = (await transfer({ from_warehouse: 'WEST', to_warehouse: 'SOUTH', lines: [{ product_code: 'SERUM', quantity: 60 }] })).body;
    assert.equal(created.customer_shipments[0].state, 'waiting');
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'WEST', product_code: 'SERUM', quantity: 10 });
    const t = (await call(ctx, 'GET', `/api/v1/transfers/${created.id}`)).body;
    assert.equal(t.customer_shipments[0].state, 'pending');
  });

  it('refuses bad input with a pointer per field, writing nothing', async () => {
    const count = async () =>
      (
        await ctx.db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const res = await transfer({
      from_warehouse: 'NOPE',
      to_warehouse: 'SOUTH',
      lines: [
        { product_code: 'MISSING', quantity: 1 },
        { product_code: 'KIT', quantity: 1 },
        { product_code: 'WIDGET', quantity: 1.0001 },
      ],
    });
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.errors.map((e: { pointer: string }) => e.pointer),
      ['/from_warehouse', '/lines/0/product_code', '/lines/1/product_code', '/lines/2/quantity'],
    );
    const same = await transfer({ from_warehouse: 'EAST', to_warehouse: 'EAST', lines: [{ product_code: 'WIDGET', quantity: 1 }] });
    assert.equal(same.status, 422);
    assert.equal(same.body.errors[0].pointer, '/to_warehouse');
    const zero = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'WIDGET', quantity: 0 }] });
    assert.equal(zero.status, 400);
    const empty = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [] });
    assert.equal(empty.status, 400);
    assert.equal(Number(await count()), before);
    assert.equal((await call(ctx, 'GET', '/api/v1/transfers/TR-999999')).status, 404);
  });

  it('keeps transfer orders and the built-in channel out of the merchant views', async () => {
    const channels = await call(ctx, 'GET', '/api/v1/channels');
    assert.ok(!channels.body.some((c: { code: string }) => c.code === 'dockside-transfers'));
    const orders = await call(ctx, 'GET', '/api/v1/orders');
    assert.ok(!orders.body.some((o: { number: string }) => o.number.startsWith('TR-')));
    const refused = await call(ctx, 'POST', '/api/v1/orders', {
      body: {
        number: 'SO-BUILTIN',
        channel: 'dockside-transfers',
        customer: { code: 'X', name: 'X' },
        shipping_address: { name: 'X' },
        warehouse: 'EAST',
        lines: [{ product_code: 'WIDGET', quantity: 1, unit_price: '1.00' }],
      },
    });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.errors[0].pointer, '/channel');
    const open = (await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'WIDGET', quantity: 1 }] })).body;
    const direct = await call(ctx, 'POST', `/api/v1/customer-shipments/${open.customer_shipments[0].id}/cancel`);
    assert.equal(direct.status, 409);
    assert.equal(direct.body.code, 'invalid_state');
    const order = await call(ctx, 'POST', `/api/v1/orders/${open.order.id}/cancel`);
    assert.equal(order.status, 409);
    assert.equal(order.body.code, 'invalid_state');
    const returned = await call(ctx, 'POST', '/api/v1/returns', {
      body: { order: open.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] },
    });
    assert.equal(returned.status, 422);
    assert.equal(returned.body.errors[0].pointer, '/order');
    const listed = await call(ctx, 'GET', '/api/v1/transfers?state=in_transit');
    assert.equal(listed.status, 200);
    assert.ok(listed.body.length >= 1);
    assert.ok(listed.body.every((t: { state: string }) => t.state === 'in_transit'));
  });
});
