import type { Db } from '../../db/connect.ts';
import type { ReturnOrdersTable, ReturnShipmentState } from '../../db/schema.ts';
import { stamped, syncStamp } from '../../db/sync-stamp.ts';
import { claimUnchanged } from '../inventory/receipts/receipt-claims.ts';
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

type ReturnOrderState = ReturnOrdersTable['state'];

/** A return order is `open` until all its return shipments are received, then `closed` (docs/admin-api.md "Returns and routing"). */
const returnOrderTransitions: Transitions<ReturnOrderState> = {
  open: ['closed'],
  closed: [],
};

/** The states a receipt is accepted from, read off the state machine (pending and open). */
export const RECEIVABLE_STATES = statesLeadingTo(returnShipmentTransitions, 'done');

/** Fields that travel with a return shipment's state change. */
type ReturnTransitionFields = {
  acknowledged_at?: string;
  received_at?: string;
  tpl_reference?: string | null;
  receipt_hash?: string;
  receipt_result?: string;
  updated_at?: string;
};

/**
 * Moves a return shipment from `from` to `to` with a guarded write, checking the state machine first
 * (409 `invalid_state`). Returns false when it was no longer in `from`: another request changed it.
 */
export async function tryTransitionReturnShipment(
  trx: Db,
  id: number,
  from: ReturnShipmentState,
  to: ReturnShipmentState,
  fields: ReturnTransitionFields = {},
): Promise<boolean> {
  assertMove(returnShipmentTransitions, from, to, 'customer return shipment');
  const result = await trx
    .updateTable('customer_return_shipments')
    .set({ updated_at: nowIso(), ...fields, state: to })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A receipt's claim on a return shipment: the sync version it was judged at, and whether the receipt
 * completes it (`done`) or leaves it in its state (`split_and_keep_open` with something still expected).
 */
export type ReceiptClaim = { id: number; version: number; from: ReturnShipmentState; completes: boolean };

/**
 * Claims return shipments for their receipts: locks their rows (src/db/row-locks.ts) and answers those
 * that can still be received and that nothing wrote since they were judged. The sync version of each
 * row's last write is the witness: a receipt that keeps a CRS open changes its lines and its version,
 * not its state. Nothing is written here: storeReceipts (receive/write-receipts.ts) writes each claimed
 * CRS once, its state with its receipt, checked here against the state machine. The others changed
 * meanwhile and are judged again. On PostgreSQL a claim waits for a concurrent writer of the row and
 * then sees its committed version.
 */
export async function claimForReceipts(trx: Db, claims: ReceiptClaim[]): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  for (const c of claims) if (c.completes) assertMove(returnShipmentTransitions, c.from, 'done', 'customer return shipment');
  return claimUnchanged(trx, 'customer_return_shipments', claims, RECEIVABLE_STATES);
}

/**
 * Writes the return orders whose CRS receipts changed, each once, as their rows stand locked (`current`,
 * src/db/row-locks.ts): those in `complete` (every CRS done) move open -> closed at `now`, the others are
 * stamped (updated_at and sync version) so list syncs see the change; a closed one stays closed. Answers
 * the ids closed.
 */
export async function writeReturnOrders(trx: Db, current: Map<number, ReturnOrderState>, complete: number[], now: string): Promise<number[]> {
  const closable = statesLeadingTo(returnOrderTransitions, 'closed');
  const closing = new Set(complete.filter((id) => closable.includes(current.get(id)!)));
  const touched = [...current.keys()].filter((id) => !closing.has(id));
  if (closing.size > 0) {
    await trx
      .updateTable('return_orders')
      .set({ state: 'closed', closed_at: now, updated_at: now, ...stamped(await syncStamp(trx)) })
      .where('id', 'in', [...closing])
      .execute();
  }
  if (touched.length > 0) {
    await trx
      .updateTable('return_orders')
      .set({ updated_at: now, ...stamped(await syncStamp(trx)) })
      .where('id', 'in', touched)
      .execute();
  }
  return [...closing];
}
