import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { fanOutPosition } from './fan-out.ts';

/** What the outbox still has to do, as the database holds it (docs/operations.md "Metrics"). */
export type OutboxBacklog = {
  /** Events written and not yet turned into deliveries (fan-out). */
  eventsWaiting: number;
  /**
   * Deliveries by state: `pending` (not attempted yet), `retrying` (attempted, due again later), `held`
   * (pending for a disabled endpoint: sent once it is enabled again), `failed` (the retries ran out).
   */
  deliveries: { pending: number; retrying: number; held: number; failed: number };
  /**
   * When the oldest event still to be delivered was written: waiting for fan-out, or with a delivery
   * pending or retrying. Null when there is none. Deliveries held for a disabled endpoint do not count:
   * they wait on purpose.
   */
  oldestWaitingAt: string | null;
};

/**
 * Reads the outbox's backlog: the fan-out position (the newest round, by primary key), then three
 * statements, each bounded by the backlog rather than by the history (test/unit/metrics-plans.test.ts):
 * the events after that position along `events_sync` (sync_version, id); the pending deliveries along
 * `webhook_deliveries_due` (status, next_attempt_at), with their endpoint and event by primary key; and
 * the failed deliveries on the same index alone. Delivered deliveries, the bulk of the table, are not
 * counted: a count of them would read the whole history on every scrape.
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [afterVersion, afterId] = await fanOutPosition(db);
  const events = await db
    .selectFrom('events as e')
    .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min<string | null>('e.created_at').as('oldest')])
    .where(sql<boolean>`(e.sync_version, e.id) > (${afterVersion}, ${afterId})`)
    .executeTakeFirstOrThrow();
  const pending = await pendingDeliveries(db);
  const failed = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', sql.lit('failed'))
    .executeTakeFirstOrThrow();
  return {
    eventsWaiting: Number(events.waiting),
    deliveries: { pending: Number(pending.pending), retrying: Number(pending.retrying), held: Number(pending.held), failed: Number(failed.count) },
    oldestWaitingAt: earliest(events.oldest, pending.oldest),
  };
}

/** The pending deliveries split by whether they were tried and whether their endpoint is enabled, and the oldest event they carry. */
function pendingDeliveries(db: Db) {
  const enabled = sql`en.enabled = 1`;
  return (
    db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as en', 'en.id', 'd.endpoint_id')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .select([
        sql<number>`coalesce(sum(case when ${enabled} and d.attempts = 0 then 1 else 0 end), 0)`.as('pending'),
        sql<number>`coalesce(sum(case when ${enabled} and d.attempts > 0 then 1 else 0 end), 0)`.as('retrying'),
        sql<number>`coalesce(sum(case when ${enabled} then 0 else 1 end), 0)`.as('held'),
        sql<string | null>`min(case when ${enabled} then e.created_at end)`.as('oldest'),
      ])
      // A literal, as claimDue writes it, so that PostgreSQL may also read the partial index on pending deliveries.
      .where('d.status', '=', sql.lit('pending'))
      .executeTakeFirstOrThrow()
  );
}

/** The earlier of two ISO timestamps, either possibly absent. */
function earliest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}
