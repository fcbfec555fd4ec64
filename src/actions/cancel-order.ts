import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { assertCancellable, settleOrderStates } from '../domain/orders/order-state.ts';
import { getOrderHead } from '../domain/orders/orders.repo.ts';
import { cancelLoadedShipment } from '../domain/shipments/cancel-shipment.ts';
import { canTransition } from '../domain/shipments/shipment.states.ts';
import { shipmentsOfOrder } from '../domain/shipments/shipments.repo.ts';

/**
 * POST /orders/{id}/cancel (docs/admin-api.md "Orders"): an open order none of whose shipments has
 * shipped (else 409 `invalid_state`, nothing changed) has every shipment not yet cancelled cancelled,
 * their stock freed, and becomes `cancelled`. Channels and partners hear of each cancellation.
 */
export async function cancelOrder(trx: Db, orderId: number): Promise<void> {
  const order = await getOrderHead(trx, orderId);
  const shipments = await shipmentsOfOrder(trx, orderId);
  assertCancellable(order, shipments);
  const events = [];
  for (const shipment of shipments) {
    if (canTransition(shipment.state, 'cancelled')) events.push(await cancelLoadedShipment(trx, shipment));
  }
  await settleOrderStates(trx, [orderId]);
  await recordEvents(trx, events);
}
