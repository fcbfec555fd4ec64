import type { Db } from '../../db/connect.ts';
import type { Location, Product } from '../../db/schema.ts';
import { invalidValue, unknownReference } from '../../errors.ts';
import { findProductByCode } from '../catalog/products.repo.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import { resolveRef } from '../shared/refs.ts';
import { findLocation, virtualLocation } from '../warehouses/warehouses.repo.ts';
import { lockLevels, moveStock } from './ledger.ts';
import { lotIdFor } from './lots.ts';

/** An inventory adjustment as staff send it (docs/admin-api.md "Inventory"): a signed delta at one location. */
export type AdjustmentInput = {
  warehouse: string | number;
  /** Location code (or id) of that warehouse; default its primary storage. */
  location?: string | number;
  product_code: string;
  /** Signed, non-zero, at most three decimals. */
  quantity: number;
  lot?: { number: string };
  reason?: string | null;
};

/** What an adjustment changed; `quantity` is the signed delta in stored thousandths. */
export type AdjustmentResult = {
  moveId: number;
  warehouseId: number;
  locationId: number;
  productId: number;
  lotId: number;
  quantity: number;
  /** The location is in the primary storage tree: the change is to stock channels may sell. */
  sellable: boolean;
};

/**
 * Applies a counted correction: one stock move between the virtual `adjustment` location and the
 * named location (in for a positive delta, out for a negative one), refused when it would leave that
 * location's level of the product and lot below zero.
 */
export async function applyAdjustment(trx: Db, input: AdjustmentInput): Promise<AdjustmentResult> {
  const delta = signedDelta(input.quantity);
  const warehouseId = await resolveRef(trx, 'warehouses', input.warehouse, '/warehouse');
  const location = await adjustedLocation(trx, warehouseId, input.location ?? 'storage');
  const product = await stockedProduct(trx, input.product_code);
  const lotId = await lotOf(trx, product, input.lot);
  const adjustment = await virtualLocation(trx, 'adjustment');
  const [from, to] = delta > 0 ? [adjustment, location] : [location, adjustment];
  await lockLevels(trx, product.id, lotId, [from.id, to.id]);
  const moveId = await moveStock(trx, {
    productId: product.id,
    lotId,
    quantity: Math.abs(delta),
    from,
    to,
    cause: 'adjustment',
    reference: input.reason ?? null,
  });
  if (delta < 0) await refuseNegativeLevel(trx, location, product, lotId, delta);
  return { moveId, warehouseId, locationId: location.id, productId: product.id, lotId, quantity: delta, sellable: location.in_storage_tree === 1 };
}

function signedDelta(quantity: number): number {
  const delta = toStored(quantity);
  if (delta === null) throw invalidValue('/quantity', 'quantity has more than three decimals');
  if (delta === 0) throw invalidValue('/quantity', 'quantity is a change and cannot be zero');
  return delta;
}

async function adjustedLocation(trx: Db, warehouseId: number, ref: string | number): Promise<Location> {
  const location =
    typeof ref === 'number'
      ? await trx.selectFrom('locations').selectAll().where('id', '=', ref).where('warehouse_id', '=', warehouseId).executeTakeFirst()
      : await findLocation(trx, warehouseId, ref);
  if (!location) throw unknownReference('/location', `location ${JSON.stringify(ref)} does not exist in this warehouse`);
  if (location.archived_at !== null) throw invalidValue('/location', `location "${location.code}" is archived; bring it back before counting stock into it`);
  return location;
}

async function stockedProduct(trx: Db, code: string): Promise<Product> {
  const product = await findProductByCode(trx, code);
  if (!product) throw unknownReference('/product_code', `product "${code}" does not exist`);
  if (product.is_bundle === 1) {
    throw invalidValue('/product_code', `"${code}" is a bundle; bundles have no stock of their own, adjust their components`);
  }
  return product;
}

async function lotOf(trx: Db, product: Product, lot: { number: string } | undefined): Promise<number> {
  if (!lot) return 0;
  if (product.lot_tracked !== 1) throw invalidValue('/lot', `product "${product.code}" is not lot-tracked`);
  return lotIdFor(trx, product.id, lot.number);
}

/**
 * Operators correct counts; they do not invent negative stock (only a 3PL's shipment report may drive
 * a level below zero). The level was changed by an atomic update whose row lock this transaction
 * holds, so the value read here is the one that will commit; the caller's rollback undoes the move.
 */
async function refuseNegativeLevel(trx: Db, location: Location, product: Product, lotId: number, delta: number): Promise<void> {
  const level = await trx
    .selectFrom('stock_levels')
    .select('quantity')
    .where('location_id', '=', location.id)
    .where('product_id', '=', product.id)
    .where('lot_id', '=', lotId)
    .executeTakeFirstOrThrow();
  if (level.quantity >= 0) return;
  const held = fromStored(level.quantity - delta);
  throw invalidValue(
    '/quantity',
    `location "${location.code}" holds ${held} of "${product.code}"${lotId ? ' in this lot' : ''}; an adjustment cannot take it below zero`,
  );
}
