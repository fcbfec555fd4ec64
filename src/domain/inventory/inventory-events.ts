import type { Db } from '../../db/connect.ts';
import { recordEvents } from '../events/outbox.ts';
import { fromStored } from '../shared/quantity.ts';

/** A stock level a change touched: location, product and lot (0 = none). */
export type TouchedLevel = { locationId: number; productId: number; lotId: number };

/**
 * `inventory.updated` for each product whose sellable stock at a warehouse changed, with the figures
 * a channel needs after the change (on hand in primary storage, allocated, available).
 */
export async function recordInventoryChanges(trx: Db, warehouseId: number, productIds: number[], cause: Record<string, unknown>): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('inventory_positions as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('warehouses as w', 'w.id', 'i.warehouse_id')
    .select(['i.product_id', 'p.code as product_code', 'w.code as warehouse', 'i.on_hand', 'i.allocated'])
    .where('i.warehouse_id', '=', warehouseId)
    .where('i.product_id', 'in', ids)
    .orderBy('i.product_id')
    .execute();
  await recordEvents(trx, rows.map((row) => ({
    type: 'inventory.updated' as const,
    resourceType: 'product',
    resourceId: row.product_id,
    warehouseId,
    data: {
      product_id: row.product_id,
      product_code: row.product_code,
      warehouse_id: warehouseId,
      warehouse: row.warehouse,
      on_hand: fromStored(row.on_hand),
      allocated: fromStored(row.allocated),
      available: fromStored(row.on_hand - row.allocated),
      ...cause,
    },
  })));
}

/**
 * `inventory.discrepancy` for each touched stock level that went below zero: the warehouse reported
 * shipping stock the ledger did not have there (CONTRACT 5 rule 12). The shipment is not refused.
 */
export async function recordDiscrepancies(trx: Db, warehouseId: number, touched: TouchedLevel[], cause: Record<string, unknown>): Promise<void> {
  if (touched.length === 0) return;
  const locationIds = [...new Set(touched.map((t) => t.locationId))];
  const productIds = [...new Set(touched.map((t) => t.productId))];
  const negative = await trx.selectFrom('stock_levels as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .leftJoin('lots', 'lots.id', 's.lot_id')
    .select(['s.location_id', 's.product_id', 's.lot_id', 's.quantity', 'l.code as location', 'p.code as product_code', 'lots.number as lot'])
    .where('s.location_id', 'in', locationIds)
    .where('s.product_id', 'in', productIds)
    .where('s.quantity', '<', 0)
    .execute();
  const mine = negative.filter((level) =>
    touched.some((t) => t.locationId === level.location_id && t.productId === level.product_id && t.lotId === level.lot_id));
  if (mine.length === 0) return;
  const warehouse = await trx.selectFrom('warehouses').select('code').where('id', '=', warehouseId).executeTakeFirstOrThrow();
  await recordEvents(trx, mine.map((level) => ({
    type: 'inventory.discrepancy' as const,
    resourceType: 'product',
    resourceId: level.product_id,
    warehouseId,
    data: {
      product_id: level.product_id,
      product_code: level.product_code,
      warehouse_id: warehouseId,
      warehouse: warehouse.code,
      location: level.location,
      lot: level.lot ?? null,
      quantity: fromStored(level.quantity),
      ...cause,
    },
  })));
}
