import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { TransferShipped } from '../shipments/confirm/transfer-shipments.ts';
import { present } from '../shared/invariants.ts';
import { insertSupplierShipment } from './insert-supplier-shipment.ts';
import { transferEvent } from './transfer-events.ts';
import { loadTransferRecords } from './transfers.repo.ts';

/**
 * The source warehouse shipped a transfer's customer shipment (docs/admin-api.md "Transfers"), in the
 * transaction of its confirmation: the destination's `waiting` supplier shipment becomes `pending` with
 * the source's carrier and tracking and the quantities that actually shipped (lines with nothing shipped
 * are dropped); what the source left on a backorder waits in a new `waiting` supplier shipment, which
 * the backorder's own confirmation makes pending in turn. The transfer becomes `in_transit` with its
 * first shipment. Answers a `transfer.shipped` event per shipment.
 */
export async function shipTransfers(trx: Db, shipped: TransferShipped[]): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  for (const one of shipped) {
    const supplierShipment = await releaseWaitingSupplierShipment(trx, one);
    await trx
      .updateTable('transfers')
      .set({ state: 'in_transit', shipped_at: one.shippedAt, updated_at: one.shippedAt })
      .where('id', '=', one.transferId)
      .where('state', '=', 'open')
      .execute();
    const [record] = await loadTransferRecords(trx, [one.transferId]);
    if (record && supplierShipment) events.push(transferEvent('transfer.shipped', record, one.shipment, supplierShipment));
  }
  return events;
}

/** The waiting supplier shipment made pending with what shipped; a new waiting one for what did not. Null when none waits (cancelled). */
async function releaseWaitingSupplierShipment(trx: Db, one: TransferShipped): Promise<{ id: number; number: string } | null> {
  const waiting = await trx
    .selectFrom('supplier_shipments')
    .select(['id', 'number', 'warehouse_id'])
    .where('transfer_id', '=', one.transferId)
    .where('state', '=', 'waiting')
    .orderBy('id')
    .executeTakeFirst();
  if (!waiting) return null;
  const claimed = await trx
    .updateTable('supplier_shipments')
    .set({ state: 'pending', carrier_code: one.carrierCode, tracking_number: one.trackingNumber, updated_at: one.shippedAt })
    .where('id', '=', waiting.id)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  const lines = await transferLinesByPosition(trx, one.transferId);
  const remainder = [];
  for (const line of one.lines) {
    const transferLine = present(lines[line.position - 1], `transfer line at position ${line.position}`);
    await setShippedQuantity(trx, waiting.id, transferLine.id, line.shipped);
    if (line.remaining > 0) remainder.push({ ...transferLine, quantity: line.remaining });
  }
  if (remainder.length > 0) await insertWaitingRemainder(trx, one.transferId, waiting.warehouse_id, remainder);
  return { id: waiting.id, number: waiting.number ?? '' };
}

type TransferLineRow = { id: number; product_id: number; lot_number: string | null; uom: string };

/** The transfer's lines in creation order (the internal order's line positions), with the unit of measure the supplier shipment line carries. */
async function transferLinesByPosition(trx: Db, transferId: number): Promise<TransferLineRow[]> {
  return trx
    .selectFrom('transfer_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.product_id', 'l.lot_number', 'p.uom'])
    .where('l.transfer_id', '=', transferId)
    .orderBy('l.id')
    .execute();
}

/** The supplier shipment line of a transfer line carries what shipped of it; a line with nothing shipped is dropped. */
async function setShippedQuantity(trx: Db, supplierShipmentId: number, transferLineId: number, shipped: number): Promise<void> {
  if (shipped > 0) {
    await trx
      .updateTable('supplier_shipment_lines')
      .set({ quantity: shipped })
      .where('supplier_shipment_id', '=', supplierShipmentId)
      .where('transfer_line_id', '=', transferLineId)
      .execute();
  } else {
    await trx
      .deleteFrom('supplier_shipment_lines')
      .where('supplier_shipment_id', '=', supplierShipmentId)
      .where('transfer_line_id', '=', transferLineId)
      .execute();
  }
}

/** A new waiting supplier shipment at the destination for what the source's backorder still has to ship. */
async function insertWaitingRemainder(trx: Db, transferId: number, warehouseId: number, lines: (TransferLineRow & { quantity: number })[]): Promise<void> {
  await insertSupplierShipment(
    trx,
    {
      source: 'transfer',
      purchaseOrderId: null,
      transferId,
      warehouseId,
      state: 'waiting',
      plannedDate: null,
      reference: null,
      carrierCode: null,
      trackingNumber: null,
    },
    lines.map((l) => ({
      purchaseOrderLineId: null,
      transferLineId: l.id,
      productId: l.product_id,
      quantity: l.quantity,
      uom: l.uom,
      lotNumber: l.lot_number,
      lotExpiryDate: null,
    })),
  );
}
