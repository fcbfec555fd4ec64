import type { Db } from '../../db/connect.ts';
import type { ChannelsTable } from '../../db/schema.ts';
import { alreadyExists, notFound } from '../../errors.ts';
import { touchReferenceData } from '../shared/reference-data.ts';
import { isUniqueViolation } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';
import type { Selectable } from 'kysely';

export type Channel = Selectable<ChannelsTable>;
export type ChannelInput = { code: string; name: string; kind: ChannelsTable['kind'] };

/** Creates a sales channel; a taken code is a 409 `already_exists` at /code. */
export async function createChannel(trx: Db, input: ChannelInput): Promise<number> {
  const now = nowIso();
  try {
    const row = await trx
      .insertInto('channels')
      .values({ code: input.code, name: input.name, kind: input.kind, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/code', `channel code "${input.code}" is taken`);
    throw error;
  }
}

/**
 * Changes a channel's name or kind (its code is fixed: orders and webhook endpoints name it). The
 * records warehouses poll embed the channel's name, so their reference data moves on with it.
 */
export async function updateChannel(trx: Db, id: number, patch: Partial<Omit<ChannelInput, 'code'>>): Promise<void> {
  const set: Partial<Channel> = { updated_at: nowIso() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.kind !== undefined) set.kind = patch.kind;
  const result = await trx.updateTable('channels').set(set).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('channel');
  if (patch.name !== undefined) await touchReferenceData(trx);
}

/** A channel by id, or a 404. */
export async function getChannel(db: Db, id: number): Promise<Channel> {
  const row = await db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('channel');
  return row;
}

type ChannelFilter = {
  code?: string | undefined;
  kind?: ChannelsTable['kind'] | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
};

/**
 * One slice of the merchant's channels, sorted by updated_at then id. The built-in channel of transfers'
 * internal orders is left out: it is not one to sell on or to create orders for.
 */
export async function listChannels(db: Db, filter: ChannelFilter, slice: { limit: number; offset: number }): Promise<Channel[]> {
  let query = db.selectFrom('channels').selectAll().where('built_in', '=', 0).orderBy('updated_at').orderBy('id').limit(slice.limit).offset(slice.offset);
  if (filter.code) query = query.where('code', '=', filter.code);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.updatedAtMin) query = query.where('updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return query.execute();
}

/** The code of the built-in channel that transfers' internal orders belong to (created by migration 0018). */
export const TRANSFER_CHANNEL_CODE = 'dockside-transfers';

/** The id of the built-in channel of transfers' internal orders. */
export async function transferChannelId(db: Db): Promise<number> {
  const row = await db.selectFrom('channels').select('id').where('code', '=', TRANSFER_CHANNEL_CODE).where('built_in', '=', 1).executeTakeFirstOrThrow();
  return row.id;
}
