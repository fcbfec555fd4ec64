import type { Db } from '../../db/connect.ts';
import type { ShipmentState } from '../../db/schema.ts';
import { refusal } from '../../errors.ts';
import type { CancellationAnswer, CancellationAnswerResult, ShipmentCancellation } from '../../wire/customer-shipment.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { nowIso } from '../shared/time.ts';
import { cancelLoadedShipment } from './cancel-shipment.ts';
import { cancellationOf } from './shipment-view.ts';
import { loadShipmentHeads, lockShipmentHead, type ShipmentHead } from './shipments.repo.ts';

/**
 * Cancellation requests (docs/admin-api.md "Cancellation requests"): once the warehouse acknowledged a
 * shipment it may be picking it, so the merchant's cancel becomes a request the warehouse answers. The
 * shipment stays `open` with `cancellation.state` `requested`; the warehouse accepts (the shipment is
 * cancelled, its stock freed) or rejects it with a reason; a confirmation that arrives first wins (the
 * parcel left) and rejects the request with reason `shipped`. Every change here takes the shipment's row
 * lock first, as ship.json's claim does, so the three happen one after the other and each judges the
 * state the one before left.
 */

/** The reason a confirmation gives a request it overtook. */
export const SHIPPED = 'shipped';

async function cancellationRow(trx: Db, shipmentId: number) {
  return trx
    .selectFrom('customer_shipments')
    .select(['cancellation_state', 'cancellation_reason', 'cancellation_requested_at', 'cancellation_answered_at', 'cancellation_rejection_reason'])
    .where('id', '=', shipmentId)
    .executeTakeFirstOrThrow();
}

/**
 * The merchant's cancel of an acknowledged shipment: records the request (a new one replaces a rejected
 * one) and answers its `customer_shipment.cancellation_requested` event, or null when a request is
 * already waiting (asking again changes nothing).
 */
export async function requestCancellation(trx: Db, head: ShipmentHead, reason: string | null): Promise<NewEvent | null> {
  const current = await cancellationRow(trx, head.id);
  if (current.cancellation_state === 'requested') return null;
  const now = nowIso();
  await trx
    .updateTable('customer_shipments')
    .set({
      cancellation_state: 'requested',
      cancellation_reason: reason,
      cancellation_requested_at: now,
      cancellation_answered_at: null,
      cancellation_rejection_reason: null,
      updated_at: now,
    })
    .where('id', '=', head.id)
    .where('state', '=', 'open')
    .execute();
  return cancellationEvent('customer_shipment.cancellation_requested', head, { state: 'requested', requested_at: now, reason, answered_at: null });
}

/**
 * How a staff cancel reaches one shipment, its row locked by the caller (getLockedShipmentHead):
 * `waiting`, `pending` and `on_hold` ones are cancelled at once; an `open` one gets a cancellation
 * request. 409 `invalid_state` for a shipped or cancelled one.
 */
export async function cancelOrRequest(
  trx: Db,
  head: ShipmentHead,
  reason: string | null,
): Promise<{ outcome: 'cancelled' | 'cancellation_requested'; event: NewEvent | null }> {
  if (head.state === 'open') return { outcome: 'cancellation_requested', event: await requestCancellation(trx, head, reason) };
  return { outcome: 'cancelled', event: await cancelLoadedShipment(trx, head) };
}

/**
 * One element of PUT /customer-shipments/cancellation.json: the warehouse's answer to a request. Accept:
 * the shipment is cancelled (its stock freed, `customer_shipment.cancelled`); reject: the request is
 * `rejected` with the reason (`customer_shipment.cancellation_rejected`). The same answer again is a
 * replay; an answer to a shipment without a waiting request, or the other answer to one already
 * answered, is refused. Answers the element's result, its events and the shipment it cancelled, whose
 * order (and transfer) are the caller's to settle.
 */
export async function answerCancellation(
  trx: Db,
  principal: Principal,
  input: CancellationAnswer,
  pointer: string,
): Promise<{ result: CancellationAnswerResult; events: NewEvent[]; cancelled: ShipmentHead | null }> {
  const head = await lockShipmentHead(trx, input.id);
  if (!head || (principal.warehouseIds !== null && !principal.warehouseIds.includes(head.warehouseId))) {
    throw refusal('not_found', `customer shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  const row = await cancellationRow(trx, head.id);
  const answered = row.cancellation_state === 'accepted' || row.cancellation_state === 'rejected';
  const same = answered && (row.cancellation_state === 'accepted') === input.accept;
  if (same && (input.accept || (row.cancellation_rejection_reason ?? null) === (input.reason ?? null))) {
    return { result: { ...resultOf(head, head.state, cancellationOf(row)), replayed: true }, events: [], cancelled: null };
  }
  if (row.cancellation_state !== 'requested' || head.state !== 'open') {
    throw refusal('no_cancellation_requested', noRequestMessage(head, row.cancellation_state, row.cancellation_rejection_reason), `${pointer}/id`);
  }
  const now = nowIso();
  if (input.accept) {
    const cancelled = await cancelLoadedShipment(trx, head);
    await trx.updateTable('customer_shipments').set({ cancellation_state: 'accepted', cancellation_answered_at: now }).where('id', '=', head.id).execute();
    const cancellation = cancellationOf({ ...row, cancellation_state: 'accepted', cancellation_answered_at: now });
    return { result: resultOf(head, 'cancelled', cancellation), events: [cancelled], cancelled: head };
  }
  const reason = input.reason ?? null;
  await trx
    .updateTable('customer_shipments')
    .set({ cancellation_state: 'rejected', cancellation_answered_at: now, cancellation_rejection_reason: reason, updated_at: now })
    .where('id', '=', head.id)
    .execute();
  const cancellation: ShipmentCancellation = { state: 'rejected', requested_at: row.cancellation_requested_at ?? now, reason, answered_at: now };
  return {
    result: resultOf(head, 'open', cancellation),
    events: [cancellationEvent('customer_shipment.cancellation_rejected', head, cancellation)],
    cancelled: null,
  };
}

function noRequestMessage(head: ShipmentHead, state: string | null, rejection: string | null): string {
  if (state === 'rejected' && rejection === SHIPPED)
    return `customer shipment ${head.number} shipped before the cancellation was answered: the request was rejected`;
  if (state === 'accepted' || state === 'rejected') return `the cancellation of customer shipment ${head.number} was already ${state}`;
  return `customer shipment ${head.number} has no cancellation request waiting (it is ${head.state})`;
}

function resultOf(head: ShipmentHead, state: ShipmentState, cancellation: ShipmentCancellation | null): CancellationAnswerResult {
  return { id: head.id, number: head.number, state, cancellation, errors: null };
}

/**
 * After a confirmation: the shipments among `ids` whose cancellation was still requested shipped first,
 * so their requests are rejected with reason `shipped`. One statement, whatever the batch; answers the
 * `customer_shipment.cancellation_rejected` events (none in the usual case).
 */
export async function rejectOvertakenRequests(trx: Db, ids: number[]): Promise<NewEvent[]> {
  if (ids.length === 0) return [];
  const now = nowIso();
  const rejected = await trx
    .updateTable('customer_shipments')
    .set({ cancellation_state: 'rejected', cancellation_answered_at: now, cancellation_rejection_reason: SHIPPED })
    .where('id', 'in', ids)
    .where('cancellation_state', '=', 'requested')
    .returning(['id', 'cancellation_requested_at'])
    .execute();
  if (rejected.length === 0) return [];
  const requestedAt = new Map(rejected.map((r) => [r.id, r.cancellation_requested_at ?? now]));
  const heads = await loadShipmentHeads(
    trx,
    rejected.map((r) => r.id),
  );
  return heads
    .sort((a, b) => a.id - b.id)
    .map((head) =>
      cancellationEvent(
        'customer_shipment.cancellation_rejected',
        head,
        {
          state: 'rejected',
          requested_at: requestedAt.get(head.id)!,
          reason: SHIPPED,
          answered_at: now,
        },
        'done',
      ),
    );
}

/** A cancellation request's event: asked (the shipment open), or rejected (open, or done when its confirmation came first). */
function cancellationEvent(
  type: 'customer_shipment.cancellation_requested' | 'customer_shipment.cancellation_rejected',
  head: ShipmentHead,
  cancellation: ShipmentCancellation,
  state: 'open' | 'done' = 'open',
): NewEvent {
  const about = { resourceType: 'customer_shipment', resourceId: head.id, channelId: head.channelId, warehouseId: head.warehouseId };
  const shipment = { id: head.id, number: head.number, warehouse: head.warehouse, order: head.order, backorder_of: head.backorderOf, cancellation };
  if (type === 'customer_shipment.cancellation_requested') return { type, ...about, data: { ...shipment, state: 'open' } };
  return { type, ...about, data: { ...shipment, state } };
}
