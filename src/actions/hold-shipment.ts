import type { Db } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { recordEvent, recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { getOrderHead } from '../domain/orders/orders.repo.ts';
import { holdShipment, releaseHold } from '../domain/shipments/hold-shipment.ts';
import { lockUnshippedShipments, shipmentsOfOrder } from '../domain/shipments/shipments.repo.ts';
import type { HoldInput, OrderHoldOutcome } from '../wire/customer-shipment.ts';

/**
 * POST /customer-shipments/{id}/hold (docs/admin-api.md "Holds"): a waiting or pending shipment is held;
 * the partner hears `customer_shipment.on_hold`.
 */
export async function holdCustomerShipment(trx: Db, shipmentId: number, input: HoldInput): Promise<void> {
  const { event } = await holdShipment(trx, shipmentId, input);
  await recordEvent(trx, event);
}

/**
 * POST /customer-shipments/{id}/release-hold: the shipment returns to where it was; one that was waiting
 * for stock is released at once when stock now covers it, and its order settles.
 */
export async function releaseCustomerShipmentHold(trx: Db, shipmentId: number): Promise<void> {
  const { head, events, releasedOrderIds } = await releaseHold(trx, shipmentId);
  await settleOrderStates(trx, [head.orderId, ...releasedOrderIds]);
  await recordEvents(trx, events);
}

/**
 * POST /orders/{id}/hold: every waiting and pending shipment of an open order is held with the same
 * reason; the others are left as they are, and the answer says of each what happened (`held`, or why
 * not: `acknowledged`, `already_on_hold`, `shipped`, `cancelled`).
 */
export async function holdOrder(trx: Db, orderId: number, input: HoldInput): Promise<OrderHoldOutcome> {
  // Under the locks, a shipment acknowledged or shipped meanwhile is read as it now is, and left alone; so is
  // the order (a cancel that committed meanwhile leaves nothing to hold).
  await lockUnshippedShipments(trx, { orderId });
  const order = await openOrder(trx, orderId, 'held');
  const events: NewEvent[] = [];
  const shipments: OrderHoldOutcome['shipments'] = [];
  for (const shipment of await shipmentsOfOrder(trx, orderId)) {
    if (shipment.state === 'waiting' || shipment.state === 'pending') {
      events.push((await holdShipment(trx, shipment.id, input)).event);
      shipments.push({ id: shipment.id, number: shipment.number, state: 'on_hold', outcome: 'held' });
    } else {
      shipments.push({ id: shipment.id, number: shipment.number, state: shipment.state, outcome: NOT_HELD[shipment.state] });
    }
  }
  await recordEvents(trx, events);
  return { id: order.id, number: order.number, shipments };
}

/** POST /orders/{id}/release-hold: every held shipment of the order returns to where it was. */
export async function releaseOrderHold(trx: Db, orderId: number): Promise<OrderHoldOutcome> {
  // Only the held shipments, the ones this writes: a waiting one locked here would wait for a stock position
  // while a receipt holding that position waits to release it (the other order of the same two locks).
  await lockUnshippedShipments(trx, { orderId, states: ['on_hold'] });
  const order = await openOrder(trx, orderId, 'released from hold');
  const events: NewEvent[] = [];
  const settle = [orderId];
  const shipments: OrderHoldOutcome['shipments'] = [];
  for (const shipment of await shipmentsOfOrder(trx, orderId)) {
    if (shipment.state !== 'on_hold') {
      shipments.push({ id: shipment.id, number: shipment.number, state: shipment.state, outcome: 'not_on_hold' });
      continue;
    }
    const released = await releaseHold(trx, shipment.id);
    events.push(...released.events);
    settle.push(...released.releasedOrderIds);
    const [now] = await trx.selectFrom('customer_shipments').select('state').where('id', '=', shipment.id).execute();
    shipments.push({ id: shipment.id, number: shipment.number, state: now?.state ?? shipment.state, outcome: 'released' });
  }
  await settleOrderStates(trx, settle);
  await recordEvents(trx, events);
  return { id: order.id, number: order.number, shipments };
}

const NOT_HELD = {
  open: 'acknowledged',
  on_hold: 'already_on_hold',
  done: 'shipped',
  cancelled: 'cancelled',
} as const satisfies Record<'open' | 'on_hold' | 'done' | 'cancelled', OrderHoldOutcome['shipments'][number]['outcome']>;

/** The order, when it is open and not a transfer's; else 409 `invalid_state`. */
async function openOrder(trx: Db, orderId: number, verb: string) {
  const order = await getOrderHead(trx, orderId);
  if (order.transfer_id) throw new AppError('invalid_state', `order ${order.number} carries a transfer and cannot be ${verb}`);
  if (order.state !== 'open') throw new AppError('invalid_state', `order ${order.number} is ${order.state} and cannot be ${verb}`);
  return order;
}
