import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { lockAddressedOrder, replaceShippingAddress, sameAddress } from '../domain/orders/order-address.ts';
import type { AddressInput } from '../domain/orders/order-input.ts';
import { addressOf } from '../domain/shared/address.ts';
import { lockShipmentsOfOrder, pinDeliveryAddress, shipmentsByAddress, touchShipments } from '../domain/shipments/delivery-address.ts';
import { shipmentAddressChangedEvent } from '../domain/shipments/shipment-events.ts';

/**
 * PATCH /orders/{id} `shipping_address` (docs/admin-api.md "Editing an order's address"): an open order
 * gets a new address; its waiting, pending and held shipments go there (each fetched again with a new
 * sync version; the pending and held ones announced to the warehouse's partner), its shipped and
 * cancelled ones keep the address they had. When the warehouse has acknowledged one of its shipments,
 * 409 `shipment_acknowledged` and nothing changes. An address equal to the current one changes nothing.
 *
 * Locks: the order's shipments first, then the order (the order ship.json and holds take them in), then
 * the shipments again, which takes the lock of a backorder that a confirmation committed in between.
 * An acknowledgement of one of the shipments then runs wholly before the edit (which sees it open) or
 * after it (and acknowledges the record with the new address).
 */
export async function editOrderAddress(trx: Db, orderId: number, address: AddressInput): Promise<void> {
  await lockShipmentsOfOrder(trx, orderId);
  const order = await lockAddressedOrder(trx, orderId);
  if (sameAddress(order.address, address)) return;
  const shipments = shipmentsByAddress(order.number, await lockShipmentsOfOrder(trx, orderId));
  await pinDeliveryAddress(trx, shipments.leftBehind, order.addressId);
  await replaceShippingAddress(trx, order, address);
  await touchShipments(trx, shipments.following);
  const delivery = addressOf(address);
  await recordEvents(
    trx,
    shipments.announced.map((s) => shipmentAddressChangedEvent(s, delivery)),
  );
}
