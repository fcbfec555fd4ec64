import type { NewEvent } from '../events/outbox.ts';
import type { SupplierShipmentRef } from '../../wire/inbound.ts';
import type { ShipmentRef } from '../../wire/references.ts';
import type { TransferRecord } from './transfers.repo.ts';

/** What the transfer events carry (docs/events.md "transfer.shipped", "transfer.received"). */
export type TransferPayload = Pick<TransferRecord, 'id' | 'number' | 'state' | 'from_warehouse' | 'to_warehouse' | 'lines'> & {
  customer_shipment: ShipmentRef;
  supplier_shipment: SupplierShipmentRef;
};

/**
 * A transfer event. An event names one warehouse, whose partner hears it: `transfer.shipped` goes to the
 * destination's (its stock is on the way; the source reported the shipment itself), `transfer.received`
 * to the source's (the destination reported the receipt itself). The merchant's endpoints hear both; no
 * channel does (the internal order's channel has no endpoints of the merchant's).
 */
export function transferEvent(
  type: 'transfer.shipped' | 'transfer.received',
  record: TransferRecord,
  customerShipment: ShipmentRef,
  supplierShipment: SupplierShipmentRef,
): NewEvent {
  const data: TransferPayload = {
    id: record.id,
    number: record.number,
    state: record.state,
    from_warehouse: record.from_warehouse,
    to_warehouse: record.to_warehouse,
    customer_shipment: customerShipment,
    supplier_shipment: supplierShipment,
    lines: record.lines,
  };
  return {
    type,
    resourceType: 'transfer',
    resourceId: record.id,
    channelId: null,
    warehouseId: type === 'transfer.shipped' ? record.to_warehouse.id : record.from_warehouse.id,
    data,
  };
}
