import { sql, type Kysely } from 'kysely';
import { dbKind } from '../connect.ts';

/**
 * The dispatcher follows the events by sync version (src/domain/webhooks/fan-out.ts) instead of marking
 * each event it fanned out. Marking wrote every event a second time: on PostgreSQL a new version of the
 * row in each of its indexes (the partial index on unmarked events made the update non-HOT), 20 ms per
 * round of 500 events, 11 % of PostgreSQL's statement time while warehouses confirmed shipments (bench/ship,
 * pg_stat_statements; 2 cores, 2026-11-27); on SQLite a write of 500 rows that held up the one writer.
 *
 * `fan_out_rounds` keeps one row per round: every event at or before the position
 * `(through_version, through_id)` was fanned out, the newest row being where the next round starts. An
 * event's `fanned_out_at` is the time of the first round that reached it. Events fanned out before this
 * migration keep their own `fanned_out_at`; the first round starts just before the oldest event not yet
 * fanned out (in sync-version order), so none is left behind. Events after it that were fanned out already
 * are read again, and the deliveries they have are not created twice (webhook_deliveries is unique by event
 * and endpoint).
 *
 * Upgrading while instances of the version before still run: their dispatchers read the events without the
 * index on unmarked events (slower) and fan out again what this version fans out, which creates nothing twice.
 * The first round also starts below every transaction still running on PostgreSQL, so that events an older
 * instance commits after the migration are read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const builder = db.schema.createTable('fan_out_rounds');
  await (dbKind(db) === 'postgres'
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('through_version', 'bigint', (c) => c.notNull())
    .addColumn('through_id', 'integer', (c) => c.notNull())
    .addColumn('fanned_out_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fan_out_rounds_through').on('fan_out_rounds').columns(['through_version', 'through_id']).execute();
  await db
    .insertInto('fan_out_rounds')
    .values({ ...(await firstPosition(db)), fanned_out_at: new Date().toISOString() })
    .execute();
  await db.schema.dropIndex('events_unfanned').execute();
}

/**
 * Just before the oldest event not fanned out yet; after the newest event when all were; (0, 0) without
 * events; on PostgreSQL no later than the horizon, below which every transaction has ended.
 */
async function firstPosition(db: Kysely<any>): Promise<{ through_version: number; through_id: number }> {
  const [version, id] = await eventsPosition(db);
  if (dbKind(db) !== 'postgres') return { through_version: version, through_id: id };
  const { rows } = await sql<{ horizon: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`.execute(db);
  const horizon = Number(rows[0]!.horizon);
  return horizon < version || (horizon === version && id > 0) ? { through_version: horizon, through_id: 0 } : { through_version: version, through_id: id };
}

async function eventsPosition(db: Kysely<any>): Promise<[number, number]> {
  const waiting = await db
    .selectFrom('events')
    .select(['sync_version', 'id'])
    .where('fanned_out_at', 'is', null)
    .orderBy('sync_version')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (waiting) return [Number(waiting.sync_version), waiting.id - 1];
  const newest = await db.selectFrom('events').select(['sync_version', 'id']).orderBy('sync_version', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return newest ? [Number(newest.sync_version), newest.id] : [0, 0];
}

export async function down(db: Kysely<any>): Promise<void> {
  // Events a round reached get the round's time, so that the marks say again what was fanned out.
  await sql`update events set fanned_out_at = (
    select r.fanned_out_at from fan_out_rounds r
    where r.through_version > events.sync_version or (r.through_version = events.sync_version and r.through_id >= events.id)
    order by r.through_version, r.through_id limit 1
  ) where fanned_out_at is null`.execute(db);
  await db.schema.createIndex('events_unfanned').on('events').column('id').where(sql.ref('fanned_out_at'), 'is', null).execute();
  await db.schema.dropTable('fan_out_rounds').execute();
}
