import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import { nowIso } from '../shared/time.ts';
import { freeAllocation, physicalLines } from './allocation.ts';
import { assertTransition } from './shipment.states.ts';
import { shipmentCancelledEvent } from './shipment-events.ts';
import type { ShipmentHead } from './shipments.repo.ts';
import { transitionShipment } from './transition-shipment.ts';

/**
 * Cancels a shipment already read (waiting, pending or open -> cancelled) and frees the stock its lines
 * hold; answers its `customer_shipment.cancelled` event. The state is claimed first, so the lines read
 * after it cannot change under us. The order's state is the caller's to settle.
 */
export async function cancelLoadedShipment(trx: Db, head: ShipmentHead): Promise<NewEvent> {
  assertTransition(head.state, 'cancelled');
  await transitionShipment(trx, head.id, head.state, 'cancelled', { cancelled_at: nowIso() });
  await freeAllocation(trx, head.warehouseId, await physicalLines(trx, [head.id]));
  return shipmentCancelledEvent(head);
}
