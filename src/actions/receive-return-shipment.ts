import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { inventoryChangeEvents } from '../domain/inventory/inventory-events.ts';
import { moveStockMany } from '../domain/inventory/ledger.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { judgeReceipt, type ReceiveInput } from '../domain/returns/receive/receive-return-shipment.ts';
import { recordReceipt, settleReturnOrder, type ReceiveResult } from '../domain/returns/receive/write-receipt.ts';
import { releaseWaitingShipments } from '../domain/shipments/release-waiting.ts';

/**
 * One element of PUT /customer-return-shipments/receive.json (docs/3pl-api.md section 13). A repeat of
 * an earlier receipt is answered as it was. Otherwise the receipt is recorded under the strategy; the
 * stock moves from the customer to where it was put away; the return order closes once all its CRS are
 * received; channels hear the sellable figures of what landed in primary storage; and shipments
 * waiting for that stock are released, settling their orders.
 */
export async function receiveReturnShipment(trx: Db, principal: Principal, input: ReceiveInput, pointer: string): Promise<ReceiveResult> {
  const judged = await judgeReceipt(trx, principal, input, pointer);
  if ('replay' in judged) return judged.replay;
  const { result, moves, events, returnOrder, receivedAt, sellableProductIds } = await recordReceipt(trx, judged.receipt);
  const warehouseId = judged.receipt.crs.warehouse_id;
  await moveStockMany(trx, moves);
  const closed = await settleReturnOrder(trx, returnOrder, receivedAt);
  if (closed) events.push(closed);
  events.push(...await inventoryChangeEvents(trx, warehouseId, sellableProductIds, { crs_id: result.received_in.id, crs: result.received_in }));
  const { released, events: releases } = await releaseWaitingShipments(trx, warehouseId, sellableProductIds);
  await settleOrderStates(trx, released.map((s) => s.orderId));
  events.push(...releases);
  await recordEvents(trx, events);
  return result;
}
