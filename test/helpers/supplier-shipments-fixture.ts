import assert from 'node:assert/strict';
import { call, type TestContext } from './context.ts';
import { confirmPurchaseOrder, createPurchaseOrder } from './inbound-fixture.ts';

/**
 * Supplier shipments as a buyer makes them and a warehouse handles them, through the public API only:
 * a confirmed purchase order's shipments, the warehouse's poll, acknowledgement and receipt.
 */

const suppliers = new WeakMap<TestContext, Set<string>>();

/** Creates the supplier once per context. */
async function ensureSupplier(ctx: TestContext, code: string): Promise<void> {
  const known = suppliers.get(ctx) ?? new Set<string>();
  suppliers.set(ctx, known);
  if (known.has(code)) return;
  const res = await call(ctx, 'POST', '/api/v1/suppliers', { body: { code, name: `${code} Supplies` } });
  assert.ok(res.status === 201 || res.status === 409, JSON.stringify(res.body));
  known.add(code);
}

/**
 * A confirmed purchase order for a warehouse (EAST unless given) and its supplier shipments as the
 * warehouse fetches them (staff's GET /api/v1/supplier-shipments/{id} answers the same record).
 */
export async function orderedStock(
  ctx: TestContext,
  lines: { product_code: string; quantity: number }[],
  { warehouse = 'EAST', supplier = 'ACME', confirm }: { warehouse?: string; supplier?: string; confirm?: unknown } = {},
) {
  await ensureSupplier(ctx, supplier);
  const po = await createPurchaseOrder(ctx, lines, { supplier, warehouse });
  const confirmed = await confirmPurchaseOrder(ctx, po.id, confirm);
  const shipments = [];
  for (const s of confirmed.supplier_shipments) shipments.push(await supplierShipment(ctx, s.id));
  return { po: confirmed, shipment: shipments[0], shipments };
}

/** A supplier shipment's record, as staff read it. */
export async function supplierShipment(ctx: TestContext, ref: number | string) {
  const res = await call(ctx, 'GET', `/api/v1/supplier-shipments/${ref}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

/** A purchase order's record. */
export async function purchaseOrder(ctx: TestContext, id: number) {
  const res = await call(ctx, 'GET', `/api/v1/purchase-orders/${id}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

/** PUT /services/3pl/v1/supplier-shipments/receive.json with a warehouse key. */
export function receiveSupplier(
  ctx: TestContext,
  key: string,
  shipments: unknown[],
  { query = '', headers }: { query?: string; headers?: Record<string, string> } = {},
) {
  return call(ctx, 'PUT', `/services/3pl/v1/supplier-shipments/receive.json${query}`, { key, body: { shipments }, headers });
}

/** PUT /services/3pl/v1/supplier-shipments/acknowledge.json with a warehouse key. */
export function acknowledgeSupplier(ctx: TestContext, key: string, shipments: unknown[], query = '') {
  return call(ctx, 'PUT', `/services/3pl/v1/supplier-shipments/acknowledge.json${query}`, { key, body: { shipments } });
}

/** GET /services/3pl/v1/supplier-shipments.json with a warehouse key. */
export function pollSupplier(ctx: TestContext, key: string, query = '') {
  return call(ctx, 'GET', `/services/3pl/v1/supplier-shipments.json${query}`, { key });
}
