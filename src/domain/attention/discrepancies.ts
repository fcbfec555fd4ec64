import type { Db } from '../../db/connect.ts';
import type { DiscrepancyItem } from '../../wire/attention.ts';
import type { EventData } from '../events/outbox.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import type { Listed } from './attention.repo.ts';

/*
 * An open inventory discrepancy (docs/admin-api.md "What needs attention", DiscrepancyItem): a stock
 * level (warehouse, location, product, lot) that a warehouse's shipment report took below zero, reported
 * by an `inventory.discrepancy` event within the window, and still below zero now. It leaves the list
 * when the level is back at zero or above (a counted adjustment, a receipt) or when its last report
 * leaves the window.
 */

/** What this page reads of an `inventory.discrepancy` event's payload (inventory-events.ts writes it). */
type DiscrepancyPayload = EventData<'inventory.discrepancy'>;
/** The part of a discrepancy's payload this page reads, of a report that names its shipment (the ones a shipment caused). */
type DiscrepancyData = Pick<DiscrepancyPayload, 'product_id' | 'product_code' | 'warehouse' | 'location' | 'lot' | 'quantity'> & {
  shipment: NonNullable<DiscrepancyPayload['shipment']>;
};

type Report = { eventId: number; createdAt: string; data: DiscrepancyData };
type LevelReports = { key: string; first: Report; last: Report; count: number };
type Level = { locationId: number; lotId: number; quantity: number };

const CHUNK = 500;

/** The open discrepancies reported at or after `reportedSince`: how many, and the oldest `limit` by first report. */
export async function openDiscrepancies(db: Db, reportedSince: string, limit: number): Promise<Listed<DiscrepancyItem>> {
  const reports = await reportsSince(db, reportedSince);
  const negative = await negativeLevels(db, [...reports.values()]);
  const open = [...reports.values()]
    .filter((r) => negative.has(r.key))
    .sort((a, b) => a.first.createdAt.localeCompare(b.first.createdAt) || a.first.eventId - b.first.eventId);
  return { count: open.length, oldest: await describe(db, open.slice(0, limit), negative) };
}

function levelKey(warehouseId: number, location: string, productId: number, lot: string | null): string {
  return JSON.stringify([warehouseId, location, productId, lot]);
}

/** The discrepancy events since the instant, by the level they name (events `(type, created_at)` index). */
async function reportsSince(db: Db, since: string): Promise<Map<string, LevelReports>> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'data', 'created_at'])
    .where('type', '=', 'inventory.discrepancy')
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const levels = new Map<string, LevelReports>();
  for (const row of rows) {
    // A supplier shipment's surplus (no `shipment`) is a discrepancy of counts, not stock shipped that the books lacked.
    const data = JSON.parse(row.data) as DiscrepancyPayload;
    if (!data.shipment) continue;
    const report = { eventId: row.id, createdAt: row.created_at, data: { ...data, shipment: data.shipment } };
    const key = levelKey(data.warehouse.id, data.location, data.product_id, data.lot);
    const seen = levels.get(key);
    if (seen) {
      seen.last = report;
      seen.count += 1;
    } else {
      levels.set(key, { key, first: report, last: report, count: 1 });
    }
  }
  return levels;
}

/** Of the levels reported, those below zero now, by key (stock levels by product: `stock_levels_product`). */
async function negativeLevels(db: Db, reported: LevelReports[]): Promise<Map<string, Level>> {
  const productIds = [...new Set(reported.map((r) => r.first.data.product_id))];
  const levels = new Map<string, Level>();
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('stock_levels as sl')
      .innerJoin('locations as l', 'l.id', 'sl.location_id')
      .leftJoin('lots', 'lots.id', 'sl.lot_id')
      .select(['sl.product_id', 'sl.location_id', 'sl.lot_id', 'sl.quantity', 'l.warehouse_id', 'l.code', 'lots.number as lot'])
      .where('sl.product_id', 'in', productIds.slice(i, i + CHUNK))
      .where('sl.quantity', '<', 0)
      .where('l.warehouse_id', 'is not', null)
      .execute();
    for (const row of rows) {
      levels.set(levelKey(row.warehouse_id!, row.code, row.product_id, row.lot), { locationId: row.location_id, lotId: row.lot_id, quantity: row.quantity });
    }
  }
  return levels;
}

/** The listed discrepancies with their product, their last report's order, and what that shipment took from the level. */
async function describe(db: Db, open: LevelReports[], levels: Map<string, Level>): Promise<DiscrepancyItem[]> {
  if (open.length === 0) return [];
  const shipmentIds = [...new Set(open.map((r) => r.last.data.shipment.id))];
  const [products, orders, moves] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'code', 'name'])
      .where('id', 'in', [...new Set(open.map((r) => r.first.data.product_id))])
      .execute(),
    db
      .selectFrom('customer_shipments as s')
      .innerJoin('sales_orders as o', 'o.id', 's.order_id')
      .select(['s.id', 'o.id as order_id', 'o.number', 'o.reference'])
      .where('s.id', 'in', shipmentIds)
      .execute(),
    db
      .selectFrom('stock_moves')
      .select((eb) => ['shipment_id', 'product_id', 'lot_id', 'from_location_id', eb.fn.sum<number>('quantity').as('quantity')])
      .where('shipment_id', 'in', shipmentIds)
      .groupBy(['shipment_id', 'product_id', 'lot_id', 'from_location_id'])
      .execute(),
  ]);
  const productOf = new Map(products.map((p) => [p.id, p]));
  const orderOf = new Map(orders.map((o) => [o.id, { id: o.order_id, number: o.number, reference: o.reference }]));
  const shipped = new Map(moves.map((m) => [JSON.stringify([m.shipment_id, m.product_id, m.lot_id, m.from_location_id]), Number(m.quantity)]));
  return open.map(({ key, first, last, count }) => {
    const level = levels.get(key)!;
    const { data } = last;
    const took = shipped.get(JSON.stringify([data.shipment.id, data.product_id, level.lotId, level.locationId])) ?? 0;
    const product = productOf.get(data.product_id);
    return {
      warehouse: data.warehouse,
      location: data.location,
      product: { id: data.product_id, code: product?.code ?? data.product_code, name: product?.name ?? data.product_code },
      lot: data.lot,
      quantity: fromStored(level.quantity),
      since: first.createdAt,
      reports: count,
      last_report: {
        event_id: last.eventId,
        created_at: last.createdAt,
        shipment: data.shipment,
        order: orderOf.get(data.shipment.id) ?? null,
        expected: fromStored((toStored(data.quantity) ?? 0) + took),
        shipped: fromStored(took),
      },
    };
  });
}
