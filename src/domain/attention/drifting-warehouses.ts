import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { DriftingWarehouseItem } from '../../wire/attention.ts';
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
 * The applied snapshots of the window are read through the partial index of migration 0021 (by
 * `counted_at`), their differences through (snapshot_id, id): the cost is that of the window's counts.
 */

/** The warehouses whose counts at or after `countedSince` (up to `asOf`) drifted by at least `thresholdUnits`: how many, and the largest `limit`. */
export async function driftingWarehouses(
  db: Db,
  window: { countedSince: string; asOf: string },
  thresholdUnits: number | null,
  limit: number,
): Promise<{ count: number; largest: DriftingWarehouseItem[] }> {
  if (thresholdUnits === null) return { count: 0, largest: [] };
  const absolute = sql<number>`sum(abs(d.difference))`;
  const rows = await db
    .selectFrom('inventory_snapshots as s')
    .innerJoin('inventory_snapshot_differences as d', 'd.snapshot_id', 's.id')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .select((eb) => [
      'w.id',
      'w.code',
      'w.name',
      absolute.as('absolute'),
      eb.fn.sum<number>('d.difference').as('net'),
      eb.fn.count<number>('s.id').distinct().as('snapshots'),
      eb.fn.countAll<number>().as('differences'),
      eb.fn.min('s.counted_at').as('first_counted_at'),
      eb.fn.max('s.counted_at').as('last_counted_at'),
    ])
    .where('s.state', '=', sql.lit('applied'))
    .where('s.counted_at', '>=', window.countedSince)
    .where('s.counted_at', '<=', window.asOf)
    .groupBy(['w.id', 'w.code', 'w.name'])
    .having(absolute, '>=', toStored(thresholdUnits) ?? 0)
    .execute();
  const drifting = rows
    .map(
      (r): DriftingWarehouseItem => ({
        warehouse: { id: r.id, code: r.code, name: r.name },
        units: fromStored(Number(r.absolute)),
        net_units: fromStored(Number(r.net)),
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
