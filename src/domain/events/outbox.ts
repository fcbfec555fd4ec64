import type { Db } from '../../db/connect.ts';
import { insertRows } from '../../db/bulk-statements.ts';
import { stamped, syncStamp } from '../../db/sync-stamp.ts';
import { nowIso } from '../shared/time.ts';

export const EVENT_TYPES = [
  'customer_shipment.released',
  'customer_shipment.acknowledged',
  'customer_shipment.shipped',
  'customer_shipment.cancelled',
  'customer_return_shipment.created',
  'customer_return_shipment.acknowledged',
  'customer_return_shipment.received',
  'return_order.closed',
  'inventory.updated',
  'inventory.discrepancy',
  // ---- Transfers between warehouses (docs/events.md "transfer.shipped", "transfer.received") ----
  'transfer.shipped',
  'transfer.received',
  // ---- end of transfers ----
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export type NewEvent = {
  type: EventType;
  resourceType: string;
  resourceId: number;
  /** The channel whose endpoints should hear of it (the order's channel). */
  channelId?: number | null;
  /** The warehouse whose partner's endpoints should hear of it. */
  warehouseId?: number | null;
  data: Record<string, unknown>;
};

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
