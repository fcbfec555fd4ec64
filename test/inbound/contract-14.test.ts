import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant, UPC_WIDGET } from '../helpers/tpl-fixture.ts';

/**
 * Inbound stock end to end, as a buyer and a warehouse integrator meet it on the wire (docs/admin-api.md
 * "Purchase orders", "Transfers"; docs/3pl-api.md "Supplier shipments"): a purchase order confirmed into
 * two arrivals, fetched, acknowledged and received short, over and damaged by the warehouse; the order's
 * received quantities and states; stock that is coming; a transfer shipped by the source's warehouse and
 * received by the destination's.
 */
describe('inbound end to end', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;

  const SS = '/services/3pl/v1/supplier-shipments';

  const ok = async (method: string, url: string, body?: unknown, options: { key?: string; status?: number } = {}): Promise<Reply['body']> => {
    const res = await call(ctx, method, url, { body, ...(options.key ? { key: options.key } : {}) });
    assert.equal(
      res.status,
      options.status ?? (method === 'POST' && !url.includes('/confirm') && !url.includes('/cancel') ? 201 : 200),
      `${method} ${url}: ${JSON.stringify(res.body)}`,
    );
    return res.body;
  };

  /** The supplier shipment a warehouse key fetches by id, in any state. */
  const fetchShipment = async (id: number, status: string, asKey = key) => {
    const res = await call(ctx, 'GET', `${SS}.json?status=${status}&ids=${id}`, { key: asKey });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body[0];
  };

  /** Incoming, in transit and on hand of a product at a warehouse, as the admin inventory answers. */
  const stock = async (warehouse: string, code: string) => {
    const res = await call(ctx, 'GET', `/api/v1/inventory?warehouse=${warehouse}&product_code=${code}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const row = res.body[0] ?? {};
    return { on_hand: row.on_hand ?? 0, incoming: row.incoming ?? 0, in_transit: row.in_transit ?? 0 };
  };

  before(async () => {
    ctx = await createContext();
    ({ key, otherKey } = await setupMerchant(ctx));
    await ok('POST', '/api/v1/suppliers', { code: 'ACME-SUP', name: 'Acme Supply', email: 'orders@acme.example' });
  });
  after(async () => {
    await ctx.close();
  });

  it('confirms a purchase order into two arrivals that the warehouse fetches, acknowledges and receives', async () => {
    const before = await stock('EAST', 'WIDGET');
    const po = await ok('POST', '/api/v1/purchase-orders', {
      supplier: 'ACME-SUP',
      warehouse: 'EAST',
      reference: 'BUY-1',
      currency: 'USD',
      expected_date: '2026-12-15',
      lines: [
        { product_code: 'WIDGET', quantity: 30, unit_cost: '4.10' },
        { product_code: 'SERUM', quantity: 10, unit_cost: '12.00' },
      ],
    });
    assert.equal(po.state, 'draft');
    assert.match(po.number, /^PO-\d{6}$/);
    const [widgetLine] = po.lines;
    assert.deepEqual(
      po.lines.map((l: any) => [l.quantity, l.received_quantity, l.remaining_quantity]),
      [
        [30, 0, 30],
        [10, 0, 10],
      ],
    );

    // Air and ocean: two arrivals, the serum with its lot and expiry.
    const confirmed = await ok('POST', `/api/v1/purchase-orders/${po.id}/confirm`, {
      supplier_shipments: [
        {
          planned_date: '2026-12-05',
          carrier_code: 'dhl_express',
          tracking_number: 'AIR-1',
          reference: 'air',
          lines: [
            { purchase_order_line_id: widgetLine.id, quantity: 10 },
            { product_code: 'SERUM', quantity: 10, lot: { number: 'L-77', expiry_date: '2027-06-30' } },
          ],
        },
        { planned_date: '2027-01-20', reference: 'ocean', lines: [{ product_code: 'WIDGET', quantity: 20 }] },
      ],
    });
    assert.equal(confirmed.state, 'confirmed');
    assert.equal((await stock('EAST', 'WIDGET')).incoming, before.incoming + 30, 'both arrivals are coming');

    const pending = (await call(ctx, 'GET', `${SS}.json`, { key })).body.filter((s: any) => s.purchase_order?.id === po.id);
    assert.equal(pending.length, 2);
    const air = pending.find((s: any) => s.reference === 'air');
    const ocean = pending.find((s: any) => s.reference === 'ocean');
    assert.equal(air.state, 'pending');
    assert.equal(air.source, 'purchase_order');
    assert.match(air.number, /^SS-\d{6}$/);
    assert.deepEqual(air.supplier, { code: 'ACME-SUP', name: 'Acme Supply' });
    assert.deepEqual(air.purchase_order, { id: po.id, number: po.number, reference: 'BUY-1' });
    assert.equal(air.transfer, null);
    assert.equal(air.warehouse.code, 'EAST');
    assert.equal(air.carrier_code, 'dhl_express');
    assert.equal(air.tracking_number, 'AIR-1');
    assert.equal(air.planned_date, '2026-12-05');
    const serumOnAir = air.lines.find((l: any) => l.product.code === 'SERUM');
    assert.deepEqual(serumOnAir.lot, { number: 'L-77', expiry_date: '2027-06-30' });
    assert.equal(serumOnAir.quantity, 10);
    assert.equal(serumOnAir.received_quantity, 0);
    assert.equal((await call(ctx, 'GET', `${SS}.json?ids=${air.id}`, { key: otherKey })).body.length, 0, "another partner's warehouse is not seen");

    const acked = await ok('PUT', `${SS}/acknowledge.json`, { shipments: [{ id: air.id, tpl_reference: 'ASN-9' }] }, { key });
    assert.deepEqual([acked.shipments[0].state, acked.shipments[0].errors, acked.shipments[0].tpl_reference], ['open', null, 'ASN-9']);
    assert.equal((await fetchShipment(air.id, 'open')).state, 'open');

    // The air freight: 12 widgets counted where 10 were announced (named by GTIN), 2 of them damaged;
    // the serum short by 4, the remainder left to a new arrival.
    const received = await ok(
      'PUT',
      `${SS}/receive.json`,
      {
        shipments: [
          {
            id: air.id,
            lines: [
              { product_code: UPC_WIDGET, quantity: 10 },
              { product_code: 'WIDGET', quantity: 2, condition: 'damaged' },
              { id: serumOnAir.id, quantity: 6, lot: { number: 'L-77', expiry_date: '2027-06-30' } },
            ],
          },
        ],
      },
      { key },
    );
    assert.deepEqual([received.shipments[0].state, received.shipments[0].errors], ['done', null]);
    const done = await fetchShipment(air.id, 'done');
    assert.equal(done.state, 'done');
    assert.ok(done.received_at);
    assert.deepEqual(
      done.lines.map((l: any) => [l.product.code, l.received_quantity]),
      [
        ['WIDGET', 12],
        ['SERUM', 6],
      ],
    );
    const rest = (await call(ctx, 'GET', `${SS}.json?status=pending`, { key })).body.filter((s: any) => s.purchase_order?.id === po.id && s.id !== ocean.id);
    assert.equal(rest.length, 1, 'the serum not received moves to a new pending arrival (finalize_and_start_new)');
    assert.deepEqual(
      rest[0].lines.map((l: any) => [l.product.code, l.quantity]),
      [['SERUM', 4]],
    );
    const after = await stock('EAST', 'WIDGET');
    assert.equal(after.on_hand, before.on_hand + 10, 'good units in primary storage; damaged ones in lost and found');

    const order = await ok('GET', `/api/v1/purchase-orders/${po.id}`);
    assert.equal(order.state, 'partially_received');
    assert.deepEqual(
      order.lines.map((l: any) => [l.received_quantity, l.remaining_quantity]),
      [
        [12, 18],
        [6, 4],
      ],
    );

    // The same receipt again is answered as it was; another for the same shipment is refused.
    const again = await call(ctx, 'PUT', `${SS}/receive.json`, {
      key,
      body: {
        shipments: [
          {
            id: air.id,
            lines: [
              { product_code: UPC_WIDGET, quantity: 10 },
              { product_code: 'WIDGET', quantity: 2, condition: 'damaged' },
              { id: serumOnAir.id, quantity: 6, lot: { number: 'L-77', expiry_date: '2027-06-30' } },
            ],
          },
        ],
      },
    });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.shipments[0].replayed, true);
    const other = await call(ctx, 'PUT', `${SS}/receive.json`, {
      key,
      body: { shipments: [{ id: air.id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }] },
    });
    assert.equal(other.status, 207, JSON.stringify(other.body));
    assert.equal(other.body.shipments[0].errors[0].code, 'already_received');

    // A product that is not on the shipment is refused; a lot-tracked line announced with its lot is received into it.
    const wrong = await call(ctx, 'PUT', `${SS}/receive.json`, {
      key,
      body: {
        shipments: [
          { id: ocean.id, lines: [{ product_code: 'GADGET', quantity: 1 }] },
          { id: rest[0].id, lines: [{ product_code: 'SERUM', quantity: 4 }] },
        ],
      },
    });
    assert.equal(wrong.status, 207, JSON.stringify(wrong.body));
    assert.deepEqual(
      wrong.body.shipments.map((s: any) => s.errors?.[0].code ?? null),
      ['product_not_on_shipment', null],
    );
    assert.equal(wrong.body.shipments[1].lines[0].lot, 'L-77', 'the lot the supplier shipment announced');

    // The ocean freight arrives: the order is received.
    await ok(
      'PUT',
      `${SS}/receive.json`,
      {
        shipments: [{ id: ocean.id, lines: [{ product_code: 'WIDGET', quantity: 18 }], receiving_strategy: 'finalize' }],
      },
      { key },
    );
    const finished = await ok('GET', `/api/v1/purchase-orders/${po.id}`);
    assert.equal(finished.state, 'received', 'every line received in full (30 widgets: 12 by air, 18 by sea)');
    assert.equal((await stock('EAST', 'WIDGET')).incoming, before.incoming, 'nothing is coming any more');
  });

  it('cancels what is not received, and refuses quantities beyond the order', async () => {
    const po = await ok('POST', '/api/v1/purchase-orders', { supplier: 'ACME-SUP', warehouse: 'WEST', lines: [{ product_code: 'GADGET', quantity: 5 }] });
    const over = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`, {
      body: { supplier_shipments: [{ lines: [{ product_code: 'GADGET', quantity: 6 }] }] },
    });
    assert.equal(over.status, 422, JSON.stringify(over.body));
    assert.equal(over.body.code, 'quantity_exceeds_ordered');
    const confirmed = await ok('POST', `/api/v1/purchase-orders/${po.id}/confirm`);
    assert.equal(confirmed.state, 'confirmed');
    assert.equal((await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`)).status, 409, 'confirmed once');
    const [shipment] = (await call(ctx, 'GET', `${SS}.json`, { key })).body.filter((s: any) => s.purchase_order?.id === po.id);
    const cancelled = await ok('POST', `/api/v1/purchase-orders/${po.id}/cancel`);
    assert.equal(cancelled.state, 'cancelled');
    assert.equal((await fetchShipment(shipment.id, 'cancelled')).state, 'cancelled');
    const ack = await call(ctx, 'PUT', `${SS}/acknowledge.json`, { key, body: { shipments: [{ id: shipment.id }] } });
    assert.equal(ack.status, 207, JSON.stringify(ack.body));
    assert.equal(ack.body.shipments[0].errors[0].code, 'shipment_cancelled');
  });

  it('moves stock between warehouses: shipped by the source, in transit, received at the destination', async () => {
    const westBefore = await stock('WEST', 'GADGET');
    const sold = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const transfer = await ok('POST', '/api/v1/transfers', { from_warehouse: 'EAST', to_warehouse: 'WEST', lines: [{ product_code: 'GADGET', quantity: 7 }] });
    assert.match(transfer.number, /^TR-\d{6}$/);
    assert.equal(transfer.state, 'open');

    // The source's warehouse fetches it as any customer shipment; the record says it is a transfer.
    const fetched = (await call(ctx, 'GET', '/services/3pl/v1/customer-shipments.json?per_page=250', { key })).body;
    assert.equal(fetched.find((s: any) => s.id === sold.id).transfer, null, "an order's shipment is no transfer");
    const outbound = fetched.filter((s: any) => s.transfer?.id === transfer.id);
    assert.equal(outbound.length, 1);
    const [cs] = outbound;
    assert.equal(cs.transfer.number, transfer.number);
    assert.equal(cs.transfer.to_warehouse.code, 'WEST');

    // Waiting at the destination until the source ships.
    const waiting = await call(ctx, 'GET', `${SS}.json?status=pending`, { key });
    assert.equal(waiting.body.filter((s: any) => s.transfer?.id === transfer.id).length, 0, 'not announced before the source ships');

    await ok(
      'PUT',
      '/services/3pl/v1/customer-shipments/ship.json',
      { shipments: [{ id: cs.id, carrier_identifier: 'ups', tracking_number: '1ZTRANSFER', lines: [{ product_code: 'GADGET', quantity: 7 }] }] },
      { key },
    );
    assert.equal((await ok('GET', `/api/v1/transfers/${transfer.id}`)).state, 'in_transit');
    assert.equal((await stock('WEST', 'GADGET')).in_transit, westBefore.in_transit + 7, 'in transit to WEST');
    const inbound = (await call(ctx, 'GET', `${SS}.json?status=pending`, { key })).body.filter((s: any) => s.transfer?.id === transfer.id);
    assert.equal(inbound.length, 1);
    const [ss] = inbound;
    assert.equal(ss.source, 'transfer');
    assert.equal(ss.warehouse.code, 'WEST');
    assert.equal(ss.supplier.code, 'EAST', "a transfer's supplier is its source warehouse");
    assert.equal(ss.tracking_number, '1ZTRANSFER');
    assert.equal(ss.purchase_order, null);

    await ok('PUT', `${SS}/receive.json`, { shipments: [{ id: ss.id, lines: [{ id: ss.lines[0].id, quantity: 7 }] }] }, { key });
    assert.equal((await ok('GET', `/api/v1/transfers/${transfer.id}`)).state, 'received');
    const westAfter = await stock('WEST', 'GADGET');
    assert.equal(westAfter.on_hand, westBefore.on_hand + 7);
    assert.equal(westAfter.in_transit, westBefore.in_transit);
  });
});
