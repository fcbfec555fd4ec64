import type { Db } from '../../db/connect.ts';
import { dbKind } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';
import { fansOutTo, type RoutableEndpoint } from './audience.ts';

/** Events handled per fan-out transaction. */
export const FAN_OUT_BATCH = 500;

// Rows per insert: well under PostgreSQL's 65535 bound parameters with 8 columns a row.
const INSERT_CHUNK = 1000;

type PendingEvent = {
  id: number; type: string; resource_type: string; resource_id: number;
  channel_id: number | null; warehouse_id: number | null; created_at: string;
};

/**
 * Turns the oldest events not yet fanned out into one pending delivery per enabled endpoint that hears
 * them, and marks the events done, in one transaction; answers how many events it handled. Fan-out
 * runs alone across dispatchers (the `fan_out` lock row), so deliveries are created in event order.
 */
export async function fanOut(db: Db, limit: number = FAN_OUT_BATCH): Promise<number> {
  // Cheap check first, outside any transaction: an idle dispatcher should not take a write lock.
  const any = await db.selectFrom('events').select('id').where('fanned_out_at', 'is', null).limit(1).executeTakeFirst();
  if (!any) return 0;
  return db.transaction().execute(async (trx) => {
    if (!(await takeLock(trx, 'fan_out'))) return 0;
    const events = await trx.selectFrom('events')
      .select(['id', 'type', 'resource_type', 'resource_id', 'channel_id', 'warehouse_id', 'created_at'])
      .where('fanned_out_at', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    if (events.length === 0) return 0;
    const endpoints = await enabledEndpoints(trx);
    const partnerWarehouses = await warehousesOfPartners(trx, endpoints);
    const now = nowIso();
    const rows = events.flatMap((event) => endpoints
      .filter((endpoint) => fansOutTo(routable(event), endpoint, partnerWarehouses))
      .map((endpoint) => deliveryRow(event, endpoint.id, now)));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      // A redelivery may have queued one of these already (an endpoint named for an event not yet fanned out).
      await trx.insertInto('webhook_deliveries').values(rows.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['event_id', 'endpoint_id']).doNothing())
        .execute();
    }
    await trx.updateTable('events').set({ fanned_out_at: now }).where('id', 'in', events.map((e) => e.id)).execute();
    return events.length;
  });
}

/**
 * Takes a dispatcher lock row for the rest of the transaction, or answers false when another
 * dispatcher holds it. PostgreSQL: FOR UPDATE SKIP LOCKED. SQLite: an update, which makes the
 * transaction the database's one writer at once (waiting for the busy timeout), so what it reads next
 * cannot be changed by another dispatcher before it commits.
 */
async function takeLock(trx: Db, name: string): Promise<boolean> {
  if (dbKind(trx) === 'postgres') {
    const row = await trx.selectFrom('dispatcher_locks').select('name').where('name', '=', name).forUpdate().skipLocked().executeTakeFirst();
    return row !== undefined;
  }
  const result = await trx.updateTable('dispatcher_locks').set({ updated_at: nowIso() }).where('name', '=', name).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Enabled endpoints in the shape the routing rules read. */
async function enabledEndpoints(db: Db): Promise<RoutableEndpoint[]> {
  const rows = await db.selectFrom('webhook_endpoints')
    .select(['id', 'events', 'channel_id', 'partner_id', 'created_at'])
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map(routableEndpoint);
}

/** An endpoint row in the shape the routing rules read. */
export function routableEndpoint(row: { id: number; events: string; channel_id: number | null; partner_id: number | null; created_at: string }): RoutableEndpoint {
  return { id: row.id, events: JSON.parse(row.events) as string[], channelId: row.channel_id, partnerId: row.partner_id, createdAt: row.created_at };
}

/** The warehouses of the partners that own some of the endpoints. */
export async function warehousesOfPartners(db: Db, endpoints: RoutableEndpoint[]): Promise<Map<number, Set<number>>> {
  const partnerIds = [...new Set(endpoints.flatMap((e) => (e.partnerId === null ? [] : [e.partnerId])))];
  const map = new Map<number, Set<number>>();
  if (partnerIds.length === 0) return map;
  const rows = await db.selectFrom('partner_warehouses').select(['partner_id', 'warehouse_id']).where('partner_id', 'in', partnerIds).execute();
  for (const row of rows) {
    const set = map.get(row.partner_id) ?? new Set<number>();
    set.add(row.warehouse_id);
    map.set(row.partner_id, set);
  }
  return map;
}

/** An event row in the shape the routing rules read. */
export function routable(event: Pick<PendingEvent, 'type' | 'channel_id' | 'warehouse_id' | 'created_at'>) {
  return { type: event.type, channelId: event.channel_id, warehouseId: event.warehouse_id, createdAt: event.created_at };
}

/** A new pending delivery of an event to an endpoint, due at once. */
export function deliveryRow(event: Pick<PendingEvent, 'id' | 'resource_type' | 'resource_id'>, endpointId: number, now: string) {
  return {
    event_id: event.id,
    endpoint_id: endpointId,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: now,
    resource_key: `${event.resource_type}:${event.resource_id}`,
    created_at: now,
    updated_at: now,
  };
}
