import type { Db } from '../../db/connect.ts';
import type { SupplierShipmentSource, SupplierShipmentState } from '../../db/schema.ts';
import { nowIso } from '../shared/time.ts';

/** A line of a new supplier shipment: what it brings in, and the order or transfer line it belongs to. */
export type NewSupplierShipmentLine = {
  purchaseOrderLineId: number | null;
  transferLineId: number | null;
  productId: number;
  /** Stored thousandths. */
  quantity: number;
  uom: string;
  lotNumber: string | null;
  lotExpiryDate: string | null;
  /** Set when the line is created already received (the received part split off by a receipt strategy). */
  receivedQuantity?: number;
  damagedQuantity?: number;
  surplusQuantity?: number;
};

/** The header of a new supplier shipment. */
export type NewSupplierShipment = {
  source: SupplierShipmentSource;
  purchaseOrderId: number | null;
  transferId: number | null;
  warehouseId: number;
  state: SupplierShipmentState;
  plannedDate: string | null;
  reference: string | null;
  carrierCode: string | null;
  trackingNumber: string | null;
  /** The shipment this one was split from by a receipt strategy. */
  splitFromId?: number | null;
  /** Set when created already received (the received part split off). */
  receivedAt?: string | null;
};

/** Inserts a supplier shipment with its lines, then numbers it from its id (`SS-000001`). */
export async function insertSupplierShipment(trx: Db, input: NewSupplierShipment, lines: NewSupplierShipmentLine[]): Promise<{ id: number; number: string }> {
  const row = await trx.insertInto('supplier_shipments').values(supplierShipmentRow(input, nowIso())).returning('id').executeTakeFirstOrThrow();
  const number = supplierShipmentNumber(row.id);
  await trx.updateTable('supplier_shipments').set({ number }).where('id', '=', row.id).execute();
  await insertSupplierShipmentLines(
    trx,
    lines.map((line) => ({ ...line, supplierShipmentId: row.id })),
  );
  return { id: row.id, number };
}

/** The row of a new supplier shipment, not numbered yet (the number comes from its id). */
export function supplierShipmentRow(input: NewSupplierShipment, now: string) {
  return {
    number: null,
    source: input.source,
    purchase_order_id: input.purchaseOrderId,
    transfer_id: input.transferId,
    warehouse_id: input.warehouseId,
    state: input.state,
    planned_date: input.plannedDate,
    reference: input.reference,
    tpl_reference: null,
    acknowledged_at: null,
    received_at: input.receivedAt ?? null,
    cancelled_at: null,
    carrier_code: input.carrierCode,
    tracking_number: input.trackingNumber,
    split_from_id: input.splitFromId ?? null,
    receipt_hash: null,
    receipt_result: null,
    created_at: now,
    updated_at: now,
  };
}

/** A supplier shipment's number, from its id. */
export function supplierShipmentNumber(id: number): string {
  return `SS-${String(id).padStart(6, '0')}`;
}

// Rows per multi-row insert: keeps bound parameters well under SQLite's and PostgreSQL's limits.
const INSERT_CHUNK = 500;

/** Inserts lines of several supplier shipments, each naming its own, in a few statements. */
export async function insertSupplierShipmentLines(trx: Db, lines: (NewSupplierShipmentLine & { supplierShipmentId: number })[]): Promise<void> {
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('supplier_shipment_lines')
      .values(
        lines.slice(i, i + INSERT_CHUNK).map((l) => ({
          supplier_shipment_id: l.supplierShipmentId,
          purchase_order_line_id: l.purchaseOrderLineId,
          transfer_line_id: l.transferLineId,
          product_id: l.productId,
          quantity: l.quantity,
          uom: l.uom,
          lot_number: l.lotNumber,
          lot_expiry_date: l.lotExpiryDate,
          received_quantity: l.receivedQuantity ?? 0,
          damaged_quantity: l.damagedQuantity ?? 0,
          surplus_quantity: l.surplusQuantity ?? 0,
        })),
      )
      .execute();
  }
}
