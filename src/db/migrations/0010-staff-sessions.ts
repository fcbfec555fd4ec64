import type { Kysely } from 'kysely';
import { dbKind } from '../connect.ts';

/**
 * Staff console sessions (docs/admin-api.md "Sessions (the staff console)"): a staff or viewer key
 * exchanged for a random session token, of which only the SHA-256 hash is kept, like the keys
 * themselves. A session ends when unused for the idle time (`last_seen_at`), at `expires_at` whatever
 * its use, or when its key is revoked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const builder = db.schema.createTable('staff_sessions');
  await (dbKind(db) === 'postgres'
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_keys.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // Revoking a key deletes its sessions; housekeeping deletes what has expired.
  await db.schema.createIndex('staff_sessions_api_key').on('staff_sessions').column('api_key_id').execute();
  await db.schema.createIndex('staff_sessions_expiry').on('staff_sessions').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_sessions').execute();
}
