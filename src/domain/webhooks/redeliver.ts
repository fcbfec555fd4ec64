import type { Db } from '../../db/connect.ts';
import { invalidValue, notFound, unknownReference } from '../../errors.ts';
import { nowIso } from '../shared/time.ts';
import { concerns } from './audience.ts';
import { deliveryRow, fannedOutAt, routable, routableEndpoint, warehousesOfPartners } from './fan-out.ts';

/**
 * Queues an event again (docs/events.md, "POST /events/{id}/redeliver"), due at once with a fresh
 * retry schedule. Without an endpoint: every delivery the event already has, delivered or failed. With
 * one: that endpoint's delivery, created when the event was never sent there (an endpoint registered
 * after the event, or disabled at the time) provided the endpoint hears such events. A delivery in
 * flight keeps its lease: it is never sent twice at the same time.
 */
export async function redeliverEvent(trx: Db, eventId: number, endpointId?: number): Promise<void> {
  const event = await trx
    .selectFrom('events as e')
    .select(['e.id', 'e.type', 'e.resource_type', 'e.resource_id', 'e.channel_id', 'e.warehouse_id', 'e.created_at'])
    .select(fannedOutAt)
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound('event');
  const now = nowIso();
  let requeue = trx
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
    .where('event_id', '=', eventId);
  if (endpointId !== undefined) requeue = requeue.where('endpoint_id', '=', endpointId);
  const result = await requeue.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  if (endpointId === undefined) {
    const waiting = event.fanned_out_at === null ? ' It has not been fanned out yet.' : '';
    throw invalidValue('/endpoint', `event ${eventId} was sent to no endpoint; name one in endpoint.${waiting}`);
  }
  await addDelivery(trx, event, endpointId, now);
}

async function addDelivery(trx: Db, event: Parameters<typeof routable>[0] & Parameters<typeof deliveryRow>[0], endpointId: number, now: string): Promise<void> {
  const row = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'events', 'channel_id', 'partner_id', 'created_at', 'enabled'])
    .where('id', '=', endpointId)
    .executeTakeFirst();
  if (!row) throw unknownReference('/endpoint', `webhook endpoint ${endpointId} does not exist`);
  if (row.enabled !== 1) throw invalidValue('/endpoint', `webhook endpoint ${endpointId} is disabled; enable it first`);
  const endpoint = routableEndpoint(row);
  if (!concerns(routable(event), endpoint, await warehousesOfPartners(trx, [endpoint]))) {
    throw invalidValue('/endpoint', `webhook endpoint ${endpointId} does not hear this ${event.type} event (its events selection or its owner)`);
  }
  // Fan-out may be adding the same delivery right now: either way it ends up pending once.
  await trx
    .insertInto('webhook_deliveries')
    .values(deliveryRow(event, endpointId, now))
    .onConflict((oc) => oc.columns(['event_id', 'endpoint_id']).doNothing())
    .execute();
}
