import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../shared/refs.ts';

/** How long a stored response answers repeats of its key (docs/3pl-api.md section 9). */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A record left `running` longer than this was abandoned by a crashed request and may be taken over. */
const ABANDONED_AFTER_MS = 60 * 1000;

type Claim =
  | { kind: 'claimed'; recordId: number }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in_use' }
  | { kind: 'reused' };

/**
 * Claims (api key, idempotency key) for a request: inserts a `running` record, or reports what the
 * existing record says (a stored response to replay, still running, or used for another request).
 */
export async function claimIdempotencyKey(db: Db, apiKeyId: number, key: string, requestHash: string): Promise<Claim> {
  const now = Date.now();
  await db.deleteFrom('idempotency_records')
    .where('api_key_id', '=', apiKeyId).where('key', '=', key)
    .where((eb) => eb.or([
      eb('expires_at', '<', new Date(now).toISOString()),
      eb.and([eb('state', '=', 'running'), eb('created_at', '<', new Date(now - ABANDONED_AFTER_MS).toISOString())]),
    ]))
    .execute();
  try {
    const row = await db.insertInto('idempotency_records')
      .values({
        api_key_id: apiKeyId, key, request_hash: requestHash, state: 'running', response_status: null, response_body: null,
        created_at: new Date(now).toISOString(), expires_at: new Date(now + IDEMPOTENCY_TTL_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'claimed', recordId: row.id };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await db.selectFrom('idempotency_records')
    .select(['request_hash', 'state', 'response_status', 'response_body'])
    .where('api_key_id', '=', apiKeyId).where('key', '=', key)
    .executeTakeFirst();
  if (!existing) return claimIdempotencyKey(db, apiKeyId, key, requestHash);
  if (existing.request_hash !== requestHash) return { kind: 'reused' };
  if (existing.state === 'running') return { kind: 'in_use' };
  return { kind: 'replay', status: existing.response_status ?? 200, body: existing.response_body ?? '' };
}

/** Stores the response of a claimed request so repeats get it back. */
export async function completeIdempotencyKey(db: Db, recordId: number, status: number, body: string): Promise<void> {
  await db.updateTable('idempotency_records')
    .set({ state: 'done', response_status: status, response_body: body })
    .where('id', '=', recordId)
    .execute();
}

/** Forgets a claim whose request failed unexpectedly, so that a retry runs it again. */
export async function releaseIdempotencyKey(db: Db, recordId: number): Promise<void> {
  await db.deleteFrom('idempotency_records').where('id', '=', recordId).execute();
}

/** Deletes expired records; answers how many (src/worker/housekeeping.ts runs it hourly in serve and worker). */
export async function purgeExpiredIdempotencyRecords(db: Db): Promise<number> {
  const result = await db.deleteFrom('idempotency_records')
    .where('expires_at', '<', new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
