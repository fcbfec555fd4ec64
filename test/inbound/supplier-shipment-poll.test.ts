import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { eventsOf, setupMerchant } from '../helpers/tpl-fixture.ts';
import { acknowledgeSupplier, orderedStock, pollSupplier, supplierShipment } from '../helpers/supplier-shipments-fixture.ts';
import { includes, syncUntil } from '../helpers/sync.ts';

describe('3PL supplier-shipments.json and acknowledge.json: the warehouse polls and acknowledges advance shipping notices', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  let warehouses: Record<string, number>;
  before(async () => {
    ctx = await createContext();
    ({ key, otherKey, warehouses } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('answers the record of CONTRACT 14 for a confirmed purchase order, pending by default', async () => {
    const { po, shipment } = await orderedStock(ctx, [
      { product_code: 'WIDGET', quantity: 5 },
      { product_code: 'GADGET', quantity: 2.5 },
    ]);
    const res = await pollSupplier(ctx, key, `?ids=${shipment.id}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.headers['sync-token'], 'a Sync-Token header');
    const [record] = res.body;
    assert.equal(record.id, shipment.id);
    assert.match(record.number, /^SS-\d{6}$/);
    assert.equal(record.state, 'pending');
    assert.equal(record.source, 'purchase_order');
    assert.deepEqual(record.warehouse, { id: warehouses.EAST, code: 'EAST', name: 'EAST DC' });
    assert.deepEqual(record.supplier, { code: 'ACME', name: 'ACME Supplies' });
    assert.deepEqual(record.purchase_order, { id: po.id, number: po.number, reference: po.reference });
    assert.equal(record.transfer, null);
    assert.deepEqual(
      record.lines.map((l: any) => [l.product.code, l.quantity, l.uom, l.received_quantity, l.lot]),
      [
        ['WIDGET', 5, 'u', 0, null],
        ['GADGET', 2.5, 'u', 0, null],
      ],
    );
    assert.deepEqual(await supplierShipment(ctx, record.number), record, 'staff read the same record by number');
  });

  it("scopes to the key's warehouses: another partner's shipment is not polled and is not_found to acknowledge", async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'WIDGET', quantity: 1 }], { warehouse: 'NORTH' });
    assert.deepEqual((await pollSupplier(ctx, key, `?ids=${shipment.id}`)).body, []);
    assert.deepEqual((await pollSupplier(ctx, key, `?warehouse=${warehouses.NORTH}`)).body, []);
    const polled = await pollSupplier(ctx, otherKey, `?ids=${shipment.id}`);
    assert.deepEqual(
      polled.body.map((s: any) => s.id),
      [shipment.id],
    );
    const res = await acknowledgeSupplier(ctx, key, [{ id: shipment.id }]);
    assert.equal(res.status, 207);
    assert.equal(res.body.shipments[0].errors[0].code, 'not_found');
  });

  it('filters by warehouse, ids, numbers, planned date and pages with Link and cursor', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await orderedStock(ctx, [{ product_code: 'STRAP', quantity: 1 + i }], { warehouse: 'WEST' })).shipment);
    const ids = made.map((s) => s.id);
    const byWarehouse = await pollSupplier(ctx, key, `?warehouse=${warehouses.WEST}&ids=${ids.join(',')}`);
    assert.deepEqual(
      byWarehouse.body.map((s: any) => s.id),
      ids,
    );
    const byNumber = await pollSupplier(ctx, key, `?numbers=${made[1].number}`);
    assert.deepEqual(
      byNumber.body.map((s: any) => s.id),
      [made[1].id],
    );
    const first = await pollSupplier(ctx, key, `?ids=${ids.join(',')}&per_page=2`);
    assert.equal(first.body.length, 2);
    const link = String(first.headers.link);
    assert.match(link, /rel="next"/);
    const next = /<([^>]+)>/.exec(link)![1]!;
    const second = await call(ctx, 'GET', next.slice(next.indexOf('/services')), { key });
    assert.deepEqual(
      [...first.body, ...second.body].map((s: any) => s.id),
      ids,
    );
    assert.deepEqual((await pollSupplier(ctx, key, `?ids=${ids.join(',')}&planned_date_max=2000-01-01`)).body, []);
  });

  it('acknowledges pending -> open once (the first acknowledged_at kept), with its event; the sync token picks the change up', async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'CASE', quantity: 4 }]);
    const open = await pollSupplier(ctx, key, '?status=open');
    const token = String(open.headers['sync-token']);
    const res = await acknowledgeSupplier(ctx, key, [{ id: shipment.id, tpl_reference: 'WMS-ASN-1' }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [element] = res.body.shipments;
    assert.deepEqual([element.id, element.state, element.tpl_reference, element.errors], [shipment.id, 'open', 'WMS-ASN-1', null]);
    const again = await acknowledgeSupplier(ctx, key, [{ id: shipment.id }]);
    assert.equal(again.body.shipments[0].acknowledged_at, element.acknowledged_at);
    // On PostgreSQL a change reaches a sync once every older transaction has ended (other files share the database).
    const synced = await syncUntil(
      (url) => call(ctx, 'GET', url, { key }),
      '/services/3pl/v1/supplier-shipments.json?status=open',
      token,
      includes(shipment.id),
    );
    assert.ok(synced.records.some((s: any) => s.id === shipment.id && s.acknowledged_at === element.acknowledged_at));
    const events = (await eventsOf(ctx, 'supplier_shipment.acknowledged')).filter((e) => e.resource_id === shipment.id);
    assert.equal(events.length, 1);
    assert.equal(events[0]!.warehouse_id, warehouses.EAST);
    assert.equal(events[0]!.channel_id, null);
    assert.equal(events[0]!.data.tpl_reference, 'WMS-ASN-1');
  });

  it('answers shipment_cancelled for a cancelled supplier shipment, and lists it under status=cancelled', async () => {
    const { po, shipment } = await orderedStock(ctx, [{ product_code: 'GADGET', quantity: 3 }]);
    const cancel = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/cancel`);
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const res = await acknowledgeSupplier(ctx, key, [{ id: shipment.id }]);
    assert.equal(res.status, 207);
    assert.deepEqual(
      res.body.shipments[0].errors.map((e: any) => [e.code, e.pointer]),
      [['shipment_cancelled', '/shipments/0/id']],
    );
    assert.equal(res.body.shipments[0].state, 'cancelled');
    const receipt = await call(ctx, 'PUT', '/services/3pl/v1/supplier-shipments/receive.json', {
      key,
      body: { shipments: [{ id: shipment.id, lines: [{ product_code: 'GADGET', quantity: 3 }] }] },
    });
    assert.equal(receipt.body.shipments[0].errors[0].code, 'shipment_cancelled');
    const listed = await pollSupplier(ctx, key, `?status=cancelled&ids=${shipment.id}`);
    assert.deepEqual(
      listed.body.map((s: any) => s.id),
      [shipment.id],
    );
  });

  it('lists every state for staff, by state and warehouse code', async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'WIDGET', quantity: 1 }], { warehouse: 'WEST' });
    const res = await call(ctx, 'GET', '/api/v1/supplier-shipments?state=pending&warehouse=WEST');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.body.some((s: any) => s.id === shipment.id));
    assert.ok(res.body.every((s: any) => s.state === 'pending' && s.warehouse.code === 'WEST'));
    assert.equal((await call(ctx, 'GET', '/api/v1/supplier-shipments/SS-999999')).status, 404);
    assert.equal((await call(ctx, 'GET', '/api/v1/supplier-shipments?warehouse=NOPE')).status, 422);
  });

  it("pages a warehouse's list for staff with Link and cursor, and filters it by state (the console's inbound list)", async () => {
    const south = await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'SOUTH', name: 'SOUTH DC' } });
    assert.equal(south.status, 201, JSON.stringify(south.body));
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await orderedStock(ctx, [{ product_code: 'CASE', quantity: 1 + i }], { warehouse: 'SOUTH' }));
    const first = await call(ctx, 'GET', '/api/v1/supplier-shipments?warehouse=SOUTH&per_page=2');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.length, 2);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    assert.match(next, /cursor=/);
    const second = await call(ctx, 'GET', next.slice(next.indexOf('/api/v1')));
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.deepEqual(
      [...first.body, ...second.body].map((s: any) => s.id),
      made.map((m) => m.shipment.id),
    );
    assert.equal(second.headers.link, undefined, 'the last page links nowhere');

    const cancelled = await call(ctx, 'POST', `/api/v1/purchase-orders/${made[1]!.po.id}/cancel`);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const byState = await call(ctx, 'GET', `/api/v1/supplier-shipments?warehouse=${south.body.id}&state=cancelled`);
    assert.deepEqual(
      byState.body.map((s: any) => [s.id, s.state]),
      [[made[1]!.shipment.id, 'cancelled']],
    );
  });
});
