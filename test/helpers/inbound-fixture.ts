import assert from 'node:assert/strict';
import { call, type TestContext } from './context.ts';

let poSeq = 0;

/** Creates a supplier (code ACME unless given) and answers its record. */
export async function createSupplier(ctx: TestContext, code = 'ACME', extra: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/v1/suppliers', { body: { code, name: `${code} Supplies`, ...extra } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** Creates a draft purchase order from a supplier for a warehouse and answers its record. */
export async function createPurchaseOrder(
  ctx: TestContext,
  lines: { product_code: string; quantity: number; unit_cost?: string }[],
  { supplier = 'ACME', warehouse = 'EAST', ...extra }: Record<string, unknown> = {},
) {
  poSeq += 1;
  const res = await call(ctx, 'POST', '/api/v1/purchase-orders', { body: { supplier, warehouse, reference: `BUY-${poSeq}`, lines, ...extra } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** Confirms a purchase order (with the body given, else none) and answers its record with its supplier shipments. */
export async function confirmPurchaseOrder(ctx: TestContext, id: number | string, body?: unknown) {
  const res = await call(ctx, 'POST', `/api/v1/purchase-orders/${id}/confirm`, { body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}
