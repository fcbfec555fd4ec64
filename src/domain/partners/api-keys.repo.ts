import { createHash, randomBytes } from 'node:crypto';
import { dbKind, type Db } from '../../db/connect.ts';
import type { Role } from '../../db/schema.ts';
import { AppError, invalidValue, notFound } from '../../errors.ts';
import { resolveRef } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';

/** Who is calling: resolved from an API key on every request. */
export type Principal = {
  keyId: number;
  role: Role;
  partnerId: number | null;
  /** Warehouses a warehouse key may see; null for staff (all warehouses). */
  warehouseIds: number[] | null;
};

const KEY_PREFIX = 'dk_';

/**
 * The stored form of a key (and of a console session's token, sessions.repo.ts): both are 256-bit
 * random, so a plain SHA-256 is enough (no password stretching).
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new random key in its shown-once form. */
function generateKey(role: Role): string {
  const kind = { staff: 'staff', viewer: 'view', warehouse: 'wh' }[role];
  return `${KEY_PREFIX}${kind}_${randomBytes(32).toString('base64url')}`;
}

type NewKey = { role: Role; partnerId: number | null; name?: string | null; key?: string };

/** Stores a key (generated unless given) and returns its row id and the plain key, shown once. */
export async function insertApiKey(db: Db, input: NewKey): Promise<{ id: number; key: string; prefix: string; created_at: string }> {
  const key = input.key ?? generateKey(input.role);
  const prefix = key.slice(0, 12);
  const created_at = nowIso();
  const row = await db
    .insertInto('api_keys')
    .values({ name: input.name ?? null, prefix, key_hash: hashKey(key), role: input.role, partner_id: input.partnerId, created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key, prefix, created_at };
}

/** Resolves a presented key to its principal; null when unknown or revoked. */
export async function findPrincipal(db: Db, key: string): Promise<(Principal & { lastUsedAt: string | null }) | null> {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'role', 'partner_id', 'last_used_at', 'revoked_at'])
    .where('key_hash', '=', hashKey(key))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  let warehouseIds: number[] | null = null;
  if (row.role === 'warehouse') {
    const rows =
      row.partner_id === null ? [] : await db.selectFrom('partner_warehouses').select('warehouse_id').where('partner_id', '=', row.partner_id).execute();
    warehouseIds = rows.map((r) => r.warehouse_id);
  }
  return { keyId: row.id, role: row.role, partnerId: row.partner_id, warehouseIds, lastUsedAt: row.last_used_at };
}

const LAST_USED_RESOLUTION_MS = 60_000;

/** Records use of a key, at most once a minute so that busy keys do not write on every request. */
export async function touchKey(db: Db, keyId: number, lastUsedAt: string | null): Promise<void> {
  const now = new Date();
  if (lastUsedAt && now.getTime() - Date.parse(lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
  const cutoff = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', cutoff)]))
    .execute();
}

/** True when at least one unrevoked staff key exists. */
async function hasStaffKey(db: Db): Promise<boolean> {
  const row = await db.selectFrom('api_keys').select('id').where('role', '=', 'staff').where('revoked_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** On an empty database, registers the bootstrap key or creates one; returns a created key to print. */
export async function ensureStaffKey(db: Db, bootstrapKey: string | undefined): Promise<string | null> {
  if (await hasStaffKey(db)) return null;
  if (bootstrapKey) {
    const existing = await db.selectFrom('api_keys').select('id').where('key_hash', '=', hashKey(bootstrapKey)).executeTakeFirst();
    if (!existing) await insertApiKey(db, { role: 'staff', partnerId: null, name: 'bootstrap', key: bootstrapKey });
    return null;
  }
  const created = await insertApiKey(db, { role: 'staff', partnerId: null, name: 'first staff key' });
  return created.key;
}

/** A key as listed: never the key itself, which is shown only when it is created. */
type ApiKeyView = {
  id: number;
  prefix: string;
  role: Role;
  partner: number | null;
  name: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

type ApiKeyRequest = { role: Role; partner?: string | number; name?: string | null };

type ApiKeyFilter = { role?: Role | undefined; partnerId?: number | undefined; revoked?: boolean | undefined; limit: number; offset: number };

/**
 * Creates a key after the role rules: a warehouse key belongs to a partner (its scope), a staff or
 * viewer key to none. Answers the stored record and the plain key, which is never shown again.
 */
export async function createApiKey(trx: Db, input: ApiKeyRequest): Promise<{ view: ApiKeyView; key: string }> {
  if (input.role !== 'warehouse' && input.partner !== undefined) {
    throw invalidValue('/partner', `a ${input.role} key belongs to no partner; leave partner out`);
  }
  if (input.role === 'warehouse' && input.partner === undefined) {
    throw invalidValue('/partner', 'a warehouse key needs the partner whose warehouses it may see');
  }
  const partnerId = input.partner === undefined ? null : await resolveRef(trx, 'partners', input.partner, '/partner');
  const created = await insertApiKey(trx, { role: input.role, partnerId, name: input.name ?? null });
  return { view: await getApiKey(trx, created.id), key: created.key };
}

/** One key by id (revoked ones included), or a 404. */
export async function getApiKey(db: Db, id: number): Promise<ApiKeyView> {
  const row = await keyColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('API key');
  return row;
}

/** Keys matching the filter, oldest first. */
export async function listApiKeys(db: Db, filter: ApiKeyFilter): Promise<ApiKeyView[]> {
  let query = keyColumns(db).orderBy('id').limit(filter.limit).offset(filter.offset);
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.partnerId !== undefined) query = query.where('partner_id', '=', filter.partnerId);
  if (filter.revoked !== undefined) query = query.where('revoked_at', filter.revoked ? 'is not' : 'is', null);
  return query.execute();
}

function keyColumns(db: Db) {
  return db.selectFrom('api_keys').select(['id', 'prefix', 'role', 'partner_id as partner', 'name', 'created_at', 'last_used_at', 'revoked_at']);
}

/**
 * Revokes a key: it answers 401 from then on, and its console sessions end with it. An unknown or
 * already revoked key is a 404. The last active staff key cannot be revoked (422), so that the
 * merchant is never locked out of the admin API; on PostgreSQL the active staff keys are locked in id
 * order so that two concurrent revocations cannot both see "another staff key remains".
 */
export async function revokeApiKey(trx: Db, id: number): Promise<void> {
  const target = await trx.selectFrom('api_keys').select(['role', 'revoked_at']).where('id', '=', id).executeTakeFirst();
  if (!target || target.revoked_at !== null) throw notFound('API key');
  if (target.role === 'staff') {
    const active = await trx
      .selectFrom('api_keys')
      .select('id')
      .where('role', '=', 'staff')
      .where('revoked_at', 'is', null)
      .orderBy('id')
      .$if(dbKind(trx) === 'postgres', (q) => q.forUpdate())
      .execute();
    if (!active.some((k) => k.id === id)) throw notFound('API key');
    if (active.length === 1) {
      const message = 'this is the last active staff key; create another staff key before revoking it';
      throw new AppError('invalid_value', message, [{ code: 'invalid_value', message, pointer: null }]);
    }
  }
  if (!(await markApiKeyRevoked(trx, id))) throw notFound('API key');
  await trx.deleteFrom('staff_sessions').where('api_key_id', '=', id).execute();
}

/**
 * Marks an active key revoked, and answers false when there is none with this id. Nothing else is
 * checked: `dockside keys revoke` uses it as it stands, so that the command line can revoke any key,
 * the last staff key included. The key's console sessions stop counting at once (findSession reads
 * only live keys); revokeApiKey also deletes them.
 */
export async function markApiKeyRevoked(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('api_keys').set({ revoked_at: nowIso() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
