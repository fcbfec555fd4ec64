import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../shared/refs.ts';
import type { RequestOwner } from './owner.ts';

/** How long a stored response answers repeats of its key (docs/3pl-api.md section 9). */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A record left `running` by an owner whose life cannot be checked (another host sharing a SQLite file)
 * is taken over after this long; an owner known to be gone is taken over at once.
 */
const ABANDONED_AFTER_MS = 60 * 1000;

type Claim = { kind: 'claimed'; recordId: number } | { kind: 'replay'; status: number; body: string } | { kind: 'in_use' } | { kind: 'reused' };

/**
 * Claims (api key, idempotency key) for a request on behalf of `owner`: inserts a `running` record, or
 * reports what the existing record says (a stored response to replay, still running, or used for
 * another request). A `running` record whose owner is gone (its process died mid-request, and with
 * it the request's transaction) is taken over at once.
 */
export async function claimIdempotencyKey(db: Db, owner: RequestOwner, apiKeyId: number, key: string, requestHash: string): Promise<Claim> {
  const now = Date.now();
  await db
    .deleteFrom('idempotency_records')
    .where('api_key_id', '=', apiKeyId)
    .where('key', '=', key)
    .where('expires_at', '<', new Date(now).toISOString())
    .execute();
  try {
    const row = await db
      .insertInto('idempotency_records')
      .values({
        api_key_id: apiKeyId,
        key,
        request_hash: requestHash,
        state: 'running',
        response_status: null,
        response_body: null,
        owner: await owner.currentToken(),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + IDEMPOTENCY_TTL_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'claimed', recordId: row.id };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await db
    .selectFrom('idempotency_records')
    .select(['id', 'request_hash', 'state', 'response_status', 'response_body', 'owner', 'created_at'])
    .where('api_key_id', '=', apiKeyId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!existing) return claimIdempotencyKey(db, owner, apiKeyId, key, requestHash);
  if (existing.request_hash !== requestHash) return { kind: 'reused' };
  if (existing.state === 'running') {
    if (!(await abandoned(owner, existing, now))) return { kind: 'in_use' };
    // Taken over: the record goes, guarded by its id and state, and the claim starts again.
    await db.deleteFrom('idempotency_records').where('id', '=', existing.id).where('state', '=', 'running').execute();
    return claimIdempotencyKey(db, owner, apiKeyId, key, requestHash);
  }
  return { kind: 'replay', status: existing.response_status ?? 200, body: existing.response_body ?? '' };
}

/** Whether a running record's request can no longer finish: its owner is gone, or unknown and long silent. */
async function abandoned(owner: RequestOwner, record: { owner: string | null; created_at: string }, now: number): Promise<boolean> {
  const liveness = record.owner === null ? 'unknown' : await owner.liveness(record.owner);
  if (liveness !== 'unknown') return liveness === 'gone';
  return Date.parse(record.created_at) < now - ABANDONED_AFTER_MS;
}

/**
 * Stores the answer of a claimed request in `trx`, the transaction that makes the request's effect, so
 * that the two commit together: no crash at any instant leaves an effect whose key a retry could claim
 * again. The write is guarded by the claim: should the record no longer be this request's running claim
 * (a retry judged this request's process gone and took the key over), it throws
 * `idempotency_key_in_use` and the effect rolls back with it.
 */
export async function storeIdempotentAnswer(trx: Db, recordId: number, status: number, body: string): Promise<void> {
  const result = await trx
    .updateTable('idempotency_records')
    .set({ state: 'done', response_status: status, response_body: body })
    .where('id', '=', recordId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new AppError('idempotency_key_in_use', 'Another request with this Idempotency-Key took it over; nothing of this one was applied');
  }
}

/**
 * Stores the answer of a claimed request that changed nothing (it was refused) so repeats get it back;
 * an answer already stored with the request's effect stays as it is.
 */
export async function completeIdempotencyKey(db: Db, recordId: number, status: number, body: string): Promise<void> {
  await db
    .updateTable('idempotency_records')
    .set({ state: 'done', response_status: status, response_body: body })
    .where('id', '=', recordId)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Forgets a claim whose request failed unexpectedly, so that a retry runs it again; a claim whose answer
 * was stored with a committed effect stays, so that a retry gets that answer.
 */
export async function releaseIdempotencyKey(db: Db, recordId: number): Promise<void> {
  await db.deleteFrom('idempotency_records').where('id', '=', recordId).where('state', '=', 'running').execute();
}

/** Deletes expired records; answers how many (src/worker/housekeeping.ts runs it hourly in serve and worker). */
export async function purgeExpiredIdempotencyRecords(db: Db): Promise<number> {
  const result = await db.deleteFrom('idempotency_records').where('expires_at', '<', new Date().toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
