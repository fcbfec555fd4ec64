import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Value } from 'typebox/value';
import { EVENT_TYPES, EventDataSchemas } from '../../src/wire/events.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { CRS_ACK, createReturn, crsAt, crsRecord, receive } from '../helpers/returns-fixture.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';

const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';
const SHIP = '/services/3pl/v1/customer-shipments/ship.json';

type Event = { id: number; type: string; data: Record<string, unknown> };
type Json = Record<string, unknown>;

/** Keys that name another record, by the kind of record (docs/events.md "References"). */
const REFERENCE_KEYS: Record<string, 'warehouse' | 'order' | 'shipment' | 'crs' | 'return_order' | 'channel' | 'purchase_order' | 'supplier_shipment'> = {
  warehouse: 'warehouse',
  order: 'order',
  sales_orders: 'order',
  shipment: 'shipment',
  backorder: 'shipment',
  backorder_of: 'shipment',
  crs: 'crs',
  split_from: 'crs',
  remainder: 'crs',
  return_order: 'return_order',
  channels: 'channel',
  purchase_order: 'purchase_order',
  supplier_shipments: 'supplier_shipment',
  from_warehouse: 'warehouse',
  to_warehouse: 'warehouse',
  customer_shipment: 'shipment',
  supplier_shipment: 'supplier_shipment',
};

/** Keys whose kind differs in some event types: a supplier shipment receipt's split and remainder are supplier shipments. */
const REFERENCE_KEYS_OF_TYPE: Record<string, Record<string, (typeof REFERENCE_KEYS)[string]>> = {
  'supplier_shipment.received': { split_from: 'supplier_shipment', remainder: 'supplier_shipment' },
};

/** `<kind>_id` fields kept beside a reference: each repeats its reference's id. */
const ID_TWINS: Record<string, string> = { warehouse_id: 'warehouse', shipment_id: 'shipment', crs_id: 'crs', supplier_shipment_id: 'supplier_shipment' };

/**
 * CONTRACT 9: every event type's payload validates against its published schema, and names every other
 * record with one shape per kind of record, whatever the type. A flow through the public API writes
 * every type at least once; each reference found anywhere in a payload (walked by key name) must equal
 * the record it names, as the admin API answers it.
 */
describe('event payloads: one schema per type, one shape per reference', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    for (const code of ['RARE', 'SCARCE']) {
      assert.equal((await call(ctx, 'POST', '/api/v1/products', { body: { code, name: `${code} item` } })).status, 201);
    }
  });
  after(async () => {
    await ctx.close();
  });

  it('writes every event type, each valid against its schema, every reference in its one shape', async () => {
    await flowThroughEveryEventType();
    const events = await allEvents();

    assert.deepEqual(Object.keys(EventDataSchemas).sort(), [...EVENT_TYPES].sort(), 'one schema per event type');
    assert.deepEqual([...new Set(events.map((e) => e.type))].sort(), [...EVENT_TYPES].sort(), 'the flow writes every event type');
    for (const event of events) {
      const schema = EventDataSchemas[event.type as keyof typeof EventDataSchemas];
      const errors = [...Value.Errors(schema, event.data)].map((e) => `${e.instancePath} ${e.message}`);
      assert.deepEqual(errors, [], `${event.type} #${event.id} against its schema: ${JSON.stringify(event.data)}`);
      const undocumented = [...Value.Errors(closed(schema) as typeof schema, event.data)].map((e) => `${e.instancePath} ${e.message}`);
      assert.deepEqual(undocumented, [], `${event.type} #${event.id} has fields its schema does not describe`);
    }

    const found = { warehouse: 0, order: 0, shipment: 0, crs: 0, return_order: 0, channel: 0, purchase_order: 0, supplier_shipment: 0 };
    for (const event of events) {
      if (event.type.startsWith('customer_shipment.') || event.type.startsWith('customer_return_shipment.')) {
        assert.ok(event.data.warehouse && event.data.order, `${event.type} #${event.id} names its warehouse and its order`);
      }
      if (event.type.startsWith('supplier_shipment.')) {
        assert.ok(
          event.data.warehouse && (event.data.purchase_order || event.data.transfer),
          `${event.type} #${event.id} names its warehouse and its purchase order or transfer`,
        );
      }
      for (const { path, kind, value } of references(event.data, '', { ...REFERENCE_KEYS, ...REFERENCE_KEYS_OF_TYPE[event.type] })) {
        found[kind] += 1;
        const where = `${event.type} #${event.id} at ${path}`;
        assert.deepEqual(value, await recordOf(kind, value, where), `${where}: ${JSON.stringify(value)}`);
      }
      for (const [twin, ref] of Object.entries(ID_TWINS)) {
        if (twin in event.data) assert.equal(event.data[twin], (event.data[ref] as Json).id, `${event.type} #${event.id}: ${twin} is ${ref}.id`);
      }
    }
    for (const [kind, count] of Object.entries(found)) assert.ok(count > 0, `the payloads name some ${kind}`);
  });

  /**
   * Placement, force release, acknowledgement, a partial shipment that leaves a backorder and ships
   * stock the books did not have, the backorder cancelled; an order released at once (then held, its
   * address corrected, and released from its hold) and one released
   * by arriving stock; a return received in three parts (split_and_keep_open, finalize_and_start_new,
   * then the rest), which closes it.
   */
  async function flowThroughEveryEventType(): Promise<void> {
    const order = await placeOrder('SO-SHAPES-1', 'WEB-1', 'EAST', [
      ['WIDGET', 3],
      ['GADGET', 2],
      ['RARE', 1],
    ]);
    const cs = order.customer_shipments[0];
    assert.equal(cs.state, 'waiting');
    await ok('POST', `/api/v1/customer-shipments/${cs.id}/release`);
    await ok('PUT', ACK, { shipments: [{ id: cs.id, tpl_reference: 'ACME-1' }] }, key);
    // The merchant asks to cancel it; the confirmation below comes first and rejects the request (shipped).
    await ok('POST', `/api/v1/customer-shipments/${cs.id}/cancel`, { reason: 'customer asked' });
    const shipped = await ok(
      'PUT',
      SHIP,
      {
        shipments: [
          {
            id: cs.id,
            carrier_identifier: 'ups',
            packages: [
              {
                tracking_number: '1Z999AA10123456784',
                items: [
                  { product_code: 'WIDGET', quantity: 3 },
                  { product_code: 'RARE', quantity: 1 },
                ],
              },
              { tracking_number: '7712345678', carrier_identifier: 'fedex', items: [{ product_code: 'GADGET', quantity: 1 }] },
            ],
          },
        ],
      },
      key,
    );
    const backorder = shipped.shipments[0].backorder;
    assert.ok(backorder, 'one GADGET goes to a backorder');
    await ok('POST', `/api/v1/customer-shipments/${backorder.id}/cancel`);

    const held = (await placeOrder('SO-SHAPES-2', null, 'EAST', [['WIDGET', 1]])).customer_shipments[0];
    assert.equal(held.state, 'pending');
    await ok('POST', `/api/v1/customer-shipments/${held.id}/hold`, { reason: 'incorrect_address', note: 'no such street' });
    await ok('PATCH', '/api/v1/orders/SO-SHAPES-2', {
      shipping_address: { name: 'Ada Lovelace', street: '99 Harbour Rd', city: 'Portland', zip: '97201', country_code: 'US' },
    });
    await ok('POST', `/api/v1/customer-shipments/${held.id}/release-hold`);
    assert.equal((await placeOrder('SO-SHAPES-3', 'WEB-3', 'WEST', [['SCARCE', 2]])).customer_shipments[0].state, 'waiting');
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'WEST', product_code: 'SCARCE', quantity: 5 });
    await ok(
      'POST',
      '/services/3pl/v1/inventory/adjustments.json',
      { adjustments: [{ warehouse: 'EAST', product_code: 'GADGET', quantity: -1, reason: 'damaged', reference: 'SHAPES-ADJ' }] },
      key,
    );
    await ok(
      'PUT',
      '/services/3pl/v1/inventory/snapshot.json',
      { warehouse: 'EAST', counted_at: new Date().toISOString(), complete: false, reference: 'SHAPES-COUNT', items: [{ product_code: 'GADGET', quantity: 1 }] },
      key,
    );

    const ro = await createReturn(ctx, { order: 'SO-SHAPES-1', lines: [{ product_code: 'WIDGET', quantity: 3 }] });
    const crs = await crsRecord(ctx, crsAt(ro, 'EAST').id);
    await ok('PUT', CRS_ACK, { shipments: [{ id: crs.id }] }, key);
    const line = crs.lines[0].id;
    const split = await receive(ctx, key, [{ id: crs.id, strategy: 'split_and_keep_open', lines: [{ id: line, quantity: 1 }] }]);
    assert.equal(split.status, 200, JSON.stringify(split.body));
    const started = await receive(ctx, key, [{ id: crs.id, strategy: 'finalize_and_start_new', lines: [{ id: line, quantity: 1 }] }]);
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const remainder = started.body.shipments[0].remainder;
    assert.ok(remainder && remainder.id !== crs.id, 'the rest waits on a new CRS');
    const rest = await receive(ctx, key, [{ id: remainder.id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }]);
    assert.equal(rest.status, 200, JSON.stringify(rest.body));
    assert.equal((await ok('GET', `/api/v1/returns/${ro.id}`)).state, 'closed');

    await flowThroughPurchaseOrders();
  }

  /** A purchase order confirmed into two supplier shipments (air and ocean), then cancelled with them. */
  async function flowThroughPurchaseOrders(): Promise<void> {
    await ok('POST', '/api/v1/suppliers', { code: 'ACME', name: 'Acme Supplies' });
    const po = await ok('POST', '/api/v1/purchase-orders', {
      supplier: 'ACME',
      warehouse: 'EAST',
      reference: 'BUY-1',
      lines: [
        { product_code: 'WIDGET', quantity: 10, unit_cost: '2.40' },
        { product_code: 'SERUM', quantity: 4 },
      ],
    });
    await ok('POST', `/api/v1/purchase-orders/${po.id}/confirm`, {
      supplier_shipments: [
        { reference: 'AIR', lines: [{ product_code: 'SERUM', quantity: 4, lot: { number: 'L-1', expiry_date: '2028-01-31' } }] },
        { reference: 'OCEAN', lines: [{ purchase_order_line_id: po.lines[0].id, quantity: 10 }] },
      ],
    });
    await ok('POST', `/api/v1/purchase-orders/${po.id}/cancel`);

    // The warehouse acknowledges and receives another order's shipment, with one unit more than announced.
    const more = await ok('POST', '/api/v1/purchase-orders', { supplier: 'ACME', warehouse: 'EAST', lines: [{ product_code: 'GADGET', quantity: 2 }] });
    const confirmed = await ok('POST', `/api/v1/purchase-orders/${more.id}/confirm`);
    const ss = confirmed.supplier_shipments[0];
    await ok('PUT', '/services/3pl/v1/supplier-shipments/acknowledge.json', { shipments: [{ id: ss.id }] }, key);
    await ok('PUT', '/services/3pl/v1/supplier-shipments/receive.json', { shipments: [{ id: ss.id, lines: [{ product_code: 'GADGET', quantity: 3 }] }] }, key);
    await flowThroughTransfer();
  }

  /** A transfer from EAST to WEST, shipped by the source and received at the destination. */
  async function flowThroughTransfer(): Promise<void> {
    const transfer = await ok('POST', '/api/v1/transfers', { from_warehouse: 'EAST', to_warehouse: 'WEST', lines: [{ product_code: 'WIDGET', quantity: 2 }] });
    await ok('PUT', SHIP, { shipments: [{ id: transfer.customer_shipments[0].id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }] }, key);
    const [arrival] = (await ok('GET', `/services/3pl/v1/supplier-shipments.json?ids=${transfer.supplier_shipments[0].id}`, undefined, key)) as any[];
    await ok(
      'PUT',
      '/services/3pl/v1/supplier-shipments/receive.json',
      { shipments: [{ id: arrival.id, lines: [{ id: arrival.lines[0].id, quantity: 2 }] }] },
      key,
    );
  }

  async function placeOrder(number: string, reference: string | null, warehouse: string, lines: [string, number][]) {
    return ok('POST', '/api/v1/orders', {
      number,
      reference,
      channel: 'shop',
      warehouse,
      customer: { code: `C-${number}`, name: 'Ada Lovelace' },
      shipping_address: { name: 'Ada Lovelace', street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
      lines: lines.map(([product_code, quantity]) => ({ product_code, quantity, unit_price: '10.00' })),
    });
  }

  async function ok(method: string, url: string, body?: unknown, withKey?: string) {
    const res = await call(ctx, method, url, { body, key: withKey });
    assert.ok(res.status < 300, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Every event written so far, through GET /events, page by page. */
  async function allEvents(): Promise<Event[]> {
    const events: Event[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call(ctx, 'GET', `/api/v1/events?per_page=250&page=${page}`);
      assert.equal(res.status, 200);
      events.push(...res.body);
      if (!res.headers.link) return events;
    }
  }

  /** The record a reference names, in the shape every payload must use, as the admin API shows it. */
  async function recordOf(kind: string, ref: unknown, where: string): Promise<Json> {
    assert.ok(
      ref !== null && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'number' && Number.isInteger(ref.id),
      `${where}: a reference is an object with an id, not ${JSON.stringify(ref)}`,
    );
    switch (kind) {
      case 'warehouse': {
        const w = await ok('GET', `/api/v1/warehouses/${ref.id}`);
        return { id: w.id, code: w.code, name: w.name };
      }
      case 'order': {
        const o = await ok('GET', `/api/v1/orders/${ref.id}`);
        return { id: o.id, number: o.number, reference: o.reference };
      }
      case 'shipment': {
        const s = await ok('GET', `/api/v1/customer-shipments/${ref.id}`);
        return { id: s.id, number: s.number };
      }
      case 'crs': {
        const c = await crsRecord(ctx, ref.id);
        return { id: c.id, number: c.number };
      }
      case 'return_order': {
        const r = await ok('GET', `/api/v1/returns/${ref.id}`);
        return { id: r.id, number: r.number, source: r.source };
      }
      case 'purchase_order': {
        const p = await ok('GET', `/api/v1/purchase-orders/${ref.id}`);
        return { id: p.id, number: p.number, reference: p.reference };
      }
      case 'supplier_shipment': {
        const s = await ctx.db.selectFrom('supplier_shipments').select(['id', 'number']).where('id', '=', ref.id).executeTakeFirstOrThrow();
        return { id: s.id, number: s.number };
      }
      default: {
        const c = await ok('GET', `/api/v1/channels/${ref.id}`);
        return { id: c.id, code: c.code, name: c.name };
      }
    }
  }
});

/** Every reference in a payload, at any depth, by its key (list keys name a list of references). */
function* references(
  value: unknown,
  path = '',
  keys: Record<string, (typeof REFERENCE_KEYS)[string]> = REFERENCE_KEYS,
): Generator<{ path: string; kind: (typeof REFERENCE_KEYS)[string]; value: unknown }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* references(item, `${path}/${i}`, keys);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const kind = keys[key];
    if (kind && Array.isArray(child)) {
      for (const [i, item] of child.entries()) yield { path: `${path}/${key}/${i}`, kind, value: item };
    } else if (kind && child !== null) {
      yield { path: `${path}/${key}`, kind, value: child };
    } else {
      yield* references(child, `${path}/${key}`, keys);
    }
  }
}

/** A copy of a schema in which no object allows properties it does not describe. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Json = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closed(v)]));
  if (copy.type === 'object' && copy.properties) copy.additionalProperties = false;
  return copy;
}
