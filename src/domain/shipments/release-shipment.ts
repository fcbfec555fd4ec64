import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import { nowIso } from '../shared/time.ts';
import { forceAllocate, physicalLines } from './allocation.ts';
import { assertTransition } from './shipment.states.ts';
import { shipmentReleasedEvent } from './shipment-events.ts';
import { getShipmentHead, type ShipmentHead } from './shipments.repo.ts';
import { transitionShipment, tryTransitionShipment } from './transition-shipment.ts';

/**
 * waiting -> pending for a shipment whose stock is already allocated. Answers its
 * `customer_shipment.released` event, or null when another request changed the shipment first.
 */
export async function tryMarkReleased(trx: Db, head: ShipmentHead): Promise<NewEvent | null> {
  if (!(await tryTransitionShipment(trx, head.id, 'waiting', 'pending', { released_at: nowIso() }))) return null;
  return shipmentReleasedEvent(head);
}

/**
 * Staff force-release (waiting -> pending): the shipment goes to the warehouse now, and every physical
 * line is allocated in full even where stock is short (available goes negative until stock arrives or
 * the warehouse reports what it really shipped). 409 invalid_state from any other state. Answers the
 * shipment and its `customer_shipment.released` event.
 */
export async function forceReleaseShipment(trx: Db, shipmentId: number): Promise<{ head: ShipmentHead; event: NewEvent }> {
  const head = await getShipmentHead(trx, shipmentId);
  assertTransition(head.state, 'pending');
  await transitionShipment(trx, head.id, 'waiting', 'pending', { released_at: nowIso() });
  await forceAllocate(trx, head.warehouseId, await physicalLines(trx, [head.id]));
  return { head, event: shipmentReleasedEvent(head) };
}
