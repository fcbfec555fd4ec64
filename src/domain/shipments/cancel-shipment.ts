import type { Db } from '../../db/connect.ts';
import { settleOrderState } from '../orders/settle-order-state.ts';
import { nowIso } from '../shared/time.ts';
import { freeAllocation, physicalLines } from './allocation.ts';
import { assertTransition } from './shipment.states.ts';
import { recordShipmentEvent } from './shipment-events.ts';
import { getShipmentHead, type ShipmentHead } from './shipments.repo.ts';
import { transitionShipment } from './transition-shipment.ts';

/**
 * Cancels a shipment already read (waiting, pending or open -> cancelled): frees the stock its lines
 * hold and writes `customer_shipment.cancelled`. The state is claimed first, so the lines read after
 * it cannot change under us. Leaves the order's state to the caller (settleOrderState).
 */
export async function cancelLoadedShipment(trx: Db, head: ShipmentHead): Promise<void> {
  assertTransition(head.state, 'cancelled');
  await transitionShipment(trx, head.id, head.state, 'cancelled', { cancelled_at: nowIso() });
  await freeAllocation(trx, head.warehouseId, await physicalLines(trx, [head.id]));
  await recordShipmentEvent(trx, 'customer_shipment.cancelled', head, 'cancelled');
}

/** Cancels one shipment by id; its order becomes cancelled when all its shipments are. */
export async function cancelShipment(trx: Db, shipmentId: number): Promise<void> {
  const head = await getShipmentHead(trx, shipmentId);
  await cancelLoadedShipment(trx, head);
  await settleOrderState(trx, head.orderId);
}
