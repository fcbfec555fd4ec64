import type { Db } from '../db/connect.ts';
import type { Verdict } from '../errors.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { claimSupplierReceipts, type SupplierReceiveElement } from '../domain/inbound/receive/claim-receipts.ts';
import { supplierReceiptEvents } from '../domain/inbound/receive/receipt-events.ts';
import { settlePurchaseOrders } from '../domain/inbound/receive/settle-purchase-orders.ts';
import { settleTransfers } from '../domain/inbound/settle-transfers.ts';
import { writeSupplierReceipts, type SupplierReceiveResult, type WrittenSupplierReceipts } from '../domain/inbound/receive/write-receipts.ts';
import { applyToBalances, recordMoves } from '../domain/inventory/ledger.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { paired } from '../domain/shared/invariants.ts';
import { nowIso } from '../domain/shared/time.ts';
import { releaseWaitingShipments } from '../domain/shipments/release-waiting.ts';

/**
 * PUT /supplier-shipments/receive.json (docs/3pl-api.md section 14), a whole batch at a time in the
 * caller's transaction, each element of another supplier shipment, as the CRS receipts run
 * (receive-return-shipments.ts): the receipts are judged (repeats answered as they were) and their
 * shipments claimed; each is recorded under its strategy, with its purchase order lines' received
 * quantities; the stock moves in from the supplier (a transfer's from transit) in the ledger; purchase
 * orders settle, and transfers whose supplier shipments are all received; the stock
 * balances change as late as they can; then the events, with each receipt's figures; last, shipments
 * waiting for the stock that landed in primary storage are released, once for the batch, and their
 * orders settle. Answers per element, in order; a refused element has written nothing.
 */
export async function receiveSupplierShipments(trx: Db, principal: Principal, elements: SupplierReceiveElement[]): Promise<Verdict<SupplierReceiveResult>[]> {
  const now = nowIso();
  const { verdicts: judged, claimed } = await claimSupplierReceipts(trx, principal, elements);
  const verdicts: Verdict<SupplierReceiveResult>[] = elements.map((_, index) => judged.get(index)!);
  if (claimed.length === 0) return verdicts;
  const written = await writeSupplierReceipts(trx, claimed, now);
  const moves = written.moves.flat();
  await recordMoves(trx, moves);
  const ordersReceived = await settlePurchaseOrders(trx, written.purchaseOrderIds, now);
  const transfersReceived = await settleTransfers(
    trx,
    written.results.map((r) => r.received_in.id),
    now,
  );
  const balances = await applyToBalances(trx, moves, []);
  const events: NewEvent[] = [...supplierReceiptEvents(written, ordersReceived, balances), ...transfersReceived];
  events.push(...(await releaseWaiting(trx, written)));
  await recordEvents(trx, events);
  for (const [receipt, result] of paired(claimed, written.results, 'receipt results')) verdicts[receipt.index] = { ok: true, result };
  return verdicts;
}

/** Releases the shipments waiting for the stock the receipts put in primary storage, per warehouse, and settles their orders. */
async function releaseWaiting(trx: Db, written: WrittenSupplierReceipts): Promise<NewEvent[]> {
  const byWarehouse = new Map<number, Set<number>>();
  for (const [receipt, productIds] of paired(written.receipts, written.sellable, 'the products each receipt made sellable')) {
    const products = byWarehouse.get(receipt.shipment.warehouse_id) ?? new Set<number>();
    for (const id of productIds) products.add(id);
    byWarehouse.set(receipt.shipment.warehouse_id, products);
  }
  const events: NewEvent[] = [];
  const orderIds: number[] = [];
  for (const [warehouseId, products] of [...byWarehouse].sort(([a], [b]) => a - b)) {
    if (products.size === 0) continue;
    const { released, events: releases } = await releaseWaitingShipments(
      trx,
      warehouseId,
      [...products].sort((a, b) => a - b),
    );
    orderIds.push(...released.map((s) => s.orderId));
    events.push(...releases);
  }
  await settleOrderStates(trx, orderIds);
  return events;
}
