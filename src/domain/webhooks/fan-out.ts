import { transact } from '../../db/transactions.ts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dbKind } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { laterOf, syncHorizon, windowed, type SyncPosition } from '../shared/list-window.ts';
import { nowIso } from '../shared/time.ts';
import { fansOutTo, type RoutableEndpoint } from './audience.ts';

/** Events handled per fan-out transaction. */
export const FAN_OUT_BATCH = 500;

// Rows per insert: well under PostgreSQL's 65535 bound parameters with 8 columns a row.
const INSERT_CHUNK = 1000;

type PendingEvent = {
  id: number;
  sync_version: number;
  type: string;
  resource_type: string;
  resource_id: number;
  channel_id: number | null;
  warehouse_id: number | null;
  created_at: string;
};

/**
 * Turns the next events into one pending delivery per enabled endpoint that hears them, in one
 * transaction; answers how many events it handled. The dispatcher follows the events as an incremental
 * sync follows a list (src/domain/shared/list-window.ts): in the order of their sync versions, after the
 * position the last round reached and below the horizon, under which every transaction has ended, so an
 * event whose transaction commits late is read by a later round rather than skipped. Each round records
 * where it stopped (`fan_out_rounds`), which is also when those events were fanned out; no event is
 * written again. Fan-out runs alone across dispatchers (the `fan_out` lock row), so rounds follow one
 * another. On PostgreSQL a version is the writing transaction's id, so a round can read an event of a
 * resource before an older one of the same resource: claimDue holds the later one until the older one is
 * fanned out (src/domain/webhooks/claim-deliveries.ts).
 */
export async function fanOut(db: Db, limit: number = FAN_OUT_BATCH): Promise<number> {
  // Cheap check first, outside any transaction: an idle dispatcher should not take a write lock.
  if (!(await nextEvents(db, await fanOutPosition(db), await syncHorizon(db), 1)).length) return 0;
  return transact(db, async (trx) => {
    if (!(await takeLock(trx, 'fan_out'))) return 0;
    const after = await fanOutPosition(trx);
    const below = await syncHorizon(trx);
    const events = await nextEvents(trx, after, below, limit);
    if (events.length === 0) return 0;
    const endpoints = await enabledEndpoints(trx);
    const partnerWarehouses = await warehousesOfPartners(trx, endpoints);
    const now = nowIso();
    const rows = events.flatMap((event) =>
      endpoints.filter((endpoint) => fansOutTo(routable(event), endpoint, partnerWarehouses)).map((endpoint) => deliveryRow(event, endpoint.id, now)),
    );
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      // A redelivery may have queued one of these already (an endpoint named for an event not yet fanned out).
      await trx
        .insertInto('webhook_deliveries')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['event_id', 'endpoint_id']).doNothing())
        .execute();
    }
    const last = events.at(-1)!;
    // A short round read everything below the horizon: the next one starts there.
    const [through_version, through_id] = events.length < limit ? laterOf([last.sync_version, last.id], [below, 0]) : [last.sync_version, last.id];
    await trx.insertInto('fan_out_rounds').values({ through_version, through_id, fanned_out_at: now }).execute();
    return events.length;
  });
}

/**
 * Fans out every event committed before the call (dispatchOnce, for tests and one-shot runs). On
 * PostgreSQL an event is read once the transactions older than its own have ended: this waits for them,
 * up to `waitMs`, after which later rounds fan out what is left.
 */
export async function fanOutCommitted(db: Db, waitMs = 10_000): Promise<void> {
  const newest = await db.selectFrom('events').select(['sync_version', 'id']).orderBy('sync_version', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const deadline = Date.now() + waitMs;
  for (;;) {
    while ((await fanOut(db)) === FAN_OUT_BATCH);
    if (!newest || Date.now() > deadline) return;
    const position = await fanOutPosition(db);
    if (laterOf(position, [newest.sync_version, newest.id]) === position) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Where the newest round stopped: every event at or before it was fanned out. */
export async function fanOutPosition(db: Db): Promise<SyncPosition> {
  const round = await db.selectFrom('fan_out_rounds').select(['through_version', 'through_id']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return [round.through_version, round.through_id];
}

/** The events after `after` and below the horizon, in sync-version order, as a sync reads a list. */
function nextEvents(db: Db, after: SyncPosition, below: number, limit: number): Promise<PendingEvent[]> {
  const events = db.selectFrom('events as e').select(['e.id', 'e.type', 'e.resource_type', 'e.resource_id', 'e.channel_id', 'e.warehouse_id', 'e.created_at']);
  return windowed(events, 'e', [], { kind: 'sync', after, below, limit }).execute();
}

/**
 * When an event was fanned out, or null while it waits: the time of the first round that reached it
 * (events fanned out before migration 0014 carry their own).
 */
export function fannedOutAt(eb: ExpressionBuilder<Database & { e: Database['events'] }, 'e'>) {
  const round = eb
    .selectFrom('fan_out_rounds as r')
    .select('r.fanned_out_at')
    .where(sql<boolean>`(r.through_version, r.through_id) >= (e.sync_version, e.id)`)
    .orderBy('r.through_version')
    .orderBy('r.through_id')
    .limit(1);
  return eb.fn.coalesce('e.fanned_out_at', round).as('fanned_out_at');
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
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events', 'channel_id', 'partner_id', 'created_at'])
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map(routableEndpoint);
}

/** An endpoint row in the shape the routing rules read. */
export function routableEndpoint(row: {
  id: number;
  events: string;
  channel_id: number | null;
  partner_id: number | null;
  created_at: string;
}): RoutableEndpoint {
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

/** The `resource_key` deliveryRow writes, computed in SQL from the events row `alias`. */
export function resourceKeyOf(alias: string) {
  return sql<string>`${sql.ref(`${alias}.resource_type`)} || ':' || ${sql.ref(`${alias}.resource_id`)}`;
}
