import type { Db } from '../../../db/connect.ts';
import type { ReturnShipmentState } from '../../../db/schema.ts';
import type { ExpectedLine } from '../../inventory/receipts/match-receipt.ts';

/** The CRS being received, as the strategies need it. */
export type ReceivingCrs = {
  id: number;
  number: string;
  return_order_id: number;
  warehouse_id: number;
  planned_date: string | null;
  carrier_code: string | null;
  service_code: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  /** The warehouse's own reference, from its acknowledgement. */
  tpl_reference: string | null;
};

/** A line of the CRS being received, as loaded to judge the receipt. */
export type CrsLine = ExpectedLine & { return_order_line_id: number; uom: string; reason: string | null };

/** A CRS as a receipt judges it: its fields, state, the receipt it holds (if done) and its sync version. */
export type ReceivingHead = ReceivingCrs & {
  state: ReturnShipmentState;
  receipt_hash: string | null;
  receipt_result: string | null;
  /** Changes with every write of the row: the claim checks that nothing wrote it since it was judged. */
  sync_version: number;
};

export type LoadedCrs = { head: ReceivingHead; lines: CrsLine[] };

/**
 * CRS with their lines, by id (unknown ids left out), in one statement, so that heads and lines come from
 * one snapshot. Read in two statements, a receipt committed between them showed lines newer than their
 * head: a CRS still `pending` with nothing left to receive, and an identical receipt racing it was
 * refused with `quantity_exceeds_expected` instead of being answered as a replay (PostgreSQL, 8 clients
 * sending the same partial receipt at once).
 */
export async function loadReceivingShipments(trx: Db, ids: number[]): Promise<Map<number, LoadedCrs>> {
  const unique = [...new Set(ids)];
  const loaded = new Map<number, LoadedCrs>();
  if (unique.length === 0) return loaded;
  const rows = await trx
    .selectFrom('customer_return_shipments as c')
    .leftJoin('customer_return_shipment_lines as l', 'l.crs_id', 'c.id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'c.id',
      'c.number',
      'c.state',
      'c.return_order_id',
      'c.warehouse_id',
      'c.planned_date',
      'c.carrier_code',
      'c.service_code',
      'c.tracking_number',
      'c.tracking_url',
      'c.receipt_hash',
      'c.receipt_result',
      'c.tpl_reference',
      'c.sync_version',
      'l.id as line_id',
      'l.return_order_line_id',
      'l.product_id',
      'p.code as product_code',
      'l.quantity',
      'l.received_quantity',
      'l.uom',
      'l.reason',
    ])
    .where('c.id', 'in', unique)
    .orderBy('c.id')
    .orderBy('l.id')
    .execute();
  for (const row of rows) {
    const { line_id, return_order_line_id, product_id, product_code, quantity, received_quantity, uom, reason, ...head } = row;
    let crs = loaded.get(head.id);
    if (!crs) {
      crs = { head: { ...head, number: head.number ?? '', sync_version: Number(head.sync_version) }, lines: [] };
      loaded.set(head.id, crs);
    }
    if (line_id !== null) {
      crs.lines.push({
        id: line_id,
        return_order_line_id: return_order_line_id!,
        product_id: product_id!,
        product_code: product_code!,
        quantity: quantity!,
        received_quantity: received_quantity!,
        uom: uom!,
        reason,
      });
    }
  }
  return loaded;
}
