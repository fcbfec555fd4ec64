import assert from 'node:assert/strict';
import type { Db } from '../../src/db/connect.ts';
import { moveStock } from '../../src/domain/inventory/ledger.ts';
import { toStored } from '../../src/domain/shared/quantity.ts';
import { findLocation, virtualLocation } from '../../src/domain/warehouses/warehouses.repo.ts';
import { call, type TestContext } from './context.ts';

export type ProductOverrides = {
  name?: string;
  upc?: string | null;
  uom?: string;
  consumable?: boolean;
  unit_price?: string | null;
  unit_customs_value?: string | null;
};

/** Inserts a product row directly (independent of the products API); returns its id. */
export async function createProduct(db: Db, code: string, overrides: ProductOverrides = {}): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('products')
    .values({
      code,
      name: overrides.name ?? `Product ${code}`,
      upc: overrides.upc ?? null,
      gtin14: null,
      uom: overrides.uom ?? 'u',
      consumable: overrides.consumable ? 1 : 0,
      lot_tracked: 0,
      is_bundle: 0,
      return_warehouse_id: null,
      unit_price: overrides.unit_price ?? null,
      unit_customs_value: overrides.unit_customs_value ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a bundle product and its components (existing products, quantities per one bundle). */
export async function createBundle(db: Db, code: string, components: { code: string; quantity: number }[], overrides: ProductOverrides = {}): Promise<number> {
  const id = await createProduct(db, code, overrides);
  await db.updateTable('products').set({ is_bundle: 1 }).where('id', '=', id).execute();
  for (const [index, component] of components.entries()) {
    const product = await db.selectFrom('products').select('id').where('code', '=', component.code).executeTakeFirstOrThrow();
    await db
      .insertInto('product_components')
      .values({ bundle_id: id, component_id: product.id, quantity: toStored(component.quantity)!, position: index + 1 })
      .execute();
  }
  return id;
}

/** Puts stock into a warehouse's primary storage: a move from the virtual adjustment location. */
export async function addStock(db: Db, warehouseCode: string, productCode: string, quantity: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const warehouse = await trx.selectFrom('warehouses').select('id').where('code', '=', warehouseCode).executeTakeFirstOrThrow();
    const product = await trx.selectFrom('products').select('id').where('code', '=', productCode).executeTakeFirstOrThrow();
    const storage = await findLocation(trx, warehouse.id, 'storage');
    assert.ok(storage, `warehouse ${warehouseCode} has no storage location`);
    await moveStock(trx, {
      productId: product.id,
      lotId: 0,
      quantity: toStored(quantity)!,
      from: await virtualLocation(trx, 'adjustment'),
      to: storage,
      cause: 'adjustment',
    });
  });
}

/** Creates warehouses through the admin API. */
export async function createWarehouses(ctx: TestContext, ...codes: string[]): Promise<void> {
  for (const code of codes) {
    const res = await call(ctx, 'POST', '/api/v1/warehouses', { body: { code, name: `${code} DC` } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  }
}

/** Creates a sales channel through the admin API. */
export async function createChannel(ctx: TestContext, code: string, kind = 'storefront'): Promise<number> {
  const res = await call(ctx, 'POST', '/api/v1/channels', { body: { code, name: `Channel ${code}`, kind } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id;
}

let orderSeq = 0;

/** A valid order body (channel `shop`, warehouse EAST) with overrides; numbers are unique per process. */
export function orderBody(lines: Record<string, unknown>[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  orderSeq += 1;
  return {
    number: `SO-${orderSeq}`,
    reference: `REF-${orderSeq}`,
    channel: 'shop',
    customer: { code: `C-${orderSeq}`, name: 'Ada Lovelace', email: 'ada@example.com' },
    shipping_address: { name: 'Ada Lovelace', street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
    warehouse: 'EAST',
    lines: lines.map((l) => ({ unit_price: '10.00', ...l })),
    ...overrides,
  };
}

/** Posts an order and asserts it was created. */
export async function placeOrder(ctx: TestContext, body: Record<string, unknown>): Promise<any> {
  const res = await call(ctx, 'POST', '/api/v1/orders', { body });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** On hand, allocated and available of a product at a warehouse, as the admin inventory view answers. */
export async function stockOf(ctx: TestContext, warehouse: string, productCode: string): Promise<{ on_hand: number; allocated: number; available: number }> {
  const res = await call(ctx, 'GET', `/api/v1/inventory?warehouse=${warehouse}&product_code=${productCode}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const row = res.body[0] ?? { on_hand: 0, allocated: 0, available: 0 };
  return { on_hand: row.on_hand, allocated: row.allocated, available: row.available };
}

/** Events of a type written for a resource, oldest first, with their data parsed. */
export async function eventsOf(db: Db, type: string, resourceId: number): Promise<{ channel_id: number | null; warehouse_id: number | null; data: any }[]> {
  const rows = await db
    .selectFrom('events')
    .select(['channel_id', 'warehouse_id', 'data'])
    .where('type', '=', type)
    .where('resource_id', '=', resourceId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, data: JSON.parse(r.data) }));
}
