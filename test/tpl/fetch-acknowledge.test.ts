import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, idsPageByPage, nextQuery, type TestContext } from '../helpers/context.ts';
import { createWarehouses } from '../helpers/factories.ts';
import { eventsOf, placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

const FETCH = '/services/3pl/v1/customer-shipments.json';
const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';

describe('3PL customer-shipments.json and acknowledge.json', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  let warehouses: Record<string, number>;
  let kit: { id: number; number: string };
  let west: { id: number; number: string };
  let north: { id: number; number: string };
  let waiting: { id: number; number: string };
  before(async () => {
    ctx = await createContext();
    ({ key, otherKey, warehouses } = await setupMerchant(ctx));
    kit = await placeOrder(ctx, [
      { product_code: 'KIT', quantity: 2 },
      { product_code: 'WIDGET', quantity: 1.5 },
    ]);
    west = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }], 'WEST');
    north = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }], 'NORTH');
    waiting = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 9999 }]);
  });
  after(async () => {
    await ctx.close();
  });

  const fetchAs = (query: string, k = key) => call(ctx, 'GET', `${FETCH}${query}`, { key: k });

  it("answers pending shipments of the key's warehouses as docs/3pl-api.md section 5 records, never waiting ones", async () => {
    const res = await fetchAs('');
    assert.equal(res.status, 200);
    const ids = res.body.map((r: any) => r.id);
    assert.ok(ids.includes(kit.id) && ids.includes(west.id));
    assert.ok(!ids.includes(north.id), "another partner's warehouse is invisible");
    assert.ok(!ids.includes(waiting.id), 'waiting shipments are never shown');
    const record = res.body.find((r: any) => r.id === kit.id);
    assert.deepEqual(Object.keys(record).sort(), [
      'acknowledged_at',
      'cancellation',
      'carrier_identifier',
      'carrier_service',
      'created_at',
      'customer',
      'delivery_address',
      'hold',
      'id',
      'lines',
      'number',
      'order',
      'planned_date',
      'shipping_instructions',
      'state',
      'tpl_reference',
      'transfer',
      'updated_at',
      'warehouse',
    ]);
    assert.equal(record.state, 'pending');
    assert.deepEqual(record.warehouse, { id: warehouses.EAST, code: 'EAST', name: 'EAST DC' });
    assert.equal(record.order.channel.code, 'shop');
    assert.deepEqual(Object.keys(record.delivery_address).sort(), [
      'city',
      'country_code',
      'email',
      'name',
      'phone',
      'street',
      'street2',
      'subdivision_code',
      'zip',
    ]);
    const [bundle, widget] = record.lines;
    assert.deepEqual(Object.keys(bundle).sort(), ['currency', 'id', 'order', 'product', 'quantity', 'sublines', 'unit_customs_value', 'unit_price', 'uom']);
    assert.equal(bundle.product.code, 'KIT');
    assert.equal(bundle.quantity, 2);
    assert.deepEqual(bundle.unit_price, { __class__: 'Decimal', decimal: '10.00' });
    assert.deepEqual(
      bundle.sublines.map((s: any) => [s.product.code, s.quantity, s.uom]),
      [
        ['WIDGET', 2, 'u'],
        ['CASE', 2, 'u'],
        ['STRAP', 4, 'u'],
      ],
    );
    assert.deepEqual(Object.keys(bundle.sublines[0]).sort(), ['id', 'product', 'quantity', 'uom']);
    assert.equal(widget.quantity, 1.5);
    assert.equal(widget.product.upc, '036000291452');
    assert.deepEqual(widget.sublines, []);
  });

  it('filters by warehouse, ids, numbers and updated_at, pages with Link rel=next', async () => {
    assert.deepEqual(
      (await fetchAs(`?warehouse=${warehouses.WEST}`)).body.map((r: any) => r.id),
      [west.id],
    );
    assert.deepEqual((await fetchAs(`?warehouse=${warehouses.NORTH}`)).body, [], 'a warehouse outside the key answers nothing');
    assert.deepEqual(
      (await fetchAs(`?ids=${kit.id},${north.id}`)).body.map((r: any) => r.id),
      [kit.id],
    );
    assert.deepEqual(
      (await fetchAs(`?numbers=${west.number}`)).body.map((r: any) => r.id),
      [west.id],
    );
    assert.deepEqual((await fetchAs('?updated_at_min=2999-01-01T00:00:00Z')).body, []);
    const first = await fetchAs('?per_page=1');
    assert.equal(first.body.length, 1);
    assert.match(first.headers.link as string, /[?&]cursor=/);
    const second = await fetchAs('?per_page=1&page=2');
    assert.notEqual(second.body[0].id, first.body[0].id);
    assert.deepEqual((await fetchAs(nextQuery(first))).body, second.body, 'the cursor of Link rel=next reads what page=2 reads');
    const bad = await fetchAs('?status=waiting&per_page=251&ids=abc');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors.length, 3);
  });

  it('acknowledges pending -> open with tpl_reference, repeat-safe, with an event', async () => {
    const res = await call(ctx, 'PUT', ACK, { key, body: { shipments: [{ id: kit.id, tpl_reference: 'WMS-1' }] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [first] = res.body.shipments;
    assert.equal(first.state, 'open');
    assert.equal(first.tpl_reference, 'WMS-1');
    assert.equal(first.errors, null);
    const again = await call(ctx, 'PUT', ACK, { key, body: { shipments: [{ id: kit.id, tpl_reference: 'WMS-1' }] } });
    assert.equal(again.status, 200);
    assert.equal(again.body.shipments[0].acknowledged_at, first.acknowledged_at);
    const open = await fetchAs('?status=open');
    const record = open.body.find((r: any) => r.id === kit.id);
    assert.equal(record.tpl_reference, 'WMS-1');
    assert.equal(record.acknowledged_at, first.acknowledged_at);
    assert.equal((await eventsOf(ctx, 'customer_shipment.acknowledged')).filter((e) => e.resource_id === kit.id).length, 1);
  });

  it('answers per-element codes not_found, shipment_not_released, shipment_cancelled, shipment_done', async () => {
    const cancelled = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    await call(ctx, 'POST', `/api/v1/customer-shipments/${cancelled.id}/cancel`);
    const done = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', {
      key,
      body: { shipments: [{ id: done.id, lines: [{ product_code: 'GADGET', quantity: 1 }] }] },
    });
    const res = await call(ctx, 'PUT', ACK, {
      key,
      body: { shipments: [{ id: north.id }, { id: waiting.id }, { id: cancelled.id }, { id: done.id }, { id: west.id }] },
    });
    assert.equal(res.status, 207);
    assert.deepEqual(
      res.body.shipments.map((s: any) => s.errors?.[0].code ?? null),
      ['not_found', 'shipment_not_released', 'shipment_cancelled', 'shipment_done', null],
    );
    assert.deepEqual(
      res.body.shipments.map((s: any) => s.state),
      [null, 'waiting', 'cancelled', 'done', 'open'],
    );
    assert.equal(res.body.shipments[0].errors[0].pointer, '/shipments/0/id');
    const other = await call(ctx, 'PUT', ACK, { key: otherKey, body: { shipments: [{ id: north.id }] } });
    assert.equal(other.status, 200);
  });

  it('refuses staff-only and missing keys the right way', async () => {
    assert.equal((await call(ctx, 'GET', FETCH, { key: null })).status, 401);
    assert.equal((await call(ctx, 'GET', '/api/v1/warehouses', { key })).status, 403);
    assert.equal((await call(ctx, 'GET', FETCH)).status, 200, 'staff keys may call everything');
  });
});

describe('3PL customer-shipments.json for a key running several warehouses', () => {
  let ctx: TestContext;
  let key: string;
  /** The key's shipments of a status in list order (updated_at, then id), sorted here from one whole page. */
  const expected: Record<'pending' | 'done', number[]> = { pending: [], done: [] };
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    const orders: any[] = [];
    for (let i = 0; i < 5; i++) {
      // Each order splits into a shipment at EAST and one at WEST, written in one transaction at the same updated_at.
      const created = await call(ctx, 'POST', '/api/v1/orders', {
        body: {
          number: `MW-${i}`,
          channel: 'shop',
          currency: 'USD',
          warehouse: 'EAST',
          customer: { code: `MW-${i}`, name: 'Ada Lovelace' },
          shipping_address: { name: 'Ada Lovelace', street: '12 Main St', country_code: 'US' },
          lines: [
            { product_code: 'WIDGET', quantity: 2, unit_price: '10.00' },
            { product_code: 'GADGET', quantity: 2, unit_price: '10.00', warehouse: 'WEST' },
          ],
        },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      orders.push(created.body);
    }
    const at = (order: any, warehouse: string) => order.customer_shipments.find((s: any) => s.warehouse === warehouse);
    // Part of a WEST and of an EAST shipment shipped in one request: the backorders are new pending shipments
    // of the same updated_at, WEST's with the lower id, so that ids do not follow the warehouses.
    const shipped = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', {
      key,
      body: {
        shipments: [
          { id: at(orders[0], 'WEST').id, lines: [{ product_code: 'GADGET', quantity: 1 }] },
          { id: at(orders[1], 'EAST').id, lines: [{ product_code: 'WIDGET', quantity: 1 }] },
        ],
      },
    });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    for (const status of ['pending', 'done'] as const) {
      const whole = await call(ctx, 'GET', `${FETCH}?status=${status}&per_page=250`, { key });
      expected[status] = [...whole.body]
        .sort((a: any, b: any) => (a.updated_at < b.updated_at ? -1 : a.updated_at > b.updated_at ? 1 : a.id - b.id))
        .map((r: any) => r.id);
      assert.deepEqual(
        whole.body.map((r: any) => r.id),
        expected[status],
        `one page of ${status} is sorted by updated_at, then id`,
      );
    }
    assert.equal(expected.pending.length, 10, 'eight untouched, two backorders');
    assert.equal(expected.done.length, 2);
    const pending = (await call(ctx, 'GET', `${FETCH}?per_page=250`, { key })).body;
    const westFirst = pending.filter(
      (r: any) => r.warehouse.code === 'WEST' && pending.some((e: any) => e.warehouse.code === 'EAST' && e.updated_at === r.updated_at && e.id > r.id),
    );
    assert.ok(westFirst.length > 0, 'some WEST shipment precedes an EAST one of the same updated_at by id');
  });
  after(async () => {
    await ctx.close();
  });

  it('merges the warehouses into one order, page by page, by offset and by cursor, for each status', async () => {
    for (const status of ['pending', 'done'] as const) {
      for (const perPage of [1, 3, 4]) {
        const query = `status=${status}&per_page=${perPage}`;
        const byOffset = await idsPageByPage(ctx, FETCH, query, key, 'page', expected[status].length);
        assert.deepEqual(byOffset, expected[status], `${status}: pages of ${perPage} by page=`);
        const byCursor = await idsPageByPage(ctx, FETCH, query, key, 'cursor', expected[status].length);
        assert.deepEqual(byCursor, expected[status], `${status}: pages of ${perPage} by cursor`);
      }
    }
  });

  it('reads one warehouse alone when the key names it, and all of them for a staff key', async () => {
    const records = (await call(ctx, 'GET', `${FETCH}?per_page=250`, { key })).body;
    const west = records.filter((r: any) => r.warehouse.code === 'WEST').map((r: any) => r.id);
    const onlyWest = await call(ctx, 'GET', `${FETCH}?warehouse=${records.find((r: any) => r.warehouse.code === 'WEST').warehouse.id}&per_page=2&page=2`, {
      key,
    });
    assert.deepEqual(
      onlyWest.body.map((r: any) => r.id),
      west.slice(2, 4),
    );
    const staff = await call(ctx, 'GET', `${FETCH}?per_page=3&page=2`);
    assert.deepEqual(
      staff.body.map((r: any) => r.id),
      expected.pending.slice(3, 6),
      'no other warehouse has shipments',
    );
  });
});

describe('3PL polls by ids and numbers for a key running 140 warehouses', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    const codes = Array.from({ length: 138 }, (_, i) => `W${String(i).padStart(3, '0')}`);
    await createWarehouses(ctx, ...codes);
    const partner = (await call(ctx, 'GET', '/api/v1/partners')).body.find((p: any) => p.code === 'acme');
    const patched = await call(ctx, 'PATCH', `/api/v1/partners/${partner.id}`, { body: { warehouses: ['EAST', 'WEST', ...codes] } });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
  });
  after(async () => {
    await ctx.close();
  });

  it('answers 250 ids and 250 numbers at once, on both lists', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], 'WEST');
    const ids = [shipment.id, ...Array.from({ length: 249 }, (_, i) => 1_000_000 + i)].join(',');
    const numbers = [shipment.number, ...Array.from({ length: 249 }, (_, i) => `CS-X${i}`)].join(',');
    for (const list of [FETCH, '/services/3pl/v1/customer-return-shipments.json']) {
      // Each warehouse read on its own would bind the 500 values 140 times: past SQLite's 32,766 and PostgreSQL's 65,535.
      const res = await call(ctx, 'GET', `${list}?ids=${ids}&numbers=${numbers}`, { key });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(
        res.body.map((r: any) => r.id),
        list === FETCH ? [shipment.id] : [],
      );
    }
  });
});
