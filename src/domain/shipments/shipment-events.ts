import type { ShipmentState } from '../../db/schema.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { ShipmentHead } from './shipments.repo.ts';

/**
 * `customer_shipment.released` or `.cancelled` for a shipment that just reached `state`, addressed to
 * the order's channel and the shipment's warehouse (docs/events.md).
 */
export function shipmentStateEvent(type: 'customer_shipment.released' | 'customer_shipment.cancelled', head: ShipmentHead, state: ShipmentState): NewEvent {
  return {
    type,
    resourceType: 'customer_shipment',
    resourceId: head.id,
    channelId: head.channelId,
    warehouseId: head.warehouseId,
    data: {
      id: head.id,
      number: head.number,
      state,
      warehouse: head.warehouse,
      order: head.order,
      backorder_of: head.backorderOf,
    },
  };
}
