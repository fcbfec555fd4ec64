import type { Db } from '../../../db/connect.ts';
import type { SupplierShipmentSource, SupplierShipmentState } from '../../../db/schema.ts';
import type { ExpectedLine } from '../../inventory/receipts/match-receipt.ts';

/** A supplier shipment as a receipt judges it: its fields, state, the receipt it holds (if done) and its sync version. */
export type ReceivingSupplierShipment = {
  id: number;
  number: string;
  state: SupplierShipmentState;
  source: SupplierShipmentSource;
  purchase_order_id: number | null;
  transfer_id: number | null;
  warehouse_id: number;
  planned_date: string | null;
  reference: string | null;
  carrier_code: string | null;
  tracking_number: string | null;
  /** The warehouse's own reference, from its acknowledgement. */
  tpl_reference: string | null;
  receipt_hash: string | null;
  receipt_result: string | null;
  /** Changes with every write of the row: the claim checks that nothing wrote it since it was judged. */
  sync_version: number;
};

/** A line of the supplier shipment being received: what it expects, the order or transfer line it serves, its announced lot. */
export type SupplierLine = ExpectedLine & {
  purchase_order_line_id: number | null;
  transfer_line_id: number | null;
  uom: string;
  lot_tracked: number;
  lot: { number: string; expiry_date: string | null } | null;
};

export type LoadedSupplierShipment = { head: ReceivingSupplierShipment; lines: SupplierLine[] };

/**
 * Supplier shipments with their lines, by id (unknown ids left out), in one statement, so that heads and
 * lines come from one snapshot (see the CRS's loadReceivingShipments for what two statements let race).
 */
export async function loadReceivingSupplierShipments(trx: Db, ids: number[]): Promise<Map<number, LoadedSupplierShipment>> {
  const unique = [...new Set(ids)];
  const loaded = new Map<number, LoadedSupplierShipment>();
  if (unique.length === 0) return loaded;
  const rows = await trx
    .selectFrom('supplier_shipments as s')
    .leftJoin('supplier_shipment_lines as l', 'l.supplier_shipment_id', 's.id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .select([
      's.id',
      's.number',
      's.state',
      's.source',
      's.purchase_order_id',
      's.transfer_id',
      's.warehouse_id',
      's.planned_date',
      's.reference',
      's.carrier_code',
      's.tracking_number',
      's.tpl_reference',
      's.receipt_hash',
      's.receipt_result',
      's.sync_version',
      'l.id as line_id',
      'l.purchase_order_line_id',
      'l.transfer_line_id',
      'l.product_id',
      'p.code as product_code',
      'p.lot_tracked',
      'l.quantity',
      'l.received_quantity',
      'l.uom',
      'l.lot_number',
      'l.lot_expiry_date',
    ])
    .where('s.id', 'in', unique)
    .orderBy('s.id')
    .orderBy('l.id')
    .execute();
  for (const row of rows) {
    const {
      line_id,
      purchase_order_line_id,
      transfer_line_id,
      product_id,
      product_code,
      lot_tracked,
      quantity,
      received_quantity,
      uom,
      lot_number,
      lot_expiry_date,
      ...head
    } = row;
    let shipment = loaded.get(head.id);
    if (!shipment) {
      shipment = { head: { ...head, number: head.number ?? '', sync_version: Number(head.sync_version) }, lines: [] };
      loaded.set(head.id, shipment);
    }
    if (line_id !== null) {
      shipment.lines.push({
        id: line_id,
        purchase_order_line_id,
        transfer_line_id,
        product_id: product_id!,
        product_code: product_code!,
        lot_tracked: lot_tracked!,
        quantity: Number(quantity!),
        received_quantity: Number(received_quantity!),
        uom: uom!,
        lot: lot_number === null ? null : { number: lot_number, expiry_date: lot_expiry_date },
      });
    }
  }
  return loaded;
}
