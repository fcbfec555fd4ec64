import type { Kysely } from 'kysely';

/**
 * Which master key seals this database's secrets (src/domain/secrets/sealing-key.repo.ts): one row, so a
 * process started with another key is refused before it seals anything the others cannot open.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sealing_key')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('key_id', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sealing_key').execute();
}
