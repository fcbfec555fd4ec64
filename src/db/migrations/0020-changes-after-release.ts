import { sql, type Kysely } from 'kysely';

/**
 * Changes after release (docs/admin-api.md "Holds" and "Cancellation requests").
 *
 * Holds: a waiting or pending shipment the merchant stops before the warehouse acknowledges it is
 * `on_hold`, with the hold's reason, note and time, and the state it returns to when the hold is
 * released (`held_from`). The state column is text, so the new state needs no change of its own. The
 * attention page lists the shipments held for an incorrect address through a partial index.
 *
 * Cancellation requests: an acknowledged (`open`) shipment the merchant cancels stays open and carries a
 * request the warehouse answers: `cancellation_state` `requested`, then `accepted` (the shipment is
 * cancelled) or `rejected` (with the warehouse's reason; `shipped` when its confirmation came first).
 * The partial index serves the lists of pending requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [
    'hold_reason',
    'hold_note',
    'held_at',
    'held_from',
    'cancellation_state',
    'cancellation_reason',
    'cancellation_requested_at',
    'cancellation_answered_at',
    'cancellation_rejection_reason',
  ]) {
    await db.schema.alterTable('customer_shipments').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('customer_shipments_on_hold')
    .on('customer_shipments')
    .columns(['held_at', 'id'])
    .where(sql<boolean>`state = 'on_hold'`)
    .execute();
  await db.schema
    .createIndex('customer_shipments_cancellation_requested')
    .on('customer_shipments')
    .columns(['cancellation_requested_at', 'id'])
    .where(sql<boolean>`cancellation_state = 'requested'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_shipments_cancellation_requested').execute();
  await db.schema.dropIndex('customer_shipments_on_hold').execute();
  for (const column of [
    'cancellation_rejection_reason',
    'cancellation_answered_at',
    'cancellation_requested_at',
    'cancellation_reason',
    'cancellation_state',
    'held_from',
    'held_at',
    'hold_note',
    'hold_reason',
  ]) {
    await db.schema.alterTable('customer_shipments').dropColumn(column).execute();
  }
}
