import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dbKind } from '../../db/connect.ts';
import { fanOutPosition, resourceKeyOf } from './fan-out.ts';
import { webhookBody, webhookId } from './signing.ts';

/** A delivery this dispatcher holds the lease of, with all it needs to send it. */
export type ClaimedDelivery = {
  id: number;
  leaseToken: string;
  eventId: number;
  endpointId: number;
  /** Attempts made before this one. */
  attempts: number;
  url: string;
  /** Signing secrets as stored (sealed): the current one, and the previous one while its grace period lasts. */
  sealedSecrets: string[];
  webhookId: string;
  body: string;
};

/**
 * Leases up to `limit` due deliveries (pending, next attempt reached, no live lease, endpoint enabled)
 * until `leaseMs` from now, and loads them. A delivery waits while an older delivery of an event about
 * the same resource to the same endpoint is still pending, or while an older event of the resource is
 * not fanned out yet (PostgreSQL): receivers get each resource's events in order. One statement claims,
 * so two dispatchers never hold the same delivery: PostgreSQL skips rows another claim has locked (FOR
 * UPDATE SKIP LOCKED), SQLite runs one writer at a time, and the lease condition is checked again by the
 * update itself. The fan-out position is read first: a round that ends meanwhile only makes the check stricter.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number, now: Date = new Date()): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const token = randomUUID();
  const after = dbKind(db) === 'postgres' ? await fanOutPosition(db) : null;
  const due = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select('d.id')
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('d.leased_until', 'is', null), eb('d.leased_until', '<', at)]))
    .where('e.enabled', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('webhook_deliveries as o')
            .select(sql.lit(1).as('one'))
            .whereRef('o.endpoint_id', '=', 'd.endpoint_id')
            .whereRef('o.resource_key', '=', 'd.resource_key')
            // A literal, so that PostgreSQL can use the partial index on pending deliveries.
            .where('o.status', '=', sql.lit('pending'))
            .whereRef('o.event_id', '<', 'd.event_id'),
        ),
      ),
    )
    // PostgreSQL: nor while an older event of the resource waits to be fanned out. The fan-out reads in the
    // order of the writing transactions' ids, which can put a later event of a resource first (SQLite's
    // versions follow its commits). The events not fanned out yet are few, read once by their versions.
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('events as o')
              .select(sql.lit(1).as('one'))
              .where(sql<boolean>`(o.sync_version, o.id) > (${after![0]}, ${after![1]})`)
              .where(sql<boolean>`${resourceKeyOf('o')} = d.resource_key`)
              .whereRef('o.id', '<', 'd.event_id'),
          ),
        ),
      ),
    )
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(limit)
    .$if(dbKind(db) === 'postgres', (qb) => qb.forUpdate('d').skipLocked());
  // The due rows are chosen once, in a materialized CTE. As `id in (subquery)`, PostgreSQL may scan the
  // subquery again while it updates (a semi-join rescans its inner side), and a rescan's SKIP LOCKED
  // passes over the rows this statement has already updated, so its LIMIT reaches further ones: `limit`
  // 1 claimed two deliveries, and a dispatcher sent more at once than its concurrency allows.
  const claimed = await db
    .with(
      (cte) => cte('due').materialized(),
      () => due,
    )
    .updateTable('webhook_deliveries')
    .set({ lease_token: token, leased_until: new Date(now.getTime() + leaseMs).toISOString(), updated_at: at })
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', at)]))
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  return loadClaimed(
    db,
    claimed.map((c) => c.id),
    token,
    at,
  );
}

async function loadClaimed(db: Db, ids: number[], token: string, at: string): Promise<ClaimedDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('events as ev', 'ev.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'd.endpoint_id',
      'd.attempts',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_expires_at',
      'ev.type',
      'ev.created_at',
      'ev.data',
    ])
    .where('d.id', 'in', ids)
    .where('d.lease_token', '=', token)
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leaseToken: token,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    attempts: row.attempts,
    url: row.url,
    sealedSecrets:
      row.previous_secret !== null && row.previous_secret_expires_at !== null && row.previous_secret_expires_at > at
        ? [row.secret, row.previous_secret]
        : [row.secret],
    webhookId: webhookId(row.event_id),
    body: webhookBody({ id: row.event_id, type: row.type, created_at: row.created_at, data: row.data }),
  }));
}
