import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { findPrincipal, hashKey, touchKey, type Principal } from './api-keys.repo.ts';

/** How long a session lasts (docs/admin-api.md "Sessions (the staff console)"), in milliseconds. */
export type SessionPolicy = {
  /** A session unused for this long has ended. */
  idleMs: number;
  /** A session ends this long after sign-in, however much it is used. */
  maxMs: number;
};

/** The session durations of the configuration (DOCKSIDE_SESSION_IDLE_MINUTES, DOCKSIDE_SESSION_MAX_HOURS). */
export function sessionPolicy(config: Config): SessionPolicy {
  return { idleMs: config.sessionIdleMinutes * 60_000, maxMs: config.sessionMaxHours * 3_600_000 };
}

/** A live session and the principal of its key. Never the token, which only the cookie holds. */
export type Session = {
  id: number;
  principal: Principal & { role: 'staff' | 'viewer' };
  apiKey: { id: number; prefix: string; name: string | null };
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
};

/** `last_seen_at` moves at most once a minute, so that a busy console does not write on every request. */
const SEEN_RESOLUTION_MS = 60_000;

/**
 * Exchanges a staff or viewer key for a new session and answers it with its token, which goes into the
 * cookie and nowhere else. A warehouse key, an unknown or a revoked one is 401. A session the client
 * still presents (`replacing`, its token) is ended, so that signing in again never leaves two behind.
 */
export async function signIn(trx: Db, key: string, policy: SessionPolicy, replacing: string | null): Promise<{ session: Session; token: string }> {
  const found = await findPrincipal(trx, key);
  if (!found) throw new AppError('unauthorized', 'The API key is unknown or revoked');
  if (found.role === 'warehouse') {
    throw new AppError('unauthorized', 'A warehouse key cannot sign in to the staff console; sign in with a staff or viewer key');
  }
  await touchKey(trx, found.keyId, found.lastUsedAt);
  if (replacing !== null) await trx.deleteFrom('staff_sessions').where('token_hash', '=', hashKey(replacing)).execute();
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await trx
    .insertInto('staff_sessions')
    .values({
      token_hash: hashKey(token),
      api_key_id: found.keyId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.maxMs).toISOString(),
    })
    .execute();
  const session = await findSession(trx, token, policy);
  if (!session) throw new AppError('unauthorized', 'The API key is unknown or revoked');
  return { session, token };
}

/** The live session a token names: null when unknown, signed out, expired (idle or absolute) or its key revoked. */
export async function findSession(db: Db, token: string, policy: SessionPolicy): Promise<Session | null> {
  const now = Date.now();
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('api_keys as k', 'k.id', 's.api_key_id')
    .select(['s.id', 's.created_at', 's.last_seen_at', 's.expires_at', 'k.id as key_id', 'k.role', 'k.prefix', 'k.name'])
    .where('s.token_hash', '=', hashKey(token))
    .where('k.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date(now).toISOString())
    .where('s.last_seen_at', '>', new Date(now - policy.idleMs).toISOString())
    .executeTakeFirst();
  if (!row || row.role === 'warehouse') return null;
  return {
    id: row.id,
    principal: { keyId: row.key_id, role: row.role, partnerId: null, warehouseIds: null },
    apiKey: { id: row.key_id, prefix: row.prefix, name: row.name },
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

/** Records that a session was used, at most once a minute; answers the session as it now stands. */
export async function touchSession(db: Db, session: Session): Promise<Session> {
  const now = new Date();
  if (now.getTime() - Date.parse(session.lastSeenAt) < SEEN_RESOLUTION_MS) return session;
  const lastSeenAt = now.toISOString();
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: lastSeenAt })
    .where('id', '=', session.id)
    .where('last_seen_at', '<', new Date(now.getTime() - SEEN_RESOLUTION_MS).toISOString())
    .execute();
  return { ...session, lastSeenAt };
}

/** When a session ends unless it is used before: its idle time after it was last seen, at most its expiry. */
export function idleExpiry(session: Session, policy: SessionPolicy): string {
  const idle = new Date(Date.parse(session.lastSeenAt) + policy.idleMs).toISOString();
  // biome-ignore lint/complexity/useMathMinMax: ISO timestamps, compared as text
  return idle < session.expiresAt ? idle : session.expiresAt;
}

/** Ends a session (sign-out). */
export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

/**
 * Deletes the sessions that can no longer be used: expired (idle or absolute) or of a revoked key;
 * answers how many (src/worker/housekeeping.ts runs it with the idempotency purge).
 */
export async function purgeEndedSessions(db: Db, policy: SessionPolicy): Promise<number> {
  const now = Date.now();
  const result = await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        eb('last_seen_at', '<=', new Date(now - policy.idleMs).toISOString()),
        eb('api_key_id', 'in', eb.selectFrom('api_keys').select('id').where('revoked_at', 'is not', null)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
