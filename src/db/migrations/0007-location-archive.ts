import type { Kysely } from 'kysely';

/** When a location was archived (docs/admin-api.md "Locations"): empty, out of use, kept for history. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('locations').addColumn('archived_at', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('the location archive column cannot be dropped');
}
