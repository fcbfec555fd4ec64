import type { Db } from '../db/connect.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { cancelTransferRecord } from '../domain/inbound/cancel-transfer.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { cancelLoadedShipment } from '../domain/shipments/cancel-shipment.ts';
import { unshippedShipmentsOfTransfer } from '../domain/shipments/shipments.repo.ts';

/**
 * POST /transfers/{id}/cancel (docs/admin-api.md "Transfers"): inbound cancels the transfer while it is
 * `open` (409 `invalid_state` once shipped) and the destination's waiting supplier shipment → the
 * source's customer shipment is cancelled as POST /customer-shipments/{id}/cancel would, freeing its
 * stock → the internal order settles → the cancellation is announced to the source's partner.
 */
export async function cancelTransfer(trx: Db, transferId: number): Promise<void> {
  await cancelTransferRecord(trx, transferId);
  const heads = await unshippedShipmentsOfTransfer(trx, transferId);
  const events: NewEvent[] = [];
  for (const head of heads) events.push(await cancelLoadedShipment(trx, head));
  await settleOrderStates(
    trx,
    heads.map((h) => h.orderId),
  );
  await recordEvents(trx, events);
}
