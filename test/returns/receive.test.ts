import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { UPC_WIDGET, eventsOf, placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { atLocation, createReturn, crsAt, crsRecord, receive, returnOrder, shippedOrder } from '../helpers/returns-fixture.ts';

describe('3PL receive.json: stock, state and events of a received return', () => {
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

  /** A shipped order and a return of it, routed to EAST; answers the return order and its CRS record. */
  async function pendingReturn(lines: { product_code: string; quantity: number }[]) {
    const order = await shippedOrder(ctx, lines);
    const ro = await createReturn(ctx, { order: order.number, lines });
    return { order, ro, crs: await crsRecord(ctx, crsAt(ro, 'EAST').id) };
  }

  it('receives everything good into primary storage: CRS done, return order closed, events, inventory.updated', async () => {
    const { ro, crs } = await pendingReturn([
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const widgetBefore = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await receive(ctx, key, [
      {
        id: crs.id,
        lines: [
          { id: crs.lines[0].id, quantity: 2 },
          { product_code: 'GADGET', quantity: 1 },
        ],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.deepEqual([result.id, result.number, result.state, result.errors, result.remainder], [crs.id, crs.number, 'done', null, null]);
    assert.deepEqual(result.received_in, { id: crs.id, number: crs.number });
    assert.deepEqual(result.not_received, []);
    assert.deepEqual(result.lines, [
      { id: crs.lines[0].id, product_code: 'WIDGET', quantity: 2, condition: 'good', location: 'storage', lot: null },
      { id: crs.lines[1].id, product_code: 'GADGET', quantity: 1, condition: 'good', location: 'storage', lot: null },
    ]);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, widgetBefore.on_hand + 2);
    const record = await crsRecord(ctx, crs.id, key);
    assert.equal(record.state, 'done');
    assert.equal(record.received_at, result.received_at);
    assert.deepEqual(
      record.lines.map((l: any) => l.received_quantity),
      [2, 1],
    );
    const closed = await returnOrder(ctx, ro.id);
    assert.equal(closed.state, 'closed');
    assert.ok(closed.closed_at);
    assert.deepEqual(
      closed.lines.map((l: any) => l.received_quantity),
      [2, 1],
    );
    const moves = await ctx.db.selectFrom('stock_moves').select(['cause', 'quantity']).where('crs_id', '=', crs.id).execute();
    assert.deepEqual(moves.map((m) => [m.cause, m.quantity]).sort(), [
      ['return', 1000],
      ['return', 2000],
    ]);
    const [receivedEvent] = (await eventsOf(ctx, 'customer_return_shipment.received')).filter((e) => e.resource_id === crs.id);
    assert.ok(receivedEvent, 'a customer_return_shipment.received event');
    assert.deepEqual([receivedEvent.warehouse_id, Boolean(receivedEvent.channel_id)], [warehouses.EAST, true]);
    assert.deepEqual(receivedEvent.data.lines, result.lines);
    const [closedEvent] = (await eventsOf(ctx, 'return_order.closed')).filter((e) => e.resource_id === ro.id);
    assert.ok(closedEvent, 'a return_order.closed event');
    assert.ok(closedEvent.channel_id, "the return is closed on the order's channel");
    assert.equal(closedEvent.data.state, 'closed');
    const inventory = (await eventsOf(ctx, 'inventory.updated')).filter((e) => e.data.crs_id === crs.id);
    assert.deepEqual(inventory.map((e) => e.data.product_code).sort(), ['GADGET', 'WIDGET']);
    await assertLedgerInvariant(ctx.db);
  });

  it('splits one line into good units (into a bin under storage) and damaged ones (lost and found, not sellable)', async () => {
    const { crs } = await pendingReturn([{ product_code: 'WIDGET', quantity: 3 }]);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const binBefore = await atLocation(ctx, 'EAST', 'WIDGET', 'A-01');
    const lostBefore = await atLocation(ctx, 'EAST', 'WIDGET', 'lost_and_found');
    const lineId = crs.lines[0].id;
    const res = await receive(ctx, key, [
      {
        id: crs.id,
        lines: [
          { id: lineId, quantity: 2, condition: 'good', location: 'A-01' },
          { id: lineId, quantity: 1, condition: 'damaged' },
        ],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.shipments[0].lines.map((l: any) => [l.id, l.quantity, l.condition, l.location]),
      [
        [lineId, 2, 'good', 'A-01'],
        [lineId, 1, 'damaged', 'lost_and_found'],
      ],
    );
    assert.equal(res.body.shipments[0].state, 'done');
    assert.equal(await atLocation(ctx, 'EAST', 'WIDGET', 'A-01'), binBefore + 2);
    assert.equal(await atLocation(ctx, 'EAST', 'WIDGET', 'lost_and_found'), lostBefore + 1);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 2, 'only good units count as on hand');
    const line = (await returnOrder(ctx, (await crsRecord(ctx, crs.id)).return_order.id)).customer_return_shipments[0].lines[0];
    assert.deepEqual([line.received_quantity, line.damaged_quantity], [3, 1]);
    await assertLedgerInvariant(ctx.db);
  });

  it('sends no inventory.updated for stock that landed only outside primary storage', async () => {
    const { crs } = await pendingReturn([{ product_code: 'GADGET', quantity: 1 }]);
    const res = await receive(ctx, key, [{ id: crs.id, lines: [{ product_code: 'GADGET', quantity: 1, condition: 'damaged' }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      (await eventsOf(ctx, 'inventory.updated')).filter((e) => e.data.crs_id === crs.id),
      [],
    );
    assert.equal((await eventsOf(ctx, 'customer_return_shipment.received')).filter((e) => e.resource_id === crs.id).length, 1);
  });

  it('matches lines by GTIN, creates unknown lots, and receives from open as from pending', async () => {
    const { crs } = await pendingReturn([
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'SERUM', quantity: 2 },
    ]);
    const ack = await call(ctx, 'PUT', '/services/3pl/v1/customer-return-shipments/acknowledge.json', {
      key,
      body: { shipments: [{ id: crs.id, tpl_reference: 'WMS-9' }] },
    });
    assert.equal(ack.status, 200);
    const res = await receive(ctx, key, [
      {
        id: crs.id,
        lines: [
          { product_code: UPC_WIDGET, quantity: 1 },
          { product_code: 'SERUM', quantity: 2, lot: { number: 'RET-LOT-7' } },
        ],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.equal(result.tpl_reference, 'WMS-9', "the acknowledgement's reference is kept");
    assert.deepEqual(
      result.lines.map((l: any) => [l.product_code, l.lot]),
      [
        ['WIDGET', null],
        ['SERUM', 'RET-LOT-7'],
      ],
    );
    const lot = await ctx.db.selectFrom('lots').select('number').where('number', '=', 'RET-LOT-7').execute();
    assert.equal(lot.length, 1);
    const serum = await stockOf(ctx, 'EAST', 'SERUM');
    assert.ok(serum.locations.some((l) => l.location === 'storage' && l.lot === 'RET-LOT-7' && l.quantity === 2));
  });

  it('releases a waiting customer shipment when returned stock lands in primary storage', async () => {
    const { crs } = await pendingReturn([{ product_code: 'CASE', quantity: 2 }]);
    const available = (await stockOf(ctx, 'EAST', 'CASE')).available;
    const waiting = await placeOrder(ctx, [{ product_code: 'CASE', quantity: available + 2 }]);
    assert.equal(waiting.state, 'waiting');
    const res = await receive(ctx, key, [{ id: crs.id, lines: [{ product_code: 'CASE', quantity: 2 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const state = await ctx.db.selectFrom('customer_shipments').select('state').where('id', '=', waiting.id).executeTakeFirstOrThrow();
    assert.equal(state.state, 'pending');
    assert.equal((await eventsOf(ctx, 'customer_shipment.released')).filter((e) => e.resource_id === waiting.id).length, 1);
    await assertLedgerInvariant(ctx.db);
  });

  it('keeps the return order open until every CRS of it is done', async () => {
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    await receive(ctx, key, [{ id: crsAt(ro, 'EAST').id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }]);
    assert.equal((await returnOrder(ctx, ro.id)).state, 'open');
    assert.deepEqual(
      (await eventsOf(ctx, 'return_order.closed')).filter((e) => e.resource_id === ro.id),
      [],
    );
    await receive(ctx, key, [{ id: crsAt(ro, 'WEST').id, lines: [{ product_code: 'GADGET', quantity: 1 }] }]);
    assert.equal((await returnOrder(ctx, ro.id)).state, 'closed');
    assert.equal((await eventsOf(ctx, 'return_order.closed')).filter((e) => e.resource_id === ro.id).length, 1);
  });
});
