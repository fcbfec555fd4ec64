import type { Db } from '../../db/connect.ts';
import type { ShipmentState } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { nowIso } from '../shared/time.ts';
import { assertTransition } from './shipment.states.ts';

/** Timestamps that travel with a state change. */
export type TransitionStamps = { released_at?: string; acknowledged_at?: string; shipped_at?: string; cancelled_at?: string };

/**
 * Moves a shipment from `from` to `to` with a guarded write (`where id = ? and state = ?`), checking
 * the state machine first. Returns false when the shipment was no longer in `from`: another request
 * changed it since it was read.
 */
export async function tryTransitionShipment(trx: Db, id: number, from: ShipmentState, to: ShipmentState, stamps: TransitionStamps = {}): Promise<boolean> {
  assertTransition(from, to);
  const result = await trx.updateTable('customer_shipments')
    .set({ ...stamps, state: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Like tryTransitionShipment, but a lost race is a 409 `concurrent_update` for the caller to retry. */
export async function transitionShipment(trx: Db, id: number, from: ShipmentState, to: ShipmentState, stamps: TransitionStamps = {}): Promise<void> {
  if (!(await tryTransitionShipment(trx, id, from, to, stamps))) {
    throw new AppError('concurrent_update', `customer shipment ${id} changed while this request ran; read it again and retry`);
  }
}
