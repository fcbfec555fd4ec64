import type { Db } from '../../db/connect.ts';
import { lockStates } from '../../db/row-locks.ts';
import type { ShipmentState } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { nowIso } from '../shared/time.ts';
import { assertTransition, shipmentStatesLeadingTo } from './shipment.states.ts';

/** Fields that travel with a state change: its timestamps and the warehouse's own reference. */
type TransitionFields = {
  released_at?: string;
  acknowledged_at?: string;
  shipped_at?: string;
  cancelled_at?: string;
  tpl_reference?: string | null;
  updated_at?: string;
  hold_reason?: string | null;
  hold_note?: string | null;
  held_at?: string | null;
  held_from?: 'waiting' | 'pending' | null;
};

/**
 * Moves a shipment from `from` to `to` with a guarded write (`where id = ? and state = ?`), checking
 * the state machine first. Returns false when the shipment was no longer in `from`: another request
 * changed it since it was read.
 */
export async function tryTransitionShipment(trx: Db, id: number, from: ShipmentState, to: ShipmentState, fields: TransitionFields = {}): Promise<boolean> {
  assertTransition(from, to);
  const result = await trx
    .updateTable('customer_shipments')
    .set({ updated_at: nowIso(), ...fields, state: to })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Like tryTransitionShipment, but a lost race is a 409 `concurrent_update` for the caller to retry. */
export async function transitionShipment(trx: Db, id: number, from: ShipmentState, to: ShipmentState, fields: TransitionFields = {}): Promise<void> {
  if (!(await tryTransitionShipment(trx, id, from, to, fields))) {
    throw new AppError('concurrent_update', `customer shipment ${id} changed while this request ran; read it again and retry`);
  }
}

/**
 * Claims the shipments of `ids` that are in a state leading to `to`: locks their rows until the
 * transaction ends (src/db/row-locks.ts) and answers the ids whose state allows the move. The caller owns
 * those and writes their new state itself, with the rest of what changes, in one write per row; the
 * others were in another state, or changed by another request first.
 */
export async function claimShipments(trx: Db, ids: number[], to: ShipmentState): Promise<Set<number>> {
  const leading = shipmentStatesLeadingTo(to);
  const states = await lockStates<ShipmentState>(trx, 'customer_shipments', ids);
  return new Set([...states].filter(([, state]) => leading.includes(state)).map(([id]) => id));
}
