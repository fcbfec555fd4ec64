import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { exactly } from '../helpers/lists.ts';
import { CRS_ACK, createReturn, crsAt, crsRecord, receive } from '../helpers/returns-fixture.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';
import { Receiver, verify } from './receiver.ts';
import { allowPrivateReceivers, dispatchNow, registerEndpoint } from './support.ts';

const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';
const SHIP = '/services/3pl/v1/customer-shipments/ship.json';

type Event = {
  id: number;
  type: string;
  resource_type: string;
  resource_id: number;
  resource_name: string | null;
  channel: string | null;
  warehouse: string | null;
  created_at: string;
  data: any;
};

/**
 * The whole life of an order through the API (docs/events.md): each step is checked to leave
 * exactly its events, in order, with what a receiver needs; then the events are delivered and each
 * endpoint is checked to have heard exactly what concerns it, signed.
 */
describe('events of an order from placement to a received return', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let key: string;
  let receiver: Receiver;
  let restoreEnv: () => void;
  let lastSeen = { id: 0, createdAt: new Date(0).toISOString() };
  const secrets: Record<string, string> = {};

  /** The events written since the previous call, oldest first, as GET /events shows them. */
  async function newEvents(): Promise<Event[]> {
    const res = await call(ctx, 'GET', `/api/v1/events?created_at_min=${encodeURIComponent(lastSeen.createdAt)}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.link, undefined, 'one page holds them');
    const fresh = (res.body as Event[]).filter((e) => e.id > lastSeen.id).sort((a, b) => a.id - b.id);
    if (fresh.length > 0) lastSeen = { id: fresh.at(-1)!.id, createdAt: fresh.at(-1)!.created_at };
    return fresh;
  }

  /** `type resource_type:resource_id` of each event, for comparing sequences. */
  const summary = (events: Event[]) => events.map((e) => `${e.type} ${e.resource_type}:${e.resource_id}`);

  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    assert.equal((await call(ctx, 'POST', '/api/v1/products', { body: { code: 'RARE', name: 'Not in stock anywhere' } })).status, 201);
    receiver = await new Receiver().listen();
    for (const [name, owner] of [
      ['merchant', {}],
      ['shop', { channel: 'shop' }],
      ['acme', { partner: 'acme' }],
    ] as const) {
      secrets[name] = (await registerEndpoint(ctx, { url: receiver.url(`/${name}`), events: ['*'], ...owner })).secret;
    }
    await newEvents();
  });
  after(async () => {
    await receiver.close();
    await ctx.close();
    restoreEnv();
  });

  it('writes exactly the events of each step, then delivers them to whom they concern', async () => {
    const order = await call(ctx, 'POST', '/api/v1/orders', {
      body: {
        number: 'SO-FLOW',
        reference: 'WEB-77',
        channel: 'shop',
        warehouse: 'EAST',
        customer: { code: 'C-FLOW', name: 'Ada Lovelace', email: 'ada@example.com' },
        shipping_address: { name: 'Ada Lovelace', street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
        lines: [
          { product_code: 'WIDGET', quantity: 3, unit_price: '12.50' },
          { product_code: 'GADGET', quantity: 2, unit_price: '20.00' },
          { product_code: 'RARE', quantity: 1, unit_price: '5.00' },
        ],
      },
    });
    assert.equal(order.status, 201, JSON.stringify(order.body));
    const cs = order.body.customer_shipments[0];
    assert.equal(cs.state, 'waiting', 'RARE has no stock: the shipment waits');
    assert.deepEqual(await newEvents(), [], 'a waiting shipment is invisible to the warehouse: no event');

    assert.equal((await call(ctx, 'POST', `/api/v1/customer-shipments/${cs.id}/release`)).status, 200);
    const [released] = await newEvents();
    assert.ok(released, 'the release wrote an event');
    assert.deepEqual(summary([released]), [`customer_shipment.released customer_shipment:${cs.id}`]);
    assert.deepEqual([released.channel, released.warehouse], ['shop', 'EAST']);
    const east = (await call(ctx, 'GET', '/api/v1/warehouses/EAST')).body;
    const warehouse = { id: east.id, code: 'EAST', name: east.name };
    const orderRef = { id: order.body.id, number: 'SO-FLOW', reference: 'WEB-77' };
    assert.deepEqual(released.data, { id: cs.id, number: cs.number, state: 'pending', warehouse, order: orderRef, backorder_of: null });

    assert.equal((await call(ctx, 'PUT', ACK, { key, body: { shipments: [{ id: cs.id, tpl_reference: 'ACME-1' }] } })).status, 200);
    const acknowledged = await newEvents();
    assert.deepEqual(summary(acknowledged), [`customer_shipment.acknowledged customer_shipment:${cs.id}`]);
    const { acknowledged_at, ...acknowledgedData } = acknowledged[0]!.data;
    assert.ok(acknowledged_at);
    assert.deepEqual(acknowledgedData, {
      id: cs.id,
      number: cs.number,
      state: 'open',
      tpl_reference: 'ACME-1',
      warehouse,
      order: orderRef,
      backorder_of: null,
    });

    const ship = await call(ctx, 'PUT', SHIP, {
      key,
      body: {
        shipments: [
          {
            id: cs.id,
            carrier_identifier: 'ups',
            packages: [
              { tracking_number: '1Z999AA10123456784', items: [{ product_code: 'WIDGET', quantity: 3 }] },
              { tracking_number: '7712345678', carrier_identifier: 'fedex', items: [{ product_code: 'GADGET', quantity: 1 }] },
            ],
          },
        ],
      },
    });
    assert.equal(ship.status, 200, JSON.stringify(ship.body));
    const backorder = ship.body.shipments[0].backorder;
    assert.ok(backorder, 'one GADGET and the RARE go to a backorder');
    const shippedStep = await newEvents();
    const [widget, gadget] = [await productId('WIDGET'), await productId('GADGET')];
    assert.deepEqual(summary(shippedStep), [
      `customer_shipment.released customer_shipment:${backorder.id}`,
      `customer_shipment.shipped customer_shipment:${cs.id}`,
      `inventory.updated product:${widget}`,
      `inventory.updated product:${gadget}`,
    ]);
    const [backorderReleased, shipped] = exactly(shippedStep, 4);
    assert.deepEqual(backorderReleased.data, {
      id: backorder.id,
      number: backorder.number,
      state: 'pending',
      warehouse,
      order: orderRef,
      backorder_of: { id: cs.id, number: cs.number },
    });
    assert.equal(shipped.channel, 'shop', 'the tracking export goes to the order channel');
    assert.deepEqual([shipped.data.order, shipped.data.warehouse, shipped.data.backorder_of], [orderRef, warehouse, null]);
    assert.deepEqual(shipped.data.backorder, { id: backorder.id, number: backorder.number });
    assert.deepEqual(
      shipped.data.packages.map((p: any) => [p.tracking_number, p.carrier_identifier, p.tracking_url, p.items]),
      [
        ['1Z999AA10123456784', 'ups', 'https://www.ups.com/track?tracknum=1Z999AA10123456784', [{ product_code: 'WIDGET', quantity: 3, lot: null }]],
        ['7712345678', 'fedex', 'https://www.fedex.com/fedextrack/?trknbr=7712345678', [{ product_code: 'GADGET', quantity: 1, lot: null }]],
      ],
    );
    assert.ok(shipped.data.packages.every((p: any) => /^\d{18}$/.test(p.sscc)));
    assert.deepEqual(
      shippedStep.slice(2).map((e) => [e.data.product_code, e.data.warehouse, e.data.on_hand, e.data.allocated, e.data.available, e.data.shipment]),
      [
        ['WIDGET', warehouse, 97, 0, 97, { id: cs.id, number: cs.number }],
        ['GADGET', warehouse, 99, 1, 98, { id: cs.id, number: cs.number }],
      ],
    );

    assert.equal((await call(ctx, 'POST', `/api/v1/customer-shipments/${backorder.id}/cancel`)).status, 200);
    const cancelled = await newEvents();
    assert.deepEqual(summary(cancelled), [`customer_shipment.cancelled customer_shipment:${backorder.id}`]);
    assert.deepEqual(cancelled[0]!.data, {
      id: backorder.id,
      number: backorder.number,
      state: 'cancelled',
      warehouse,
      order: orderRef,
      backorder_of: { id: cs.id, number: cs.number },
    });

    const ro = await createReturn(ctx, { order: 'SO-FLOW', source: 'storefront', lines: [{ product_code: 'WIDGET', quantity: 2, reason: 'too big' }] });
    const crs = await crsRecord(ctx, crsAt(ro, 'EAST').id);
    const created = await newEvents();
    assert.deepEqual(summary(created), [`customer_return_shipment.created customer_return_shipment:${crs.id}`]);
    const [crsCreated] = exactly(created, 1);
    assert.deepEqual([crsCreated.channel, crsCreated.warehouse], ['shop', 'EAST']);
    const { updated_at: _u1, ...createdRecord } = crsCreated.data;
    const { updated_at: _u2, ...fetchedRecord } = crs;
    assert.deepEqual(createdRecord, { ...fetchedRecord, order: orderRef }, 'the created event carries the record the warehouse would fetch, and the order');

    assert.equal((await call(ctx, 'PUT', CRS_ACK, { key, body: { shipments: [{ id: crs.id }] } })).status, 200);
    const crsAcknowledged = await newEvents();
    assert.deepEqual(summary(crsAcknowledged), [`customer_return_shipment.acknowledged customer_return_shipment:${crs.id}`]);
    const returnOrderRef = { id: ro.id, number: ro.number, source: 'storefront' };
    const [{ data: acknowledgedCrs }] = exactly(crsAcknowledged, 1);
    assert.deepEqual([acknowledgedCrs.warehouse, acknowledgedCrs.return_order, acknowledgedCrs.order], [warehouse, returnOrderRef, orderRef]);

    const received = await receive(ctx, key, [{ id: crs.id, lines: [{ id: crs.lines[0].id, quantity: 2 }] }]);
    assert.equal(received.status, 200, JSON.stringify(received.body));
    const receivedStep = await newEvents();
    assert.deepEqual(summary(receivedStep), [
      `customer_return_shipment.received customer_return_shipment:${crs.id}`,
      `return_order.closed return_order:${ro.id}`,
      `inventory.updated product:${widget}`,
    ]);
    const [crsReceived, returnClosed, stockUpdated] = exactly(receivedStep, 3);
    // Each is named as people know its record.
    assert.deepEqual(
      receivedStep.map((e) => e.resource_name),
      [crs.number, ro.number, 'WIDGET'],
    );
    assert.deepEqual(crsReceived.data.lines, [{ id: crs.lines[0].id, product_code: 'WIDGET', quantity: 2, condition: 'good', location: 'storage', lot: null }]);
    assert.deepEqual([crsReceived.data.warehouse, crsReceived.data.return_order, crsReceived.data.order], [warehouse, returnOrderRef, orderRef]);
    assert.deepEqual(
      returnClosed.data.customer_return_shipments.map((c: any) => [c.id, c.warehouse]),
      [[crs.id, warehouse]],
    );
    assert.equal(returnClosed.channel, 'shop', 'the return is closed on the sales channel');
    assert.equal(returnClosed.data.state, 'closed');
    assert.deepEqual([stockUpdated.data.on_hand, stockUpdated.data.available], [99, 99], 'available for sale again');
    assert.deepEqual(stockUpdated.data.crs, { id: crs.id, number: crs.number });

    while ((await dispatchNow(ctx)).length > 0);
    const all = [released, ...acknowledged, ...shippedStep, ...cancelled, ...created, ...crsAcknowledged, ...receivedStep];
    const heard = (path: string) =>
      receiver
        .at(path)
        .map((r) => r.json.id)
        .sort((a: number, b: number) => a - b);
    const ids = (types: string[]) =>
      all
        .filter((e) => types.includes(e.type) || types[0] === '*')
        .map((e) => e.id)
        .sort((a, b) => a - b);
    assert.deepEqual(heard('/merchant'), ids(['*']));
    assert.deepEqual(heard('/shop'), ids(['*']), 'the channel hears its order, its return and stock levels');
    assert.deepEqual(heard('/acme'), ids(['customer_shipment.released', 'customer_shipment.cancelled', 'customer_return_shipment.created']));
    for (const request of receiver.received) {
      const secret = secrets[request.path.slice(1)];
      assert.ok(secret, `a request to ${request.path}, where no endpoint was registered`);
      const payload = verify(secret, request) as any;
      const event = all.find((e) => e.id === payload.id)!;
      assert.deepEqual(payload, { id: event.id, type: event.type, created_at: event.created_at, data: event.data });
    }
    const undelivered = await call(ctx, 'GET', '/api/v1/events?delivery_status=pending');
    assert.deepEqual(undelivered.body, []);
  });

  async function productId(code: string): Promise<number> {
    return (await ctx.db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  }
});
