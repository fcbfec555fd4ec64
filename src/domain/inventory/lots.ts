import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';

/**
 * The id of a product's lot by number, created when it is not known yet. The insert ignores a
 * concurrent creation of the same lot (unique per product), so both requests end with one lot.
 */
export async function lotIdFor(trx: Db, productId: number, number: string): Promise<number> {
  const existing = await findLotId(trx, productId, number);
  if (existing !== undefined) return existing;
  await trx.insertInto('lots')
    .values({ product_id: productId, number, expiry_date: null, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['product_id', 'number']).doNothing())
    .execute();
  return (await findLotId(trx, productId, number))!;
}

async function findLotId(trx: Db, productId: number, number: string): Promise<number | undefined> {
  const row = await trx.selectFrom('lots').select('id')
    .where('product_id', '=', productId).where('number', '=', number).executeTakeFirst();
  return row?.id;
}
