import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { createReturn, crsAt, lineOf, receive, shippedOrder } from '../helpers/returns-fixture.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';
import { orderedStock, receiveSupplier } from '../helpers/supplier-shipments-fixture.ts';
import { closedPort } from '../events/receiver.ts';
import { allowPrivateReceivers, dispatchNow, registerEndpoint } from '../events/support.ts';

const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';
const SHIP = '/services/3pl/v1/customer-shipments/ship.json';
const CRS_ACK = '/services/3pl/v1/customer-return-shipments/acknowledge.json';

function assertBadQuery(res: Reply, parameter: string) {
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.equal(res.body.code, 'validation_failed');
  assert.match(res.body.errors.map((e: any) => e.message).join(' | '), new RegExp(parameter));
}

/** `YYYY-MM-DD`, `days` before today (UTC). */
function utcDate(daysBack: number): string {
  return new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /api/v1/attention: what needs attention first', () => {
  let ctx: TestContext;
  let key: string;
  let viewerKey: string;
  let restorePrivate: () => void;
  const attention = async (query = '', as?: string) => {
    const res = await call(ctx, 'GET', `/api/v1/attention${query}`, { key: as });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const ok = async (method: string, url: string, body?: unknown, as?: string) => {
    const res = await call(ctx, method, url, { body, key: as });
    assert.ok(res.status < 300, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    viewerKey = (await insertApiKey(ctx.db, { role: 'viewer', partnerId: null })).key;
    restorePrivate = allowPrivateReceivers();
  });
  after(async () => {
    restorePrivate();
    await ctx.close();
  });

  it('is all clear for a merchant with nothing outstanding, with the setting and defaults applied', async () => {
    const body = await attention();
    assert.equal(body.acknowledgement_due_minutes, 240);
    assert.equal(body.discrepancy_days, 30);
    assert.ok(Math.abs(Date.parse(body.generated_at) - Date.now()) < 60_000);
    for (const kind of [
      'waiting_for_stock',
      'not_acknowledged',
      'inventory_discrepancies',
      'failing_webhook_endpoints',
      'returns_awaiting_receipt',
      'receipt_differences',
    ]) {
      assert.deepEqual(body[kind], { count: 0, oldest: [] }, kind);
    }
  });

  it('lists a shipment waiting for stock, and drops it once stock arrives and releases it', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 150 }]);
    assert.equal(shipment.state, 'waiting');
    const { waiting_for_stock: waiting } = await attention();
    assert.equal(waiting.count, 1);
    const [item] = waiting.oldest;
    assert.equal(item.id, shipment.id);
    assert.equal(item.number, shipment.number);
    assert.match(item.order.number, /^SO-/);
    assert.deepEqual(item.warehouse, { id: item.warehouse.id, code: 'EAST', name: 'EAST DC' });
    assert.ok(Date.parse(item.since) <= Date.now());

    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'GADGET', quantity: 60, reason: 'delivery' });
    assert.deepEqual((await attention()).waiting_for_stock, { count: 0, oldest: [] });
  });

  it('lists a released shipment as not acknowledged after the due time: the setting, its override, and acknowledgement', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], 'WEST');
    assert.equal(shipment.state, 'pending');
    const late = (body: any) => body.not_acknowledged.oldest.map((s: any) => s.id);
    assert.ok(!late(await attention()).includes(shipment.id), 'released a moment ago: not late after 240 minutes');

    const overridden = await attention('?acknowledgement_due_minutes=0');
    assert.equal(overridden.acknowledgement_due_minutes, 0);
    assert.ok(late(overridden).includes(shipment.id));
    const item = overridden.not_acknowledged.oldest.find((s: any) => s.id === shipment.id);
    assert.equal(item.warehouse.code, 'WEST');
    assert.equal(item.due_at, item.since, 'due at release when the due time is 0');

    assert.equal((await ok('PATCH', '/api/v1/settings', { acknowledgement_due_minutes: 0 })).acknowledgement_due_minutes, 0);
    assert.ok(late(await attention()).includes(shipment.id), 'the setting alone makes it late');
    assert.ok(!late(await attention('?acknowledgement_due_minutes=240')).includes(shipment.id), 'the override wins over the setting');
    await ok('PATCH', '/api/v1/settings', { acknowledgement_due_minutes: 240 });

    // Released 90 minutes ago: late after 60 minutes, not after 120.
    const ninetyAgo = new Date(Date.now() - 90 * 60_000).toISOString();
    await ctx.db.updateTable('customer_shipments').set({ released_at: ninetyAgo }).where('id', '=', shipment.id).execute();
    const after60 = await attention('?acknowledgement_due_minutes=60');
    assert.ok(late(after60).includes(shipment.id));
    assert.equal(after60.not_acknowledged.oldest.find((s: any) => s.id === shipment.id).due_at, new Date(Date.parse(ninetyAgo) + 3_600_000).toISOString());
    assert.ok(!late(await attention('?acknowledgement_due_minutes=120')).includes(shipment.id));

    await ok('PUT', ACK, { shipments: [{ id: shipment.id }] }, key);
    assert.ok(!late(await attention('?acknowledgement_due_minutes=0')).includes(shipment.id), 'acknowledged: no longer listed');
  });

  it('lists the oldest first, at most `limit`, with the count of all', async () => {
    const first = await placeOrder(ctx, [{ product_code: 'CASE', quantity: 1 }]);
    const second = await placeOrder(ctx, [{ product_code: 'CASE', quantity: 1 }]);
    const body = await attention('?acknowledgement_due_minutes=0&limit=1');
    assert.equal(body.not_acknowledged.oldest.length, 1);
    assert.ok(body.not_acknowledged.count >= 2);
    const all = (await attention('?acknowledgement_due_minutes=0&limit=50')).not_acknowledged.oldest.map((s: any) => s.id);
    assert.ok(all.indexOf(first.id) < all.indexOf(second.id), 'oldest release first');
    assert.equal(body.not_acknowledged.oldest[0].id, all[0]);
    await ok('PUT', ACK, { shipments: [{ id: first.id }, { id: second.id }] }, key);
  });

  it('lists a stock level a shipment took below zero, with what the books held and what shipped, until it is counted back', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'SERUM', quantity: 2 }]);
    await ok('PUT', SHIP, { shipments: [{ id: shipment.id, lines: [{ product_code: 'SERUM', quantity: 2, lot: { number: 'L-UNKNOWN' } }] }] }, key);
    const { inventory_discrepancies: discrepancies } = await attention();
    assert.equal(discrepancies.count, 1);
    const [item] = discrepancies.oldest;
    assert.equal(item.warehouse.code, 'EAST');
    assert.equal(item.location, 'storage');
    assert.deepEqual(item.product, { id: item.product.id, code: 'SERUM', name: 'SERUM' });
    assert.equal(item.lot, 'L-UNKNOWN');
    assert.equal(item.quantity, -2);
    assert.equal(item.reports, 1);
    assert.equal(item.since, item.last_report.created_at);
    assert.deepEqual(item.last_report.shipment, { id: shipment.id, number: shipment.number });
    assert.match(item.last_report.order.number, /^SO-/);
    assert.equal(item.last_report.expected, 0);
    assert.equal(item.last_report.shipped, 2);
    const event = await call(ctx, 'GET', `/api/v1/events/${item.last_report.event_id}`);
    assert.equal(event.body.type, 'inventory.discrepancy');

    // Reported 40 days ago: outside the default window of 30 days, inside one of 60.
    const fortyAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await ctx.db.updateTable('events').set({ created_at: fortyAgo }).where('id', '=', item.last_report.event_id).execute();
    assert.equal((await attention()).inventory_discrepancies.count, 0);
    assert.equal((await attention('?discrepancy_days=60')).inventory_discrepancies.count, 1);

    // A count puts the two units back: the level is at zero, the discrepancy is resolved.
    await ok('POST', '/api/v1/inventory/adjustments', {
      warehouse: 'EAST',
      product_code: 'SERUM',
      quantity: 2,
      lot: { number: 'L-UNKNOWN' },
      reason: 'found on count',
    });
    assert.deepEqual((await attention('?discrepancy_days=60')).inventory_discrepancies, { count: 0, oldest: [] });
  });

  it('lists an endpoint whose deliveries fail, with its last error, until it is paused', async () => {
    const endpoint = await registerEndpoint(ctx, { url: `http://127.0.0.1:${await closedPort()}/hook`, events: ['inventory.updated'], description: 'ERP' });
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'STRAP', quantity: 1, reason: 'event for the hook' });
    await dispatchNow(ctx);
    const { failing_webhook_endpoints: failing } = await attention();
    assert.equal(failing.count, 1);
    const [item] = failing.oldest;
    assert.equal(item.id, endpoint.id);
    assert.equal(item.url, endpoint.url);
    assert.equal(item.description, 'ERP');
    assert.ok(item.failing_since);
    assert.ok(item.consecutive_failures >= 1);
    assert.equal(typeof item.last_error, 'string');

    await ok('PATCH', `/api/v1/webhook-endpoints/${endpoint.id}`, { enabled: false });
    assert.deepEqual((await attention()).failing_webhook_endpoints, { count: 0, oldest: [] }, 'paused on purpose: not listed');
    await ok('DELETE', `/api/v1/webhook-endpoints/${endpoint.id}`);
  });

  it('lists a return shipment until the warehouse receives it, acknowledged or not', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const returned = await createReturn(ctx, { order: order.number, lines: [{ order_line_id: lineOf(order, 'WIDGET'), quantity: 1, reason: 'Too small' }] });
    const crs = crsAt(returned, 'EAST');
    const listed = async () => (await attention('?limit=50')).returns_awaiting_receipt;
    let awaiting = await listed();
    assert.equal(awaiting.count, 1);
    assert.deepEqual(
      { ...awaiting.oldest[0], since: undefined },
      {
        id: crs.id,
        number: crs.number,
        state: 'pending',
        since: undefined,
        planned_date: null,
        tracking_number: null,
        return_order: { id: returned.id, number: returned.number, source: 'storefront' },
        warehouse: { id: awaiting.oldest[0].warehouse.id, code: 'EAST', name: 'EAST DC' },
      },
    );
    await ok('PUT', CRS_ACK, { shipments: [{ id: crs.id }] }, key);
    awaiting = await listed();
    assert.equal(awaiting.oldest[0].state, 'open');
    const received = await receive(ctx, key, [{ id: crs.id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }]);
    assert.equal(received.status, 200, JSON.stringify(received.body));
    assert.deepEqual(await listed(), { count: 0, oldest: [] });
  });

  it('answers viewers, refuses warehouse keys, and refuses bad parameters with a 400 problem', async () => {
    assert.equal((await attention('', viewerKey)).acknowledgement_due_minutes, 240);
    assert.equal((await call(ctx, 'GET', '/api/v1/attention', { key })).status, 403);
    assert.equal((await call(ctx, 'GET', '/api/v1/attention', { key: null })).status, 401);
    for (const [query, parameter] of [
      ['acknowledgement_due_minutes=-1', 'acknowledgement_due_minutes'],
      ['acknowledgement_due_minutes=10081', 'acknowledgement_due_minutes'],
      ['acknowledgement_due_minutes=soon', 'acknowledgement_due_minutes'],
      ['discrepancy_days=0', 'discrepancy_days'],
      ['discrepancy_days=366', 'discrepancy_days'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=2.5', 'limit'],
    ] as const) {
      assertBadQuery(await call(ctx, 'GET', `/api/v1/attention?${query}`), parameter);
    }
  });
});

describe('acknowledgement_due_minutes in the settings', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('defaults to 240, changes within 0 to 10080, and refuses anything else with 400 and nothing applied', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/settings')).body.acknowledgement_due_minutes, 240);
    for (const minutes of [0, 10_080, 30]) {
      const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { acknowledgement_due_minutes: minutes } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.acknowledgement_due_minutes, minutes);
    }
    for (const minutes of [-1, 10_081, 1.5, '60', null]) {
      const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { acknowledgement_due_minutes: minutes, multi_warehouse_shipping: true } });
      assert.equal(res.status, 400, String(minutes));
      assert.equal(res.body.errors[0].pointer, '/acknowledgement_due_minutes');
    }
    const stored = (await call(ctx, 'GET', '/api/v1/settings')).body;
    assert.equal(stored.acknowledgement_due_minutes, 30);
    assert.equal(stored.multi_warehouse_shipping, false);
  });
});

describe('GET /api/v1/reports: the figures behind the charts', () => {
  let ctx: TestContext;
  let viewerKey: string;
  const report = async (path: string, as?: string) => {
    const res = await call(ctx, 'GET', `/api/v1/reports/${path}`, { key: as });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };

  before(async () => {
    ctx = await createContext();
    await setupMerchant(ctx);
    viewerKey = (await insertApiKey(ctx.db, { role: 'viewer', partnerId: null })).key;
  });
  after(async () => {
    await ctx.close();
  });

  it('counts shipments per day, every day present, zero days included, per warehouse and time zone', async () => {
    const empty = await report('shipments-per-day?days=7');
    assert.deepEqual(
      empty.per_day,
      [6, 5, 4, 3, 2, 1, 0].map((back) => ({ date: utcDate(back), shipped: 0 })),
    );
    assert.deepEqual({ ...empty, per_day: undefined }, { days: 7, tz: 'UTC', from: utcDate(6), to: utcDate(0), warehouse: null, total: 0, per_day: undefined });

    const east = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], { warehouse: 'WEST' });
    await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]); // released, not shipped: not counted
    // One of them shipped two days ago, half an hour after midnight UTC: the evening before in New York.
    const twoDaysAgo = `${utcDate(2)}T00:30:00.000Z`;
    await ctx.db.updateTable('customer_shipments').set({ shipped_at: twoDaysAgo }).where('id', '=', east.customer_shipments[0].id).execute();

    const all = await report('shipments-per-day?days=7');
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.per_day.filter((d: any) => d.shipped > 0),
      [
        { date: utcDate(2), shipped: 1 },
        { date: utcDate(0), shipped: 2 },
      ],
    );
    const west = await report('shipments-per-day?days=7&warehouse=WEST');
    assert.equal(west.warehouse, 'WEST');
    assert.deepEqual(
      west.per_day.filter((d: any) => d.shipped > 0),
      [{ date: utcDate(0), shipped: 1 }],
    );
    assert.equal((await report(`shipments-per-day?days=1`)).per_day.length, 1);

    const newYork = await report('shipments-per-day?days=7&tz=America/New_York', viewerKey);
    assert.equal(newYork.tz, 'America/New_York');
    assert.equal(newYork.per_day.length, 7);
    assert.equal(newYork.per_day.find((d: any) => d.date === utcDate(3))?.shipped, 1, 'the evening before, in New York');
    assert.equal(newYork.per_day.find((d: any) => d.date === utcDate(2))?.shipped ?? 0, 0);
  });

  it('counts return lines and units per reason over the returns created in the period', async () => {
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 5 },
      { product_code: 'GADGET', quantity: 3 },
      { product_code: 'CASE', quantity: 2 },
    ]);
    await createReturn(ctx, {
      order: order.number,
      lines: [
        { order_line_id: lineOf(order, 'WIDGET'), quantity: 2, reason: 'Too small' },
        { order_line_id: lineOf(order, 'GADGET'), quantity: 1, reason: 'Too small' },
        { order_line_id: lineOf(order, 'CASE'), quantity: 1 },
      ],
    });
    const old = await createReturn(ctx, { order: order.number, lines: [{ order_line_id: lineOf(order, 'GADGET'), quantity: 2, reason: 'Damaged' }] });

    let body = await report('returns-by-reason?days=30');
    assert.deepEqual(body.reasons, [
      { reason: 'Too small', lines: 2, units: 3 },
      { reason: 'Damaged', lines: 1, units: 2 },
      { reason: null, lines: 1, units: 1 },
    ]);
    assert.deepEqual(body.total, { lines: 4, units: 6 });
    assert.deepEqual(body.other, { reasons: 0, lines: 0, units: 0 });
    body = await report('returns-by-reason?days=30&limit=1');
    assert.deepEqual(body.reasons, [{ reason: 'Too small', lines: 2, units: 3 }]);
    assert.deepEqual(body.other, { reasons: 2, lines: 2, units: 3 });

    // Created 40 days ago: outside 30 days, inside 60.
    await ctx.db
      .updateTable('return_orders')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    assert.deepEqual(
      (await report('returns-by-reason?days=30')).reasons.map((r: any) => r.reason),
      ['Too small', null],
    );
    assert.deepEqual(
      (await report('returns-by-reason?days=60')).reasons.map((r: any) => r.reason),
      ['Too small', 'Damaged', null],
    );
    assert.deepEqual((await report('returns-by-reason?days=30&warehouse=WEST')).reasons, []);
  });

  it('refuses bad parameters with a 400 problem and an unknown warehouse with a 404', async () => {
    for (const path of ['shipments-per-day', 'returns-by-reason']) {
      for (const [query, parameter] of [
        ['days=0', 'days'],
        ['days=367', 'days'],
        ['days=week', 'days'],
        ['tz=Mars/Olympus_Mons', 'tz'],
        ['tz=Europe%2FParis%3Bdrop', 'tz'],
      ] as const) {
        assertBadQuery(await call(ctx, 'GET', `/api/v1/reports/${path}?${query}`), parameter);
      }
      const unknown = await call(ctx, 'GET', `/api/v1/reports/${path}?warehouse=NOWHERE`);
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.code, 'not_found');
    }
    assertBadQuery(await call(ctx, 'GET', '/api/v1/reports/returns-by-reason?limit=101'), 'limit');
  });
});

describe('GET /api/v1/attention: receipt differences', () => {
  let ctx: TestContext;
  let key: string;
  const attention = async (query = '') => {
    const res = await call(ctx, 'GET', `/api/v1/attention${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.receipt_differences;
  };
  const received = async (shipments: unknown[]) => {
    const res = await receiveSupplier(ctx, key, shipments);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.shipments[0];
  };

  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('lists a receipt counted short, over and damaged with its differing lines only; an exact receipt is not listed', async () => {
    const { po, shipment } = await orderedStock(ctx, [
      { product_code: 'WIDGET', quantity: 5 },
      { product_code: 'GADGET', quantity: 4 },
      { product_code: 'STRAP', quantity: 3 },
    ]);
    const [widget, gadget, strap] = shipment.lines;
    const result = await received([
      {
        id: shipment.id,
        tpl_reference: 'RCV-77',
        lines: [
          { id: widget.id, quantity: 7 },
          { id: gadget.id, quantity: 1 },
          { id: gadget.id, quantity: 1, condition: 'damaged' },
          { id: strap.id, quantity: 3 },
        ],
      },
    ]);
    assert.ok(result.remainder, 'the two GADGET not received wait on a new supplier shipment');

    const differences = await attention();
    assert.equal(differences.count, 1);
    const [item] = differences.oldest;
    assert.deepEqual(
      [item.id, item.number, item.source, item.tpl_reference, item.receiving_strategy],
      [shipment.id, shipment.number, 'purchase_order', 'RCV-77', 'finalize_and_start_new'],
    );
    assert.deepEqual(item.warehouse, shipment.warehouse);
    assert.deepEqual(item.supplier, { code: 'ACME', name: 'ACME Supplies' });
    assert.deepEqual(item.purchase_order, { id: po.id, number: po.number, reference: po.reference });
    assert.equal(item.transfer, null);
    assert.deepEqual(item.remainder, result.remainder);
    assert.equal(item.received_at, result.received_at);
    assert.ok(Date.parse(item.recorded_at) <= Date.now());
    assert.deepEqual(
      item.lines.map((l: any) => [l.id, l.product.code, l.expected, l.received, l.damaged, l.surplus, l.not_received]),
      [
        [widget.id, 'WIDGET', 5, 7, 0, 2, 0],
        [gadget.id, 'GADGET', 4, 2, 1, 0, 2],
      ],
    );

    // The remainder counted exactly as announced: nothing more to look at.
    await received([{ id: result.remainder.id, lines: [{ product_code: 'GADGET', quantity: 2 }] }]);
    assert.equal((await attention()).count, 1);
  });

  it('lists a receipt finalized short with nothing left expected, and one split off under split_and_keep_open, oldest recorded first', async () => {
    const { shipment: finalized } = await orderedStock(ctx, [{ product_code: 'CASE', quantity: 10 }], { warehouse: 'WEST' });
    const { shipment: split } = await orderedStock(ctx, [{ product_code: 'WIDGET', quantity: 6 }]);
    await received([{ id: finalized.id, receiving_strategy: 'finalize', lines: [{ product_code: 'CASE', quantity: 8 }] }]);
    const splitResult = await received([{ id: split.id, receiving_strategy: 'split_and_keep_open', lines: [{ product_code: 'WIDGET', quantity: 4 }] }]);

    const differences = await attention();
    assert.equal(differences.count, 3);
    const [, short, kept] = differences.oldest;
    assert.deepEqual([short.number, short.warehouse.code, short.remainder], [finalized.number, 'WEST', null]);
    assert.deepEqual(
      short.lines.map((l: any) => [l.product.code, l.expected, l.received, l.not_received]),
      [['CASE', 10, 8, 2]],
    );
    // The receipt is held by the new done shipment; the one the warehouse named keeps the rest open.
    assert.deepEqual([kept.id, kept.remainder], [splitResult.received_in.id, { id: split.id, number: split.number }]);
    assert.deepEqual(
      kept.lines.map((l: any) => [l.product.code, l.expected, l.received, l.not_received]),
      [['WIDGET', 6, 4, 2]],
    );
    assert.equal((await attention('?limit=1')).oldest.length, 1);
    assert.equal((await attention('?limit=1')).count, 3);
  });

  it('counts receipts recorded within discrepancy_days only', async () => {
    const all = await attention();
    const oldest = all.oldest[0];
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await ctx.db.updateTable('supplier_shipments').set({ updated_at: longAgo }).where('id', '=', oldest.id).execute();
    const recent = await attention();
    assert.equal(recent.count, all.count - 1);
    assert.ok(!recent.oldest.some((r: any) => r.id === oldest.id));
    const wider = await attention('?discrepancy_days=60');
    assert.equal(wider.count, all.count);
    assert.equal(wider.oldest[0].id, oldest.id);
    assert.equal(wider.oldest[0].recorded_at, longAgo);
  });

  it('lists a receipt counted as announced with a damaged unit among them', async () => {
    const before = (await attention('?limit=50')).count;
    const { shipment } = await orderedStock(ctx, [{ product_code: 'STRAP', quantity: 2 }]);
    await received([
      {
        id: shipment.id,
        lines: [
          { product_code: 'STRAP', quantity: 1 },
          { product_code: 'STRAP', quantity: 1, condition: 'damaged' },
        ],
      },
    ]);
    const differences = await attention('?limit=50');
    assert.equal(differences.count, before + 1);
    const item = differences.oldest.find((r: any) => r.id === shipment.id);
    assert.deepEqual(
      [item.remainder, item.lines.map((l: any) => [l.product.code, l.expected, l.received, l.damaged, l.surplus, l.not_received])],
      [null, [['STRAP', 2, 2, 1, 0, 0]]],
    );
  });
});

describe('GET /api/v1/attention: warehouses whose counts drifted past drift_alert_units', () => {
  const SNAPSHOT = '/services/3pl/v1/inventory/snapshot.json';
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  const count = async (as: string, body: Record<string, unknown>) => {
    const res = await call(ctx, 'PUT', SNAPSHOT, { key: as, body: { complete: false, counted_at: new Date().toISOString(), ...body } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const drifting = async (query = '') => {
    const res = await call(ctx, 'GET', `/api/v1/attention${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };

  before(async () => {
    ctx = await createContext();
    ({ key, otherKey } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('lists no warehouse while the setting is null (the default), however far the counts drifted', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/settings')).body.drift_alert_units, null);
    // EAST: 3 under and 2 over: 5 units wrong, a net drift of -1.
    await count(key, {
      warehouse: 'EAST',
      items: [
        { product_code: 'WIDGET', quantity: 97 },
        { product_code: 'GADGET', quantity: 102 },
      ],
    });
    const body = await drifting();
    assert.equal(body.drift_alert_units, null);
    assert.deepEqual(body.drifting_warehouses, { count: 0, largest: [] });
  });

  it('lists a warehouse once its units found different, over and under alike, reach the threshold; dry runs never count', async () => {
    const set = await call(ctx, 'PATCH', '/api/v1/settings', { body: { drift_alert_units: 5 } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.equal(set.body.drift_alert_units, 5);
    // WEST: one unit under (below the threshold), and a dry run that would find 60 (changes nothing, counts nothing).
    await count(key, { warehouse: 'WEST', items: [{ product_code: 'WIDGET', quantity: 99 }] });
    const dry = await count(key, { warehouse: 'WEST', dry_run: true, items: [{ product_code: 'GADGET', quantity: 40 }] });
    assert.equal(dry.state, 'dry_run');
    const body = await drifting();
    assert.equal(body.drift_alert_units, 5);
    assert.equal(body.drifting_warehouses.count, 1);
    const [east] = body.drifting_warehouses.largest;
    assert.deepEqual(east.warehouse, { id: east.warehouse.id, code: 'EAST', name: 'EAST DC' });
    assert.deepEqual([east.units, east.net_units, east.differences, east.snapshots], [5, -1, 2, 1]);
    assert.equal(east.first_counted_at, east.last_counted_at);
    assert.ok(Date.parse(east.last_counted_at) <= Date.parse(body.generated_at));

    const raised = await call(ctx, 'PATCH', '/api/v1/settings', { body: { drift_alert_units: 6 } });
    assert.equal(raised.status, 200);
    assert.deepEqual((await drifting()).drifting_warehouses, { count: 0, largest: [] });
  });

  it('sums every applied count of the window, largest drift first, at most `limit`; older counts leave with the window', async () => {
    // A count dated 40 days back, before the stock was booked: 20 units over. Outside the default window of 30 days, within one of 60.
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await count(otherKey, { warehouse: 'NORTH', counted_at: longAgo, items: [{ product_code: 'CASE', quantity: 20 }] });
    // A second count at WEST: 1 + 6 = 7 units wrong over two snapshots.
    await count(key, { warehouse: 'WEST', items: [{ product_code: 'CASE', quantity: 106 }] });
    const body = await drifting();
    assert.deepEqual(
      body.drifting_warehouses.largest.map((w: any) => [w.warehouse.code, w.units, w.net_units, w.snapshots]),
      [['WEST', 7, 5, 2]],
    );
    const wider = await drifting('?discrepancy_days=60&limit=1');
    assert.equal(wider.drifting_warehouses.count, 2);
    assert.deepEqual(
      wider.drifting_warehouses.largest.map((w: any) => [w.warehouse.code, w.units, w.net_units]),
      [['NORTH', 20, 20]],
    );
  });

  it('takes a whole number of units from 1 to 1000000000, or null, and refuses anything else with 400 and nothing applied', async () => {
    for (const units of [-1, 0, 1_000_000_001, 1.5, '60', true]) {
      const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { drift_alert_units: units, multi_warehouse_shipping: true } });
      assert.equal(res.status, 400, String(units));
      assert.equal(res.body.code, 'validation_failed');
      assert.equal(res.body.errors[0].pointer, '/drift_alert_units');
    }
    const stored = (await call(ctx, 'GET', '/api/v1/settings')).body;
    assert.deepEqual([stored.drift_alert_units, stored.multi_warehouse_shipping], [6, false]);
    const cleared = await call(ctx, 'PATCH', '/api/v1/settings', { body: { drift_alert_units: null } });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.drift_alert_units, null);
  });
});
