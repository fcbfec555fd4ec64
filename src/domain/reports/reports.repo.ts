import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { fromStored } from '../shared/quantity.ts';
import type { ReportPeriod } from './period.ts';

/*
 * The figures behind the console's charts (docs/admin-api.md "Reports"). Both read a range of an index
 * of migration 0012 (`customer_shipments_shipped`, `return_orders_created`), so they cost what the
 * period holds, not what the database holds.
 */

/**
 * Shipments shipped on each of the days (by `shipped_at`, each day from its start to the next one's in
 * its time zone), every day present, zero included; only those of one warehouse when given. One index
 * range per day: the days are joined to the shipments as a small table of their bounds.
 */
export async function shippedPerDay(db: Db, { days, warehouseId }: ReportPeriod): Promise<{ date: string; shipped: number }[]> {
  const bounds = sql.join(
    days.map((d, i) => sql`select ${sql.lit(i)} as day, cast(${d.start} as text) as starts_at, cast(${d.end} as text) as ends_at`),
    sql` union all `,
  );
  const rows = await db
    .selectFrom(sql<{ day: number; starts_at: string; ends_at: string }>`(${bounds})`.as('d'))
    .innerJoin('customer_shipments as s', (join) => join.onRef('s.shipped_at', '>=', 'd.starts_at').onRef('s.shipped_at', '<', 'd.ends_at'))
    .select((eb) => ['d.day', eb.fn.countAll<number>().as('shipped')])
    .where('s.shipped_at', 'is not', null)
    .$if(warehouseId !== undefined, (q) => q.where('s.warehouse_id', '=', warehouseId!))
    .groupBy('d.day')
    .execute();
  const shipped = new Map(rows.map((r) => [Number(r.day), Number(r.shipped)]));
  return days.map((d, i) => ({ date: d.date, shipped: shipped.get(i) ?? 0 }));
}

type ReasonFigures = { reason: string | null; lines: number; units: number };

/**
 * Return lines and units per reason over the return orders created in the period, most units first
 * (then most lines, then by reason), `limit` of them one by one and the rest together; only the lines
 * routed to the period's warehouse when it names one.
 */
export async function returnsByReason(db: Db, { days, warehouseId }: ReportPeriod, limit: number) {
  const rows = await db
    .selectFrom('return_orders as r')
    .innerJoin('return_order_lines as l', 'l.return_order_id', 'r.id')
    .select((eb) => ['l.reason', eb.fn.countAll<number>().as('lines'), eb.fn.sum<number>('l.quantity').as('units')])
    .where('r.created_at', '>=', days[0]!.start)
    .where('r.created_at', '<', days.at(-1)!.end)
    .$if(warehouseId !== undefined, (q) => q.where('l.warehouse_id', '=', warehouseId!))
    .groupBy('l.reason')
    .execute();
  // Units stay in stored thousandths until answered, so that their sums are exact.
  const reasons = rows
    .map((r) => ({ reason: r.reason, lines: Number(r.lines), units: Number(r.units) }))
    .sort((a, b) => b.units - a.units || b.lines - a.lines || (a.reason ?? '').localeCompare(b.reason ?? ''));
  const listed = reasons.slice(0, limit);
  const rest = reasons.slice(limit);
  return {
    total: sumOf(reasons),
    reasons: listed.map((r) => ({ ...r, units: fromStored(r.units) })),
    other: { reasons: rest.length, ...sumOf(rest) },
  };
}

function sumOf(reasons: ReasonFigures[]): { lines: number; units: number } {
  return { lines: reasons.reduce((sum, r) => sum + r.lines, 0), units: fromStored(reasons.reduce((sum, r) => sum + r.units, 0)) };
}
