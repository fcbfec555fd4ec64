import type { Db } from '../db/connect.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { cancelTransferRecord } from '../domain/inbound/cancel-transfer.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { cancelLoadedShipment } from '../domain/shipments/cancel-shipment.ts';
import { cancelOrRequest } from '../domain/shipments/cancellation-request.ts';
import { lockUnshippedShipments } from '../domain/shipments/shipments.repo.ts';
import type { CancelInput } from '../wire/customer-shipment.ts';

/**
 * POST /transfers/{id}/cancel (docs/admin-api.md "Transfers"). shipments locks the source's unshipped
 * customer shipment (a transfer has one at a time: the shipment, later its backorder). Acknowledged, the
 * source's warehouse may be picking it: it gets a cancellation request, announced to the source's partner,
 * and the transfer waits for the answer (accepted: the transfer is cancelled, or its backorder withdrawn;
 * rejected or shipped: it goes on). Otherwise inbound cancels what has not left the source: an `open`
 * transfer whole with the destination's waiting supplier shipment, or, in transit, the backorder the
 * destination still waits for (the transfer stays in transit for what is on the road, or is received when
 * all of that arrived) → shipments cancels the source's unshipped shipment, freeing its stock → the
 * internal order settles → the cancellations are announced to the source's partner.
 */
export async function cancelTransfer(trx: Db, transferId: number, input: CancelInput = {}): Promise<void> {
  const heads = await lockUnshippedShipments(trx, { transferId });
  const picking = heads.filter((h) => h.state === 'open');
  if (picking.length > 0) {
    const requests: NewEvent[] = [];
    for (const head of picking) {
      const { event } = await cancelOrRequest(trx, head, input.reason ?? null);
      if (event) requests.push(event);
    }
    await recordEvents(trx, requests);
    return;
  }
  const settled = await cancelTransferRecord(trx, transferId);
  const events: NewEvent[] = [];
  for (const head of heads) events.push(await cancelLoadedShipment(trx, head));
  await settleOrderStates(
    trx,
    heads.map((h) => h.orderId),
  );
  await recordEvents(trx, [...events, ...settled]);
}
