import type { Db } from '../db/connect.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { cancelTransferRecord } from '../domain/inbound/cancel-transfer.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { cancelLoadedShipment } from '../domain/shipments/cancel-shipment.ts';
import { unshippedShipmentsOfTransfer } from '../domain/shipments/shipments.repo.ts';

/**
 * POST /transfers/{id}/cancel (docs/admin-api.md "Transfers"): inbound cancels what has not left the
 * source: an `open` transfer whole with the destination's waiting supplier shipment, or, in transit, the
 * backorder the destination still waits for (the transfer stays in transit for what is on the road, or
 * is received when all of that arrived) → shipments cancels the source's unshipped customer shipments,
 * freeing their stock → the internal order settles → the cancellations are announced to the source's
 * partner.
 */
export async function cancelTransfer(trx: Db, transferId: number): Promise<void> {
  const settled = await cancelTransferRecord(trx, transferId);
  const heads = await unshippedShipmentsOfTransfer(trx, transferId);
  const events: NewEvent[] = [];
  for (const head of heads) events.push(await cancelLoadedShipment(trx, head));
  await settleOrderStates(
    trx,
    heads.map((h) => h.orderId),
  );
  await recordEvents(trx, [...events, ...settled]);
}
