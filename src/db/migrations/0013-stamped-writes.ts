import { sql, type Kysely } from 'kysely';
import { dbKind } from '../connect.ts';

/**
 * SQLite's sync versions (migration 0009) for rows a statement stamps itself (src/db/sync-stamp.ts).
 * The insert triggers stamped every row, whatever the statement gave: now they stamp only a row inserted
 * without a version (0, the column's default), as the update triggers already stamp only a row whose
 * version the statement left as it was. A row written without a version is stamped as before, so no
 * write path can forget it; a bulk write that took a version from the clock saves the trigger's two
 * statements per row (a ship.json batch of 50 inserts ~100 events and updates 50 shipments and orders
 * twice each). PostgreSQL's trigger stamps every row with the writing transaction's id: unchanged.
 */
const INSERT_TRIGGERS = ['sales_orders', 'customer_shipments', 'return_orders', 'customer_return_shipments', 'events'];

export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'sqlite') await insertTriggers(db, sql`when new.sync_version = 0`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'sqlite') await insertTriggers(db, sql``);
}

async function insertTriggers(db: Kysely<any>, when: ReturnType<typeof sql>): Promise<void> {
  for (const table of INSERT_TRIGGERS) {
    const name = sql.id(`${table}_sync_insert`);
    await sql`drop trigger ${name}`.execute(db);
    await sql`create trigger ${name} after insert on ${sql.table(table)} ${when} begin
      update sync_clock set version = version + 1 where id = 1;
      update ${sql.table(table)} set sync_version = (select version from sync_clock where id = 1) where id = new.id;
    end`.execute(db);
  }
}
