import type { Db } from '../../../db/connect.ts';
import { insertReturnShipment, insertReturnShipmentLines } from '../insert-return-shipment.ts';
import type { CrsLine, Fill } from './match-receipt.ts';

/** What to do with what was expected but not received (docs/3pl-api.md section 13). */
export type Strategy = 'finalize_and_start_new' | 'split_and_keep_open' | 'finalize';

export const DEFAULT_STRATEGY: Strategy = 'finalize_and_start_new';

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

export type ShipmentRef = { id: number; number: string };

/** Where the receipt was recorded and where what is still expected waits. */
export type StrategyOutcome = {
  /** The CRS that becomes `done` with what was received. */
  receivedIn: ShipmentRef;
  /** The CRS that still expects the remainder: a new pending one, this one, or null (none left, or finalize). */
  remainder: ShipmentRef | null;
  /** A CRS the strategy created in `pending`, which needs its `created` event. */
  createdPending: number | null;
};

type LineReceipt = { line: CrsLine; received: number; damaged: number; left: number };

/**
 * Applies a receipt to the CRS lines under the chosen strategy, when something is still expected:
 * - `finalize`: this CRS records what arrived; the rest is recorded as not received.
 * - `finalize_and_start_new`: this CRS keeps what arrived (its lines shrink to it) and the rest moves
 *   to a new pending CRS (untouched lines move whole, keeping their ids).
 * - `split_and_keep_open`: what arrived moves to a new done CRS (fully received lines move whole) and
 *   this CRS keeps the rest, in its current state.
 * With nothing left to expect every strategy simply completes this CRS. Quantities change with
 * atomic updates; the caller holds this CRS's row lock.
 */
export async function applyStrategy(trx: Db, crs: ReceivingCrs, lines: CrsLine[], fills: Fill[], strategy: Strategy): Promise<StrategyOutcome> {
  const receipts = lines.map((line) => {
    const mine = fills.filter((f) => f.lineId === line.id);
    const received = mine.reduce((s, f) => s + f.quantity, 0);
    const damaged = mine.filter((f) => f.condition === 'damaged').reduce((s, f) => s + f.quantity, 0);
    return { line, received, damaged, left: line.quantity - line.received_quantity - received };
  });
  const self = { id: crs.id, number: crs.number };
  if (strategy === 'finalize' || receipts.every((r) => r.left === 0)) {
    for (const r of receipts) await addReceived(trx, r.line.id, r.received, r.damaged, 0);
    return { receivedIn: self, remainder: null, createdPending: null };
  }
  if (strategy === 'finalize_and_start_new') return startNew(trx, crs, receipts);
  return splitReceived(trx, crs, receipts);
}

async function startNew(trx: Db, crs: ReceivingCrs, receipts: LineReceipt[]): Promise<StrategyOutcome> {
  const created = await insertReturnShipment(trx, { ...copyOf(crs), state: 'pending', splitFromId: crs.id });
  const partial: LineReceipt[] = [];
  for (const r of receipts) {
    if (r.received === 0 && r.line.received_quantity === 0) await moveLine(trx, r.line.id, created.id);
    else {
      await addReceived(trx, r.line.id, r.received, r.damaged, r.left);
      if (r.left > 0) partial.push(r);
    }
  }
  await insertReturnShipmentLines(trx, created.id, partial.map((r) => lineCopy(r.line, r.left)));
  return { receivedIn: { id: crs.id, number: crs.number }, remainder: created, createdPending: created.id };
}

async function splitReceived(trx: Db, crs: ReceivingCrs, receipts: LineReceipt[]): Promise<StrategyOutcome> {
  const created = await insertReturnShipment(trx, { ...copyOf(crs), state: 'done', splitFromId: crs.id });
  const partial: LineReceipt[] = [];
  for (const r of receipts) {
    if (r.received === 0) continue;
    if (r.left === 0 && r.line.received_quantity === 0) {
      await moveLine(trx, r.line.id, created.id);
      await addReceived(trx, r.line.id, r.received, r.damaged, 0);
    } else {
      await addReceived(trx, r.line.id, 0, 0, r.received);
      partial.push(r);
    }
  }
  await insertReturnShipmentLines(trx, created.id, partial.map((r) => ({
    ...lineCopy(r.line, r.received), receivedQuantity: r.received, damagedQuantity: r.damaged,
  })));
  return { receivedIn: created, remainder: { id: crs.id, number: crs.number }, createdPending: null };
}

function copyOf(crs: ReceivingCrs) {
  return {
    returnOrderId: crs.return_order_id, warehouseId: crs.warehouse_id, plannedDate: crs.planned_date,
    carrierCode: crs.carrier_code, serviceCode: crs.service_code, trackingNumber: crs.tracking_number, trackingUrl: crs.tracking_url,
  };
}

function lineCopy(line: CrsLine, quantity: number) {
  return { returnOrderLineId: line.return_order_line_id, productId: line.product_id, quantity, uom: line.uom, reason: line.reason };
}

/** Adds received (and damaged) units to a line and takes `moved` units off what it expects. */
async function addReceived(trx: Db, lineId: number, received: number, damaged: number, moved: number): Promise<void> {
  if (received === 0 && damaged === 0 && moved === 0) return;
  await trx.updateTable('customer_return_shipment_lines')
    .set((eb) => ({
      received_quantity: eb('received_quantity', '+', received),
      damaged_quantity: eb('damaged_quantity', '+', damaged),
      quantity: eb('quantity', '-', moved),
    }))
    .where('id', '=', lineId)
    .execute();
}

async function moveLine(trx: Db, lineId: number, crsId: number): Promise<void> {
  await trx.updateTable('customer_return_shipment_lines').set({ crs_id: crsId }).where('id', '=', lineId).execute();
}
