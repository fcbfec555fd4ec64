import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { countableLines } from './count-lines.ts';

/** A stock level whose count differs from the books as of the count (stored thousandths). */
export type Difference = {
  locationId: number;
  productId: number;
  lotId: number;
  books: number;
  counted: number;
  /** The count omitted it and, complete, counted it 0. */
  zeroed: boolean;
};

type DifferenceRow = { location_id: number; product_id: number; lot_id: number; counted: number | string; books: number | string; listed: number | string };

/**
 * Compares a staged count with the books **as of its counted_at**, in one aggregate statement: per stock
 * level (location, product, lot) of the warehouse, the counted quantity against the level now minus what
 * the ledger recorded after counted_at (moves in subtracted, moves out added back), except what it dates
 * before it (`occurred_at`: a dated adjustment, an earlier snapshot's correction). So a shipment confirmed,
 * a receipt recorded or an adjustment made after the count is never taken for a difference, whatever order
 * the count and the confirmations arrive in. A partial count compares what it lists; a complete one also
 * counts 0 for every level of the books it omits. Counted lines of the same level add up.
 *
 * A level a newer count already corrected (a count correction dated after this count's counted_at) is left
 * out: this count is stale there. Compared with the books as of its own instant, which leave the newer
 * correction out, it would find the same difference again and apply it twice.
 */
export async function countDifferences(trx: Db, snapshotId: number, warehouseId: number, countedAt: string, complete: boolean): Promise<Difference[]> {
  const omitted = complete ? sql`` : sql`and max(listed) = 1`;
  const { rows } = await sql<DifferenceRow>`select location_id, product_id, lot_id, sum(counted) as counted, sum(books) as books, max(listed) as listed
    from (
      select location_id, product_id, lot_id, quantity as counted, 0 as books, 1 as listed
        from ${countableLines(snapshotId, warehouseId)} c
      union all
      select s.location_id, s.product_id, s.lot_id, 0, s.quantity, 0
        from stock_levels s inner join locations l on l.id = s.location_id
        where l.warehouse_id = ${warehouseId} and s.quantity <> 0
      union all
      select m.to_location_id, m.product_id, m.lot_id, 0, -m.quantity, 0
        from stock_moves m inner join locations l on l.id = m.to_location_id
        where m.created_at > ${countedAt} and coalesce(m.occurred_at, m.created_at) > ${countedAt} and l.warehouse_id = ${warehouseId}
      union all
      select m.from_location_id, m.product_id, m.lot_id, 0, m.quantity, 0
        from stock_moves m inner join locations l on l.id = m.from_location_id
        where m.created_at > ${countedAt} and coalesce(m.occurred_at, m.created_at) > ${countedAt} and l.warehouse_id = ${warehouseId}
    ) k
    group by location_id, product_id, lot_id
    having sum(counted) <> sum(books) ${omitted}
      and (location_id, product_id, lot_id) not in (
        select a.location_id, a.product_id, a.lot_id from inventory_adjustments a
          where a.snapshot_id is not null and a.warehouse_id = ${warehouseId} and a.occurred_at > ${countedAt})
    order by product_id, location_id, lot_id`.execute(trx);
  return rows.map((r) => ({
    locationId: r.location_id,
    productId: r.product_id,
    lotId: r.lot_id,
    books: Number(r.books),
    counted: Number(r.counted),
    zeroed: Number(r.listed) === 0,
  }));
}

/** How many stock levels (location, product, lot) the staged count lists, its unknown lines left out. */
export async function countedLevels(trx: Db, snapshotId: number, warehouseId: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (
      select distinct location_id, product_id, lot_id from ${countableLines(snapshotId, warehouseId)} c) d`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** How many products the warehouse's books hold stock of: what the zeroing guard's default is a share of. */
export async function stockedProducts(trx: Db, warehouseId: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(distinct s.product_id) as n
    from stock_levels s inner join locations l on l.id = s.location_id
    where l.warehouse_id = ${warehouseId} and s.quantity > 0`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
