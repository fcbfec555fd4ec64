import { sql, type Expression } from 'kysely';
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
type InventoryFilter = { warehouse?: string | undefined; productCode?: string | undefined };

/**
 * More (warehouse, product) pairs a list shows besides those with stock: what a higher area knows of
 * (stock on its way), given as a query of the pairs narrowed to a warehouse and a product when the
 * list is.
 */
export type MorePairs = (narrow: { warehouseId?: number; productId?: number }) => Expression<{ warehouse_id: number; product_id: number }>;

/** The id of a warehouse named by code, or by id when the text is numeric; null when unknown. */
export async function warehouseIdByParam(db: Db, param: string): Promise<number | null> {
  const query = db.selectFrom('warehouses').select('id');
  const id = idFromText(param);
  const row = id !== null ? await query.where('id', '=', id).executeTakeFirst() : await query.where('code', '=', param).executeTakeFirst();
  return row?.id ?? null;
}

/** True when any of the locations holds stock (a non-zero level of any product or lot). */
export async function holdsStock(db: Db, locationIds: number[]): Promise<boolean> {
  if (locationIds.length === 0) return false;
  const level = await db.selectFrom('stock_levels').select('id').where('location_id', 'in', locationIds).where('quantity', '!=', 0).limit(1).executeTakeFirst();
  return level !== undefined;
}

async function productIdByCode(db: Db, code: string): Promise<number | null> {
  const row = await db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * One page of inventory rows, sorted by warehouse code then product code. A (warehouse, product) has
 * a row once it has an inventory position or a stock level at any of the warehouse's locations, so
 * stock kept only outside primary storage (consumables, lost and found) shows with on_hand 0; `more`
 * adds pairs with nothing in stock yet (stock on its way).
 */
export async function listInventory(db: Db, filter: InventoryFilter, limit: number, offset: number, more?: MorePairs): Promise<InventoryRow[]> {
  const warehouseId = filter.warehouse === undefined ? undefined : await warehouseIdByParam(db, filter.warehouse);
  const productId = filter.productCode === undefined ? undefined : await productIdByCode(db, filter.productCode);
  if (warehouseId === null || productId === null) return [];
  let positions = db.selectFrom('inventory_positions').select(['warehouse_id', 'product_id']);
  let levels = db
    .selectFrom('stock_levels as s')
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
  const narrow = { ...(warehouseId === undefined ? {} : { warehouseId }), ...(productId === undefined ? {} : { productId }) };
  const held = more ? positions.union(levels).union(more(narrow)) : positions.union(levels);
  const keys = await db
    .selectFrom(held.as('k'))
    .innerJoin('warehouses as w', 'w.id', 'k.warehouse_id')
    .innerJoin('products as p', 'p.id', 'k.product_id')
    .select(['k.warehouse_id', 'k.product_id', 'w.code as warehouse', 'p.code as product_code'])
    .orderBy('w.code')
    .orderBy('p.code')
    .limit(limit)
    .offset(offset)
    .execute();
  return inventoryRows(db, keys);
}

/** Where an inventory row stands in the order of the list: its warehouse's code, then its product's. */
export type InventoryKey = { warehouse: string; productCode: string };

/**
 * Up to `limit` inventory rows after `after` (null: from the first), in the order of listInventory:
 * an export reads every page so. One warehouse at a time, its products walked by code from where the
 * last page ended, so that a deep page costs what the first costs; codes never change, so a row is
 * read once whatever changes while the pages are read. `more` adds the pairs a higher area knows of,
 * as in listInventory.
 */
export async function listInventoryAfter(
  db: Db,
  filter: InventoryFilter,
  after: InventoryKey | null,
  limit: number,
  more?: MorePairs,
): Promise<InventoryRow[]> {
  const warehouseId = filter.warehouse === undefined ? undefined : await warehouseIdByParam(db, filter.warehouse);
  const productId = filter.productCode === undefined ? undefined : await productIdByCode(db, filter.productCode);
  if (warehouseId === null || productId === null) return [];
  let warehouses = db.selectFrom('warehouses').select(['id', 'code']).orderBy('code');
  if (warehouseId !== undefined) warehouses = warehouses.where('id', '=', warehouseId);
  if (after) warehouses = warehouses.where('code', '>=', after.warehouse);
  const keys: RowKey[] = [];
  for (const warehouse of await warehouses.execute()) {
    const afterCode = after?.warehouse === warehouse.code ? after.productCode : null;
    keys.push(...(await productsHeldAt(db, warehouse, productId, afterCode, limit - keys.length, more)));
    if (keys.length === limit) break;
  }
  return inventoryRows(db, keys);
}

type RowKey = { warehouse_id: number; product_id: number; warehouse: string; product_code: string };

/**
 * The first `limit` products by code (after `afterCode`) with a position or a stock level at the
 * warehouse, or among the `more` pairs of the warehouse: the products walked in code order, each looked
 * up at the warehouse. Scalar subqueries, not EXISTS: PostgreSQL would hash every position of the
 * warehouse for an EXISTS, on every page (40 ms a page at 200,000 products: 2 cores, 2026-11-24), where a
 * lookup costs what the page's products cost. The `more` pairs (stock on its way) are few, so their set
 * is read whole.
 */
async function productsHeldAt(
  db: Db,
  warehouse: { id: number; code: string },
  productId: number | undefined,
  afterCode: string | null,
  limit: number,
  more: MorePairs | undefined,
): Promise<RowKey[]> {
  const narrow = { warehouseId: warehouse.id, ...(productId === undefined ? {} : { productId }) };
  const onTheirWay = more ? sql<{ warehouse_id: number; product_id: number }>`${more(narrow)}`.as('m') : null;
  let query = db
    .selectFrom('products as p')
    .select(['p.id', 'p.code'])
    .where((eb) =>
      eb.or([
        ...(onTheirWay ? [eb('p.id', 'in', eb.selectFrom(onTheirWay).select('m.product_id'))] : []),
        eb(
          eb
            .selectFrom('inventory_positions as i')
            .select(sql.lit(1).as('held'))
            .where('i.warehouse_id', '=', warehouse.id)
            .whereRef('i.product_id', '=', 'p.id'),
          'is not',
          null,
        ),
        eb(
          eb
            .selectFrom('stock_levels as s')
            .innerJoin('locations as l', 'l.id', 's.location_id')
            .select(sql.lit(1).as('held'))
            .where('l.warehouse_id', '=', warehouse.id)
            .whereRef('s.product_id', '=', 'p.id')
            .limit(1),
          'is not',
          null,
        ),
      ]),
    )
    .orderBy('p.code')
    .limit(limit);
  if (productId !== undefined) query = query.where('p.id', '=', productId);
  if (afterCode !== null) query = query.where('p.code', '>', afterCode);
  const rows = await query.execute();
  return rows.map((r) => ({ warehouse_id: warehouse.id, product_id: r.id, warehouse: warehouse.code, product_code: r.code }));
}

/** The rows of these (warehouse, product) pairs, in their order: the position's figures and the non-zero levels. */
async function inventoryRows(db: Db, keys: RowKey[]): Promise<InventoryRow[]> {
  if (keys.length === 0) return [];
  const warehouseIds = [...new Set(keys.map((k) => k.warehouse_id))];
  const productIds = [...new Set(keys.map((k) => k.product_id))];
  const positions = await db
    .selectFrom('inventory_positions')
    .select(['warehouse_id', 'product_id', 'on_hand', 'allocated'])
    .where('warehouse_id', 'in', warehouseIds)
    .where('product_id', 'in', productIds)
    .execute();
  const pair = (warehouseId: number, productId: number) => `${warehouseId}:${productId}`;
  const figures = new Map(positions.map((p) => [pair(p.warehouse_id, p.product_id), p]));
  const levels = Map.groupBy(await locationLevels(db, warehouseIds, productIds), (l) => pair(l.warehouse_id, l.product_id));
  return keys.map((k) => ({
    warehouseId: k.warehouse_id,
    productId: k.product_id,
    warehouse: k.warehouse,
    productCode: k.product_code,
    onHand: figures.get(pair(k.warehouse_id, k.product_id))?.on_hand ?? 0,
    allocated: figures.get(pair(k.warehouse_id, k.product_id))?.allocated ?? 0,
    locations: (levels.get(pair(k.warehouse_id, k.product_id)) ?? []).map((l) => ({ location: l.location, lot: l.lot, quantity: l.quantity })),
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
  return db
    .selectFrom('stock_levels as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .leftJoin('lots', 'lots.id', 's.lot_id')
    .select(['l.warehouse_id', 's.product_id', 'l.code as location', 'lots.number as lot', 's.quantity'])
    .where('l.warehouse_id', 'in', [...new Set(warehouseIds)])
    .where('s.product_id', 'in', [...new Set(productIds)])
    .where('s.quantity', '!=', 0)
    .$narrowType<{ warehouse_id: number }>()
    .orderBy('l.id')
    .orderBy('s.lot_id')
    .execute();
}
