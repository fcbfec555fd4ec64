import type { Db } from '../../db/connect.ts';
import { insertRows } from '../../db/bulk-statements.ts';
import { stamped, syncStamp } from '../../db/sync-stamp.ts';
import { nowIso } from '../shared/time.ts';
import type { Static } from 'typebox';
import type { EventDataSchemas, EventType } from '../../wire/events.ts';

/** The `data` of an event of type `T`: what its schema in src/wire/events.ts publishes, field for field. */
export type EventData<T extends EventType> = Static<(typeof EventDataSchemas)[T]>;

/** An event of one type, its `data` typed by that type's schema. */
type EventOf<T extends EventType> = {
  type: T;
  resourceType: string;
  resourceId: number;
  /** The channel whose endpoints should hear of it (the order's channel). */
  channelId?: number | null;
  /** The warehouse whose partner's endpoints should hear of it. */
  warehouseId?: number | null;
  data: EventData<T>;
};

/** An event to record: one of the event types, with the data its schema says (a union over the types). */
export type NewEvent = { [T in EventType]: EventOf<T> }[EventType];

/** Writes an event to the outbox; call it inside the transaction of the change it reports. */
export async function recordEvent(trx: Db, event: NewEvent): Promise<void> {
  await recordEvents(trx, [event]);
}

/** Writes several events with one statement, in order; same transaction rule as recordEvent. */
export async function recordEvents(trx: Db, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const now = nowIso();
  const version = stamped(await syncStamp(trx));
  await insertRows(
    trx,
    'events',
    events.map((event) => ({
      type: event.type,
      resource_type: event.resourceType,
      resource_id: event.resourceId,
      channel_id: event.channelId ?? null,
      warehouse_id: event.warehouseId ?? null,
      data: JSON.stringify(event.data),
      created_at: now,
      ...version,
    })),
  );
}
