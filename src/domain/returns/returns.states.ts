import type { Db } from '../../db/connect.ts';
import type { ReturnShipmentState } from '../../db/schema.ts';
import { assertMove, statesLeadingTo, type Transitions } from '../shared/state-machine.ts';
import { nowIso } from '../shared/time.ts';

/**
 * The customer return shipment state machine (docs/3pl-api.md section 13), as data: `pending` is new,
 * `open` acknowledged by the warehouse, `done` received. Acknowledging is optional, so a receipt is
 * accepted from both `pending` and `open`.
 */
const returnShipmentTransitions: Transitions<ReturnShipmentState> = {
  pending: ['open', 'done'],
  open: ['done'],
  done: [],
};

/** A return order is `open` until all its return shipments are received, then `closed` (docs/admin-api.md "Returns and routing"). */
const returnOrderTransitions: Transitions<'open' | 'closed'> = {
  open: ['closed'],
  closed: [],
};

/** The states a receipt is accepted from, read off the state machine (pending and open). */
export const RECEIVABLE_STATES = statesLeadingTo(returnShipmentTransitions, 'done');

/** Fields that travel with a return shipment's state change. */
type ReturnTransitionFields = {
  acknowledged_at?: string; received_at?: string; tpl_reference?: string | null;
  receipt_hash?: string; receipt_result?: string; updated_at?: string;
};

/**
 * Moves a return shipment from `from` to `to` with a guarded write, checking the state machine first
 * (409 `invalid_state`). Returns false when it was no longer in `from`: another request changed it.
 */
export async function tryTransitionReturnShipment(
  trx: Db, id: number, from: ReturnShipmentState, to: ReturnShipmentState, fields: ReturnTransitionFields = {},
): Promise<boolean> {
  assertMove(returnShipmentTransitions, from, to, 'customer return shipment');
  const result = await trx.updateTable('customer_return_shipments')
    .set({ updated_at: nowIso(), ...fields, state: to })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** open -> closed for a return order, guarded; false when it was closed already. */
export async function tryCloseReturnOrder(trx: Db, id: number, closedAt: string): Promise<boolean> {
  const result = await trx.updateTable('return_orders').set({ state: 'closed', closed_at: closedAt })
    .where('id', '=', id).where('state', 'in', statesLeadingTo(returnOrderTransitions, 'closed')).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
