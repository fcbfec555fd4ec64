import { sql, type RawBuilder } from 'kysely';
import { dbKind, type Db } from '../../../db/connect.ts';
import type { CustomerShipment } from '../../../db/schema.ts';
import { unitsPerBundle } from '../../catalog/bundles.ts';
import type { OrderRef, ShipmentRef } from '../../../wire/references.ts';
import type { FillLine } from './fill-lines.ts';

export type ShipmentLineRow = {
  id: number;
  order_line_id: number;
  parent_line_id: number | null;
  position: number;
  product_id: number;
  quantity: number;
  shipped_quantity: number;
  allocated_quantity: number;
  uom: string;
  is_bundle: number;
  lot_tracked: number;
};

export type LoadedShipment = {
  shipment: CustomerShipment;
  channelId: number;
  order: OrderRef;
  /** The shipment this one is the backorder of. */
  backorderOf: ShipmentRef | null;
  lines: ShipmentLineRow[];
};

/**
 * Shipments with their order and lines, as confirmation needs them, by id (unknown ids left out). One
 * statement, so that on PostgreSQL a shipment's state and its lines come from one snapshot: read in two,
 * a confirmation committed in between would show a pending shipment with its lines already shipped. The
 * lines come as one JSON array per shipment rather than as a row each with the shipment's columns again:
 * a batch of 50 shipments of 3 lines read 150 rows of 41 values, the driver's largest allocation on
 * PostgreSQL (2 cores, 2026-11-27; measured:
 * docs/performance-journal.md#2026-11-27-allocations-per-batch-and-the-targets-at-a-million-records).
 */
export async function loadShipments(db: Db, ids: number[]): Promise<Map<number, LoadedShipment>> {
  const unique = [...new Set(ids)];
  const loaded = new Map<number, LoadedShipment>();
  if (unique.length === 0) return loaded;
  const rows = await db
    .selectFrom('customer_shipments as s')
    .innerJoin('sales_orders as o', 'o.id', 's.order_id')
    .leftJoin('customer_shipments as b', 'b.id', 's.backorder_of_id')
    .selectAll('s')
    .select(['o.number as order_number', 'o.reference as order_reference', 'o.channel_id as order_channel_id', 'b.number as backorder_of_number'])
    .select(linesOf(db).as('lines'))
    .where('s.id', 'in', unique)
    .orderBy('s.id')
    .execute();
  for (const row of rows) {
    const { order_number, order_reference, order_channel_id, backorder_of_number, lines, ...shipment } = row;
    loaded.set(shipment.id, {
      shipment,
      channelId: order_channel_id,
      order: { id: shipment.order_id, number: order_number, reference: order_reference },
      backorderOf: shipment.backorder_of_id === null ? null : { id: shipment.backorder_of_id, number: backorder_of_number ?? '' },
      lines: (typeof lines === 'string' ? (JSON.parse(lines) as LineTuple[]) : lines).map(lineOf),
    });
  }
  return loaded;
}

/** A line as linesOf writes it: the columns of ShipmentLineRow, in LINE_COLUMNS' order. */
type LineTuple = [number, number, number | null, number, number, number, number, number, string, number, number];

const LINE_COLUMNS = sql.join(
  [
    'l.id',
    'l.order_line_id',
    'l.parent_line_id',
    'l.position',
    'l.product_id',
    'l.quantity',
    'l.shipped_quantity',
    'l.allocated_quantity',
    'l.uom',
    'p.is_bundle',
    'p.lot_tracked',
  ].map((column) => sql.ref(column)),
);

/**
 * The lines of the shipment `s` as one JSON array of LineTuple, in line order: PostgreSQL answers it parsed
 * (json), SQLite as text.
 */
function linesOf(db: Db): RawBuilder<LineTuple[] | string> {
  const lines = sql`from customer_shipment_lines as l inner join products as p on p.id = l.product_id where l.shipment_id = s.id`;
  return dbKind(db) === 'postgres'
    ? sql<LineTuple[]>`(select coalesce(json_agg(json_build_array(${LINE_COLUMNS}) order by l.position, l.id), '[]') ${lines})`
    : sql<string>`(select json_group_array(json_array(${LINE_COLUMNS}) order by l.position, l.id) ${lines})`;
}

function lineOf([
  id,
  order_line_id,
  parent_line_id,
  position,
  product_id,
  quantity,
  shipped_quantity,
  allocated_quantity,
  uom,
  is_bundle,
  lot_tracked,
]: LineTuple): ShipmentLineRow {
  return { id, order_line_id, parent_line_id, position, product_id, quantity, shipped_quantity, allocated_quantity, uom, is_bundle, lot_tracked };
}

/** A line that moves stock: a plain line or a bundle subline, not a bundle line that has sublines. */
export function isPhysicalLine(line: ShipmentLineRow, all: ShipmentLineRow[]): boolean {
  return !all.some((l) => l.parent_line_id === line.id);
}

/** The lines in the form the fill rules work on; a subline knows its quantity per bundle. */
export function fillLinesOf(lines: ShipmentLineRow[]): FillLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return lines.map((line) => {
    const parent = line.parent_line_id === null ? undefined : byId.get(line.parent_line_id);
    return {
      id: line.id,
      productId: line.product_id,
      parentLineId: line.parent_line_id,
      isBundle: line.is_bundle === 1 && line.parent_line_id === null && lines.some((l) => l.parent_line_id === line.id),
      remaining: line.quantity - line.shipped_quantity,
      perBundle: parent ? unitsPerBundle(line.quantity, parent.quantity) : 0,
    };
  });
}
