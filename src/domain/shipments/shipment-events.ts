import type { Db } from '../../db/connect.ts';
import type { ShipmentState } from '../../db/schema.ts';
import { recordEvent } from '../events/outbox.ts';
import type { ShipmentHead } from './shipments.repo.ts';

/**
 * Writes `customer_shipment.released` or `.cancelled` to the outbox for a shipment that just reached
 * `state`, addressed to the order's channel and the shipment's warehouse (CONTRACT 9).
 */
export async function recordShipmentEvent(trx: Db, type: 'customer_shipment.released' | 'customer_shipment.cancelled', head: ShipmentHead, state: ShipmentState): Promise<void> {
  await recordEvent(trx, {
    type,
    resourceType: 'customer_shipment',
    resourceId: head.id,
    channelId: head.channelId,
    warehouseId: head.warehouseId,
    data: {
      id: head.id,
      number: head.number,
      state,
      warehouse: head.warehouseCode,
      order: { id: head.orderId, number: head.orderNumber },
    },
  });
}
