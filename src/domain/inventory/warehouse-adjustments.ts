import type { Db } from '../../db/connect.ts';
import type { Location, Product } from '../../db/schema.ts';
import { refusal } from '../../errors.ts';
import { ADJUSTMENT_REASONS } from '../../wire/events.ts';
import type { AdjustmentElementResult, WarehouseAdjustment } from '../../wire/inventory.ts';
import { findProductByCode } from '../catalog/products.repo.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import { nowIso } from '../shared/time.ts';
import { findLocation } from '../warehouses/warehouses.repo.ts';
import { applyResolvedAdjustment, belowZero, type AdjustmentResult } from './adjust.ts';
import { insertLots } from './lots.ts';

/** What a warehouse's adjustment did: its answer, and what the action needs to tell the other areas. */
export type WarehouseAdjustmentOutcome =
  | { replayed: true; answer: AdjustmentElementResult }
  | { replayed: false; answer: AdjustmentElementResult; applied: AdjustmentResult };

/**
 * POST /inventory/adjustments.json, one element (docs/3pl-api.md section 15): checks the reason and the
 * quantity, resolves the warehouse among the key's, the location, the product and the lot (a new lot is
 * created as named when stock comes in), claims the reference (a reference applied before answers its
 * stored result, replayed) and moves the stock. Every refusal is the element's error with its pointer.
 */
export async function applyWarehouseAdjustment(
  trx: Db,
  principal: Principal,
  input: WarehouseAdjustment,
  pointer: string,
): Promise<WarehouseAdjustmentOutcome> {
  const delta = checkedDelta(input, pointer);
  const warehouse = await keyWarehouse(trx, principal, input.warehouse, pointer);
  const location = await countedLocation(trx, warehouse.id, input.location, pointer);
  const product = await adjustedProduct(trx, input.product_code, pointer);
  const lotId = await adjustedLot(trx, product, input.lot, delta, pointer);
  const now = nowIso();
  const claim = input.reference === undefined ? null : await claimReference(trx, { warehouseId: warehouse.id, location, product, lotId, delta, input, now });
  if (claim?.replayed) return { replayed: true, answer: { ...(await storedAnswer(trx, claim.id)), errors: null, replayed: true } };
  const note = input.reference === undefined ? input.reason : `${input.reason} ${input.reference}`;
  const occurredAt = input.occurred_at === undefined ? null : new Date(input.occurred_at).toISOString();
  const applied = await applyResolvedAdjustment(trx, { warehouseId: warehouse.id, location, product, lotId, delta, note, occurredAt });
  if (delta < 0 && applied.level < 0) {
    throw belowZero(location, product, lotId, applied.previousLevel, (p, message) => refusal('stock_below_zero', message, `${pointer}${p}`));
  }
  if (claim) await recordLevels(trx, claim.id, applied);
  else await insertAdjustment(trx, { warehouseId: warehouse.id, location, product, lotId, delta, input, now }, applied);
  return {
    replayed: false,
    applied,
    answer: {
      product_code: product.code,
      warehouse: warehouse.code,
      location: location.code,
      lot: input.lot?.number ?? null,
      quantity: fromStored(delta),
      reason: input.reason,
      reference: input.reference ?? null,
      previous_on_hand: fromStored(applied.previousLevel),
      on_hand: fromStored(applied.level),
      errors: null,
    },
  };
}

function checkedDelta(input: WarehouseAdjustment, pointer: string): number {
  if (!(ADJUSTMENT_REASONS as readonly string[]).includes(input.reason)) {
    const message = `reason ${JSON.stringify(input.reason)} is not one of ${ADJUSTMENT_REASONS.join(', ')}`;
    throw refusal('invalid_reason', message, `${pointer}/reason`);
  }
  const delta = toStored(input.quantity);
  if (delta === null) throw refusal('invalid_quantity', 'quantity has more than three decimals', `${pointer}/quantity`);
  if (delta === 0) throw refusal('invalid_quantity', 'quantity is a change and cannot be zero', `${pointer}/quantity`);
  return delta;
}

type KeyWarehouse = { id: number; code: string };

/**
 * The warehouse an element names among the key's (a record of another warehouse answers as if it did not
 * exist), or the key's only one when it names none.
 */
export async function keyWarehouse(trx: Db, principal: Principal, code: string | undefined, pointer: string): Promise<KeyWarehouse> {
  let query = trx.selectFrom('warehouses').select(['id', 'code']).orderBy('id');
  if (principal.warehouseIds !== null) query = query.where('id', 'in', principal.warehouseIds.length > 0 ? principal.warehouseIds : [0]);
  if (code !== undefined) {
    const found = await query.where('code', '=', code).executeTakeFirst();
    if (!found) throw refusal('unknown_warehouse', `warehouse ${JSON.stringify(code)} is not one of this key's warehouses`, `${pointer}/warehouse`);
    return found;
  }
  const runs = await query.limit(2).execute();
  if (runs.length === 1) return runs[0]!;
  const message = runs.length === 0 ? 'this key runs no warehouse' : 'this key runs several warehouses: name one by its code';
  throw refusal('unknown_warehouse', message, `${pointer}/warehouse`);
}

async function countedLocation(trx: Db, warehouseId: number, code: string | undefined, pointer: string): Promise<Location> {
  const location = await findLocation(trx, warehouseId, code ?? 'storage');
  if (!location || location.archived_at !== null) {
    const state = location ? 'is archived' : 'does not exist in this warehouse';
    throw refusal('unknown_location', `location ${JSON.stringify(code ?? 'storage')} ${state}`, `${pointer}/location`);
  }
  return location;
}

async function adjustedProduct(trx: Db, code: string, pointer: string): Promise<Product> {
  const product = await findProductByCode(trx, code);
  if (!product) throw refusal('unknown_product', `product ${JSON.stringify(code)} does not exist`, `${pointer}/product_code`);
  if (product.is_bundle === 1) {
    throw refusal('product_not_stocked', `"${code}" is a bundle; bundles have no stock of their own, adjust their components`, `${pointer}/product_code`);
  }
  return product;
}

/** The lot's id (0 without one); a lot not known yet is created as named when stock comes in, and unknown when it goes out. */
async function adjustedLot(trx: Db, product: Product, lot: WarehouseAdjustment['lot'], delta: number, pointer: string): Promise<number> {
  if (!lot) return 0;
  if (product.lot_tracked !== 1) throw refusal('lot_not_tracked', `product "${product.code}" is not lot-tracked`, `${pointer}/lot`);
  const find = () => trx.selectFrom('lots').select('id').where('product_id', '=', product.id).where('number', '=', lot.number).executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  if (delta < 0) throw refusal('unknown_lot', `product "${product.code}" has no lot "${lot.number}"`, `${pointer}/lot/number`);
  await insertLots(trx, [{ productId: product.id, number: lot.number, expiryDate: lot.expiry_date ?? null }]);
  return (await find())!.id;
}

type Claimed = { warehouseId: number; location: Location; product: Product; lotId: number; delta: number; input: WarehouseAdjustment; now: string };

function adjustmentRow({ warehouseId, location, product, lotId, delta, input, now }: Claimed) {
  return {
    source: 'warehouse' as const,
    warehouse_id: warehouseId,
    location_id: location.id,
    product_id: product.id,
    lot_id: lotId,
    quantity: delta,
    previous_on_hand: 0,
    on_hand: 0,
    reason: input.reason,
    reference: input.reference ?? null,
    occurred_at: input.occurred_at === undefined ? null : new Date(input.occurred_at).toISOString(),
    snapshot_id: null,
    created_at: now,
  };
}

/**
 * Claims a reference for a product, location and lot before the stock moves: the unique replay key makes
 * a concurrent claim of the same wait for this transaction and then find the row (on PostgreSQL), so a
 * reference is applied once however many requests race. Answers the claimed row, or the earlier one.
 */
async function claimReference(trx: Db, claim: Claimed): Promise<{ id: number; replayed: boolean }> {
  const inserted = await trx
    .insertInto('inventory_adjustments')
    .values(adjustmentRow(claim))
    .onConflict((oc) => oc.columns(['reference', 'product_id', 'location_id', 'lot_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, replayed: false };
  const earlier = await trx
    .selectFrom('inventory_adjustments')
    .select('id')
    .where('reference', '=', claim.input.reference!)
    .where('product_id', '=', claim.product.id)
    .where('location_id', '=', claim.location.id)
    .where('lot_id', '=', claim.lotId)
    .executeTakeFirstOrThrow();
  return { id: earlier.id, replayed: true };
}

async function recordLevels(trx: Db, id: number, applied: AdjustmentResult): Promise<void> {
  await trx.updateTable('inventory_adjustments').set({ previous_on_hand: applied.previousLevel, on_hand: applied.level }).where('id', '=', id).execute();
}

async function insertAdjustment(trx: Db, claim: Claimed, applied: AdjustmentResult): Promise<void> {
  await trx
    .insertInto('inventory_adjustments')
    .values({ ...adjustmentRow(claim), previous_on_hand: applied.previousLevel, on_hand: applied.level })
    .execute();
}

/** The answer an adjustment gave when it was applied, from its stored row. */
async function storedAnswer(trx: Db, id: number): Promise<Omit<AdjustmentElementResult, 'errors'>> {
  const row = await trx
    .selectFrom('inventory_adjustments as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .innerJoin('warehouses as w', 'w.id', 'a.warehouse_id')
    .innerJoin('locations as l', 'l.id', 'a.location_id')
    .leftJoin('lots', 'lots.id', 'a.lot_id')
    .select([
      'p.code as product_code',
      'w.code as warehouse',
      'l.code as location',
      'lots.number as lot',
      'a.quantity',
      'a.reason',
      'a.reference',
      'a.previous_on_hand',
      'a.on_hand',
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    quantity: fromStored(Number(row.quantity)),
    previous_on_hand: fromStored(Number(row.previous_on_hand)),
    on_hand: fromStored(Number(row.on_hand)),
  };
}
