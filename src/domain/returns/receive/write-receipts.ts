import type { Db } from '../../../db/connect.ts';
import { updateRows } from '../../../db/bulk-statements.ts';
import { syncStamp } from '../../../db/sync-stamp.ts';
import type { Move } from '../../inventory/ledger.ts';
import { paired } from '../../shared/invariants.ts';
import { fromStored } from '../../shared/quantity.ts';
import { virtualLocation } from '../../warehouses/warehouses.repo.ts';
import { insertLinesOfShipments, returnShipmentNumber, returnShipmentRow } from '../insert-return-shipment.ts';
import { loadReturnShipmentContexts, type ReturnShipmentContext } from '../return-events.ts';
import type { Condition, Fill } from '../../inventory/receipts/match-receipt.ts';
import { outcomeOf, receivedByLine, type ShipmentRef, type Strategy, type StrategyPlan } from '../../inventory/receipts/receipt-strategy.ts';
import type { CrsLine, ReceivingCrs } from './load-receipts.ts';

/** The element result of receive.json: what was received where, and where the rest went. */
export type ReceiveResult = {
  id: number;
  number: string;
  state: 'pending' | 'open' | 'done';
  errors: null;
  replayed?: true;
  received_at: string | null;
  tpl_reference: string | null;
  lines: { id: number; product_code: string; quantity: number; condition: Condition; location: string; lot: string | null }[];
  not_received: { id: number; product_code: string; quantity: number }[];
  received_in: ShipmentRef;
  remainder: ShipmentRef | null;
};

/** A receipt judged and its CRS claimed: what it received, and how its strategy lands. */
export type ReceiptWrite = {
  crs: ReceivingCrs;
  state: 'pending' | 'open';
  lines: CrsLine[];
  fills: Fill[];
  strategy: Strategy;
  hash: string;
  tplReference: string | null;
  plan: StrategyPlan<CrsLine>;
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
  const moves = paired(receipts, results, 'receipt results').map(([r, result]) =>
    r.fills.map(
      (f): Move => ({
        productId: f.productId,
        lotId: f.lotId,
        quantity: f.quantity,
        from: customer,
        to: f.place,
        cause: 'return',
        crsId: result.received_in.id,
        reference: result.received_in.number,
      }),
    ),
  );
  const createdPending = splits.map(([r, split]) => (r.plan.created?.state === 'pending' ? split : null));
  const byCrs = await loadReturnShipmentContexts(
    trx,
    receipts.map((r) => r.crs.id),
  );
  const contexts = receipts.map((r) => byCrs.get(r.crs.id)!);
  const sellable = receipts.map((r) => [...new Set(r.fills.filter((f) => f.place.in_storage_tree === 1).map((f) => f.productId))].sort((a, b) => a - b));
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
async function insertCreated(trx: Db, receipts: ReceiptWrite[], now: string): Promise<(ShipmentRef | null)[]> {
  const creating = receipts.filter((r) => r.plan.created);
  if (creating.length === 0) return receipts.map(() => null);
  const rows = await trx
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
    .execute();
  // Each CRS of a batch is received once, so the CRS split from it names the new one.
  const bySource = new Map(rows.map((row) => [row.split_from_id!, { id: row.id, number: returnShipmentNumber(row.id) }]));
  return receipts.map((r) => (r.plan.created ? bySource.get(r.crs.id)! : null));
}

/** Every line change of every receipt in one statement: quantities added atomically, moved lines re-parented. */
async function changeLines(trx: Db, receipts: ReceiptWrite[], created: (ShipmentRef | null)[]): Promise<void> {
  const rows = receipts.flatMap((r, i) =>
    r.plan.changes
      .filter((c) => c.toNew || c.received !== 0 || c.damaged !== 0 || c.moved !== 0)
      .map((c) => ({ id: c.lineId, values: [c.received, c.damaged, -c.moved, c.toNew ? created[i]!.id : r.crs.id] })),
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
 * Writes every CRS a receipt touched, each once, in one statement: the CRS that holds the receipt (the
 * one received, now `done`; or the done CRS split off it) with its time, the reference, the payload's
 * hash and the stored answer (what a replay answers); the CRS where the rest waits (the new pending one,
 * or the one received keeping its state, its reference and its lines' changes), stamped; the new ones
 * numbered. The CRS received was claimed (its row locked, its version checked) by claimForReceipts, so
 * what it held when judged is what it holds now.
 */
async function storeReceipts(trx: Db, receipts: ReceiptWrite[], results: ReceiveResult[], created: (ShipmentRef | null)[], now: string): Promise<void> {
  const rows = paired(receipts, results, 'receipt results').flatMap(([r, result], i) => {
    const { received_in: holder, remainder } = result;
    const stored = { id: holder.id, values: ['done', now, holder.number, now, r.tplReference, r.hash, JSON.stringify(result)] };
    if (!remainder) return [stored];
    // The rest waits on the new pending CRS, or on the CRS received, in its state, with its own reference.
    // A receivable CRS holds no receipt (received_at and the receipt's hash and answer are set only on a
    // CRS written `done`, here), so writing them null leaves what it held.
    const rest =
      remainder.id === created[i]?.id
        ? { id: remainder.id, values: ['pending', now, remainder.number, null, null, null, null] }
        : { id: remainder.id, values: [r.state, now, remainder.number, null, r.crs.tpl_reference, null, null] };
    return [stored, rest];
  });
  const text = (name: string) => ({ name, type: 'text' as const });
  await updateRows(
    trx,
    'customer_return_shipments',
    [text('state'), text('updated_at'), text('number'), text('received_at'), text('tpl_reference'), text('receipt_hash'), text('receipt_result')],
    rows,
    await syncStamp(trx),
  );
}

/**
 * The element result: the CRS the element named, as it stands after the receipt (received and done;
 * or, after `split_and_keep_open`, unchanged in state, still unreceived and with its own reference),
 * with what was received, what was not, and where each went.
 */
function buildResult(w: ReceiptWrite, outcome: { receivedIn: ShipmentRef; remainder: ShipmentRef | null }, now: string): ReceiveResult {
  const received = receivedByLine(w.fills);
  const receivedHere = outcome.receivedIn.id === w.crs.id;
  return {
    id: w.crs.id,
    number: w.crs.number,
    state: receivedHere ? 'done' : w.state,
    errors: null,
    received_at: receivedHere ? now : null,
    tpl_reference: receivedHere ? w.tplReference : w.crs.tpl_reference,
    lines: w.fills.map((f) => ({
      id: f.lineId,
      product_code: f.productCode,
      quantity: fromStored(f.quantity),
      condition: f.condition,
      location: f.place.code,
      lot: f.lotNumber,
    })),
    not_received: w.lines
      .map((l) => ({ id: l.id, product_code: l.product_code, quantity: l.quantity - l.received_quantity - (received.get(l.id) ?? 0) }))
      .filter((l) => l.quantity > 0)
      .map((l) => ({ ...l, quantity: fromStored(l.quantity) })),
    received_in: outcome.receivedIn,
    remainder: outcome.remainder,
  };
}
