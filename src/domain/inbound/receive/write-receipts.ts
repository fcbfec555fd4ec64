import type { Db } from '../../../db/connect.ts';
import type { Location, SupplierShipmentSource } from '../../../db/schema.ts';
import { updateRows } from '../../../db/bulk-statements.ts';
import { syncStamp } from '../../../db/sync-stamp.ts';
import type { Move } from '../../inventory/ledger.ts';
import { outcomeOf, receivedByLine, type ShipmentRef, type Strategy } from '../../inventory/receipts/receipt-strategy.ts';
import {
  STORED_RECEIPT_COLUMNS,
  insertSplitOffs,
  lineChangeRows,
  receiptAnswerParts,
  receiptMoves,
  sellableProducts,
  storedReceiptRows,
  type CountedLine,
  type ReceiptAnswerHead,
  type ReceiptLanding,
  type ReceiptWriteBase,
  type ReceivedLine,
} from '../../inventory/receipts/receipt-writes.ts';
import { paired } from '../../shared/invariants.ts';
import { receiptSourceLocation } from '../settle-transfers.ts';
import { insertSupplierShipmentLines, supplierShipmentNumber, supplierShipmentRow } from '../insert-supplier-shipment.ts';
import { loadSupplierShipmentContexts, type SupplierShipmentContext } from '../supplier-shipment-events.ts';
import type { ReceivingSupplierShipment, SupplierLine } from './load-receipts.ts';

/** The element result of supplier-shipments/receive.json: what was received where, above or below what was announced, and where the rest went. */
export type SupplierReceiveResult = ReceiptAnswerHead & {
  receiving_strategy: Strategy;
  lines: ReceivedLine[];
  not_received: CountedLine[];
  surplus: CountedLine[];
} & ReceiptLanding;

/** A receipt judged and its supplier shipment claimed: what it received, and how its strategy lands. */
export type SupplierReceiptWrite = ReceiptWriteBase<SupplierLine> & {
  shipment: ReceivingSupplierShipment;
  /** When the warehouse says the goods arrived; null: when the receipt is recorded. */
  receivedAt: string | null;
};

/** Receipts written: per receipt its answer, its stock moves, the shipment it created pending, its context, in order. */
export type WrittenSupplierReceipts = {
  receipts: SupplierReceiptWrite[];
  results: SupplierReceiveResult[];
  /** Supplier -> put-away location, one per fill, recorded against the supplier shipment that holds the receipt. */
  moves: Move[][];
  contexts: SupplierShipmentContext[];
  /** Products whose stock landed in primary storage, sorted: what channels may sell and waiting shipments may get. */
  sellable: number[][];
  /** The purchase orders the receipts added to, sorted. */
  purchaseOrderIds: number[];
  /** When the receipts were recorded (their received_at unless the warehouse gave its own). */
  recordedAt: string;
};

/**
 * Writes a batch of claimed supplier shipment receipts (docs/3pl-api.md section 14) with a constant
 * number of statements, as the CRS receipts are written (src/domain/returns/receive/write-receipts.ts):
 * the shipments the strategies create, each line's received, damaged and surplus quantities and moves
 * (atomic updates), the lines copied to the new shipments, every shipment the receipts touched (once
 * each), and the received quantities of the purchase order lines (atomic additions). Decides the stock
 * moves, supplier -> put-away location, for the caller to record in the ledger.
 */
export async function writeSupplierReceipts(trx: Db, receipts: SupplierReceiptWrite[], now: string): Promise<WrittenSupplierReceipts> {
  const created = await insertCreated(trx, receipts, now);
  await changeLines(trx, receipts, created);
  await insertSupplierShipmentLines(
    trx,
    receipts.flatMap((r, i) =>
      (r.plan.created?.copies ?? []).map((c) => ({
        supplierShipmentId: created[i]!.id,
        purchaseOrderLineId: c.line.purchase_order_line_id,
        transferLineId: c.line.transfer_line_id,
        productId: c.line.product_id,
        quantity: c.quantity,
        uom: c.line.uom,
        lotNumber: c.line.lot?.number ?? null,
        lotExpiryDate: c.line.lot?.expiry_date ?? null,
        receivedQuantity: c.received,
        damagedQuantity: c.damaged,
        surplusQuantity: c.surplus,
      })),
    ),
  );
  const results = paired(receipts, created, 'the shipment each receipt split off').map(([r, split]) =>
    buildResult(r, outcomeOf(r.shipment, r.plan, split), r.receivedAt ?? now),
  );
  await storeReceipts(trx, receipts, results, created, now);
  const purchaseOrderIds = await addToOrderLines(trx, receipts);
  const sources = await receiptSources(trx, receipts);
  const moves = receiptMoves(receipts, results, (r, holder) => ({ from: sources.get(r.shipment.source)!, cause: 'receipt', supplierShipmentId: holder.id }));
  const byShipment = await loadSupplierShipmentContexts(
    trx,
    receipts.map((r) => r.shipment.id),
  );
  const contexts = receipts.map((r) => byShipment.get(r.shipment.id)!);
  const sellable = receipts.map((r) => sellableProducts(r.fills));
  return { receipts, results, moves, contexts, sellable, purchaseOrderIds, recordedAt: now };
}

/** Where each source's receipts take their stock from (receiptSourceLocation): the sources of this batch only. */
async function receiptSources(trx: Db, receipts: SupplierReceiptWrite[]): Promise<Map<SupplierShipmentSource, Location>> {
  const sources = new Map<SupplierShipmentSource, Location>();
  for (const source of new Set(receipts.map((r) => r.shipment.source))) sources.set(source, await receiptSourceLocation(trx, source));
  return sources;
}

/** The supplier shipments the strategies create, split from the ones received, in one insert; numbered by storeReceipts. */
function insertCreated(trx: Db, receipts: SupplierReceiptWrite[], now: string): Promise<(ShipmentRef | null)[]> {
  return insertSplitOffs(
    receipts,
    (r) => r.shipment.id,
    (creating) =>
      trx
        .insertInto('supplier_shipments')
        .values(
          creating.map(({ shipment, plan }) =>
            supplierShipmentRow(
              {
                source: shipment.source,
                purchaseOrderId: shipment.purchase_order_id,
                transferId: shipment.transfer_id,
                warehouseId: shipment.warehouse_id,
                state: plan.created!.state,
                plannedDate: shipment.planned_date,
                reference: shipment.reference,
                carrierCode: shipment.carrier_code,
                trackingNumber: shipment.tracking_number,
                splitFromId: shipment.id,
              },
              now,
            ),
          ),
        )
        .returning(['id', 'split_from_id'])
        .execute(),
    supplierShipmentNumber,
  );
}

/** Every line change of every receipt in one statement: quantities added atomically, moved lines re-parented. */
async function changeLines(trx: Db, receipts: SupplierReceiptWrite[], created: (ShipmentRef | null)[]): Promise<void> {
  const rows = lineChangeRows(
    receipts,
    created,
    (r) => r.shipment.id,
    (c) => [c.received, c.damaged, c.surplus, -c.moved],
  );
  const add = (name: string) => ({ name, type: 'bigint' as const, mode: 'add' as const });
  await updateRows(
    trx,
    'supplier_shipment_lines',
    [add('received_quantity'), add('damaged_quantity'), add('surplus_quantity'), add('quantity'), { name: 'supplier_shipment_id', type: 'integer' }],
    rows,
  );
}

/**
 * Writes every supplier shipment a receipt touched, each once, in one statement (storedReceiptRows): the
 * one that holds the receipt, `done` (received when the warehouse says, else now), and the one where the
 * rest waits. The shipment received was claimed (row locked, version checked).
 */
async function storeReceipts(
  trx: Db,
  receipts: SupplierReceiptWrite[],
  results: SupplierReceiveResult[],
  created: (ShipmentRef | null)[],
  now: string,
): Promise<void> {
  const stored = receipts.map((r) => ({
    state: r.state,
    tplReference: r.tplReference,
    hash: r.hash,
    heldReference: r.shipment.tpl_reference,
    receivedAt: r.receivedAt ?? now,
  }));
  await updateRows(trx, 'supplier_shipments', STORED_RECEIPT_COLUMNS, storedReceiptRows(stored, results, created, now), await syncStamp(trx));
}

/** Adds what each receipt brought in to its purchase order lines, in one statement of atomic additions; answers the orders touched. */
async function addToOrderLines(trx: Db, receipts: SupplierReceiptWrite[]): Promise<number[]> {
  const added = new Map<number, number>();
  const orders = new Set<number>();
  for (const r of receipts) {
    const byLine = receivedByLine(r.fills);
    for (const line of r.lines) {
      const received = byLine.get(line.id) ?? 0;
      if (line.purchase_order_line_id === null || received === 0) continue;
      added.set(line.purchase_order_line_id, (added.get(line.purchase_order_line_id) ?? 0) + received);
      if (r.shipment.purchase_order_id !== null) orders.add(r.shipment.purchase_order_id);
    }
  }
  await updateRows(
    trx,
    'purchase_order_lines',
    [{ name: 'received_quantity', type: 'bigint', mode: 'add' }],
    [...added].sort(([a], [b]) => a - b).map(([id, quantity]) => ({ id, values: [quantity] })),
  );
  return [...orders].sort((a, b) => a - b);
}

/**
 * The element result: the supplier shipment the element named, as it stands after the receipt (received
 * and done; or, after `split_and_keep_open`, in its state with the rest), with what was received, what
 * was not, what came above what was announced, and where each went.
 */
function buildResult(w: SupplierReceiptWrite, outcome: { receivedIn: ShipmentRef; remainder: ShipmentRef | null }, receivedAt: string): SupplierReceiveResult {
  const { head, lines, notReceived, counted, tail } = receiptAnswerParts({ ...w, record: w.shipment }, outcome, receivedAt);
  return {
    ...head,
    receiving_strategy: w.strategy,
    lines,
    not_received: notReceived,
    surplus: counted((l, got) => got - Math.max(0, l.quantity - l.received_quantity)),
    ...tail,
  };
}
