import type { NewEvent } from '../events/outbox.ts';
import type { AddressRecord } from '../shared/address.ts';
import type { ShipmentHead } from './shipments.repo.ts';

/*
 * `customer_shipment.released` and `.cancelled` for a shipment that just reached `pending` or `cancelled`,
 * and `.updated` for one whose delivery address changed, addressed to the order's channel and the
 * shipment's warehouse (docs/events.md; who hears which: src/domain/webhooks/audience.ts).
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

/** `customer_shipment.updated`: the warehouse's partner hears where a pending or held shipment it fetched goes now. */
export function shipmentAddressChangedEvent(head: ShipmentHead & { state: 'pending' | 'on_hold' }, address: AddressRecord): NewEvent {
  return {
    type: 'customer_shipment.updated',
    ...addressed(head),
    data: {
      id: head.id,
      number: head.number,
      state: head.state,
      warehouse: head.warehouse,
      order: head.order,
      backorder_of: head.backorderOf,
      changed: ['delivery_address'],
      delivery_address: address,
    },
  };
}

/** Where a shipment event goes, and what it is about. */
function addressed(head: ShipmentHead) {
  return { resourceType: 'customer_shipment', resourceId: head.id, channelId: head.channelId, warehouseId: head.warehouseId };
}
