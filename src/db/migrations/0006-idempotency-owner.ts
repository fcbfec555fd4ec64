import type { Kysely } from 'kysely';

/**
 * Who runs a request under an Idempotency-Key (src/domain/idempotency/owner.ts): a record left
 * `running` by a process that died is taken over as soon as its owner is known to be gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_records').addColumn('owner', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('the idempotency owner column cannot be dropped');
}
