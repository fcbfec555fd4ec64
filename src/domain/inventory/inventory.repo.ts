import type { Db } from '../../db/connect.ts';
import { idFromText } from '../shared/refs.ts';

/** A product's stock at one warehouse; quantities in stored thousandths. */
export type InventoryRow = {
  warehouseId: number;
  productId: number;
  warehouse: string;
  productCode: string;
  /** In the primary storage tree only. */
  onHand: number;
  allocated: number;
  /** Every non-zero level of the product in the warehouse's locations, primary storage or not. */
  locations: { location: string; lot: string | null; quantity: number }[];
};

/** Filters by warehouse (code, or id when numeric) and product code; an unknown value matches nothing. */
type InventoryFilter = { warehouse?: string; productCode?: string };

/** The id of a warehouse named by code, or by id when the text is numeric; null when unknown. */
export async function warehouseIdByParam(db: Db, param: string): Promise<number | null> {
  const query = db.selectFrom('warehouses').select('id');
  const id = idFromText(param);
  const row = id !== null
    ? await query.where('id', '=', id).executeTakeFirst()
    : await query.where('code', '=', param).executeTakeFirst();
  return row?.id ?? null;
}

/** True when any of the locations holds stock (a non-zero level of any product or lot). */
export async function holdsStock(db: Db, locationIds: number[]): Promise<boolean> {
  if (locationIds.length === 0) return false;
  const level = await db.selectFrom('stock_levels').select('id')
    .where('location_id', 'in', locationIds).where('quantity', '!=', 0).limit(1).executeTakeFirst();
  return level !== undefined;
}

async function productIdByCode(db: Db, code: string): Promise<number | null> {
  const row = await db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * One page of inventory rows, sorted by warehouse code then product code. A (warehouse, product) has
 * a row once it has an inventory position or a stock level at any of the warehouse's locations, so
 * stock kept only outside primary storage (consumables, lost and found) shows with on_hand 0.
 */
export async function listInventory(db: Db, filter: InventoryFilter, limit: number, offset: number): Promise<InventoryRow[]> {
  const warehouseId = filter.warehouse === undefined ? undefined : await warehouseIdByParam(db, filter.warehouse);
  const productId = filter.productCode === undefined ? undefined : await productIdByCode(db, filter.productCode);
  if (warehouseId === null || productId === null) return [];
  let positions = db.selectFrom('inventory_positions').select(['warehouse_id', 'product_id']);
  let levels = db.selectFrom('stock_levels as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .select(['l.warehouse_id', 's.product_id'])
    .where('l.warehouse_id', 'is not', null)
    .$narrowType<{ warehouse_id: number }>();
  if (warehouseId !== undefined) {
    positions = positions.where('warehouse_id', '=', warehouseId);
    levels = levels.where('l.warehouse_id', '=', warehouseId);
  }
  if (productId !== undefined) {
    positions = positions.where('product_id', '=', productId);
    levels = levels.where('s.product_id', '=', productId);
  }
  const rows = await db.selectFrom(positions.union(levels).as('k'))
    .innerJoin('warehouses as w', 'w.id', 'k.warehouse_id')
    .innerJoin('products as p', 'p.id', 'k.product_id')
    .leftJoin('inventory_positions as i', (join) => join
      .onRef('i.warehouse_id', '=', 'k.warehouse_id')
      .onRef('i.product_id', '=', 'k.product_id'))
    .select(['k.warehouse_id', 'k.product_id', 'w.code as warehouse', 'p.code as product_code', 'i.on_hand', 'i.allocated'])
    .orderBy('w.code').orderBy('p.code')
    .limit(limit).offset(offset)
    .execute();
  const levelsOf = await locationLevels(db, rows.map((r) => r.warehouse_id), rows.map((r) => r.product_id));
  return rows.map((r) => ({
    warehouseId: r.warehouse_id,
    productId: r.product_id,
    warehouse: r.warehouse,
    productCode: r.product_code,
    onHand: r.on_hand ?? 0,
    allocated: r.allocated ?? 0,
    locations: levelsOf.filter((l) => l.warehouse_id === r.warehouse_id && l.product_id === r.product_id)
      .map((l) => ({ location: l.location, lot: l.lot, quantity: l.quantity })),
  }));
}

/** The inventory row of one product at one warehouse (zeros when it never had stock there). */
export async function inventoryOf(db: Db, warehouseId: number, productId: number): Promise<InventoryRow> {
  const product = await db.selectFrom('products').select('code').where('id', '=', productId).executeTakeFirstOrThrow();
  const [row] = await listInventory(db, { warehouse: String(warehouseId), productCode: product.code }, 1, 0);
  if (row) return row;
  const warehouse = await db.selectFrom('warehouses').select('code').where('id', '=', warehouseId).executeTakeFirstOrThrow();
  return { warehouseId, productId, warehouse: warehouse.code, productCode: product.code, onHand: 0, allocated: 0, locations: [] };
}

/** Non-zero stock levels of the products at the warehouses' locations, by location then lot. */
async function locationLevels(db: Db, warehouseIds: number[], productIds: number[]) {
  if (warehouseIds.length === 0) return [];
  return db.selectFrom('stock_levels as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .leftJoin('lots', 'lots.id', 's.lot_id')
    .select(['l.warehouse_id', 's.product_id', 'l.code as location', 'lots.number as lot', 's.quantity'])
    .where('l.warehouse_id', 'in', [...new Set(warehouseIds)])
    .where('s.product_id', 'in', [...new Set(productIds)])
    .where('s.quantity', '!=', 0)
    .orderBy('l.id').orderBy('s.lot_id')
    .execute();
}
