import type { Db } from '../../db/connect.ts';
import { insertLots } from './lots.ts';

type LotKey = { productId: number; number: string };

/** A lot to create: its key, and the expiry date a receipt named for it (null when none). */
type NewLot = LotKey & { expiryDate: string | null };

/**
 * The lots a round of confirmations names (docs/3pl-api.md section 7, "Lots"), looked up with one query. A lot number
 * not known yet gets a provisional negative id; `createUsed` creates the lots the accepted plans use
 * and rewrites their provisional ids, so a refused confirmation leaves no lot behind.
 */
export type LotBook = {
  /**
   * The lot's id, or a provisional negative one for a number to be created; a receipt names the expiry
   * date a new lot is created with (an existing lot keeps its own).
   */
  idOf(productId: number, number: string, expiryDate?: string | null): number;
  /** Creates the provisional lots these fills use, rewrites their lot ids, and answers id -> number. */
  createUsed(trx: Db, fills: { productId: number; lotId: number }[]): Promise<Map<number, string>>;
};

const keyOf = (productId: number, number: string) => `${productId}\u0000${number}`;

export async function loadLotBook(trx: Db, wanted: LotKey[]): Promise<LotBook> {
  const ids = new Map<string, number>();
  const numbers = new Map<number, string>();
  for (const lot of await findLots(trx, wanted)) {
    ids.set(keyOf(lot.product_id, lot.number), lot.id);
    numbers.set(lot.id, lot.number);
  }
  const provisional = new Map<number, NewLot>();
  return {
    idOf(productId, number, expiryDate = null) {
      const key = keyOf(productId, number);
      let id = ids.get(key);
      if (id === undefined) {
        id = -(provisional.size + 1);
        ids.set(key, id);
        provisional.set(id, { productId, number, expiryDate });
        numbers.set(id, number);
      }
      return id;
    },
    async createUsed(db, fills) {
      const used = [...new Set(fills.filter((f) => f.lotId < 0).map((f) => f.lotId))].map((id) => provisional.get(id)!);
      if (used.length > 0) {
        await insertLots(db, used);
        const created = new Map((await findLots(db, used)).map((lot) => [keyOf(lot.product_id, lot.number), lot.id]));
        for (const fill of fills) {
          if (fill.lotId >= 0) continue;
          const lot = provisional.get(fill.lotId)!;
          fill.lotId = created.get(keyOf(lot.productId, lot.number))!;
          numbers.set(fill.lotId, lot.number);
        }
      }
      return new Map([...numbers].filter(([id]) => id > 0));
    },
  };
}

/** The existing lots among these (product, number) pairs, with one query. */
async function findLots(trx: Db, keys: LotKey[]): Promise<{ id: number; product_id: number; number: string }[]> {
  if (keys.length === 0) return [];
  const wanted = new Set(keys.map((k) => keyOf(k.productId, k.number)));
  const rows = await trx
    .selectFrom('lots')
    .select(['id', 'product_id', 'number'])
    .where('product_id', 'in', [...new Set(keys.map((k) => k.productId))])
    .where('number', 'in', [...new Set(keys.map((k) => k.number))])
    .execute();
  return rows.filter((row) => wanted.has(keyOf(row.product_id, row.number)));
}
