import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import type { HoldInput, HoldReason, ShipmentHold } from '../../wire/customer-shipment.ts';
import type { NewEvent } from '../events/outbox.ts';
import { nowIso } from '../shared/time.ts';
import { releaseWaitingShipments } from './release-waiting.ts';
import { assertTransition } from './shipment.states.ts';
import { getLockedShipmentHead, type ShipmentHead } from './shipments.repo.ts';
import { transitionShipment } from './transition-shipment.ts';

/**
 * Holds (docs/admin-api.md "Holds"): the merchant stops a shipment the warehouse has not acknowledged
 * yet. A held shipment keeps the stock it holds (a pending one stays allocated), is fetched only with
 * `status=on_hold`, and ship.json and acknowledge.json refuse it with `shipment_on_hold`. Releasing the
 * hold returns it to where it was. Each function here takes the shipment's row lock first, so a hold and
 * the warehouse's acknowledgement or confirmation of the same shipment happen one after the other, and
 * the later one judges the state the earlier one left.
 */

/**
 * waiting or pending -> on_hold. An acknowledged shipment answers 409 `shipment_acknowledged` (the
 * warehouse may be picking it: only a cancellation request reaches it), one already on hold, shipped or
 * cancelled 409 `invalid_state`. Answers the shipment and its `customer_shipment.on_hold` event.
 */
export async function holdShipment(trx: Db, shipmentId: number, input: HoldInput): Promise<{ head: ShipmentHead; event: NewEvent }> {
  const head = await getLockedShipmentHead(trx, shipmentId);
  assertHoldable(head);
  const from = head.state as 'waiting' | 'pending';
  const hold: ShipmentHold = { reason: input.reason, note: input.note ?? null, held_at: nowIso() };
  await transitionShipment(trx, head.id, from, 'on_hold', { hold_reason: hold.reason, hold_note: hold.note, held_at: hold.held_at, held_from: from });
  return { head, event: heldEvent(head, hold, from) };
}

/** Throws unless a shipment in this state may be held. */
export function assertHoldable(head: Pick<ShipmentHead, 'number' | 'state'>): void {
  if (head.state === 'open') {
    throw new AppError(
      'shipment_acknowledged',
      `customer shipment ${head.number} is acknowledged by the warehouse, which may be picking it: cancel it instead, which asks the warehouse to stop`,
    );
  }
  if (head.state === 'on_hold')
    throw new AppError('invalid_state', `customer shipment ${head.number} is already on hold; release its hold first to hold it again`);
  assertTransition(head.state, 'on_hold');
}

/**
 * on_hold -> the state it was held from. A shipment held while waiting for stock goes back to waiting
 * and is released at once when the stock now covers it (with the other waiting shipments of its
 * products, oldest first). Answers the events: `customer_shipment.hold_released`, then any releases.
 * 409 `invalid_state` when the shipment is not on hold.
 */
export async function releaseHold(trx: Db, shipmentId: number): Promise<{ head: ShipmentHead; events: NewEvent[]; releasedOrderIds: number[] }> {
  const head = await getLockedShipmentHead(trx, shipmentId);
  if (head.state !== 'on_hold') throw new AppError('invalid_state', `customer shipment ${head.number} is ${head.state}, not on hold`);
  const held = await trx
    .selectFrom('customer_shipments')
    .select(['hold_reason', 'hold_note', 'held_at', 'held_from'])
    .where('id', '=', head.id)
    .executeTakeFirstOrThrow();
  const to = held.held_from ?? 'pending';
  await transitionShipment(trx, head.id, 'on_hold', to, { hold_reason: null, hold_note: null, held_at: null, held_from: null });
  const hold: ShipmentHold = { reason: (held.hold_reason ?? 'other') as HoldReason, note: held.hold_note, held_at: held.held_at ?? nowIso() };
  const events: NewEvent[] = [holdReleasedEvent(head, hold, to)];
  if (to === 'pending') return { head, events, releasedOrderIds: [] };
  const products = await trx.selectFrom('customer_shipment_lines').select('product_id').distinct().where('shipment_id', '=', head.id).execute();
  const released = await releaseWaitingShipments(
    trx,
    head.warehouseId,
    products.map((p) => p.product_id),
  );
  return { head, events: [...events, ...released.events], releasedOrderIds: released.released.map((r) => r.orderId) };
}

function heldEvent(head: ShipmentHead, hold: ShipmentHold, from: 'waiting' | 'pending'): NewEvent {
  return {
    type: 'customer_shipment.on_hold',
    resourceType: 'customer_shipment',
    resourceId: head.id,
    channelId: head.channelId,
    warehouseId: head.warehouseId,
    data: {
      id: head.id,
      number: head.number,
      state: 'on_hold',
      warehouse: head.warehouse,
      order: head.order,
      backorder_of: head.backorderOf,
      hold,
      held_from: from,
    },
  };
}

function holdReleasedEvent(head: ShipmentHead, hold: ShipmentHold, to: 'waiting' | 'pending'): NewEvent {
  return {
    type: 'customer_shipment.hold_released',
    resourceType: 'customer_shipment',
    resourceId: head.id,
    channelId: head.channelId,
    warehouseId: head.warehouseId,
    data: { id: head.id, number: head.number, state: to, warehouse: head.warehouse, order: head.order, backorder_of: head.backorderOf, released_hold: hold },
  };
}
