import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { ReturnShipmentState } from '../../db/schema.ts';
import { stamped, syncStamp } from '../../db/sync-stamp.ts';
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

/**
 * A receipt's claim on a return shipment: the sync version it was judged at, and whether the receipt
 * completes it (`done`) or leaves it in its state (`split_and_keep_open` with something still expected).
 */
export type ReceiptClaim = { id: number; version: number; from: ReturnShipmentState; completes: boolean };

/**
 * Claims return shipments for their receipts with one guarded update: each one is written (`done` when
 * its receipt completes it, else only stamped) while it can still be received and nothing wrote it since
 * it was judged. The sync version the database stamps on every write of the row is the witness: a
 * receipt that keeps the CRS open changes its lines, not its state. Answers the ids claimed; the others
 * changed meanwhile and are judged again. On PostgreSQL a claim waits for a concurrent writer of the row
 * and then sees its committed version.
 */
export async function claimForReceipts(trx: Db, claims: ReceiptClaim[], now: string): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  for (const c of claims) if (c.completes) assertMove(returnShipmentTransitions, c.from, 'done', 'customer return shipment');
  const completed = claims.filter((c) => c.completes).map((c) => c.id);
  const versions = sql.join(claims.map((c) => sql`when ${c.id} then cast(${c.version} as bigint)`), sql` `);
  const version = await syncStamp(trx);
  const rows = await trx.updateTable('customer_return_shipments')
    .set((eb) => ({
      state: completed.length === 0 ? eb.ref('state') : eb.case().when('id', 'in', completed).then('done' as const).else(eb.ref('state')).end(),
      updated_at: now,
      ...stamped(version),
    }))
    .where('id', 'in', claims.map((c) => c.id))
    .where('state', 'in', RECEIVABLE_STATES)
    .where(sql<boolean>`${sql.ref('sync_version')} = case ${sql.ref('id')} ${versions} end`)
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** open -> closed for return orders, with one guarded update; answers those it closed (the others were closed already). */
export async function closeReturnOrders(trx: Db, ids: number[], closedAt: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx.updateTable('return_orders').set({ state: 'closed', closed_at: closedAt, ...stamped(await syncStamp(trx)) })
    .where('id', 'in', ids).where('state', 'in', statesLeadingTo(returnOrderTransitions, 'closed'))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
