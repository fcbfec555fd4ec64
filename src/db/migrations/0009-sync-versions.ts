import { sql, type Kysely } from 'kysely';
import { dbKind } from '../connect.ts';

/**
 * Sync versions (docs/3pl-api.md section 5, "Incremental sync"): every row of the lists integrations poll
 * carries the version of the change that last wrote it, set by the database itself so that no write path
 * can forget it.
 *
 * PostgreSQL: the id of the writing transaction (`pg_current_xact_id()`, 64 bits, never wraps). A poll
 * reads only below the snapshot's xmin, under which every transaction has ended, so a transaction that
 * commits late is read by a later poll rather than skipped (src/domain/shared/list-window.ts).
 * SQLite: one clock for the database, advanced for each written row. SQLite runs one write transaction at
 * a time and holds its lock until commit, so versions are in commit order.
 *
 * Events are versioned when written only: the dispatcher's bookkeeping is not a change of the event.
 */
const TABLES = [
  { table: 'sales_orders', on: 'insert or update' },
  { table: 'customer_shipments', on: 'insert or update' },
  { table: 'return_orders', on: 'insert or update' },
  { table: 'customer_return_shipments', on: 'insert or update' },
  { table: 'events', on: 'insert' },
] as const;

/** The indexes a sync poll reads along: the list's equality filters, then the version. */
const INDEXES = [
  { name: 'sales_orders_sync', table: 'sales_orders', columns: ['sync_version', 'id'] },
  { name: 'customer_shipments_sync_poll', table: 'customer_shipments', columns: ['state', 'warehouse_id', 'sync_version', 'id'] },
  { name: 'customer_shipments_sync', table: 'customer_shipments', columns: ['sync_version', 'id'] },
  { name: 'return_orders_sync', table: 'return_orders', columns: ['sync_version', 'id'] },
  { name: 'crs_sync_poll', table: 'customer_return_shipments', columns: ['state', 'warehouse_id', 'sync_version', 'id'] },
  { name: 'events_sync', table: 'events', columns: ['sync_version', 'id'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table } of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('sync_version', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  if (dbKind(db) === 'postgres') await postgresVersions(db);
  else await sqliteVersions(db);
  for (const { name, table, columns } of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

async function postgresVersions(db: Kysely<any>): Promise<void> {
  await sql`create function dockside_sync_version() returns trigger language plpgsql as $$
    begin
      new.sync_version := pg_current_xact_id()::text::bigint;
      return new;
    end $$`.execute(db);
  for (const { table, on } of TABLES) {
    await sql`create trigger ${sql.id(`${table}_sync_version`)} before ${sql.raw(on)} on ${sql.table(table)}
      for each row execute function dockside_sync_version()`.execute(db);
  }
}

async function sqliteVersions(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sync_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('sync_clock').values({ id: 1, version: 0 }).execute();
  for (const { table, on } of TABLES) {
    const stamp = sql`
      update sync_clock set version = version + 1 where id = 1;
      update ${sql.table(table)} set sync_version = (select version from sync_clock where id = 1) where id = new.id;`;
    await sql`create trigger ${sql.id(`${table}_sync_insert`)} after insert on ${sql.table(table)} begin ${stamp} end`.execute(db);
    if (on !== 'insert') {
      // The trigger's own update leaves other columns as they were and changes the version: the `when`
      // keeps it from stamping again should recursive triggers ever be turned on.
      await sql`create trigger ${sql.id(`${table}_sync_update`)} after update on ${sql.table(table)}
        when new.sync_version = old.sync_version begin ${stamp} end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
  if (dbKind(db) === 'postgres') {
    for (const { table } of TABLES) await sql`drop trigger ${sql.id(`${table}_sync_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function dockside_sync_version()`.execute(db);
  } else {
    for (const { table, on } of TABLES) {
      await sql`drop trigger ${sql.id(`${table}_sync_insert`)}`.execute(db);
      if (on !== 'insert') await sql`drop trigger ${sql.id(`${table}_sync_update`)}`.execute(db);
    }
    await db.schema.dropTable('sync_clock').execute();
  }
  for (const { table } of TABLES) await db.schema.alterTable(table).dropColumn('sync_version').execute();
}
