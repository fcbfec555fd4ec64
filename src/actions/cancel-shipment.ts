import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { cancelTransferBackorder } from '../domain/inbound/cancel-transfer.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { cancelLoadedShipment } from '../domain/shipments/cancel-shipment.ts';
import { getShipmentHead } from '../domain/shipments/shipments.repo.ts';

/**
 * POST /customer-shipments/{id}/cancel (docs/admin-api.md "Customer shipments"): a shipment that has not
 * shipped is cancelled and its stock freed; its order becomes cancelled when all its shipments are. A
 * transfer's backorder (the transfer is in transit) may be cancelled too: inbound withdraws what the
 * destination waited for of it, and the transfer is received once what left arrived. A transfer that
 * shipped nothing is cancelled with POST /transfers/{id}/cancel, which cancels the destination's side
 * too: 409 `invalid_state` here.
 */
export async function cancelShipment(trx: Db, shipmentId: number): Promise<void> {
  const head = await getShipmentHead(trx, shipmentId);
  const cancelled = await cancelLoadedShipment(trx, head);
  const settled = head.transferId === null ? [] : await cancelTransferBackorder(trx, head.transferId, head.number);
  await settleOrderStates(trx, [head.orderId]);
  await recordEvents(trx, [cancelled, ...settled]);
}
