import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { first, paired } from '../shared/invariants.ts';
import { windowed, type ListWindow, type Listed } from '../shared/list-window.ts';
import { fannedOutAt } from './fan-out.ts';
import { resourceKey, resourceNames } from './resource-names.ts';
import { webhookId } from './signing.ts';

type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One endpoint's delivery of an event, as the admin API shows it. */
type DeliveryView = {
  id: number;
  endpoint: number;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
};

/** An event with its deliveries. */
type EventView = {
  id: number;
  webhook_id: string;
  type: string;
  resource_type: string;
  resource_id: number;
  /** The number or code people know the record by (`CS-000001`, `MUG`), null when it has none. */
  resource_name: string | null;
  channel: string | null;
  warehouse: string | null;
  data: unknown;
  created_at: string;
  fanned_out_at: string | null;
  deliveries: DeliveryView[];
};

type EventFilter = {
  types?: string[] | undefined;
  resourceType?: string | undefined;
  resourceId?: number | undefined;
  createdAtMin?: string | undefined;
  createdAtMax?: string | undefined;
  /** Only events with a delivery to this endpoint (and in this status, when given). */
  endpointId?: number | undefined;
  deliveryStatus?: DeliveryStatus | undefined;
};

/**
 * One window of the events matching the filter (src/domain/shared/list-window.ts), oldest first
 * (created_at, then id), each with its deliveries.
 */
export async function listEvents(db: Db, filter: EventFilter, window: ListWindow): Promise<(EventView & Listed)[]> {
  let query = eventColumns(db);
  if (filter.types !== undefined) query = query.where('e.type', 'in', filter.types);
  if (filter.resourceType !== undefined) query = query.where('e.resource_type', '=', filter.resourceType);
  if (filter.resourceId !== undefined) query = query.where('e.resource_id', '=', filter.resourceId);
  if (filter.createdAtMin !== undefined) query = query.where('e.created_at', '>=', filter.createdAtMin);
  if (filter.createdAtMax !== undefined) query = query.where('e.created_at', '<=', filter.createdAtMax);
  if (filter.endpointId !== undefined || filter.deliveryStatus !== undefined) {
    const { endpointId, deliveryStatus } = filter;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('webhook_deliveries as d')
          .select('d.id')
          .whereRef('d.event_id', '=', 'e.id')
          .$if(endpointId !== undefined, (qb) => qb.where('d.endpoint_id', '=', endpointId!))
          .$if(deliveryStatus !== undefined, (qb) => qb.where('d.status', '=', deliveryStatus!)),
      ),
    );
  }
  const rows = await windowed(query, 'e', ['e.created_at', 'e.id'], window).execute();
  const views = await withDeliveries(db, rows);
  return paired(views, rows, 'the rows of the events').map(([view, row]) => ({ ...view, sync_version: row.sync_version }));
}

/** One event with its deliveries, or a 404. */
export async function getEvent(db: Db, id: number): Promise<EventView> {
  const row = await eventColumns(db).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('event');
  return first(await withDeliveries(db, [row]), 'the event just read');
}

function eventColumns(db: Db) {
  return db
    .selectFrom('events as e')
    .leftJoin('channels as c', 'c.id', 'e.channel_id')
    .leftJoin('warehouses as w', 'w.id', 'e.warehouse_id')
    .select(['e.id', 'e.type', 'e.resource_type', 'e.resource_id', 'c.code as channel', 'w.code as warehouse', 'e.data', 'e.created_at'])
    .select(fannedOutAt);
}

type EventRow = Omit<EventView, 'webhook_id' | 'resource_name' | 'data' | 'deliveries'> & { data: string };

async function withDeliveries(db: Db, rows: EventRow[]): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const deliveries = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.event_id',
      'd.endpoint_id',
      'w.url',
      'd.status',
      'd.attempts',
      'd.last_status_code',
      'd.last_error',
      'd.next_attempt_at',
      'd.delivered_at',
      'd.created_at',
      'd.updated_at',
    ])
    .where(
      'd.event_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('d.endpoint_id')
    .execute();
  const names = await resourceNames(db, rows);
  return rows.map((row) => ({
    id: row.id,
    webhook_id: webhookId(row.id),
    type: row.type,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    resource_name: names.get(resourceKey(row.resource_type, row.resource_id)) ?? null,
    channel: row.channel,
    warehouse: row.warehouse,
    data: JSON.parse(row.data) as unknown,
    created_at: row.created_at,
    fanned_out_at: row.fanned_out_at,
    deliveries: deliveries
      .filter((d) => d.event_id === row.id)
      .map((d) => ({
        id: d.id,
        endpoint: d.endpoint_id,
        url: d.url,
        status: d.status,
        attempts: d.attempts,
        last_status_code: d.last_status_code,
        last_error: d.last_error,
        next_attempt_at: d.next_attempt_at,
        delivered_at: d.delivered_at,
        created_at: d.created_at,
        updated_at: d.updated_at,
      })),
  }));
}
