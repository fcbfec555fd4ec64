import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { invalidValue, notFound } from '../../errors.ts';
import { resolveRef } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';
import type { Keyring } from '../secrets/keyring.ts';
import { checkEventSelection, type Owner } from './audience.ts';
import { sealSigningSecret } from './sealed-secrets.ts';

/** How long the secret replaced by a rotation keeps signing beside the new one. */
const SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

type EndpointInput = {
  url: string;
  events: string[];
  channel?: string | number;
  partner?: string | number;
  description?: string | null;
  enabled?: boolean;
};

type EndpointPatch = Partial<Pick<EndpointInput, 'url' | 'events' | 'description' | 'enabled'>>;

/** An endpoint as answered: never its secret. */
type EndpointView = {
  id: number;
  url: string;
  events: string[];
  channel: string | null;
  partner: number | null;
  description: string | null;
  enabled: boolean;
  failing_since: string | null;
  consecutive_failures: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

type EndpointFilter = {
  channelId?: number | undefined;
  partnerId?: number | undefined;
  enabled?: boolean | undefined;
  failing?: boolean | undefined;
  limit: number;
  offset: number;
};

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Stores an endpoint (its URL already checked by checkWebhookUrl) and answers its id and secret, which is
 * stored only sealed under the master key. It belongs to a channel, to a partner, or with neither to the
 * merchant, who hears every selected event.
 */
export async function createEndpoint(trx: Db, keyring: Keyring, input: EndpointInput): Promise<{ id: number; secret: string }> {
  if (input.channel !== undefined && input.partner !== undefined) {
    throw invalidValue('/partner', 'an endpoint belongs to a channel or to a partner, not both');
  }
  const channelId = input.channel === undefined ? null : await resolveRef(trx, 'channels', input.channel, '/channel');
  const partnerId = input.partner === undefined ? null : await resolveRef(trx, 'partners', input.partner, '/partner');
  checkEventSelection(input.events, { channelId, partnerId });
  const secret = generateSecret();
  const now = nowIso();
  const row = await trx
    .insertInto('webhook_endpoints')
    .values({
      url: input.url,
      description: input.description ?? null,
      events: JSON.stringify(input.events),
      channel_id: channelId,
      partner_id: partnerId,
      secret: sealSigningSecret(keyring, secret),
      enabled: input.enabled === false ? 0 : 1,
      failing_since: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}

/** Changes URL, events, description or enabled; enabling again forgets an earlier failure streak. */
export async function updateEndpoint(trx: Db, id: number, patch: EndpointPatch): Promise<void> {
  if (patch.events !== undefined) checkEventSelection(patch.events, await ownerOf(trx, id));
  const set: {
    updated_at: string;
    url?: string;
    events?: string;
    description?: string | null;
    enabled?: number;
    failing_since?: null;
    consecutive_failures?: number;
    last_error?: null;
  } = { updated_at: nowIso() };
  if (patch.url !== undefined) set.url = patch.url;
  if (patch.events !== undefined) set.events = JSON.stringify(patch.events);
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.enabled !== undefined) set.enabled = patch.enabled ? 1 : 0;
  if (patch.enabled === true) {
    set.failing_since = null;
    set.consecutive_failures = 0;
    set.last_error = null;
  }
  const result = await trx.updateTable('webhook_endpoints').set(set).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('webhook endpoint');
}

/**
 * Replaces the signing secret and answers the new one. For SECRET_GRACE_MS the old secret signs too (a
 * second `v1,` signature in webhook-signature), so a receiver can switch secrets without rejecting
 * anything in between. Stored sealed, like the first.
 */
export async function rotateSecret(trx: Db, keyring: Keyring, id: number): Promise<string> {
  const secret = generateSecret();
  const now = new Date();
  const result = await trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_expires_at: new Date(now.getTime() + SECRET_GRACE_MS).toISOString(),
      secret: sealSigningSecret(keyring, secret),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('webhook endpoint');
  return secret;
}

async function ownerOf(db: Db, id: number): Promise<Owner> {
  const row = await db.selectFrom('webhook_endpoints').select(['channel_id', 'partner_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('webhook endpoint');
  return { channelId: row.channel_id, partnerId: row.partner_id };
}

/** Removes an endpoint with its delivery log; the events themselves stay. */
export async function deleteEndpoint(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
  const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('webhook endpoint');
}

/** One endpoint, or a 404. */
export async function getEndpoint(db: Db, id: number): Promise<EndpointView> {
  const row = await endpointColumns(db).where('webhook_endpoints.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('webhook endpoint');
  return endpointView(row);
}

/** Endpoints matching the filter, by updated_at then id. */
export async function listEndpoints(db: Db, filter: EndpointFilter): Promise<EndpointView[]> {
  let query = endpointColumns(db).orderBy('webhook_endpoints.updated_at').orderBy('webhook_endpoints.id').limit(filter.limit).offset(filter.offset);
  if (filter.channelId !== undefined) query = query.where('webhook_endpoints.channel_id', '=', filter.channelId);
  if (filter.partnerId !== undefined) query = query.where('webhook_endpoints.partner_id', '=', filter.partnerId);
  if (filter.enabled !== undefined) query = query.where('webhook_endpoints.enabled', '=', filter.enabled ? 1 : 0);
  if (filter.failing !== undefined) {
    query = query.where('webhook_endpoints.failing_since', filter.failing ? 'is not' : 'is', null);
  }
  return (await query.execute()).map(endpointView);
}

function endpointColumns(db: Db) {
  return db
    .selectFrom('webhook_endpoints')
    .leftJoin('channels', 'channels.id', 'webhook_endpoints.channel_id')
    .select([
      'webhook_endpoints.id',
      'webhook_endpoints.url',
      'webhook_endpoints.events',
      'channels.code as channel',
      'webhook_endpoints.partner_id',
      'webhook_endpoints.description',
      'webhook_endpoints.enabled',
      'webhook_endpoints.failing_since',
      'webhook_endpoints.consecutive_failures',
      'webhook_endpoints.last_error',
      'webhook_endpoints.created_at',
      'webhook_endpoints.updated_at',
    ]);
}

type EndpointRow = Omit<EndpointView, 'events' | 'enabled' | 'partner' | 'channel'> & {
  events: string;
  enabled: number;
  partner_id: number | null;
  channel: string | null;
};

function endpointView(row: EndpointRow): EndpointView {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    channel: row.channel,
    partner: row.partner_id,
    description: row.description,
    enabled: row.enabled === 1,
    failing_since: row.failing_since,
    consecutive_failures: row.consecutive_failures,
    last_error: row.last_error,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
