import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { settleTransfers } from '../../src/domain/inbound/settle-transfers.ts';
import { receiptSourceLocation } from '../../src/domain/inbound/settle-transfers.ts';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { Receiver } from '../events/receiver.ts';
import { allowPrivateReceivers, dispatchNow, registerEndpoint } from '../events/support.ts';
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

describe('Transfers shipped partially or in lots, and their backorders cancelled', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let key: string;
  let southKey: string;
  let receiver: Receiver;
  let restoreEnv: () => void;
  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext();
    let ok: Awaited<ReturnType<typeof setupMerchant>>['ok'];
    ({ key, ok } = await setupMerchant(ctx));
    await ok('POST', '/api/v1/warehouses', { code: 'SOUTH', name: 'SOUTH DC', address: SOUTH_ADDRESS, return_address: SOUTH_ADDRESS });
    const south = await ok('POST', '/api/v1/partners', { name: 'South 3PL', code: 'south', warehouses: ['SOUTH'] });
    southKey = (await insertApiKey(ctx.db, { role: 'warehouse', partnerId: south.id })).key;
    receiver = await new Receiver().listen();
    await registerEndpoint(ctx, { url: receiver.url('/south'), partner: 'south', events: ['supplier_shipment.created', 'transfer.shipped'] });
    await registerEndpoint(ctx, {
      url: receiver.url('/acme'),
      partner: 'acme',
      events: ['supplier_shipment.created', 'customer_shipment.cancelled', 'transfer.received'],
    });
  });
  after(async () => {
    await receiver.close();
    await ctx.close();
    restoreEnv();
  });

  const transfer = async (body: unknown) => {
    const res = await call(ctx, 'POST', '/api/v1/transfers', { body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  };
  const ship = async (shipments: unknown[]) => {
    const res = await call(ctx, 'PUT', SHIP, { key, body: { shipments } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.shipments;
  };
  const getTransfer = async (id: number) => (await call(ctx, 'GET', `/api/v1/transfers/${id}`)).body;
  const supplierShipment = async (id: number) => {
    const res = await call(ctx, 'GET', `/api/v1/supplier-shipments/${id}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const linesOf = (ss: { lines: { product: { code: string }; quantity: number; lot: { number: string; expiry_date: string | null } | null }[] }) =>
    ss.lines.map((l) => [l.product.code, l.quantity, l.lot?.number ?? null]);
  const heard = (path: string) =>
    receiver
      .at(path)
      .sort((a, b) => a.json.id - b.json.id)
      .map((r) => `${r.json.type} ${r.json.data.number}`);

  // On PostgreSQL a fan-out round waits for the horizon, which other sessions on the shared database hold back.
  const deliverUntil = async (path: string, count: number) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && receiver.at(path).length < count) {
      if ((await dispatchNow(ctx)).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('the destination expects the lots and quantities that left, announced to its partner; the backorder is cancelled by staff', async () => {
    // Lot L-A came into EAST from a supplier, with its expiry date.
    assert.equal((await call(ctx, 'POST', '/api/v1/suppliers', { body: { code: 'LAB', name: 'Lab supplies' } })).status, 201);
    const po = (
      await call(ctx, 'POST', '/api/v1/purchase-orders', { body: { supplier: 'LAB', warehouse: 'EAST', lines: [{ product_code: 'SERUM', quantity: 3 }] } })
    ).body;
    const confirmed = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`);
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const intoEast = await call(ctx, 'PUT', '/services/3pl/v1/supplier-shipments/receive.json', {
      key,
      body: {
        shipments: [
          { id: confirmed.body.supplier_shipments[0].id, lines: [{ product_code: 'SERUM', quantity: 3, lot: { number: 'L-A', expiry_date: '2028-06-30' } }] },
        ],
      },
    });
    assert.equal(intoEast.status, 200, JSON.stringify(intoEast.body));
    const before = await stockOf(ctx, 'EAST', 'SERUM');
    const created = await transfer({
      from_warehouse: 'EAST',
      to_warehouse: 'SOUTH',
      lines: [
        { product_code: 'SERUM', quantity: 6, lot: 'L-ASKED' },
        { product_code: 'WIDGET', quantity: 2 },
      ],
    });
    const [first] = created.supplier_shipments;
    const [result] = await ship([
      {
        id: created.customer_shipments[0].id,
        carrier_identifier: 'ups',
        tracking_number: '1ZLOTS',
        lines: [
          { product_code: 'SERUM', quantity: 3, lot: { number: 'L-A' } },
          { product_code: 'SERUM', quantity: 1, lot: { number: 'L-B' } },
          { product_code: 'WIDGET', quantity: 2 },
        ],
      },
    ]);
    const backorder = result.backorder;
    assert.ok(backorder, 'two SERUM stay at the source');
    const pending = await supplierShipment(first.id);
    assert.equal(pending.state, 'pending');
    assert.deepEqual(linesOf(pending), [
      ['SERUM', 3, 'L-A'],
      ['SERUM', 1, 'L-B'],
      ['WIDGET', 2, null],
    ]);
    assert.deepEqual(
      pending.lines.map((l: { lot: { expiry_date: string | null } | null }) => l.lot?.expiry_date ?? null),
      ['2028-06-30', null, null],
      'a lot carries the expiry date the books know (L-B is new, shipped from stock the books did not have)',
    );
    let t = await getTransfer(created.id);
    assert.deepEqual(
      t.lines.map((l: { shipped_quantity: number }) => l.shipped_quantity),
      [4, 2],
      'shipped counts every lot of a line',
    );
    const waitingRef = t.supplier_shipments.find((s: { state: string }) => s.state === 'waiting');
    assert.deepEqual(linesOf(await supplierShipment(waitingRef.id)), [['SERUM', 2, 'L-ASKED']], 'the backorder still asks for the requested lot');
    assert.equal(((await stockOf(ctx, 'SOUTH', 'SERUM')) as any).in_transit, 4, 'what left is on the road, the backorder not yet');

    const createdEvents = (await eventsOf(ctx, 'supplier_shipment.created')).filter((e) => e.resource_id === first.id);
    assert.equal(createdEvents.length, 1);
    const [announced] = createdEvents as [(typeof createdEvents)[number]];
    assert.equal(announced.warehouse_id, created.to_warehouse.id);
    assert.equal(announced.data.state, 'pending');
    assert.equal(announced.data.source, 'transfer');
    assert.deepEqual(announced.data.transfer, { id: created.id, number: created.number });
    assert.equal(announced.data.lines.length, 3);
    await deliverUntil('/south', 2);
    assert.deepEqual(heard('/south'), [`transfer.shipped ${created.number}`, `supplier_shipment.created ${first.number}`]);

    // The destination receives by line id: each line's lot is the one that left the source.
    const received = await call(ctx, 'PUT', '/services/3pl/v1/supplier-shipments/receive.json', {
      key: southKey,
      body: { shipments: [{ id: first.id, lines: pending.lines.map((l: { id: number; quantity: number }) => ({ id: l.id, quantity: l.quantity })) }] },
    });
    assert.equal(received.status, 200, JSON.stringify(received.body));
    const south = await stockOf(ctx, 'SOUTH', 'SERUM');
    assert.deepEqual(south.locations.map((l) => [l.lot, l.quantity]).sort(), [
      ['L-A', 3],
      ['L-B', 1],
    ]);
    assert.equal((await getTransfer(created.id)).state, 'in_transit', 'the backorder is still expected');

    const cancelled = await call(ctx, 'POST', `/api/v1/customer-shipments/${backorder.id}/cancel`);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.state, 'cancelled');
    assert.equal((await stockOf(ctx, 'EAST', 'SERUM')).allocated, before.allocated, "the backorder's allocation is released");
    t = await getTransfer(created.id);
    assert.equal(t.state, 'received', 'everything that left has arrived');
    assert.ok(t.received_at);
    assert.deepEqual(
      t.supplier_shipments.map((s: { state: string }) => s.state),
      ['done', 'cancelled'],
    );
    assert.deepEqual(
      t.customer_shipments.map((s: { state: string }) => s.state),
      ['done', 'cancelled'],
    );
    assert.equal(((await stockOf(ctx, 'SOUTH', 'SERUM')) as any).in_transit, 0);
    assert.equal((await call(ctx, 'GET', `/api/v1/orders/${created.order.id}`)).body.state, 'done');
    await deliverUntil('/acme', 3);
    // Delivered in event order: the EAST partner heard of the purchase order's arrival at EAST, and not of
    // the transfer's supplier shipment to SOUTH, announced before the backorder's cancellation.
    assert.deepEqual(heard('/acme'), [
      `supplier_shipment.created ${confirmed.body.supplier_shipments[0].number}`,
      `customer_shipment.cancelled ${backorder.number}`,
      `transfer.received ${created.number}`,
    ]);
    await assertLedgerInvariant(ctx.db);
  });

  it('cancelling a transfer in transit withdraws its backorder and keeps what is on the road expected', async () => {
    const before = await stockOf(ctx, 'EAST', 'GADGET');
    const created = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'GADGET', quantity: 5 }] });
    const [result] = await ship([{ id: created.customer_shipments[0].id, lines: [{ product_code: 'GADGET', quantity: 2 }] }]);
    assert.ok(result.backorder);
    const res = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'in_transit', 'two GADGET are on the road');
    assert.deepEqual(
      res.body.customer_shipments.map((s: { state: string }) => s.state),
      ['done', 'cancelled'],
    );
    assert.deepEqual(
      res.body.supplier_shipments.map((s: { state: string }) => s.state),
      ['pending', 'cancelled'],
    );
    assert.deepEqual(
      res.body.lines.map((l: { shipped_quantity: number }) => l.shipped_quantity),
      [2],
    );
    const east = await stockOf(ctx, 'EAST', 'GADGET');
    assert.equal(east.allocated, before.allocated);
    assert.equal(east.on_hand, before.on_hand - 2);
    assert.equal(((await stockOf(ctx, 'SOUTH', 'GADGET')) as any).in_transit, 2);
    const again = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');

    const pending = await supplierShipment(created.supplier_shipments[0].id);
    const received = await call(ctx, 'PUT', '/services/3pl/v1/supplier-shipments/receive.json', {
      key: southKey,
      body: { shipments: [{ id: pending.id, lines: [{ product_code: 'GADGET', quantity: 2 }] }] },
    });
    assert.equal(received.status, 200, JSON.stringify(received.body));
    assert.equal((await getTransfer(created.id)).state, 'received');
    await assertLedgerInvariant(ctx.db);
  });

  it("an acknowledged backorder is cancelled by a request the source's warehouse accepts, and the destination stops waiting for it", async () => {
    const created = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'GADGET', quantity: 3 }] });
    const [result] = await ship([{ id: created.customer_shipments[0].id, lines: [{ product_code: 'GADGET', quantity: 1 }] }]);
    const backorder = result.backorder as { id: number; number: string };
    assert.ok(backorder);
    const ack = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', { key, body: { shipments: [{ id: backorder.id }] } });
    assert.equal(ack.status, 200, JSON.stringify(ack.body));
    const requested = await call(ctx, 'POST', `/api/v1/customer-shipments/${backorder.id}/cancel`, { body: { reason: 'no longer needed at SOUTH' } });
    assert.equal(requested.status, 202, JSON.stringify(requested.body));
    assert.equal(requested.body.cancellation.state, 'requested');
    assert.equal((await getTransfer(created.id)).supplier_shipments.filter((s: { state: string }) => s.state === 'waiting').length, 1, 'still expected');
    const accepted = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/cancellation.json', {
      key,
      body: { shipments: [{ id: backorder.id, accept: true }] },
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const after = await getTransfer(created.id);
    assert.equal(after.state, 'in_transit', 'one GADGET is on the road');
    assert.deepEqual(
      after.supplier_shipments.map((s: { state: string }) => s.state),
      ['pending', 'cancelled'],
    );
    await assertLedgerInvariant(ctx.db);
  });

  it("cancelling a transfer whose shipment the source's warehouse acknowledged asks it first; accepted, the transfer is cancelled whole", async () => {
    const before = await stockOf(ctx, 'EAST', 'STRAP');
    const created = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'STRAP', quantity: 4 }] });
    const shipment = created.customer_shipments[0];
    const ack = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', { key, body: { shipments: [{ id: shipment.id }] } });
    assert.equal(ack.status, 200, JSON.stringify(ack.body));
    const asked = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`, { body: { reason: 'SOUTH is closing' } });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    assert.equal(asked.body.state, 'open', 'the warehouse may be picking it: nothing is cancelled yet');
    assert.equal(asked.body.customer_shipments[0].state, 'open');
    assert.deepEqual(
      [asked.body.customer_shipments[0].cancellation.state, asked.body.customer_shipments[0].cancellation.reason],
      ['requested', 'SOUTH is closing'],
    );
    assert.equal(asked.body.supplier_shipments[0].state, 'waiting');
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).allocated, before.allocated + 4, 'the stock stays with the shipment');
    const again = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`);
    assert.equal(again.status, 202);
    const requests = (await eventsOf(ctx, 'customer_shipment.cancellation_requested')).filter((e) => e.resource_id === shipment.id);
    assert.equal(requests.length, 1, 'asked once');
    const fetched = await call(ctx, 'GET', `/services/3pl/v1/customer-shipments.json?status=open&cancellation=requested&ids=${shipment.id}`, { key });
    assert.deepEqual(
      fetched.body.map((r: { id: number; transfer: { number: string } }) => [r.id, r.transfer.number]),
      [[shipment.id, created.number]],
      'the warehouse lists it',
    );
    const accepted = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/cancellation.json', {
      key,
      body: { shipments: [{ id: shipment.id, accept: true }] },
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const after = await getTransfer(created.id);
    assert.equal(after.state, 'cancelled');
    assert.ok(after.cancelled_at);
    assert.deepEqual(
      [after.customer_shipments[0].state, after.customer_shipments[0].cancellation.state, after.supplier_shipments[0].state],
      ['cancelled', 'accepted', 'cancelled'],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).allocated, before.allocated);
    await assertLedgerInvariant(ctx.db);
  });

  it('a transfer whose cancellation was asked goes on when the warehouse ships first, or rejects; an acknowledged backorder is asked too', async () => {
    const created = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'WIDGET', quantity: 3 }] });
    const shipment = created.customer_shipments[0];
    await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', { key, body: { shipments: [{ id: shipment.id }] } });
    assert.equal((await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`)).status, 202);
    const [shipped] = await ship([{ id: shipment.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }]);
    const backorder = shipped.backorder as { id: number };
    assert.ok(backorder);
    let record = await getTransfer(created.id);
    assert.equal(record.state, 'in_transit', 'the parcel left: the transfer goes on');
    assert.deepEqual([record.customer_shipments[0].cancellation.state, record.customer_shipments[0].cancellation.reason], ['rejected', 'shipped']);
    await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', { key, body: { shipments: [{ id: backorder.id }] } });
    const asked = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`);
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    const rejected = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/cancellation.json', {
      key,
      body: { shipments: [{ id: backorder.id, accept: false, reason: 'already packed' }] },
    });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    record = await getTransfer(created.id);
    assert.deepEqual(
      record.supplier_shipments.map((s: { state: string }) => s.state),
      ['pending', 'waiting'],
      'the destination still expects the backorder',
    );
    assert.deepEqual(
      record.customer_shipments.map((s: { state: string; cancellation: { state: string } | null }) => [s.state, s.cancellation?.state ?? null]),
      [
        ['done', 'rejected'],
        ['open', 'rejected'],
      ],
    );
    await assertLedgerInvariant(ctx.db);
  });

  it('a cancel racing a partial confirmation cancels what did not leave, whichever comes first', async () => {
    for (let round = 0; round < 4; round++) {
      const created = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'CASE', quantity: 2 }] });
      const id = created.customer_shipments[0].id;
      const [cancel, shipped] = await Promise.all([
        call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`),
        call(ctx, 'PUT', SHIP, { key, body: { shipments: [{ id, lines: [{ product_code: 'CASE', quantity: 1 }] }] } }),
      ]);
      assert.equal(cancel.status, 200, `round ${round}: ${JSON.stringify(cancel.body)}`);
      const record = await getTransfer(created.id);
      const left = record.customer_shipments.filter((s: { state: string }) => s.state !== 'done' && s.state !== 'cancelled');
      assert.deepEqual(left, [], `round ${round}: nothing is left to ship`);
      if (shipped.body.shipments?.[0]?.errors === null) {
        assert.equal(record.state, 'in_transit', `round ${round}: the shipped unit is on the road`);
        assert.deepEqual(
          record.supplier_shipments.map((ss: { state: string }) => ss.state),
          ['pending', 'cancelled'],
        );
      } else {
        assert.equal(record.state, 'cancelled', `round ${round}: ${JSON.stringify(shipped.body)}`);
      }
    }
    await assertLedgerInvariant(ctx.db);
  });

  it("a transfer that shipped nothing still cancels whole, not through its shipment; a shipped one's shipment cannot be cancelled", async () => {
    const created = await transfer({ from_warehouse: 'EAST', to_warehouse: 'SOUTH', lines: [{ product_code: 'CASE', quantity: 1 }] });
    const direct = await call(ctx, 'POST', `/api/v1/customer-shipments/${created.customer_shipments[0].id}/cancel`);
    assert.equal(direct.status, 409);
    assert.equal(direct.body.code, 'invalid_state');
    assert.match(direct.body.detail, /cancel the transfer/);
    await ship([{ id: created.customer_shipments[0].id, lines: [{ product_code: 'CASE', quantity: 1 }] }]);
    const shipped = await call(ctx, 'POST', `/api/v1/customer-shipments/${created.customer_shipments[0].id}/cancel`);
    assert.equal(shipped.status, 409);
    assert.equal(shipped.body.code, 'invalid_state');
    const whole = await call(ctx, 'POST', `/api/v1/transfers/${created.id}/cancel`);
    assert.equal(whole.status, 409, 'everything shipped: nothing left to cancel');
    assert.equal(whole.body.code, 'invalid_state');
    assert.equal((await getTransfer(created.id)).state, 'in_transit');
  });
});
