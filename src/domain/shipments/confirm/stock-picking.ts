import type { Db } from '../../../db/connect.ts';
import type { LedgerLocation } from '../../inventory/ledger.ts';

type Pick = { location: LedgerLocation; quantity: number };

type Holding = LedgerLocation & { productId: number; lotId: number; held: number };

/** Takes stock of a product (and lot) from a warehouse's storage tree; see storagePicker. */
type Picker = (storage: LedgerLocation, productId: number, lotId: number, quantity: number) => Pick[];

/**
 * Decides where in the primary storage trees of some warehouses shipped quantities come from:
 * locations holding the product (and lot) first, primary storage before bins; what no location holds is
 * taken from primary storage, which then goes negative (the warehouse's report is the physical truth,
 * docs/3pl-api.md section 7, "Stock the books did not have"). One query for a whole batch; later picks see what earlier picks took.
 */
export async function storagePicker(trx: Db, storages: LedgerLocation[], productIds: number[]): Promise<Picker> {
  const warehouseIds = [...new Set(storages.map((s) => s.warehouse_id!))];
  const products = [...new Set(productIds)];
  const rows =
    products.length === 0
      ? []
      : await trx
          .selectFrom('stock_levels as s')
          .innerJoin('locations as l', 'l.id', 's.location_id')
          .select(['l.id', 'l.warehouse_id', 'l.in_storage_tree', 's.product_id', 's.lot_id', 's.quantity'])
          .where('l.warehouse_id', 'in', warehouseIds)
          .where('l.in_storage_tree', '=', 1)
          .where('s.product_id', 'in', products)
          .where('s.quantity', '>', 0)
          .orderBy('l.id')
          .execute();
  const primary = new Set(storages.map((s) => s.id));
  const holdings: Holding[] = rows
    .map((r) => ({
      id: r.id,
      warehouse_id: r.warehouse_id,
      in_storage_tree: r.in_storage_tree,
      productId: r.product_id,
      lotId: r.lot_id,
      held: Number(r.quantity),
    }))
    .sort((a, b) => Number(primary.has(b.id)) - Number(primary.has(a.id)));

  return (storage, productId, lotId, quantity) => {
    const picks: Pick[] = [];
    let left = quantity;
    for (const h of holdings) {
      if (left === 0) break;
      if (h.warehouse_id !== storage.warehouse_id || h.productId !== productId || h.lotId !== lotId || h.held <= 0) continue;
      const take = Math.min(left, h.held);
      h.held -= take;
      picks.push({ location: h, quantity: take });
      left -= take;
    }
    if (left > 0) picks.push({ location: storage, quantity: left });
    return picks;
  };
}
