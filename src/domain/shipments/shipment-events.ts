import type { NewEvent } from '../events/outbox.ts';
import type { ShipmentHead } from './shipments.repo.ts';

/*
 * `customer_shipment.released` and `.cancelled` for a shipment that just reached `pending` or `cancelled`,
 * addressed to the order's channel and the shipment's warehouse (docs/events.md).
 */

export function shipmentReleasedEvent(head: ShipmentHead): NewEvent {
  return {
    type: 'customer_shipment.released',
    ...addressed(head),
    data: { id: head.id, number: head.number, state: 'pending', warehouse: head.warehouse, order: head.order, backorder_of: head.backorderOf },
  };
}

export function shipmentCancelledEvent(head: ShipmentHead): NewEvent {
  return {
    type: 'customer_shipment.cancelled',
    ...addressed(head),
    data: { id: head.id, number: head.number, state: 'cancelled', warehouse: head.warehouse, order: head.order, backorder_of: head.backorderOf },
  };
}

/** Where a shipment event goes, and what it is about. */
function addressed(head: ShipmentHead) {
  return { resourceType: 'customer_shipment', resourceId: head.id, channelId: head.channelId, warehouseId: head.warehouseId };
}
