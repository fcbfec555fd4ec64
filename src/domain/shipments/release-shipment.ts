import type { Db } from '../../db/connect.ts';
import { settleOrderState } from '../orders/settle-order-state.ts';
import { nowIso } from '../shared/time.ts';
import { forceAllocate, physicalLines } from './allocation.ts';
import { assertTransition } from './shipment.states.ts';
import { recordShipmentEvent } from './shipment-events.ts';
import { getShipmentHead, type ShipmentHead } from './shipments.repo.ts';
import { transitionShipment, tryTransitionShipment } from './transition-shipment.ts';

/**
 * waiting -> pending for a shipment whose stock is already allocated, with the
 * `customer_shipment.released` event. Returns false when another request changed it first.
 */
export async function tryMarkReleased(trx: Db, head: ShipmentHead): Promise<boolean> {
  if (!(await tryTransitionShipment(trx, head.id, 'waiting', 'pending', { released_at: nowIso() }))) return false;
  await recordShipmentEvent(trx, 'customer_shipment.released', head, 'pending');
  return true;
}

/**
 * Staff force-release (waiting -> pending): the shipment goes to the warehouse now, and every physical
 * line is allocated in full even where stock is short (available goes negative until stock arrives or
 * the warehouse reports what it really shipped). 409 invalid_state from any other state.
 */
export async function forceReleaseShipment(trx: Db, shipmentId: number): Promise<void> {
  const head = await getShipmentHead(trx, shipmentId);
  assertTransition(head.state, 'pending');
  await transitionShipment(trx, head.id, 'waiting', 'pending', { released_at: nowIso() });
  await forceAllocate(trx, head.warehouseId, await physicalLines(trx, [head.id]));
  await recordShipmentEvent(trx, 'customer_shipment.released', head, 'pending');
  await settleOrderState(trx, head.orderId);
}
