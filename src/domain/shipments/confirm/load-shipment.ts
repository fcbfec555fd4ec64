import type { Db } from '../../../db/connect.ts';
import type { CustomerShipment } from '../../../db/schema.ts';
import { unitsPerBundle } from '../../catalog/bundles.ts';
import type { NumberedRef, OrderRef } from '../../events/references.ts';
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
  backorderOf: NumberedRef | null;
  lines: ShipmentLineRow[];
};

/**
 * Shipments with their order and lines, as confirmation needs them, by id (unknown ids left out). One
 * statement, so that on PostgreSQL a shipment's state and its lines come from one snapshot: read in two,
 * a confirmation committed in between would show a pending shipment with its lines already shipped.
 */
export async function loadShipments(db: Db, ids: number[]): Promise<Map<number, LoadedShipment>> {
  const unique = [...new Set(ids)];
  const loaded = new Map<number, LoadedShipment>();
  if (unique.length === 0) return loaded;
  const rows = await db.selectFrom('customer_shipments as s')
    .innerJoin('sales_orders as o', 'o.id', 's.order_id')
    .leftJoin('customer_shipments as b', 'b.id', 's.backorder_of_id')
    .leftJoin('customer_shipment_lines as l', 'l.shipment_id', 's.id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .selectAll('s')
    .select(['o.number as order_number', 'o.reference as order_reference', 'o.channel_id as order_channel_id', 'b.number as backorder_of_number',
      'l.id as line_id', 'l.order_line_id', 'l.parent_line_id', 'l.position as line_position', 'l.product_id', 'l.quantity',
      'l.shipped_quantity', 'l.allocated_quantity', 'l.uom', 'p.is_bundle', 'p.lot_tracked'])
    .where('s.id', 'in', unique)
    .orderBy('s.id').orderBy('l.position').orderBy('l.id')
    .execute();
  for (const row of rows) {
    // A shipment comes once per line: its own columns are taken from its first row only.
    let entry = loaded.get(row.id);
    if (!entry) {
      const {
        order_number, order_reference, order_channel_id, backorder_of_number, line_id, order_line_id, parent_line_id, line_position, product_id,
        quantity, shipped_quantity, allocated_quantity, uom, is_bundle, lot_tracked, ...shipment
      } = row;
      entry = {
        shipment, channelId: order_channel_id, order: { id: shipment.order_id, number: order_number, reference: order_reference },
        backorderOf: shipment.backorder_of_id === null ? null : { id: shipment.backorder_of_id, number: backorder_of_number ?? '' }, lines: [],
      };
      loaded.set(shipment.id, entry);
    }
    if (row.line_id === null) continue;
    entry.lines.push({
      id: row.line_id, order_line_id: row.order_line_id!, parent_line_id: row.parent_line_id, position: row.line_position!, product_id: row.product_id!,
      quantity: row.quantity!, shipped_quantity: row.shipped_quantity!, allocated_quantity: row.allocated_quantity!, uom: row.uom!,
      is_bundle: row.is_bundle!, lot_tracked: row.lot_tracked!,
    });
  }
  return loaded;
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
