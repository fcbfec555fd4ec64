import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { TransferShipped } from '../shipments/confirm/transfer-shipments.ts';
import { present } from '../shared/invariants.ts';
import { supplierShipmentCreatedEvent } from './inbound-events.ts';
import { insertSupplierShipment, insertSupplierShipmentLines, type NewSupplierShipmentLine } from './insert-supplier-shipment.ts';
import { loadSupplierShipmentRecords } from './supplier-shipment-record.ts';
import { transferEvent } from './transfer-events.ts';
import { loadTransferRecords } from './transfers.repo.ts';

/**
 * The source warehouse shipped a transfer's customer shipment (docs/admin-api.md "Transfers"), in the
 * transaction of its confirmation: the destination's `waiting` supplier shipment becomes `pending` with
 * the source's carrier and tracking and what actually shipped, line by line and lot by lot as the
 * confirmation named its lots (lines with nothing shipped are dropped); what the source left on a
 * backorder waits in a new `waiting` supplier shipment, which the backorder's own confirmation makes
 * pending in turn. The transfer becomes `in_transit` with its first shipment. Answers, per shipment,
 * `transfer.shipped` and `supplier_shipment.created` (the destination's partner hears of the supplier
 * shipment as of a purchase order's, once it is pending).
 */
export async function shipTransfers(trx: Db, shipped: TransferShipped[]): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  const lots = await lotsByIds(trx, shipped);
  for (const one of shipped) {
    const supplierShipment = await releaseWaitingSupplierShipment(trx, one, lots);
    await trx
      .updateTable('transfers')
      .set({ state: 'in_transit', shipped_at: one.shippedAt, updated_at: one.shippedAt })
      .where('id', '=', one.transferId)
      .where('state', '=', 'open')
      .execute();
    const [record] = await loadTransferRecords(trx, [one.transferId]);
    if (!record || !supplierShipment) continue;
    events.push(transferEvent('transfer.shipped', record, one.shipment, supplierShipment));
    const [created] = await loadSupplierShipmentRecords(trx, [supplierShipment.id]);
    if (created) events.push(supplierShipmentCreatedEvent(created));
  }
  return events;
}

type ShippedLotRow = { number: string; expiry_date: string | null };

/** The lots the confirmations named, by id, in one query (none when no lot was named). */
async function lotsByIds(trx: Db, shipped: TransferShipped[]): Promise<Map<number, ShippedLotRow>> {
  const ids = [...new Set(shipped.flatMap((s) => s.lines.flatMap((l) => l.lots.map((lot) => lot.lotId))).filter((id) => id !== 0))];
  if (ids.length === 0) return new Map();
  const rows = await trx.selectFrom('lots').select(['id', 'number', 'expiry_date']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { number: r.number, expiry_date: r.expiry_date }]));
}

/**
 * The waiting supplier shipment made pending, its lines replaced by what shipped; a new waiting one for
 * what did not. Null when none waits (the transfer was cancelled meanwhile).
 */
async function releaseWaitingSupplierShipment(trx: Db, one: TransferShipped, lots: Map<number, ShippedLotRow>): Promise<{ id: number; number: string } | null> {
  const waiting = await trx
    .selectFrom('supplier_shipments')
    .select(['id', 'number', 'warehouse_id', 'reference'])
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
  const transferLines = await transferLinesByPosition(trx, one.transferId);
  const shippedLines: NewSupplierShipmentLine[] = [];
  const remainder: NewSupplierShipmentLine[] = [];
  for (const line of one.lines) {
    const transferLine = present(transferLines[line.position - 1], `transfer line at position ${line.position}`);
    for (const lot of line.lots)
      shippedLines.push(lineOf(transferLine, lot.quantity, lot.lotId === 0 ? null : present(lots.get(lot.lotId), `lot ${lot.lotId}`)));
    if (line.remaining > 0)
      remainder.push(lineOf(transferLine, line.remaining, transferLine.lot_number === null ? null : { number: transferLine.lot_number, expiry_date: null }));
  }
  await trx.deleteFrom('supplier_shipment_lines').where('supplier_shipment_id', '=', waiting.id).execute();
  await insertSupplierShipmentLines(
    trx,
    shippedLines.map((l) => ({ ...l, supplierShipmentId: waiting.id })),
  );
  if (remainder.length > 0) await insertWaitingRemainder(trx, one.transferId, waiting, remainder);
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

/** A supplier shipment line of a transfer line: a quantity under a lot (or none). */
function lineOf(transferLine: TransferLineRow, quantity: number, lot: ShippedLotRow | null): NewSupplierShipmentLine {
  return {
    purchaseOrderLineId: null,
    transferLineId: transferLine.id,
    productId: transferLine.product_id,
    quantity,
    uom: transferLine.uom,
    lotNumber: lot?.number ?? null,
    lotExpiryDate: lot?.expiry_date ?? null,
  };
}

/** A new waiting supplier shipment at the destination for what the source's backorder still has to ship, the lots still as requested. */
async function insertWaitingRemainder(
  trx: Db,
  transferId: number,
  waiting: { warehouse_id: number; reference: string | null },
  lines: NewSupplierShipmentLine[],
): Promise<void> {
  await insertSupplierShipment(
    trx,
    {
      source: 'transfer',
      purchaseOrderId: null,
      transferId,
      warehouseId: waiting.warehouse_id,
      state: 'waiting',
      plannedDate: null,
      reference: waiting.reference,
      carrierCode: null,
      trackingNumber: null,
    },
    lines,
  );
}
