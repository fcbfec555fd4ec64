import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, idsPageByPage, nextQuery, type TestContext } from '../helpers/context.ts';
import { exactly } from '../helpers/lists.ts';
import { eventsOf, setupMerchant } from '../helpers/tpl-fixture.ts';
import { CRS_ACK, CRS_FETCH, createReturn, crsAt, receive, shippedOrder } from '../helpers/returns-fixture.ts';

const RECORD_KEYS = [
  'acknowledged_at',
  'carrier_code',
  'channels',
  'created_at',
  'customer',
  'delivery_address',
  'id',
  'lines',
  'number',
  'origin_address',
  'planned_date',
  'received_at',
  'return_order',
  'sales_orders',
  'service_code',
  'state',
  'tracking_number',
  'tracking_url',
  'updated_at',
  'warehouse',
];

describe('3PL customer-return-shipments.json and acknowledge.json', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  let warehouses: Record<string, number>;
  let east: { id: number; number: string };
  let west: { id: number; number: string };
  let north: { id: number; number: string };
  let order: any;
  before(async () => {
    ctx = await createContext();
    let ok: Awaited<ReturnType<typeof setupMerchant>>['ok'];
    ({ key, otherKey, warehouses, ok } = await setupMerchant(ctx));
    await ok('PATCH', '/api/v1/warehouses/WEST', { return_address: null, address: { name: 'West DC', street: '5 Harbor Rd', country_code: 'US' } });
    await ok('PATCH', '/api/v1/products/STRAP', { return_warehouse: 'NORTH' });
    order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
      { product_code: 'STRAP', quantity: 1 },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      source: 'storefront',
      planned_date: '2026-12-05',
      carrier_code: 'fedex',
      tracking_number: '7489',
      lines: [
        { product_code: 'WIDGET', quantity: 2, reason: 'too small' },
        { product_code: 'GADGET', quantity: 1 },
        { product_code: 'STRAP', quantity: 1 },
      ],
    });
    east = crsAt(ro, 'EAST');
    west = crsAt(ro, 'WEST');
    north = crsAt(ro, 'NORTH');
  });
  after(async () => {
    await ctx.close();
  });

  const fetchAs = (query: string, k = key) => call(ctx, 'GET', `${CRS_FETCH}${query}`, { key: k });

  it("answers pending CRS of the key's warehouses as docs/3pl-api.md section 13 records", async () => {
    const res = await fetchAs('');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.map((r: any) => r.id).sort(), [east.id, west.id].sort(), 'NORTH belongs to another partner');
    const record = res.body.find((r: any) => r.id === east.id);
    assert.deepEqual(Object.keys(record).sort(), RECORD_KEYS);
    assert.equal(record.state, 'pending');
    assert.equal(record.number, east.number);
    assert.equal(record.planned_date, '2026-12-05');
    assert.deepEqual([record.acknowledged_at, record.received_at], [null, null]);
    assert.deepEqual(record.warehouse, { id: warehouses.EAST, code: 'EAST', name: 'EAST DC' });
    assert.deepEqual(record.customer, { code: order.customer.code, name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100' });
    assert.deepEqual(record.origin_address, order.shipping_address);
    assert.deepEqual(record.delivery_address, {
      name: null,
      street: '1 Dock Rd',
      street2: null,
      city: null,
      zip: null,
      subdivision_code: null,
      country_code: 'US',
      phone: null,
      email: null,
    });
    assert.deepEqual([record.carrier_code, record.service_code, record.tracking_number], ['fedex', null, '7489']);
    assert.equal(record.tracking_url, 'https://www.fedex.com/fedextrack/?trknbr=7489');
    assert.equal(record.return_order.source, 'storefront');
    assert.match(record.return_order.number, /^RO-/);
    assert.deepEqual(record.sales_orders, [{ id: order.id, number: order.number, reference: order.reference }]);
    assert.deepEqual(
      record.channels.map((c: any) => c.code),
      ['shop'],
    );
    assert.equal(record.lines.length, 1);
    const [line] = record.lines;
    assert.deepEqual(Object.keys(line).sort(), ['id', 'order_line', 'product', 'quantity', 'reason', 'received_quantity', 'uom']);
    assert.deepEqual(
      [line.product.code, line.product.upc, line.quantity, line.uom, line.received_quantity, line.reason],
      ['WIDGET', '036000291452', 2, 'u', 0, 'too small'],
    );
    assert.deepEqual(line.order_line, { id: order.lines[0].id, order_id: order.id, order_number: order.number });
    const westRecord = res.body.find((r: any) => r.id === west.id);
    assert.equal(westRecord.delivery_address.street, '5 Harbor Rd', 'without a return address, the warehouse address');
  });

  it('filters by warehouse, ids, numbers, planned and updated dates; pages with Link rel=next', async () => {
    assert.deepEqual(
      (await fetchAs(`?warehouse=${warehouses.WEST}`)).body.map((r: any) => r.id),
      [west.id],
    );
    assert.deepEqual((await fetchAs(`?warehouse=${warehouses.NORTH}`)).body, [], 'a warehouse outside the key answers nothing');
    assert.deepEqual(
      (await fetchAs(`?warehouse=${warehouses.NORTH}`, otherKey)).body.map((r: any) => r.id),
      [north.id],
    );
    assert.deepEqual(
      (await fetchAs(`?ids=${east.id},${north.id}`)).body.map((r: any) => r.id),
      [east.id],
    );
    assert.deepEqual(
      (await fetchAs(`?numbers=${west.number},${north.number}`)).body.map((r: any) => r.id),
      [west.id],
    );
    assert.equal((await fetchAs('?planned_date_min=2026-12-05&planned_date_max=2026-12-05')).body.length, 2);
    assert.deepEqual((await fetchAs('?planned_date_min=2026-12-06')).body, []);
    assert.deepEqual((await fetchAs('?updated_at_min=2999-01-01T00:00:00Z')).body, []);
    assert.equal((await fetchAs('?updated_at_max=2999-01-01T00:00:00Z')).body.length, 2);
    const first = await fetchAs('?per_page=1');
    assert.equal(first.body.length, 1);
    assert.match(String(first.headers.link), /[?&]cursor=/);
    const second = await fetchAs(nextQuery(first));
    assert.equal(second.body.length, 1);
    assert.notEqual(second.body[0].id, first.body[0].id);
    assert.equal(second.headers.link, undefined);
    assert.deepEqual(
      [first.body[0].id, second.body[0].id],
      (await fetchAs('')).body.map((r: any) => r.id),
      'pages follow updated_at, id',
    );
    const bad = await fetchAs('?status=cancelled&per_page=251&ids=x');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors.length, 3);
    assert.equal((await call(ctx, 'GET', CRS_FETCH, { key: null })).status, 401);
  });

  it('acknowledges pending -> open with tpl_reference, repeat-safe, with an event to partner and channel', async () => {
    const res = await call(ctx, 'PUT', CRS_ACK, { key, body: { shipments: [{ id: east.id, tpl_reference: 'RMA-1' }] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [first] = res.body.shipments;
    assert.deepEqual([first.id, first.number, first.state, first.tpl_reference, first.errors], [east.id, east.number, 'open', 'RMA-1', null]);
    const again = await call(ctx, 'PUT', CRS_ACK, { key, body: { shipments: [{ id: east.id }] } });
    assert.equal(again.status, 200);
    assert.equal(again.body.shipments[0].acknowledged_at, first.acknowledged_at);
    const open = await fetchAs('?status=open');
    assert.deepEqual(
      open.body.map((r: any) => [r.id, r.acknowledged_at]),
      [[east.id, first.acknowledged_at]],
    );
    assert.ok(!(await fetchAs('')).body.some((r: any) => r.id === east.id), 'no longer pending');
    const [event] = exactly(
      (await eventsOf(ctx, 'customer_return_shipment.acknowledged')).filter((e) => e.resource_id === east.id),
      1,
    );
    assert.deepEqual([event.warehouse_id, Boolean(event.channel_id), event.data.tpl_reference], [warehouses.EAST, true, 'RMA-1']);
  });

  it("answers not_found for another partner's CRS and unknown ids, return_shipment_done for a received one (207)", async () => {
    const received = await receive(ctx, key, [{ id: west.id, lines: [{ product_code: 'GADGET', quantity: 1 }] }]);
    assert.equal(received.status, 200, JSON.stringify(received.body));
    const res = await call(ctx, 'PUT', CRS_ACK, { key, body: { shipments: [{ id: north.id }, { id: 999999 }, { id: west.id }, { id: east.id }] } });
    assert.equal(res.status, 207);
    assert.deepEqual(
      res.body.shipments.map((s: any) => s.errors?.[0].code ?? null),
      ['not_found', 'not_found', 'return_shipment_done', null],
    );
    assert.deepEqual(
      res.body.shipments.map((s: any) => s.state),
      [null, null, 'done', 'open'],
      "another partner's state is not disclosed",
    );
    assert.equal(res.body.shipments[0].errors[0].pointer, '/shipments/0/id');
    const atomic = await call(ctx, 'PUT', `${CRS_ACK}?atomic=true`, { key: otherKey, body: { shipments: [{ id: north.id }, { id: east.id }] } });
    assert.equal(atomic.status, 422);
    assert.equal(atomic.body.shipments[0].applied, false);
    assert.equal((await fetchAs(`?ids=${north.id}`, otherKey)).body[0].state, 'pending', 'nothing applied');
    assert.equal((await call(ctx, 'PUT', CRS_ACK, { key: otherKey, body: { shipments: [{ id: north.id }] } })).status, 200);
  });
});

describe('3PL customer-return-shipments.json for a key running several warehouses', () => {
  let ctx: TestContext;
  let key: string;
  /** The key's pending CRS in list order (updated_at, then id), sorted here from one whole page. */
  let expected: number[];
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    const returns: any[] = [];
    for (let i = 0; i < 5; i++) {
      // Each return splits into a CRS at EAST and one at WEST, written in one transaction at the same updated_at.
      const order = await shippedOrder(ctx, [
        { product_code: 'WIDGET', quantity: 2 },
        { product_code: 'GADGET', quantity: 2, warehouse: 'WEST' },
      ]);
      returns.push(
        await createReturn(ctx, {
          order: order.number,
          lines: [
            { product_code: 'WIDGET', quantity: 2 },
            { product_code: 'GADGET', quantity: 2 },
          ],
        }),
      );
    }
    // Receipts of part of a WEST and an EAST CRS in one request: the remainders are new pending CRS of the same
    // updated_at, WEST's with the lower id, so that ids do not follow the warehouses.
    const received = await receive(ctx, key, [
      { id: crsAt(returns[0], 'WEST').id, lines: [{ product_code: 'GADGET', quantity: 1 }] },
      { id: crsAt(returns[1], 'EAST').id, lines: [{ product_code: 'WIDGET', quantity: 1 }] },
    ]);
    assert.equal(received.status, 200, JSON.stringify(received.body));
    const whole = await call(ctx, 'GET', `${CRS_FETCH}?per_page=250`, { key });
    assert.equal(whole.body.length, 10, 'two received, two remainders');
    expected = [...whole.body]
      .sort((a: any, b: any) => (a.updated_at < b.updated_at ? -1 : a.updated_at > b.updated_at ? 1 : a.id - b.id))
      .map((r: any) => r.id);
    assert.deepEqual(
      whole.body.map((r: any) => r.id),
      expected,
      'one page is sorted by updated_at, then id',
    );
    const westFirst = whole.body.filter(
      (r: any) => r.warehouse.code === 'WEST' && whole.body.some((e: any) => e.warehouse.code === 'EAST' && e.updated_at === r.updated_at && e.id > r.id),
    );
    assert.ok(westFirst.length > 0, 'some WEST CRS precedes an EAST one of the same updated_at by id');
  });
  after(async () => {
    await ctx.close();
  });

  it('merges the warehouses into one order, page by page, by offset and by cursor', async () => {
    for (const perPage of [1, 3, 4]) {
      const byOffset = await idsPageByPage(ctx, CRS_FETCH, `per_page=${perPage}`, key, 'page', expected.length);
      assert.deepEqual(byOffset, expected, `pages of ${perPage} by page=`);
      const byCursor = await idsPageByPage(ctx, CRS_FETCH, `per_page=${perPage}`, key, 'cursor', expected.length);
      assert.deepEqual(byCursor, expected, `pages of ${perPage} by cursor`);
    }
  });
});
