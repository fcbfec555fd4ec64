import type { Db } from '../../db/connect.ts';
import type { Location, Product } from '../../db/schema.ts';
import { invalidValue, unknownReference, type AppError } from '../../errors.ts';
import { findProductByCode } from '../catalog/products.repo.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import { resolveRef } from '../shared/refs.ts';
import { findLocation, virtualLocation } from '../warehouses/warehouses.repo.ts';
import { adjustmentMove } from './adjustment-rows.ts';
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
  /** The level of the product and lot at the location before and after it (stored thousandths). */
  previousLevel: number;
  level: number;
  /** The location is in the primary storage tree: the change is to stock channels may sell. */
  sellable: boolean;
};

/** An adjustment whose references are resolved: what applyResolvedAdjustment moves. */
export type ResolvedAdjustment = {
  warehouseId: number;
  location: Location;
  product: Pick<Product, 'id' | 'code'>;
  lotId: number;
  /** Signed, non-zero, stored thousandths. */
  delta: number;
  /** What the ledger entry's `reference` keeps: the staff's reason, or the warehouse's reason and reference. */
  note: string | null;
  /** When it happened, when the reporter dated it. */
  occurredAt?: string | null;
};

/**
 * Applies staff's counted correction: its references resolved (each refusal a whole request's, with its
 * pointer), then one stock move between the virtual `adjustment` location and the named location
 * (applyResolvedAdjustment), refused when it would leave that location's level of the product and lot
 * below zero.
 */
export async function applyAdjustment(trx: Db, input: AdjustmentInput): Promise<AdjustmentResult> {
  const delta = signedDelta(input.quantity);
  const warehouseId = await resolveRef(trx, 'warehouses', input.warehouse, '/warehouse');
  const location = await adjustedLocation(trx, warehouseId, input.location ?? 'storage');
  const product = await stockedProduct(trx, input.product_code);
  const lotId = await lotOf(trx, product, input.lot);
  const result = await applyResolvedAdjustment(trx, { warehouseId, location, product, lotId, delta, note: input.reason ?? null });
  if (delta < 0 && result.level < 0) throw belowZero(location, product, lotId, result.previousLevel, invalidValue);
  return result;
}

/**
 * Moves the stock of a resolved adjustment under the row lock of the location's level (see lockLevels; the
 * virtual `adjustment` location keeps no level) and answers the level before and after it. The level may
 * end below zero: the caller decides whether that is refused (its rollback undoes the move).
 */
export async function applyResolvedAdjustment(trx: Db, adjustment: ResolvedAdjustment): Promise<AdjustmentResult> {
  const { warehouseId, location, product, lotId, delta } = adjustment;
  const virtual = await virtualLocation(trx, 'adjustment');
  await lockLevels(trx, product.id, lotId, [location.id]);
  const row = { productId: product.id, lotId, delta, occurredAt: adjustment.occurredAt ?? null };
  const moveId = await moveStock(trx, adjustmentMove(virtual, location, row, adjustment.note));
  const level = await levelOf(trx, location.id, product.id, lotId);
  return {
    moveId,
    warehouseId,
    locationId: location.id,
    productId: product.id,
    lotId,
    quantity: delta,
    previousLevel: level - delta,
    level,
    sellable: location.in_storage_tree === 1,
  };
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
 * The level of a product and lot at a location. Read after the atomic update whose row lock this
 * transaction holds, so the value read is the one that will commit.
 */
async function levelOf(trx: Db, locationId: number, productId: number, lotId: number): Promise<number> {
  const level = await trx
    .selectFrom('stock_levels')
    .select('quantity')
    .where('location_id', '=', locationId)
    .where('product_id', '=', productId)
    .where('lot_id', '=', lotId)
    .executeTakeFirstOrThrow();
  return Number(level.quantity);
}

/**
 * Operators and warehouses correct counts; they do not invent negative stock (only a 3PL's shipment
 * report may drive a level below zero). `refuse` builds the error: a whole request's for staff, an
 * element's for a warehouse's batch.
 */
export function belowZero(
  location: Pick<Location, 'code'>,
  product: Pick<Product, 'code'>,
  lotId: number,
  held: number,
  refuse: (pointer: string, message: string) => AppError,
): AppError {
  return refuse(
    '/quantity',
    `location "${location.code}" holds ${fromStored(held)} of "${product.code}"${lotId ? ' in this lot' : ''}; an adjustment cannot take it below zero`,
  );
}
