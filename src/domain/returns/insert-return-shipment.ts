import type { Db } from '../../db/connect.ts';
import type { ReturnShipmentState } from '../../db/schema.ts';
import { nowIso } from '../shared/time.ts';

/** A line of a new customer return shipment. */
type NewReturnShipmentLine = {
  returnOrderLineId: number;
  productId: number;
  /** Stored thousandths. */
  quantity: number;
  uom: string;
  reason: string | null;
  /** Set when the line is created already received (the received part split off a CRS). */
  receivedQuantity?: number;
  damagedQuantity?: number;
};

/** The header of a new customer return shipment; lines are added by the caller or moved onto it. */
type NewReturnShipment = {
  returnOrderId: number;
  warehouseId: number;
  state: ReturnShipmentState;
  plannedDate: string | null;
  carrierCode: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The shipment this one was split from by a receipt strategy. */
  splitFromId?: number | null;
};

/** Inserts a customer return shipment, then numbers it from its id (`CRS-000001`). */
export async function insertReturnShipment(trx: Db, input: NewReturnShipment): Promise<{ id: number; number: string }> {
  const row = await trx.insertInto('customer_return_shipments').values(returnShipmentRow(input, nowIso())).returning('id').executeTakeFirstOrThrow();
  const number = returnShipmentNumber(row.id);
  await trx.updateTable('customer_return_shipments').set({ number }).where('id', '=', row.id).execute();
  return { id: row.id, number };
}

/** The row of a new customer return shipment, not numbered yet (the number comes from its id). */
export function returnShipmentRow(input: NewReturnShipment, now: string) {
  return {
    number: null,
    return_order_id: input.returnOrderId,
    warehouse_id: input.warehouseId,
    state: input.state,
    planned_date: input.plannedDate,
    acknowledged_at: null,
    tpl_reference: null,
    received_at: null,
    carrier_code: input.carrierCode,
    service_code: input.serviceCode,
    tracking_number: input.trackingNumber,
    tracking_url: input.trackingUrl,
    split_from_id: input.splitFromId ?? null,
    receipt_hash: null,
    receipt_result: null,
    created_at: now,
    updated_at: now,
  };
}

/** A customer return shipment's number, from its id. */
export function returnShipmentNumber(id: number): string {
  return `CRS-${String(id).padStart(6, '0')}`;
}

// Rows per multi-row insert: keeps bound parameters well under SQLite's and PostgreSQL's limits.
const INSERT_CHUNK = 500;

/** Inserts lines of a customer return shipment. */
export async function insertReturnShipmentLines(trx: Db, crsId: number, lines: NewReturnShipmentLine[]): Promise<void> {
  await insertLinesOfShipments(
    trx,
    lines.map((line) => ({ ...line, crsId })),
  );
}

/** Inserts lines of several customer return shipments, each naming its own, in a few statements. */
export async function insertLinesOfShipments(trx: Db, lines: (NewReturnShipmentLine & { crsId: number })[]): Promise<void> {
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('customer_return_shipment_lines')
      .values(
        lines.slice(i, i + INSERT_CHUNK).map((l) => ({
          crs_id: l.crsId,
          return_order_line_id: l.returnOrderLineId,
          product_id: l.productId,
          quantity: l.quantity,
          uom: l.uom,
          reason: l.reason,
          received_quantity: l.receivedQuantity ?? 0,
          damaged_quantity: l.damagedQuantity ?? 0,
        })),
      )
      .execute();
  }
}
