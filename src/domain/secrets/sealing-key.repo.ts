import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';

/** The id of the master key this database's secrets are sealed under, or null before anything was sealed. */
export async function recordedSealingKey(db: Db): Promise<string | null> {
  const row = await db.selectFrom('sealing_key').select('key_id').where('id', '=', 1).executeTakeFirst();
  return row?.key_id ?? null;
}

/** Records the master key that seals from now on (one row: the first process to start writes it). */
export async function recordSealingKey(db: Db, keyId: string): Promise<void> {
  await db
    .insertInto('sealing_key')
    .values({ id: 1, key_id: keyId, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ key_id: keyId, updated_at: nowIso() }))
    .execute();
}

/**
 * Records `keyId` as the sealing key unless a key is recorded already (two processes starting at once
 * with different keys: the first one wins), and answers the key recorded.
 */
export async function claimSealingKey(db: Db, keyId: string): Promise<string> {
  await db
    .insertInto('sealing_key')
    .values({ id: 1, key_id: keyId, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await recordedSealingKey(db))!;
}
