import type { Db } from '../db/connect.ts';
import type { Verdict } from '../errors.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { applyToBalances, recordMoves } from '../domain/inventory/ledger.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { claimReturnReceipts, type ReceiveElement } from '../domain/returns/receive/claim-receipts.ts';
import { receiptEvents, remainderEvents } from '../domain/returns/receive/receipt-events.ts';
import { settleReturnOrders } from '../domain/returns/receive/settle-return-orders.ts';
import { sellableByWarehouse, writeReceipts, type ReceiveResult } from '../domain/returns/receive/write-receipts.ts';
import { paired } from '../domain/shared/invariants.ts';
import { nowIso } from '../domain/shared/time.ts';
import { releaseWaitingShipments } from '../domain/shipments/release-waiting.ts';

/**
 * PUT /customer-return-shipments/receive.json (docs/3pl-api.md section 13), a whole batch at a time in
 * the caller's transaction, each element of another CRS: the receipts are judged (repeats answered as
 * they were) and their CRS claimed; each is recorded under its strategy; the stock moves in from the
 * customer in the ledger; return orders close once all their CRS are received; the stock balances, the
 * rows every receipt of a warehouse shares, change as late as they can; then the events, with each
 * receipt's figures; last, shipments waiting for the stock that landed in primary storage are released,
 * once for the batch, and their orders settle. Answers per element, in order; a refused element has
 * written nothing.
 */
export async function receiveReturnShipments(trx: Db, principal: Principal, elements: ReceiveElement[]): Promise<Verdict<ReceiveResult>[]> {
  const now = nowIso();
  const { verdicts: judged, claimed } = await claimReturnReceipts(trx, principal, elements);
  const verdicts: Verdict<ReceiveResult>[] = elements.map((_, index) => judged.get(index)!);
  if (claimed.length === 0) return verdicts;
  const written = await writeReceipts(trx, claimed, now);
  const moves = written.moves.flat();
  await recordMoves(trx, moves);
  const closed = await settleReturnOrders(
    trx,
    written.contexts.map((c) => c.returnOrder),
    now,
  );
  const created = await remainderEvents(trx, written);
  const { positions } = await applyToBalances(trx, moves, []);
  const events: NewEvent[] = receiptEvents(written, { created, closed }, positions);
  const orderIds: number[] = [];
  for (const [warehouseId, productIds] of sellableByWarehouse(written)) {
    const { released, events: releases } = await releaseWaitingShipments(trx, warehouseId, productIds);
    orderIds.push(...released.map((s) => s.orderId));
    events.push(...releases);
  }
  await settleOrderStates(trx, orderIds);
  await recordEvents(trx, events);
  for (const [receipt, result] of paired(claimed, written.results, 'receipt results')) verdicts[receipt.index] = { ok: true, result };
  return verdicts;
}
