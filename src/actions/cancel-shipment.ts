import type { Db } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { recordEvent } from '../domain/events/outbox.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { cancelLoadedShipment } from '../domain/shipments/cancel-shipment.ts';
import { getShipmentHead } from '../domain/shipments/shipments.repo.ts';

/**
 * POST /customer-shipments/{id}/cancel (docs/admin-api.md "Customer shipments"): a shipment that has not
 * shipped is cancelled and its stock freed; its order becomes cancelled when all its shipments are. A
 * transfer's shipment is cancelled with its transfer (POST /transfers/{id}/cancel), which cancels the
 * destination's side too: 409 `invalid_state` here.
 */
export async function cancelShipment(trx: Db, shipmentId: number): Promise<void> {
  const head = await getShipmentHead(trx, shipmentId);
  if (head.transferId !== null) throw new AppError('invalid_state', `customer shipment ${head.number} carries a transfer: cancel the transfer instead`);
  const event = await cancelLoadedShipment(trx, head);
  await settleOrderStates(trx, [head.orderId]);
  await recordEvent(trx, event);
}
