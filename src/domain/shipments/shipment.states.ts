import type { ShipmentState } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * The customer shipment state machine (CONTRACT 5), as data: each state lists the states it may move
 * to. `waiting` is created but not released to the warehouse; `pending` is released; `open` is
 * acknowledged by the warehouse; `done` is shipped; `cancelled` ends it without shipping.
 */
export const shipmentTransitions: Readonly<Record<ShipmentState, readonly ShipmentState[]>> = {
  waiting: ['pending', 'cancelled'],
  pending: ['open', 'done', 'cancelled'],
  open: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** True when a shipment in `from` may move to `to`. */
export function canTransition(from: ShipmentState, to: ShipmentState): boolean {
  return shipmentTransitions[from].includes(to);
}

/** Throws 409 `invalid_state` unless a shipment in `from` may move to `to`. */
export function assertTransition(from: ShipmentState, to: ShipmentState): void {
  if (!canTransition(from, to)) {
    throw new AppError('invalid_state', `a ${from} customer shipment cannot become ${to}`);
  }
}
