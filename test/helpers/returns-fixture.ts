import assert from 'node:assert/strict';
import { call, type Reply, type TestContext } from './context.ts';

export const RETURNS = '/api/v1/returns';
export const CRS_FETCH = '/services/3pl/v1/customer-return-shipments.json';
export const CRS_ACK = '/services/3pl/v1/customer-return-shipments/acknowledge.json';
export const CRS_RECEIVE = '/services/3pl/v1/customer-return-shipments/receive.json';

type Line = { product_code: string; quantity: number; warehouse?: string };

let orderSeq = 0;

/**
 * Places an order through the admin API (lines may name their warehouse) and confirms every one of its
 * customer shipments as fully shipped through ship.json (with the staff key, which may act for every
 * warehouse), so that its lines have shipped quantities to return. `ship` lets a test ship less than
 * ordered (per product code). Answers the order as GET /api/v1/orders/{id} shows it after shipping.
 */
export async function shippedOrder(ctx: TestContext, lines: Line[], options: { warehouse?: string; country?: string; ship?: Record<string, number> } = {}) {
  orderSeq += 1;
  const created = await call(ctx, 'POST', '/api/v1/orders', {
    body: {
      number: `RET-${process.pid}-${orderSeq}`,
      reference: `R-${orderSeq}`,
      channel: 'shop',
      customer: { code: `RC-${orderSeq}`, name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100' },
      shipping_address: { name: 'Grace Hopper', street: '1 Navy Way', city: 'Arlington', zip: '22201', country_code: options.country ?? 'US' },
      warehouse: options.warehouse ?? 'EAST',
      lines: lines.map((l) => ({ ...l, unit_price: '10.00' })),
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  // A lot-tracked product ships with its lot.
  const codes = [...new Set(created.body.lines.map((l: any) => l.product_code as string))].join(',');
  const lotTracked = new Set(
    (await call(ctx, 'GET', `/api/v1/products?codes=${codes}`)).body.filter((p: any) => p.lot_tracked).map((p: any) => p.code as string),
  );
  for (const cs of created.body.customer_shipments) {
    const own = created.body.lines.filter((l: any) => l.warehouse === cs.warehouse);
    const shipLines = own
      .map((l: any) => ({
        product_code: l.product_code,
        quantity: options.ship?.[l.product_code] ?? l.quantity,
        ...(lotTracked.has(l.product_code) ? { lot: { number: 'LOT-FIXTURE' } } : {}),
      }))
      .filter((l: any) => l.quantity > 0);
    const res = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', { body: { shipments: [{ id: cs.id, lines: shipLines }] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  return (await call(ctx, 'GET', `/api/v1/orders/${created.body.id}`)).body;
}

/** The id of the order line of a product on an order answered by the admin API. */
export function lineOf(order: any, productCode: string): number {
  const line = order.lines.find((l: any) => l.product_code === productCode);
  assert.ok(line, `order ${order.number} has no ${productCode} line`);
  return line.id;
}

/** Creates a return through the admin API and asserts it was created. */
export async function createReturn(ctx: TestContext, body: Record<string, unknown>): Promise<any> {
  const res = await call(ctx, 'POST', RETURNS, { body: { source: 'storefront', ...body } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** The CRS of a return order at a warehouse (code), from its admin view. */
export function crsAt(returnOrder: any, warehouse: string): { id: number; number: string; state: string } {
  const found = returnOrder.customer_return_shipments.filter((c: any) => c.warehouse === warehouse);
  assert.equal(found.length, 1, `expected one CRS at ${warehouse}: ${JSON.stringify(returnOrder.customer_return_shipments)}`);
  return found[0];
}

/** Sends receive.json with a key. */
export function receive(ctx: TestContext, key: string, shipments: unknown[], query = ''): Promise<Reply> {
  return call(ctx, 'PUT', `${CRS_RECEIVE}${query}`, { key, body: { shipments } });
}

/** The docs/3pl-api.md section 13 record of one CRS in any state, fetched with the given key (staff by default). */
export async function crsRecord(ctx: TestContext, id: number, key?: string): Promise<any> {
  for (const status of ['pending', 'open', 'done']) {
    const res = await call(ctx, 'GET', `${CRS_FETCH}?status=${status}&ids=${id}`, { key });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    if (res.body.length > 0) return res.body[0];
  }
  return null;
}

/** A return order as GET /api/v1/returns/{id} answers it. */
export async function returnOrder(ctx: TestContext, id: number | string): Promise<any> {
  const res = await call(ctx, 'GET', `${RETURNS}/${id}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

/** Stock of a product at one location code of a warehouse (any lot), from the admin inventory view. */
export async function atLocation(ctx: TestContext, warehouse: string, productCode: string, location: string): Promise<number> {
  const res = await call(ctx, 'GET', `/api/v1/inventory?warehouse=${warehouse}&product_code=${productCode}`);
  assert.equal(res.status, 200);
  const row = res.body[0];
  if (!row) return 0;
  return row.locations.filter((l: any) => l.location === location).reduce((sum: number, l: any) => sum + l.quantity, 0);
}

/**
 * Rows of the return tables and of everything a return writes besides (addresses, events), and the
 * orders' sync versions (which any write of an order's row, its lock included, changes): to prove a
 * request wrote nothing.
 */
export async function returnRowCounts(ctx: TestContext) {
  const count = async (
    table: 'return_orders' | 'return_order_lines' | 'customer_return_shipments' | 'customer_return_shipment_lines' | 'addresses' | 'events',
  ) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const orders = await ctx.db.selectFrom('sales_orders').select(['id', 'sync_version', 'updated_at']).orderBy('id').execute();
  return {
    orders: await count('return_orders'),
    lines: await count('return_order_lines'),
    crs: await count('customer_return_shipments'),
    crsLines: await count('customer_return_shipment_lines'),
    addresses: await count('addresses'),
    events: await count('events'),
    salesOrders: orders.map((o) => `${o.id}:${o.sync_version}:${o.updated_at}`).join(' '),
  };
}

/** Deletes every routing rule and the fixture products' return warehouses, so that routing starts from the fallback (where items shipped from). */
export async function resetRouting(ctx: TestContext): Promise<void> {
  for (const rule of (await call(ctx, 'GET', '/api/v1/return-routing-rules')).body) {
    assert.equal((await call(ctx, 'DELETE', `/api/v1/return-routing-rules/${rule.id}`)).status, 204);
  }
  for (const code of ['WIDGET', 'GADGET', 'KIT', 'STRAP']) {
    const res = await call(ctx, 'PATCH', `/api/v1/products/${code}`, { body: { return_warehouse: null } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
}
