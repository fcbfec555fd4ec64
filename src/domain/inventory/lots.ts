import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';

/**
 * The id of a product's lot by number, created when it is not known yet. The insert ignores a
 * concurrent creation of the same lot (unique per product), so both requests end with one lot.
 */
export async function lotIdFor(trx: Db, productId: number, number: string): Promise<number> {
  const existing = await findLotId(trx, productId, number);
  if (existing !== undefined) return existing;
  await insertLots(trx, [{ productId, number }]);
  return (await findLotId(trx, productId, number))!;
}

async function findLotId(trx: Db, productId: number, number: string): Promise<number | undefined> {
  const row = await trx.selectFrom('lots').select('id').where('product_id', '=', productId).where('number', '=', number).executeTakeFirst();
  return row?.id;
}

/**
 * Creates these lots of their products in one statement (the new lot numbers of a ship.json round or a
 * receipt, with the expiry date a supplier shipment receipt names, or one lot). A lot created meanwhile by a concurrent request is the same lot, and is left as it is.
 */
export async function insertLots(trx: Db, lots: { productId: number; number: string; expiryDate?: string | null }[]): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('lots')
    .values(lots.map((lot) => ({ product_id: lot.productId, number: lot.number, expiry_date: lot.expiryDate ?? null, created_at: now })))
    .onConflict((oc) => oc.columns(['product_id', 'number']).doNothing())
    .execute();
}
