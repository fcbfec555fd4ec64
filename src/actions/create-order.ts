import type { Db } from '../db/connect.ts';
import type { ShipmentState } from '../db/schema.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import type { OrderInput } from '../domain/orders/order-input.ts';
import { recordOrder } from '../domain/orders/record-order.ts';
import { createShipment } from '../domain/shipments/create-shipment.ts';

/** An order created: its id, and each of its customer shipments with the state it was created in (`pending` or `waiting`). */
export type CreatedOrder = { id: number; shipmentStates: ShipmentState[]; shipments: { id: number; number: string; state: ShipmentState }[] };

/**
 * POST /orders (docs/admin-api.md "Orders"): the order is stored, then one customer shipment per
 * warehouse of its lines, each allocated all or none: released to the warehouse (`pending`) or left
 * `waiting` for stock. Channels and partners hear of each release. With `transferId`, the order is the
 * internal one of a transfer (src/actions/create-transfer.ts) and its shipment carries the transfer.
 */
export async function createOrder(trx: Db, input: OrderInput, transferId: number | null = null): Promise<CreatedOrder> {
  const order = await recordOrder(trx, input, transferId);
  const events: NewEvent[] = [];
  const shipmentStates: ShipmentState[] = [];
  const shipments: CreatedOrder['shipments'] = [];
  for (const [warehouseId, lines] of order.linesByWarehouse) {
    const shipment = await createShipment(trx, {
      orderId: order.id,
      warehouseId,
      plannedDate: input.planned_date ?? null,
      carrierIdentifier: input.carrier_identifier ?? null,
      carrierService: input.carrier_service ?? null,
      shippingInstructions: input.shipping_instructions ?? null,
      lines,
      transferId,
    });
    events.push(...shipment.events);
    shipmentStates.push(shipment.state);
    shipments.push({ id: shipment.id, number: shipment.number, state: shipment.state });
  }
  await recordEvents(trx, events);
  return { id: order.id, shipmentStates, shipments };
}
