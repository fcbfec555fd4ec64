import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { DriftingWarehouseItem } from '../../wire/attention.ts';
import { present } from '../shared/invariants.ts';
import { fromStored, toStored } from '../shared/quantity.ts';

/*
 * Warehouses whose counts drifted (docs/admin-api.md "What needs attention", DriftingWarehouseItem): the
 * differences the applied inventory snapshots counted within the window found, the figures of the drift
 * report (GET /reports/inventory-drift) summed per warehouse. A warehouse needs attention when the units
 * its counts found different, over and under alike (the sum of |difference|), reach the merchant's
 * `drift_alert_units`: a count that found 40 units over and 40 under nets to 0, yet 80 units were wrong
 * in the books. Dry runs change nothing and never count. The window alone retires a warehouse: nothing
 * marks drift explained.
 *
 * Each snapshot carries the sums of its differences over and under the books (written with them), and
 * the applied snapshots of the window are read through the covering partial index of migration 0022 by
 * `counted_at`: the cost is that of the window's counts, not of their differences.
 */

/** The warehouses whose counts at or after `countedSince` (up to `asOf`) drifted by at least `thresholdUnits`: how many, and the largest `limit`. */
export async function driftingWarehouses(
  db: Db,
  window: { countedSince: string; asOf: string },
  thresholdUnits: number | null,
  limit: number,
): Promise<{ count: number; largest: DriftingWarehouseItem[] }> {
  if (thresholdUnits === null) return { count: 0, largest: [] };
  const over = sql<number>`sum(s.units_over)`;
  const under = sql<number>`sum(s.units_under)`;
  const rows = await db
    .selectFrom('inventory_snapshots as s')
    .select((eb) => [
      's.warehouse_id',
      over.as('over'),
      under.as('under'),
      eb.fn.sum<number>('s.adjusted').as('differences'),
      eb.fn.countAll<number>().as('snapshots'),
      eb.fn.min('s.counted_at').as('first_counted_at'),
      eb.fn.max('s.counted_at').as('last_counted_at'),
    ])
    .where('s.state', '=', sql.lit('applied'))
    .where('s.counted_at', '>=', window.countedSince)
    .where('s.counted_at', '<=', window.asOf)
    // A count that matched everywhere is no drift, and not one of the warehouse's counts that found some.
    .where('s.adjusted', '>', 0)
    .groupBy('s.warehouse_id')
    .having(sql`${over} - ${under}`, '>=', toStored(thresholdUnits) ?? 0)
    .execute();
  const names = await warehouseNames(
    db,
    rows.map((r) => r.warehouse_id),
  );
  const drifting = rows
    .map(
      (r): DriftingWarehouseItem => ({
        warehouse: { id: r.warehouse_id, ...present(names.get(r.warehouse_id), `warehouse ${r.warehouse_id}`) },
        units: fromStored(Number(r.over) - Number(r.under)),
        net_units: fromStored(Number(r.over) + Number(r.under)),
        differences: Number(r.differences),
        snapshots: Number(r.snapshots),
        first_counted_at: r.first_counted_at,
        last_counted_at: r.last_counted_at,
      }),
    )
    // Largest drift first: a merchant looks at the warehouse whose books are the most wrong.
    .sort((a, b) => b.units - a.units || a.warehouse.code.localeCompare(b.warehouse.code));
  return { count: drifting.length, largest: drifting.slice(0, limit) };
}

/** The code and name of each warehouse (a merchant has a few). */
async function warehouseNames(db: Db, ids: number[]): Promise<Map<number, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('warehouses').select(['id', 'code', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((w) => [w.id, { code: w.code, name: w.name }]));
}
