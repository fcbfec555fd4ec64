import type { Db } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { recordEvent } from '../domain/events/outbox.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { cancelOrRequest } from '../domain/shipments/cancellation-request.ts';
import { getShipmentHead } from '../domain/shipments/shipments.repo.ts';
import type { CancelInput } from '../wire/customer-shipment.ts';

/**
 * POST /customer-shipments/{id}/cancel (docs/admin-api.md "Customer shipments", "Cancellation requests"):
 * a shipment the warehouse has not acknowledged is cancelled and its stock freed, and its order becomes
 * cancelled when all its shipments are; an acknowledged one gets a cancellation request the warehouse
 * answers (the partner hears `customer_shipment.cancellation_requested`). A transfer's shipment is
 * cancelled with its transfer (POST /transfers/{id}/cancel), which cancels the destination's side too:
 * 409 `invalid_state` here.
 */
export async function cancelShipment(trx: Db, shipmentId: number, input: CancelInput = {}): Promise<'cancelled' | 'cancellation_requested'> {
  const head = await getShipmentHead(trx, shipmentId);
  if (head.transferId !== null) throw new AppError('invalid_state', `customer shipment ${head.number} carries a transfer: cancel the transfer instead`);
  const { outcome, event } = await cancelOrRequest(trx, shipmentId, input.reason ?? null);
  if (outcome === 'cancelled') await settleOrderStates(trx, [head.orderId]);
  if (event) await recordEvent(trx, event);
  return outcome;
}
