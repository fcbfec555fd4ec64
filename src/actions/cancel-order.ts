import type { Db } from '../db/connect.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { assertCancellable, settleOrderStates } from '../domain/orders/order-state.ts';
import { getOrderHead } from '../domain/orders/orders.repo.ts';
import { cancelOrRequest } from '../domain/shipments/cancellation-request.ts';
import { lockUnshippedShipments, shipmentsOfOrder } from '../domain/shipments/shipments.repo.ts';
import type { CancelInput, OrderCancelOutcome } from '../wire/customer-shipment.ts';

/**
 * POST /orders/{id}/cancel (docs/admin-api.md "Orders"): every shipment of an open order gets what its
 * state allows, and the answer says what happened to each: waiting, pending and held ones are cancelled
 * at once and their stock freed; acknowledged ones get a cancellation request the warehouse answers;
 * shipped and cancelled ones are left. The order becomes cancelled when all its shipments are (done when
 * some shipped). 409 `invalid_state` when nothing is left to cancel. Channels and partners hear of each
 * cancellation, partners of each request.
 */
export async function cancelOrder(trx: Db, orderId: number, input: CancelInput = {}): Promise<OrderCancelOutcome> {
  // Under the locks, a shipment a confirmation shipped meanwhile is read as shipped (and its backorder is cancelled too).
  await lockUnshippedShipments(trx, { orderId });
  const order = await getOrderHead(trx, orderId);
  const shipments = await shipmentsOfOrder(trx, orderId);
  assertCancellable(order, shipments);
  const events: NewEvent[] = [];
  const outcomes: OrderCancelOutcome = [];
  for (const shipment of shipments) {
    const { id, number } = shipment;
    if (shipment.state === 'done' || shipment.state === 'cancelled') {
      outcomes.push({ id, number, state: shipment.state, outcome: shipment.state === 'done' ? 'shipped' : 'already_cancelled' });
      continue;
    }
    const { outcome, event } = await cancelOrRequest(trx, shipment, input.reason ?? null);
    if (event) events.push(event);
    const state = outcome === 'cancelled' ? 'cancelled' : shipment.state;
    outcomes.push({ id, number, state, outcome: outcome === 'cancellation_requested' && !event ? 'already_requested' : outcome });
  }
  await settleOrderStates(trx, [orderId]);
  await recordEvents(trx, events);
  return outcomes;
}
