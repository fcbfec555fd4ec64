import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { UPC_WIDGET, eventsOf, placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { orderedStock, purchaseOrder, receiveSupplier, supplierShipment } from '../helpers/supplier-shipments-fixture.ts';

describe('3PL supplier-shipments/receive.json: what the warehouse counted comes in', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  let warehouses: Record<string, number>;
  before(async () => {
    ctx = await createContext();
    ({ key, otherKey, warehouses } = await setupMerchant(ctx));
  });
  after(async () => {
    await assertLedgerInvariant(ctx.db);
    await ctx.close();
  });

  it('receives exactly what was announced: stock on hand, shipment done, purchase order received, events, ledger moves', async () => {
    const { po, shipment } = await orderedStock(ctx, [
      { product_code: 'WIDGET', quantity: 5 },
      { product_code: 'GADGET', quantity: 2 },
    ]);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await receiveSupplier(ctx, key, [
      {
        id: shipment.id,
        tpl_reference: 'RCV-1',
        lines: [
          { id: shipment.lines[0].id, quantity: 5 },
          { product_code: 'GADGET', quantity: 2, location: 'A-01' },
        ],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.deepEqual([result.state, result.errors, result.remainder, result.not_received, result.surplus], ['done', null, null, [], []]);
    assert.deepEqual(result.received_in, { id: shipment.id, number: shipment.number });
    assert.equal(result.receiving_strategy, 'finalize_and_start_new');
    assert.deepEqual(
      result.lines.map((l: any) => [l.product_code, l.quantity, l.condition, l.location, l.lot]),
      [
        ['WIDGET', 5, 'good', 'storage', null],
        ['GADGET', 2, 'good', 'A-01', null],
      ],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 5);
    const record = await supplierShipment(ctx, shipment.id);
    assert.deepEqual([record.state, record.tpl_reference, record.received_at], ['done', 'RCV-1', result.received_at]);
    assert.deepEqual(
      record.lines.map((l: any) => l.received_quantity),
      [5, 2],
    );
    const order = await purchaseOrder(ctx, po.id);
    assert.equal(order.state, 'received');
    assert.deepEqual(
      order.lines.map((l: any) => [l.received_quantity, l.remaining_quantity]),
      [
        [5, 0],
        [2, 0],
      ],
    );
    const moves = await ctx.db.selectFrom('stock_moves').select(['cause', 'quantity']).where('supplier_shipment_id', '=', shipment.id).execute();
    assert.deepEqual(moves.map((m) => [m.cause, Number(m.quantity)]).sort(), [
      ['receipt', 2000],
      ['receipt', 5000],
    ]);
    const received = (await eventsOf(ctx, 'supplier_shipment.received')).filter((e) => e.resource_id === shipment.id);
    assert.equal(received.length, 1);
    assert.deepEqual(received[0]!.data.lines, result.lines);
    assert.equal(received[0]!.warehouse_id, warehouses.EAST);
    const completed = (await eventsOf(ctx, 'purchase_order.received')).filter((e) => e.resource_id === po.id);
    assert.equal(completed.length, 1);
    assert.equal(completed[0]!.data.state, 'received');
    const updated = (await eventsOf(ctx, 'inventory.updated')).filter((e) => e.data.supplier_shipment_id === shipment.id);
    assert.deepEqual(updated.map((e) => e.data.product_code).sort(), ['GADGET', 'WIDGET']);
  });

  it('finalize_and_start_new (default): done with what came, the rest on a new pending supplier shipment; the order partially received', async () => {
    const { po, shipment } = await orderedStock(ctx, [{ product_code: 'CASE', quantity: 5 }]);
    const res = await receiveSupplier(ctx, key, [{ id: shipment.id, lines: [{ product_code: 'CASE', quantity: 3 }] }]);
    const [result] = res.body.shipments;
    assert.equal(result.state, 'done');
    assert.deepEqual(
      result.not_received.map((l: any) => [l.product_code, l.quantity]),
      [['CASE', 2]],
    );
    assert.ok(result.remainder);
    const rest = await supplierShipment(ctx, result.remainder.id);
    assert.deepEqual([rest.state, rest.lines[0].quantity, rest.purchase_order.id], ['pending', 2, po.id]);
    assert.equal((await supplierShipment(ctx, shipment.id)).lines[0].quantity, 3);
    const order = await purchaseOrder(ctx, po.id);
    assert.deepEqual([order.state, order.lines[0].received_quantity, order.lines[0].remaining_quantity], ['partially_received', 3, 2]);
    const finish = await receiveSupplier(ctx, key, [{ id: rest.id, lines: [{ id: rest.lines[0].id, quantity: 2 }] }]);
    assert.equal(finish.status, 200, JSON.stringify(finish.body));
    assert.equal((await purchaseOrder(ctx, po.id)).state, 'received');
  });

  it('split_and_keep_open: the received part moves to a new done shipment, this one keeps the rest in its state', async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'STRAP', quantity: 5 }]);
    const res = await receiveSupplier(ctx, key, [
      { id: shipment.id, receiving_strategy: 'split_and_keep_open', lines: [{ product_code: 'STRAP', quantity: 2 }] },
    ]);
    const [result] = res.body.shipments;
    assert.equal(result.state, 'pending');
    assert.deepEqual(result.remainder, { id: shipment.id, number: shipment.number });
    const split = await supplierShipment(ctx, result.received_in.id);
    assert.deepEqual([split.state, split.lines[0].quantity, split.lines[0].received_quantity], ['done', 2, 2]);
    const kept = await supplierShipment(ctx, shipment.id);
    assert.deepEqual([kept.state, kept.lines[0].quantity, kept.lines[0].received_quantity], ['pending', 3, 0]);
  });

  it('finalize: done, the rest recorded as not received; the order line keeps it remaining', async () => {
    const { po, shipment } = await orderedStock(ctx, [{ product_code: 'GADGET', quantity: 5 }]);
    const res = await receiveSupplier(ctx, key, [{ id: shipment.id, receiving_strategy: 'finalize', lines: [{ product_code: 'GADGET', quantity: 2 }] }]);
    const [result] = res.body.shipments;
    assert.deepEqual([result.state, result.remainder], ['done', null]);
    assert.deepEqual(
      result.not_received.map((l: any) => l.quantity),
      [3],
    );
    const order = await purchaseOrder(ctx, po.id);
    assert.deepEqual([order.state, order.lines[0].remaining_quantity], ['partially_received', 3]);
  });

  it('receives more than announced: the surplus recorded and raised as inventory.discrepancy', async () => {
    const { po, shipment } = await orderedStock(ctx, [{ product_code: 'WIDGET', quantity: 5 }]);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await receiveSupplier(ctx, key, [{ id: shipment.id, lines: [{ product_code: 'WIDGET', quantity: 7 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.deepEqual(
      result.surplus.map((l: any) => [l.product_code, l.quantity]),
      [['WIDGET', 2]],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 7);
    const line = await ctx.db
      .selectFrom('supplier_shipment_lines')
      .select(['received_quantity', 'surplus_quantity'])
      .where('id', '=', shipment.lines[0].id)
      .executeTakeFirstOrThrow();
    assert.deepEqual([Number(line.received_quantity), Number(line.surplus_quantity)], [7000, 2000]);
    const [discrepancy] = (await eventsOf(ctx, 'inventory.discrepancy')).filter((e) => e.data.supplier_shipment_id === shipment.id);
    assert.ok(discrepancy, 'an inventory.discrepancy for the surplus');
    assert.deepEqual([discrepancy.data.expected, discrepancy.data.received, discrepancy.data.surplus, discrepancy.data.location], [5, 7, 2, 'storage']);
    const order = await purchaseOrder(ctx, po.id);
    assert.deepEqual([order.state, order.lines[0].received_quantity], ['received', 7]);
  });

  it('damaged goods go to lost and found, not to stock on hand; a GTIN names the line', async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'WIDGET', quantity: 3 }]);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await receiveSupplier(ctx, key, [
      {
        id: shipment.id,
        lines: [
          { product_code: UPC_WIDGET, quantity: 2 },
          { product_code: UPC_WIDGET, quantity: 1, condition: 'damaged' },
        ],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.shipments[0].lines.map((l: any) => [l.condition, l.location]),
      [
        ['good', 'storage'],
        ['damaged', 'lost_and_found'],
      ],
    );
    const after = await stockOf(ctx, 'EAST', 'WIDGET');
    assert.equal(after.on_hand, before.on_hand + 2);
  });

  it('lot-tracked products need a lot (lot_required); a named lot is created with its expiry date', async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'SERUM', quantity: 4 }]);
    const refused = await receiveSupplier(ctx, key, [{ id: shipment.id, lines: [{ product_code: 'SERUM', quantity: 4 }] }]);
    assert.equal(refused.status, 207);
    assert.deepEqual(
      refused.body.shipments[0].errors.map((e: any) => [e.code, e.pointer]),
      [['lot_required', '/shipments/0/lines/0/lot']],
    );
    const res = await receiveSupplier(ctx, key, [
      { id: shipment.id, lines: [{ product_code: 'SERUM', quantity: 4, lot: { number: 'L-2027', expiry_date: '2027-06-30' } }] },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.shipments[0].lines[0].lot, 'L-2027');
    const lot = await ctx.db
      .selectFrom('lots')
      .innerJoin('products as p', 'p.id', 'lots.product_id')
      .select(['lots.expiry_date'])
      .where('p.code', '=', 'SERUM')
      .where('lots.number', '=', 'L-2027')
      .executeTakeFirstOrThrow();
    assert.equal(lot.expiry_date, '2027-06-30');
    const serum = await stockOf(ctx, 'EAST', 'SERUM');
    assert.ok(serum.locations.some((l) => l.lot === 'L-2027' && l.quantity === 4));
  });

  it('refuses a product not on the shipment and an unknown line, changing nothing', async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const res = await receiveSupplier(ctx, key, [
      {
        id: shipment.id,
        lines: [
          { product_code: 'GADGET', quantity: 1 },
          { id: 999999, quantity: 1 },
        ],
      },
    ]);
    assert.equal(res.status, 207);
    assert.deepEqual(
      res.body.shipments[0].errors.map((e: any) => [e.code, e.pointer]),
      [
        ['product_not_on_shipment', '/shipments/0/lines/0/product_code'],
        ['not_found', '/shipments/0/lines/1/id'],
      ],
    );
    assert.equal((await supplierShipment(ctx, shipment.id)).state, 'pending');
  });

  it("answers a repeat of the completing payload as replayed, another payload already_received; another partner's shipment is not_found", async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'CASE', quantity: 2 }]);
    const payload = { id: shipment.id, lines: [{ product_code: 'CASE', quantity: 2 }] };
    const first = await receiveSupplier(ctx, key, [payload]);
    assert.equal(first.status, 200);
    const stock = await stockOf(ctx, 'EAST', 'CASE');
    const replay = await receiveSupplier(ctx, key, [payload]);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.shipments[0].replayed, true);
    assert.deepEqual(replay.body.shipments[0].lines, first.body.shipments[0].lines);
    assert.equal((await stockOf(ctx, 'EAST', 'CASE')).on_hand, stock.on_hand, 'stock moved once');
    const other = await receiveSupplier(ctx, key, [{ id: shipment.id, lines: [{ product_code: 'CASE', quantity: 1 }] }]);
    assert.equal(other.status, 207);
    assert.equal(other.body.shipments[0].errors[0].code, 'already_received');
    const foreign = await receiveSupplier(ctx, otherKey, [payload]);
    assert.equal(foreign.body.shipments[0].errors[0].code, 'not_found');
  });

  it('atomic=true applies all or nothing (422); the same shipment twice is duplicate_element', async () => {
    const a = (await orderedStock(ctx, [{ product_code: 'STRAP', quantity: 1 }])).shipment;
    const b = (await orderedStock(ctx, [{ product_code: 'STRAP', quantity: 1 }])).shipment;
    const atomic = await receiveSupplier(
      ctx,
      key,
      [
        { id: a.id, lines: [{ product_code: 'STRAP', quantity: 1 }] },
        { id: b.id, lines: [{ product_code: 'NOPE', quantity: 1 }] },
      ],
      { query: '?atomic=true' },
    );
    assert.equal(atomic.status, 422, JSON.stringify(atomic.body));
    assert.equal((await supplierShipment(ctx, a.id)).state, 'pending', 'nothing applied');
    const duplicate = await receiveSupplier(ctx, key, [
      { id: a.id, lines: [{ product_code: 'STRAP', quantity: 1 }] },
      { id: a.id, lines: [{ product_code: 'STRAP', quantity: 1 }] },
    ]);
    assert.equal(duplicate.status, 207);
    assert.deepEqual(
      duplicate.body.shipments.map((s: any) => s.errors?.[0]?.code ?? null),
      [null, 'duplicate_element'],
    );
  });

  it('releases a customer shipment waiting for the stock a receipt brought in', async () => {
    const waiting = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 150 }], 'WEST');
    assert.equal(waiting.state, 'waiting');
    const { shipment } = await orderedStock(ctx, [{ product_code: 'GADGET', quantity: 60 }], { warehouse: 'WEST' });
    const res = await receiveSupplier(ctx, key, [{ id: shipment.id, lines: [{ product_code: 'GADGET', quantity: 60 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const released = await call(ctx, 'GET', `/api/v1/customer-shipments/${waiting.id}`);
    assert.equal(released.body.state, 'pending');
    assert.ok((await eventsOf(ctx, 'customer_shipment.released')).some((e) => e.resource_id === waiting.id));
  });

  it('receives a shipment once when two receipts of it race', async () => {
    const { po, shipment } = await orderedStock(ctx, [{ product_code: 'WIDGET', quantity: 4 }], { warehouse: 'WEST' });
    const before = await stockOf(ctx, 'WEST', 'WIDGET');
    const payload = { id: shipment.id, lines: [{ product_code: 'WIDGET', quantity: 4 }] };
    const answers = await Promise.all([receiveSupplier(ctx, key, [payload]), receiveSupplier(ctx, key, [payload])]);
    for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answers.map((a) => Boolean(a.body.shipments[0].replayed)).sort(), [false, true]);
    assert.equal((await stockOf(ctx, 'WEST', 'WIDGET')).on_hand, before.on_hand + 4);
    assert.equal((await purchaseOrder(ctx, po.id)).lines[0].received_quantity, 4);
  });
});

describe('CRS receive.json takes receiving_strategy as a synonym of strategy', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('finalize named as receiving_strategy leaves no remainder', async () => {
    const { shippedOrder, createReturn, crsAt, crsRecord, receive } = await import('../helpers/returns-fixture.ts');
    const lines = [{ product_code: 'WIDGET', quantity: 2 }];
    const order = await shippedOrder(ctx, lines);
    const ro = await createReturn(ctx, { order: order.number, lines });
    const crs = await crsRecord(ctx, crsAt(ro, 'EAST').id);
    const res = await receive(ctx, key, [{ id: crs.id, receiving_strategy: 'finalize', lines: [{ product_code: 'WIDGET', quantity: 1 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.shipments[0].state, res.body.shipments[0].remainder], ['done', null]);
  });
});
