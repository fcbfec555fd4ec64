import type { Db } from '../../../db/connect.ts';
import { updateRows } from '../../../db/bulk-statements.ts';
import { syncStamp } from '../../../db/sync-stamp.ts';
import type { Move } from '../../inventory/ledger.ts';
import { paired } from '../../shared/invariants.ts';
import { virtualLocation } from '../../warehouses/warehouses.repo.ts';
import { insertLinesOfShipments, returnShipmentNumber, returnShipmentRow } from '../insert-return-shipment.ts';
import { loadReturnShipmentContexts, type ReturnShipmentContext } from '../return-events.ts';
import { outcomeOf, type ShipmentRef } from '../../inventory/receipts/receipt-strategy.ts';
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
import type { CrsLine, ReceivingCrs } from './load-receipts.ts';

/** The element result of receive.json: what was received where, and where the rest went. */
export type ReceiveResult = ReceiptAnswerHead & {
  lines: ReceivedLine[];
  not_received: CountedLine[];
} & ReceiptLanding;

/** A receipt judged and its CRS claimed: what it received, and how its strategy lands. */
export type ReceiptWrite = ReceiptWriteBase<CrsLine> & {
  crs: ReceivingCrs;
};

/** Receipts written: per receipt its answer, its stock moves and the CRS it created pending, in order. */
export type WrittenReceipts = {
  receipts: ReceiptWrite[];
  results: ReceiveResult[];
  /** Customer -> put-away location, one per fill, recorded against the CRS that holds the receipt. */
  moves: Move[][];
  /** A CRS the strategy created `pending` for the rest, which needs its `created` event. */
  createdPending: (ShipmentRef | null)[];
  /** The warehouse and return order of the CRS received, as events name them. */
  contexts: ReturnShipmentContext[];
  /** Products whose stock landed in primary storage, sorted: the only stock channels may sell. */
  sellable: number[][];
  /** When the receipts were recorded (received_at of the CRS that hold them). */
  receivedAt: string;
};

/**
 * Writes a batch of claimed receipts (docs/3pl-api.md section 13) with a constant number of statements,
 * whatever their number and strategies: the CRS the strategies create, each line's received quantities
 * and moves (atomic updates), the lines copied to the new CRS, then every CRS the receipts touched, once
 * each (storeReceipts): the one that holds each receipt, `done`, with its time, reference and stored
 * result (what a replay answers), and the one where the rest waits. Decides the stock moves, customer ->
 * put-away location, for the caller to record in the ledger. Answers per receipt, in order.
 */
export async function writeReceipts(trx: Db, receipts: ReceiptWrite[], now: string): Promise<WrittenReceipts> {
  const created = await insertCreated(trx, receipts, now);
  const splits = paired(receipts, created, 'the CRS each receipt split off');
  await changeLines(trx, receipts, created);
  await insertLinesOfShipments(
    trx,
    receipts.flatMap((r, i) =>
      (r.plan.created?.copies ?? []).map((c) => ({
        crsId: created[i]!.id,
        returnOrderLineId: c.line.return_order_line_id,
        productId: c.line.product_id,
        quantity: c.quantity,
        uom: c.line.uom,
        reason: c.line.reason,
        receivedQuantity: c.received,
        damagedQuantity: c.damaged,
      })),
    ),
  );
  const results = splits.map(([r, split]) => buildResult(r, outcomeOf(r.crs, r.plan, split), now));
  await storeReceipts(trx, receipts, results, created, now);
  const customer = await virtualLocation(trx, 'customer');
  const moves = receiptMoves(receipts, results, (_, holder) => ({ from: customer, cause: 'return', crsId: holder.id }));
  const createdPending = splits.map(([r, split]) => (r.plan.created?.state === 'pending' ? split : null));
  const byCrs = await loadReturnShipmentContexts(
    trx,
    receipts.map((r) => r.crs.id),
  );
  const contexts = receipts.map((r) => byCrs.get(r.crs.id)!);
  const sellable = receipts.map((r) => sellableProducts(r.fills));
  return { receipts, results, moves, createdPending, contexts, sellable, receivedAt: now };
}

/** The products whose stock landed in primary storage, by warehouse: what shipments waiting there may now get. */
export function sellableByWarehouse({ receipts, sellable }: WrittenReceipts): Map<number, number[]> {
  const byWarehouse = new Map<number, Set<number>>();
  for (const [receipt, sellableIds] of paired(receipts, sellable, 'the products each receipt made sellable')) {
    const products = byWarehouse.get(receipt.crs.warehouse_id) ?? new Set<number>();
    for (const productId of sellableIds) products.add(productId);
    byWarehouse.set(receipt.crs.warehouse_id, products);
  }
  return new Map(
    [...byWarehouse]
      .filter(([, products]) => products.size > 0)
      .sort(([a], [b]) => a - b)
      .map(([id, products]) => [id, [...products]]),
  );
}

/** The CRS the strategies create, split from the CRS received, in one insert; numbered by storeReceipts. */
function insertCreated(trx: Db, receipts: ReceiptWrite[], now: string): Promise<(ShipmentRef | null)[]> {
  return insertSplitOffs(
    receipts,
    (r) => r.crs.id,
    (creating) =>
      trx
        .insertInto('customer_return_shipments')
        .values(
          creating.map(({ crs, plan }) =>
            returnShipmentRow(
              {
                returnOrderId: crs.return_order_id,
                warehouseId: crs.warehouse_id,
                state: plan.created!.state,
                plannedDate: crs.planned_date,
                carrierCode: crs.carrier_code,
                serviceCode: crs.service_code,
                trackingNumber: crs.tracking_number,
                trackingUrl: crs.tracking_url,
                splitFromId: crs.id,
              },
              now,
            ),
          ),
        )
        .returning(['id', 'split_from_id'])
        .execute(),
    returnShipmentNumber,
  );
}

/** Every line change of every receipt in one statement: quantities added atomically, moved lines re-parented. */
async function changeLines(trx: Db, receipts: ReceiptWrite[], created: (ShipmentRef | null)[]): Promise<void> {
  const rows = lineChangeRows(
    receipts,
    created,
    (r) => r.crs.id,
    (c) => [c.received, c.damaged, -c.moved],
  );
  await updateRows(
    trx,
    'customer_return_shipment_lines',
    [
      { name: 'received_quantity', type: 'bigint', mode: 'add' },
      { name: 'damaged_quantity', type: 'bigint', mode: 'add' },
      { name: 'quantity', type: 'bigint', mode: 'add' },
      { name: 'crs_id', type: 'integer' },
    ],
    rows,
  );
}

/**
 * Writes every CRS a receipt touched, each once, in one statement (storedReceiptRows): the CRS that holds
 * the receipt, `done`, and the one where the rest waits. The CRS received was claimed (its row locked,
 * its version checked) by claimForReceipts, so what it held when judged is what it holds now.
 */
async function storeReceipts(trx: Db, receipts: ReceiptWrite[], results: ReceiveResult[], created: (ShipmentRef | null)[], now: string): Promise<void> {
  const stored = receipts.map((r) => ({ state: r.state, tplReference: r.tplReference, hash: r.hash, heldReference: r.crs.tpl_reference, receivedAt: now }));
  await updateRows(trx, 'customer_return_shipments', STORED_RECEIPT_COLUMNS, storedReceiptRows(stored, results, created, now), await syncStamp(trx));
}

/**
 * The element result: the CRS the element named, as it stands after the receipt (received and done;
 * or, after `split_and_keep_open`, unchanged in state, still unreceived and with its own reference),
 * with what was received, what was not, and where each went.
 */
function buildResult(w: ReceiptWrite, outcome: { receivedIn: ShipmentRef; remainder: ShipmentRef | null }, now: string): ReceiveResult {
  const { head, lines, notReceived, tail } = receiptAnswerParts({ ...w, record: w.crs }, outcome, now);
  return { ...head, lines, not_received: notReceived, ...tail };
}
