import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { assertTransferShipped, withdrawTransferShipment } from '../domain/inbound/cancel-transfer.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { cancelOrRequest } from '../domain/shipments/cancellation-request.ts';
import { getLockedShipmentHead } from '../domain/shipments/shipments.repo.ts';
import type { CancelInput } from '../wire/customer-shipment.ts';

/**
 * POST /customer-shipments/{id}/cancel (docs/admin-api.md "Customer shipments", "Cancellation requests"):
 * a shipment the warehouse has not acknowledged is cancelled and its stock freed, and its order becomes
 * cancelled when all its shipments are; an acknowledged one gets a cancellation request the warehouse
 * answers (the partner hears `customer_shipment.cancellation_requested`). A transfer's backorder (the
 * transfer is in transit) may be cancelled too: inbound withdraws what the destination waited for of it,
 * and the transfer is received once what left arrived. A transfer that shipped nothing is cancelled with
 * POST /transfers/{id}/cancel, which cancels the destination's side too: 409 `invalid_state` here.
 */
export async function cancelShipment(trx: Db, shipmentId: number, input: CancelInput = {}): Promise<'cancelled' | 'cancellation_requested'> {
  const head = await getLockedShipmentHead(trx, shipmentId);
  if (head.transferId !== null) await assertTransferShipped(trx, head.transferId, head.number);
  const { outcome, event } = await cancelOrRequest(trx, head, input.reason ?? null);
  const events = event ? [event] : [];
  if (outcome === 'cancelled') {
    if (head.transferId !== null) events.push(...(await withdrawTransferShipment(trx, head.transferId)));
    await settleOrderStates(trx, [head.orderId]);
  }
  await recordEvents(trx, events);
  return outcome;
}
