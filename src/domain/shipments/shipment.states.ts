import type { ShipmentState } from '../../db/schema.ts';
import { assertMove, canMove, statesLeadingTo, type Transitions } from '../shared/state-machine.ts';

/**
 * The customer shipment state machine (docs/admin-api.md "States and transitions"): `waiting` is
 * created but not released to the warehouse; `pending` is released; `on_hold` is stopped by the merchant
 * before the warehouse acknowledged it, and returns to where it was; `open` is acknowledged by the
 * warehouse; `done` is shipped; `cancelled` ends it without shipping. Every state change is written by
 * transition-shipment.ts, which checks it here.
 */
const shipmentTransitions: Transitions<ShipmentState> = {
  waiting: ['pending', 'on_hold', 'cancelled'],
  pending: ['open', 'done', 'on_hold', 'cancelled'],
  on_hold: ['waiting', 'pending', 'cancelled'],
  open: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** True when a shipment in `from` may move to `to`. */
export function canTransition(from: ShipmentState, to: ShipmentState): boolean {
  return canMove(shipmentTransitions, from, to);
}

/** The states from which a shipment may move to `to` (pending and open for `done`). */
export function shipmentStatesLeadingTo(to: ShipmentState): ShipmentState[] {
  return statesLeadingTo(shipmentTransitions, to);
}

/** Throws 409 `invalid_state` unless a shipment in `from` may move to `to`. */
export function assertTransition(from: ShipmentState, to: ShipmentState): void {
  assertMove(shipmentTransitions, from, to, 'customer shipment');
}
