import type { Db } from '../db/connect.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import type { OrderInput } from '../domain/orders/order-input.ts';
import { recordOrder } from '../domain/orders/record-order.ts';
import { createShipment } from '../domain/shipments/create-shipment.ts';

/**
 * POST /orders (docs/admin-api.md "Orders"): the order is stored, then one customer shipment per
 * warehouse of its lines, each allocated all or none: released to the warehouse (`pending`) or left
 * `waiting` for stock. Channels and partners hear of each release. Answers the order id.
 */
export async function createOrder(trx: Db, input: OrderInput): Promise<number> {
  const order = await recordOrder(trx, input);
  const events: NewEvent[] = [];
  for (const [warehouseId, lines] of order.linesByWarehouse) {
    const shipment = await createShipment(trx, {
      orderId: order.id,
      warehouseId,
      plannedDate: input.planned_date ?? null,
      carrierIdentifier: input.carrier_identifier ?? null,
      carrierService: input.carrier_service ?? null,
      shippingInstructions: input.shipping_instructions ?? null,
      lines,
    });
    events.push(...shipment.events);
  }
  await recordEvents(trx, events);
  return order.id;
}
